/**
 * Fair holds (docs/purchase-flow.md « Fair holds »): each order remembers who made it — a keyed
 * hash of the client address (`client_key`) and the normalised e-mail (`email_key`) — so checkout
 * can count a buyer's unpaid holds in the database, and whether it still reserves a use of its
 * promo code (`promo_reserved`). `checkout_buyer_locks` has one row per client key / e-mail key:
 * checkout locks those rows first, so two checkouts of the same buyer count their holds one after
 * the other, on every API replica.
 */
import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  // addColumn, never changeColumn/addConstraint: on SQLite those rebuild the table and drop its indexes.
  await qi.addColumn('orders', 'client_key', { type: DataTypes.STRING(64), allowNull: true });
  await qi.addColumn('orders', 'email_key', { type: DataTypes.STRING(254), allowNull: true });
  await qi.addColumn('orders', 'promo_reserved', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
  await qi.addIndex('orders', ['client_key', 'status'], { name: 'orders_client_key_status' });
  await qi.addIndex('orders', ['email_key', 'status'], { name: 'orders_email_key_status' });

  await qi.createTable(
    'checkout_buyer_locks',
    {
      lock_key: { type: DataTypes.STRING(300), primaryKey: true, allowNull: false },
      touched_at: { type: DataTypes.DATE, allowNull: false },
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('checkout_buyer_locks', ['touched_at'], { name: 'checkout_buyer_locks_touched_at' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('checkout_buyer_locks');
  await qi.removeIndex('orders', 'orders_email_key_status');
  await qi.removeIndex('orders', 'orders_client_key_status');
  if (qi.sequelize.getDialect() === 'sqlite') {
    // Sequelize's SQLite removeColumn rebuilds the table, losing its indexes; SQLite (≥ 3.35) drops in place.
    await qi.sequelize.query('ALTER TABLE `orders` DROP COLUMN `promo_reserved`');
    await qi.sequelize.query('ALTER TABLE `orders` DROP COLUMN `email_key`');
    await qi.sequelize.query('ALTER TABLE `orders` DROP COLUMN `client_key`');
    return;
  }
  await qi.removeColumn('orders', 'promo_reserved');
  await qi.removeColumn('orders', 'email_key');
  await qi.removeColumn('orders', 'client_key');
};
