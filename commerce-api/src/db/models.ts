/**
 * Every module's models, defined on one Sequelize instance. A module adds its `defineX` here and,
 * if it relates to others, its associations in `associate` below (after all models exist).
 * Tables themselves come only from migrations (modules/<area>/migrations), never from sync().
 */
import type { Sequelize } from 'sequelize';
import { defineUser, type UserModel } from '../modules/auth/models.js';
import { defineTicketType, type TicketTypeModel } from '../modules/catalogue/models.js';

export interface Models {
  TicketType: TicketTypeModel;
  User: UserModel;
}

export function defineModels(sequelize: Sequelize): Models {
  const models: Models = {
    TicketType: defineTicketType(sequelize),
    User: defineUser(sequelize),
  };
  associate(models);
  return models;
}

function associate(_models: Models): void {
  // No relations yet: carts and orders (later issues) will reference TicketType and User here.
}
