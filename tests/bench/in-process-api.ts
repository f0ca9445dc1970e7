/**
 * The commerce API started inside the bench's own process, on a database of its own, for the
 * benchmarks that compare databases or need the API's periodic tasks at hand (`standalone`
 * benchmarks: no stack, no CMS, no site). It is the API `npm start` runs — the same config loader,
 * migrations and seeders, services, Express app and periodic tasks as `commerce-api/src/server.ts`
 * — listening on an ephemeral loopback port, with the rate limiters off (the fair-hold caps keep
 * their defaults) and e-mails written to a temporary DATA_DIR/outbox (no SMTP_URL).
 *
 * Databases: a fresh SQLite file in that DATA_DIR, and MariaDB/MySQL when the run has a server
 * (`standaloneDatabaseUrl`: a database of its own, its tables dropped before use, never the one a
 * stack's API runs on).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { createApp } from '../../commerce-api/src/app';
import { loadConfig, type AppConfig } from '../../commerce-api/src/config/index';
import { createDatabase, type Database } from '../../commerce-api/src/db/index';
import { prepareDatabase } from '../../commerce-api/src/db/prepare';
import { createSilentLogger } from '../../commerce-api/src/lib/logger';
import { startHoldSweeper, type HoldSweeper } from '../../commerce-api/src/modules/checkout/index';
import { startOutboxWorker, type OutboxWorker } from '../../commerce-api/src/modules/mail/index';
import { startWaitingListDispatcher, type RunningWaitingListDispatcher } from '../../commerce-api/src/modules/waiting-list/index';
import { createServices, type Services } from '../../commerce-api/src/services';
import { STANDALONE_SUFFIX, redact } from './database';

export type DatabaseTarget = { label: 'SQLite' } | { label: 'MariaDB'; url: string };

/** SQLite always; MariaDB/MySQL too when the run has a database of its own for in-process APIs. */
export function databaseTargets(standaloneDatabaseUrl: string | null): DatabaseTarget[] {
  return standaloneDatabaseUrl ? [{ label: 'SQLite' }, { label: 'MariaDB', url: standaloneDatabaseUrl }] : [{ label: 'SQLite' }];
}

export interface InProcessApi {
  /** `http://127.0.0.1:<port>` — the API's routes are under `/api`. */
  url: string;
  /** `SQLite (file)` or the redacted MariaDB URL. */
  label: string;
  config: AppConfig;
  db: Database;
  services: Services;
  /** The periodic hold sweeper as server.ts starts it (`runOnce()` runs a pass now). */
  holdSweeper: HoldSweeper;
  /** The waiting-list dispatcher, woken by `nudgeWaitingList` and its own timer. */
  waitingList: RunningWaitingListDispatcher;
  outbox: OutboxWorker;
  close(): Promise<void>;
}

async function dropAllTables(db: Database): Promise<void> {
  const name = db.sequelize.getDatabaseName();
  if (!name.endsWith(STANDALONE_SUFFIX)) throw new Error(`refusing to empty database "${name}": the in-process API's database ends with ${STANDALONE_SUFFIX}`);
  await db.sequelize.transaction(async (transaction) => {
    await db.sequelize.query('SET FOREIGN_KEY_CHECKS = 0', { transaction });
    const tables = await db.sequelize.query<Record<string, string>>('SHOW TABLES', { type: QueryTypes.SELECT, transaction });
    for (const row of tables) {
      const table = Object.values(row)[0];
      if (table) await db.sequelize.query(`DROP TABLE \`${table.replace(/`/g, '``')}\``, { transaction });
    }
    await db.sequelize.query('SET FOREIGN_KEY_CHECKS = 1', { transaction });
  });
}

/**
 * Boots the API in this process on `target` (migrated and seeded from scratch). `env` adds or
 * overrides API variables (e.g. the fair-hold caps).
 */
export async function startInProcessApi(target: DatabaseTarget, env: Record<string, string> = {}): Promise<InProcessApi> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kizomba-bench-api-'));
  const { config } = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    API_RATE_LIMIT_PER_MINUTE: '0',
    API_SENSITIVE_RATE_LIMIT_PER_MINUTE: '0',
    API_AUTH_RATE_LIMIT_PER_MINUTE: '0',
    API_CHECKOUT_RATE_LIMIT_PER_MINUTE: '0',
    ...(target.label === 'MariaDB' ? { DATABASE_URL: target.url } : {}),
    ...env,
  });
  const logger = createSilentLogger();
  const db = await createDatabase(config.database, logger);
  try {
    if (target.label === 'MariaDB') await dropAllTables(db);
    await prepareDatabase(db, config, logger);
  } catch (error) {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const clock = () => new Date();
  const services = createServices({ config, logger, db, clock });
  const server = http.createServer(createApp({ config, logger, db, services, clock }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // What server.ts starts beside the routes.
  const outbox = startOutboxWorker({ config, logger, db, renderers: services.mailRenderers });
  const holdSweeper = startHoldSweeper({ db, logger, clock }, (order) => services.payments.cancelCheckoutSession(order));
  const waitingList = startWaitingListDispatcher({ db, config, logger, clock });
  return {
    url: `http://127.0.0.1:${port}`,
    label: target.label === 'MariaDB' ? `MariaDB (${redact(target.url)})` : 'SQLite (file)',
    config,
    db,
    services,
    holdSweeper,
    waitingList,
    outbox,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([outbox.stop(), holdSweeper.stop(), waitingList.stop()]);
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
