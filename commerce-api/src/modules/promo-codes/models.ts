/**
 * PromoCode: a code a buyer types (or brings in the URL, docs/spec.md §2 promo notification) to get a
 * discount on the cart.
 *
 * - `code` is stored trimmed and upper-case (the setter does it), so « bienvenue5 » finds
 *   `BIENVENUE5` on SQLite as on MySQL.
 * - `type` `fixed`: `value` is an amount in cents (500 = 5 €), capped at the eligible subtotal.
 *   `type` `percentage`: `value` is in basis points (1 000 = 10 %, 1 250 = 12,5 %, max 10 000),
 *   the discount is rounded down to the cent (see `computeDiscountCents`).
 * - `startsAt` / `endsAt` (optional, inclusive) bound the validity; `active` switches it off.
 * - `maxUses` (optional) limits `usedCount + reservedCount`: `usedCount` counts PAID orders,
 *   `reservedCount` the unpaid orders holding a use (reserved at checkout, released with the
 *   order's hold, turned into a use at payment; see `PromoCodeService`).
 * - `ticketTypeIds` (optional) restricts the discount to those ticket types; null = all.
 * - `minSubtotalCents` (optional) is compared with the eligible subtotal.
 */
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const PROMO_CODE_TYPES = ['fixed', 'percentage'] as const;
export type PromoCodeType = (typeof PROMO_CODE_TYPES)[number];

/** 100 % in basis points. */
export const BASIS_POINTS_100 = 10_000;

export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,63}$/;

/** « bienvenue5 » → « BIENVENUE5 ». */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface PromoCodeAttributes {
  id: number;
  code: string;
  type: PromoCodeType;
  /** Cents for `fixed`, basis points for `percentage`. */
  value: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  usedCount: number;
  reservedCount: number;
  ticketTypeIds: number[] | null;
  minSubtotalCents: number | null;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type PromoCodeCreationAttributes = Optional<
  PromoCodeAttributes,
  'id' | 'startsAt' | 'endsAt' | 'maxUses' | 'usedCount' | 'reservedCount' | 'ticketTypeIds' | 'minSubtotalCents' | 'active' | 'createdAt' | 'updatedAt'
>;

export interface PromoCodeInstance extends Model<PromoCodeAttributes, PromoCodeCreationAttributes>, PromoCodeAttributes {}
export type PromoCodeModel = ModelStatic<PromoCodeInstance>;

export function definePromoCode(sequelize: Sequelize): PromoCodeModel {
  return sequelize.define<PromoCodeInstance>(
    'PromoCode',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      code: {
        type: DataTypes.STRING(64),
        allowNull: false,
        unique: true,
        validate: { is: PROMO_CODE_PATTERN },
        set(value: string) {
          this.setDataValue('code', normalizePromoCode(value));
        },
      },
      type: { type: DataTypes.ENUM(...PROMO_CODE_TYPES), allowNull: false },
      value: { type: DataTypes.INTEGER, allowNull: false, validate: { isInt: true, min: 1 } },
      startsAt: { type: DataTypes.DATE, allowNull: true },
      endsAt: { type: DataTypes.DATE, allowNull: true },
      maxUses: { type: DataTypes.INTEGER, allowNull: true, validate: { isInt: true, min: 1 } },
      usedCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      reservedCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      ticketTypeIds: {
        type: DataTypes.JSON,
        allowNull: true,
        validate: {
          isIdList(value: unknown) {
            if (value === null || value === undefined) return;
            if (!Array.isArray(value) || !value.every((v) => Number.isSafeInteger(v) && (v as number) > 0)) {
              throw new Error('doit être une liste d’identifiants de billets');
            }
          },
        },
      },
      minSubtotalCents: { type: DataTypes.INTEGER, allowNull: true, validate: { isInt: true, min: 0 } },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    {
      tableName: 'promo_codes',
      underscored: true,
      validate: {
        percentageRange(this: PromoCodeInstance) {
          if (this.type === 'percentage' && this.value > BASIS_POINTS_100) {
            throw new Error('un pourcentage ne peut pas dépasser 100 % (10 000 points de base)');
          }
        },
        validityWindow(this: PromoCodeInstance) {
          if (this.startsAt && this.endsAt && this.endsAt.getTime() < this.startsAt.getTime()) {
            throw new Error('la fin de validité doit suivre son début');
          }
        },
      },
    },
  );
}
