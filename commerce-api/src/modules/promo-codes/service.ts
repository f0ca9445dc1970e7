/**
 * Promo codes: does a code apply to these cart lines now, and for how much?
 *
 * Evaluation is a pure function (`evaluatePromoCode`) so the cart can re-run it on every change
 * without another query; `createPromoCodeService` adds the look-up by code and the usage counters.
 *
 * A limited code is never handed out more than `maxUses` times (docs/purchase-flow.md « Promo
 * codes »): checkout RESERVES a use in the order's transaction with a conditional UPDATE
 * (`used_count + reserved_count < max_uses`), the order's hold release gives it back, and payment
 * turns the reservation into a use. Concurrent checkouts racing for the last use cannot both win.
 *
 * Every refusal about the code itself (unknown, inactive, not started, expired, used up) answers
 * the same PROMO_CODE_INVALID, so guessing codes learns nothing about which exist. Refusals about
 * the cart (no eligible ticket, minimum subtotal) stay distinct: they tell the buyer what to change.
 */
import { Op, literal, type Transaction } from 'sequelize';
import type { Models } from '../../db/models.js';
import { HttpError } from '../../lib/errors.js';
import { DEFAULT_LOCALE } from '@kizomba/locales';
import { apiText, type ApiDictionary, type LocalizedText, type TextParams } from '../../i18n/index.js';
import { BASIS_POINTS_100, normalizePromoCode, type PromoCodeAttributes } from './models.js';

/** One cart line as the promo rules see it (money in cents). */
export interface PromoLine {
  ticketTypeId: number;
  unitPriceCents: number;
  quantity: number;
}

export const PROMO_ERROR_CODES = [
  'PROMO_CODE_INVALID',
  'PROMO_CODE_NOT_APPLICABLE',
  'PROMO_CODE_MIN_SUBTOTAL',
] as const;
export type PromoErrorCode = (typeof PROMO_ERROR_CODES)[number];

/** Why a code does not apply: a text of errors.promo (and of notices.cart.promoRemoved, once dropped from a cart). */
export type PromoRefusalReason = keyof ApiDictionary['errors']['promo'];

export interface PromoRefusal {
  code: PromoErrorCode;
  reason: PromoRefusalReason;
  params?: TextParams;
  /** The French sentence (the answer speaks the request's language). */
  message: string;
}

const refusalOf = (code: PromoErrorCode, reason: PromoRefusalReason, params?: TextParams): PromoRefusal => ({
  code,
  reason,
  ...(params ? { params } : {}),
  message: apiText(DEFAULT_LOCALE, `errors.promo.${reason}`, params),
});

/** The refusal as the answer's text. */
export const promoRefusalText = (refusal: PromoRefusal): LocalizedText => ({
  key: `errors.promo.${refusal.reason}`,
  ...(refusal.params ? { params: refusal.params } : {}),
});

/** « The promo code « X » was removed from your cart: <why>. » */
export const promoRemovedText = (code: string, refusal: PromoRefusal): LocalizedText => ({
  key: `notices.cart.promoRemoved.${refusal.reason}`,
  params: { code, ...refusal.params },
});

export type PromoEvaluation =
  | { ok: true; discountCents: number; eligibleSubtotalCents: number }
  | { ok: false; refusal: PromoRefusal };

/** Status of every refusal: the request is well-formed, the code just does not apply (422). */
export const PROMO_REFUSAL_STATUS = 422;

/** Unknown, inactive, not started, expired or used up: one answer, whatever the reason. */
export const INVALID_PROMO_CODE: PromoRefusal = refusalOf('PROMO_CODE_INVALID', 'invalid');

export function promoRefusalError(refusal: PromoRefusal): HttpError {
  return new HttpError(PROMO_REFUSAL_STATUS, refusal.code, promoRefusalText(refusal));
}

