/**
 * `npm run migrate -w commerce-api [-- up|status|down [--to NAME|0]]`
 *
 *   up      (default) pending migrations, pending seeders, staff accounts — what a boot does
 *   status  executed and pending migrations and seeders
 *   down    revert the last migration, or down to and including NAME (`--to 0`: everything)
 *
 * Uses the same env as the server (DATABASE_URL, DATA_DIR…).
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/index.js';
import { createDatabase } from '../db/index.js';
import { createMigrator, createSeeder } from '../db/migrator.js';
import { prepareDatabase } from '../db/prepare.js';
import { createLogger } from '../lib/logger.js';

async function run(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { to: { type: 'string' } } });
  const command = positionals[0] ?? 'up';
  if (!['up', 'status', 'down'].includes(command)) {
    process.stderr.write(`Commande inconnue « ${command} ». Utilisez : up | status | down [--to NOM|0]\n`);
    return 2;
  }

  let loaded;
  try {
    loaded = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
  const { config, warnings } = loaded;
  const logger = createLogger({ level: config.logLevel, pretty: process.stdout.isTTY === true && !config.isProduction });
  for (const warning of warnings) logger.warn(warning);

  const db = await createDatabase(config.database, logger);
  try {
    const where = config.database.dialect === 'sqlite' ? config.database.storage : 'MySQL/MariaDB (DATABASE_URL)';
    if (command === 'up') {
      const result = await prepareDatabase(db, config, logger);
      process.stdout.write(
        `Base ${where} à jour : ${result.migrations.length} migration(s) et ${result.seeders.length} seeder(s) appliqués.\n`,
      );
    } else if (command === 'status') {
      for (const [label, umzug] of [
        ['Migrations', createMigrator(db, logger)],
        ['Seeders', createSeeder(db, { logger, config })],
      ] as const) {
        const executed = await umzug.executed();
        const pending = await umzug.pending();
        process.stdout.write(`${label} (${where})\n`);
        for (const m of executed) process.stdout.write(`  [x] ${m.name}\n`);
        for (const m of pending) process.stdout.write(`  [ ] ${m.name}\n`);
      }
    } else {
      const to = values.to === '0' ? 0 : values.to;
      const reverted = await createMigrator(db, logger).down(to === undefined ? undefined : { to });
      process.stdout.write(`${reverted.length} migration(s) annulée(s) : ${reverted.map((m) => m.name).join(', ') || '—'}\n`);
    }
    return 0;
  } finally {
    await db.close();
  }
}

run().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`Échec de la migration : ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  },
);
