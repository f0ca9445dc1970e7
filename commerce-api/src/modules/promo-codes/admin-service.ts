/**
 * Promo codes in the back-office (docs/back-office.md « Promo codes and invitations »): list with
 * usage figures, create, change, delete a code never used. Euros and percents at the edge, cents
 * and basis points in the database (models.ts). Every write runs in one transaction with its
 * audit row (`recordAudit`).
 */
import type { AdminPromoCodeView } from '@kizomba/api-contract/admin/promo-codes';
import { Op, QueryTypes, UniqueConstraintError, type Transaction } from 'sequelize';
import type { Database } from '../../db/index.js';
import { HttpError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { centsToEuros, eurosToCents } from '../../lib/money.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { BASIS_POINTS_100, PROMO_CODE_PATTERN, normalizePromoCode, type PromoCodeAttributes, type PromoCodeInstance, type PromoCodeType } from './models.js';

export const PROMO_CODE_NOT_FOUND_MESSAGE = 'Code promo introuvable.';
export const PROMO_CODE_EXISTS_MESSAGE = 'Ce code promo existe déjà.';
export const PROMO_CODE_USED_MESSAGE = 'Ce code promo a déjà été utilisé : désactivez-le plutôt que de le supprimer.';

const promoNotFound = () => notFound(PROMO_CODE_NOT_FOUND_MESSAGE, 'PROMO_CODE_NOT_FOUND');
const invalid = (field: string, message: string) => badRequest(`Le champ « ${field} » est invalide : ${message.charAt(0).toLowerCase()}${message.slice(1)}`, 'VALIDATION_ERROR', [{ field, message }]);

/** Answers of the contract (`@kizomba/api-contract/admin/promo-codes`): a renamed field fails to compile here and in the site. */
export type { AdminPromoCodeView } from '@kizomba/api-contract/admin/promo-codes';

/** What the API accepts (already validated by the router's zod schema). */
export interface PromoCodeInput {
  code?: string;
  type?: PromoCodeType;
  value?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
  maxUses?: number | null;
  ticketTypeIds?: number[] | null;
  minSubtotal?: number | null;
  active?: boolean;
}

export type { Actor };

interface Usage {
  orders: number;
  revenueCents: number;
  discountCents: number;
  /** Orders that are not failed (completed, or pending/processing: they may still count a use). */
  liveOrders: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Basis points ↔ percent: 1 250 ↔ 12.5. */
export const basisPointsToPercent = (bp: number) => bp / 100;
export function percentToBasisPoints(percent: number): number {
  const bp = Math.round(percent * 100);
  if (Math.abs(bp - percent * 100) > 1e-6) throw new RangeError(`pourcentage avec plus de 2 décimales : ${percent}`);
  return bp;
}

export function toAdminPromoCodeView(row: PromoCodeAttributes, usage: Usage): AdminPromoCodeView {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.type === 'percentage' ? basisPointsToPercent(row.value) : centsToEuros(row.value),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    reservedCount: row.reservedCount,
    ticketTypeIds: row.ticketTypeIds && row.ticketTypeIds.length > 0 ? [...row.ticketTypeIds] : null,
    minSubtotal: row.minSubtotalCents === null ? null : centsToEuros(row.minSubtotalCents),
    active: row.active,
    orders: usage.orders,
    revenue: centsToEuros(usage.revenueCents),
    discountGiven: centsToEuros(usage.discountCents),
    deletable: row.usedCount === 0 && usage.liveOrders === 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const NO_USAGE: Usage = { orders: 0, revenueCents: 0, discountCents: 0, liveOrders: 0 };

export function createPromoCodeAdminService(deps: { db: Database; clock?: () => Date }) {
  const { db } = deps;
  const { PromoCode, TicketType } = db.models;
  const clock = deps.clock ?? (() => new Date());

  async function usageOf(ids: number[], transaction?: Transaction): Promise<Map<number, Usage>> {
    if (ids.length === 0) return new Map();
    const rows = await db.sequelize.query<{ id: number | string; orders: number | string | null; revenue: number | string | null; discount: number | string | null; live: number | string | null }>(
      `SELECT promo_code_id AS id,
              SUM(CASE WHEN status = 'completed' THEN 1 ELSE 0 END) AS orders,
              SUM(CASE WHEN status = 'completed' THEN total_cents ELSE 0 END) AS revenue,
              SUM(CASE WHEN status = 'completed' THEN discount_cents ELSE 0 END) AS discount,
              SUM(CASE WHEN status <> 'failed' THEN 1 ELSE 0 END) AS live
         FROM orders
        WHERE promo_code_id IN (:ids)
        GROUP BY promo_code_id`,
      { type: QueryTypes.SELECT, replacements: { ids }, transaction },
    );
    return new Map(
      rows.map((r) => [
        Number(r.id),
        { orders: Number(r.orders ?? 0), revenueCents: Number(r.revenue ?? 0), discountCents: Number(r.discount ?? 0), liveOrders: Number(r.live ?? 0) },
      ]),
    );
  }

  async function viewOf(row: PromoCodeInstance, transaction?: Transaction): Promise<AdminPromoCodeView> {
    const usage = await usageOf([row.id], transaction);
    return toAdminPromoCodeView(row.get({ plain: true }), usage.get(row.id) ?? NO_USAGE);
  }

  /** Stored value of `value` for `type` (400 when out of range). */
  function storedValue(type: PromoCodeType, value: number): number {
    if (type === 'percentage') {
      if (!(value >= 1 && value <= 100)) throw invalid('value', 'Un pourcentage doit être compris entre 1 et 100.');
      let bp: number;
      try {
        bp = percentToBasisPoints(value);
      } catch {
        throw invalid('value', 'Un pourcentage a au plus deux décimales.');
      }
      if (bp > BASIS_POINTS_100) throw invalid('value', 'Un pourcentage doit être compris entre 1 et 100.');
      return bp;
    }
    if (!(value > 0)) throw invalid('value', 'Le montant de la réduction doit être positif.');
    try {
      const cents = eurosToCents(value);
      if (cents > 100_000_000) throw new RangeError('trop grand');
      return cents;
    } catch {
      throw invalid('value', 'Le montant doit être en euros, avec au plus deux décimales (1 000 000 € au plus).');
    }
  }

  function storedMinSubtotal(minSubtotal: number | null): number | null {
    if (minSubtotal === null) return null;
    try {
      const cents = eurosToCents(minSubtotal);
      if (cents < 0 || cents > 100_000_000) throw new RangeError('hors limites');
      return cents;
    } catch {
      throw invalid('minSubtotal', 'Le minimum d’achat doit être un montant positif en euros, avec au plus deux décimales.');
    }
  }

  async function checkTicketTypes(ids: number[] | null, transaction: Transaction): Promise<number[] | null> {
    if (ids === null || ids.length === 0) return null;
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const found = await TicketType.count({ where: { id: { [Op.in]: unique } }, transaction });
    if (found !== unique.length) throw invalid('ticketTypeIds', 'Un des billets indiqués n’existe pas.');
    return unique;
  }

  function checkWindow(startsAt: Date | null, endsAt: Date | null): void {
    if (startsAt && endsAt && endsAt.getTime() < startsAt.getTime()) throw invalid('endsAt', 'La fin de validité doit suivre son début.');
  }

  /** Attribute changes for `input` (the caller checks the code's uniqueness). */
  async function changesOf(input: PromoCodeInput, current: PromoCodeAttributes | null, transaction: Transaction): Promise<Partial<PromoCodeAttributes>> {
    const changes: Partial<PromoCodeAttributes> = {};
    const type = input.type ?? current?.type;
    if (!type) throw invalid('type', 'Choisissez le type de réduction : percentage ou fixed.');
    if (input.type !== undefined && current && input.type !== current.type && input.value === undefined) {
      throw invalid('value', 'Indiquez la valeur de la réduction quand son type change.');
    }
    if (input.type !== undefined) changes.type = input.type;
    if (input.value !== undefined) changes.value = storedValue(type, input.value);
    if (input.startsAt !== undefined) changes.startsAt = input.startsAt;
    if (input.endsAt !== undefined) changes.endsAt = input.endsAt;
    checkWindow(changes.startsAt !== undefined ? changes.startsAt : (current?.startsAt ?? null), changes.endsAt !== undefined ? changes.endsAt : (current?.endsAt ?? null));
    if (input.maxUses !== undefined) {
      if (input.maxUses !== null && current && input.maxUses < current.usedCount + current.reservedCount) {
        throw invalid(
          'maxUses',
          current.reservedCount > 0
            ? `Ce code a déjà servi ${current.usedCount} fois et ${current.reservedCount} commande(s) en attente de paiement le réservent : la limite ne peut pas être plus basse que ${current.usedCount + current.reservedCount}.`
            : `Ce code a déjà servi ${current.usedCount} fois : la limite ne peut pas être plus basse.`,
        );
      }
      changes.maxUses = input.maxUses;
    }
    if (input.ticketTypeIds !== undefined) changes.ticketTypeIds = await checkTicketTypes(input.ticketTypeIds, transaction);
    if (input.minSubtotal !== undefined) changes.minSubtotalCents = storedMinSubtotal(input.minSubtotal);
    if (input.active !== undefined) changes.active = input.active;
    return changes;
  }

  /** JSON-friendly copy of what changed, for the audit row (values as the API speaks them). */
  function auditDetails(before: PromoCodeAttributes | null, after: PromoCodeAttributes, keys: string[]): Record<string, unknown> {
    const view = (row: PromoCodeAttributes) => toAdminPromoCodeView(row, NO_USAGE) as unknown as Record<string, unknown>;
    const a = view(after);
    if (!before) return Object.fromEntries(keys.map((k) => [k, a[k]]));
    const b = view(before);
    return Object.fromEntries(keys.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).map((k) => [k, { from: b[k], to: a[k] }]));
  }

  const API_KEYS = ['code', 'type', 'value', 'startsAt', 'endsAt', 'maxUses', 'ticketTypeIds', 'minSubtotal', 'active'];

  return {
    /** Every code, newest first, with its usage figures. */
    async list(): Promise<{ data: AdminPromoCodeView[] }> {
      const rows = await PromoCode.findAll({ order: [['createdAt', 'DESC'], ['id', 'DESC']] });
      const usage = await usageOf(rows.map((r) => r.id));
      return { data: rows.map((r) => toAdminPromoCodeView(r.get({ plain: true }), usage.get(r.id) ?? NO_USAGE)) };
    },

    async create(actor: Actor, input: PromoCodeInput & { code: string; type: PromoCodeType; value: number }): Promise<AdminPromoCodeView> {
      const now = clock();
      const code = normalizePromoCode(input.code);
      if (!PROMO_CODE_PATTERN.test(code)) {
        throw invalid('code', 'Le code doit faire 3 à 64 caractères : lettres, chiffres, tirets ou soulignés.');
      }
      try {
        return await db.write(async (transaction) => {
          if (await PromoCode.findOne({ where: { code }, attributes: ['id'], transaction })) throw conflict(PROMO_CODE_EXISTS_MESSAGE, 'PROMO_CODE_EXISTS');
          const changes = await changesOf(input, null, transaction);
          const row = await PromoCode.create(
            {
              code,
              type: input.type,
              value: changes.value!,
              startsAt: changes.startsAt ?? null,
              endsAt: changes.endsAt ?? null,
              maxUses: changes.maxUses ?? null,
              ticketTypeIds: changes.ticketTypeIds ?? null,
              minSubtotalCents: changes.minSubtotalCents ?? null,
              active: changes.active ?? true,
              createdAt: now,
              updatedAt: now,
            },
            { transaction },
          );
          await recordAudit(
            db.models,
            { actorId: actor.id, action: 'promo-code.created', targetType: 'promo-code', targetId: row.id, details: auditDetails(null, row.get({ plain: true }), API_KEYS), ip: actor.ip, now },
            transaction,
          );
          return viewOf(row, transaction);
        });
      } catch (err) {
        // Two admins creating the same code at once: the unique index decides.
        if (err instanceof UniqueConstraintError) throw conflict(PROMO_CODE_EXISTS_MESSAGE, 'PROMO_CODE_EXISTS');
        throw err;
      }
    },

    /** Any field but the code; `{active:false}` deactivates. Audited when something changed. */
    async update(actor: Actor, id: number, input: PromoCodeInput): Promise<AdminPromoCodeView> {
      const now = clock();
      return db.write(async (transaction) => {
        const row = id > 0 ? await PromoCode.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE }) : null;
        if (!row) throw promoNotFound();
        // A copy: get({plain:true}) hands back the live dataValues, which set() changes.
        const before = { ...row.get({ plain: true }) };
        const changes = await changesOf({ ...input, code: undefined }, before, transaction);
        row.set(changes);
        if (row.changed()) {
          try {
            await row.save({ transaction });
          } catch (err) {
            if (err instanceof HttpError) throw err;
            if ((err as Error).name === 'SequelizeValidationError') throw invalid('value', (err as Error).message);
            throw err;
          }
          const details = auditDetails(before, row.get({ plain: true }), API_KEYS);
          await recordAudit(db.models, { actorId: actor.id, action: 'promo-code.updated', targetType: 'promo-code', targetId: row.id, details, ip: actor.ip, now }, transaction);
        }
        return viewOf(row, transaction);
      });
    },

    /** Only a code never used: no counted use and no live order referring to it (409 `PROMO_CODE_USED`). */
    async remove(actor: Actor, id: number): Promise<void> {
      const now = clock();
      await db.write(async (transaction) => {
        const row = id > 0 ? await PromoCode.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE }) : null;
        if (!row) throw promoNotFound();
        const usage = (await usageOf([row.id], transaction)).get(row.id) ?? NO_USAGE;
        if (row.usedCount > 0 || usage.liveOrders > 0) throw conflict(PROMO_CODE_USED_MESSAGE, 'PROMO_CODE_USED');
        // Conditional: a payment counting a use meanwhile (MySQL, other row lock order) keeps the code.
        const deleted = await PromoCode.destroy({ where: { id: row.id, usedCount: 0 }, transaction });
        if (deleted !== 1) throw conflict(PROMO_CODE_USED_MESSAGE, 'PROMO_CODE_USED');
        await recordAudit(db.models, { actorId: actor.id, action: 'promo-code.deleted', targetType: 'promo-code', targetId: row.id, details: { code: row.code }, ip: actor.ip, now }, transaction);
      });
    },
  };
}

export type PromoCodeAdminService = ReturnType<typeof createPromoCodeAdminService>;
