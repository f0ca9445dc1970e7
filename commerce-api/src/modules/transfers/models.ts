/**
 * TicketTransfer: a holder hands one ticket to someone else by e-mail. While `pending`, the
 * ticket's previous code is already revoked and nobody holds a valid one; the recipient's
 * acceptance (`accepted`) gives them a new code, the sender's cancellation (`cancelled`) or the
 * end of the window (`expired`) gives the sender a new one. Only the SHA-256 of the acceptance
 * link's token is stored.
 */
import type { Locale } from '@kizomba/locales';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const TRANSFER_STATUSES = ['pending', 'accepted', 'cancelled', 'expired'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export interface TicketTransferAttributes {
  id: number;
  ticketId: number;
  /** The sender's account (null once it is deleted). */
  fromUserId: number | null;
  fromEmail: string;
  toFirstName: string;
  toLastName: string;
  toEmail: string;
  /** The language the recipient is written to in (the sender's choice, the request's by default). */
  locale: Locale;
  tokenHash: string;
  status: TransferStatus;
  expiresAt: Date;
  decidedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type TicketTransferCreationAttributes = Optional<
  TicketTransferAttributes,
  'id' | 'fromUserId' | 'locale' | 'status' | 'decidedAt' | 'createdAt' | 'updatedAt'
>;
export interface TicketTransferInstance extends Model<TicketTransferAttributes, TicketTransferCreationAttributes>, TicketTransferAttributes {}
export type TicketTransferModel = ModelStatic<TicketTransferInstance>;

export function defineTicketTransfer(sequelize: Sequelize): TicketTransferModel {
  return sequelize.define<TicketTransferInstance>(
    'TicketTransfer',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      ticketId: { type: DataTypes.INTEGER, allowNull: false },
      fromUserId: { type: DataTypes.INTEGER, allowNull: true },
      fromEmail: { type: DataTypes.STRING(254), allowNull: false },
      toFirstName: { type: DataTypes.STRING(100), allowNull: false },
      toLastName: { type: DataTypes.STRING(100), allowNull: false },
      toEmail: { type: DataTypes.STRING(254), allowNull: false },
      locale: {
        type: DataTypes.STRING(2),
        allowNull: false,
        defaultValue: 'fr',
      },
      tokenHash: { type: DataTypes.CHAR(64), allowNull: false, unique: true },
      status: {
        type: DataTypes.STRING(10),
        allowNull: false,
        defaultValue: 'pending',
        validate: { isIn: [TRANSFER_STATUSES as unknown as string[]] },
      },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      decidedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'ticket_transfers', underscored: true },
  );
}
