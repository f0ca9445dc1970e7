/**
 * Order and OrderItem: what a buyer committed to at checkout (docs/purchase-flow.md), and
 * OrderRefund: the back-office's refunds of it (docs/back-office.md « Sales, refunds… »).
 *
 * An order snapshots everything that may change later (names, unit prices, the discount and its
 * split over the lines, the buyer's details) so that what was paid is what is shown and issued.
 * The order id is a random UUIDv4 (a bearer secret for the guest's status page); `number` is the
 * short random reference a person reads (KL-XXXXXXXX). While `holdActive`, the order's seats are
 * counted in `ticket_types.held_count`; fulfilment moves them to `sold_count`, failure releases them.
 */
import type { BillingAddress } from '@kizomba/checkout-rules';
import type { Locale } from '@kizomba/locales';
import type { DanceRole } from '@kizomba/api-contract/catalogue';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Why an order failed (French texts live with the presenters). */
export const ORDER_FAILURE_REASONS = ['payment_failed', 'expired', 'canceled', 'sold_out_after_payment'] as const;
export type OrderFailureReason = (typeof ORDER_FAILURE_REASONS)[number];

/**
 * Seats are held this long after checkout (`CHECKOUT_HOLD_MINUTES`): long enough to reach the
 * payment page, short enough that an order nobody pays for soon gives its seats back. Opening the
 * payment page extends the hold to the Stripe session's 30 minutes (payments module).
 */
export const DEFAULT_HOLD_MINUTES = 10;

/** Where an order came from: bought at checkout, or claimed from an invitation (0 €). */
export const ORDER_SOURCES = ['purchase', 'invitation'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** The billing address as the checkout form's rules define it. */
export type { BillingAddress };

export interface OrderAttributes {
  id: string;
  number: string;
  status: OrderStatus;
  failureReason: OrderFailureReason | null;
  userId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  billingAddress: BillingAddress;
  currency: 'EUR';
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  promoCodeId: number | null;
  promoCode: string | null;
  holdExpiresAt: Date;
  holdActive: boolean;
  stripeSessionId: string | null;
  stripePaymentIntentId: string | null;
  stripeSessionCount: number;
  paidAt: Date | null;
  failedAt: Date | null;
  source: OrderSource;
  /** Sum of the succeeded refunds (modules/sales), never above totalCents. */
  refundedCents: number;
  /** Keyed hash of the buyer's client address (`clientKeyOf`); null for invitations and older orders. */
  clientKey: string | null;
  /** The buyer's e-mail as the hold caps compare it (`emailKeyOf`); null for invitations and older orders. */
  emailKey: string | null;
  /** True while this unpaid order reserves one use of its promo code (`promo_codes.reserved_count`). */
  promoReserved: boolean;
  /** The language the buyer bought in (the checkout request's): Stripe page, e-mail and PDF tickets. */
  locale: Locale;
  /** The waiting-list offer this order consumed (its seats were held by the offer); null otherwise. */
  waitingOfferId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export type OrderCreationAttributes = Optional<
  OrderAttributes,
  | 'status'
  | 'failureReason'
  | 'userId'
  | 'currency'
  | 'discountCents'
  | 'promoCodeId'
  | 'promoCode'
  | 'holdActive'
  | 'stripeSessionId'
  | 'stripePaymentIntentId'
  | 'stripeSessionCount'
  | 'paidAt'
  | 'failedAt'
  | 'source'
  | 'refundedCents'
  | 'clientKey'
  | 'emailKey'
  | 'promoReserved'
  | 'locale'
  | 'waitingOfferId'
  | 'createdAt'
  | 'updatedAt'
>;
export interface OrderInstance extends Model<OrderAttributes, OrderCreationAttributes>, OrderAttributes {}
export type OrderModel = ModelStatic<OrderInstance>;

/** Who one ticket of a line is for (the buyer by default) and, for role tickets, in which role. */
export interface OrderItemHolder {
  firstName: string;
  lastName: string;
  email: string;
  role: DanceRole | null;
}

/** A line's holders as stored (array, JSON text or null) → the list, or null. */
export function orderItemHolders(value: unknown): OrderItemHolder[] | null {
  if (value === null || value === undefined) return null;
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? (list as OrderItemHolder[]) : null;
}

export interface OrderItemAttributes {
  id: number;
  orderId: string;
  ticketTypeId: number;
  /** The line's role on a balanced type; null for a type without roles and for couple lines. */
  role: DanceRole | null;
  /** One holder per ticket slot of the line (`quantity` × tickets per unit), in issue order; null: the buyer. */
  holders: OrderItemHolder[] | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
  /** This line's share of the order's discount. */
  discountCents: number;
  createdAt: Date;
  updatedAt: Date;
}

export type OrderItemCreationAttributes = Optional<OrderItemAttributes, 'id' | 'role' | 'holders' | 'discountCents' | 'createdAt' | 'updatedAt'>;
export interface OrderItemInstance extends Model<OrderItemAttributes, OrderItemCreationAttributes>, OrderItemAttributes {}
export type OrderItemModel = ModelStatic<OrderItemInstance>;

export function defineOrder(sequelize: Sequelize): OrderModel {
  return sequelize.define<OrderInstance>(
    'Order',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      number: { type: DataTypes.STRING(16), allowNull: false, unique: true },
      status: { type: DataTypes.ENUM(...ORDER_STATUSES), allowNull: false, defaultValue: 'pending' },
      failureReason: { type: DataTypes.STRING(40), allowNull: true },
      userId: { type: DataTypes.INTEGER, allowNull: true },
      email: { type: DataTypes.STRING(254), allowNull: false },
      firstName: { type: DataTypes.STRING(100), allowNull: false },
      lastName: { type: DataTypes.STRING(100), allowNull: false },
      phone: { type: DataTypes.STRING(40), allowNull: false },
      billingAddress: { type: DataTypes.JSON, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false, defaultValue: 'EUR' },
      subtotalCents: { type: DataTypes.INTEGER, allowNull: false, validate: { min: 0 } },
      discountCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      totalCents: { type: DataTypes.INTEGER, allowNull: false, validate: { min: 0 } },
      promoCodeId: { type: DataTypes.INTEGER, allowNull: true },
      promoCode: { type: DataTypes.STRING(64), allowNull: true },
      holdExpiresAt: { type: DataTypes.DATE, allowNull: false },
      holdActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      stripeSessionId: { type: DataTypes.STRING(255), allowNull: true, unique: true },
      stripePaymentIntentId: { type: DataTypes.STRING(255), allowNull: true },
      stripeSessionCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      paidAt: { type: DataTypes.DATE, allowNull: true },
      failedAt: { type: DataTypes.DATE, allowNull: true },
      source: { type: DataTypes.ENUM(...ORDER_SOURCES), allowNull: false, defaultValue: 'purchase' },
      refundedCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      clientKey: { type: DataTypes.STRING(64), allowNull: true },
      emailKey: { type: DataTypes.STRING(254), allowNull: true },
      promoReserved: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      locale: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'fr' },
      waitingOfferId: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'orders', underscored: true },
  );
}

