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
