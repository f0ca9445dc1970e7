import { DataTypes, literal } from 'sequelize';
import { TABLE_OPTIONS, idColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'orders',
    {
      // Random UUIDv4: the order id is a bearer secret (status page, retry, cart restore).
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      // What a person reads: KL-XXXXXXXX (random, unique).
      number: { type: DataTypes.STRING(16), allowNull: false },
      status: { type: DataTypes.ENUM('pending', 'processing', 'completed', 'failed'), allowNull: false, defaultValue: 'pending' },
      failure_reason: { type: DataTypes.STRING(40), allowNull: true },
      // The buyer's account, if any: guests have none.
      user_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      email: { type: DataTypes.STRING(254), allowNull: false },
      first_name: { type: DataTypes.STRING(100), allowNull: false },
      last_name: { type: DataTypes.STRING(100), allowNull: false },
      phone: { type: DataTypes.STRING(40), allowNull: false },
      // { line1, line2, postalCode, city, country, state, isInternational }
      billing_address: { type: DataTypes.JSON, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false, defaultValue: 'EUR' },
      subtotal_cents: { type: DataTypes.INTEGER, allowNull: false },
      discount_cents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      total_cents: { type: DataTypes.INTEGER, allowNull: false },
      promo_code_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'promo_codes', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      // Snapshot of the code as typed in the cart, kept even if the promo code row changes.
      promo_code: { type: DataTypes.STRING(64), allowNull: true },
      hold_expires_at: { type: DataTypes.DATE, allowNull: false },
      // True while the order's seats are counted in ticket_types.held_count.
      hold_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      stripe_session_id: { type: DataTypes.STRING(255), allowNull: true },
      stripe_payment_intent_id: { type: DataTypes.STRING(255), allowNull: true },
      // How many Checkout Sessions were created for this order (part of the idempotency key).
      stripe_session_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      paid_at: { type: DataTypes.DATE, allowNull: true },
      failed_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addConstraint('orders', {
    type: 'check',
    name: 'orders_amounts_check',
    fields: ['total_cents'],
    where: literal('subtotal_cents >= 0 AND discount_cents >= 0 AND discount_cents <= subtotal_cents AND total_cents = subtotal_cents - discount_cents'),
  });
  // Indexes after the CHECK (SQLite rebuilds the table on addConstraint and drops indexes).
  await qi.addIndex('orders', ['number'], { unique: true, name: 'orders_number_unique' });
  await qi.addIndex('orders', ['stripe_session_id'], { unique: true, name: 'orders_stripe_session_unique' });
  await qi.addIndex('orders', ['status', 'hold_expires_at'], { name: 'orders_status_hold' });
  await qi.addIndex('orders', ['email'], { name: 'orders_email' });
  await qi.addIndex('orders', ['user_id'], { name: 'orders_user' });

  await qi.createTable(
    'order_items',
    {
      id: idColumn(),
      order_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'orders', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE' },
      ticket_type_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'ticket_types', key: 'id' }, onDelete: 'RESTRICT', onUpdate: 'CASCADE' },
      // Snapshots: what the buyer saw and pays, whatever the ticket type becomes.
      name: { type: DataTypes.STRING(120), allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      unit_price_cents: { type: DataTypes.INTEGER, allowNull: false },
      // This line's share of the order discount (sum over lines = orders.discount_cents).
      discount_cents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addConstraint('order_items', {
    type: 'check',
    name: 'order_items_quantity_check',
    fields: ['quantity'],
    where: literal('quantity >= 1 AND unit_price_cents >= 0 AND discount_cents >= 0 AND discount_cents <= unit_price_cents * quantity'),
  });
  await qi.addIndex('order_items', ['order_id'], { name: 'order_items_order' });
  await qi.addIndex('order_items', ['ticket_type_id'], { name: 'order_items_ticket_type' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('order_items');
  await qi.dropTable('orders');
};
