/**
 * TicketResale: a ticket put up for resale at face value by its holder. While `listed`, the
 * ticket's seat is back on sale and the door refuses the ticket; the first paid order of its type
 * takes the oldest listing (`sold`): the seller's ticket is revoked and refunded (price − fee);
 * `cancelled` when the seller withdrew it and took the seat back.
 */
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const RESALE_STATUSES = ['listed', 'sold', 'cancelled'] as const;
export type ResaleStatus = (typeof RESALE_STATUSES)[number];

export interface TicketResaleAttributes {
  id: number;
  ticketId: number;
  ticketTypeId: number;
  sellerOrderId: string;
  sellerUserId: number | null;
  /** Face value: the ticket's share of what the seller paid. */
  priceCents: number;
  /** The organiser's fee kept on the refund (never above the price). */
  feeCents: number;
  status: ResaleStatus;
  buyerOrderId: string | null;
  /** The seller's refund row (kind 'resale'); null until sold, and when nothing is left to refund. */
  orderRefundId: number | null;
  /** When it was sold or withdrawn. */
  decidedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type TicketResaleCreationAttributes = Optional<
  TicketResaleAttributes,
  'id' | 'sellerUserId' | 'feeCents' | 'status' | 'buyerOrderId' | 'orderRefundId' | 'decidedAt' | 'createdAt' | 'updatedAt'
>;
export interface TicketResaleInstance extends Model<TicketResaleAttributes, TicketResaleCreationAttributes>, TicketResaleAttributes {}
export type TicketResaleModel = ModelStatic<TicketResaleInstance>;

export function defineTicketResale(sequelize: Sequelize): TicketResaleModel {
  return sequelize.define<TicketResaleInstance>(
    'TicketResale',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      ticketId: { type: DataTypes.INTEGER, allowNull: false },
      ticketTypeId: { type: DataTypes.INTEGER, allowNull: false },
      sellerOrderId: { type: DataTypes.STRING(36), allowNull: false },
      sellerUserId: { type: DataTypes.INTEGER, allowNull: true },
      priceCents: { type: DataTypes.INTEGER, allowNull: false, validate: { min: 0 } },
      feeCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'listed', validate: { isIn: [RESALE_STATUSES as unknown as string[]] } },
      buyerOrderId: { type: DataTypes.STRING(36), allowNull: true },
      orderRefundId: { type: DataTypes.INTEGER, allowNull: true },
      decidedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'ticket_resales', underscored: true },
  );
}
