/**
 * Sealed strings: AES-256-GCM with a key derived from JWT_SECRET (HKDF-SHA256, info = the
 * purpose, 'outbox-payload' by default). Used for secrets that must travel through the database
 * until the outbox renders an e-mail (raw one-time tokens), and for the staff's TOTP secrets
 * (purpose 'totp-secret'): the row holds only ciphertext, so a database dump or the dev outbox
 * list never shows a usable link or second factor.
 *
 * Format: `v1.<iv base64url>.<ciphertext base64url>.<tag base64url>`.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/index.js';

const VERSION = 'v1';
const keys = new Map<string, Buffer>();

export type SealPurpose = 'outbox-payload' | 'totp-secret';

function keyOf(config: Pick<AppConfig, 'jwtSecret'>, purpose: SealPurpose): Buffer {
  const id = `${purpose}\u0000${config.jwtSecret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', config.jwtSecret, Buffer.alloc(0), purpose, 32));
    keys.set(id, key);
  }
  return key;
}

export function seal(config: Pick<AppConfig, 'jwtSecret'>, plaintext: string, purpose: SealPurpose = 'outbox-payload'): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), ciphertext.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The plaintext, or throws when the value was not sealed with this secret (or was altered). */
export function open(config: Pick<AppConfig, 'jwtSecret'>, sealed: string, purpose: SealPurpose = 'outbox-payload'): string {
  const [version, iv, ciphertext, tag, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || ciphertext === undefined || !tag || rest.length > 0) throw new Error('valeur scellée invalide');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
