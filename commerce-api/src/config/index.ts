/**
 * Environment → typed configuration.
 *
 * Parsing is a pure function of the env object so that the production refusal rules can be
 * unit-tested without touching `process.env`. Side effects (logging the warnings, exiting) belong
 * to the caller: the logger itself depends on LOG_LEVEL, which is parsed here.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSigningSeed, keyIdOf, publicKeyFromBase64url, signingKeyFromSeed, toBase64url } from '@kizomba/ticket-signature';
import { z } from '../lib/zod.js';

/** `<repo>` — this file lives in `<repo>/commerce-api/src/config/`. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const MIN_SECRET_LENGTH = 32;
export const MIN_PASSWORD_LENGTH = 12;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type NodeEnv = 'development' | 'production' | 'test';

export type DatabaseConfig =
  | { dialect: 'sqlite'; storage: string }
  | { dialect: 'mysql'; url: string };

export interface StaffAccountConfig {
  email: string;
  password: string;
  /** True when the password was invented for this process (development only). */
  passwordGenerated: boolean;
  /** Development and tests only (`ADMIN_TOTP_SECRET`, `SCANNER_TOTP_SECRET`, base32): the seeded
   *  account is enrolled with it; in production staff enrol at their first login. */
  totpSecret: string | null;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  /** Listening address (`API_HOST`, default 127.0.0.1: only the site server on this host reaches the API). */
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  /** `TICKET_SIGNING_KEY`: base64url 32-byte Ed25519 seed of the key that signs ticket codes and the
   *  scanner's documents. Never logged, never sent. */
  ticketSigningKey: string;
  /** `TICKET_VERIFY_KEYS`: base64url public keys of retired signing keys whose codes stay valid. */
  ticketVerifyKeys: string[];
  staff: { admin: StaffAccountConfig; scanner: StaffAccountConfig };
  logLevel: LogLevel;
  /** Value handed to Express' `trust proxy` setting. */
  trustProxy: boolean | number | string;
  publicSiteUrl: string;
  /** Requests per minute and per IP on `/api` (0 disables the general limiter). */
  rateLimitPerMinute: number;
  /** Stricter limit per IP on guessable endpoints (cart recovery, promo codes); 0 disables it. */
  sensitiveRateLimitPerMinute: number;
  /** Per-IP limit on the account and public form endpoints (login, register, reset, magic link,
   *  contact, newsletter…): `API_AUTH_RATE_LIMIT_PER_MINUTE`, default 10; 0 disables it. */
  authRateLimitPerMinute: number;
  checkout: CheckoutLimitsConfig;
  stripe: StripeConfig;
  mail: MailConfig;
  /** `redis://…` / `rediss://…`: socket.io's Redis adapter (several API replicas); null → one process. */
  redisUrl: string | null;
  cms: CmsConfig;
}

/**
 * Fair holds (docs/purchase-flow.md « Fair holds »): how long an unpaid order holds its seats
 * before its payment page is opened, and the caps on what one buyer may hold at once. A buyer is
 * both a client address (req.ip) and an e-mail address; every cap counts unpaid holds in the
 * database. 0 disables a cap.
 */
export interface CheckoutLimitsConfig {
  /** `CHECKOUT_HOLD_MINUTES` (default 10): hold of a new order until its Stripe session is created. */
  holdMinutes: number;
  /** `CHECKOUT_MAX_TICKETS_PER_ORDER` (default 10): tickets in one order, all types together. */
  maxTicketsPerOrder: number;
  /** `CHECKOUT_MAX_PENDING_ORDERS_PER_CLIENT` (default 2): unpaid holding orders per client address. */
  maxPendingOrdersPerClient: number;
  /** `CHECKOUT_MAX_HELD_SEATS_PER_CLIENT` (default 10): seats held by those orders. */
  maxHeldSeatsPerClient: number;
  /** `CHECKOUT_MAX_PENDING_ORDERS_PER_EMAIL` (default 2): unpaid holding orders per e-mail address. */
  maxPendingOrdersPerEmail: number;
  /** `CHECKOUT_MAX_HELD_SEATS_PER_EMAIL` (default 10): seats held by those orders. */
  maxHeldSeatsPerEmail: number;
  /** `API_CHECKOUT_RATE_LIMIT_PER_MINUTE` (default 10): `POST /api/checkout/session` per client address. */
  rateLimitPerMinute: number;
}

