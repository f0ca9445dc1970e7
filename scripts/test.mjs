#!/usr/bin/env node
/**
 * `npm test`: every suite of the repository, one after the other, stopping at the first failure.
 *
 *   0. imports       — dependency-cruiser (.dependency-cruiser.cjs): no import cycle, API modules
 *                      meet only through their public index.ts
 *      scripts       — Vitest (the development start script's helpers, the import rules)
 *      locales       — Vitest (the nine languages shared by site, API and emulator)
 *      checkout-rules — Vitest (the checkout form rules shared by site and API)
 *      api-contract  — Vitest (the answer schemas shared by API and site)
 *      stripe-openapi — Vitest (Stripe's OpenAPI subset and its validators)
 *      ticket-signature — Vitest (the signed ticket code the API issues and the door scanner verifies)
 *   1. commerce-api  — Vitest (unit + HTTP integration)
 *   2. site          — Vitest (components, islands, server)
 *   3. cms           — the CMS's own tests
 *      stripe-emulator — Vitest with the real stripe SDK (local Stripe for development and tests)
 *   4. end-to-end    — Playwright in Debian's Chromium against the whole stack, started by the
 *                      suite itself on test ports with a fresh data folder (tests/playwright.config.ts)
 *
 * Arguments after `--` go to Playwright, e.g. `npm test -- --project=desktop e2e/redirects.spec.ts`.
 * The whole run is bounded by TEST_TIMEOUT_MINUTES (default 40, the team's ceiling; ≈ 33 min on CI today).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const playwrightArgs = process.argv.slice(2);
const timeoutMinutes = Number(process.env.TEST_TIMEOUT_MINUTES ?? 40);

const steps = [
  { name: 'imports (dependency-cruiser)', args: ['run', 'check:imports'] },
  { name: 'scripts (vitest)', args: ['run', 'test:scripts'] },
  { name: 'locales (vitest)', args: ['test', '-w', '@kizomba/locales'] },
  { name: 'checkout-rules (vitest)', args: ['test', '-w', '@kizomba/checkout-rules'] },
  { name: 'api-contract (vitest)', args: ['test', '-w', '@kizomba/api-contract'] },
  { name: 'stripe-openapi (vitest)', args: ['test', '-w', '@kizomba/stripe-openapi'] },
  { name: 'ticket-signature (vitest)', args: ['test', '-w', '@kizomba/ticket-signature'] },
  { name: 'commerce-api (vitest)', args: ['test', '-w', 'commerce-api'] },
  { name: 'site (vitest)', args: ['test', '-w', 'site'] },
  { name: 'cms', args: ['--prefix', 'cms', 'test'] },
  { name: 'stripe-emulator (vitest)', args: ['test', '-w', 'stripe-emulator'] },
  {
    name: 'end-to-end (playwright)',
    args: ['run', 'e2e', '-w', 'tests', ...(playwrightArgs.length ? ['--', ...playwrightArgs] : [])],
  },
];

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
const bold = (text) => paint('1', text);
const green = (text) => paint('32', text);
const red = (text) => paint('31', text);
const dim = (text) => paint('2', text);

function duration(ms) {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

let current = null;
let interrupted = null;

function stopCurrent(signal) {
  if (!current?.pid) return;
  try {
    process.kill(-current.pid, signal); // the step's whole process group
  } catch {
    /* already gone */
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = signal;
    stopCurrent(signal);
  });
}

function run(step) {
  return new Promise((resolve) => {
    current = spawn('npm', step.args, { cwd: root, stdio: 'inherit', detached: true, env: process.env });
    current.on('error', (error) => {
      console.error(red(`cannot start npm ${step.args.join(' ')}: ${error.message}`));
      resolve(127);
    });
    current.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

const startedAt = Date.now();
const watchdog = setTimeout(() => {
  interrupted = `timeout (${timeoutMinutes} min)`;
  console.error(red(`\nnpm test: over ${timeoutMinutes} minutes, stopping.`));
  stopCurrent('SIGTERM');
  setTimeout(() => stopCurrent('SIGKILL'), 20_000).unref();
}, timeoutMinutes * 60_000);
watchdog.unref();

const results = [];
for (const step of steps) {
  console.log(`\n${bold(`▶ ${step.name}`)} ${dim(`npm ${step.args.join(' ')}`)}\n`);
  const stepStart = Date.now();
  const code = interrupted ? 130 : await run(step);
  results.push({ step, code, ms: Date.now() - stepStart });
  if (code !== 0) break;
}
clearTimeout(watchdog);

const total = Date.now() - startedAt;
console.log(`\n${bold('npm test summary')}`);
for (const step of steps) {
  const result = results.find((entry) => entry.step === step);
  if (!result) console.log(`  ${dim('–')} ${step.name.padEnd(26)} ${dim('not run')}`);
  else if (result.code === 0) console.log(`  ${green('✔')} ${step.name.padEnd(26)} ${duration(result.ms)}`);
  else console.log(`  ${red('✘')} ${step.name.padEnd(26)} ${duration(result.ms)}  exit code ${result.code}`);
}

const failed = results.find((entry) => entry.code !== 0);
if (failed) {
  const why = interrupted ? ` (${interrupted})` : '';
  console.log(red(bold(`npm test: FAILED at "${failed.step.name}"${why}, ${results.length - 1}/${steps.length} steps passed, ${duration(total)}`)));
  process.exit(failed.code || 1);
}
console.log(green(bold(`npm test: PASSED, ${steps.length}/${steps.length} steps in ${duration(total)}`)));
