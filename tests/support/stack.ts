/**
 * The whole stack (CMS, commerce API, site server) as the test suites see it.
 *
 * Both the Playwright `webServer` and `npm run bench` start it exactly as `npm start` does
 * (`node scripts/start.mjs` from the repository root), but on test ports and with a fresh
 * `DATA_DIR`, so a developer's stack on the default ports is never touched and every run seeds
 * from scratch. `scripts/start.mjs` writes the generated secrets to `$DATA_DIR/dev.env`; the
 * suites read the CMS token and the admin accounts from there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseDotenv } from 'dotenv';

export const TESTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(TESTS_DIR, '..');
export const RESULTS_DIR = path.join(TESTS_DIR, '.results');

/** Debian's Chromium: `npx playwright install` cannot download browsers on this machine. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface StackPorts {
  site: number;
  api: number;
  cms: number;
  stripeEmulator: number;
}

/** Test ports: far from the defaults (4321, 3001, 1337, 12111) of a developer's running stack. */
export const TEST_PORTS = { site: 14321, api: 13001, cms: 11337, stripeEmulator: 12112 } as const;

/** The addresses of a stack on `ports`, as scripts/dev/stack-env.ts derives them. */
export function stackUrls(ports: StackPorts) {
  return {
    site: `http://localhost:${ports.site}`,
    api: `http://127.0.0.1:${ports.api}`,
    cms: `http://127.0.0.1:${ports.cms}`,
    stripeEmulator: `http://127.0.0.1:${ports.stripeEmulator}`,
  } as const;
}

export const TEST_URLS = stackUrls(TEST_PORTS);

export interface StackOptions {
  /** Other ports than TEST_PORTS (the benchmarks' own stack runs beside a Playwright one). */
  ports?: StackPorts;
  /** More environment for every service, e.g. API_RATE_LIMIT_PER_MINUTE=0 or DATABASE_URL. */
  env?: Record<string, string>;
  /** Name prefix of the run's data folder under tests/.results (default `data-`). */
  dataDirPrefix?: string;
}

/** Environment that turns `node scripts/start.mjs` into the test stack. */
export function testStackEnv(dataDir: string, options: StackOptions = {}): Record<string, string> {
  const ports = options.ports ?? TEST_PORTS;
  const urls = stackUrls(ports);
  return {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SITE_PORT: String(ports.site),
    API_PORT: String(ports.api),
    CMS_PORT: String(ports.cms),
    STRIPE_EMULATOR_PORT: String(ports.stripeEmulator),
    PUBLIC_SITE_URL: urls.site,
    CMS_URL: urls.cms,
    API_URL: urls.api,
    SITE_REBUILD_URL: `http://127.0.0.1:${ports.site}/_hooks/cms-publish`,
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
    // Every journey logs in from 127.0.0.1: the auth limit (10/min in production) would refuse
    // the suite itself. The limit's behaviour is tested by the API's own suite.
    API_AUTH_RATE_LIMIT_PER_MINUTE: '120',
    // Same for the stricter limit, which covers the status page polled by several journeys at once.
    API_SENSITIVE_RATE_LIMIT_PER_MINUTE: '600',
    // Same for the fair-hold caps and the checkout limit: every buyer of the suite checks out from
    // 127.0.0.1 and many orders stay pending. Their behaviour is tested by the API's own suite.
    API_CHECKOUT_RATE_LIMIT_PER_MINUTE: '600',
    CHECKOUT_MAX_PENDING_ORDERS_PER_CLIENT: '500',
    CHECKOUT_MAX_HELD_SEATS_PER_CLIENT: '5000',
    CHECKOUT_MAX_PENDING_ORDERS_PER_EMAIL: '50',
    CHECKOUT_MAX_HELD_SEATS_PER_EMAIL: '500',
    ...options.env,
  };
}

const DATA_DIR_PREFIX = 'data-';
const KEEP_OLD_DATA_DIRS = 3;

/**
 * A new, empty `DATA_DIR` for one run: `tests/.results/data-<run>` (`bench-<run>` for the
 * benchmarks' own stack, so the e2e suite never mistakes it for a Playwright stack's). Older runs
 * of the same kind are pruned.
 */
