import { splitLocalePath } from '@kizomba/locales';

/**
 * The token of `/waiting-list/{kind}/{token}` in any language, decoded; null elsewhere and on the
 * build's shell page (`_`, answered by the site server for every token).
 */
export function waitingListTokenFromPath(pathname: string, kind: 'entry' | 'offer'): string | null {
  const match = new RegExp(`^/waiting-list/${kind}/([^/]+)/?$`).exec(splitLocalePath(pathname).path);
  if (!match?.[1] || match[1] === '_') return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
