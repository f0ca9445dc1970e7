import { DataTypes, literal } from 'sequelize';
import { TABLE_OPTIONS, idColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'carts',
    {
      // Random UUIDv4: the cart id is its only credential (bearer-by-id).
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      promo_code_id: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'promo_codes', key: 'id' },
        onDelete: 'SET NULL',
        onUpdate: 'CASCADE',
      },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('carts', ['expires_at'], { name: 'carts_expires_at' });

  await qi.createTable(
    'cart_items',
    {
      id: idColumn(),
      cart_id: {
        type: DataTypes.STRING(36),
        allowNull: false,
        references: { model: 'carts', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      ticket_type_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'ticket_types', key: 'id' },
        onDelete: 'RESTRICT',
        onUpdate: 'CASCADE',
      },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      unit_price_cents: { type: DataTypes.INTEGER, allowNull: false },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addConstraint('cart_items', {
    type: 'check',
    name: 'cart_items_quantity_check',
    fields: ['quantity'],
    where: literal('quantity >= 1 AND quantity <= 10 AND unit_price_cents >= 0'),
  });
  // After the CHECK: on SQLite, addConstraint rebuilds the table and drops its existing indexes.
  // One line per ticket type; also the index behind "lines of this cart".
  await qi.addIndex('cart_items', ['cart_id', 'ticket_type_id'], { unique: true, name: 'cart_items_cart_ticket_unique' });
  await qi.addIndex('cart_items', ['ticket_type_id'], { name: 'cart_items_ticket_type' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('cart_items');
  await qi.dropTable('carts');
};
