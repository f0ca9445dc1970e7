import { DataTypes, literal } from 'sequelize';
import { TABLE_OPTIONS, idColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

/**
 * Invitations (docs/back-office.md « Promo codes and invitations »): free tickets sent by the
 * back-office. Only the SHA-256 of the link's token is stored; `sent` → `claimed` by one
 * conditional UPDATE; the claimed order (0 €, `source = 'invitation'`) is linked by `order_id`.
 */
export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'invitations',
    {
      id: idColumn(),
      token_hash: { type: DataTypes.CHAR(64), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      ticket_type_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'ticket_types', key: 'id' }, onDelete: 'RESTRICT', onUpdate: 'CASCADE' },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      message: { type: DataTypes.TEXT, allowNull: true },
      status: { type: DataTypes.ENUM('sent', 'claimed', 'revoked'), allowNull: false, defaultValue: 'sent' },
      // Set by the service (30 days after creation unless the admin chose a date): no portable DATETIME default.
      expires_at: { type: DataTypes.DATE, allowNull: false },
      created_by: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      claimed_at: { type: DataTypes.DATE, allowNull: true },
      order_id: { type: DataTypes.STRING(36), allowNull: true, references: { model: 'orders', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addConstraint('invitations', {
    type: 'check',
    name: 'invitations_quantity_check',
    fields: ['quantity'],
    where: literal('quantity >= 1 AND quantity <= 10'),
  });
  // Indexes after the CHECK: on SQLite, addConstraint rebuilds the table and drops its indexes.
  await qi.addIndex('invitations', ['token_hash'], { unique: true, name: 'invitations_token_hash_unique' });
  await qi.addIndex('invitations', ['status', 'expires_at'], { name: 'invitations_status_expires' });
  await qi.addIndex('invitations', ['created_at'], { name: 'invitations_created_at' });
  await qi.addIndex('invitations', ['ticket_type_id'], { name: 'invitations_ticket_type' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('invitations');
};
