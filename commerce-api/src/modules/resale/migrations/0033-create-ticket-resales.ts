import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, idColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

/**
 * Tickets put up for resale at face value (docs/accounts.md « Resale »). A listing is `listed`
 * while its seat is back on sale, `sold` once a new buyer's paid order took it (`buyer_order_id`,
 * the seller's refund `order_refund_id`), `cancelled` when the seller withdrew it. `ticket_type_id`
 * is the ticket's, copied so a fulfilment finds the oldest listing of a type through one index.
 */
export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'ticket_resales',
    {
      id: idColumn(),
      ticket_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'tickets', key: 'id' }, onDelete: 'RESTRICT', onUpdate: 'CASCADE' },
      ticket_type_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'ticket_types', key: 'id' }, onDelete: 'RESTRICT', onUpdate: 'CASCADE' },
      seller_order_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'orders', key: 'id' }, onDelete: 'RESTRICT', onUpdate: 'CASCADE' },
      seller_user_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      price_cents: { type: DataTypes.INTEGER, allowNull: false },
      fee_cents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'listed' },
      buyer_order_id: { type: DataTypes.STRING(36), allowNull: true, references: { model: 'orders', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      order_refund_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'order_refunds', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      // When it was sold or withdrawn.
      decided_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('ticket_resales', ['ticket_type_id', 'status', 'id'], { name: 'ticket_resales_type_status' });
  await qi.addIndex('ticket_resales', ['ticket_id', 'status'], { name: 'ticket_resales_ticket_status' });
  await qi.addIndex('ticket_resales', ['seller_order_id'], { name: 'ticket_resales_seller_order' });
  await qi.addIndex('ticket_resales', ['buyer_order_id'], { name: 'ticket_resales_buyer_order' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('ticket_resales');
};
