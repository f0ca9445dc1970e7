/**
 * Cart: lines of ticket types, a promo code, and the totals the site shows (docs/spec.md §3, §4, §7).
 *
 * Every method takes the raw cart id the browser sent (header `X-Cart-Id` or body `cartId`) and
 * the current time, and answers a `CartResult` ready for JSON: no Express here, so the rules are
 * testable directly. Money is integer cents inside; `CartView` carries euros for the site.
 *
 * Writes run in one transaction per call (`db.write`); on MySQL the cart row
 * is locked first (`SELECT … FOR UPDATE`) so two clicks on « + » are applied one after the other.
 * The promo code is re-evaluated on every answer and dropped, with a French note, once it no
 * longer applies (expired, minimum no longer reached, restricted lines removed…).
 */
import type { CartResult, CartView } from '@kizomba/api-contract/cart';
import { randomUUID } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { Database } from '../../db/index.js';
import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';
import { apiText, pluralText, say, type LocalizedText } from '../../i18n/index.js';
import { HttpError, badRequest, notFound } from '../../lib/errors.js';
import { centsToEuros } from '../../lib/money.js';
import {
  balanceAdmits,
  createCatalogueService,
  isWithinSalesWindow,
  remainingSeats,
  ticketsPerUnit,
  ticketTypeTexts,
  type DanceRole,
  type HoldRequest,
  type HoldVerdict,
  type TicketTypeInstance,
  type WaitingAhead,
} from '../catalogue/index.js';
import { createPromoCodeService, evaluatePromoCode, promoRemovedText, type PromoCodeAttributes, type PromoLine, type PromoRefusal } from '../promo-codes/index.js';
import { CART_TTL_MS, MAX_QUANTITY_PER_LINE, type CartInstance, type CartItemAttributes, type CartItemInstance } from './models.js';

/** The cart's answers are the contract's (`@kizomba/api-contract/cart`): a renamed field fails to compile here and in the site. */
export type { CartItemView, CartResult, CartView } from '@kizomba/api-contract/cart';

export const emptyCartView = (): CartView => ({ id: null, items: [], subtotal: 0, discount: 0, total: 0, promoCode: null, itemCount: 0, waitingOffer: false });

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A well-formed cart id (UUIDv4, any case → lower-case), or null: malformed ids cannot exist. */
export function parseCartId(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const id = raw.trim().toLowerCase();
  return UUID_V4.test(id) ? id : null;
}

/** `ticketId` of `POST /api/cart/add`: a ticket type id, or its slug. */
export type TicketRef = number | string;

export const CART_MESSAGES = {
  cartNotFound: "Ce panier n'existe pas ou a expiré.",
  itemNotFound: "Cet article n'est pas dans votre panier.",
  ticketNotFound: "Ce billet n'existe pas ou n'est plus proposé.",
  emptyForPromo: "Votre panier est vide : ajoutez des billets avant d'appliquer un code promo.",
  promoApplied: 'Code promo appliqué avec succès !',
  cleared: 'Votre panier a été vidé.',
  quantity: `La quantité doit être un nombre entier entre 1 et ${MAX_QUANTITY_PER_LINE}.`,
} as const;

export const cartNotFound = () => notFound(CART_MESSAGES.cartNotFound, 'CART_NOT_FOUND');
export const cartItemNotFound = () => notFound(CART_MESSAGES.itemNotFound, 'CART_ITEM_NOT_FOUND');


/** « Il ne reste que 3 places » / « Il ne reste qu'une place ». */
/** The refusal, followed by how many the cart already holds when it holds some. */
function withCartCount(text: LocalizedText, current: number): LocalizedText {
  return current > 0 ? { ...text, then: pluralText('errors.cart.alreadyInCart', current) } : text;
}

/**
 * The refusal of a hold `balanceAdmits` did not admit, naming the ticket in `locale`: seats
 * (SOLD_OUT / NOT_ENOUGH_SEATS, what the public can still buy), or the role's (ROLE_SOLD_OUT for
 * no place or cap of that role, ROLE_WAITLISTED when the balance or the people waiting hold it back:
 * both invite to the waiting list). `role`: the role the buyer asked for on a balanced type.
 */
