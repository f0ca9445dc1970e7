/**
 * The MariaDB/MySQL database of the benchmarks' stack: `BENCH_DATABASE_URL` when set (created when
 * missing), else a private server the bench starts itself (private-mariadb.ts). The API migrates
 * and seeds it at boot; the bench reads it afterwards to check the inventory against what was sold.
 *
 * mysql2 is the API's own driver (commerce-api's dependency, hoisted to the root node_modules).
 */
import mysql from 'mysql2/promise';

/** A server of your own (`BENCH_DATABASE_URL`), or null: the bench then starts a private one. */
export function benchDatabaseUrl(): string | null {
  return process.env.BENCH_DATABASE_URL || null;
}

export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`BENCH_DATABASE_URL must name a database (letters, digits, _), got "${name}"`);
  return name;
}

/** Without the password, for logs and tables. */
export function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** `CREATE DATABASE IF NOT EXISTS`, connecting to the server without naming the database. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const server = new URL(url);
  server.pathname = '/';
  const connection = await mysql.createConnection({ uri: server.toString(), connectTimeout: 5_000 });
  try {
    await connection.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
}

export async function connect(url: string): Promise<mysql.Connection> {
  // Dates travel as UTC like the API writes them (Sequelize's default timezone +00:00).
  return mysql.createConnection({ uri: url, connectTimeout: 5_000, timezone: 'Z' });
}

/** The database suffix of the standalone benchmarks' in-process API (a guard before dropping its tables). */
export const STANDALONE_SUFFIX = '_standalone';

/** `mysql://…/commerce_bench` → `mysql://…/commerce_bench_standalone`: never the database a stack's API runs on. */
export function standaloneUrlOf(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${databaseName(url)}${STANDALONE_SUFFIX}`;
  return parsed.toString();
}
