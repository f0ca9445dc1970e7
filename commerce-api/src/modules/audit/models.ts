/**
 * AuditLog: one row per back-office write (who, what, on which record, from where). Written by
 * `recordAudit` in the same transaction as the change it describes, so the log never claims a
 * change the database does not hold, and no change escapes the log. Rows are never updated.
 */
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const AUDIT_ACTION_MAX_LENGTH = 60;
export const AUDIT_TARGET_TYPE_MAX_LENGTH = 40;
export const AUDIT_TARGET_ID_MAX_LENGTH = 64;

export interface AuditLogAttributes {
  id: number;
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown> | null;
  ip: string | null;
  createdAt: Date;
}

export type AuditLogCreationAttributes = Optional<AuditLogAttributes, 'id' | 'actorId' | 'details' | 'ip' | 'createdAt'>;
export interface AuditLogInstance extends Model<AuditLogAttributes, AuditLogCreationAttributes>, AuditLogAttributes {}
export type AuditLogModel = ModelStatic<AuditLogInstance>;

export function defineAuditLog(sequelize: Sequelize): AuditLogModel {
  return sequelize.define<AuditLogInstance>(
    'AuditLog',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      actorId: { type: DataTypes.INTEGER, allowNull: true },
      action: { type: DataTypes.STRING(AUDIT_ACTION_MAX_LENGTH), allowNull: false },
      targetType: { type: DataTypes.STRING(AUDIT_TARGET_TYPE_MAX_LENGTH), allowNull: false },
      targetId: { type: DataTypes.STRING(AUDIT_TARGET_ID_MAX_LENGTH), allowNull: false },
      details: { type: DataTypes.JSON, allowNull: true },
      ip: { type: DataTypes.STRING(45), allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'audit_logs', underscored: true, updatedAt: false },
  );
}
