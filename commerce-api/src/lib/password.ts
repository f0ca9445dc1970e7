/**
 * Password hashing with Node's built-in scrypt (a memory-hard KDF accepted by OWASP ASVS V11.4.2),
 * so no native dependency is needed. The stored string carries its own parameters
 * (`scrypt$N$r$p$salt$hash`), which lets us raise the cost later and rehash on next login.
 *
 * scrypt runs on libuv's thread pool: it does not block the event loop, but each call costs
 * ~32 MiB and tens of milliseconds, so login routes are rate limited per IP and per account.
 *
 * Passwords being chosen are checked by zxcvbn-ts (common and French dictionaries: the most
 * used passwords, words, first and last names, keyboard walks), ASVS V6.2.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnFr from '@zxcvbn-ts/language-fr';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** 2^15 × 8 × 128 B = 32 MiB per hash: OWASP's scrypt floor is N=2^17 at p=1 on servers with
 *  memory to spare; on this 2-core host 2^15 keeps a login around 50 ms. Raise with care. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';
/** Refuse absurd parameters read back from storage rather than allocating gigabytes. */
const MAX_N = 2 ** 20;

function scrypt(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // Node's default maxmem (32 MiB) is exactly the need at N=2^15; leave headroom.
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  if (typeof password !== 'string' || password.length === 0) throw new TypeError('password must be a non-empty string');
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, params);
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map((v) => (/^\d+$/.test(v ?? '') ? Number(v) : NaN));
  if (!N || !r || !p || N > MAX_N || (N & (N - 1)) !== 0 || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 8 || key.length < 16) return null;
  return { params: { N, r, p }, salt, key };
}

/** Constant-time comparison; false (never a throw) for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (typeof password !== 'string' || typeof stored !== 'string') return false;
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await scrypt(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(candidate, parsed.key);
}

/** True when the hash was made with other parameters than today's: rehash after a good login. */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, for logins with an unknown e-mail: answering
 * faster for those would tell an attacker which addresses have an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's scale: 3 is « safely unguessable: moderate protection from offline attacks ». */
export const PASSWORD_MIN_SCORE = 3;
export const PASSWORD_TOO_SHORT_MESSAGE = `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`;
export const PASSWORD_TOO_WEAK_MESSAGE = 'Ce mot de passe est trop facile à deviner : allongez-le ou mélangez des mots inattendus.';

let zxcvbn: ZxcvbnFactory | undefined;

/** zxcvbn's score (0–4) of `password`; `userInputs` (the person's address, names) count as guessable words. */
export function passwordScore(password: string, userInputs: string[] = []): number {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnFr.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnFr.translations,
  });
  return zxcvbn.check(password, userInputs.filter((input) => input.length > 0)).score;
}

/** The French refusal of a password being chosen, or null when it is acceptable. */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  return passwordScore(password, userInputs) < PASSWORD_MIN_SCORE ? PASSWORD_TOO_WEAK_MESSAGE : null;
}
