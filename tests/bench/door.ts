/**
 * What the door's benchmarks (`scanner`, `scanner-sync`, `scanner-offline`) share: the stack's
 * database, written straight into (tickets of a hidden any-day ticket type in one completed order,
 * a check-in list admitting them), the seeded scanner account and its login (password, then a code
 * of its authenticator app), and the stack's ticket signing key, so the bench's tickets carry
 * signed codes as the API issues them.
 *
 * Database: MariaDB/MySQL when the bench knows its URL (`databaseUrl`), else the SQLite file
 * `$DATA_DIR/commerce.sqlite` of the stack the bench started (or BENCH_DATA_DIR).
 * Scanner account: SCANNER_EMAIL / SCANNER_PASSWORD / SCANNER_TOTP_SECRET of `$DATA_DIR/dev.env`,
 * or BENCH_SCANNER_EMAIL / BENCH_SCANNER_PASSWORD / BENCH_SCANNER_TOTP_SECRET.
 * Signing key: TICKET_SIGNING_KEY of `$DATA_DIR/dev.env`, or BENCH_TICKET_SIGNING_KEY.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { signTicketCode, signingKeyFromSeed, type SigningKey } from '@kizomba/ticket-signature';
import { readDevEnv } from '../support/stack';
import { freshTotpCode } from '../support/totp';
import { connect, redact } from './database';
import { percentile } from './stats';
import type { BenchContext } from './types';

/** What each door benchmark starts from: the stack's scanner account, signing key and database, a run tag. */
export interface DoorBench {
  account: ScannerAccount;
  key: SigningKey;
  db: BenchDb;
  run: string;
}

export async function openDoorBench({ databaseUrl, dataDir }: Pick<BenchContext, 'databaseUrl' | 'dataDir'>, bench: string): Promise<DoorBench> {
  const stackDataDir = dataDir ?? process.env.BENCH_DATA_DIR ?? null;
  const account = scannerAccount(stackDataDir, bench);
  const key = stackSigningKey(stackDataDir, bench);
  return { account, key, db: await openStackDb(databaseUrl, stackDataDir, bench), run: runTag() };
}

