/**
 * Test helpers. DB suites run against a fresh SQLite file each time, and also against
 * MySQL/MariaDB when TEST_DATABASE_URL=mysql://… points to a throwaway database (its tables are
 * dropped before each use; the name must contain "test" as a guard against pointing it at real data).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { describe } from 'vitest';
import { loadConfig, type AppConfig } from '../config/index.js';
import { createDatabase, type Database } from '../db/index.js';
import { prepareDatabase } from '../db/prepare.js';
import { createSilentLogger } from '../lib/logger.js';

export const logger = createSilentLogger();

export const TEST_SECRETS = {
  JWT_SECRET: 'k3Jx9-pQ2vL8mN4rT6wY1zA5bC7dE0fG_hI2jK4lM6nO8',
  ADMIN_EMAIL: 'Admin.Test@Kizomba-Lumiere.fr',
  ADMIN_PASSWORD: 'admin-Pw-9f8e7d6c',
  SCANNER_EMAIL: 'scanner.test@kizomba-lumiere.fr',
  SCANNER_PASSWORD: 'scan-Pw-1a2b3c4d',
  // The seeded staff accounts are enrolled with these (TOTP, base32), like dev.env's.
  ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPKIZOMBAADMIN2345',
  SCANNER_TOTP_SECRET: 'JBSWY3DPEHPK3PXPKIZOMBASCANNER23',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_Qm9uam91ci1sZS1mZXN0aXZhbC1raXpvbWJh',
  // The in-process emulator (test/stripe-emulator.ts) accepts only this key.
  STRIPE_EMULATOR_SECRET_KEY: 'sk_test_api_tests_0f4c2a9e7b1d',
} as const;

export function makeTempDir(prefix = 'commerce-api-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A complete, valid config for tests; `env` entries override the defaults. */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: makeTempDir(), ...TEST_SECRETS, ...env }).config;
}

export interface DbTarget {
  dialect: 'sqlite' | 'mysql';
  label: string;
  url?: string;
  skipReason?: string;
}

const mysqlUrl = process.env.TEST_DATABASE_URL;

export const DB_TARGETS: DbTarget[] = [
  { dialect: 'sqlite', label: 'SQLite' },
  mysqlUrl
    ? { dialect: 'mysql', label: 'MySQL/MariaDB', url: mysqlUrl }
    : {
        dialect: 'mysql',
        label: 'MySQL/MariaDB',
        skipReason: 'ignoré : définir TEST_DATABASE_URL=mysql://utilisateur:motdepasse@127.0.0.1:3306/commerce_test pour exécuter ces tests sur MariaDB/MySQL',
      },
];

/** `describe` once per database target; the MySQL one is skipped, with its reason in the title, without TEST_DATABASE_URL. */
export function describeEachDatabase(title: string, fn: (target: DbTarget) => void): void {
  for (const target of DB_TARGETS) {
    if (target.skipReason) describe.skip(`${title} [${target.label} — ${target.skipReason}]`, () => fn(target));
    else describe(`${title} [${target.label}]`, () => fn(target));
  }
}

async function dropAllMysqlTables(db: Database): Promise<void> {
  const name = db.sequelize.getDatabaseName();
  if (!/test/i.test(name)) throw new Error(`TEST_DATABASE_URL must name a throwaway database containing "test" (got "${name}")`);
  // FOREIGN_KEY_CHECKS is per connection: pin one through a transaction.
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

export interface TestDatabase {
  db: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** An empty database (no tables) on the given target. */
export async function openEmptyDatabase(target: DbTarget, env: Record<string, string | undefined> = {}): Promise<TestDatabase> {
  if (target.dialect === 'mysql') {
    if (!target.url) throw new Error(target.skipReason ?? 'TEST_DATABASE_URL missing');
    const config = testConfig({ DATABASE_URL: target.url, ...env });
    const db = await createDatabase(config.database, logger);
    await dropAllMysqlTables(db);
    return {
      db,
      config,
      close: async () => {
        try {
          await db.close();
        } finally {
          fs.rmSync(config.dataDir, { recursive: true, force: true });
        }
      },
    };
  }
  const config = testConfig(env);
  const db = await createDatabase(config.database, logger);
  return {
    db,
    config,
    close: async () => {
      try {
        await db.close();
      } finally {
        fs.rmSync(config.dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** A database with every migration, seeder and staff account applied, like after a first boot. */
export async function openPreparedDatabase(target: DbTarget, env: Record<string, string | undefined> = {}): Promise<TestDatabase> {
  const testDb = await openEmptyDatabase(target, env);
  await prepareDatabase(testDb.db, testDb.config, logger);
  return testDb;
}
