/**
 * StripeEvent: every webhook event processed, by Stripe's id. Inserting the id is the first step
 * of handling an event, in the same transaction as its effects: a duplicate delivery finds the
 * row and changes nothing (Stripe may deliver an event several times).
 */
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export interface StripeEventAttributes {
  id: string;
  type: string;
  objectId: string | null;
  orderId: string | null;
  outcome: string;
  createdAt: Date;
  updatedAt: Date;
}

export type StripeEventCreationAttributes = Optional<StripeEventAttributes, 'objectId' | 'orderId' | 'createdAt' | 'updatedAt'>;
export interface StripeEventInstance extends Model<StripeEventAttributes, StripeEventCreationAttributes>, StripeEventAttributes {}
export type StripeEventModel = ModelStatic<StripeEventInstance>;

export function defineStripeEvent(sequelize: Sequelize): StripeEventModel {
  return sequelize.define<StripeEventInstance>(
    'StripeEvent',
    {
      id: { type: DataTypes.STRING(255), primaryKey: true, allowNull: false },
      type: { type: DataTypes.STRING(100), allowNull: false },
      objectId: { type: DataTypes.STRING(255), allowNull: true },
      orderId: { type: DataTypes.STRING(36), allowNull: true },
      outcome: { type: DataTypes.STRING(40), allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'stripe_events', underscored: true },
  );
}

/**
 * CheckoutSession: a Checkout Session this API created for an order, with what it was created to
 * collect. Only a recorded session may fulfil its order (docs/purchase-flow.md).
 */
export interface CheckoutSessionAttributes {
  id: number;
  orderId: string;
  stripeSessionId: string;
  amountCents: number;
  /** Lower case, as Stripe writes it ('eur'). */
  currency: string;
  /** The status page's last re-fetch of this session from Stripe. */
  lastCheckedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type CheckoutSessionCreationAttributes = Optional<CheckoutSessionAttributes, 'id' | 'lastCheckedAt' | 'createdAt' | 'updatedAt'>;
export interface CheckoutSessionInstance extends Model<CheckoutSessionAttributes, CheckoutSessionCreationAttributes>, CheckoutSessionAttributes {}
export type CheckoutSessionModel = ModelStatic<CheckoutSessionInstance>;

export function defineCheckoutSession(sequelize: Sequelize): CheckoutSessionModel {
  return sequelize.define<CheckoutSessionInstance>(
    'CheckoutSession',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      orderId: { type: DataTypes.STRING(36), allowNull: false },
      stripeSessionId: { type: DataTypes.STRING(255), allowNull: false, unique: true },
      amountCents: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      lastCheckedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'checkout_sessions', underscored: true },
  );
}

/** Why a paid session was refused instead of fulfilling an order. */
export const PAYMENT_REVIEW_REASONS = ['foreign_session', 'amount_mismatch', 'currency_mismatch', 'unpaid_session'] as const;
export type PaymentReviewReason = (typeof PAYMENT_REVIEW_REASONS)[number];

/**
 * PaymentReview: a completed Checkout Session that did not fulfil anything and was refunded in
 * full (one row per session). Its order, when it named one of ours, shows « À vérifier ».
 */
export interface PaymentReviewAttributes {
  id: number;
  orderId: string | null;
  stripeSessionId: string;
  reason: PaymentReviewReason;
  amountCents: number | null;
  currency: string | null;
  paymentStatus: string | null;
  stripePaymentIntentId: string | null;
  stripeRefundId: string | null;
  refundedCents: number;
  createdAt: Date;
  updatedAt: Date;
}

export type PaymentReviewCreationAttributes = Optional<
  PaymentReviewAttributes,
  'id' | 'orderId' | 'amountCents' | 'currency' | 'paymentStatus' | 'stripePaymentIntentId' | 'stripeRefundId' | 'refundedCents' | 'createdAt' | 'updatedAt'
>;
export interface PaymentReviewInstance extends Model<PaymentReviewAttributes, PaymentReviewCreationAttributes>, PaymentReviewAttributes {}
export type PaymentReviewModel = ModelStatic<PaymentReviewInstance>;

export function definePaymentReview(sequelize: Sequelize): PaymentReviewModel {
  return sequelize.define<PaymentReviewInstance>(
    'PaymentReview',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      orderId: { type: DataTypes.STRING(36), allowNull: true },
      stripeSessionId: { type: DataTypes.STRING(255), allowNull: false, unique: true },
      reason: { type: DataTypes.STRING(40), allowNull: false },
      amountCents: { type: DataTypes.INTEGER, allowNull: true },
      currency: { type: DataTypes.STRING(3), allowNull: true },
      paymentStatus: { type: DataTypes.STRING(30), allowNull: true },
      stripePaymentIntentId: { type: DataTypes.STRING(255), allowNull: true },
      stripeRefundId: { type: DataTypes.STRING(255), allowNull: true },
      refundedCents: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'payment_reviews', underscored: true },
  );
}
