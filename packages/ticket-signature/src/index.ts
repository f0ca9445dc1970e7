/**
 * The signed ticket code: what a ticket's QR encodes and `tickets.code` stores, verifiable with no
 * network by the door scanner. The commerce API signs with its private key; the scanner verifies
 * with the public keys of `GET /api/scanner/keys`. Pure TypeScript on @noble (no node: import), so
 * Node and the browser run the same code.
 *
 * Binary form, 85 bytes, written as base64url without padding (114 characters [A-Za-z0-9_-]):
 *
 *   offset  size  field
 *        0     1  version        1
 *        1     4  kid            first 4 bytes of SHA-256(raw public key)
 *        5     4  ticketId       u32 big-endian
 *        9     4  ticketTypeId   u32 big-endian
 *       13     4  issuedAt       u32 big-endian, unix seconds
 *       17     4  salt           random: two codes of one ticket never coincide
 *       21    64  signature      Ed25519 over "kizomba-lumiere/ticket/v1\n" + bytes 0..20
 *
 * No personal data: the holder's name travels in the scanner's signed sync document only.
 *
 * Every code has exactly one spelling (strict base64url, strict RFC 8032 verification): the
 * revocation list names codes by their hash, so a second spelling of a revoked code would slip
 * past it.
 */
import * as ed from '@noble/ed25519';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';

// The synchronous Ed25519 calls need a SHA-512: the scanner verifies codes one by one while a
// person waits, WebCrypto's asynchronous one would add a task per scan for nothing.
ed.hashes.sha512 = sha512;

export const SIGNED_CODE_VERSION = 1;
/** Bytes of a signed code before base64url. */
export const SIGNED_CODE_BYTES = 85;
/** Characters of a signed code (base64url without padding of 85 bytes). */
export const SIGNED_CODE_LENGTH = 114;

const PAYLOAD_BYTES = 21;
const SIGNATURE_BYTES = 64;
const KEY_BYTES = 32;
const KID_BYTES = 4;
const U32_MAX = 0xffff_ffff;

const TICKET_CONTEXT = utf8ToBytes('kizomba-lumiere/ticket/v1\n');
const DOCUMENT_CONTEXT = utf8ToBytes('kizomba-lumiere/scanner-sync/v1\n');
// RFC 8032 strict: ZIP-215's leniency would accept other encodings of one signature.
const STRICT = { zip215: false } as const;

export interface TicketClaims {
  ticketId: number;
  ticketTypeId: number;
  /** Unix seconds. */
  issuedAt: number;
}

export interface SigningKey {
  /** 8 lowercase hex characters: the first 4 bytes of SHA-256(publicKey). */
  kid: string;
  /** The 32-byte Ed25519 secret seed. Never leaves the API. */
  seed: Uint8Array;
  publicKey: Uint8Array;
}

export type TicketCodeVerification =
  | { ok: true; kid: string; claims: TicketClaims }
  | { ok: false; reason: 'malformed' | 'unknown_key' | 'bad_signature' };

const BASE64URL = /^[A-Za-z0-9_-]*$/;

export function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Strict base64url without padding: any other character, an impossible length or unused bits set
 * in the last character (a second spelling of the same bytes) throw.
 */
export function fromBase64url(s: string): Uint8Array {
  if (!BASE64URL.test(s) || s.length % 4 === 1) throw new TypeError('Not base64url');
  const binary = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  if (toBase64url(bytes) !== s) throw new TypeError('Not canonical base64url');
  return bytes;
}

export function keyIdOf(publicKey: Uint8Array): string {
  return bytesToHex(sha256(publicKey).subarray(0, KID_BYTES));
}

/** A raw 32-byte Ed25519 public key in base64url; throws when it is not a point of the curve. */
export function publicKeyFromBase64url(s: string): Uint8Array {
  const bytes = fromBase64url(s);
  if (bytes.length !== KEY_BYTES) throw new TypeError(`An Ed25519 public key has ${KEY_BYTES} bytes`);
  ed.Point.fromBytes(bytes, false);
  return bytes;
}

export function signingKeyFromSeed(seedB64url: string): SigningKey {
  const seed = fromBase64url(seedB64url);
  if (seed.length !== KEY_BYTES) throw new TypeError(`An Ed25519 seed has ${KEY_BYTES} bytes`);
  const publicKey = ed.getPublicKey(seed);
  return { kid: keyIdOf(publicKey), seed, publicKey };
}

