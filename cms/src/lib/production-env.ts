/**
 * Production refuses to start on weak or missing secrets (docs/runtime.md, "Environment").
 *
 * In development `scripts/start.mjs` generates random values, so a missing secret there is a
 * wiring bug that Strapi reports itself. In production nothing is generated: a forgotten
 * variable would otherwise leave Strapi signing admin sessions with `undefined`, or an API token
 * salt that anybody can guess. This module is pure (env in, list of French messages out) so that
 * it can be unit-tested without booting Strapi.
 */

export const MIN_SECRET_LENGTH = 32;
export const MIN_PASSWORD_LENGTH = 12;

/** Secrets that must be present and long in production. */
export const REQUIRED_SECRETS = [
  'CMS_ADMIN_JWT_SECRET',
  'CMS_API_TOKEN_SALT',
  'CMS_TRANSFER_TOKEN_SALT',
  'CMS_JWT_SECRET',
  'CMS_ENCRYPTION_KEY',
  'CMS_API_TOKEN',
  'CMS_EDITORIAL_TOKEN',
] as const;

/**
 * Values copied from templates and READMEs (Strapi's own `.env.example` uses "tobemodified").
 * Compared case-insensitively after removing separators, so "to-be-modified" is caught too.
 */
const KNOWN_EXAMPLE_FRAGMENTS = ['tobemodified', 'changeme', 'changethis', 'replaceme', 'yoursecret', 'example', 'placeholder'];

function looksLikeExample(value: string): boolean {
  const squashed = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (KNOWN_EXAMPLE_FRAGMENTS.some((fragment) => squashed.includes(fragment))) return true;
  // "aaaaaaaa…" or "00000000…": long but worthless.
  return new Set(value).size <= 2;
}

function checkSecret(name: string, value: string | undefined, minLength: number, problems: string[]): void {
  if (value === undefined || value.trim() === '') {
    problems.push(`${name} est absent.`);
    return;
  }
  if (value.length < minLength) {
    problems.push(`${name} est trop court (${value.length} caractères, minimum ${minLength}).`);
    return;
  }
  if (looksLikeExample(value)) {
    problems.push(`${name} ressemble à une valeur d'exemple : générez une valeur aléatoire.`);
  }
}

/**
 * Lists every problem of the environment for a production start. An empty list means the
 * environment is acceptable. Outside production the list is always empty.
 */
export function productionEnvProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];

  // Koa signs cookies with every key of the list: each one must be strong on its own.
  const appKeys = env.CMS_APP_KEYS?.split(',').map((key) => key.trim()).filter(Boolean) ?? [];
  if (appKeys.length === 0) {
    problems.push('CMS_APP_KEYS est absent (liste de clés séparées par des virgules).');
  } else {
    appKeys.forEach((key, index) => checkSecret(`CMS_APP_KEYS[${index}]`, key, MIN_SECRET_LENGTH, problems));
  }

  for (const name of REQUIRED_SECRETS) checkSecret(name, env[name], MIN_SECRET_LENGTH, problems);

  // Two tokens with one key: the read-only site token and the editorial token would be the same
  // key (src/bootstrap/api-token.ts refuses to create the second one).
  if (env.CMS_EDITORIAL_TOKEN && env.CMS_EDITORIAL_TOKEN === env.CMS_API_TOKEN) {
    problems.push('CMS_EDITORIAL_TOKEN doit être différent de CMS_API_TOKEN.');
  }

  // The webhook is optional (no secret ⇒ no webhook), but a short secret is never acceptable.
  if (env.SITE_REBUILD_SECRET !== undefined && env.SITE_REBUILD_SECRET !== '') {
    checkSecret('SITE_REBUILD_SECRET', env.SITE_REBUILD_SECRET, MIN_SECRET_LENGTH, problems);
  }

  if (!env.CMS_ADMIN_EMAIL?.includes('@')) {
    problems.push("CMS_ADMIN_EMAIL est absent ou n'est pas une adresse e-mail.");
  }
  checkSecret('CMS_ADMIN_PASSWORD', env.CMS_ADMIN_PASSWORD, MIN_PASSWORD_LENGTH, problems);

  return problems;
}

/** Throws one error listing every problem, so an operator fixes them all in one go. */
export function assertProductionEnv(env: NodeJS.ProcessEnv): void {
  const problems = productionEnvProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    `Démarrage du CMS refusé en production (NODE_ENV=production) :\n  - ${problems.join('\n  - ')}\n` +
      'Voir docs/runtime.md, section « Environment ».',
  );
}
