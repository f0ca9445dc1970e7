/**
 * URL → file of a build, in memory (the build's file list), for Astro's static output.
 *
 * - Pretty URLs for both `build.format` values: `/x` serves `x.html` ('file') or
 *   `x/index.html` ('directory'); `/` serves `index.html`.
 * - One URL per page: `/x/` → 301 `/x`, and `/x.html` or `/x/index.html` → 301 `/x`.
 * - Dynamic routes whose ids exist only at run time (`/checkout/{id}`, `/confirmation/{id}`,
 *   `/invitation/{token}`, `/dashboard/ticket/{id}`, `/admin/users/{id}`): the site builds one
 *   shell page with the parameter `_` (e.g. `src/pages/dashboard/ticket/[id].astro` whose
 *   getStaticPaths returns `{ params: { id: '_' } }`), and `/dashboard/ticket/<anything>` without a
 *   file of its own is answered with that shell; the island reads the id from the URL.
 * - `/checkout/{id}` and `/confirmation/{id}` need no shell: the page without the id
 *   (`checkout.html`, `confirmation.html`) is the same screen and reads the id from the URL, so
 *   it answers them directly (one page in the build instead of two copies).
 * - The same holds under a language prefix (`/en/checkout/{id}`, `/pt/invitation/{token}`): the
 *   site builds every public page in each language (`en/checkout.html`, `pt/invitation/_.html`).
 * - Anything else is not found. Dot-segments (`.site-build.json`, `..`) never resolve, except
 *   `/.well-known/`. Its page is the 404 page of the path's language (`en/404.html`), else `404.html`.
 */
import { DEFAULT_LOCALE, isLocale } from '@kizomba/locales';

export type Resolution =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/** Placeholder parameter of the shell page of a run-time dynamic route. */
export const DYNAMIC_PLACEHOLDER = '_';

/** Routes whose `/{route}/{id}` is answered by the page `/{route}` itself (docs/spec.md §2). */
export const ID_ROUTES_SERVED_BY_PARENT: ReadonlySet<string> = new Set(['checkout', 'confirmation']);

function candidates(rel: string): string[] {
  if (rel === '') return ['index.html'];
  return [rel, `${rel}.html`, `${rel}/index.html`];
}

function firstExisting(files: ReadonlySet<string>, rel: string, allowRaw = true): string | null {
  for (const candidate of candidates(rel)) {
    if (!allowRaw && candidate === rel) continue;
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/**
 * @param pathname the request path, still percent-encoded (`req.path`)
 * @param search the query string including its `?`, kept on redirects
 */
export function resolvePath(files: ReadonlySet<string>, pathname: string, search = ''): Resolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'not-found' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'not-found' };

  // Leading slashes collapse to one: a Location of `//evil.example` would leave the site.
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s, i) => s.startsWith('.') && !(i === 0 && s === '.well-known'))) {
    return { kind: 'not-found' };
  }
  const rel = segments.join('/');
  const canonical = `/${rel}`;
  const encodedCanonical = `/${segments.map(encodeURIComponent).join('/')}`;

  // `/x/` (and `//x`, `/x//`) → `/x`: a page has exactly one URL.
  if (decoded !== canonical) {
    return { kind: 'redirect', location: `${encodedCanonical}${search}` };
  }

  // `/x.html`, `/x/index.html` → `/x` when that file exists (it is then served as `/x`).
  if (files.has(rel)) {
    const pretty = rel === 'index.html' ? '' : rel.endsWith('/index.html') ? rel.slice(0, -11) : rel.endsWith('.html') ? rel.slice(0, -5) : null;
    if (pretty !== null && firstExisting(files, pretty, false) === rel) {
      const location = `/${pretty.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;
      return { kind: 'redirect', location: `${location}${search}` };
    }
  }

  const found = firstExisting(files, rel);
  if (found) return { kind: 'file', file: found };

  const last = segments.at(-1);
  if (segments.length >= 2 && last !== DYNAMIC_PLACEHOLDER) {
    const shell = firstExisting(files, [...segments.slice(0, -1), DYNAMIC_PLACEHOLDER].join('/'), false);
    if (shell) return { kind: 'file', file: shell };
  }
  const prefix = languagePrefix(segments);
  const [route, id, ...rest] = segments.slice(prefix.length);
  if (route && id && rest.length === 0 && ID_ROUTES_SERVED_BY_PARENT.has(route)) {
    const page = firstExisting(files, [...prefix, route].join('/'), false);
    if (page) return { kind: 'file', file: page };
  }
  return { kind: 'not-found' };
}

/** `['en', 'checkout', 'x']` → `['en']`; French paths have no prefix. */
function languagePrefix(segments: readonly string[]): string[] {
  const first = segments[0];
  return isLocale(first) && first !== DEFAULT_LOCALE ? [first] : [];
}

/** The not-found page for a request path: that of its language (`/en/…` → `en/404.html`), else French. */
export function notFoundFile(files: ReadonlySet<string>, pathname: string): string | null {
  const prefix = languagePrefix(pathname.split('/').filter((segment) => segment !== ''));
  for (const file of [...prefix.map((locale) => `${locale}/404.html`), '404.html']) {
    if (files.has(file)) return file;
  }
  return null;
}

/** `/_astro/` holds Vite's content-hashed bundles: a changed file gets a new name. */
export function isHashedAsset(file: string): boolean {
  return file.startsWith('_astro/');
}

/** A service worker script (`admin/scanner.sw.js`): the browser compares it at each visit to find a new build. */
export function isServiceWorker(file: string): boolean {
  return file.endsWith('.sw.js');
}

export function cacheControlFor(file: string): string {
  if (isHashedAsset(file)) return 'public, max-age=31536000, immutable';
  // HTML must be revalidated so a publish shows at once (ETag/Last-Modified make it cheap), and
  // so must a service worker: a cached one would keep serving the previous build's offline copy.
  if (file.endsWith('.html') || isServiceWorker(file)) return 'no-cache';
  // Other files of public/ keep their name across builds: a short cache, then revalidation.
  return 'public, max-age=3600';
}
