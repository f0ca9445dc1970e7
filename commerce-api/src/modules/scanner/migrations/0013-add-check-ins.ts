/**
 * Door check-in: who let each ticket in and when (`tickets.checked_in_at`,
 * `tickets.checked_in_by`), and the scan log (`scans`), failed scans included. A scanned code is
 * never stored: only `code_fingerprint`, the first 12 hex characters of its SHA-256, so repeated
 * tries of one unknown code can be grouped without keeping what was typed or printed.
 */
import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, idColumn, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  // addColumn, never changeColumn/addConstraint: on SQLite those rebuild the table and drop its indexes.
  await qi.addColumn('tickets', 'checked_in_at', { type: DataTypes.DATE, allowNull: true });
  await qi.addColumn('tickets', 'checked_in_by', {
    type: DataTypes.INTEGER,
    allowNull: true,
    references: { model: 'users', key: 'id' },
    onDelete: 'SET NULL',
    onUpdate: 'CASCADE',
  });
  await qi.addIndex('tickets', ['checked_in_at'], { name: 'tickets_checked_in_at' });

  await qi.createTable(
    'scans',
    {
      id: idColumn(),
      // Null for an unknown code; kept (set null) if the ticket row ever goes away.
      ticket_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'tickets', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      result: {
        type: DataTypes.ENUM('valid', 'already_checked_in', 'cancelled', 'refunded', 'not_valid_today', 'unknown'),
        allowNull: false,
      },
      code_fingerprint: { type: DataTypes.CHAR(12), allowNull: false },
      scanner_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      device: { type: DataTypes.STRING(60), allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('scans', ['created_at'], { name: 'scans_created_at' });
  await qi.addIndex('scans', ['ticket_id'], { name: 'scans_ticket_id' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('scans');
  await qi.removeIndex('tickets', 'tickets_checked_in_at');
  if (qi.sequelize.getDialect() === 'sqlite') {
    // Sequelize's SQLite removeColumn rebuilds the table, losing its indexes and the other
    // columns' ON DELETE/ON UPDATE rules; SQLite (≥ 3.35) drops a column in place.
    await qi.sequelize.query('ALTER TABLE `tickets` DROP COLUMN `checked_in_by`');
    await qi.sequelize.query('ALTER TABLE `tickets` DROP COLUMN `checked_in_at`');
    return;
  }
  // MySQL refuses to drop a column its foreign key uses: the constraint goes first.
  const refs = (await qi.getForeignKeyReferencesForTable('tickets')) as Array<{ columnName?: string; constraintName?: string }>;
  for (const ref of refs) {
    if (ref.columnName === 'checked_in_by' && ref.constraintName) await qi.removeConstraint('tickets', ref.constraintName);
  }
  await qi.removeColumn('tickets', 'checked_in_by');
  await qi.removeColumn('tickets', 'checked_in_at');
};
