/**
 * `npm run bench` — measures the site and the commerce API and prints one Markdown table per
 * benchmark; the same data goes to tests/.results/bench.json.
 *
 *   npm run bench                          # lighthouse, api, purchase, fair-holds, scanner, scanner-sync, scanner-offline, site-build, balance-cost, waitlist-offer
 *   npm run bench -- --runs 5              # median of 5 Lighthouse runs (default 3, or BENCH_RUNS)
 *   npm run bench -- --only api --only purchase
 *
 * BENCH_SITE_URL (default http://localhost:4321) is measured when something answers there, with
 * its API at BENCH_API_URL (default http://127.0.0.1:3001) and its Stripe emulator at
 * BENCH_STRIPE_EMULATOR_URL (default http://127.0.0.1:12111). Otherwise the bench starts its own
 * stack exactly as `npm start` does (`node scripts/start.mjs`, fresh DATA_DIR
 * tests/.results/bench-<run>) on its own ports (BENCH_PORTS: site 19321, API 19001, CMS 19337,
 * emulator 19112, so it runs beside a Playwright stack), with the API's rate limits off (the
 * fair-hold caps keep their defaults) and, when `purchase`, `fair-holds` or a door benchmark (`scanner`, `scanner-sync`,
 * `scanner-offline`) is selected, the API on MariaDB:
 * BENCH_DATABASE_URL (created when missing), else a private MariaDB started as .ci/run does (own
 * datadir, socket and loopback port, throwaway database and account); without mariadbd the API
 * stays on SQLite and purchase and fair-holds are skipped. It stops all of it at the end. A benchmark that fails is reported and the others still run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RESULTS_DIR, answers, stackUrls, startTestStack, type RunningStack, type StackPorts } from '../support/stack';
import { apiBenchmark } from './api';
import { balanceCostBenchmark } from './balance-cost';
import { benchDatabaseUrl, ensureDatabase, redact, standaloneUrlOf } from './database';
import { startPrivateMariaDb, type PrivateMariaDb } from './private-mariadb';
import { fairHoldsBenchmark } from './fair-holds';
import { lighthouseBenchmark } from './lighthouse';
import { purchaseBenchmark } from './purchase';
import { scannerBenchmark } from './scanner';
import { scannerOfflineBenchmark } from './scanner-offline';
import { scannerSyncBenchmark } from './scanner-sync';
import { siteBuildBenchmark } from './site-build';
import { waitlistOfferBenchmark } from './waitlist-offer';
import type { BenchTable, Benchmark, Cell } from './types';

const BENCHMARKS: Benchmark[] = [
  lighthouseBenchmark,
  apiBenchmark,
  purchaseBenchmark,
  fairHoldsBenchmark,
  scannerBenchmark,
  scannerSyncBenchmark,
  scannerOfflineBenchmark,
  siteBuildBenchmark,
  balanceCostBenchmark,
  waitlistOfferBenchmark,
];

/** The benchmarks that write their own ticket types into the API's MariaDB. */
const NEEDS_MARIADB = ['purchase', 'fair-holds'];

/** The door's benchmarks: they write their tickets into the API's database, MariaDB when there is one, else SQLite. */
const DOOR_BENCHMARKS = ['scanner', 'scanner-sync', 'scanner-offline'];

/** The bench's own stack: neither the developer's default ports nor the Playwright test ports. */
const BENCH_PORTS: StackPorts = { site: 19321, api: 19001, cms: 19337, stripeEmulator: 19112 };

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

