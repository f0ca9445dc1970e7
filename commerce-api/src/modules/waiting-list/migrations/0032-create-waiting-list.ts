import { DataTypes, literal } from 'sequelize';
import { TABLE_OPTIONS, idColumn, localeColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

/**
 * The waiting list of a ticket type (or of one dance role of a balanced type) and the offers made
 * to it when places free up. Only the SHA-256 of each link's token is stored. Entries are served
 * by `queued_at` then id; while an entry is 'waiting', its quantity is kept free from public holds
 * (the catalogue's waiting gate reads this table).
 */
export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'waiting_list_entries',
    {
      id: idColumn(),
      ticket_type_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'ticket_types', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE' },
      role: { type: DataTypes.STRING(10), allowNull: true },
      email: { type: DataTypes.STRING(254), allowNull: false },
      email_key: { type: DataTypes.STRING(254), allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      locale: localeColumn(),
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'waiting' },
      lapses: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      queued_at: { type: DataTypes.DATE, allowNull: false },
      token_hash: { type: DataTypes.CHAR(64), allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addConstraint('waiting_list_entries', {
    type: 'check',
    name: 'waiting_list_entries_quantity_check',
    fields: ['quantity'],
    where: literal('quantity >= 1 AND quantity <= 4'),
  });
  // Indexes after the CHECK: on SQLite, addConstraint rebuilds the table and drops its indexes.
  await qi.addIndex('waiting_list_entries', ['token_hash'], { unique: true, name: 'waiting_list_entries_token_hash_unique' });
  await qi.addIndex('waiting_list_entries', ['ticket_type_id', 'status', 'role'], { name: 'waiting_list_entries_type_status_role' });
  await qi.addIndex('waiting_list_entries', ['ticket_type_id', 'email_key'], { name: 'waiting_list_entries_type_email' });

  await qi.createTable(
    'waiting_list_offers',
    {
      id: idColumn(),
      entry_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'waiting_list_entries', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE' },
      ticket_type_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'ticket_types', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE' },
      role: { type: DataTypes.STRING(10), allowNull: true },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      token_hash: { type: DataTypes.CHAR(64), allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'open' },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      cart_id: { type: DataTypes.STRING(36), allowNull: true },
      order_id: { type: DataTypes.STRING(36), allowNull: true },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('waiting_list_offers', ['token_hash'], { unique: true, name: 'waiting_list_offers_token_hash_unique' });
  await qi.addIndex('waiting_list_offers', ['status', 'expires_at'], { name: 'waiting_list_offers_status_expires' });
  await qi.addIndex('waiting_list_offers', ['entry_id'], { name: 'waiting_list_offers_entry' });
  await qi.addIndex('waiting_list_offers', ['ticket_type_id', 'status'], { name: 'waiting_list_offers_type_status' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('waiting_list_offers');
  await qi.dropTable('waiting_list_entries');
};
