/**
 * Newsletter tokens.
 *
 * - Confirmation (double opt-in): 32 random bytes base64url in the link, only the SHA-256 stored;
 *   the raw token reaches the e-mail sealed in the outbox payload (lib/sealed.ts).
 * - Unsubscribe: `<subscriberId>.<HMAC-SHA256(JWT_SECRET, 'unsubscribe:' + subscriberId)>`.
 *   Derived rather than stored, so every e-mail (and its List-Unsubscribe header) can carry it
 *   without keeping a secret per row or sealing one per message; verified in constant time.
 *   Rotating JWT_SECRET invalidates the links of e-mails already sent (the site's unsubscribe
 *   page then says so; a new e-mail carries a valid one).
 */
import { DEFAULT_LOCALE, localePath, type Locale } from '@kizomba/locales';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config/index.js';

const RAW_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const UNSUBSCRIBE_TOKEN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** True when `token` has the shape of a confirmation token (anything else is refused early). */
export const isConfirmTokenShape = (token: string) => RAW_TOKEN.test(token);

const unsubscribeMac = (config: Pick<AppConfig, 'jwtSecret'>, subscriberId: number) =>
  createHmac('sha256', config.jwtSecret).update(`unsubscribe:${subscriberId}`).digest();

export function unsubscribeToken(config: Pick<AppConfig, 'jwtSecret'>, subscriberId: number): string {
  return `${subscriberId}.${unsubscribeMac(config, subscriberId).toString('base64url')}`;
}

/** The subscriber id a genuine unsubscribe token names, else null. */
export function verifyUnsubscribeToken(config: Pick<AppConfig, 'jwtSecret'>, token: string): number | null {
  const match = UNSUBSCRIBE_TOKEN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = unsubscribeMac(config, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export const confirmUrl = (publicSiteUrl: string, token: string, locale: Locale = DEFAULT_LOCALE) =>
  `${publicSiteUrl}${localePath(locale, `/newsletter/confirm?token=${encodeURIComponent(token)}`)}`;
/** The page people click (it POSTs the token), in the subscriber's language. */
export const unsubscribePageUrl = (publicSiteUrl: string, token: string, locale: Locale = DEFAULT_LOCALE) =>
  `${publicSiteUrl}${localePath(locale, `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)}`;
/** RFC 8058 one-click target: mail providers POST here directly (the site proxies /api). */
export const oneClickUnsubscribeUrl = (publicSiteUrl: string, token: string) =>
  `${publicSiteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