export function holdRefusal(
  ticketType: TicketTypeInstance,
  verdict: Exclude<HoldVerdict, 'admitted'>,
  role: DanceRole | null,
  waiting: WaitingAhead,
  locale: Locale,
  current = 0,
): HttpError {
  const { name } = ticketTypeTexts(ticketType, locale);
  if (role !== null) {
    if (verdict === 'capReached' || (verdict === 'noPlace' && remainingSeats(ticketType) === 0)) {
      return new HttpError(409, 'ROLE_SOLD_OUT', { key: `roles.errors.soldOut.${role}`, params: { name } });
    }
    if (verdict === 'unbalanced' || verdict === 'waitingAhead') {
      return new HttpError(409, 'ROLE_WAITLISTED', { key: `roles.errors.waitlisted.${role}`, params: { name } });
    }
  }
  const remaining = Math.max(0, remainingSeats(ticketType) - (ticketType.danceRoles === 'balanced' ? 0 : waiting.all));
  if (remaining === 0) return new HttpError(409, 'SOLD_OUT', { key: 'errors.cart.soldOut', params: { name } });
  return new HttpError(409, 'NOT_ENOUGH_SEATS', withCartCount(pluralText('errors.cart.notEnoughSeats', remaining, { name }), current));
}

/** Is `ticketType` offered and within its sales window? 409 TICKET_NOT_ON_SALE naming it otherwise. */
export function assertOnSale(ticketType: TicketTypeInstance, now: Date, locale: Locale): void {
  const { name } = ticketTypeTexts(ticketType, locale);
  if (!ticketType.visible) {
    throw new HttpError(409, 'TICKET_NOT_ON_SALE', { key: 'errors.cart.notOffered', params: { name } });
  }
  if (!isWithinSalesWindow(ticketType, now)) {
    const notYet = now.getTime() < ticketType.salesStart.getTime();
    throw new HttpError(409, 'TICKET_NOT_ON_SALE', { key: notYet ? 'errors.cart.salesNotOpen' : 'errors.cart.salesClosed', params: { name } });
  }
}

/**
 * May this cart hold `wanted` units of `ticketType` (it holds `current` today)? Throws a 409
 * naming the ticket in `locale` otherwise. Only called when the quantity grows: lowering a line
 * is always allowed, even once sales are closed. `hold`: what the cart's lines of this type would
 * hold at checkout (leaders and followers together: a couple passes whatever the ratio), checked
 * with the people waiting; without it, the seats left.
 */
export function assertCanHold(
  ticketType: TicketTypeInstance,
  wanted: number,
  current: number,
  now: Date,
  locale: Locale,
  balance?: { hold: HoldRequest; waiting: WaitingAhead; role: DanceRole | null },
): void {
  assertOnSale(ticketType, now, locale);
  const { name } = ticketTypeTexts(ticketType, locale);
  const remaining = remainingSeats(ticketType);
  if (remaining === 0 && !balance?.role) throw new HttpError(409, 'SOLD_OUT', { key: 'errors.cart.soldOut', params: { name } });
  if (wanted > MAX_QUANTITY_PER_LINE) {
    throw new HttpError(
      409,
      'QUANTITY_LIMIT',
      withCartCount({ key: 'errors.cart.quantityLimit', params: { max: MAX_QUANTITY_PER_LINE, name } }, current),
    );
  }
  if (balance) {
    const verdict = balanceAdmits(ticketType, balance.hold, balance.waiting);
    if (verdict !== 'admitted') throw holdRefusal(ticketType, verdict, balance.role, balance.waiting, locale, current);
    return;
  }
  if (wanted > remaining) {
    throw new HttpError(409, 'NOT_ENOUGH_SEATS', withCartCount(pluralText('errors.cart.notEnoughSeats', remaining, { name }), current));
  }
}