/**
 * The CMS as the back-office's news/artists/programme pages reach it (docs/back-office.md
 * « CMS content »): server side only, with the editorial token the CMS creates at boot.
 */
export interface CmsConfig {
  /** Origin the API calls (`CMS_URL`, e.g. http://cms:1337 in Docker). */
  url: string;
  /** Access key of the CMS's « Back-office (édition) » token; null → the content pages answer 503. */
  editorialToken: string | null;
  /** Public origin of the Strapi admin for the « open in Strapi » links; null → no link. */
  adminUrl: string | null;
}

/**
 * Stripe: the real one when `STRIPE_SECRET_KEY` is set, otherwise the local emulator
 * (`stripe-emulator/`) that the same SDK reaches through host/port/protocol (docs/purchase-flow.md).
 */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Null with a real key; the emulator's origin otherwise. */
  emulatorUrl: string | null;
  /** `STRIPE_STATUS_REFETCH_SECONDS`: the status page re-fetches a pending order's session at most once per this window. */
  statusRefetchSeconds: number;
}

export interface MailConfig {
  /** `smtp://user:pass@host:587` / `smtps://…`; null → `.eml` files in `DATA_DIR/outbox` (dev outbox). */
  smtpUrl: string | null;
  /** RFC 5322 sender, e.g. `"Kizomba Lumière Festival" <billetterie@kizomba-lumiere.fr>`. */
  from: string;
  /** Dev outbox pages (`/api/dev/outbox`, loopback clients only): `DEV_OUTBOX=1`, refused in production. */
  devOutboxEnabled: boolean;
}

export interface LoadedConfig {
  config: AppConfig;
  /** Things an operator should know (generated secrets…), logged once the logger exists. */
  warnings: string[];
}

/** Raised when the environment cannot be accepted; the message is meant for the operator. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide de l'API commerce :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Placeholder values that must never reach production. Exact values cover the usual suspects;
 * the pattern catches `.env.example`-style strings such as "change-me-to-a-long-random-string".
 */
const EXAMPLE_VALUES = new Set([
  'secret',
  'changeme',
  'password',
  'motdepasse',
  'mot-de-passe',
  'admin',
  'administrator',
  'scanner',
  'test',
  'default',
  '123456789012',
  'azertyuiop',
  'qwertyuiop',
]);
const EXAMPLE_PATTERN =
  /change[-_ .]?me|changez[-_ .]?moi|a[-_ ]changer|à[-_ ]changer|example|exemple|placeholder|replace[-_ ]?me|your[-_ ]?(secret|password)|votre[-_ ]?(secret|mot)|xxxx|dummy|insecure|not[-_ ]?secure/i;

