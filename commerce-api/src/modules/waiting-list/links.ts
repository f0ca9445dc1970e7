/**
 * The waiting list's one-time links: 32 random bytes base64url in the e-mail, only their SHA-256
 * stored (docs/security.md), and their pages on the site in the person's language.
 */
import { localePath, type Locale } from '@kizomba/locales';
import { createHash, randomBytes } from 'node:crypto';

export const newWaitingListToken = () => randomBytes(32).toString('base64url');
export const hashWaitingListToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens are 43 base64url characters: anything else is unknown without a database look-up. */
export const isWaitingListToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The entry's page (position, leave). */
export const entryUrl = (publicSiteUrl: string, token: string, locale: Locale) =>
  `${publicSiteUrl}${localePath(locale, `/waiting-list/entry/${encodeURIComponent(token)}`)}`;

/** The offer's page (claim → cart → checkout). */
export const offerUrl = (publicSiteUrl: string, token: string, locale: Locale) =>
  `${publicSiteUrl}${localePath(locale, `/waiting-list/offer/${encodeURIComponent(token)}`)}`;

/** The tickets page, where a person joins again. */
export const ticketsUrl = (publicSiteUrl: string, locale: Locale) => `${publicSiteUrl}${localePath(locale, '/tickets')}`;

/** One mailbox, one entry: trimmed, lower-case, without a `+tag`. */
export function waitingEmailKey(email: string): string {
  const normalized = email.trim().toLowerCase();
  const at = normalized.lastIndexOf('@');
  if (at <= 0) return normalized;
  const local = normalized.slice(0, at).replace(/\+.*$/, '');
  return `${local || normalized.slice(0, at)}${normalized.slice(at)}`;
}
