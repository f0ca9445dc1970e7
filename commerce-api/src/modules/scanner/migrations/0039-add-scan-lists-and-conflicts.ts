/**
 * Scans per check-in list, with entry/exit and offline uploads: `scans.list_id` (null for a
 * festival-wide check-in), `direction` ('entry' | 'exit', null festival-wide), `nonce` (the
 * scanner's uuid for one scan, UNIQUE: a retried request or a re-uploaded offline scan is recorded
 * once), `offline`, `scanned_at` (the device's time of an offline scan; `created_at` stays the
 * server's). `scan_conflicts`: an offline admission the server could not apply (`double_entry`:
 * already in through another scan; `invalid_ticket`: no longer valid), for the back-office to settle.
 */
import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, dropColumn, idColumn, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  // addColumn, never changeColumn/addConstraint: on SQLite those rebuild the table and drop its indexes.
  await qi.addColumn('scans', 'list_id', {
    type: DataTypes.INTEGER,
    allowNull: true,
    references: { model: 'check_in_lists', key: 'id' },
    // L's API refuses to delete a list with check-ins; a list without any may go, its refused scans stay.
    onDelete: 'SET NULL',
    onUpdate: 'CASCADE',
  });
  await qi.addColumn('scans', 'direction', { type: DataTypes.STRING(5), allowNull: true });
  await qi.addColumn('scans', 'nonce', { type: DataTypes.CHAR(36), allowNull: true });
  await qi.addColumn('scans', 'offline', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
  await qi.addColumn('scans', 'scanned_at', { type: DataTypes.DATE, allowNull: true });
  // Several NULLs are allowed by a UNIQUE index on both SQLite and MariaDB: only scans with a nonce are de-duplicated.
  await qi.addIndex('scans', ['nonce'], { name: 'scans_nonce_unique', unique: true });
  await qi.addIndex('scans', ['list_id'], { name: 'scans_list_id' });

  await qi.createTable(
    'scan_conflicts',
    {
      id: idColumn(),
      list_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'check_in_lists', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE' },
      ticket_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'tickets', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE' },
      kind: { type: DataTypes.STRING(16), allowNull: false },
      // The late (offline) scan that could not be applied: one conflict per scan.
      scan_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'scans', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE' },
      // The scan that admitted the ticket first (double_entry); null when unknown or for invalid_ticket.
      first_scan_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'scans', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      detected_at: { type: DataTypes.DATE, allowNull: false },
      resolved_at: { type: DataTypes.DATE, allowNull: true },
      resolved_by: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('scan_conflicts', ['scan_id'], { name: 'scan_conflicts_scan_unique', unique: true });
  await qi.addIndex('scan_conflicts', ['resolved_at'], { name: 'scan_conflicts_resolved_at' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('scan_conflicts');
  if (qi.sequelize.getDialect() !== 'sqlite') {
    // MariaDB refuses to drop a column (or the index) its foreign key uses: the constraint goes first.
    const refs = (await qi.getForeignKeyReferencesForTable('scans')) as Array<{ columnName?: string; constraintName?: string }>;
    for (const ref of refs) {
      if (ref.columnName === 'list_id' && ref.constraintName) await qi.removeConstraint('scans', ref.constraintName);
    }
  }
  await qi.removeIndex('scans', 'scans_nonce_unique');
  await qi.removeIndex('scans', 'scans_list_id');
  for (const column of ['scanned_at', 'offline', 'nonce', 'direction', 'list_id']) await dropColumn(qi, 'scans', column);
};
