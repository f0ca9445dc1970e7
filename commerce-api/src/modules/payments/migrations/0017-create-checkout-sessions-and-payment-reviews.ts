/**
 * Payment truth (docs/purchase-flow.md « Which session may pay an order »): every Checkout Session
 * this API created, per order (`checkout_sessions`; only those may fulfil it), and every paid
 * session that was refused and refunded instead (`payment_reviews`, shown « À vérifier » in the
 * back-office).
 */
import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, idColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'checkout_sessions',
    {
      id: idColumn(),
      order_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'orders', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE' },
      stripe_session_id: { type: DataTypes.STRING(255), allowNull: false },
      // What the session was created to collect: a paid session must carry exactly this.
      amount_cents: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      // Last time the status page re-fetched this session from Stripe (one per window, all replicas).
      last_checked_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('checkout_sessions', ['stripe_session_id'], { unique: true, name: 'checkout_sessions_stripe_session_unique' });
  await qi.addIndex('checkout_sessions', ['order_id'], { name: 'checkout_sessions_order' });

  // Sessions created before this table existed: the current one of each order, as it was created.
  await qi.sequelize.query(
    `INSERT INTO checkout_sessions (order_id, stripe_session_id, amount_cents, currency, created_at, updated_at)
     SELECT id, stripe_session_id, total_cents, 'eur', created_at, updated_at FROM orders WHERE stripe_session_id IS NOT NULL`,
  );

  await qi.createTable(
    'payment_reviews',
    {
      id: idColumn(),
      // The order the session named (metadata or client_reference_id), if it exists; kept when the order goes.
      order_id: { type: DataTypes.STRING(36), allowNull: true, references: { model: 'orders', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      // One review per session: a re-delivered event or a re-fetch finds it and refunds nothing twice.
      stripe_session_id: { type: DataTypes.STRING(255), allowNull: false },
      // 'foreign_session' | 'amount_mismatch' | 'currency_mismatch' | 'unpaid_session'
      reason: { type: DataTypes.STRING(40), allowNull: false },
      amount_cents: { type: DataTypes.INTEGER, allowNull: true },
      currency: { type: DataTypes.STRING(3), allowNull: true },
      payment_status: { type: DataTypes.STRING(30), allowNull: true },
      stripe_payment_intent_id: { type: DataTypes.STRING(255), allowNull: true },
      // Null when there was nothing to refund (no payment taken).
      stripe_refund_id: { type: DataTypes.STRING(255), allowNull: true },
      refunded_cents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('payment_reviews', ['stripe_session_id'], { unique: true, name: 'payment_reviews_stripe_session_unique' });
  await qi.addIndex('payment_reviews', ['order_id'], { name: 'payment_reviews_order' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('payment_reviews');
  await qi.dropTable('checkout_sessions');
};