export function defineOrderItem(sequelize: Sequelize): OrderItemModel {
  return sequelize.define<OrderItemInstance>(
    'OrderItem',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      orderId: { type: DataTypes.STRING(36), allowNull: false },
      ticketTypeId: { type: DataTypes.INTEGER, allowNull: false },
      role: { type: DataTypes.STRING(10), allowNull: true },
      holders: {
        type: DataTypes.JSON,
        allowNull: true,
        // MariaDB may hand a JSON column back as text: always read a list (or null).
        get(this: OrderItemInstance) {
          return orderItemHolders(this.getDataValue('holders'));
        },
      },
      name: { type: DataTypes.STRING(120), allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false, validate: { min: 1 } },
      unitPriceCents: { type: DataTypes.INTEGER, allowNull: false, validate: { min: 0 } },
      discountCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'order_items', underscored: true },
  );
}

/**
 * OrderRefund: one refund of an order from the back-office. The row is written `pending` before
 * Stripe is called (its id is the idempotency key `refund-<id>`), then `succeeded` together with
 * the order and its tickets, or `failed`.
 */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** 'refund': the refunded tickets' seats go back on sale; 'resale': a resold ticket's seat was given back when it was listed. */
export const REFUND_KINDS = ['refund', 'resale'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

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
  kind: RefundKind;
  createdAt: Date;
  updatedAt: Date;
}

export type OrderRefundCreationAttributes = Optional<
  OrderRefundAttributes,
  'id' | 'stripeRefundId' | 'status' | 'reason' | 'ticketIds' | 'createdBy' | 'kind' | 'createdAt' | 'updatedAt'
>;
export interface OrderRefundInstance extends Model<OrderRefundAttributes, OrderRefundCreationAttributes>, OrderRefundAttributes {}
export type OrderRefundModel = ModelStatic<OrderRefundInstance>;

/** A refund row's ticket ids as stored (array, JSON text or null) → ids, or null for « an amount only ». */
export function refundTicketIds(value: unknown): number[] | null {
  if (value === null || value === undefined) return null;
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.map(Number).filter(Number.isSafeInteger) : [];
}

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
      ticketIds: {
        type: DataTypes.JSON,
        allowNull: true,
        // MariaDB may hand a JSON column back as text: always read a list of ids (or null).
        get(this: OrderRefundInstance) {
          return refundTicketIds(this.getDataValue('ticketIds'));
        },
      },
      createdBy: { type: DataTypes.INTEGER, allowNull: true },
      kind: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'refund', validate: { isIn: [[...REFUND_KINDS]] } },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'order_refunds', underscored: true },
  );
}
