/**
 * Catalogue: what is for sale, at what price, and how many seats remain.
 *
 * Inventory changes are single conditional UPDATEs on the ticket type row: the database checks
 * and changes the counters atomically, so two buyers racing for the last seat cannot both win,
 * whatever the number of API replicas. Callers (cart, checkout, fulfilment — later issues) pass
 * their transaction when the change must commit together with their own rows.
 */
import { Op, literal, type Transaction } from 'sequelize';
import type { Models } from '../../db/models.js';
import { centsToEuros } from '../../lib/money.js';
import type { TicketCategory, TicketTypeAttributes } from './models.js';

/** One entry of `GET /api/tickets` (docs/content-model.md, "Ticket catalogue"). */
export interface TicketTypeView {
  id: number;
  slug: string;
  name: string;
  description: string;
  includes: string[];
  category: TicketCategory;
  /** Euros, at most 2 decimals. */
  price: number;
  currency: 'EUR';
  quota: number;
  remaining: number;
  soldOut: boolean;
  salesStart: string;
  salesEnd: string;
  /** Within the sales window and not sold out. */
  onSale: boolean;
  validDays: string[];
  highlighted: boolean;
  sortOrder: number;
}

type InventoryFields = Pick<TicketTypeAttributes, 'quota' | 'soldCount' | 'heldCount'>;

export function remainingSeats({ quota, soldCount, heldCount }: InventoryFields): number {
  return Math.max(0, quota - soldCount - heldCount);
}

/** Sales window bounds are inclusive: the last second of `salesEnd` still sells. */
export function isWithinSalesWindow(t: Pick<TicketTypeAttributes, 'salesStart' | 'salesEnd'>, now: Date): boolean {
  const time = now.getTime();
  return time >= t.salesStart.getTime() && time <= t.salesEnd.getTime();
}

export function toTicketTypeView(t: TicketTypeAttributes, now: Date): TicketTypeView {
  const remaining = remainingSeats(t);
  const soldOut = remaining === 0;
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    description: t.description,
    includes: [...t.includes],
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
    return affected === 1;
  }

  return {
    /** Visible ticket types, by `sortOrder` then id, with availability computed at `now`. */
    async listCatalogue(now: Date = new Date()): Promise<TicketTypeView[]> {
      const rows = await TicketType.findAll({
        where: { visible: true },
        order: [
          ['sortOrder', 'ASC'],
          ['id', 'ASC'],
        ],
      });
      return rows.map((row) => toTicketTypeView(row.get({ plain: true }), now));
    },

    /** A visible ticket type by slug, or null (hidden ones do not exist for the public). */
    async getBySlug(slug: string, now: Date = new Date()): Promise<TicketTypeView | null> {
      const row = await TicketType.findOne({ where: { slug, visible: true } });
      return row ? toTicketTypeView(row.get({ plain: true }), now) : null;
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
