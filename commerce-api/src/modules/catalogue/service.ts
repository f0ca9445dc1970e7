/**
 * Catalogue: what is for sale, at what price, and how many seats remain.
 *
 * Inventory changes are single conditional UPDATEs on the ticket type row: the database checks
 * and changes the counters atomically, so two buyers racing for the last seat cannot both win,
 * whatever the number of API replicas. Callers (cart, checkout, fulfilment, refunds) pass
 * their transaction when the change must commit together with their own rows.
 */
import type { TicketTypeView } from '@kizomba/api-contract/catalogue';
import { Op, literal, type Transaction } from 'sequelize';
import type { Models } from '../../db/models.js';
import { centsToEuros } from '../../lib/money.js';
import { ticketTypeTexts, type TicketTypeAttributes } from './models.js';
import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';

/** Answers of the contract (`@kizomba/api-contract/catalogue`): a renamed field fails to compile here and in the site. */
export type { TicketTypeView } from '@kizomba/api-contract/catalogue';

type InventoryFields = Pick<TicketTypeAttributes, 'quota' | 'soldCount' | 'heldCount'>;

export function remainingSeats({ quota, soldCount, heldCount }: InventoryFields): number {
  return Math.max(0, quota - soldCount - heldCount);
}

/** Sales window bounds are inclusive: the last second of `salesEnd` still sells. */
export function isWithinSalesWindow(t: Pick<TicketTypeAttributes, 'salesStart' | 'salesEnd'>, now: Date): boolean {
  const time = now.getTime();
  return time >= t.salesStart.getTime() && time <= t.salesEnd.getTime();
}

/** The public view of a ticket type, its texts in `locale` (French when it has no translation). */
export function toTicketTypeView(t: TicketTypeAttributes, now: Date, locale: Locale = DEFAULT_LOCALE): TicketTypeView {
  const remaining = remainingSeats(t);
  const soldOut = remaining === 0;
  const texts = ticketTypeTexts(t, locale);
  return {
    id: t.id,
    slug: t.slug,
    name: texts.name,
    description: texts.description,
    includes: [...texts.includes],
    category: t.category,
    price: centsToEuros(t.priceCents),
    currency: 'EUR',
    quota: t.quota,
    remaining,
    soldOut,
    salesStart: t.salesStart.toISOString(),
    salesEnd: t.salesEnd.toISOString(),
    onSale: !soldOut && isWithinSalesWindow(t, now),
    validDays: [...t.validDays],
    highlighted: t.highlighted,
    sortOrder: t.sortOrder,
  };
}

export interface InventoryOptions {
  transaction?: Transaction;
}

/**
 * The visible ticket types, kept in memory for at most CATALOGUE_CACHE_MS: `GET /api/tickets` is the
 * hottest read of a sale day and a handful of rows change only through the inventory counters.
 * Every change made through this process (the inventory primitives below, and any write through the
 * model, e.g. the back-office) drops the copy at once; changes made by another API replica show
 * within CATALOGUE_CACHE_MS. Availability shown may lag that long, never a sale: the cart and the
 * checkout re-check seats in the database.
 */
export const CATALOGUE_CACHE_MS = 1_000;

interface CatalogueCache {
  rows: TicketTypeAttributes[] | null;
  loadedAt: number;
  /** Bumped by every invalidation, so a read that started before a write never refills the cache. */
  generation: number;
}

/** One cache per model (per database): tests open several databases in one process. */
const caches = new WeakMap<object, CatalogueCache>();

function cacheOf(model: Models['TicketType']): CatalogueCache {
  let cache = caches.get(model);
  if (!cache) {
    cache = { rows: null, loadedAt: 0, generation: 0 };
    caches.set(model, cache);
    const invalidate = () => invalidateCatalogueCache(model);
    for (const hook of ['afterCreate', 'afterUpdate', 'afterDestroy', 'afterBulkCreate', 'afterBulkUpdate', 'afterBulkDestroy'] as const) {
      model.addHook(hook, invalidate);
    }
  }
  return cache;
}

export function invalidateCatalogueCache(model: Models['TicketType']): void {
  const cache = cacheOf(model);
  cache.rows = null;
  cache.generation += 1;
}

/** Positive integer guard: a zero or negative quantity would turn a hold into a release. */
function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new RangeError(`quantité invalide : ${quantity}`);
}

