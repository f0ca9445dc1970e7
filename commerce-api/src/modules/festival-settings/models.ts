/**
 * FestivalSettings: the organiser's settings, one row (id 1); see migration 0034. A missing row
 * or a null column means the default (festival-settings/service.ts `getFestivalSettings`).
 */
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const FESTIVAL_SETTINGS_ID = 1;

export interface FestivalSettingsAttributes {
  id: number;
  transferDeadline: Date | null;
  resaleEnabled: boolean;
  resaleFeeCents: number;
  offerHours: number[] | null;
  offerThresholdDays: number[] | null;
  updatedBy: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export type FestivalSettingsCreationAttributes = Optional<
  FestivalSettingsAttributes,
  'transferDeadline' | 'resaleEnabled' | 'resaleFeeCents' | 'offerHours' | 'offerThresholdDays' | 'updatedBy' | 'createdAt' | 'updatedAt'
>;
export interface FestivalSettingsInstance extends Model<FestivalSettingsAttributes, FestivalSettingsCreationAttributes>, FestivalSettingsAttributes {}
export type FestivalSettingsModel = ModelStatic<FestivalSettingsInstance>;

export function defineFestivalSettings(sequelize: Sequelize): FestivalSettingsModel {
  return sequelize.define<FestivalSettingsInstance>(
    'FestivalSettings',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true },
      transferDeadline: { type: DataTypes.DATE, allowNull: true },
      resaleEnabled: {
        type: DataTypes.BOOLEAN,
        allowNull: false,
        defaultValue: true,
      },
      resaleFeeCents: {
        type: DataTypes.INTEGER,
        allowNull: false,
        defaultValue: 0,
        validate: { min: 0 },
      },
      offerHours: { type: DataTypes.JSON, allowNull: true },
      offerThresholdDays: { type: DataTypes.JSON, allowNull: true },
      updatedBy: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'festival_settings', underscored: true },
  );
}
