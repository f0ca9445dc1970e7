/**
 * Schema migrations and seeders, both run by umzug and recorded in their own tables
 * (`migrations`, `seeders`), so each runs exactly once per database.
 *
 * Files live beside their module: `src/modules/<area>/migrations/NNNN-name.ts` and
 * `src/modules/<area>/seeders/NNNN-name.ts`. NNNN is ONE sequence for the whole API (take the
 * next free number across all modules): it is the execution order on a fresh database, which
 * keeps cross-module foreign keys (orders → users, ticket_types) creatable. The stored name is
 * `<area>/NNNN-name`, without extension, so running from .ts (tsx) or compiled .js is the same.
 * A migration that moves to another module keeps its identity through MOVED_MIGRATIONS: a
 * database that ran it under its former name does not run it again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug, type MigrationFn, type MigrationParams, type RunnableMigration, type UmzugStorage } from 'umzug';
import type { AppConfig } from '../config/index.js';
import type { Logger } from '../lib/logger.js';
import type { Database } from './index.js';
import type { Models } from './models.js';

export type MigrationKind = 'migrations' | 'seeders';

/** What a seeder receives: `export const up: Seeder = async ({ context: { models } }) => …`. */
export interface SeedContext {
  sequelize: Sequelize;
  models: Models;
  logger: Logger;
  config: AppConfig;
}
export type Seeder = MigrationFn<SeedContext>;

export const MODULES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));

const FILE_PATTERN = /^(\d{4})-[a-z0-9][a-z0-9-]*\.(?:ts|js|mjs)$/;

export interface DiscoveredFile {
  /** `<area>/NNNN-name`, the identifier stored in the umzug table. */
  name: string;
  path: string;
  sequence: number;
}

/** Lists `modules/<area>/<kind>/NNNN-name.{ts,js}` across modules, in execution order. */
export function discoverFiles(kind: MigrationKind, modulesDir: string = MODULES_DIR): DiscoveredFile[] {
  const found = new Map<string, DiscoveredFile>();
  const areas = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const area of areas) {
    const dir = path.join(modulesDir, area, kind);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      const match = FILE_PATTERN.exec(file);
      if (!match) continue;
      const name = `${area}/${file.replace(/\.(?:ts|js|mjs)$/, '')}`;
      if (found.has(name)) throw new Error(`${kind}: "${name}" exists twice (${found.get(name)?.path} and ${path.join(dir, file)})`);
      found.set(name, { name, path: path.join(dir, file), sequence: Number(match[1]) });
    }
  }
  // Same number in two modules (parallel work) is tolerated; the area name breaks the tie.
  return [...found.values()].sort((a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name));
}

interface MigrationModule<Ctx> {
  up?: MigrationFn<Ctx>;
  down?: MigrationFn<Ctx>;
}

/** Imports lazily: only migrations that actually run get loaded. */
function toRunnable<Ctx>(file: DiscoveredFile): RunnableMigration<Ctx> {
  const load = async (): Promise<MigrationModule<Ctx>> => {
    const mod = (await import(pathToFileURL(file.path).href)) as MigrationModule<Ctx>;
    if (typeof mod.up !== 'function') throw new Error(`${file.path} must export an async "up" function`);
    return mod;
  };
  return {
    name: file.name,
    path: file.path,
    up: async (params) => (await load()).up?.(params),
    down: async (params) => {
      const mod = await load();
      if (typeof mod.down !== 'function') throw new Error(`${file.name} cannot be reverted (no "down" export)`);
      return mod.down(params);
    },
  };
}

function umzugLogger(logger: Logger, kind: MigrationKind) {
  const child = logger.child({ component: kind });
  return {
    info: (m: Record<string, unknown>) => child.info(m, `${kind}: ${String(m.event ?? '')} ${String(m.name ?? '')}`.trim()),
    warn: (m: Record<string, unknown>) => child.warn(m, kind),
    error: (m: Record<string, unknown>) => child.error(m, kind),
    debug: (m: Record<string, unknown>) => child.debug(m, kind),
  };
}

/**
 * Migrations that moved with their model to another module: current name → the name databases
 * migrated before the move have stored. Never remove an entry (a database may still hold it).
 */
export const MOVED_MIGRATIONS: Readonly<Record<string, string>> = {
  'orders/0006-create-orders': 'checkout/0006-create-orders',
  'orders/0015-add-order-refunds-and-source': 'sales/0015-add-order-refunds-and-source',
};

/**
 * A storage that reads a stored former name as the migration's current name, so a moved migration
 * counts as executed; it records (and forgets, on `down`) under the current name, the former one too.
 */
export function withMovedNames<Ctx>(storage: UmzugStorage<Ctx>, moved: Readonly<Record<string, string>> = MOVED_MIGRATIONS): UmzugStorage<Ctx> {
  const currentOf = new Map(Object.entries(moved).map(([current, former]) => [former, current]));
  return {
    async executed(meta: Pick<MigrationParams<Ctx>, 'context'>) {
      return [...new Set((await storage.executed(meta)).map((name) => currentOf.get(name) ?? name))];
    },
    logMigration: (params: MigrationParams<Ctx>) => storage.logMigration(params),
    async unlogMigration(params: MigrationParams<Ctx>) {
      await storage.unlogMigration(params);
      const former = moved[params.name];
      if (former) await storage.unlogMigration({ ...params, name: former });
    },
  };
}

export function createMigrator(db: Database, logger: Logger, modulesDir?: string): Umzug<QueryInterface> {
  return new Umzug<QueryInterface>({
    migrations: () => discoverFiles('migrations', modulesDir).map((f) => toRunnable<QueryInterface>(f)),
    context: db.sequelize.getQueryInterface(),
    // Distinct model names: both storages live on the same Sequelize instance.
    storage: withMovedNames(new SequelizeStorage({ sequelize: db.sequelize, modelName: 'UmzugMigration', tableName: 'migrations' })),
    logger: umzugLogger(logger, 'migrations'),
  });
}

export function createSeeder(db: Database, context: Omit<SeedContext, 'sequelize' | 'models'>, modulesDir?: string): Umzug<SeedContext> {
  return new Umzug<SeedContext>({
    migrations: () => discoverFiles('seeders', modulesDir).map((f) => toRunnable<SeedContext>(f)),
    context: { sequelize: db.sequelize, models: db.models, ...context },
    storage: new SequelizeStorage({ sequelize: db.sequelize, modelName: 'UmzugSeeder', tableName: 'seeders' }),
    logger: umzugLogger(context.logger, 'seeders'),
  });
}