/** The hold the cart's lines of `ticketTypeId` would make, with `changed` counted at `quantity`. */
export function holdOfLines(
  lines: ReadonlyArray<Pick<CartItemAttributes, 'id' | 'ticketTypeId' | 'role' | 'quantity'>>,
  ticketTypeId: number,
  changed: { id: number | null; role: DanceRole | null; quantity: number },
): HoldRequest {
  const hold: HoldRequest = { quantity: 0, leaders: 0, followers: 0 };
  const add = (role: DanceRole | null, quantity: number) => {
    hold.quantity += quantity;
    if (role === 'leader') hold.leaders += quantity;
    if (role === 'follower') hold.followers += quantity;
  };
  for (const line of lines) if (line.ticketTypeId === ticketTypeId && line.id !== changed.id) add(line.role, line.quantity);
  add(changed.role, changed.quantity);
  return hold;
}

/** A balanced type takes a role, every other type refuses one (400, in `locale`). */
export function assertRoleFits(ticketType: TicketTypeInstance, role: DanceRole | null | undefined, locale: Locale): void {
  const { name } = ticketTypeTexts(ticketType, locale);
  if (ticketType.danceRoles === 'balanced' && !role) throw badRequest({ key: 'roles.errors.required', params: { name } }, 'ROLE_REQUIRED');
  if (ticketType.danceRoles !== 'balanced' && role) throw badRequest({ key: 'roles.errors.notAllowed', params: { name } }, 'ROLE_NOT_ALLOWED');
}

const offerCartFixed = () => new HttpError(409, 'OFFER_CART_FIXED', { key: 'roles.errors.offerFixed' });

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY_PER_LINE) {
    throw badRequest(CART_MESSAGES.quantity, 'VALIDATION_ERROR');
  }
}

type LoadedItem = CartItemInstance & { ticketType: TicketTypeInstance };

interface CartContents {
  cart: CartInstance;
  items: LoadedItem[];
  promo: PromoCodeAttributes | null;
}

interface Presented {
  result: CartResult;
  /** The promo code id to drop, when it no longer applies. */
  dropPromoId: number | null;
}

