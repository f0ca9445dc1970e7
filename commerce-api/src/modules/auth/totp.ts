/**
 * The staff second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30 s, what every authenticator app
 * reads from a QR code) through `otpauth`, and single-use recovery codes.
 *
 * A code is accepted within ±1 time step (clock drift of the phone), and only for a step later
 * than the last one accepted for that account: the service records the step by a conditional
 * UPDATE, so a code seen over someone's shoulder or replayed by a proxy is refused.
 */
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Kizomba Lumière';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted on each side of now. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[a-z0-9]{4}-[a-z0-9]{4}$/;
/** No 0/o, 1/l/i: read from paper, typed on a phone. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A fresh random secret (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** The `otpauth://totp/…` URL an authenticator app reads from the enrolment QR code. */
export const otpauthUrl = (secret: string, email: string): string => totpOf(secret, email).toString();

/** The current code (dev `npm run totp`, tests). */
export const totpCode = (secret: string, now: Date = new Date()): string => totpOf(secret).generate({ timestamp: now.getTime() });

/** The time step a 6-digit code matches within the window, or null. */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  if (!CODE.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now.getTime() }) + delta;
}

export const isTotpCode = (value: string) => CODE.test(value);

/** `xxxx-xxxx` as typed: trimmed, lowercased; null when it cannot be a recovery code. */
export function normalizeRecoveryCode(value: string): string | null {
  const code = value.trim().toLowerCase();
  return RECOVERY_CODE.test(code) ? code : null;
}

export const hashRecoveryCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Ten fresh codes (about 40 bits each: they are single use and behind the per-account throttle). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const part = () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => `${part()}-${part()}`);
}
