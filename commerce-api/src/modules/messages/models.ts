/**
 * Message: what a visitor sent through the chat bubble or the contact page, and the back-office's
 * answer. `email` is stored lowercased so « my messages » can match it against a verified account.
 */
import type { Locale } from '@kizomba/locales';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const MESSAGE_STATUSES = ['new', 'read', 'answered', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_MAX_LENGTH = 5000;
export const SUBJECT_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 120;
export const ORDER_NUMBER_MAX_LENGTH = 40;

export interface MessageAttributes {
  id: number;
  userId: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  orderNumber: string | null;
  status: MessageStatus;
  adminResponse: string | null;
  respondedAt: Date | null;
  respondedBy: number | null;
  replyReadAt: Date | null;
  /** The language the festival writes to this person in (src/i18n). */
  locale: Locale;
  createdAt: Date;
  updatedAt: Date;
}

export type MessageCreationAttributes = Optional<
  MessageAttributes,
  'id' | 'userId' | 'orderNumber' | 'status' | 'adminResponse' | 'respondedAt' | 'respondedBy' | 'replyReadAt' | 'locale' | 'createdAt' | 'updatedAt'
>;
export interface MessageInstance extends Model<MessageAttributes, MessageCreationAttributes>, MessageAttributes {}
export type MessageModel = ModelStatic<MessageInstance>;

export function defineMessage(sequelize: Sequelize): MessageModel {
  return sequelize.define<MessageInstance>(
    'Message',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      userId: { type: DataTypes.INTEGER, allowNull: true },
      name: { type: DataTypes.STRING(NAME_MAX_LENGTH), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      subject: { type: DataTypes.STRING(SUBJECT_MAX_LENGTH), allowNull: false },
      message: { type: DataTypes.TEXT, allowNull: false },
      orderNumber: { type: DataTypes.STRING(ORDER_NUMBER_MAX_LENGTH), allowNull: true },
      status: { type: DataTypes.ENUM(...MESSAGE_STATUSES), allowNull: false, defaultValue: 'new' },
      adminResponse: { type: DataTypes.TEXT, allowNull: true },
      respondedAt: { type: DataTypes.DATE, allowNull: true },
      respondedBy: { type: DataTypes.INTEGER, allowNull: true },
      replyReadAt: { type: DataTypes.DATE, allowNull: true },
      locale: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'fr' },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'messages', underscored: true },
  );
}

/** The inbox filter: the spec's words (`replied`) and the stored ones (`answered`) alike. */
export const MESSAGE_FILTERS = ['all', 'new', 'read', 'replied', 'answered', 'archived'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];
