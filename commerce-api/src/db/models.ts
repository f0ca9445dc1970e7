/**
 * Every module's models, defined on one Sequelize instance. A module adds its `defineX` here and,
 * if it relates to others, its associations in `associate` below (after all models exist).
 * Tables themselves come only from migrations (modules/<area>/migrations), never from sync().
 */
import type { Sequelize } from 'sequelize';
import { defineUser, type UserModel } from '../modules/auth/models.js';
import { defineCart, defineCartItem, type CartItemModel, type CartModel } from '../modules/cart/models.js';
import { defineTicketType, type TicketTypeModel } from '../modules/catalogue/models.js';
import { definePromoCode, type PromoCodeModel } from '../modules/promo-codes/models.js';

export interface Models {
  TicketType: TicketTypeModel;
  User: UserModel;
  PromoCode: PromoCodeModel;
  Cart: CartModel;
  CartItem: CartItemModel;
}

export function defineModels(sequelize: Sequelize): Models {
  const models: Models = {
    TicketType: defineTicketType(sequelize),
    User: defineUser(sequelize),
    PromoCode: definePromoCode(sequelize),
    Cart: defineCart(sequelize),
    CartItem: defineCartItem(sequelize),
  };
  associate(models);
  return models;
}

function associate(models: Models): void {
  // Foreign keys themselves are declared in the migrations; these only enable `include`.
  models.Cart.hasMany(models.CartItem, { as: 'items', foreignKey: 'cartId' });
  models.CartItem.belongsTo(models.Cart, { as: 'cart', foreignKey: 'cartId' });
  models.CartItem.belongsTo(models.TicketType, { as: 'ticketType', foreignKey: 'ticketTypeId' });
  models.Cart.belongsTo(models.PromoCode, { as: 'promoCode', foreignKey: 'promoCodeId' });
}