/** A fresh signing key's seed: 32 random bytes, base64url (43 characters). */
export function generateSigningSeed(): string {
  return toBase64url(globalThis.crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

function assertU32(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0 || value > U32_MAX) {
    throw new RangeError(`${name} must be an integer from 0 to ${U32_MAX}`);
  }
}

export function signTicketCode(claims: TicketClaims, key: SigningKey): string {
  assertU32(claims.ticketId, 'ticketId');
  assertU32(claims.ticketTypeId, 'ticketTypeId');
  assertU32(claims.issuedAt, 'issuedAt');
  const bytes = new Uint8Array(SIGNED_CODE_BYTES);
  const view = new DataView(bytes.buffer);
  bytes[0] = SIGNED_CODE_VERSION;
  bytes.set(hexToKid(key.kid), 1);
  view.setUint32(5, claims.ticketId);
  view.setUint32(9, claims.ticketTypeId);
  view.setUint32(13, claims.issuedAt);
  globalThis.crypto.getRandomValues(bytes.subarray(17, PAYLOAD_BYTES));
  bytes.set(ed.sign(concatBytes(TICKET_CONTEXT, bytes.subarray(0, PAYLOAD_BYTES)), key.seed), PAYLOAD_BYTES);
  return toBase64url(bytes);
}

function hexToKid(kid: string): Uint8Array {
  if (!/^[0-9a-f]{8}$/.test(kid)) throw new TypeError('A key id is 8 lowercase hex characters');
  const bytes = new Uint8Array(KID_BYTES);
  for (let index = 0; index < KID_BYTES; index += 1) bytes[index] = Number.parseInt(kid.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

function decodeSignedCode(code: string): Uint8Array | null {
  if (typeof code !== 'string' || code.length !== SIGNED_CODE_LENGTH) return null;
  let bytes: Uint8Array;
  try {
    bytes = fromBase64url(code);
  } catch {
    return null;
  }
  return bytes.length === SIGNED_CODE_BYTES && bytes[0] === SIGNED_CODE_VERSION ? bytes : null;
}

/** Has the shape of a signed code (length, base64url, version); says nothing of its signature. */
export function isSignedCode(code: string): boolean {
  return decodeSignedCode(code) !== null;
}

/**
 * Verifies a signed code against the accepted public keys (key id → raw public key): the active
 * key and the retired ones still honoured.
 */
export function verifyTicketCode(code: string, keys: ReadonlyMap<string, Uint8Array>): TicketCodeVerification {
  const bytes = decodeSignedCode(code);
  if (!bytes) return { ok: false, reason: 'malformed' };
  const kid = bytesToHex(bytes.subarray(1, 1 + KID_BYTES));
  const publicKey = keys.get(kid);
  if (!publicKey) return { ok: false, reason: 'unknown_key' };
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  const signature = bytes.subarray(PAYLOAD_BYTES);
  if (!safeVerify(signature, concatBytes(TICKET_CONTEXT, payload), publicKey)) return { ok: false, reason: 'bad_signature' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    ok: true,
    kid,
    claims: { ticketId: view.getUint32(5), ticketTypeId: view.getUint32(9), issuedAt: view.getUint32(13) },
  };
}

function safeVerify(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== SIGNATURE_BYTES) return false;
  try {
    return ed.verify(signature, message, publicKey, STRICT);
  } catch {
    // A public key or signature that is not a curve point: not a valid signature.
    return false;
  }
}

/**
 * 16 lowercase hex characters (64 bits) of SHA-256(UTF-8 code): how the scanner's sync document and
 * revocation list name a code without carrying it.
 */
export function codeHash(code: string): string {
  return bytesToHex(sha256(utf8ToBytes(code)).subarray(0, 8));
}

/** Signs a scanner document (its exact text), base64url of the 64-byte signature. */
export function signDocument(text: string, key: SigningKey): string {
  return toBase64url(ed.sign(concatBytes(DOCUMENT_CONTEXT, utf8ToBytes(text)), key.seed));
}

export function verifyDocument(text: string, signatureB64url: string, publicKey: Uint8Array): boolean {
  let signature: Uint8Array;
  try {
    signature = fromBase64url(signatureB64url);
  } catch {
    return false;
  }
  return safeVerify(signature, concatBytes(DOCUMENT_CONTEXT, utf8ToBytes(text)), publicKey);
}
