/**
 * Cart lines per dance role and carts made from a waiting-list offer.
 * `cart_items.role` ('leader' | 'follower', null for a type without roles): a cart holds one line
 * per (ticket type, role), so the unique (cart_id, ticket_type_id) index gives way to a plain index
 * on cart_id (the cart row lock keeps one line per pair). `carts.waiting_offer_id`: the offer whose
 * seats this cart's lines are (its lines cannot grow; the checkout consumes the offer).
 */
import { DataTypes } from 'sequelize';
import { dropColumn, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.addColumn('cart_items', 'role', { type: DataTypes.STRING(10), allowNull: true });
  await qi.addColumn('carts', 'waiting_offer_id', { type: DataTypes.INTEGER, allowNull: true });
  // The new index first: MySQL refuses to drop the one its cart_id foreign key relies on.
  await qi.addIndex('cart_items', ['cart_id'], { name: 'cart_items_cart_id' });
  await qi.removeIndex('cart_items', 'cart_items_cart_ticket_unique');
};

export const down: Migration = async ({ context: qi }) => {
  // Lines of the same type with different roles cannot fit the unique index again: merged into the first.
  const [rows] = (await qi.sequelize.query(
    'SELECT cart_id, ticket_type_id, MIN(id) AS keep_id, SUM(quantity) AS total FROM cart_items GROUP BY cart_id, ticket_type_id HAVING COUNT(*) > 1',
  )) as [Array<{ cart_id: string; ticket_type_id: number; keep_id: number; total: number }>, unknown];
  for (const row of rows) {
    await qi.sequelize.query('DELETE FROM cart_items WHERE cart_id = ? AND ticket_type_id = ? AND id <> ?', {
      replacements: [row.cart_id, row.ticket_type_id, row.keep_id],
    });
    await qi.sequelize.query('UPDATE cart_items SET quantity = ? WHERE id = ?', { replacements: [Math.min(Number(row.total), 10), row.keep_id] });
  }
  await qi.addIndex('cart_items', ['cart_id', 'ticket_type_id'], { unique: true, name: 'cart_items_cart_ticket_unique' });
  await qi.removeIndex('cart_items', 'cart_items_cart_id');
  await dropColumn(qi, 'carts', 'waiting_offer_id');
  await dropColumn(qi, 'cart_items', 'role');
};
