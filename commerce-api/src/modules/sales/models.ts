/**
 * OrderRefund: one refund of an order from the back-office (docs/back-office.md « Sales, refunds… »).
 * The row is written `pending` before Stripe is called (its id is the idempotency key
 * `refund-<id>`), then `succeeded` together with the order and its tickets, or `failed`.
 */
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface OrderRefundAttributes {
  id: number;
  orderId: string;
  amountCents: number;
  stripeRefundId: string | null;
  status: RefundStatus;
  reason: string | null;
  /** Tickets this refund turned `refunded` (null: an amount only). */
  ticketIds: number[] | null;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export type OrderRefundCreationAttributes = Optional<
  OrderRefundAttributes,
  'id' | 'stripeRefundId' | 'status' | 'reason' | 'ticketIds' | 'createdBy' | 'createdAt' | 'updatedAt'
>;
export interface OrderRefundInstance extends Model<OrderRefundAttributes, OrderRefundCreationAttributes>, OrderRefundAttributes {}
export type OrderRefundModel = ModelStatic<OrderRefundInstance>;

export function defineOrderRefund(sequelize: Sequelize): OrderRefundModel {
  return sequelize.define<OrderRefundInstance>(
    'OrderRefund',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      orderId: { type: DataTypes.STRING(36), allowNull: false },
      amountCents: { type: DataTypes.INTEGER, allowNull: false, validate: { min: 1 } },
      stripeRefundId: { type: DataTypes.STRING(255), allowNull: true },
      status: { type: DataTypes.ENUM(...REFUND_STATUSES), allowNull: false, defaultValue: 'pending' },
      reason: { type: DataTypes.STRING(500), allowNull: true },
      ticketIds: { type: DataTypes.JSON, allowNull: true },
      createdBy: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'order_refunds', underscored: true },
  );
}