/** Why a secret value is unacceptable in production, or null when it is fine. */
export function secretProblem(value: string, minLength: number): string | null {
  if (value.length < minLength) return `doit contenir au moins ${minLength} caractères`;
  if (EXAMPLE_VALUES.has(value.toLowerCase()) || EXAMPLE_PATTERN.test(value)) {
    return "est une valeur d'exemple : choisissez une valeur aléatoire";
  }
  // A long run of one or two characters passes the length test but has no entropy.
  if (new Set(value).size < 6) return 'est trop répétitive pour être sûre';
  return null;
}

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  API_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3001)),
  API_HOST: z.preprocess(emptyToUndefined, z.string().trim().default('127.0.0.1')),
  DEV_OUTBOX: z.preprocess(emptyToUndefined, z.enum(['0', '1'], { error: 'doit valoir 1 (boîte d’envoi de développement) ou 0' }).default('0')),
  STRIPE_EMULATOR_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^sk_test_[A-Za-z0-9_]{16,}$/, { error: 'doit être une clé sk_test_… d’au moins 16 caractères après le préfixe' }).optional(),
  ),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString,
  JWT_SECRET: optionalString,
  TICKET_SIGNING_KEY: optionalString,
  TICKET_VERIFY_KEYS: optionalString,
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  SCANNER_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  SCANNER_PASSWORD: optionalString,
  ADMIN_TOTP_SECRET: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Z2-7]{16,128}$/, { error: 'secret TOTP en base32 (A-Z, 2-7), au moins 16 caractères' }).optional()),
  SCANNER_TOTP_SECRET: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Z2-7]{16,128}$/, { error: 'secret TOTP en base32 (A-Z, 2-7), au moins 16 caractères' }).optional()),
  LOG_LEVEL: z.preprocess(
    (v) => (typeof v === 'string' ? emptyToUndefined(v.toLowerCase()) : v),
    z.enum(LOG_LEVELS).default('info'),
  ),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('loopback')),
  PUBLIC_SITE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  API_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(300)),
  API_SENSITIVE_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(20)),
  API_AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10)),
  API_CHECKOUT_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10)),
  // The payment page extends the hold to the Stripe session's 30 minutes: a longer first hold makes no sense.
  CHECKOUT_HOLD_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(30).default(10)),
  CHECKOUT_MAX_TICKETS_PER_ORDER: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10)),
  CHECKOUT_MAX_PENDING_ORDERS_PER_CLIENT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(2)),
  CHECKOUT_MAX_HELD_SEATS_PER_CLIENT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10)),
  CHECKOUT_MAX_PENDING_ORDERS_PER_EMAIL: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(2)),
  CHECKOUT_MAX_HELD_SEATS_PER_EMAIL: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10)),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, { error: 'doit être une clé secrète Stripe (sk_test_…, sk_live_… ou rk_…)' }).optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_EMULATOR_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  STRIPE_STATUS_REFETCH_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3600).default(10)),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalString,
  CMS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  CMS_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  CMS_EDITORIAL_TOKEN: optionalString,
  REDIS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^rediss?$/, error: 'doit être une URL redis://… ou rediss://…' }).optional()),
});

const DEFAULT_PUBLIC_SITE_URL = 'http://localhost:4321';
const DEFAULT_CMS_URL = 'http://127.0.0.1:1337';
const DEFAULT_STRIPE_EMULATOR_URL = 'http://127.0.0.1:12111';
const DEFAULT_MAIL_FROM = '"Kizomba Lumière Festival" <billetterie@kizomba-lumiere.fr>';
const DEV_ADMIN_EMAIL = 'admin@kizomba-lumiere.fr';
const DEV_SCANNER_EMAIL = 'scanner@kizomba-lumiere.fr';