export function newRunDataDir(prefix: string = DATA_DIR_PREFIX): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  pruneOldDataDirs(prefix);
  const run = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  const dir = path.join(RESULTS_DIR, `${prefix}${run}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

function runDataDirs(prefix: string = DATA_DIR_PREFIX): string[] {
  if (!existsSync(RESULTS_DIR)) return [];
  return readdirSync(RESULTS_DIR)
    .filter((name) => name.startsWith(prefix))
    .map((name) => path.join(RESULTS_DIR, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
}

function pruneOldDataDirs(prefix: string): void {
  const dirs = runDataDirs(prefix);
  // A stack reused on the test ports writes to the newest folder holding a dev.env: never prune it.
  const inUse = dirs.find((dir) => existsSync(path.join(dir, 'dev.env')));
  for (const dir of dirs.slice(KEEP_OLD_DATA_DIRS)) {
    if (dir !== inUse) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The data folder of the stack the tests talk to: the one this run started (`E2E_DATA_DIR`), or,
 * when Playwright reused a stack that was already running on the test ports, the most recent run
 * folder that holds a `dev.env`.
 */
export function resolveDataDir(): string {
  const own = process.env.E2E_DATA_DIR;
  if (own && existsSync(path.join(own, 'dev.env'))) return own;
  const previous = runDataDirs().find((dir) => existsSync(path.join(dir, 'dev.env')));
  if (previous) return previous;
  throw new Error(
    `No dev.env found (looked in ${own ?? '(E2E_DATA_DIR unset)'} and ${RESULTS_DIR}/${DATA_DIR_PREFIX}*). ` +
      'scripts/start.mjs must write $DATA_DIR/dev.env on first start.',
  );
}

/** `$DATA_DIR/dev.env`, with the process environment winning, as `scripts/start.mjs` does. */
export function readDevEnv(dataDir: string): Record<string, string | undefined> {
  const file = path.join(dataDir, 'dev.env');
  const fromFile = parseDotenv(readFileSync(file));
  const merged: Record<string, string | undefined> = { ...fromFile };
  for (const key of Object.keys(fromFile)) {
    if (process.env[key] !== undefined && process.env[key] !== '') merged[key] = process.env[key];
  }
  return merged;
}

/** Playwright's own readiness rule for `webServer.url`: 2xx, 3xx, 400–403. */
function isReadyStatus(status: number): boolean {
  return status >= 200 && status < 404;
}

export async function answers(url: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return isReadyStatus(response.status);
  } catch {
    return false;
  }
}

export interface RunningStack {
  dataDir: string;
  siteUrl: string;
  apiUrl: string;
  stripeEmulatorUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

/**
 * Starts `node scripts/start.mjs` on the test ports (or `options.ports`) with a fresh DATA_DIR,
 * waits until the site answers, and returns a handle that stops the whole process group.
 */
export async function startTestStack(
  options: StackOptions & { timeoutMs?: number; log?: (line: string) => void } = {},
): Promise<RunningStack> {
  const { timeoutMs = 10 * 60_000, log = () => {} } = options;
  const urls = stackUrls(options.ports ?? TEST_PORTS);
  const dataDir = newRunDataDir(options.dataDirPrefix);
  const logFile = path.join(dataDir, 'stack.log');
  const out = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...testStackEnv(dataDir, { ports: options.ports, env: options.env }) },
    stdio: ['ignore', out, out],
    detached: true, // own process group: stop() ends start.mjs and everything it started
  });
  let exited: number | null = null;
  child.on('exit', (code, signal) => {
    exited = code ?? (signal ? 128 : 1);
  });

  const stop = async (): Promise<void> => {
    if (exited !== null || child.pid === undefined) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 15_000);
    await gone;
    clearTimeout(timer);
  };

  log(`starting the stack (node scripts/start.mjs, DATA_DIR=${dataDir}, log ${logFile})`);
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(urls.site))) {
    if (exited !== null) {
      throw new Error(`scripts/start.mjs exited with code ${exited} before the site answered; see ${logFile}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the site did not answer on ${urls.site} within ${timeoutMs / 1000} s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return { dataDir, siteUrl: urls.site, apiUrl: urls.api, stripeEmulatorUrl: urls.stripeEmulator, logFile, stop };
}
