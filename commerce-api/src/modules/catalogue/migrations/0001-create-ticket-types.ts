import { DataTypes, literal } from 'sequelize';
import { TABLE_OPTIONS, idColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'ticket_types',
    {
      id: idColumn(),
      slug: { type: DataTypes.STRING(64), allowNull: false },
      name: { type: DataTypes.STRING(120), allowNull: false },
      // No DEFAULT: MySQL < 8.0.13 refuses defaults on TEXT/JSON; the model supplies them.
      description: { type: DataTypes.TEXT, allowNull: false },
      includes: { type: DataTypes.JSON, allowNull: false },
      category: { type: DataTypes.ENUM('pass', 'night', 'workshop'), allowNull: false },
      price_cents: { type: DataTypes.INTEGER, allowNull: false },
      // Signed on purpose: MySQL raises "BIGINT UNSIGNED value is out of range" when an
      // intermediate like `quota - sold_count - held_count` goes negative on UNSIGNED columns,
      // which would break the conditional reservation UPDATE instead of just not matching.
      quota: { type: DataTypes.INTEGER, allowNull: false },
      sold_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      held_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      sales_start: { type: DataTypes.DATE, allowNull: false },
      sales_end: { type: DataTypes.DATE, allowNull: false },
      valid_days: { type: DataTypes.JSON, allowNull: false },
      highlighted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      visible: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      sort_order: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('ticket_types', ['slug'], { unique: true, name: 'ticket_types_slug_unique' });
  await qi.addIndex('ticket_types', ['visible', 'sort_order'], { name: 'ticket_types_visible_sort' });
  // Last line of defence against overselling: even a buggy UPDATE cannot push sold + held past
  // the quota or below zero (enforced by SQLite, MariaDB ≥ 10.2 and MySQL ≥ 8.0.16). Lowering a
  // quota under what is already sold/held is refused too; the admin module must say so in French.
  await qi.addConstraint('ticket_types', {
    type: 'check',
    name: 'ticket_types_inventory_check',
    fields: ['quota'],
    where: literal(
      'price_cents >= 0 AND quota >= 0 AND sold_count >= 0 AND held_count >= 0 AND sold_count + held_count <= quota',
    ),
  });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('ticket_types');
};
