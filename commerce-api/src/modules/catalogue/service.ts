/**
 * Catalogue: what is for sale, at what price, and how many seats remain.
 *
 * Inventory changes are single conditional UPDATEs on the ticket type row: the database checks
 * and changes the counters atomically, so two buyers racing for the last seat cannot both win,
 * whatever the number of API replicas. Callers (cart, checkout, fulfilment, refunds) pass
 * their transaction when the change must commit together with their own rows.
 */
import type { RoleAvailability, TicketTypeView } from '@kizomba/api-contract/catalogue';
import { Op, QueryTypes, literal, type Sequelize, type Transaction } from 'sequelize';
import type { Models } from '../../db/models.js';
import { centsToEuros } from '../../lib/money.js';
import { assertHoldShape, balanceAdmits, holdCondition, NOBODY_WAITING, type BalanceState, type HoldRequest, type HoldVerdict, type WaitingAhead } from './balance.js';
import { ticketTypeTexts, type DanceRole, type TicketTypeAttributes, type TicketTypeInstance } from './models.js';
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

/** Whether one more dancer of `role` could buy now (balance.ts' verdict of a single's public hold). */
export function roleAvailability(t: BalanceState, role: DanceRole, waiting: WaitingAhead = NOBODY_WAITING): RoleAvailability {
  const verdict = balanceAdmits(t, { quantity: 1, leaders: role === 'leader' ? 1 : 0, followers: role === 'follower' ? 1 : 0 }, waiting);
  if (verdict === 'admitted') return 'available';
  return verdict === 'noPlace' || verdict === 'capReached' ? 'soldOut' : 'waitlist';
}

/**
 * The public view of a ticket type, its texts in `locale` (French when it has no translation).
 * `remaining`: places the public can buy (less the people waiting, on a type without roles);
 * a balanced type's roles say which role can buy.
 */
export function toTicketTypeView(t: TicketTypeAttributes, now: Date, locale: Locale = DEFAULT_LOCALE, waiting: WaitingAhead = NOBODY_WAITING): TicketTypeView {
  const balanced = t.danceRoles === 'balanced';
  const roles = balanced ? { leader: roleAvailability(t, 'leader', waiting), follower: roleAvailability(t, 'follower', waiting) } : null;
  const remaining = balanced ? remainingSeats(t) : Math.max(0, remainingSeats(t) - waiting.all);
  const soldOut = remaining === 0 || (roles !== null && roles.leader === 'soldOut' && roles.follower === 'soldOut');
  const buyable = roles ? roles.leader === 'available' || roles.follower === 'available' : remaining > 0;
  const inWindow = isWithinSalesWindow(t, now);
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
    onSale: buyable && inWindow,
    validDays: [...t.validDays],
    highlighted: t.highlighted,
    sortOrder: t.sortOrder,
    danceRoles: t.danceRoles,
    roles,
    // Places may free up until the sales end: a full type, or a role held back, takes names.
    waitingList: inWindow && (!buyable || (roles !== null && (roles.leader !== 'available' || roles.follower !== 'available'))),
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
  waiting: WaitingByType;
  loadedAt: number;
  /** Bumped by every invalidation, so a read that started before a write never refills the cache. */
  generation: number;
}

/** One cache per model (per database): tests open several databases in one process. */
const caches = new WeakMap<object, CatalogueCache>();

