import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'stripe_events',
    {
      // Stripe's event id (evt_…): the primary key is what makes a duplicate delivery a no-op.
      id: { type: DataTypes.STRING(255), primaryKey: true, allowNull: false },
      type: { type: DataTypes.STRING(100), allowNull: false },
      // The checkout session (cs_…) or other object the event is about.
      object_id: { type: DataTypes.STRING(255), allowNull: true },
      order_id: { type: DataTypes.STRING(36), allowNull: true },
      // What the handler did: 'fulfilled', 'failed', 'processing', 'ignored', 'unknown-order'…
      outcome: { type: DataTypes.STRING(40), allowNull: false },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('stripe_events', ['order_id'], { name: 'stripe_events_order' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('stripe_events');
};