/** `"true"`/`"false"`, a hop count, or Express' own names/IP lists (`loopback`, `10.0.0.0/8, …`). */
export function parseTrustProxy(raw: string): boolean | number | string {
  const value = raw.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function parseDatabaseUrl(raw: string | undefined, dataDir: string, problems: string[]): DatabaseConfig {
  if (!raw) return { dialect: 'sqlite', storage: path.join(dataDir, 'commerce.sqlite') };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push("DATABASE_URL n'est pas une URL valide (attendu : mysql://utilisateur:motdepasse@hôte:3306/base)");
    return { dialect: 'sqlite', storage: '' };
  }
  // MariaDB speaks the MySQL protocol; mysql2 serves both.
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    problems.push(`DATABASE_URL : protocole « ${url.protocol} » non pris en charge (mysql:// ou mariadb://, ou variable absente pour SQLite)`);
    return { dialect: 'sqlite', storage: '' };
  }
  if (url.pathname.replace(/^\//, '') === '') problems.push('DATABASE_URL doit nommer la base de données (…:3306/nom_de_la_base)');
  url.protocol = 'mysql:';
  return { dialect: 'mysql', url: url.toString() };
}

function randomSecret(bytes = 48): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The ticket signing key and the retired keys still honoured. Production refuses to run without the
 * key: every ticket issued would be signed by a key forgotten at the next restart. Outside production
 * a key is invented for the process. A value that is not a key is refused everywhere: it cannot sign.
 */
function parseTicketKeys(
  rawSigningKey: string | undefined,
  rawVerifyKeys: string | undefined,
  nodeEnv: NodeEnv,
  problems: string[],
  warnings: string[],
): { signingKey: string; verifyKeys: string[] } {
  const expected = 'une graine Ed25519 de 32 octets en base64url (43 caractères), comme « npm start » en génère dans DATA_DIR/dev.env';
  let signingKey = rawSigningKey?.trim();
  if (signingKey === undefined) {
    if (nodeEnv === 'production') {
      problems.push(`TICKET_SIGNING_KEY est obligatoire en production (${expected})`);
    } else if (nodeEnv === 'development') {
      warnings.push(
        "TICKET_SIGNING_KEY absent : une clé de signature des billets est générée pour ce processus (les billets émis ne seront plus vérifiables hors ligne après un redémarrage). Lancez l'API via « npm start » à la racine pour utiliser DATA_DIR/dev.env.",
      );
    }
    signingKey = generateSigningSeed();
  }
  // Key id → public key (base64url) of every accepted key, the active one first.
  const accepted = new Map<string, string>();
  try {
    const active = signingKeyFromSeed(signingKey);
    accepted.set(active.kid, toBase64url(active.publicKey));
    const problem = nodeEnv === 'production' ? secretProblem(signingKey, MIN_SECRET_LENGTH) : null;
    if (problem) problems.push(`TICKET_SIGNING_KEY ${problem}`);
  } catch {
    problems.push(`TICKET_SIGNING_KEY doit être ${expected}`);
  }

  const verifyKeys: string[] = [];
  const entries = (rawVerifyKeys ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  entries.forEach((entry, index) => {
    let kid: string;
    try {
      kid = keyIdOf(publicKeyFromBase64url(entry));
    } catch {
      problems.push(`TICKET_VERIFY_KEYS : la clé n° ${index + 1} n'est pas une clé publique Ed25519 (32 octets en base64url, 43 caractères)`);
      return;
    }
    const known = accepted.get(kid);
    if (known === entry) return; // listed twice, or the active key itself
    // A key id is 4 bytes of the key's hash: two keys sharing one would make their codes ambiguous.
    if (known !== undefined) {
      problems.push(`TICKET_VERIFY_KEYS : la clé n° ${index + 1} a le même identifiant (${kid}) qu'une autre clé ; générez-en une autre`);
      return;
    }
    accepted.set(kid, entry);
    verifyKeys.push(entry);
  });
  return { signingKey, verifyKeys };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} : ${issue.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];
  const warnings: string[] = [];

  // A relative DATA_DIR is resolved from the repository root, like the other services, so the
  // API finds the same folder whatever directory npm started it from.
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR ?? 'data');
  const database = parseDatabaseUrl(e.DATABASE_URL, dataDir, problems);

  /** Production: refuse. Elsewhere: invent a value for this process and say so. */
  const secret = (name: string, value: string | undefined, minLength: number, kind: 'secret' | 'password') => {
    if (value !== undefined) {
      const problem = secretProblem(value, minLength);
      if (problem && isProduction) problems.push(`${name} ${problem}`);
      else if (problem && e.NODE_ENV === 'development') warnings.push(`${name} ${problem} (accepté hors production)`);
      return { value, generated: false };
    }
    if (isProduction) {
      problems.push(`${name} est obligatoire en production (${kind === 'secret' ? `au moins ${minLength} caractères aléatoires` : `au moins ${minLength} caractères`})`);
      return { value: '', generated: false };
    }
    if (e.NODE_ENV === 'development') {
      warnings.push(
        kind === 'secret'
          ? `${name} absent : un secret aléatoire est généré pour ce processus (les jetons émis ne survivront pas à un redémarrage). Lancez l'API via « npm start » à la racine pour utiliser DATA_DIR/dev.env.`
          : `${name} absent : un mot de passe aléatoire est généré pour ce processus.`,
      );
    }
    return { value: kind === 'secret' ? randomSecret() : randomSecret(18), generated: true };
  };

  const email = (name: string, value: string | undefined, devDefault: string) => {
    if (value) return value.trim().toLowerCase();
    if (isProduction) {
      problems.push(`${name} est obligatoire en production`);
      return '';
    }
    return devDefault;
  };

  const jwt = secret('JWT_SECRET', e.JWT_SECRET, MIN_SECRET_LENGTH, 'secret');
  const adminPassword = secret('ADMIN_PASSWORD', e.ADMIN_PASSWORD, MIN_PASSWORD_LENGTH, 'password');
  const scannerPassword = secret('SCANNER_PASSWORD', e.SCANNER_PASSWORD, MIN_PASSWORD_LENGTH, 'password');
  const adminEmail = email('ADMIN_EMAIL', e.ADMIN_EMAIL, DEV_ADMIN_EMAIL);
  const scannerEmail = email('SCANNER_EMAIL', e.SCANNER_EMAIL, DEV_SCANNER_EMAIL);
  for (const name of ['ADMIN_TOTP_SECRET', 'SCANNER_TOTP_SECRET'] as const) {
    // A second factor known from a file would be no second factor: staff enrol themselves.
    if (isProduction && e[name]) problems.push(`${name} n'est pas accepté en production (le personnel enrôle son application à la première connexion)`);
  }
  if (adminEmail && adminEmail === scannerEmail) {
    problems.push('ADMIN_EMAIL et SCANNER_EMAIL doivent être différents (un compte par rôle)');
  }

  // Stripe: production takes real keys only; elsewhere no key means the local emulator.
  if (isProduction && !e.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY est obligatoire en production (sk_live_… ou sk_test_…)');
  if (isProduction && !e.SMTP_URL) problems.push('SMTP_URL est obligatoire en production (smtp://… ou smtps://…)');
  const webhook = secret('STRIPE_WEBHOOK_SECRET', e.STRIPE_WEBHOOK_SECRET, MIN_SECRET_LENGTH, 'secret');
  if (e.STRIPE_WEBHOOK_SECRET !== undefined && !e.STRIPE_WEBHOOK_SECRET.startsWith('whsec_')) {
    problems.push('STRIPE_WEBHOOK_SECRET doit commencer par « whsec_ » (secret de signature du point de terminaison Stripe)');
  }
  const webhookSecret = webhook.generated ? `whsec_${webhook.value}` : webhook.value;
  // The emulator accepts only its own key (STRIPE_EMULATOR_SECRET_KEY, in dev.env); without one, an
  // invented key would be refused by it: say so.
  let emulatorKey = e.STRIPE_EMULATOR_SECRET_KEY ?? '';
  if (!e.STRIPE_SECRET_KEY && !isProduction && !emulatorKey) {
    if (e.NODE_ENV === 'development') {
      warnings.push("STRIPE_EMULATOR_SECRET_KEY absent : l'émulateur Stripe refusera les paiements. Lancez l'API via « npm start » à la racine pour utiliser DATA_DIR/dev.env.");
    }
    emulatorKey = `sk_test_${randomSecret(24).replace(/-/g, '_')}`;
  }
  const ticketKeys = parseTicketKeys(e.TICKET_SIGNING_KEY, e.TICKET_VERIFY_KEYS, e.NODE_ENV, problems, warnings);
  // The dev outbox serves every e-mail in full (reset and login links): never in production.
  if (isProduction && e.DEV_OUTBOX === '1') problems.push('DEV_OUTBOX=1 est refusé en production (la boîte d’envoi de développement montre les liens de connexion)');

  if (isProduction && !e.PUBLIC_SITE_URL) {
    warnings.push(`PUBLIC_SITE_URL absent : ${DEFAULT_PUBLIC_SITE_URL} sera utilisé dans les liens envoyés.`);
  }

  // The back-office edits CMS content with this key; without it those pages say so (503).
  if (e.CMS_EDITORIAL_TOKEN !== undefined) {
    const problem = secretProblem(e.CMS_EDITORIAL_TOKEN, MIN_SECRET_LENGTH);
    if (problem && isProduction) problems.push(`CMS_EDITORIAL_TOKEN ${problem}`);
  } else if (isProduction) {
    problems.push("CMS_EDITORIAL_TOKEN est obligatoire en production (la même clé que celle donnée au CMS : le back-office édite actualités, artistes et programme avec elle)");
  }
  const cmsUrl = (e.CMS_URL ?? DEFAULT_CMS_URL).replace(/\/+$/, '');

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    config: {
      nodeEnv: e.NODE_ENV,
      isProduction,
      port: e.API_PORT,
      host: e.API_HOST,
      dataDir,
      database,
      jwtSecret: jwt.value,
      ticketSigningKey: ticketKeys.signingKey,
      ticketVerifyKeys: ticketKeys.verifyKeys,
      staff: {
        admin: { email: adminEmail, password: adminPassword.value, passwordGenerated: adminPassword.generated, totpSecret: e.ADMIN_TOTP_SECRET ?? null },
        scanner: { email: scannerEmail, password: scannerPassword.value, passwordGenerated: scannerPassword.generated, totpSecret: e.SCANNER_TOTP_SECRET ?? null },
      },
      logLevel: e.LOG_LEVEL,
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      publicSiteUrl: (e.PUBLIC_SITE_URL ?? DEFAULT_PUBLIC_SITE_URL).replace(/\/+$/, ''),
      rateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
      sensitiveRateLimitPerMinute: e.API_SENSITIVE_RATE_LIMIT_PER_MINUTE,
      authRateLimitPerMinute: e.API_AUTH_RATE_LIMIT_PER_MINUTE,
      checkout: {
        holdMinutes: e.CHECKOUT_HOLD_MINUTES,
        maxTicketsPerOrder: e.CHECKOUT_MAX_TICKETS_PER_ORDER,
        maxPendingOrdersPerClient: e.CHECKOUT_MAX_PENDING_ORDERS_PER_CLIENT,
        maxHeldSeatsPerClient: e.CHECKOUT_MAX_HELD_SEATS_PER_CLIENT,
        maxPendingOrdersPerEmail: e.CHECKOUT_MAX_PENDING_ORDERS_PER_EMAIL,
        maxHeldSeatsPerEmail: e.CHECKOUT_MAX_HELD_SEATS_PER_EMAIL,
        rateLimitPerMinute: e.API_CHECKOUT_RATE_LIMIT_PER_MINUTE,
      },
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY ?? emulatorKey,
        webhookSecret,
        emulatorUrl: e.STRIPE_SECRET_KEY ? null : (e.STRIPE_EMULATOR_URL ?? DEFAULT_STRIPE_EMULATOR_URL).replace(/\/+$/, ''),
        statusRefetchSeconds: e.STRIPE_STATUS_REFETCH_SECONDS,
      },
      mail: {
        smtpUrl: e.SMTP_URL ?? null,
        from: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
        devOutboxEnabled: e.DEV_OUTBOX === '1',
      },
      redisUrl: e.REDIS_URL ?? null,
      cms: {
        url: cmsUrl,
        editorialToken: e.CMS_EDITORIAL_TOKEN ?? null,
        // In production the API's CMS_URL is usually a private address: link only to a public one.
        adminUrl: (e.CMS_PUBLIC_URL ?? (isProduction ? null : cmsUrl))?.replace(/\/+$/, '') ?? null,
      },
    },
    warnings,
  };
}