/**
 * The discount for `eligibleSubtotalCents`, never more than it:
 * - fixed: `min(value, eligible)`;
 * - percentage: `floor(eligible × basisPoints / 10 000)`, i.e. rounded DOWN to the cent
 *   (10 % of 35,55 € = 3,555 € → 3,55 €), so a percentage never gives more than announced.
 */
export function computeDiscountCents(promo: Pick<PromoCodeAttributes, 'type' | 'value'>, eligibleSubtotalCents: number): number {
  if (eligibleSubtotalCents <= 0) return 0;
  const raw =
    promo.type === 'fixed'
      ? promo.value
      : Math.floor((eligibleSubtotalCents * Math.min(promo.value, BASIS_POINTS_100)) / BASIS_POINTS_100);
  return Math.max(0, Math.min(raw, eligibleSubtotalCents));
}

/** Uses still available: neither paid for nor reserved by an unpaid order (null: unlimited). */
export function usesLeft(promo: Pick<PromoCodeAttributes, 'maxUses' | 'usedCount' | 'reservedCount'>): number | null {
  return promo.maxUses === null ? null : Math.max(0, promo.maxUses - promo.usedCount - promo.reservedCount);
}

/**
 * Checks, in this order: active, started, not expired (both bounds inclusive), uses left (paid or
 * reserved) — all answered INVALID_PROMO_CODE —, then at least one eligible line and the minimum
 * subtotal (compared with the ELIGIBLE subtotal, which is the cart subtotal when the code is not
 * restricted to some ticket types).
 */
export function evaluatePromoCode(promo: PromoCodeAttributes, lines: readonly PromoLine[], now: Date): PromoEvaluation {
  const refuse = (code: PromoErrorCode, reason: PromoRefusalReason, params?: TextParams): PromoEvaluation => ({
    ok: false,
    refusal: refusalOf(code, reason, params),
  });
  const time = now.getTime();

  const started = !promo.startsAt || time >= promo.startsAt.getTime();
  const ended = promo.endsAt !== null && time > promo.endsAt.getTime();
  if (!promo.active || !started || ended || usesLeft(promo) === 0) return { ok: false, refusal: INVALID_PROMO_CODE };

  const restriction = promo.ticketTypeIds && promo.ticketTypeIds.length > 0 ? new Set(promo.ticketTypeIds) : null;
  const eligible = lines.filter((line) => line.quantity > 0 && (!restriction || restriction.has(line.ticketTypeId)));
  if (eligible.length === 0) {
    return refuse('PROMO_CODE_NOT_APPLICABLE', restriction ? 'notApplicableToCart' : 'notApplicableEmpty');
  }
  const eligibleSubtotalCents = eligible.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (promo.minSubtotalCents !== null && eligibleSubtotalCents < promo.minSubtotalCents) {
    return refuse('PROMO_CODE_MIN_SUBTOTAL', restriction ? 'minSubtotalRestricted' : 'minSubtotal', {
      minimum: { cents: promo.minSubtotalCents },
      subtotal: { cents: eligibleSubtotalCents },
    });
  }
  return { ok: true, discountCents: computeDiscountCents(promo, eligibleSubtotalCents), eligibleSubtotalCents };
}

export interface PromoOptions {
  transaction?: Transaction;
}

/** `used_count`/`reserved_count` arithmetic in SQL: validators and hooks would see the expression, not a number. */
const COUNTER_UPDATE = { hooks: false, validate: false } as const;

