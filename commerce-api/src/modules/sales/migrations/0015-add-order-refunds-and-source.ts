/**
 * Back-office sales (docs/back-office.md « Sales, refunds… »): every refund of an order, full or
 * partial (`order_refunds`, one row per Stripe refund, its id making the Stripe idempotency key
 * `refund-<id>`), the running total already refunded (`orders.refunded_cents`), and where an order
 * came from (`orders.source`: bought, or claimed from an invitation at 0 €).
 */
import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, idColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  // addColumn, never changeColumn/addConstraint: on SQLite those rebuild the table and drop its indexes.
  await qi.addColumn('orders', 'source', {
    type: DataTypes.ENUM('purchase', 'invitation'),
    allowNull: false,
    defaultValue: 'purchase',
  });
  await qi.addColumn('orders', 'refunded_cents', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });

  await qi.createTable(
    'order_refunds',
    {
      id: idColumn(),
      order_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'orders', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE' },
      amount_cents: { type: DataTypes.INTEGER, allowNull: false },
      stripe_refund_id: { type: DataTypes.STRING(255), allowNull: true },
      status: { type: DataTypes.ENUM('pending', 'succeeded', 'failed'), allowNull: false, defaultValue: 'pending' },
      reason: { type: DataTypes.STRING(500), allowNull: true },
      // The tickets this refund turned `refunded` (null: an amount only).
      ticket_ids: { type: DataTypes.JSON, allowNull: true },
      created_by: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('order_refunds', ['order_id'], { name: 'order_refunds_order_id' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('order_refunds');
  if (qi.sequelize.getDialect() === 'sqlite') {
    // Sequelize's SQLite removeColumn rebuilds the table, losing its indexes; SQLite (≥ 3.35) drops in place.
    await qi.sequelize.query('ALTER TABLE `orders` DROP COLUMN `refunded_cents`');
    await qi.sequelize.query('ALTER TABLE `orders` DROP COLUMN `source`');
    return;
  }
  await qi.removeColumn('orders', 'refunded_cents');
  await qi.removeColumn('orders', 'source');
};
