/**
 * Site server configuration, read once from the environment (docs/runtime.md).
 *
 * Every address comes from env so that a second stack (tests: other ports, other DATA_DIR) can
 * run beside the dev stack on the same machine.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileTrust, type TrustFunction } from './forwarded.ts';

export interface ServerConfig {
  /** Port the site server listens on (the browser's single origin). */
  port: number;
  /** Listening address (`SITE_HOST`, default 127.0.0.1: a developer's site is not on the network). */
  host: string;
  /** `SITE_TRUST_PROXY`: the reverse proxy allowed to say who the client is (default: none). */
  trustProxy: TrustFunction;
  trustProxyRaw: string;
  /** `DATA_DIR`; builds live in `DATA_DIR/site-builds`. */
  dataDir: string;
  buildsDir: string;
  /** Astro's cache (optimised images, content store); `SITE_CACHE_DIR`, default DATA_DIR/site-cache. */
  cacheDir: string;
  /** The `site/` workspace (Astro project) that builds are made from. */
  siteDir: string;
  cmsUrl: string;
  apiUrl: string;
  publicSiteUrl: string;
  cmsApiToken: string | undefined;
  rebuildSecret: string | undefined;
  /** Quiet period after the last publish event before a build starts. */
  debounceMs: number;
  /** How many finished builds stay on disk (the served one included). */
  keepBuilds: number;
  production: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const SITE_DIR = path.resolve(here, '..');
export const REPO_DIR = path.resolve(SITE_DIR, '..');

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} doit être un entier ≥ ${min} (reçu « ${raw} »).`);
  }
  return value;
}

function urlFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    // Normalised without trailing slash so `${url}/api/...` never doubles it.
    return new URL(raw).href.replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} n'est pas une URL valide (« ${raw} »).`);
  }
}

/** Values that appear in docs/examples: a production deployment must not run with them. */
const EXAMPLE_SECRET = /^(change[-_ ]?me|changeit|example|secret|password|test|dev|x+|0+)$/i;

/**
 * Production refuses weak or missing secrets (docs/runtime.md: missing, < 32 characters or a
 * known example value). In development `npm start` generates them in DATA_DIR/dev.env.
 */
function checkProductionSecret(name: string, value: string | undefined): void {
  if (!value) throw new Error(`${name} est obligatoire en production.`);
  if (value.length < 32) throw new Error(`${name} doit faire au moins 32 caractères en production.`);
  if (EXAMPLE_SECRET.test(value) || /change[-_]?me|example/i.test(value)) {
    throw new Error(`${name} a une valeur d'exemple : générez-en une (openssl rand -hex 32).`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = intFromEnv(env, 'SITE_PORT', 4321, 1);
  const cmsPort = intFromEnv(env, 'CMS_PORT', 1337, 1);
  const apiPort = intFromEnv(env, 'API_PORT', 3001, 1);
  const dataDir = path.resolve(REPO_DIR, env.DATA_DIR || 'data');

  const config: ServerConfig = {
    port,
    host: env.SITE_HOST?.trim() || '127.0.0.1',
    trustProxy: compileTrust(env.SITE_TRUST_PROXY),
    trustProxyRaw: env.SITE_TRUST_PROXY?.trim() || '',
    dataDir,
    buildsDir: path.join(dataDir, 'site-builds'),
    // Image optimisation dominates a first build (hundreds of AVIF/WebP variants); a caller that
    // starts many short-lived stacks (tests) may share one cache folder between its runs.
    cacheDir: env.SITE_CACHE_DIR ? path.resolve(REPO_DIR, env.SITE_CACHE_DIR) : path.join(dataDir, 'site-cache'),
    siteDir: SITE_DIR,
    cmsUrl: urlFromEnv(env, 'CMS_URL', `http://127.0.0.1:${cmsPort}`),
    apiUrl: urlFromEnv(env, 'API_URL', `http://127.0.0.1:${apiPort}`),
    publicSiteUrl: urlFromEnv(env, 'PUBLIC_SITE_URL', `http://localhost:${port}`),
    cmsApiToken: env.CMS_API_TOKEN || undefined,
    rebuildSecret: env.SITE_REBUILD_SECRET || undefined,
    debounceMs: intFromEnv(env, 'SITE_REBUILD_DEBOUNCE_MS', 2000, 0),
    keepBuilds: intFromEnv(env, 'SITE_BUILDS_KEEP', 2, 1),
    production,
  };

  if (production) {
    checkProductionSecret('SITE_REBUILD_SECRET', config.rebuildSecret);
    checkProductionSecret('CMS_API_TOKEN', config.cmsApiToken);
  }
  return config;
}
