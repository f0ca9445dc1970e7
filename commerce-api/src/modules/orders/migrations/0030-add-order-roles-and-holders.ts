/**
 * Orders of dance roles, named tickets and waiting-list offers.
 * `order_items.role`: the line's role (null: no role, or a couple line, which issues both);
 * `order_items.holders`: one `{ firstName, lastName, email, role }` per ticket slot of the line,
 * issued onto the tickets; `orders.waiting_offer_id`: the waiting-list offer this order consumed
 * (its seats were held by the offer); `order_refunds.kind`: 'refund' (seats go back on sale) or
 * 'resale' (a resold ticket's refund: its seat was given back when it was listed).
 */
import { DataTypes } from 'sequelize';
import { dropColumn, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.addColumn('order_items', 'role', { type: DataTypes.STRING(10), allowNull: true });
  await qi.addColumn('order_items', 'holders', { type: DataTypes.JSON, allowNull: true });
  await qi.addColumn('orders', 'waiting_offer_id', { type: DataTypes.INTEGER, allowNull: true });
  await qi.addColumn('order_refunds', 'kind', { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'refund' });
};

export const down: Migration = async ({ context: qi }) => {
  await dropColumn(qi, 'order_refunds', 'kind');
  await dropColumn(qi, 'orders', 'waiting_offer_id');
  await dropColumn(qi, 'order_items', 'holders');
  await dropColumn(qi, 'order_items', 'role');
};
