import { DataTypes, literal } from 'sequelize';
import { TABLE_OPTIONS, idColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'promo_codes',
    {
      id: idColumn(),
      // Stored upper-case by the model.
      code: { type: DataTypes.STRING(64), allowNull: false },
      type: { type: DataTypes.ENUM('fixed', 'percentage'), allowNull: false },
      // Cents (fixed) or basis points (percentage, 10000 = 100 %).
      value: { type: DataTypes.INTEGER, allowNull: false },
      starts_at: { type: DataTypes.DATE, allowNull: true },
      ends_at: { type: DataTypes.DATE, allowNull: true },
      max_uses: { type: DataTypes.INTEGER, allowNull: true },
      // Paid orders only; incremented by a conditional UPDATE (PromoCodeService.registerUse).
      used_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      // Null: every ticket type. No DEFAULT on JSON (MySQL < 8.0.13).
      ticket_type_ids: { type: DataTypes.JSON, allowNull: true },
      min_subtotal_cents: { type: DataTypes.INTEGER, allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addConstraint('promo_codes', {
    type: 'check',
    name: 'promo_codes_values_check',
    fields: ['value'],
    where: literal(
      "value > 0 AND used_count >= 0 AND (max_uses IS NULL OR max_uses > 0) AND (min_subtotal_cents IS NULL OR min_subtotal_cents >= 0) AND (type <> 'percentage' OR value <= 10000)",
    ),
  });
  // After the CHECK: on SQLite, addConstraint rebuilds the table and drops its existing indexes.
  await qi.addIndex('promo_codes', ['code'], { unique: true, name: 'promo_codes_code_unique' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('promo_codes');
};
