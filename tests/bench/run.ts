/**
 * `npm run bench` — measures the site and prints one Markdown table per benchmark; the same data
 * goes to tests/.results/bench.json.
 *
 *   npm run bench                      # 1 Lighthouse run per page
 *   npm run bench -- --runs 3          # median of 3 (or BENCH_RUNS=3)
 *   npm run bench -- --only lighthouse # one benchmark by id
 *
 * BENCH_SITE_URL (default http://localhost:4321) is measured when something answers there;
 * otherwise the bench starts the stack itself like the Playwright suite does (`node
 * scripts/start.mjs` on test ports with a fresh DATA_DIR) and stops it at the end.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RESULTS_DIR, answers, startTestStack, type RunningStack } from '../support/stack';
import { lighthouseBenchmark } from './lighthouse';
import type { BenchTable, Benchmark, Cell } from './types';

const BENCHMARKS: Benchmark[] = [lighthouseBenchmark];

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
      runs: { type: 'string', default: process.env.BENCH_RUNS ?? '1' },
      only: { type: 'string', multiple: true },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`);
  const selected = values.only?.length ? BENCHMARKS.filter((benchmark) => values.only!.includes(benchmark.id)) : BENCHMARKS;
  if (selected.length === 0) throw new Error(`no benchmark among ${BENCHMARKS.map((b) => b.id).join(', ')} matches --only`);

  let siteUrl = process.env.BENCH_SITE_URL ?? 'http://localhost:4321';
  let stack: RunningStack | undefined;
  const stopStack = async () => {
    if (stack) {
      log('stopping the stack');
      await stack.stop();
      stack = undefined;
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopStack().finally(() => process.exit(130));
    });
  }

  try {
    if (await answers(siteUrl)) {
      log(`measuring the running site at ${siteUrl}`);
    } else {
      log(`nothing answers on ${siteUrl}: starting the stack on test ports`);
      stack = await startTestStack({ log });
      siteUrl = stack.siteUrl;
    }

    const results = [];
    for (const benchmark of selected) {
      const startedAt = Date.now();
      const table = await benchmark.run({ siteUrl, runs, log });
      results.push({ id: benchmark.id, title: benchmark.title, durationMs: Date.now() - startedAt, ...table });
      console.log(`\n## ${benchmark.title}\n\n${markdownTable(table)}\n${table.goal ? `\nGoal: ${table.goal}\n` : ''}`);
    }

    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, 'bench.json');
    const report = {
      generatedAt: new Date().toISOString(),
      siteUrl,
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
