/**
 * Read-only look into the commerce API's database, for the facts no public endpoint exposes on
 * purpose: the tickets' QR secrets (docs/purchase-flow.md: only the e-mail and its PDF show them)
 * and the outbox rows. The test stack runs on SQLite at `$DATA_DIR/commerce.sqlite` unless
 * DATABASE_URL points it at MariaDB/MySQL, as commerce-api/src/config does.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import mysql from 'mysql2/promise';
import sqlite3 from 'sqlite3';
import { readDevEnv, resolveDataDir } from '../../support/stack';

export interface TicketRow {
  id: number;
  code: string;
  holder_name: string;
  status: string;
}

type Row = Record<string, unknown>;

/** The connection string the stack's API uses, when it is not SQLite. */
function databaseUrl(): string | undefined {
  const fromEnv = process.env.DATABASE_URL || readDevEnv(resolveDataDir()).DATABASE_URL;
  return fromEnv && /^(mysql|mariadb):/.test(fromEnv) ? fromEnv : undefined;
}

async function querySqlite(sql: string, params: unknown[]): Promise<Row[]> {
  const file = path.join(resolveDataDir(), 'commerce.sqlite');
  if (!existsSync(file)) throw new Error(`the API's SQLite database is not at ${file}`);
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (error) => (error ? reject(error) : resolve(opened)));
  });
  try {
    // The API may be writing: wait for its lock rather than failing at once.
    db.configure('busyTimeout', 5_000);
    return await new Promise<Row[]>((resolve, reject) => {
      db.all(sql, params, (error, rows: Row[]) => (error ? reject(error) : resolve(rows)));
    });
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}

async function queryMysql(url: string, sql: string, params: unknown[]): Promise<Row[]> {
  const connection = await mysql.createConnection(url.replace(/^mariadb:/, 'mysql:'));
  try {
    const [rows] = await connection.query(sql, params);
    return rows as Row[];
  } finally {
    await connection.end();
  }
}

async function query(sql: string, params: unknown[]): Promise<Row[]> {
  const url = databaseUrl();
  return url ? queryMysql(url, sql, params) : querySqlite(sql, params);
}

/** The tickets issued for an order, with their QR secrets. */
export async function ticketsOfOrder(orderId: string): Promise<TicketRow[]> {
  const rows = await query('SELECT id, code, holder_name, status FROM tickets WHERE order_id = ? ORDER BY id', [orderId]);
  return rows.map((row) => ({
    id: Number(row.id),
    code: String(row.code),
    holder_name: String(row.holder_name),
    status: String(row.status),
  }));
}

/** How many outbox messages (any status) carry this dedupe key: one per business event. */
export async function outboxMessagesWithKey(dedupeKey: string): Promise<number> {
  const rows = await query('SELECT COUNT(*) AS n FROM outbox_messages WHERE dedupe_key = ?', [dedupeKey]);
  return Number(rows[0]?.n ?? 0);
}

/** How many Stripe events with this id the API stored (the dedupe table). */
export async function storedStripeEvents(eventId: string): Promise<number> {
  const rows = await query('SELECT COUNT(*) AS n FROM stripe_events WHERE id = ?', [eventId]);
  return Number(rows[0]?.n ?? 0);
}