export function createPromoCodeService(models: Pick<Models, 'PromoCode' | 'Order'>) {
  const { PromoCode, Order } = models;
  const hasUseLeft = { [Op.or]: [{ maxUses: null }, literal('used_count + reserved_count < max_uses')] };

  /** The code, case-insensitive and trimmed, or null. */
  async function findByCode(code: string, options: PromoOptions = {}): Promise<PromoCodeAttributes | null> {
    const normalized = normalizePromoCode(code);
    if (normalized === '' || normalized.length > 64) return null;
    const row = await PromoCode.findOne({ where: { code: normalized }, transaction: options.transaction });
    return row ? row.get({ plain: true }) : null;
  }

  return {
    findByCode,

    async findById(id: number, options: PromoOptions = {}): Promise<PromoCodeAttributes | null> {
      const row = await PromoCode.findByPk(id, { transaction: options.transaction });
      return row ? row.get({ plain: true }) : null;
    },

    /**
     * The discount `code` gives on `lines` at `now`, with the promo code itself; throws a 422
     * HttpError (stable `code`, French message) when it does not apply.
     */
    async evaluate(
      code: string,
      lines: readonly PromoLine[],
      now: Date,
      options: PromoOptions = {},
    ): Promise<{ promoCode: PromoCodeAttributes; discountCents: number; eligibleSubtotalCents: number }> {
      const promoCode = await findByCode(code, options);
      if (!promoCode) throw promoRefusalError(INVALID_PROMO_CODE);
      const result = evaluatePromoCode(promoCode, lines, now);
      if (!result.ok) throw promoRefusalError(result.refusal);
      return { promoCode, discountCents: result.discountCents, eligibleSubtotalCents: result.eligibleSubtotalCents };
    },

    /**
     * Reserves one use for an order being created (in the checkout transaction). A single
     * conditional UPDATE: false, and nothing changed, when every use is paid for or reserved.
     */
    async reserveUse(codeId: number, options: PromoOptions = {}): Promise<boolean> {
      const [affected] = await PromoCode.update({ reservedCount: literal('reserved_count + 1') } as never, {
        where: { id: codeId, ...hasUseLeft },
        transaction: options.transaction,
        ...COUNTER_UPDATE,
      });
      return affected === 1;
    },

    /**
     * Gives back the use `orderId` reserved, once (its hold is released: failed, expired or
     * restored order). `orders.promo_reserved` is flipped first by a conditional UPDATE, so two
     * callers racing release it once. True when this call released it.
     */
    async releaseReservation(orderId: string, options: PromoOptions = {}): Promise<boolean> {
      const order = await Order.findByPk(orderId, { attributes: ['id', 'promoCodeId'], transaction: options.transaction });
      if (!order || order.promoCodeId === null) return false;
      const [flipped] = await Order.update({ promoReserved: false }, { where: { id: orderId, promoReserved: true }, transaction: options.transaction });
      if (flipped !== 1) return false;
      await PromoCode.update({ reservedCount: literal('reserved_count - 1') } as never, {
        where: { id: order.promoCodeId, reservedCount: { [Op.gt]: 0 } },
        transaction: options.transaction,
        ...COUNTER_UPDATE,
      });
      return true;
    },

    /**
     * Counts one use when an order is PAID (in the order's transaction). With `orderId`, the use
     * that order reserved becomes the use (always room: it was counted already). Without a
     * reservation (released because the payment came after the hold ended), a conditional UPDATE:
     * false, and nothing changed, when every use is already paid for or reserved.
     */
    async registerUse(codeId: number, options: PromoOptions & { orderId?: string } = {}): Promise<boolean> {
      const { transaction } = options;
      if (options.orderId) {
        const [flipped] = await Order.update(
          { promoReserved: false },
          { where: { id: options.orderId, promoCodeId: codeId, promoReserved: true }, transaction },
        );
        if (flipped === 1) {
          await PromoCode.update({ usedCount: literal('used_count + 1'), reservedCount: literal('reserved_count - 1') } as never, {
            where: { id: codeId, reservedCount: { [Op.gt]: 0 } },
            transaction,
            ...COUNTER_UPDATE,
          });
          return true;
        }
      }
      const [affected] = await PromoCode.update({ usedCount: literal('used_count + 1') } as never, {
        where: { id: codeId, ...hasUseLeft },
        transaction,
        ...COUNTER_UPDATE,
      });
      return affected === 1;
    },
  };
}

export type PromoCodeService = ReturnType<typeof createPromoCodeService>;
