/**
 * Cart and CartItem: a guest's basket before checkout.
 *
 * A cart is bearer-by-id: whoever holds its id (browser storage `cartId`, header `X-Cart-Id`)
 * may read and change it, so the id is a random UUIDv4 (122 random bits), never a counter, and
 * nothing ever lists carts. Carts expire `CART_TTL_MS` after their last change; an expired cart
 * behaves as unknown and `CartService.purgeExpired` deletes it (items cascade).
 *
 * Items hold one line per ticket type (and dance role) with the unit price in cents as shown when the line was
 * last added or changed. A cart does not reserve seats: `remaining` is checked on every change,
 * and seats are held when the checkout session is created, which re-prices too.
 */
import type { DanceRole } from '@kizomba/api-contract/catalogue';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** Sliding lifetime of a cart without any change: 7 days. */
export const CART_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Most tickets of one type in one cart (one order). */
export const MAX_QUANTITY_PER_LINE = 10;

export interface CartAttributes {
  /** UUIDv4, lower-case. */
  id: string;
  promoCodeId: number | null;
  /** The waiting-list offer whose held seats this cart's lines are (they cannot grow); null otherwise. */
  waitingOfferId: number | null;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type CartCreationAttributes = Optional<CartAttributes, 'promoCodeId' | 'waitingOfferId' | 'createdAt' | 'updatedAt'>;
export interface CartInstance extends Model<CartAttributes, CartCreationAttributes>, CartAttributes {}
export type CartModel = ModelStatic<CartInstance>;

export interface CartItemAttributes {
  id: number;
  cartId: string;
  ticketTypeId: number;
  /** The dancer's role on a balanced type's line; null otherwise (one line per type and role). */
  role: DanceRole | null;
  quantity: number;
  /** Snapshot in cents of the ticket type's price when the line was last added or changed. */
  unitPriceCents: number;
  createdAt: Date;
  updatedAt: Date;
}

export type CartItemCreationAttributes = Optional<CartItemAttributes, 'id' | 'role' | 'createdAt' | 'updatedAt'>;
export interface CartItemInstance extends Model<CartItemAttributes, CartItemCreationAttributes>, CartItemAttributes {}
export type CartItemModel = ModelStatic<CartItemInstance>;

export function defineCart(sequelize: Sequelize): CartModel {
  return sequelize.define<CartInstance>(
    'Cart',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      promoCodeId: { type: DataTypes.INTEGER, allowNull: true },
      waitingOfferId: { type: DataTypes.INTEGER, allowNull: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'carts', underscored: true },
  );
}

export function defineCartItem(sequelize: Sequelize): CartItemModel {
  return sequelize.define<CartItemInstance>(
    'CartItem',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      cartId: { type: DataTypes.STRING(36), allowNull: false },
      ticketTypeId: { type: DataTypes.INTEGER, allowNull: false },
      role: { type: DataTypes.STRING(10), allowNull: true },
      quantity: { type: DataTypes.INTEGER, allowNull: false, validate: { isInt: true, min: 1, max: MAX_QUANTITY_PER_LINE } },
      unitPriceCents: { type: DataTypes.INTEGER, allowNull: false, validate: { isInt: true, min: 0 } },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'cart_items', underscored: true },
  );
}
