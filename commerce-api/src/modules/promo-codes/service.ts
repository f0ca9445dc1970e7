/**
 * Promo codes: does a code apply to these cart lines now, and for how much?
 *
 * Evaluation is a pure function (`evaluatePromoCode`) so the cart can re-run it on every change
 * without another query; `createPromoCodeService` adds the look-up by code and the usage counter.
 * Usage is registered only when an order is paid (order module, later issue), with a conditional
 * UPDATE so two payments racing for the last use of a limited code cannot both count.
 */
import { Op, literal, type Transaction } from 'sequelize';
import type { Models } from '../../db/models.js';
import { HttpError } from '../../lib/errors.js';
import { formatEurosFr } from '../../lib/money.js';
import { BASIS_POINTS_100, normalizePromoCode, type PromoCodeAttributes } from './models.js';

/** One cart line as the promo rules see it (money in cents). */
export interface PromoLine {
  ticketTypeId: number;
  unitPriceCents: number;
  quantity: number;
}

export const PROMO_ERROR_CODES = [
  'PROMO_CODE_UNKNOWN',
  'PROMO_CODE_INACTIVE',
  'PROMO_CODE_NOT_STARTED',
  'PROMO_CODE_EXPIRED',
  'PROMO_CODE_EXHAUSTED',
  'PROMO_CODE_NOT_APPLICABLE',
  'PROMO_CODE_MIN_SUBTOTAL',
] as const;
export type PromoErrorCode = (typeof PROMO_ERROR_CODES)[number];

export interface PromoRefusal {
  code: PromoErrorCode;
  /** French sentence shown as is by the site. */
  message: string;
}

export type PromoEvaluation =
  | { ok: true; discountCents: number; eligibleSubtotalCents: number }
  | { ok: false; refusal: PromoRefusal };

/** Status of every refusal: the request is well-formed, the code just does not apply (422). */
export const PROMO_REFUSAL_STATUS = 422;

export const UNKNOWN_PROMO_CODE: PromoRefusal = { code: 'PROMO_CODE_UNKNOWN', message: "Ce code promo n'existe pas." };

const DATE_TIME_FR = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** 2026-12-01T09:00Z → « 1 décembre 2026 à 10:00 » (Paris time). */
export function formatDateTimeFr(date: Date): string {
  return DATE_TIME_FR.format(date);
}

export function promoRefusalError(refusal: PromoRefusal): HttpError {
  return new HttpError(PROMO_REFUSAL_STATUS, refusal.code, refusal.message);
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

/**
 * Checks, in this order: active, started, not expired (both bounds inclusive), uses left,
 * at least one eligible line, minimum subtotal (compared with the ELIGIBLE subtotal, which is the
 * cart subtotal when the code is not restricted to some ticket types).
 */
export function evaluatePromoCode(promo: PromoCodeAttributes, lines: readonly PromoLine[], now: Date): PromoEvaluation {
  const refuse = (code: PromoErrorCode, message: string): PromoEvaluation => ({ ok: false, refusal: { code, message } });
  const time = now.getTime();

  if (!promo.active) return refuse('PROMO_CODE_INACTIVE', "Ce code promo n'est plus actif.");
  if (promo.startsAt && time < promo.startsAt.getTime()) {
    return refuse('PROMO_CODE_NOT_STARTED', `Ce code promo sera valable à partir du ${formatDateTimeFr(promo.startsAt)}.`);
  }
  if (promo.endsAt && time > promo.endsAt.getTime()) return refuse('PROMO_CODE_EXPIRED', 'Ce code promo a expiré.');
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) {
    return refuse('PROMO_CODE_EXHAUSTED', "Ce code promo a atteint son nombre maximal d'utilisations.");
  }

  const restriction = promo.ticketTypeIds && promo.ticketTypeIds.length > 0 ? new Set(promo.ticketTypeIds) : null;
  const eligible = lines.filter((line) => line.quantity > 0 && (!restriction || restriction.has(line.ticketTypeId)));
  if (eligible.length === 0) {
    return refuse(
      'PROMO_CODE_NOT_APPLICABLE',
      restriction ? "Ce code promo ne s'applique à aucun des billets de votre panier." : "Ce code promo ne s'applique pas à un panier vide.",
    );
  }
  const eligibleSubtotalCents = eligible.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (promo.minSubtotalCents !== null && eligibleSubtotalCents < promo.minSubtotalCents) {
    const scope = restriction ? ' de billets concernés' : '';
    return refuse(
      'PROMO_CODE_MIN_SUBTOTAL',
      `Ce code promo nécessite un minimum d'achat de ${formatEurosFr(promo.minSubtotalCents)}${scope} (votre panier : ${formatEurosFr(eligibleSubtotalCents)}).`,
    );
  }
  return { ok: true, discountCents: computeDiscountCents(promo, eligibleSubtotalCents), eligibleSubtotalCents };
}

export interface PromoOptions {
  transaction?: Transaction;
}

export function createPromoCodeService(models: Pick<Models, 'PromoCode'>) {
  const { PromoCode } = models;

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
      if (!promoCode) throw promoRefusalError(UNKNOWN_PROMO_CODE);
      const result = evaluatePromoCode(promoCode, lines, now);
      if (!result.ok) throw promoRefusalError(result.refusal);
      return { promoCode, discountCents: result.discountCents, eligibleSubtotalCents: result.eligibleSubtotalCents };
    },

    /**
     * Counts one use (call it when an order is PAID, in the order's transaction). A single
     * conditional UPDATE: false, and nothing changed, when the limit is already reached.
     */
    async registerUse(codeId: number, options: PromoOptions = {}): Promise<boolean> {
      const [affected] = await PromoCode.update({ usedCount: literal('used_count + 1') } as never, {
        where: { id: codeId, [Op.or]: [{ maxUses: null }, literal('used_count < max_uses')] },
        transaction: options.transaction,
        // Validators and hooks would see the SQL expression, not a number.
        hooks: false,
        validate: false,
      });
      return affected === 1;
    },
  };
}

export type PromoCodeService = ReturnType<typeof createPromoCodeService>;