function markdownTable(table: BenchTable): string {
  const cell = (value: Cell) => (value === null || value === undefined ? '–' : String(value));
  const widths = table.columns.map((column) =>
    Math.max(column.label.length, ...table.rows.map((row) => cell(row[column.key]).length), 3),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, index) => (table.columns[index].numeric ? value.padStart(widths[index]) : value.padEnd(widths[index]))).join(' | ')} |`;
  const rule = `|${table.columns.map((column, index) => (column.numeric ? `${'-'.repeat(widths[index] + 1)}:` : `${'-'.repeat(widths[index] + 2)}`)).join('|')}|`;
  return [line(table.columns.map((column) => column.label)), rule, ...table.rows.map((row) => line(table.columns.map((column) => cell(row[column.key]))))].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
      only: { type: 'string', multiple: true },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`);
  const selected = values.only?.length ? BENCHMARKS.filter((benchmark) => values.only!.includes(benchmark.id)) : BENCHMARKS;
  if (selected.length === 0) throw new Error(`no benchmark among ${BENCHMARKS.map((b) => b.id).join(', ')} matches --only`);

  let siteUrl = process.env.BENCH_SITE_URL ?? 'http://localhost:4321';
  let apiUrl = process.env.BENCH_API_URL ?? 'http://127.0.0.1:3001';
  let stripeEmulatorUrl = process.env.BENCH_STRIPE_EMULATOR_URL ?? 'http://127.0.0.1:12111';
  // A running stack's database is known only when said; the bench's own stack uses its own.
  let databaseUrl: string | null = process.env.BENCH_DATABASE_URL || null;
  let stack: RunningStack | undefined;
  let privateDb: PrivateMariaDb | undefined;
  /** Why the benchmarks that need MariaDB are skipped rather than failed (no mariadbd here). */
  let noMariaDb: string | null = null;
  const stopStack = async () => {
    if (stack) {
      log('stopping the stack');
      await stack.stop();
      stack = undefined;
    }
    if (privateDb) {
      log('stopping and deleting the private MariaDB');
      await privateDb.stop();
      privateDb = undefined;
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopStack().finally(() => process.exit(130));
    });
  }

  // Standalone benchmarks start the API in process (in-process-api.ts): alone, they need no stack.
  const needsStack = selected.some((benchmark) => !benchmark.standalone);
  const standalone = selected.some((benchmark) => benchmark.standalone);
  let standaloneDatabaseUrl: string | null = null;

  try {
    if (needsStack && (await answers(siteUrl))) {
      log(`measuring the running site at ${siteUrl} (API ${apiUrl}, Stripe emulator ${stripeEmulatorUrl})`);
    } else {
      // The API must be measured, not its abuse limiter.
      // The fair-hold caps stay at their defaults: each bench buyer is its own client (X-Forwarded-For).
      const env: Record<string, string> = { API_RATE_LIMIT_PER_MINUTE: '0', API_SENSITIVE_RATE_LIMIT_PER_MINUTE: '0', API_CHECKOUT_RATE_LIMIT_PER_MINUTE: '0' };
      databaseUrl = null;
      // The door's benchmarks run on SQLite too, but are measured on the database production uses when there is one.
      if (standalone || selected.some((benchmark) => [...NEEDS_MARIADB, ...DOOR_BENCHMARKS].includes(benchmark.id))) {
        const url = benchDatabaseUrl();
        if (url) {
          try {
            await ensureDatabase(url);
            databaseUrl = url;
          } catch (error) {
            log(`MariaDB/MySQL unreachable at ${redact(url)} (${error instanceof Error ? error.message : String(error)}): the API stays on SQLite and the purchase and fair-holds benchmarks cannot run (the door's benchmarks run on SQLite)`);
          }
        } else {
          const started = await startPrivateMariaDb(log);
          if ('missing' in started) {
            noMariaDb = started.missing;
            log(`${started.missing}: the API stays on SQLite, purchase and fair-holds are skipped (the door's benchmarks run on SQLite)`);
          } else {
            privateDb = started;
            databaseUrl = started.url;
          }
        }
        if (databaseUrl) env.DATABASE_URL = databaseUrl;
      }
      if (needsStack) {
        log(
          `nothing answers on ${siteUrl}: starting the bench's own stack (site ${BENCH_PORTS.site}, API ${BENCH_PORTS.api}, ` +
            `rate limits off, database ${databaseUrl ? redact(databaseUrl) : 'SQLite'})`,
        );
        stack = await startTestStack({ log, ports: BENCH_PORTS, env, dataDirPrefix: 'bench-' });
        siteUrl = stack.siteUrl;
        apiUrl = stack.apiUrl;
        stripeEmulatorUrl = stack.stripeEmulatorUrl;
      } else {
        log('standalone benchmarks only: no stack, the API runs in the bench’s process');
      }
    }
    if (standalone && databaseUrl) {
      const url = standaloneUrlOf(databaseUrl);
      try {
        // The private server created it; a server of your own gets it created when missing.
        if (!privateDb) await ensureDatabase(url);
        standaloneDatabaseUrl = url;
      } catch (error) {
        log(`cannot create ${redact(url)} (${error instanceof Error ? error.message : String(error)}): the standalone benchmarks run on SQLite only`);
      }
    }

    const results = [];
    for (const benchmark of selected) {
      const startedAt = Date.now();
      if (noMariaDb && NEEDS_MARIADB.includes(benchmark.id)) {
        results.push({ id: benchmark.id, title: benchmark.title, durationMs: 0, skipped: noMariaDb });
        console.log(`\n## ${benchmark.title}\n\nSKIPPED: ${noMariaDb}\n`);
        continue;
      }
      try {
        const dataDir = stack?.dataDir ?? process.env.BENCH_DATA_DIR ?? null;
        const cmsUrl = stack ? stackUrls(BENCH_PORTS).cms : null;
        const table = await benchmark.run({ siteUrl, apiUrl, cmsUrl, stripeEmulatorUrl, startedStack: Boolean(stack), databaseUrl, standaloneDatabaseUrl, dataDir, runs, log });
        results.push({ id: benchmark.id, title: benchmark.title, durationMs: Date.now() - startedAt, ...table });
        console.log(`\n## ${benchmark.title}\n\n${markdownTable(table)}\n${table.goal ? `\nGoal: ${table.goal}\n` : ''}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push({ id: benchmark.id, title: benchmark.title, durationMs: Date.now() - startedAt, error: message });
        console.log(`\n## ${benchmark.title}\n\nFAILED: ${message}\n`);
        process.exitCode = 1;
      }
    }

    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, 'bench.json');
    const report = {
      generatedAt: new Date().toISOString(),
      siteUrl,
      apiUrl,
      database: databaseUrl ? redact(databaseUrl) : null,
      startedStack: Boolean(stack),
      runs,
      machine: { cpus: os.cpus().length, memoryGB: Math.round(os.totalmem() / 2 ** 30), node: process.version, platform: process.platform },
      benchmarks: results,
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`written ${path.relative(process.cwd(), file)}`);
  } finally {
    await stopStack();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
