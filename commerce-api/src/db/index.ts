/**
 * Sequelize factory. One `Database` per process (or per test), never a module-level singleton,
 * so tests can open several throwaway databases side by side.
 *
 * - SQLite (default, `DATA_DIR/commerce.sqlite`): embedded, zero setup. Sequelize opens one extra
 *   sqlite3 connection per transaction; concurrent writers then either fail with SQLITE_BUSY or,
 *   with a busy timeout, park libuv's 4 pool threads in SQLite's busy wait until everything stalls
 *   (measured: 20 concurrent read-modify-write transactions never finish). Hence WAL (readers
 *   never wait for the writer), BEGIN IMMEDIATE + busy timeout as a safety net, and above all
 *   the process-wide write lock, which every write transaction takes through `db.write`.
 * - MySQL/MariaDB (`DATABASE_URL=mysql://…`): mysql2 pool, utf8mb4, all DATETIMEs in UTC. InnoDB
 *   rolls back a deadlock victim whole, so `db.write` simply runs it again.
 */
import fs from 'node:fs';
import path from 'node:path';
import mysql2 from 'mysql2';
import { QueryTypes, Sequelize, Transaction, type Options } from 'sequelize';
import type { DatabaseConfig } from '../config/index.js';
import type { Logger } from '../lib/logger.js';
import { defineModels, type Models } from './models.js';

export type Dialect = DatabaseConfig['dialect'];

export interface WriteOptions {
  /**
   * Re-run `fn` when MySQL rolled the transaction back as a deadlock victim or after a lock wait
   * timeout (default true). Pass false when `fn` has an effect outside the database that must not
   * happen twice.
   */
  retryDeadlocks?: boolean;
}

export interface Database {
  sequelize: Sequelize;
  models: Models;
  dialect: Dialect;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Runs `fn` in one write transaction: under the process-wide write lock on SQLite (MySQL relies
   * on row locks and conditional updates), re-run on a MySQL deadlock or lock wait timeout. Every
   * write goes through it; a single statement too, passing `{ transaction }`.
   */
  write<T>(fn: (transaction: Transaction) => Promise<T>, options?: WriteOptions): Promise<T>;
  close(): Promise<void>;
}

const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** Runs of one write transaction that MySQL keeps choosing as a deadlock victim. */
export const WRITE_ATTEMPTS = 3;

function mysqlErrno(err: unknown): number | undefined {
  const e = err as { parent?: { errno?: number }; original?: { errno?: number }; errno?: number } | null;
  return e?.parent?.errno ?? e?.original?.errno ?? e?.errno;
}

/** InnoDB deadlock victim (1213) or lock wait timeout (1205): the whole transaction may be run again. */
export function isLockConflict(err: unknown): boolean {
  const errno = mysqlErrno(err);
  return errno === 1213 || errno === 1205;
}

interface SqliteConnection {
  configure(option: 'busyTimeout', value: number): void;
  close(callback?: (err: Error | null) => void): void;
  uuid?: string;
}

interface SqliteConnectionManager {
  connections: Record<string, SqliteConnection>;
  getConnection(options?: { uuid?: string }): Promise<SqliteConnection>;
  releaseConnection(connection: SqliteConnection, force?: boolean): void;
  destroyConnection(connection: SqliteConnection): Promise<void>;
  close(): Promise<void>;
}

/** Idle transaction connections kept open; more than this are closed as before. */
const SQLITE_IDLE_TRANSACTION_CONNECTIONS = 2;

/**
 * Sequelize's SQLite dialect has no afterConnect hook and opens a brand-new sqlite3 connection for
 * every transaction (open the file, read the schema, close it after COMMIT: ~3 ms of the ~5 ms a
 * small write transaction costs here). Wrap its connection manager so that:
 * - the busy timeout is set once on each new connection (the default one and transaction ones);
 * - a transaction connection released after a successful COMMIT or ROLLBACK (Sequelize's
 *   `cleanup()`) is kept open and handed to the next transaction. Sequelize calls
 *   `destroyConnection` instead when COMMIT/ROLLBACK failed (connection in an unknown state):
 *   that one is closed, never reused. Each transaction still owns its connection while it runs.
 */
