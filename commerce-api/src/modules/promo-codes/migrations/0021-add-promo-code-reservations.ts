/**
 * `promo_codes.reserved_count`: uses reserved by unpaid orders (docs/purchase-flow.md « Promo
 * codes »). Checkout reserves with `used_count + reserved_count < max_uses`, so a limited code is
 * never handed out more often than `max_uses`, even to concurrent checkouts.
 */
import { DataTypes } from 'sequelize';
import type { Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.addColumn('promo_codes', 'reserved_count', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
};

export const down: Migration = async ({ context: qi }) => {
  if (qi.sequelize.getDialect() === 'sqlite') {
    await qi.sequelize.query('ALTER TABLE `promo_codes` DROP COLUMN `reserved_count`');
    return;
  }
  await qi.removeColumn('promo_codes', 'reserved_count');
};
