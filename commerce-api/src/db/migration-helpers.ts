/**
 * Shared pieces for migration files. Migrations describe tables with queryInterface and explicit
 * snake_case column names; they must not import models (a model reflects today's schema, a
 * migration must keep describing the schema as it was when it was written).
 */
import { DataTypes, type ModelAttributeColumnOptions, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/** Context of `modules/<area>/migrations/NNNN-name.ts`: `export const up: Migration = async ({ context: qi }) => …`. */
export type Migration = MigrationFn<QueryInterface>;

/** MySQL/MariaDB table options (ignored by SQLite): full Unicode, accent/case-insensitive sort. */
export const TABLE_OPTIONS = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci', engine: 'InnoDB' } as const;

export const idColumn = (): ModelAttributeColumnOptions => ({
  type: DataTypes.INTEGER,
  primaryKey: true,
  autoIncrement: true,
  allowNull: false,
});

export const timestampColumns = (): Record<'created_at' | 'updated_at', ModelAttributeColumnOptions> => ({
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
});

/**
 * `<table>.locale`: the language (src/i18n, @kizomba/locales) in which the festival writes to the
 * person a row stands for; rows written before it existed were written to in French.
 */
export const localeColumn = (): ModelAttributeColumnOptions => ({ type: DataTypes.STRING(2), allowNull: false, defaultValue: 'fr' });

/** Drops one column (SQLite rebuilds through queryInterface lose indexes: it drops columns natively). */
export async function dropColumn(qi: QueryInterface, table: string, column: string): Promise<void> {
  if (qi.sequelize.getDialect() === 'sqlite') {
    await qi.sequelize.query(`ALTER TABLE \`${table}\` DROP COLUMN \`${column}\``);
    return;
  }
  await qi.removeColumn(table, column);
}
