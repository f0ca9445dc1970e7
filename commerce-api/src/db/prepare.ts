/**
 * Brings a database up to date at boot (and from `npm run migrate`): pending migrations, pending
 * seeders, then the staff accounts from env.
 *
 * Production runs several API replicas against one MySQL; they would all try to migrate at once.
 * A MySQL named lock (GET_LOCK) lets the first one work while the others wait, then find nothing
 * pending. SQLite is a single-process setup and needs no lock.
 */
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppConfig } from '../config/index.js';
import type { Logger } from '../lib/logger.js';
import { ensureStaffAccounts } from '../modules/auth/index.js';
import type { Database } from './index.js';
import { createMigrator, createSeeder } from './migrator.js';

const LOCK_WAIT_SECONDS = 120;

export interface PrepareResult {
  migrations: string[];
  seeders: string[];
}

async function withMigrationLock<T>(db: Database, logger: Logger, fn: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'mysql') return fn();
  const { sequelize } = db;
  // Named locks belong to a connection: a transaction pins one pool connection for the duration.
  // Nothing else runs in it, so the DDL's implicit commits on other connections do not matter.
  const transaction: Transaction = await sequelize.transaction();
  const lockName = `kl-commerce-migrate:${sequelize.getDatabaseName()}`.slice(0, 64);
  try {
    logger.debug({ lockName }, 'attente du verrou de migration');
    const [row] = await sequelize.query<{ acquired: number | null }>('SELECT GET_LOCK(:lockName, :wait) AS acquired', {
      replacements: { lockName, wait: LOCK_WAIT_SECONDS },
      type: QueryTypes.SELECT,
      transaction,
    });
    if (Number(row?.acquired) !== 1) {
      throw new Error(`Verrou de migration « ${lockName} » non obtenu après ${LOCK_WAIT_SECONDS} s (une autre instance migre-t-elle ?)`);
    }
    try {
      return await fn();
    } finally {
      await sequelize.query('SELECT RELEASE_LOCK(:lockName)', { replacements: { lockName }, type: QueryTypes.SELECT, transaction });
    }
  } finally {
    await transaction.commit();
  }
}

export async function prepareDatabase(db: Database, config: AppConfig, logger: Logger): Promise<PrepareResult> {
  return withMigrationLock(db, logger, async () => {
    const migrations = await createMigrator(db, logger).up();
    const seeders = await createSeeder(db, { logger, config }).up();
    await ensureStaffAccounts(db.models, config, logger);
    const result = { migrations: migrations.map((m) => m.name), seeders: seeders.map((m) => m.name) };
    if (result.migrations.length + result.seeders.length > 0) logger.info(result, 'base de données mise à jour');
    return result;
  });
}
