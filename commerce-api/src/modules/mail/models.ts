/**
 * OutboxMessage: an e-mail to send, persisted in the same transaction as the business event that
 * causes it (transactional outbox), so a crash or an SMTP outage loses none. The worker renders
 * it at send time from `kind` + `payload`, sends it, and marks it `sent` once.
 */
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxMessageAttributes {
  id: number;
  kind: string;
  dedupeKey: string;
  recipient: string;
  payload: Record<string, unknown>;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lockedUntil: Date | null;
  lastError: string | null;
  messageId: string | null;
  subject: string | null;
  emlPath: string | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type OutboxMessageCreationAttributes = Optional<
  OutboxMessageAttributes,
  'id' | 'status' | 'attempts' | 'lockedUntil' | 'lastError' | 'messageId' | 'subject' | 'emlPath' | 'sentAt' | 'createdAt' | 'updatedAt'
>;
export interface OutboxMessageInstance extends Model<OutboxMessageAttributes, OutboxMessageCreationAttributes>, OutboxMessageAttributes {}
export type OutboxMessageModel = ModelStatic<OutboxMessageInstance>;

export function defineOutboxMessage(sequelize: Sequelize): OutboxMessageModel {
  return sequelize.define<OutboxMessageInstance>(
    'OutboxMessage',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      kind: { type: DataTypes.STRING(60), allowNull: false },
      dedupeKey: { type: DataTypes.STRING(191), allowNull: false, unique: true },
      recipient: { type: DataTypes.STRING(254), allowNull: false },
      payload: { type: DataTypes.JSON, allowNull: false },
      status: { type: DataTypes.ENUM(...OUTBOX_STATUSES), allowNull: false, defaultValue: 'pending' },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      nextAttemptAt: { type: DataTypes.DATE, allowNull: false },
      lockedUntil: { type: DataTypes.DATE, allowNull: true },
      lastError: { type: DataTypes.TEXT, allowNull: true },
      messageId: { type: DataTypes.STRING(255), allowNull: true },
      subject: { type: DataTypes.STRING(255), allowNull: true },
      emlPath: { type: DataTypes.STRING(500), allowNull: true },
      sentAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'outbox_messages', underscored: true },
  );
}