export function createCatalogueService(models: Pick<Models, 'TicketType'>) {
  const { TicketType } = models;

  /** Runs `UPDATE ticket_types SET … WHERE id = ? AND <condition>`; true when the row matched. */
  async function conditionalUpdate(
    id: number,
    set: Partial<Record<'heldCount' | 'soldCount', ReturnType<typeof literal>>>,
    condition: string,
    options: InventoryOptions,
  ): Promise<boolean> {
    const [affected] = await TicketType.update(set as never, {
      where: { id, [Op.and]: literal(condition) },
      transaction: options.transaction,
      // Hooks and validators would read the stale instance values, not the SQL expressions.
      hooks: false,
      validate: false,
    });
    if (affected === 1) {
      invalidateCatalogueCache(TicketType);
      // Inside a transaction the new counters are visible only after the commit: drop again then,
      // in case a read refilled the cache with the old values in between.
      options.transaction?.afterCommit(() => invalidateCatalogueCache(TicketType));
    }
    return affected === 1;
  }

  return {
    /** Visible ticket types, by `sortOrder` then id, with availability computed at `now`. */
    async listCatalogue(now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<TicketTypeView[]> {
      const cache = cacheOf(TicketType);
      let rows = cache.rows;
      if (!rows || performance.now() - cache.loadedAt > CATALOGUE_CACHE_MS) {
        const generation = cache.generation;
        const found = await TicketType.findAll({
          where: { visible: true },
          order: [
            ['sortOrder', 'ASC'],
            ['id', 'ASC'],
          ],
        });
        rows = found.map((row) => row.get({ plain: true }));
        if (cache.generation === generation) {
          cache.rows = rows;
          cache.loadedAt = performance.now();
        }
      }
      // Sales windows depend on `now`: views are computed per request from the cached rows.
      return rows.map((row) => toTicketTypeView(row, now, locale));
    },

    /** A visible ticket type by slug, or null (hidden ones do not exist for the public). */
    async getBySlug(slug: string, now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<TicketTypeView | null> {
      const row = await TicketType.findOne({ where: { slug, visible: true } });
      return row ? toTicketTypeView(row.get({ plain: true }), now, locale) : null;
    },

    /**
     * Reserves `quantity` seats if that many remain. False means "not enough left" (nothing
     * changed). Sales window and visibility are the caller's business rules, checked before.
     */
    async holdSeats(id: number, quantity: number, options: InventoryOptions = {}): Promise<boolean> {
      assertQuantity(quantity);
      const n = Number(quantity);
      return conditionalUpdate(id, { heldCount: literal(`held_count + ${n}`) }, `quota - sold_count - held_count >= ${n}`, options);
    },

    /** Gives back seats of an expired or abandoned hold. False if fewer than `quantity` are held. */
    async releaseSeats(id: number, quantity: number, options: InventoryOptions = {}): Promise<boolean> {
      assertQuantity(quantity);
      const n = Number(quantity);
      return conditionalUpdate(id, { heldCount: literal(`held_count - ${n}`) }, `held_count >= ${n}`, options);
    },

    /**
     * Puts sold seats back on sale (a refunded or cancelled ticket gives back one): `sold_count - n`
     * per type, in type id order (the lock order of checkout and payment), never below zero.
     * Answers the types whose counter was already lower than what was given back (left as is).
     */
    async releaseSoldSeats(tickets: ReadonlyArray<{ ticketTypeId: number }>, options: InventoryOptions = {}): Promise<number[]> {
      const perType = new Map<number, number>();
      for (const t of tickets) perType.set(t.ticketTypeId, (perType.get(t.ticketTypeId) ?? 0) + 1);
      const short: number[] = [];
      for (const [id, n] of [...perType.entries()].sort(([a], [b]) => a - b)) {
        if (!(await conditionalUpdate(id, { soldCount: literal(`sold_count - ${n}`) }, `sold_count >= ${n}`, options))) short.push(id);
      }
      return short;
    },

    /** Turns held seats into sold ones when the payment is confirmed. */
    async confirmHeldSeats(id: number, quantity: number, options: InventoryOptions = {}): Promise<boolean> {
      assertQuantity(quantity);
      const n = Number(quantity);
      return conditionalUpdate(
        id,
        { heldCount: literal(`held_count - ${n}`), soldCount: literal(`sold_count + ${n}`) },
        `held_count >= ${n}`,
        options,
      );
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/**
 * The names of ticket types in `locale` (French when a type has no translation): orders keep the
 * French name of their lines, their e-mail, PDF tickets and payment page name them in the order's
 * language.
 */
export async function ticketTypeNamesIn(
  models: Pick<Models, 'TicketType'>,
  ids: readonly number[],
  locale: Locale,
  options: InventoryOptions = {},
): Promise<Map<number, string>> {
  if (locale === DEFAULT_LOCALE || ids.length === 0) return new Map();
  const rows = await models.TicketType.findAll({
    where: { id: { [Op.in]: [...new Set(ids)] } },
    attributes: ['id', 'name', 'description', 'includes', 'translations'],
    transaction: options.transaction,
  });
  return new Map(rows.map((row) => [row.id, ticketTypeTexts(row, locale).name]));
}