/** Totals and promo evaluation of loaded contents, in cents, then the euro view. */
export function presentCart({ cart, items, promo }: CartContents, now: Date, locale: Locale = DEFAULT_LOCALE): Presented {
  const lines: PromoLine[] = items.map((item) => ({
    ticketTypeId: item.ticketTypeId,
    unitPriceCents: item.unitPriceCents,
    quantity: item.quantity,
  }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  let discountCents = 0;
  let refusal: PromoRefusal | null = null;
  if (promo) {
    const evaluation = evaluatePromoCode(promo, lines, now);
    if (evaluation.ok) discountCents = evaluation.discountCents;
    else refusal = evaluation.refusal;
  }
  const view: CartView = {
    id: cart.id,
    items: items.map((item) => {
      const { name } = ticketTypeTexts(item.ticketType, locale);
      return {
        id: item.id,
        ticketId: item.ticketTypeId,
        name,
        unitPrice: centsToEuros(item.unitPriceCents),
        quantity: item.quantity,
        subtotal: centsToEuros(item.unitPriceCents * item.quantity),
        ticket: { id: item.ticketType.id, name, slug: item.ticketType.slug },
        role: item.role ?? null,
        ticketsPerUnit: ticketsPerUnit(item.ticketType),
      };
    }),
    subtotal: centsToEuros(subtotalCents),
    discount: centsToEuros(discountCents),
    total: centsToEuros(subtotalCents - discountCents),
    promoCode: promo && !refusal ? promo.code : null,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    waitingOffer: (cart.waitingOfferId ?? null) !== null,
  };
  const result: CartResult = { cart: view };
  if (promo && refusal) {
    result.promoRemoved = say(locale, promoRemovedText(promo.code, refusal));
  }
  return { result, dropPromoId: promo && refusal ? promo.id : null };
}

export function createCartService({ db }: { db: Pick<Database, 'models' | 'sequelize' | 'write'> }) {
  const { Cart, CartItem, TicketType, PromoCode } = db.models;
  const promoCodes = createPromoCodeService(db.models);
  const catalogue = createCatalogueService(db.models);

  async function findLiveCart(id: string, now: Date, transaction?: Transaction): Promise<CartInstance | null> {
    return Cart.findOne({
      where: { id, expiresAt: { [Op.gt]: now } },
      transaction,
      // MySQL: serialises concurrent changes of one cart (ignored by SQLite, which has the write lock).
      ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}),
    });
  }

  async function loadContents(cart: CartInstance, transaction?: Transaction): Promise<CartContents> {
    const items = (await CartItem.findAll({
      where: { cartId: cart.id },
      include: [{ model: TicketType, as: 'ticketType' }],
      order: [['id', 'ASC']],
      transaction,
    })) as LoadedItem[];
    const promoRow = cart.promoCodeId === null ? null : await PromoCode.findByPk(cart.promoCodeId, { transaction });
    return { cart, items, promo: promoRow ? promoRow.get({ plain: true }) : null };
  }

  /**
   * Read path (GET, recover): the live cart, its lines with their ticket types and its promo code in
   * ONE joined query — on SQLite every statement queues on the same connection, so three round trips
   * cost three times the latency.
   */
  async function findLiveContents(id: string, now: Date): Promise<CartContents | null> {
    const cart = (await Cart.findOne({
      where: { id, expiresAt: { [Op.gt]: now } },
      include: [
        {
          model: CartItem,
          as: 'items',
          // Only what presentCart reads: the ticket type's long texts would be parsed for nothing.
          attributes: ['id', 'ticketTypeId', 'role', 'quantity', 'unitPriceCents'],
          include: [{ model: TicketType, as: 'ticketType', attributes: ['id', 'name', 'slug', 'danceRoles'] }],
        },
        { model: PromoCode, as: 'promoCode' },
      ],
      order: [[{ model: CartItem, as: 'items' }, 'id', 'ASC']],
    })) as (CartInstance & { items?: LoadedItem[]; promoCode?: InstanceType<typeof PromoCode> | null }) | null;
    if (!cart) return null;
    return { cart, items: cart.items ?? [], promo: cart.promoCode ? cart.promoCode.get({ plain: true }) : null };
  }

  /** A live cart's answer on the read path; drops a promo code that stopped applying. */
  async function answer(contents: CartContents, now: Date, locale: Locale): Promise<CartResult> {
    const { result, dropPromoId } = presentCart(contents, now, locale);
    if (dropPromoId !== null) {
      const { cart } = contents;
      await db.write((transaction) => Cart.update({ promoCodeId: null }, { where: { id: cart.id, promoCodeId: dropPromoId }, transaction }));
    }
    return result;
  }

  /**
   * What a change works on. The change keeps `items` and `promo` equal to what it wrote (a line's
   * `update` refreshes the instance; a created line is pushed with its ticket type, a destroyed one
   * removed), so the answer is computed from them without reading the cart back.
   */
  interface MutationContext {
    cart: CartInstance;
    items: LoadedItem[];
    promo: PromoCodeAttributes | null;
    transaction: Transaction;
  }

  /**
   * Runs `change` on the caller's live cart in one write transaction, then answers the cart.
   * `whenMissing`: 'create' makes a new cart, otherwise the error to throw.
   */
  async function mutate(
    rawId: unknown,
    now: Date,
    whenMissing: 'create' | (() => HttpError),
    change: (ctx: MutationContext) => Promise<LocalizedText | undefined>,
    locale: Locale,
  ): Promise<CartResult> {
    return db.write(async (transaction) => {
      const id = parseCartId(rawId);
      const found = id ? await findLiveCart(id, now, transaction) : null;
      let ctx: MutationContext;
      if (found) {
        ctx = { ...(await loadContents(found, transaction)), transaction };
      } else {
        if (whenMissing !== 'create') throw whenMissing();
        // A new cart has no line and no promo code: nothing to read.
        const cart = await Cart.create({ id: randomUUID(), expiresAt: new Date(now.getTime() + CART_TTL_MS) }, { transaction });
        ctx = { cart, items: [], promo: null, transaction };
      }
      const message = await change(ctx);
      const { cart } = ctx;
      const { result, dropPromoId } = presentCart(ctx, now, locale);
      // The promo code no longer applies to the new lines: dropped in the same UPDATE.
      if (dropPromoId !== null) cart.promoCodeId = null;
      if (found) {
        // Sliding expiry: any change keeps the cart for another CART_TTL_MS.
        cart.expiresAt = new Date(now.getTime() + CART_TTL_MS);
        cart.changed('updatedAt', true);
        await cart.save({ transaction });
      } else if (cart.changed()) {
        await cart.save({ transaction });
      }
      return message ? { ...result, message: say(locale, message) } : result;
    });
  }

  function findItem(items: LoadedItem[], itemId: number): LoadedItem {
    const item = Number.isSafeInteger(itemId) ? items.find((i) => i.id === itemId) : undefined;
    if (!item) throw cartItemNotFound();
    return item;
  }

  /** `ticketId` as a lookup: by id or by slug; null when it cannot name a ticket type. */
  function ticketWhere(ref: TicketRef): { id: number } | { slug: string } | null {
    if (typeof ref === 'number') return Number.isSafeInteger(ref) && ref > 0 ? { id: ref } : null;
    if (/^\d{1,10}$/.test(ref.trim())) return { id: Number(ref.trim()) };
    if (ref.trim().length <= 64) return { slug: ref.trim() };
    return null;
  }

  async function findTicketType(ref: TicketRef, transaction: Transaction): Promise<TicketTypeInstance> {
    const where = ticketWhere(ref);
    const ticketType = where ? await TicketType.findOne({ where: { ...where, visible: true }, transaction }) : null;
    if (!ticketType) throw notFound(CART_MESSAGES.ticketNotFound, 'TICKET_TYPE_NOT_FOUND');
    return ticketType;
  }

  /**
   * The ticket type of a line already in the cart, read with the lines in this transaction — the
   * same row `findTicketType` would read again. Null when no line has it, or when it is hidden
   * (`findTicketType` then answers the 404 of a ticket type that is no longer offered).
   */
  function findLoadedTicketType(items: LoadedItem[], ref: TicketRef): TicketTypeInstance | null {
    const where = ticketWhere(ref);
    if (!where) return null;
    const line = items.find((item) => ('id' in where ? item.ticketType.id === where.id : item.ticketType.slug === where.slug));
    return line && line.ticketType.visible ? line.ticketType : null;
  }

  return {
    /** `GET /api/cart`: the caller's cart, or an empty one (id null) — never creates a row. */
    async get(rawId: unknown, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<CartResult> {
      const id = parseCartId(rawId);
      const contents = id ? await findLiveContents(id, now) : null;
      return contents ? answer(contents, now, locale) : { cart: emptyCartView() };
    },

    /** `POST /api/cart/recover`: the cart with that id, or 404. */
    async recover(rawId: unknown, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<CartResult> {
      const id = parseCartId(rawId);
      const contents = id ? await findLiveContents(id, now) : null;
      if (!contents) throw cartNotFound();
      return answer(contents, now, locale);
    },

    /**
     * `POST /api/cart/add`: creates the cart if needed; adding a type (and role) already there adds
     * to its line. A balanced type needs `role`, any other refuses one; the role's availability is
     * checked with the cart's other lines of the type (a leader and a follower make a couple).
     */
    async addItem(
      rawId: unknown,
      input: { ticketId: TicketRef; quantity: number; role?: DanceRole | null },
      now: Date,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<CartResult> {
      assertQuantity(input.quantity);
      return mutate(rawId, now, 'create', async ({ cart, items, transaction }) => {
        const ticketType = findLoadedTicketType(items, input.ticketId) ?? (await findTicketType(input.ticketId, transaction));
        assertRoleFits(ticketType, input.role, locale);
        if ((cart.waitingOfferId ?? null) !== null) throw offerCartFixed();
        const role = input.role ?? null;
        const line = items.find((item) => item.ticketTypeId === ticketType.id && (item.role ?? null) === role);
        const current = line?.quantity ?? 0;
        const wanted = current + input.quantity;
        const waiting = await catalogue.waitingAhead(ticketType.id, { transaction });
        assertCanHold(ticketType, wanted, current, now, locale, { hold: holdOfLines(items, ticketType.id, { id: line?.id ?? null, role, quantity: wanted }), waiting, role });
        // The price shown now is the one the buyer accepts for the whole line.
        if (line) await line.update({ quantity: wanted, unitPriceCents: ticketType.priceCents }, { transaction });
        else {
          const created = await CartItem.create(
            { cartId: cart.id, ticketTypeId: ticketType.id, role, quantity: input.quantity, unitPriceCents: ticketType.priceCents },
            { transaction },
          );
          items.push(Object.assign(created, { ticketType }));
        }
        return { key: 'notices.cart.itemAdded', params: { name: ticketTypeTexts(ticketType, locale).name } };
      }, locale);
    },

    /**
     * `PUT /api/cart/update/:itemId`: sets a line's quantity (1–10); growing it re-checks sales, seats
     * and the role's balance (an offer cart's lines never grow).
     */
    async updateItem(rawId: unknown, itemId: number, quantity: number, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<CartResult> {
      assertQuantity(quantity);
      return mutate(rawId, now, cartNotFound, async ({ cart, items, transaction }) => {
        const item = findItem(items, itemId);
        if (quantity === item.quantity) return undefined;
        if (quantity > item.quantity) {
          if ((cart.waitingOfferId ?? null) !== null) throw offerCartFixed();
          // The line's ticket type was read in this transaction with the line (same freshness as
          // reading it again): seats and sales window are checked on it.
          const { ticketType } = item;
          const role = item.role ?? null;
          const waiting = await catalogue.waitingAhead(ticketType.id, { transaction });
          assertCanHold(ticketType, quantity, item.quantity, now, locale, { hold: holdOfLines(items, ticketType.id, { id: item.id, role, quantity }), waiting, role });
          await item.update({ quantity, unitPriceCents: ticketType.priceCents }, { transaction });
        } else {
          await item.update({ quantity }, { transaction });
        }
        return undefined;
      }, locale);
    },

    /** `DELETE /api/cart/remove/:itemId`. */
    async removeItem(rawId: unknown, itemId: number, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<CartResult> {
      return mutate(rawId, now, cartNotFound, async ({ items, transaction }) => {
        const item = findItem(items, itemId);
        await item.destroy({ transaction });
        items.splice(items.indexOf(item), 1);
        return { key: 'notices.cart.itemRemoved', params: { name: ticketTypeTexts(item.ticketType, locale).name } };
      }, locale);
    },

    /** `POST /api/cart/promo`: evaluates `code` on the cart's lines and keeps it on the cart. */
    async applyPromo(rawId: unknown, code: string, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<CartResult> {
      const emptyCart = () => badRequest(CART_MESSAGES.emptyForPromo, 'CART_EMPTY');
      return mutate(rawId, now, emptyCart, async (ctx) => {
        const { cart, items, transaction } = ctx;
        if (items.length === 0) throw emptyCart();
        const lines = items.map((i) => ({ ticketTypeId: i.ticketTypeId, unitPriceCents: i.unitPriceCents, quantity: i.quantity }));
        const { promoCode } = await promoCodes.evaluate(code, lines, now, { transaction });
        cart.promoCodeId = promoCode.id;
        ctx.promo = promoCode;
        return { key: 'notices.cart.promoApplied' };
      }, locale);
    },

    /** `POST /api/cart/clear`: deletes the cart and its lines; the answer is the empty cart (id null). */
    async clear(rawId: unknown, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<CartResult> {
      const id = parseCartId(rawId);
      if (id) {
        await db.write(async (transaction) => {
          const cart = await findLiveCart(id, now, transaction);
          if (!cart) return;
          await CartItem.destroy({ where: { cartId: cart.id }, transaction });
          await cart.destroy({ transaction });
        });
      }
      return { cart: emptyCartView(), message: apiText(locale, 'notices.cart.cleared') };
    },

    /** Deletes carts expired at `now` (for a periodic job); answers how many. */
    async purgeExpired(now: Date, batchSize = 500): Promise<number> {
      let purged = 0;
      for (;;) {
        const batch = await db.write(async (transaction) => {
          const expired = await Cart.findAll({
            where: { expiresAt: { [Op.lte]: now } },
            attributes: ['id'],
            limit: batchSize,
            transaction,
          });
          const ids = expired.map((c) => c.id);
          if (ids.length === 0) return 0;
          await CartItem.destroy({ where: { cartId: { [Op.in]: ids } }, transaction });
          await Cart.destroy({ where: { id: { [Op.in]: ids } }, transaction });
          return ids.length;
        });
        purged += batch;
        if (batch < batchSize) return purged;
      }
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
