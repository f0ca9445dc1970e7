import { describe, expect, it } from 'vitest';
import {
  SIGNED_CODE_LENGTH,
  codeHash,
  fromBase64url,
  generateSigningSeed,
  isSignedCode,
  keyIdOf,
  publicKeyFromBase64url,
  signDocument,
  signTicketCode,
  signingKeyFromSeed,
  toBase64url,
  verifyDocument,
  verifyTicketCode,
  type SigningKey,
} from './index.ts';

// RFC 8032 §7.1, test 1: a published seed and its public key.
const RFC_SEED = 'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A';
const RFC_PUBLIC_KEY = '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo';
// `printf … | xxd -r -p | sha256sum` of that public key: 21fe31df a154…
const RFC_KID = '21fe31df';

const claims = { ticketId: 4242, ticketTypeId: 7, issuedAt: 1_780_000_000 };

function keysOf(...keys: SigningKey[]): Map<string, Uint8Array> {
  return new Map(keys.map((key) => [key.kid, key.publicKey]));
}

function flipByte(code: string, index: number): string {
  const bytes = fromBase64url(code);
  bytes[index] = bytes[index]! ^ 0x01;
  return toBase64url(bytes);
}

describe('keys', () => {
  it('derives the RFC 8032 public key from its seed, and the key id from SHA-256 of the public key', () => {
    const key = signingKeyFromSeed(RFC_SEED);
    expect(toBase64url(key.publicKey)).toBe(RFC_PUBLIC_KEY);
    expect(key.kid).toBe(RFC_KID);
    expect(keyIdOf(publicKeyFromBase64url(RFC_PUBLIC_KEY))).toBe(RFC_KID);
  });

  it('generates distinct 32-byte seeds that make working keys', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => generateSigningSeed()));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) {
      expect(seed).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(signingKeyFromSeed(seed).kid).toMatch(/^[0-9a-f]{8}$/);
    }
  });

  it('refuses seeds and public keys of the wrong size or spelling', () => {
    expect(() => signingKeyFromSeed('')).toThrow();
    expect(() => signingKeyFromSeed(RFC_SEED.slice(0, 42))).toThrow();
    expect(() => signingKeyFromSeed(`${RFC_SEED}AA`)).toThrow();
    expect(() => signingKeyFromSeed(RFC_SEED.replace('_', '/'))).toThrow();
    expect(() => publicKeyFromBase64url(RFC_PUBLIC_KEY.slice(0, 40))).toThrow();
    expect(() => publicKeyFromBase64url('not a key')).toThrow();
  });

  it('refuses 32 bytes that are not a point of the curve as a public key', () => {
    // y = 2 has no x on edwards25519.
    const notAPoint = new Uint8Array(32);
    notAPoint[0] = 2;
    expect(() => publicKeyFromBase64url(toBase64url(notAPoint))).toThrow();
  });
});

describe('base64url', () => {
  it('round-trips every length and refuses padding, other alphabets and second spellings', () => {
    for (let length = 0; length < 40; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 37 + length) & 0xff);
      expect(fromBase64url(toBase64url(bytes))).toEqual(bytes);
    }
    expect(toBase64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(() => fromBase64url('-_8=')).toThrow();
    expect(() => fromBase64url('+/8')).toThrow();
    expect(() => fromBase64url('A')).toThrow();
    // 'AB' and 'AA' would both decode to one zero byte: only 'AA' is its spelling.
    expect(fromBase64url('AA')).toEqual(new Uint8Array([0]));
    expect(() => fromBase64url('AB')).toThrow();
  });
});