function configureSqliteConnections(sequelize: Sequelize, logger: Logger): void {
  const manager = (sequelize as unknown as { connectionManager?: SqliteConnectionManager }).connectionManager;
  const original = manager?.getConnection?.bind(manager);
  if (!manager || !original || typeof manager.connections !== 'object') {
    logger.warn('SQLite : impossible de régler busy_timeout (API interne de Sequelize modifiée)');
    return;
  }
  const configured = new WeakSet<object>();
  const idle: SqliteConnection[] = [];
  const closeQuietly = (connection: SqliteConnection) =>
    new Promise<void>((resolve) => connection.close((err) => {
      if (err) logger.warn({ err }, 'SQLite : fermeture de connexion impossible');
      resolve();
    }));

  manager.getConnection = async (options?: { uuid?: string }) => {
    const uuid = options?.uuid;
    if (uuid && uuid !== 'default' && !manager.connections[uuid]) {
      const reused = idle.pop();
      if (reused) {
        reused.uuid = uuid;
        manager.connections[uuid] = reused;
        return reused;
      }
    }
    const connection = await original(options);
    if (!configured.has(connection)) {
      configured.add(connection);
      connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
    }
    return connection;
  };
  const originalRelease = manager.releaseConnection.bind(manager);
  manager.releaseConnection = (connection, force) => {
    const uuid = connection.uuid;
    // An in-memory database is one shared connection that Sequelize never closes: left alone.
    const reusable = uuid && uuid !== 'default' && (connection as { filename?: string }).filename !== ':memory:';
    if (reusable && force !== true && idle.length < SQLITE_IDLE_TRANSACTION_CONNECTIONS) {
      delete manager.connections[uuid];
      idle.push(connection);
      return;
    }
    originalRelease(connection, force);
  };
  manager.destroyConnection = async (connection) => {
    if (connection.uuid) delete manager.connections[connection.uuid];
    await closeQuietly(connection);
  };
  const originalClose = manager.close.bind(manager);
  manager.close = async () => {
    const closing = idle.splice(0).map(closeQuietly);
    await Promise.all([originalClose(), ...closing]);
  };
}

/** Minimal FIFO mutex: each caller waits for the previous one's promise to settle. */
function createMutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(fn: () => Promise<T>): Promise<T> {
    const result = tail.then(fn, fn);
    tail = result.catch(() => undefined);
    return result;
  };
}

function sqlLogger(logger: Logger): Options['logging'] {
  if (!logger.isLevelEnabled('trace')) return false;
  return (sql: string, timing?: number) => logger.trace({ sql, ms: timing }, 'sql');
}

export async function createDatabase(config: DatabaseConfig, logger: Logger): Promise<Database> {
  const common: Options = {
    logging: sqlLogger(logger),
    benchmark: logger.isLevelEnabled('trace'),
    define: { underscored: true },
  };

  let sequelize: Sequelize;
  if (config.dialect === 'sqlite') {
    fs.mkdirSync(path.dirname(config.storage), { recursive: true });
    sequelize = new Sequelize({
      ...common,
      dialect: 'sqlite',
      storage: config.storage,
      // BEGIN IMMEDIATE takes the write lock up front, so a second writer waits (busy timeout)
      // instead of deadlocking on a DEFERRED read→write upgrade and failing with SQLITE_BUSY.
      transactionType: Transaction.TYPES.IMMEDIATE,
    });
    configureSqliteConnections(sequelize, logger);
  } else {
    sequelize = new Sequelize(config.url, {
      ...common,
      dialect: 'mysql',
      // Passed explicitly so module resolution never depends on Sequelize's own require().
      dialectModule: mysql2,
      timezone: '+00:00',
      dialectOptions: { charset: 'utf8mb4', connectTimeout: 10_000, supportBigNumbers: true },
      define: { ...common.define, charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
      // acquire: fail fast (→ 503 "réessayez") instead of queueing requests for a minute.
      pool: { max: 10, min: 0, acquire: 10_000, idle: 10_000 },
    });
  }

  const models = defineModels(sequelize);
  const writeLock = createMutex();
  const withWriteLock = <T>(fn: () => Promise<T>): Promise<T> => (config.dialect === 'sqlite' ? writeLock(fn) : fn());

  async function write<T>(fn: (transaction: Transaction) => Promise<T>, options: WriteOptions = {}): Promise<T> {
    const attempts = options.retryDeadlocks === false ? 1 : WRITE_ATTEMPTS;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await withWriteLock(() => sequelize.transaction(fn));
      } catch (err) {
        if (attempt >= attempts || !isLockConflict(err)) throw err;
        logger.warn({ attempt, errno: mysqlErrno(err) }, 'base de données : transaction victime d’un conflit de verrous, nouvel essai');
      }
    }
  }

  const db: Database = {
    sequelize,
    models,
    dialect: config.dialect,
    async ping(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`database ping timed out after ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([sequelize.query('SELECT 1 AS ok', { type: QueryTypes.SELECT }), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    write,
    async close() {
      await sequelize.close();
    },
  };

  // Fail at startup, with the real cause, rather than on the first request.
  try {
    await sequelize.authenticate();
    // WAL is a persistent property of the file: set once, harmless to repeat.
    if (config.dialect === 'sqlite') await sequelize.query('PRAGMA journal_mode = WAL');
  } catch (err) {
    await sequelize.close().catch(() => undefined);
    throw err;
  }
  return db;
}
