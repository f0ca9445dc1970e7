/**
 * The organiser's settings for the festival, one row (id 1): the deadline for name changes and
 * transfers (null: until the doors), whether resale is open and its fee (cents kept on each
 * resold ticket's refund), and the waiting-list offer windows (hours per distance to the festival;
 * null: the defaults). No row means every default.
 */
import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'festival_settings',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
      transfer_deadline: { type: DataTypes.DATE, allowNull: true },
      resale_enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      resale_fee_cents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      offer_hours: { type: DataTypes.JSON, allowNull: true },
      offer_threshold_days: { type: DataTypes.JSON, allowNull: true },
      updated_by: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('festival_settings');
};
