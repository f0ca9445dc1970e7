import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSigningSeed, signingKeyFromSeed, toBase64url } from '@kizomba/ticket-signature';
import { ConfigError, REPO_ROOT, loadConfig, parseTrustProxy, secretProblem } from './index.js';

const PROD_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'Zq8#vR2!mK9@pL4$wX7^tB1&nC6*yH3%',
  ADMIN_EMAIL: 'direction@kizomba-lumiere.fr',
  ADMIN_PASSWORD: 'Lumiere-Admin-2027!',
  SCANNER_EMAIL: 'entrees@kizomba-lumiere.fr',
  SCANNER_PASSWORD: 'Lumiere-Scan-2027!',
  PUBLIC_SITE_URL: 'https://kizomba-lumiere.fr',
  STRIPE_SECRET_KEY: 'sk_live_51Hq2vR8mK9pL4wX7tB1nC6yH3zQ',
  STRIPE_WEBHOOK_SECRET: 'whsec_Qm9uam91ci1sZS1mZXN0aXZhbC1raXpvbWJh',
  SMTP_URL: 'smtps://billetterie:Smtp-Pw-2027@smtp.kizomba-lumiere.fr:465',
  CMS_URL: 'http://cms:1337',
  CMS_PUBLIC_URL: 'https://cms.kizomba-lumiere.fr/',
  CMS_EDITORIAL_TOKEN: 'f3b9c1d7e2a84f6b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f',
  TICKET_SIGNING_KEY: 'Vh0d8Qk2rX5mZ9pL3wT7yB1nC6jF4gH0aS2eD8uI5oQ',
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected loadConfig to refuse this environment');
}

