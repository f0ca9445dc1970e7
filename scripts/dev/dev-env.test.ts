import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'dotenv';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_ENV_SPEC, ensureDevEnv, generatePassword } from './dev-env.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dev-env-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

const allNames = DEV_ENV_SPEC.flatMap((group) => group.vars.map(([name]) => name));

describe('generatePassword', () => {
  it('meets every password policy (≥ 12, upper, lower, digit) and is never repeated', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword();
      expect(password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});

describe('ensureDevEnv', () => {
  it('creates a private dotenv file with every variable, secrets long enough for production rules', async () => {
    const dir = await tempDir();
    const result = await ensureDevEnv(dir);
    expect(result.created).toBe(true);
    const text = await fs.readFile(result.file, 'utf8');
    const parsed = parse(text);
    expect(Object.keys(parsed).sort()).toEqual([...allNames].sort());
    expect(parsed).toEqual(result.values);
    for (const name of ['CMS_API_TOKEN_SALT', 'CMS_ADMIN_JWT_SECRET', 'JWT_SECRET', 'CMS_API_TOKEN', 'SITE_REBUILD_SECRET']) {
      expect(parsed[name]!.length, name).toBeGreaterThanOrEqual(32);
    }
    expect(parsed.CMS_APP_KEYS!.split(',')).toHaveLength(4);
    // The emulator signs and the API verifies with it; the API refuses anything but whsec_….
    expect(parsed.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_[0-9a-f]{64}$/);
    // The emulator's only key, which the API's config accepts (sk_test_ + ≥ 16 characters).
    expect(parsed.STRIPE_EMULATOR_SECRET_KEY).toMatch(/^sk_test_[0-9a-f]{48}$/);
    // The staff's authenticator secrets: 160 bits in base32, one per account.
    expect(parsed.ADMIN_TOTP_SECRET).toMatch(/^[A-Z2-7]{32}$/);
    expect(parsed.SCANNER_TOTP_SECRET).toMatch(/^[A-Z2-7]{32}$/);
    expect(parsed.ADMIN_TOTP_SECRET).not.toBe(parsed.SCANNER_TOTP_SECRET);
    // The API's ticket signing key: an Ed25519 seed, 32 bytes in base64url without padding.
    expect(parsed.TICKET_SIGNING_KEY).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(parsed.TICKET_SIGNING_KEY!, 'base64url')).toHaveLength(32);
    expect((await fs.stat(result.file)).mode & 0o777).toBe(0o600);
  });

  it('gives every data folder its own webhook secret', async () => {
    const [a, b] = await Promise.all([ensureDevEnv(await tempDir()), ensureDevEnv(await tempDir())]);
    expect(a.values.STRIPE_WEBHOOK_SECRET).not.toBe(b.values.STRIPE_WEBHOOK_SECRET);
    expect(a.values.STRIPE_EMULATOR_SECRET_KEY).not.toBe(b.values.STRIPE_EMULATOR_SECRET_KEY);
    expect(a.values.TICKET_SIGNING_KEY).not.toBe(b.values.TICKET_SIGNING_KEY);
  });

  it('keeps existing values on the next start (accounts in the databases depend on them)', async () => {
    const dir = await tempDir();
    const first = await ensureDevEnv(dir);
    const second = await ensureDevEnv(dir);
    expect(second.created).toBe(false);
    expect(second.added).toEqual([]);
    expect(second.values).toEqual(first.values);
  });

  it('appends only the variables missing from an older file, untouched otherwise', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'dev.env');
    await fs.writeFile(file, '# old file\nJWT_SECRET=keep-me-0123456789-0123456789-0123456789\n');
    const result = await ensureDevEnv(dir);
    expect(result.added).not.toContain('JWT_SECRET');
    expect(result.added.sort()).toEqual(allNames.filter((name) => name !== 'JWT_SECRET').sort());
    const text = await fs.readFile(file, 'utf8');
    expect(text.startsWith('# old file\nJWT_SECRET=keep-me-0123456789-0123456789-0123456789\n')).toBe(true);
    expect(parse(text).JWT_SECRET).toBe('keep-me-0123456789-0123456789-0123456789');
  });

  it('gives a data folder made before ticket signing its key on the next start, keeping everything else', async () => {
    const dir = await tempDir();
    const first = await ensureDevEnv(dir);
    const before = (await fs.readFile(first.file, 'utf8')).replace(/^TICKET_SIGNING_KEY=.*\n/m, '');
    await fs.writeFile(first.file, before);
    const second = await ensureDevEnv(dir);
    expect(second.added).toEqual(['TICKET_SIGNING_KEY']);
    const text = await fs.readFile(first.file, 'utf8');
    expect(text.startsWith(before)).toBe(true);
    expect(text.slice(before.length)).toMatch(/^\n# API commerce — clé privée Ed25519 .*\nTICKET_SIGNING_KEY=[A-Za-z0-9_-]{43}\n$/);
    const { TICKET_SIGNING_KEY: key, ...others } = parse(text);
    const { TICKET_SIGNING_KEY: _, ...othersBefore } = first.values;
    expect(others).toEqual(othersBefore);
    expect(key).not.toBe(first.values.TICKET_SIGNING_KEY);
  });
});