describe('signed ticket codes', () => {
  const key = signingKeyFromSeed(RFC_SEED);
  const keys = keysOf(key);

  it('signs 114 base64url characters that verify back to the claims and the key id', () => {
    const code = signTicketCode(claims, key);
    expect(code).toHaveLength(SIGNED_CODE_LENGTH);
    expect(code).toMatch(/^[A-Za-z0-9_-]{114}$/);
    expect(isSignedCode(code)).toBe(true);
    expect(verifyTicketCode(code, keys)).toEqual({ ok: true, kid: RFC_KID, claims });
  });

  it('lays the bytes out as the format says: version, kid, three u32 big-endian, salt, signature', () => {
    const bytes = fromBase64url(signTicketCode({ ticketId: 0x01020304, ticketTypeId: 0xa0b0c0d0, issuedAt: 0xfffffffe }, key));
    expect(bytes).toHaveLength(85);
    expect(Array.from(bytes.subarray(0, 17))).toEqual([
      1, 0x21, 0xfe, 0x31, 0xdf, 1, 2, 3, 4, 0xa0, 0xb0, 0xc0, 0xd0, 0xff, 0xff, 0xff, 0xfe,
    ]);
  });

  it('still verifies a code signed earlier with the same key (the format does not drift)', () => {
    const earlier =
      'ASH-Md8AABCSAAAAB2oYpQBmLz6YWjBD1UR_-I8mI7hsPw6-C9KOSDPGl9GWFTQRtGHhEuq1hq8R0LyPHDPrAIE44I8ZKjIiaKgvlNYO5DZlHPP4DQ';
    expect(verifyTicketCode(earlier, keys)).toEqual({ ok: true, kid: RFC_KID, claims });
  });

  it('gives two codes of the same claims different salts, both valid', () => {
    const first = signTicketCode(claims, key);
    const second = signTicketCode(claims, key);
    expect(first).not.toBe(second);
    expect(verifyTicketCode(second, keys).ok).toBe(true);
  });

  it('refuses a code with any single byte changed', () => {
    const code = signTicketCode(claims, key);
    for (let index = 0; index < 85; index += 1) {
      const verdict = verifyTicketCode(flipByte(code, index), keys);
      expect(verdict.ok, `byte ${index}`).toBe(false);
      // The version byte makes it another format; the kid bytes name a key nobody has.
      const expected = index === 0 ? 'malformed' : index < 5 ? 'unknown_key' : 'bad_signature';
      expect(verdict, `byte ${index}`).toEqual({ ok: false, reason: expected });
    }
  });

  it('refuses a code with any single character changed, including a second spelling of the last one', () => {
    const code = signTicketCode(claims, key);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let index = 0; index < code.length; index += 1) {
      const other = alphabet[(alphabet.indexOf(code[index]!) + 1) % 64]!;
      const tampered = code.slice(0, index) + other + code.slice(index + 1);
      expect(verifyTicketCode(tampered, keys).ok, `character ${index}`).toBe(false);
    }
  });

  it('refuses a code signed by a key it does not know', () => {
    const stranger = signingKeyFromSeed(generateSigningSeed());
    expect(verifyTicketCode(signTicketCode(claims, stranger), keys)).toEqual({ ok: false, reason: 'unknown_key' });
  });

  it('refuses a code whose key id is known but whose signature is another key’s', () => {
    const stranger = signingKeyFromSeed(generateSigningSeed());
    const forged = signTicketCode(claims, { ...stranger, kid: key.kid });
    expect(verifyTicketCode(forged, keys)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('accepts codes of every key it is given (rotation: the active one and retired ones)', () => {
    const retired = signingKeyFromSeed(generateSigningSeed());
    const both = keysOf(key, retired);
    expect(verifyTicketCode(signTicketCode(claims, retired), both)).toMatchObject({ ok: true, kid: retired.kid });
    expect(verifyTicketCode(signTicketCode(claims, key), both)).toMatchObject({ ok: true, kid: key.kid });
  });

  it('calls malformed: random 43-character codes, other versions, lengths and garbage', () => {
    const code = signTicketCode(claims, key);
    const bytes = fromBase64url(code);
    const malformed = [
      '',
      'kQ2xP_q2wLq1Vb9aT2h4bE8uZr1m0cXyWw3nYk7pDsA', // a random ticket code of 43 characters
      code.slice(0, 113),
      `${code}A`,
      code.replace(/^./, '='),
      ` ${code.slice(1)}`,
      'é'.repeat(114),
      '*'.repeat(114),
      toBase64url(Uint8Array.from([2, ...bytes.subarray(1)])),
      toBase64url(Uint8Array.from([0, ...bytes.subarray(1)])),
      toBase64url(bytes.subarray(0, 84)),
      toBase64url(Uint8Array.from([...bytes, 0])),
    ];
    for (const candidate of malformed) {
      expect(isSignedCode(candidate), candidate).toBe(false);
      expect(verifyTicketCode(candidate, keys), candidate).toEqual({ ok: false, reason: 'malformed' });
    }
    expect(verifyTicketCode(null as unknown as string, keys)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses claims that do not fit the format', () => {
    for (const bad of [
      { ...claims, ticketId: -1 },
      { ...claims, ticketId: 2 ** 32 },
      { ...claims, ticketTypeId: 1.5 },
      { ...claims, issuedAt: Number.NaN },
    ]) {
      expect(() => signTicketCode(bad, key)).toThrow(RangeError);
    }
  });
});

describe('code hash', () => {
  it('is the first 16 hex characters of SHA-256 of the UTF-8 code', () => {
    // `printf kizomba | sha256sum` = aa770c697248fb53…; `printf 'Kg3xP_q2-ÉTÉ' | sha256sum` = af44886aa6b1c3c9…
    expect(codeHash('kizomba')).toBe('aa770c697248fb53');
    expect(codeHash('Kg3xP_q2-ÉTÉ')).toBe('af44886aa6b1c3c9');
  });

  it('differs between two codes of the same ticket', () => {
    const key = signingKeyFromSeed(RFC_SEED);
    expect(codeHash(signTicketCode(claims, key))).not.toBe(codeHash(signTicketCode(claims, key)));
  });
});

describe('document signatures', () => {
  const key = signingKeyFromSeed(RFC_SEED);
  const text = JSON.stringify({ version: 1, list: { id: 1, name: 'Vendredi' }, tickets: [[1, 2, 'aa770c697248fb53', 'v', 'Zoé', 'L', 'fr']] });

  it('round-trips: the document verifies with the signing key’s public key', () => {
    const signature = signDocument(text, key);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(verifyDocument(text, signature, key.publicKey)).toBe(true);
  });

  it('refuses a changed text, another key, a tampered or garbled signature', () => {
    const signature = signDocument(text, key);
    expect(verifyDocument(text.replace('Zoé', 'Zoe'), signature, key.publicKey)).toBe(false);
    expect(verifyDocument(`${text} `, signature, key.publicKey)).toBe(false);
    expect(verifyDocument(text, signature, signingKeyFromSeed(generateSigningSeed()).publicKey)).toBe(false);
    for (let index = 0; index < 64; index += 7) {
      const bytes = fromBase64url(signature);
      bytes[index] = bytes[index]! ^ 0x80;
      expect(verifyDocument(text, toBase64url(bytes), key.publicKey), `byte ${index}`).toBe(false);
    }
    expect(verifyDocument(text, '', key.publicKey)).toBe(false);
    expect(verifyDocument(text, 'not base64url!', key.publicKey)).toBe(false);
    expect(verifyDocument(text, signature.slice(0, 80), key.publicKey)).toBe(false);
  });

  it('does not accept a ticket code’s signature as a document’s (separate contexts)', () => {
    const bytes = fromBase64url(signTicketCode(claims, key));
    const payload = new TextDecoder('latin1').decode(bytes.subarray(0, 21));
    expect(verifyDocument(payload, toBase64url(bytes.subarray(21)), key.publicKey)).toBe(false);
  });
});
