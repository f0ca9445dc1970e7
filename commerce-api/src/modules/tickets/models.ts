/**
 * Ticket: one admission issued for one unit of a paid order line. `code` is the QR secret
 * (32 random bytes, base64url): unguessable, unique, and the only thing the QR code encodes.
 */
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const TICKET_STATUSES = ['valid', 'cancelled', 'refunded'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export interface TicketAttributes {
  id: number;
  orderId: string;
  orderItemId: number;
  ticketTypeId: number;
  code: string;
  holderName: string;
  status: TicketStatus;
  /** Door check-in (scanner module): when, and by which staff account (null once that account is gone). */
  checkedInAt: Date | null;
  checkedInBy: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export type TicketCreationAttributes = Optional<TicketAttributes, 'id' | 'status' | 'checkedInAt' | 'checkedInBy' | 'createdAt' | 'updatedAt'>;
export interface TicketInstance extends Model<TicketAttributes, TicketCreationAttributes>, TicketAttributes {}
export type TicketModel = ModelStatic<TicketInstance>;

export function defineTicket(sequelize: Sequelize): TicketModel {
  return sequelize.define<TicketInstance>(
    'Ticket',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      orderId: { type: DataTypes.STRING(36), allowNull: false },
      orderItemId: { type: DataTypes.INTEGER, allowNull: false },
      ticketTypeId: { type: DataTypes.INTEGER, allowNull: false },
      code: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      holderName: { type: DataTypes.STRING(200), allowNull: false },
      status: { type: DataTypes.ENUM(...TICKET_STATUSES), allowNull: false, defaultValue: 'valid' },
      checkedInAt: { type: DataTypes.DATE, allowNull: true },
      checkedInBy: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'tickets', underscored: true },
  );
}
