/**
 * Named tickets, transfers and revoked codes.
 * `tickets.role` ('leader' | 'follower', null without a role), `holder_first_name`,
 * `holder_last_name`, `holder_email` (the person the ticket is for; `holder_name` stays their full
 * name as printed), `transferred_at` (when it last changed hands).
 * `revoked_ticket_codes`: the SHA-256 of every code a ticket no longer answers to, with why
 * ('transferred' | 'renamed' | 'resold'), so the door can tell an old QR code from a made-up one
 * without keeping the code itself.
 * `ticket_transfers`: a holder hands a ticket to someone by e-mail; only the SHA-256 of the
 * acceptance link's token is stored; 'pending' until accepted, cancelled by the sender or expired.
 */
import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, dropColumn, idColumn, localeColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.addColumn('tickets', 'role', { type: DataTypes.STRING(10), allowNull: true });
  await qi.addColumn('tickets', 'holder_first_name', { type: DataTypes.STRING(100), allowNull: true });
  await qi.addColumn('tickets', 'holder_last_name', { type: DataTypes.STRING(100), allowNull: true });
  await qi.addColumn('tickets', 'holder_email', { type: DataTypes.STRING(254), allowNull: true });
  await qi.addColumn('tickets', 'transferred_at', { type: DataTypes.DATE, allowNull: true });
  await qi.addIndex('tickets', ['holder_email'], { name: 'tickets_holder_email' });

  await qi.createTable(
    'revoked_ticket_codes',
    {
      code_hash: { type: DataTypes.CHAR(64), primaryKey: true, allowNull: false },
      ticket_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'tickets', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE' },
      reason: { type: DataTypes.STRING(16), allowNull: false },
      revoked_at: { type: DataTypes.DATE, allowNull: false },
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('revoked_ticket_codes', ['ticket_id'], { name: 'revoked_ticket_codes_ticket' });

  await qi.createTable(
    'ticket_transfers',
    {
      id: idColumn(),
      ticket_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'tickets', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE' },
      from_user_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      from_email: { type: DataTypes.STRING(254), allowNull: false },
      to_first_name: { type: DataTypes.STRING(100), allowNull: false },
      to_last_name: { type: DataTypes.STRING(100), allowNull: false },
      to_email: { type: DataTypes.STRING(254), allowNull: false },
      locale: localeColumn(),
      token_hash: { type: DataTypes.CHAR(64), allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'pending' },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      decided_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('ticket_transfers', ['token_hash'], { unique: true, name: 'ticket_transfers_token_hash_unique' });
  await qi.addIndex('ticket_transfers', ['ticket_id', 'status'], { name: 'ticket_transfers_ticket_status' });
  await qi.addIndex('ticket_transfers', ['status', 'expires_at'], { name: 'ticket_transfers_status_expires' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('ticket_transfers');
  await qi.dropTable('revoked_ticket_codes');
  await qi.removeIndex('tickets', 'tickets_holder_email');
  for (const column of ['transferred_at', 'holder_email', 'holder_last_name', 'holder_first_name', 'role']) {
    await dropColumn(qi, 'tickets', column);
  }
};
