/**
 * Door check-in latency: scan → verdict round trip of
 * `POST /api/admin/scanner/check-in`, two scanners in parallel, each checking in its own share of
 * distinct valid tickets (every answer must be `valid`).
 *
 * Tickets: BENCH_SCANNER_TICKETS (default 400) are written straight into the stack's database —
 * MariaDB/MySQL when the bench knows its URL (`databaseUrl`), else the SQLite file
 * `$DATA_DIR/commerce.sqlite` of the stack the bench started (or BENCH_DATA_DIR) — as one
 * completed order of a hidden ticket type `bench-scan-<run>` valid on any day, so the verdict does
 * not depend on the date the bench runs.
 *
 * Scanners: the stack's scanner account (SCANNER_EMAIL / SCANNER_PASSWORD / SCANNER_TOTP_SECRET of
 * `$DATA_DIR/dev.env`, or BENCH_SCANNER_EMAIL / BENCH_SCANNER_PASSWORD / BENCH_SCANNER_TOTP_SECRET)
 * logs in twice through `POST /api/admin/auth/login` and the second factor
 * (`POST /api/auth/mfa/verify`, a code of its authenticator app): two sessions, two devices, like
 * two phones at two doors. A code is accepted once, so the second login waits for the next 30 s step.
 *
 * Latency is measured by the client on loopback, straight to the API (not through the site's
 * proxy): it is the server's time plus a loopback round trip (well under a millisecond), so it
 * bounds the server-side latency from above. Afterwards the database must hold exactly one
 * `valid` scan and a check-in for each ticket.
 *
 * Goal: p95 < 150 ms.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { readDevEnv } from '../support/stack';
import { freshTotpCode } from '../support/totp';
import { connect, redact } from './database';
import type { BenchContext, BenchTable, Benchmark } from './types';

const SCANNERS = 2;
const P95_GOAL_MS = 150;

function integer(name: string, fallback: number, min: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer ${min}–${max}, got ${process.env[name]}`);
  return value;
}

function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

type Row = Record<string, unknown>;

/** The few statements the bench needs, on either database the API may use. */
interface BenchDb {
  label: string;
  /** A date as the API's Sequelize stores it on this database. */
  date(d: Date): Date | string;
  run(sql: string, params: unknown[]): Promise<{ insertId: number }>;
  all(sql: string, params: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

async function openMysql(url: string): Promise<BenchDb> {
  const connection = await connect(url);
  return {
    label: redact(url),
    date: (d) => d,
    async run(sql, params) {
      const [result] = await connection.execute(sql, params as never[]);
      return { insertId: (result as { insertId: number }).insertId };
    },
    async all(sql, params) {
      const [rows] = await connection.query(sql, params);
      return rows as Row[];
    },
    close: () => connection.end(),
  };
}

async function openSqlite(file: string): Promise<BenchDb> {
  if (!existsSync(file)) throw new Error(`the API's SQLite database is not at ${file}`);
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened = new sqlite3.Database(file, (error) => (error ? reject(error) : resolve(opened)));
  });
  // The API may be writing: wait for its lock rather than failing at once.
  db.configure('busyTimeout', 10_000);
  return {
    label: file,
    // Sequelize's SQLite format: 'YYYY-MM-DD HH:MM:SS.SSS +00:00'.
    date: (d) => d.toISOString().replace('T', ' ').replace('Z', ' +00:00'),
    run: (sql, params) =>
      new Promise((resolve, reject) => {
        db.run(sql, params, function (this: sqlite3.RunResult, error: Error | null) {
          if (error) reject(error);
          else resolve({ insertId: this.lastID });
        });
      }),
    all: (sql, params) => new Promise((resolve, reject) => db.all(sql, params, (error, rows: Row[]) => (error ? reject(error) : resolve(rows)))),
    close: () => new Promise((resolve) => db.close(() => resolve())),
  };
}