function cacheOf(model: Models['TicketType']): CatalogueCache {
  let cache = caches.get(model);
  if (!cache) {
    cache = { rows: null, waiting: new Map(), loadedAt: 0, generation: 0 };
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

/** How many of each role a hold, release or confirmation counts (balanced types; none otherwise). */
export interface RoleCountOptions extends InventoryOptions {
  leaders?: number;
  followers?: number;
}

export interface HoldOptions extends RoleCountOptions {
  /** A hold made for a waiting-list offer (or a resale): the people waiting are not in front of it. */
  viaOffer?: boolean;
}

const holdRequest = (quantity: number, { leaders = 0, followers = 0 }: RoleCountOptions): HoldRequest => ({
  quantity: Number(quantity),
  leaders: Number(leaders),
  followers: Number(followers),
});

type Counter = 'heldCount' | 'soldCount' | 'leaderHeld' | 'leaderSold' | 'followerHeld' | 'followerSold';

/** People waiting per ticket type (waiting-list module's entries with status 'waiting'). */
type WaitingByType = Map<number, WaitingAhead>;

async function waitingByType(sequelize: Sequelize, ids: readonly number[] | null, transaction?: Transaction): Promise<WaitingByType> {
  const rows = (await sequelize.query(
    `SELECT ticket_type_id AS id, role, COALESCE(SUM(quantity), 0) AS waiting FROM waiting_list_entries WHERE status = 'waiting'${
      ids ? ` AND ticket_type_id IN (${ids.map(Number).join(', ') || 'NULL'})` : ''
    } GROUP BY ticket_type_id, role`,
    { type: QueryTypes.SELECT, transaction },
  )) as Array<{ id: number | string; role: string | null; waiting: number | string }>;
  const byType: WaitingByType = new Map();
  for (const row of rows) {
    const id = Number(row.id);
    const waiting = byType.get(id) ?? { leader: 0, follower: 0, all: 0 };
    const n = Number(row.waiting);
    waiting.all += n;
    if (row.role === 'leader') waiting.leader += n;
    if (row.role === 'follower') waiting.follower += n;
    byType.set(id, waiting);
  }
  return byType;
}

export function createCatalogueService(models: Pick<Models, 'TicketType'>) {
  const { TicketType } = models;

  async function waitingAheadOf(id: number, transaction?: Transaction): Promise<WaitingAhead> {
    return (await waitingByType(TicketType.sequelize!, [id], transaction)).get(id) ?? NOBODY_WAITING;
  }

  /** Runs `UPDATE ticket_types SET … WHERE id = ? AND <condition>`; true when the row matched. */
  async function conditionalUpdate(
    id: number,
    set: Partial<Record<Counter, ReturnType<typeof literal>>>,
    condition: ReturnType<typeof literal>,
    options: InventoryOptions,
  ): Promise<boolean> {
    const [affected] = await TicketType.update(set as never, {
      where: { id, [Op.and]: condition },
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
      let waiting = cache.waiting;
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
        // The waiting list changes without touching ticket types: it shows within CATALOGUE_CACHE_MS.
        waiting = await waitingByType(TicketType.sequelize!, null);
        if (cache.generation === generation) {
          cache.rows = rows;
          cache.waiting = waiting;
          cache.loadedAt = performance.now();
        }
      }
      // Sales windows depend on `now`: views are computed per request from the cached rows.
      return rows.map((row) => toTicketTypeView(row, now, locale, waiting.get(row.id)));
    },

    /** A visible ticket type by slug, or null (hidden ones do not exist for the public). */
    async getBySlug(slug: string, now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<TicketTypeView | null> {
      const row = await TicketType.findOne({ where: { slug, visible: true } });
      return row ? toTicketTypeView(row.get({ plain: true }), now, locale, await waitingAheadOf(row.id)) : null;
    },

    /**
     * Reserves `quantity` seats (couples on a couple type) if the admission rule allows (balance.ts):
     * places, less the people waiting in front of a public hold; on a balanced type `leaders` +
     * `followers` = `quantity`, the role caps and the balance of the unpaired part. ONE conditional
     * UPDATE checks and takes them all. False means refused (nothing changed): `explainHold` says why.
     * Sales window and visibility are the caller's business rules, checked before.
     */
    async holdSeats(id: number, quantity: number, options: HoldOptions = {}): Promise<boolean> {
      const hold = holdRequest(quantity, options);
      assertHoldShape(null, hold);
      return conditionalUpdate(
        id,
        {
          heldCount: literal(`held_count + ${hold.quantity}`),
          ...(hold.leaders > 0 ? { leaderHeld: literal(`leader_held + ${hold.leaders}`) } : {}),
          ...(hold.followers > 0 ? { followerHeld: literal(`follower_held + ${hold.followers}`) } : {}),
        },
        holdCondition(hold, !options.viaOffer),
        options,
      );
    },

    /** Gives back seats of an expired or abandoned hold (per role). False if fewer than that are held. */
    async releaseSeats(id: number, quantity: number, options: RoleCountOptions = {}): Promise<boolean> {
      const hold = holdRequest(quantity, options);
      assertHoldShape(null, hold);
      return conditionalUpdate(
        id,
        {
          heldCount: literal(`held_count - ${hold.quantity}`),
          ...(hold.leaders > 0 ? { leaderHeld: literal(`leader_held - ${hold.leaders}`) } : {}),
          ...(hold.followers > 0 ? { followerHeld: literal(`follower_held - ${hold.followers}`) } : {}),
        },
        literal(`held_count >= ${hold.quantity} AND leader_held >= ${hold.leaders} AND follower_held >= ${hold.followers}`),
        options,
      );
    },

    /**
     * Puts sold seats back on sale (a refunded or cancelled ticket gives back one; on a couple type
     * two tickets give back one couple): `sold_count - n` and the role's sold counter per type, in
     * type id order (the lock order of checkout and payment), never below zero. Answers the types
     * whose counters were already lower than what was given back (left as is).
     */
    async releaseSoldSeats(tickets: ReadonlyArray<{ ticketTypeId: number; role?: string | null }>, options: InventoryOptions = {}): Promise<number[]> {
      const perType = new Map<number, { tickets: number; leaders: number; followers: number }>();
      for (const t of tickets) {
        const counts = perType.get(t.ticketTypeId) ?? { tickets: 0, leaders: 0, followers: 0 };
        counts.tickets += 1;
        if (t.role === 'leader') counts.leaders += 1;
        if (t.role === 'follower') counts.followers += 1;
        perType.set(t.ticketTypeId, counts);
      }
      const modes = new Map(
        (await TicketType.findAll({ where: { id: { [Op.in]: [...perType.keys()] } }, attributes: ['id', 'danceRoles'], transaction: options.transaction })).map(
          (row) => [row.id, row.danceRoles],
        ),
      );
      const short: number[] = [];
      for (const [id, counts] of [...perType.entries()].sort(([a], [b]) => a - b)) {
        const mode = modes.get(id);
        const n = mode === 'couple' ? Math.floor(counts.tickets / 2) : counts.tickets;
        const leaders = mode === 'balanced' ? counts.leaders : 0;
        const followers = mode === 'balanced' ? counts.followers : 0;
        if (n === 0) continue;
        const given = await conditionalUpdate(
          id,
          {
            soldCount: literal(`sold_count - ${n}`),
            ...(leaders > 0 ? { leaderSold: literal(`leader_sold - ${leaders}`) } : {}),
            ...(followers > 0 ? { followerSold: literal(`follower_sold - ${followers}`) } : {}),
          },
          literal(`sold_count >= ${n} AND leader_sold >= ${leaders} AND follower_sold >= ${followers}`),
          options,
        );
        if (!given) short.push(id);
      }
      return short;
    },

    /** Turns held seats into sold ones (per role) when the payment is confirmed. */
    async confirmHeldSeats(id: number, quantity: number, options: RoleCountOptions = {}): Promise<boolean> {
      const hold = holdRequest(quantity, options);
      assertHoldShape(null, hold);
      const { quantity: n, leaders, followers } = hold;
      return conditionalUpdate(
        id,
        {
          heldCount: literal(`held_count - ${n}`),
          soldCount: literal(`sold_count + ${n}`),
          ...(leaders > 0 ? { leaderHeld: literal(`leader_held - ${leaders}`), leaderSold: literal(`leader_sold + ${leaders}`) } : {}),
          ...(followers > 0 ? { followerHeld: literal(`follower_held - ${followers}`), followerSold: literal(`follower_sold + ${followers}`) } : {}),
        },
        literal(`held_count >= ${n} AND leader_held >= ${leaders} AND follower_held >= ${followers}`),
        options,
      );
    },

    /** The people waiting in front of a public hold of this type (per role, and in all). */
    async waitingAhead(id: number, options: InventoryOptions = {}): Promise<WaitingAhead> {
      return waitingAheadOf(id, options.transaction);
    },

    /** Why `holdSeats` refused this hold, read after the refusal (latest committed counters); null if it would pass now. */
    async explainHold(id: number, quantity: number, options: HoldOptions = {}): Promise<{ verdict: HoldVerdict; ticketType: TicketTypeInstance } | null> {
      const ticketType = await TicketType.findByPk(id, { transaction: options.transaction });
      if (!ticketType) return null;
      const hold = holdRequest(quantity, options);
      const waiting = options.viaOffer ? NOBODY_WAITING : await waitingAheadOf(id, options.transaction);
      return { verdict: balanceAdmits(ticketType, hold, waiting), ticketType };
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