describe('loadConfig — production', () => {
  it('accepts a complete production environment without warnings', () => {
    const { config, warnings } = loadConfig(PROD_ENV);
    expect(warnings).toEqual([]);
    expect(config.isProduction).toBe(true);
    expect(config.jwtSecret).toBe(PROD_ENV.JWT_SECRET);
    expect(config.staff.admin).toEqual({ email: PROD_ENV.ADMIN_EMAIL, password: PROD_ENV.ADMIN_PASSWORD, passwordGenerated: false, totpSecret: null });
    expect(config.publicSiteUrl).toBe('https://kizomba-lumiere.fr');
  });

  it('refuses staff TOTP secrets from the environment (staff enrol their own authenticator); accepts them elsewhere', () => {
    const secrets = { ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', SCANNER_TOTP_SECRET: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU' };
    expect(problemsOf({ ...PROD_ENV, ...secrets })).toEqual([
      expect.stringMatching(/^ADMIN_TOTP_SECRET n'est pas accepté en production/),
      expect.stringMatching(/^SCANNER_TOTP_SECRET n'est pas accepté en production/),
    ]);
    const dev = loadConfig({ ...PROD_ENV, ...secrets, NODE_ENV: 'development' }).config;
    expect(dev.staff.admin.totpSecret).toBe(secrets.ADMIN_TOTP_SECRET);
    expect(dev.staff.scanner.totpSecret).toBe(secrets.SCANNER_TOTP_SECRET);
    expect(() => loadConfig({ NODE_ENV: 'development', ADMIN_TOTP_SECRET: 'pas-du-base32' })).toThrow(ConfigError);
  });

  it('refuses a missing JWT_SECRET', () => {
    expect(problemsOf({ ...PROD_ENV, JWT_SECRET: undefined })).toEqual([expect.stringMatching(/^JWT_SECRET est obligatoire en production/)]);
  });

  it('treats an empty value as missing', () => {
    expect(problemsOf({ ...PROD_ENV, JWT_SECRET: '  ' })).toEqual([expect.stringMatching(/^JWT_SECRET est obligatoire/)]);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(problemsOf({ ...PROD_ENV, JWT_SECRET: 'aB3$dE6^gH9*jK2(mN5)pQ8!sT1@vW' })).toEqual([
      'JWT_SECRET doit contenir au moins 32 caractères',
    ]);
  });

  it.each([
    'change-me-to-a-long-random-string-of-64-characters',
    'your-secret-here-your-secret-here-your-secret',
    'exemple-de-secret-jwt-a-remplacer-en-production',
    'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  ])('refuses the example/weak secret %s', (value) => {
    expect(problemsOf({ ...PROD_ENV, JWT_SECRET: value })).toEqual([expect.stringMatching(/^JWT_SECRET (est une valeur d'exemple|est trop répétitive)/)]);
  });

  it('refuses passwords shorter than 12 characters and example passwords', () => {
    const problems = problemsOf({ ...PROD_ENV, ADMIN_PASSWORD: 'Short-1!', SCANNER_PASSWORD: 'changeme-changeme' });
    expect(problems).toEqual([
      'ADMIN_PASSWORD doit contenir au moins 12 caractères',
      "SCANNER_PASSWORD est une valeur d'exemple : choisissez une valeur aléatoire",
    ]);
  });

  it('refuses missing staff accounts and reports every problem at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      expect.stringMatching(/^JWT_SECRET est obligatoire/),
      expect.stringMatching(/^ADMIN_PASSWORD est obligatoire/),
      expect.stringMatching(/^SCANNER_PASSWORD est obligatoire/),
      'ADMIN_EMAIL est obligatoire en production',
      'SCANNER_EMAIL est obligatoire en production',
      expect.stringMatching(/^STRIPE_SECRET_KEY est obligatoire/),
      expect.stringMatching(/^SMTP_URL est obligatoire/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET est obligatoire/),
      expect.stringMatching(/^TICKET_SIGNING_KEY est obligatoire en production/),
      expect.stringMatching(/^CMS_EDITORIAL_TOKEN est obligatoire en production/),
    ]);
  });

  it('reaches the CMS at CMS_URL and links to the Strapi admin only at a public address', () => {
    expect(loadConfig(PROD_ENV).config.cms).toEqual({
      url: 'http://cms:1337',
      editorialToken: PROD_ENV.CMS_EDITORIAL_TOKEN,
      adminUrl: 'https://cms.kizomba-lumiere.fr',
    });
    expect(loadConfig({ ...PROD_ENV, CMS_PUBLIC_URL: undefined }).config.cms.adminUrl).toBeNull();
    expect(problemsOf({ ...PROD_ENV, CMS_EDITORIAL_TOKEN: 'changeme-changeme-changeme-changeme' })).toEqual([
      expect.stringMatching(/^CMS_EDITORIAL_TOKEN est une valeur d'exemple/),
    ]);
    // In development the CMS is on this machine: the link goes straight to it.
    expect(loadConfig({ NODE_ENV: 'test' }).config.cms).toEqual({ url: 'http://127.0.0.1:1337', editorialToken: null, adminUrl: 'http://127.0.0.1:1337' });
  });

  it('refuses a webhook secret that is not a Stripe endpoint secret, and a malformed key', () => {
    expect(problemsOf({ ...PROD_ENV, STRIPE_WEBHOOK_SECRET: 'Qm9uam91ci1sZS1mZXN0aXZhbC1raXpvbWJhLWx5b24' })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET doit commencer par « whsec_ »/),
    ]);
    expect(problemsOf({ ...PROD_ENV, STRIPE_SECRET_KEY: 'pk_live_123' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY : doit être une clé secrète Stripe/),
    ]);
  });

  it('refuses the same e-mail for admin and scanner', () => {
    expect(problemsOf({ ...PROD_ENV, SCANNER_EMAIL: PROD_ENV.ADMIN_EMAIL.toUpperCase() })).toEqual([
      'ADMIN_EMAIL et SCANNER_EMAIL doivent être différents (un compte par rôle)',
    ]);
  });

  it('builds a French, multi-line message for the operator', () => {
    try {
      loadConfig({ ...PROD_ENV, JWT_SECRET: undefined });
      throw new Error('unreachable');
    } catch (err) {
      expect((err as Error).message).toMatch(/^Configuration invalide de l'API commerce :\n {2}- JWT_SECRET est obligatoire/);
    }
  });

  it('talks to the real Stripe and SMTP, with no dev outbox', () => {
    const { config } = loadConfig(PROD_ENV);
    expect(config.stripe).toEqual({ secretKey: PROD_ENV.STRIPE_SECRET_KEY, webhookSecret: PROD_ENV.STRIPE_WEBHOOK_SECRET, emulatorUrl: null, statusRefetchSeconds: 10 });
    expect(config.mail.smtpUrl).toBe(PROD_ENV.SMTP_URL);
    expect(config.mail.devOutboxEnabled).toBe(false);
  });

  it('warns (but starts) when PUBLIC_SITE_URL is missing', () => {
    const { warnings, config } = loadConfig({ ...PROD_ENV, PUBLIC_SITE_URL: undefined });
    expect(config.publicSiteUrl).toBe('http://localhost:4321');
    expect(warnings).toEqual([expect.stringMatching(/^PUBLIC_SITE_URL absent/)]);
  });
});

describe('loadConfig — development', () => {
  it('generates missing secrets for this process and warns about each', () => {
    const { config, warnings } = loadConfig({ NODE_ENV: 'development' });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.staff.admin.password.length).toBeGreaterThanOrEqual(12);
    expect(config.staff.admin.passwordGenerated).toBe(true);
    expect(config.staff.admin.email).toBe('admin@kizomba-lumiere.fr');
    expect(config.staff.scanner.email).toBe('scanner@kizomba-lumiere.fr');
    expect(warnings).toHaveLength(6);
    expect(warnings[0]).toMatch(/^JWT_SECRET absent : un secret aléatoire est généré/);
    expect(warnings[3]).toMatch(/^STRIPE_WEBHOOK_SECRET absent/);
    // No Stripe key: the local emulator, with a generated endpoint secret.
    expect(config.stripe.emulatorUrl).toBe('http://127.0.0.1:12111');
    // Without STRIPE_EMULATOR_SECRET_KEY an invented key, which the emulator will refuse (warned).
    expect(config.stripe.secretKey).toMatch(/^sk_test_[A-Za-z0-9_]{16,}$/);
    expect(loadConfig({ NODE_ENV: 'development' }).config.stripe.secretKey).not.toBe(config.stripe.secretKey);
    expect(warnings.some((w) => w.startsWith('STRIPE_EMULATOR_SECRET_KEY absent'))).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', STRIPE_EMULATOR_SECRET_KEY: 'sk_test_0123456789abcdef' }).config.stripe.secretKey).toBe('sk_test_0123456789abcdef');
    expect(() => loadConfig({ NODE_ENV: 'development', STRIPE_EMULATOR_SECRET_KEY: 'sk_test_emulator' })).toThrow(/STRIPE_EMULATOR_SECRET_KEY/);
    expect(config.stripe.webhookSecret).toMatch(/^whsec_/);
    // The dev outbox is opt-in (DEV_OUTBOX=1, set by npm start), not implied by development.
    expect(config.mail).toEqual({ smtpUrl: null, from: expect.stringContaining('Kizomba Lumière Festival'), devOutboxEnabled: false });
    // Listens on loopback unless told otherwise.
    expect(config.host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', API_HOST: '0.0.0.0' }).config.host).toBe('0.0.0.0');
    // Two processes must not share an invented secret.
    expect(loadConfig({ NODE_ENV: 'development' }).config.jwtSecret).not.toBe(config.jwtSecret);
  });

  it('accepts weak values outside production but says so', () => {
    const dev = loadConfig({ ...PROD_ENV, NODE_ENV: 'development', JWT_SECRET: 'short' });
    expect(dev.config.jwtSecret).toBe('short');
    expect(dev.warnings).toEqual(['JWT_SECRET doit contenir au moins 32 caractères (accepté hors production)']);
  });
});

describe('loadConfig — ticket signing keys', () => {
  const publicKeyOf = (seed: string) => toBase64url(signingKeyFromSeed(seed).publicKey);

  it('takes the signing key and the retired public keys still accepted', () => {
    const retired = [publicKeyOf(generateSigningSeed()), publicKeyOf(generateSigningSeed())];
    const { config } = loadConfig({ ...PROD_ENV, TICKET_VERIFY_KEYS: ` ${retired[0]}, ,${retired[1]},` });
    expect(config.ticketSigningKey).toBe(PROD_ENV.TICKET_SIGNING_KEY);
    expect(config.ticketVerifyKeys).toEqual(retired);
    expect(loadConfig(PROD_ENV).config.ticketVerifyKeys).toEqual([]);
  });

  it('refuses a missing signing key in production', () => {
    expect(problemsOf({ ...PROD_ENV, TICKET_SIGNING_KEY: undefined })).toEqual([expect.stringMatching(/^TICKET_SIGNING_KEY est obligatoire en production/)]);
    expect(problemsOf({ ...PROD_ENV, TICKET_SIGNING_KEY: ' ' })).toEqual([expect.stringMatching(/^TICKET_SIGNING_KEY est obligatoire en production/)]);
  });

  it('refuses, in every environment, a signing key that is not a 32-byte base64url seed', () => {
    for (const nodeEnv of ['production', 'development', 'test']) {
      for (const bad of ['change-me', 'Vh0d8Qk2rX5mZ9pL3wT7yB1nC6jF4gH0aS2eD8uI5o', `${PROD_ENV.TICKET_SIGNING_KEY}A`, 'Vh0d8Qk2rX5mZ9pL3wT7yB1nC6jF4gH0aS2eD8uI5o+']) {
        expect(problemsOf({ ...PROD_ENV, NODE_ENV: nodeEnv, TICKET_SIGNING_KEY: bad }), `${nodeEnv} ${bad}`).toEqual([
          expect.stringMatching(/^TICKET_SIGNING_KEY doit être une graine Ed25519 de 32 octets en base64url/),
        ]);
      }
    }
  });

  it('refuses a seed without entropy in production', () => {
    expect(problemsOf({ ...PROD_ENV, TICKET_SIGNING_KEY: 'A'.repeat(43) })).toEqual(['TICKET_SIGNING_KEY est trop répétitive pour être sûre']);
  });

  it('refuses retired keys that are not public keys, or that share a key id with another key', () => {
    const good = publicKeyOf(generateSigningSeed());
    expect(problemsOf({ ...PROD_ENV, TICKET_VERIFY_KEYS: `${good},pas-une-clé,${PROD_ENV.TICKET_SIGNING_KEY.slice(0, 40)}` })).toEqual([
      "TICKET_VERIFY_KEYS : la clé n° 2 n'est pas une clé publique Ed25519 (32 octets en base64url, 43 caractères)",
      "TICKET_VERIFY_KEYS : la clé n° 3 n'est pas une clé publique Ed25519 (32 octets en base64url, 43 caractères)",
    ]);
    // 32 bytes off the curve are no public key either.
    expect(problemsOf({ ...PROD_ENV, TICKET_VERIFY_KEYS: `Ag${'A'.repeat(41)}` })).toHaveLength(1);
  });

  it('ignores a retired key listed twice or equal to the active one', () => {
    const retired = publicKeyOf(generateSigningSeed());
    const { config } = loadConfig({ ...PROD_ENV, TICKET_VERIFY_KEYS: `${retired},${publicKeyOf(PROD_ENV.TICKET_SIGNING_KEY)},${retired}` });
    expect(config.ticketVerifyKeys).toEqual([retired]);
  });

  it('outside production invents a key per process, warning in development', () => {
    const dev = loadConfig({ NODE_ENV: 'development' });
    expect(signingKeyFromSeed(dev.config.ticketSigningKey).kid).toMatch(/^[0-9a-f]{8}$/);
    expect(dev.warnings).toContainEqual(expect.stringMatching(/^TICKET_SIGNING_KEY absent : une clé de signature des billets est générée pour ce processus/));
    const test = loadConfig({ NODE_ENV: 'test' });
    expect(test.config.ticketSigningKey).not.toBe(dev.config.ticketSigningKey);
    expect(test.config.ticketSigningKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('never puts the key in a problem or warning', () => {
    const seed = generateSigningSeed();
    const texts = [
      ...loadConfig({ ...PROD_ENV, NODE_ENV: 'development', TICKET_SIGNING_KEY: seed }).warnings,
      ...problemsOf({ ...PROD_ENV, TICKET_SIGNING_KEY: `${seed}x` }),
    ];
    expect(texts.join('\n')).not.toContain(seed);
  });
});

describe('loadConfig — other settings', () => {
  it('applies the documented defaults', () => {
    const { config } = loadConfig({ NODE_ENV: 'test' });
    expect(config.port).toBe(3001);
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe('loopback');
    expect(config.rateLimitPerMinute).toBe(300);
    expect(config.authRateLimitPerMinute).toBe(10);
    expect(loadConfig({ NODE_ENV: 'test', API_AUTH_RATE_LIMIT_PER_MINUTE: '0' }).config.authRateLimitPerMinute).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', API_AUTH_RATE_LIMIT_PER_MINUTE: '3' }).config.authRateLimitPerMinute).toBe(3);
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.database).toEqual({ dialect: 'sqlite', storage: path.join(REPO_ROOT, 'data', 'commerce.sqlite') });
  });

  it('reads the optional REDIS_URL (socket.io Redis adapter)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).config.redisUrl).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', REDIS_URL: '' }).config.redisUrl).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', REDIS_URL: 'redis://:pw@redis:6379/0' }).config.redisUrl).toBe('redis://:pw@redis:6379/0');
    expect(loadConfig({ NODE_ENV: 'test', REDIS_URL: 'rediss://cache.example:6380' }).config.redisUrl).toBe('rediss://cache.example:6380');
    expect(() => loadConfig({ NODE_ENV: 'test', REDIS_URL: 'http://redis:6379' })).toThrow(/REDIS_URL/);
  });

  it('resolves a relative DATA_DIR from the repository root', () => {
    const { config } = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'tmp/data' });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'tmp/data'));
  });

  it('selects MySQL for mysql:// and mariadb:// URLs', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'mysql://u:p@db:3306/commerce' }).config.database).toEqual({
      dialect: 'mysql',
      url: 'mysql://u:p@db:3306/commerce',
    });
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'mariadb://u:p@db/commerce' }).config.database).toEqual({
      dialect: 'mysql',
      url: 'mysql://u:p@db/commerce',
    });
  });

  it('refuses unsupported or incomplete DATABASE_URLs', () => {
    expect(problemsOf({ NODE_ENV: 'test', DATABASE_URL: 'postgres://u:p@db/commerce' })).toEqual([
      expect.stringMatching(/protocole « postgres: » non pris en charge/),
    ]);
    expect(problemsOf({ NODE_ENV: 'test', DATABASE_URL: 'mysql://u:p@db:3306/' })).toEqual([expect.stringMatching(/doit nommer la base/)]);
    expect(problemsOf({ NODE_ENV: 'test', DATABASE_URL: 'pas une url' })).toEqual([expect.stringMatching(/n'est pas une URL valide/)]);
  });

  it('refuses an invalid port or log level with the variable name', () => {
    expect(problemsOf({ NODE_ENV: 'test', API_PORT: '70000' })[0]).toMatch(/^API_PORT : /);
    expect(problemsOf({ NODE_ENV: 'test', LOG_LEVEL: 'verbose' })[0]).toMatch(/^LOG_LEVEL : /);
  });

  it('parses TRUST_PROXY like Express expects it', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});

describe('secretProblem', () => {
  it('accepts a random value of the right length', () => {
    expect(secretProblem('Zq8#vR2!mK9@pL4$wX7^tB1&nC6*yH3%', 32)).toBeNull();
  });
  it.each(['secret', 'CHANGEME', 'replace-me-please', 'xxxxxxxxxxxxxx'])('flags %s', (value) => {
    expect(secretProblem(value, 4)).not.toBeNull();
  });
});