async function call<T>(url: string, init: RequestInit & { json?: unknown }): Promise<T> {
  const { json, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    body: json === undefined ? undefined : JSON.stringify(json),
    headers: { 'content-type': 'application/json', ...(rest.headers as Record<string, string>) },
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} → ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

interface ScannerAccount {
  email: string;
  password: string;
  totpSecret: string;
}

function credentials(dataDir: string | null): ScannerAccount {
  const fromEnv = { email: process.env.BENCH_SCANNER_EMAIL, password: process.env.BENCH_SCANNER_PASSWORD, totpSecret: process.env.BENCH_SCANNER_TOTP_SECRET };
  if (fromEnv.email && fromEnv.password && fromEnv.totpSecret) return { email: fromEnv.email, password: fromEnv.password, totpSecret: fromEnv.totpSecret };
  if (dataDir && existsSync(path.join(dataDir, 'dev.env'))) {
    const env = readDevEnv(dataDir);
    if (env.SCANNER_EMAIL && env.SCANNER_PASSWORD && env.SCANNER_TOTP_SECRET) {
      return { email: env.SCANNER_EMAIL, password: env.SCANNER_PASSWORD, totpSecret: env.SCANNER_TOTP_SECRET };
    }
  }
  throw new Error(
    'the scanner benchmark needs a scanner account: set BENCH_SCANNER_EMAIL, BENCH_SCANNER_PASSWORD and BENCH_SCANNER_TOTP_SECRET (or BENCH_DATA_DIR to a stack DATA_DIR holding dev.env)',
  );
}

/** A scanner session: the password, then a code of the account's authenticator app. */
async function scannerLogin(apiUrl: string, account: ScannerAccount, spentStepsFile: string): Promise<string> {
  const step = await call<{ mfa?: string; mfaToken?: string }>(`${apiUrl}/api/admin/auth/login`, {
    method: 'POST',
    json: { email: account.email, password: account.password },
  });
  if (step.mfa !== 'required' || !step.mfaToken) throw new Error(`the scanner account ${account.email} must be enrolled in TOTP (login answered mfa=${step.mfa})`);
  const code = await freshTotpCode(account.totpSecret, account.email, spentStepsFile);
  const session = await call<{ token: string }>(`${apiUrl}/api/auth/mfa/verify`, { method: 'POST', json: { mfaToken: step.mfaToken, code } });
  return session.token;
}

export const scannerBenchmark: Benchmark = {
  id: 'scanner',
  title: 'Scanner: scan → verdict latency, 2 scanners in parallel checking in distinct valid tickets',
  async run({ apiUrl, databaseUrl, dataDir, log }: BenchContext): Promise<BenchTable> {
    const count = integer('BENCH_SCANNER_TICKETS', 400, SCANNERS, 100_000);
    const stackDataDir = dataDir ?? process.env.BENCH_DATA_DIR ?? null;
    const account = credentials(stackDataDir);
    const spentStepsFile = path.join(stackDataDir ?? tmpdir(), 'bench-totp-steps.json');
    let db: BenchDb;
    if (databaseUrl) db = await openMysql(databaseUrl);
    else if (stackDataDir) db = await openSqlite(path.join(stackDataDir, 'commerce.sqlite'));
    else throw new Error('the scanner benchmark writes its tickets into the API database: set BENCH_DATABASE_URL (MariaDB) or BENCH_DATA_DIR (SQLite stack)');

    const run = `${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;
    try {
      // ── Tickets: one hidden ticket type valid on any day, one completed order ────────────────
      const now = new Date();
      const ticketType = await db.run(
        `INSERT INTO ticket_types (slug, name, description, includes, category, price_cents, quota, sold_count, held_count,
           sales_start, sales_end, valid_days, highlighted, visible, sort_order, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'pass', 1000, ?, ?, 0, ?, ?, '[]', 0, 0, 9999, ?, ?)`,
        [
          `bench-scan-${run}`,
          `Contrôle d’accès (banc d’essai) ${run}`,
          'Type de billet créé par npm run bench (benchmark « scanner »), masqué.',
          JSON.stringify(['Banc d’essai']),
          count,
          count,
          db.date(new Date(now.getTime() - 86_400_000)),
          db.date(new Date(now.getTime() + 86_400_000)),
          db.date(now),
          db.date(now),
        ],
      );
      const orderId = randomUUID();
      await db.run(
        `INSERT INTO orders (id, number, status, email, first_name, last_name, phone, billing_address, currency, subtotal_cents,
           discount_cents, total_cents, hold_expires_at, hold_active, stripe_session_count, paid_at, created_at, updated_at)
         VALUES (?, ?, 'completed', 'banc-scanner@example.org', 'Banc', 'Scanner', '+33612345678', ?, 'EUR', ?, 0, ?, ?, 0, 0, ?, ?, ?)`,
        [
          orderId,
          `KL-B${randomBytes(4).toString('hex').toUpperCase().slice(0, 7)}`,
          JSON.stringify({ line1: '12 quai Rambaud', line2: null, postalCode: '69002', city: 'Lyon', country: 'FR', state: null, isInternational: false }),
          count * 1000,
          count * 1000,
          db.date(now),
          db.date(now),
          db.date(now),
          db.date(now),
        ],
      );
      const item = await db.run(
        `INSERT INTO order_items (order_id, ticket_type_id, name, quantity, unit_price_cents, discount_cents, created_at, updated_at)
         VALUES (?, ?, ?, ?, 1000, 0, ?, ?)`,
        [orderId, ticketType.insertId, 'Contrôle d’accès (banc d’essai)', count, db.date(now), db.date(now)],
      );
      const codes: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const code = randomBytes(32).toString('base64url');
        codes.push(code);
        await db.run(
          `INSERT INTO tickets (order_id, order_item_id, ticket_type_id, code, holder_name, status, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, 'valid', ?, ?)`,
          [orderId, item.insertId, ticketType.insertId, code, `Festivalier ${i + 1}`, db.date(now), db.date(now)],
        );
      }
      log(`scanner: ${count} valid tickets (ticket type bench-scan-${run}, id ${ticketType.insertId}) in ${db.label}`);

      // ── Two scanner sessions ─────────────────────────────────────────────────────────────────
      const tokens: string[] = [];
      for (let i = 0; i < SCANNERS; i += 1) {
        tokens.push(await scannerLogin(apiUrl, account, spentStepsFile));
      }

      // ── Measure: each scanner scans its own half, one code after the other ───────────────────
      const latencies: number[] = [];
      const verdicts = new Map<string, number>();
      const errors: string[] = [];
      const startedAt = performance.now();
      await Promise.all(
        tokens.map(async (token, scanner) => {
          for (let i = scanner; i < codes.length; i += SCANNERS) {
            const t = performance.now();
            try {
              const verdict = await call<{ result: string }>(`${apiUrl}/api/admin/scanner/check-in`, {
                method: 'POST',
                headers: { authorization: `Bearer ${token}` },
                json: { code: codes[i], device: `bench-porte-${scanner + 1}` },
              });
              latencies.push(performance.now() - t);
              verdicts.set(verdict.result, (verdicts.get(verdict.result) ?? 0) + 1);
            } catch (error) {
              if (errors.length < 10) errors.push(error instanceof Error ? error.message : String(error));
            }
          }
        }),
      );
      const elapsedMs = performance.now() - startedAt;

      // ── Verification in the database ────────────────────────────────────────────────────────
      const [checked] = await db.all('SELECT COUNT(*) AS n FROM tickets WHERE ticket_type_id = ? AND checked_in_at IS NOT NULL', [ticketType.insertId]);
      const [logged] = await db.all(
        `SELECT COUNT(*) AS n FROM scans s JOIN tickets t ON t.id = s.ticket_id WHERE t.ticket_type_id = ? AND s.result = 'valid'`,
        [ticketType.insertId],
      );
      const valid = verdicts.get('valid') ?? 0;
      const checks: Array<[string, boolean]> = [
        [`every answer is « valid » (${valid}/${count})`, valid === count && errors.length === 0],
        [`tickets checked in (${Number(checked?.n)}) == ${count}`, Number(checked?.n) === count],
        [`valid scans logged (${Number(logged?.n)}) == ${count}`, Number(logged?.n) === count],
      ];
      for (const [label, ok] of checks) log(`scanner: ${ok ? 'ok  ' : 'FAIL'} ${label}`);
      const p95 = percentile(latencies, 95);
      const allOk = checks.every(([, ok]) => ok);

      return {
        columns: [
          { key: 'measure', label: 'Measure' },
          { key: 'value', label: 'Value', numeric: true },
        ],
        rows: [
          { measure: 'check-ins (2 scanners in parallel)', value: latencies.length },
          { measure: 'latency p50', value: `${percentile(latencies, 50) ?? '–'} ms` },
          { measure: 'latency p95', value: `${p95 ?? '–'} ms` },
          { measure: 'latency p99', value: `${percentile(latencies, 99) ?? '–'} ms` },
          { measure: 'latency max', value: `${percentile(latencies, 100) ?? '–'} ms` },
          { measure: 'check-ins per second', value: Math.round((latencies.length / elapsedMs) * 1000) },
          { measure: 'verdicts', value: [...verdicts].map(([result, n]) => `${result} ${n}`).join(', ') || '–' },
          { measure: 'database checks', value: allOk ? `all ${checks.length} pass` : 'FAIL' },
          { measure: 'goal met (p95 < 150 ms, all valid)', value: p95 !== null && p95 < P95_GOAL_MS && allOk ? 'yes' : 'NO' },
        ],
        goal:
          `p95 < ${P95_GOAL_MS} ms from scan to verdict. ${SCANNERS} scanners in parallel, ${count} distinct valid tickets, database ${db.label}; ` +
          'client-side round trip on loopback straight to the API (an upper bound of the server time).',
        details: { run, ticketTypeId: ticketType.insertId, orderId, count, elapsedMs, latencies: latencies.map((ms) => Math.round(ms * 10) / 10), errors, checks },
      };
    } finally {
      await db.close();
    }
  },
};
