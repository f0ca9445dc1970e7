import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password.js';

describe('password hashing (scrypt)', () => {
  it('hashes into a self-describing string and verifies it', async () => {
    const hash = await hashPassword('Kizomba-Lumière-2027');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('Kizomba');
    await expect(verifyPassword('Kizomba-Lumière-2027', hash)).resolves.toBe(true);
  });

  it('rejects a wrong password, including a one-character difference', async () => {
    const hash = await hashPassword('correct horse battery staple');
    await expect(verifyPassword('correct horse battery stapl', hash)).resolves.toBe(false);
    await expect(verifyPassword('Correct horse battery staple', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts randomly: the same password gives two different hashes, both valid', async () => {
    const [a, b] = await Promise.all([hashPassword('même mot de passe'), hashPassword('même mot de passe')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('même mot de passe', a)).resolves.toBe(true);
    await expect(verifyPassword('même mot de passe', b)).resolves.toBe(true);
  });

  it('normalises Unicode so a composed and a decomposed "é" match', async () => {
    const hash = await hashPassword('Soirée-gala-17');
    await expect(verifyPassword('Soire\u0301e-gala-17', hash)).resolves.toBe(true);
  });

  it('returns false (never throws) for malformed or hostile stored hashes', async () => {
    for (const stored of ['', 'plain-text', 'bcrypt$x', 'scrypt$abc$8$1$c2FsdA==$aGFzaA==', 'scrypt$1073741824$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==', 'scrypt$1000$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==']) {
      await expect(verifyPassword('anything', stored)).resolves.toBe(false);
    }
  });

  it('verifies hashes made with other parameters and flags them for rehash', async () => {
    const weaker = await hashPassword('ancien-hash-2026', { N: 2 ** 14, r: 8, p: 1 });
    await expect(verifyPassword('ancien-hash-2026', weaker)).resolves.toBe(true);
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash(await hashPassword('actuel-2027'))).toBe(false);
    expect(needsRehash('garbage')).toBe(true);
    expect(DEFAULT_SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(2 ** 15);
  });

  it('refuses to hash an empty password', async () => {
    await expect(hashPassword('')).rejects.toThrow(TypeError);
  });

  it('offers a dummy verification for unknown accounts that always fails', async () => {
    await expect(verifyAgainstDummy('whatever')).resolves.toBe(false);
  });
});