/** An integer setting from the environment, within bounds. */
export function integer(name: string, fallback: number, min: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer ${min}–${max}, got ${process.env[name]}`);
  return value;
}

/** The p-th percentile in milliseconds to one decimal, or null without samples. */
export function percentileMs(values: readonly number[], p: number): number | null {
  const value = percentile(values, p);
  return value === null ? null : Math.round(value * 10) / 10;
}

/** A run tag: the date and a few random characters, unique per bench run. */
function runTag(): string {
  return `${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;
}

type Row = Record<string, unknown>;

/** The few statements the door's benchmarks need, on either database the API may use. */
export interface BenchDb {
  label: string;
  /** A date as the API's Sequelize stores it on this database. */
  date(d: Date): Date | string;
  run(sql: string, params: unknown[]): Promise<{ insertId: number }>;
  all(sql: string, params: unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction (bulk writes: one commit instead of one per row). */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

async function openMysql(url: string): Promise<BenchDb> {
  const connection = await connect(url);
  return {
    label: redact(url),
    date: (d) => d,
    async run(sql, params) {
      const [result] = await connection.query(sql, params);
      return { insertId: (result as { insertId: number }).insertId };
    },
    async all(sql, params) {
      const [rows] = await connection.query(sql, params);
      return rows as Row[];
    },
    async transaction(work) {
      await connection.beginTransaction();
      try {
        const result = await work();
        await connection.commit();
        return result;
      } catch (error) {
        await connection.rollback();
        throw error;
      }
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
  const run = (sql: string, params: unknown[]) =>
    new Promise<{ insertId: number }>((resolve, reject) => {
      db.run(sql, params, function (this: sqlite3.RunResult, error: Error | null) {
        if (error) reject(error);
        else resolve({ insertId: this.lastID });
      });
    });
  return {
    label: file,
    // Sequelize's SQLite format: 'YYYY-MM-DD HH:MM:SS.SSS +00:00'.
    date: (d) => d.toISOString().replace('T', ' ').replace('Z', ' +00:00'),
    run,
    all: (sql, params) => new Promise((resolve, reject) => db.all(sql, params, (error, rows: Row[]) => (error ? reject(error) : resolve(rows)))),
    async transaction(work) {
      await run('BEGIN IMMEDIATE', []);
      try {
        const result = await work();
        await run('COMMIT', []);
        return result;
      } catch (error) {
        await run('ROLLBACK', []);
        throw error;
      }
    },
    close: () => new Promise((resolve) => db.close(() => resolve())),
  };
}

/** The database the stack's API uses. */
async function openStackDb(databaseUrl: string | null, stackDataDir: string | null, bench: string): Promise<BenchDb> {
  if (databaseUrl) return openMysql(databaseUrl);
  if (stackDataDir) return openSqlite(path.join(stackDataDir, 'commerce.sqlite'));
  throw new Error(`the ${bench} benchmark writes its tickets into the API database: set BENCH_DATABASE_URL (MariaDB) or BENCH_DATA_DIR (SQLite stack)`);
}

/** A JSON call that must succeed. */
export async function call<T>(url: string, init: RequestInit & { json?: unknown }): Promise<T> {
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

export interface ScannerAccount {
  email: string;
  password: string;
  totpSecret: string;
  /** Where the TOTP steps already spent on this account are recorded (a code works once). */
  spentStepsFile: string;
}

function scannerAccount(stackDataDir: string | null, bench: string): ScannerAccount {
  const spentStepsFile = path.join(stackDataDir ?? tmpdir(), 'bench-totp-steps.json');
  const fromEnv = { email: process.env.BENCH_SCANNER_EMAIL, password: process.env.BENCH_SCANNER_PASSWORD, totpSecret: process.env.BENCH_SCANNER_TOTP_SECRET };
  if (fromEnv.email && fromEnv.password && fromEnv.totpSecret) {
    return { email: fromEnv.email, password: fromEnv.password, totpSecret: fromEnv.totpSecret, spentStepsFile };
  }
  if (stackDataDir && existsSync(path.join(stackDataDir, 'dev.env'))) {
    const env = readDevEnv(stackDataDir);
    if (env.SCANNER_EMAIL && env.SCANNER_PASSWORD && env.SCANNER_TOTP_SECRET) {
      return { email: env.SCANNER_EMAIL, password: env.SCANNER_PASSWORD, totpSecret: env.SCANNER_TOTP_SECRET, spentStepsFile };
    }
  }
  throw new Error(
    `the ${bench} benchmark needs a scanner account: set BENCH_SCANNER_EMAIL, BENCH_SCANNER_PASSWORD and BENCH_SCANNER_TOTP_SECRET (or BENCH_DATA_DIR to a stack DATA_DIR holding dev.env)`,
  );
}

export interface ScannerSession {
  token: string;
  /** The account as the login answers it (the site keeps it beside the token). */
  user: { id: number; email: string; role: string; firstName: string; lastName: string };
}

/** A scanner session: the password, then a code of the account's authenticator app. */
export async function scannerLogin(apiUrl: string, account: ScannerAccount): Promise<ScannerSession> {
  const step = await call<{ mfa?: string; mfaToken?: string }>(`${apiUrl}/api/admin/auth/login`, {
    method: 'POST',
    json: { email: account.email, password: account.password },
  });
  if (step.mfa !== 'required' || !step.mfaToken) throw new Error(`the scanner account ${account.email} must be enrolled in TOTP (login answered mfa=${step.mfa})`);
  const code = await freshTotpCode(account.totpSecret, account.email, account.spentStepsFile);
  return call<ScannerSession>(`${apiUrl}/api/auth/mfa/verify`, { method: 'POST', json: { mfaToken: step.mfaToken, code } });
}

/** The key the stack's API signs ticket codes with (its private seed, from the stack's dev.env). */
function stackSigningKey(stackDataDir: string | null, bench: string): SigningKey {
  const seed = process.env.BENCH_TICKET_SIGNING_KEY || (stackDataDir && existsSync(path.join(stackDataDir, 'dev.env')) ? readDevEnv(stackDataDir).TICKET_SIGNING_KEY : undefined);
  if (!seed) throw new Error(`the ${bench} benchmark signs its tickets as the API does: set BENCH_TICKET_SIGNING_KEY (or BENCH_DATA_DIR to a stack DATA_DIR whose dev.env holds TICKET_SIGNING_KEY)`);
  return signingKeyFromSeed(seed);
}

export interface SeededTicket {
  id: number;
  code: string;
  holderName: string;
}

export interface SeededTickets {
  ticketTypeId: number;
  ticketTypeName: string;
  orderId: string;
  tickets: SeededTicket[];
}

const FIRST_NAMES = ['Awa', 'Carlos', 'Inès', 'Joana', 'Kévin', 'Léa', 'Mamadou', 'Nadia', 'Paulo', 'Sofia', 'Thomas', 'Yasmine', 'Hugo', 'Fatou', 'Rui', 'Claire'];
const LAST_NAMES = ['Diallo', 'Martin', 'Santos', 'Bernard', 'Pereira', 'Traoré', 'Dubois', 'Ferreira', 'Moreau', 'Silva', 'Lambert', 'Kouassi', 'Girard', 'Costa', 'Mendes', 'Roux'];

/** Holder names as varied as a festival's (the sync document carries them: its size depends on them). */
function holderName(i: number): string {
  return `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]} ${i + 1}`;
}

/** Rows per multi-row INSERT: far below the placeholder limits of SQLite (32,766) and MariaDB. */
const INSERT_BATCH = 400;

/**
 * `count` valid tickets of a new hidden ticket type valid on any day (the verdict must not depend
 * on the date the bench runs), in one completed order, each with a code signed by `key` as the API
 * issues them: rows inserted with a throwaway code, then each row's signed code, which names the
 * row's id. One transaction for the lot.
 */
export async function seedTickets(db: BenchDb, options: { count: number; run: string; slug: string; name: string; key: SigningKey }): Promise<SeededTickets> {
  const { count, run, key } = options;
  const now = new Date();
  return db.transaction(async () => {
    const ticketTypeName = `${options.name} ${run}`;
    const ticketType = await db.run(
      `INSERT INTO ticket_types (slug, name, description, includes, category, price_cents, quota, sold_count, held_count,
         sales_start, sales_end, valid_days, highlighted, visible, sort_order, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'pass', 1000, ?, ?, 0, ?, ?, '[]', 0, 0, 9999, ?, ?)`,
      [
        `${options.slug}-${run}`,
        ticketTypeName,
        'Type de billet créé par npm run bench (contrôle d’accès), masqué.',
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
      [orderId, ticketType.insertId, ticketTypeName, count, db.date(now), db.date(now)],
    );
    for (let first = 0; first < count; first += INSERT_BATCH) {
      const rows = Math.min(INSERT_BATCH, count - first);
      const params: unknown[] = [];
      for (let i = first; i < first + rows; i += 1) {
        params.push(orderId, item.insertId, ticketType.insertId, randomBytes(32).toString('base64url'), holderName(i), db.date(now), db.date(now));
      }
      await db.run(
        `INSERT INTO tickets (order_id, order_item_id, ticket_type_id, code, holder_name, status, created_at, updated_at)
         VALUES ${Array.from({ length: rows }, () => "(?, ?, ?, ?, ?, 'valid', ?, ?)").join(', ')}`,
        params,
      );
    }
    const ids = (await db.all('SELECT id, holder_name FROM tickets WHERE order_id = ? ORDER BY id', [orderId])).map((row) => ({
      id: Number(row.id),
      holderName: String(row.holder_name),
    }));
    const issuedAt = Math.floor(now.getTime() / 1000);
    const tickets: SeededTicket[] = [];
    for (const { id, holderName: name } of ids) {
      const code = signTicketCode({ ticketId: id, ticketTypeId: ticketType.insertId, issuedAt }, key);
      await db.run('UPDATE tickets SET code = ? WHERE id = ?', [code, id]);
      tickets.push({ id, code, holderName: name });
    }
    return { ticketTypeId: ticketType.insertId, ticketTypeName, orderId, tickets };
  });
}

/** A check-in list admitting `ticketTypeIds`, as the back-office creates one. */
export async function createCheckInList(db: BenchDb, options: { name: string; ticketTypeIds: number[]; entryExit: boolean }): Promise<number> {
  const now = new Date();
  return db.transaction(async () => {
    const list = await db.run(
      `INSERT INTO check_in_lists (name, all_types, entry_exit, auto_checkout_at, last_auto_checkout_on, position, created_at, updated_at)
       VALUES (?, 0, ?, NULL, NULL, 9999, ?, ?)`,
      [options.name.slice(0, 60), options.entryExit ? 1 : 0, db.date(now), db.date(now)],
    );
    for (const ticketTypeId of options.ticketTypeIds) {
      await db.run('INSERT INTO check_in_list_types (list_id, ticket_type_id) VALUES (?, ?)', [list.insertId, ticketTypeId]);
    }
    return list.insertId;
  });
}
