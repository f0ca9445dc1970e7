/**
 * TicketType: one sellable kind of ticket (Full Pass, a night…) with its own quota.
 *
 * Inventory lives on the row itself — `quota`, `sold_count`, `held_count` — so that reserving is
 * one conditional UPDATE (`… WHERE quota - sold_count - held_count >= n`) with no read-modify-write
 * race, on SQLite and MySQL alike (see CatalogueService.holdSeats).
 */
import { DANCE_ROLE_MODES, type DanceRoleMode } from '@kizomba/api-contract/catalogue';
import type { Locale } from '@kizomba/locales';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const TICKET_CATEGORIES = ['pass', 'night', 'workshop'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** Dance roles and role modes are the contract's (`@kizomba/api-contract/catalogue`), answered as is. */
export { DANCE_ROLES, DANCE_ROLE_MODES, type DanceRole, type DanceRoleMode } from '@kizomba/api-contract/catalogue';

/** Tickets one unit of the type issues: a couple is a leader and a follower. */
export const ticketsPerUnit = (t: Pick<TicketTypeAttributes, 'danceRoles'>): 1 | 2 => (t.danceRoles === 'couple' ? 2 : 1);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface TicketTypeAttributes {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Bullet list shown on the ticket card ("Tous les stages (18 h)", …). */
  includes: string[];
  category: TicketCategory;
  /** Integer cents; euros only at the API edge. */
  priceCents: number;
  quota: number;
  /** Seats of paid orders. */
  soldCount: number;
  /** Seats reserved by live carts/checkouts (released on expiry, moved to sold on payment). */
  heldCount: number;
  salesStart: Date;
  salesEnd: Date;
  /** Festival days (YYYY-MM-DD, Europe/Paris) the ticket gives access to. */
  validDays: string[];
  highlighted: boolean;
  visible: boolean;
  sortOrder: number;
  /** Name, description and inclusions in the other languages (French is in the columns above). */
  translations: TicketTypeTranslations | null;
  danceRoles: DanceRoleMode;
  /** Balanced types: most of one role per 1 000 of the other (1200 = ratio 1.2); null = no ratio rule. */
  balanceRatioPermille: number | null;
  /** Balanced types: the first N of each role are admitted whatever the ratio. */
  balanceAllowFirst: number;
  /** Hard limits per role (sold + held), couples included; null = none. */
  leaderCap: number | null;
  followerCap: number | null;
  /** Per-role parts of `soldCount` / `heldCount` (balanced types only). */
  leaderSold: number;
  leaderHeld: number;
  followerSold: number;
  followerHeld: number;
  createdAt: Date;
  updatedAt: Date;
}

/** One language's texts of a ticket type (`includes` as long as the French list). */
export interface TicketTypeTexts {
  name: string;
  description: string;
  includes: string[];
}
export type TicketTypeTranslations = Partial<Record<Locale, TicketTypeTexts>>;

/** The ticket type's texts in `locale`; French (the columns) for a language it lacks. */
export function ticketTypeTexts(t: Pick<TicketTypeAttributes, 'name' | 'description' | 'includes' | 'translations'>, locale: Locale): TicketTypeTexts {
  const own = locale === 'fr' ? undefined : t.translations?.[locale];
  return own ?? { name: t.name, description: t.description, includes: t.includes };
}

export type TicketTypeCreationAttributes = Optional<
  TicketTypeAttributes,
  | 'id'
  | 'description'
  | 'includes'
  | 'soldCount'
  | 'heldCount'
  | 'validDays'
  | 'highlighted'
  | 'visible'
  | 'sortOrder'
  | 'translations'
  | 'danceRoles'
  | 'balanceRatioPermille'
  | 'balanceAllowFirst'
  | 'leaderCap'
  | 'followerCap'
  | 'leaderSold'
  | 'leaderHeld'
  | 'followerSold'
  | 'followerHeld'
  | 'createdAt'
  | 'updatedAt'
>;

export interface TicketTypeInstance extends Model<TicketTypeAttributes, TicketTypeCreationAttributes>, TicketTypeAttributes {}
export type TicketTypeModel = ModelStatic<TicketTypeInstance>;

const stringArray = (pattern?: RegExp) => (value: unknown) => {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== '' && (!pattern || pattern.test(v)))) {
    throw new Error(pattern ? 'doit être une liste de dates AAAA-MM-JJ' : 'doit être une liste de textes non vides');
  }
};

export function defineTicketType(sequelize: Sequelize): TicketTypeModel {
  return sequelize.define<TicketTypeInstance>(
    'TicketType',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      slug: { type: DataTypes.STRING(64), allowNull: false, unique: true, validate: { is: SLUG_PATTERN } },
      name: { type: DataTypes.STRING(120), allowNull: false, validate: { notEmpty: true } },
      description: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      includes: { type: DataTypes.JSON, allowNull: false, defaultValue: [], validate: { isList: stringArray() } },
      category: { type: DataTypes.ENUM(...TICKET_CATEGORIES), allowNull: false },
      priceCents: { type: DataTypes.INTEGER, allowNull: false, validate: { isInt: true, min: 0 } },
      quota: { type: DataTypes.INTEGER, allowNull: false, validate: { isInt: true, min: 0 } },
      soldCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      heldCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      salesStart: { type: DataTypes.DATE, allowNull: false },
      salesEnd: { type: DataTypes.DATE, allowNull: false },
      validDays: { type: DataTypes.JSON, allowNull: false, defaultValue: [], validate: { isDayList: stringArray(ISO_DAY) } },
      highlighted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      visible: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      sortOrder: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      translations: { type: DataTypes.JSON, allowNull: true },
      danceRoles: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'none', validate: { isIn: [[...DANCE_ROLE_MODES]] } },
      balanceRatioPermille: { type: DataTypes.INTEGER, allowNull: true, validate: { min: 1000 } },
      balanceAllowFirst: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      leaderCap: { type: DataTypes.INTEGER, allowNull: true, validate: { min: 0 } },
      followerCap: { type: DataTypes.INTEGER, allowNull: true, validate: { min: 0 } },
      leaderSold: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      leaderHeld: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      followerSold: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      followerHeld: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    {
      tableName: 'ticket_types',
      underscored: true,
      validate: {
        salesWindow(this: TicketTypeInstance) {
          if (this.salesStart && this.salesEnd && this.salesEnd.getTime() <= this.salesStart.getTime()) {
            throw new Error('la fin des ventes doit suivre leur ouverture');
          }
        },
      },
    },
  );
}
