/**
 * Checkout (docs/purchase-flow.md): turns a cart into a `pending` order that holds its seats for
 * a short while (`CHECKOUT_HOLD_MINUTES`; opening the payment page extends it), puts an abandoned
 * order back into a cart, and sweeps holds nobody paid for.
 *
 * Inventory never oversells: every line's seats are held with the catalogue's conditional UPDATE
 * inside the same transaction that creates the order, so either every line is held and the order
 * exists, or nothing changed. The same transaction enforces the fair-hold caps (fair-holds.ts) and
 * reserves a use of the promo code. Stripe is reached only through the injected
 * `cancelCheckoutSession` (payments module), never inside a database transaction.
 */
import { randomUUID } from 'node:crypto';
import { validateCheckoutForm } from '@kizomba/checkout-rules';
import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import type { Database } from '../../db/index.js';
import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';
import { apiText, pluralText, say, type ApiDictionary, type LocalizedText } from '../../i18n/index.js';
import { HttpError, badRequest, conflict, fieldIssue, notFound, type FieldIssue } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import type { Logger } from '../../lib/logger.js';
import { assertCanHold, assertOnSale, assertRoleFits, cartNotFound, createCartService, holdRefusal, MAX_QUANTITY_PER_LINE, parseCartId, type CartView } from '../cart/index.js';
import {
  createCatalogueService,
  holdsByType,
  isWithinSalesWindow,
  remainingSeats,
  ticketsPerUnit,
  ticketTypeTexts,
  type DanceRole,
  type TicketTypeInstance,
  type TypeHold,
} from '../catalogue/index.js';
import { consumeOfferForOrder, nudgeWaitingList } from '../waiting-list/index.js';
import { resolveHolders } from './holders.js';
import { createPromoCodeService, evaluatePromoCode, INVALID_PROMO_CODE, promoRemovedText, type PromoLine } from '../promo-codes/index.js';
import {
  DEFAULT_HOLD_MINUTES,
  createOrderLifecycle,
  generateOrderNumber,
  splitDiscount,
  toOrderView,
  type BillingAddress,
  type OrderInstance,
  type OrderStatus,
  type OrderView,
} from '../orders/index.js';
import { NO_HOLD_CAPS, clientKeyOf, emailKeyOf, lockHoldCaps, purgeBuyerLocks, type CheckoutLimits } from './fair-holds.js';
import { startPeriodicTask, type PeriodicTask } from '../../lib/periodic.js';

/**
 * Expires the order's open Checkout Session at Stripe (payments module). 'paid' means Stripe had
 * already taken the money and the order has been fulfilled; 'none' means there was no open session.
 */
export type CancelCheckoutSession = (order: OrderInstance) => Promise<'expired' | 'paid' | 'none'>;

export interface CheckoutServiceDeps {
  cancelCheckoutSession: CancelCheckoutSession;
  logger?: Logger;
  /**
   * The hold of a new order and the fair-hold caps (`config.checkout`, which the router passes).
   * Absent: a DEFAULT_HOLD_MINUTES hold and no caps (the hold sweeper creates no order).
   */
  limits?: CheckoutLimits;
  /** Key of the client address hash stored on orders (`clientKeyOf`); the router passes the JWT secret. */
  clientKeySecret?: string;
  /** Injected by tests to force a collision; random KL-XXXXXXXX otherwise. */
  orderNumber?: () => string;
}

/** The checkout form once valid (`@kizomba/checkout-rules`' CheckoutForm). */
export interface CheckoutFormValue {
  customerInfo: { firstName: string; lastName: string; email: string; phone: string };
  billingDetails: { address: BillingAddress };
  /** The request's `holders`, as sent (checked by `resolveHolders` against the cart's ticket slots). */
  holders?: unknown;
}

export type FormErrorCode = 'required' | 'email' | 'country' | 'state' | 'phone' | 'tooLong';

export interface CheckoutSessionResult {
  sessionId: string;
  orderId: string;
  order: OrderView;
}

export interface RestoreCartResult {
  cartId: string;
  cart: CartView;
  /** French note when some lines could not be put back as they were. */
  message?: string;
}

/** Who checks out: the account (if logged in) and the client address the request came from. */
export interface CheckoutBuyer {
  userId?: number | null;
  /** req.ip (the API trusts only its own proxy for it); absent → only the e-mail caps apply. */
  clientAddress?: string | null;
  /** The request's language: the order's (Stripe page, e-mail, PDF tickets) and the answer's. */
  locale?: Locale;
}

export interface SweepResult {
  /** Orders failed with reason `expired` (hold released). */
  expired: number;
  /** Orders Stripe reported paid (fulfilled by payments instead). */
  paid: number;
  /** Orders left for the next run after an error (logged). */
  errors: number;
  cartsPurged: number;
  /** Buyer lock rows nobody used for a day (fair-holds.ts). */
  buyerLocksPurged: number;
}

/** docs/spec.md §8: the message of a checkout refused for a missing field. */
export const REQUIRED_FIELDS_MESSAGE = 'Veuillez remplir tous les champs obligatoires';
export const CART_EMPTY_MESSAGE = 'Votre panier est vide';
export const ORDER_NOT_FOUND_MESSAGE = 'Commande introuvable.';
export const ORDER_PAID_MESSAGE = 'Cette commande est déjà payée.';
export const ORDER_PROCESSING_MESSAGE =
  'Le paiement de cette commande est en cours de traitement : son panier ne peut pas être restauré pour le moment.';

/** The sweeper leaves a hold alone this long after it ended, so a payment finishing right at the end still lands. */
export const SWEEP_GRACE_MS = 2 * 60 * 1000;
const SWEEP_BATCH = 100;
const ORDER_NUMBER_ATTEMPTS = 5;

type FormField = keyof ApiDictionary['fields']['checkout']['required'];
const FORM_FIELDS: Record<string, FormField> = {
  'customerInfo.firstName': 'firstName',
  'customerInfo.lastName': 'lastName',
  'customerInfo.email': 'email',
  'customerInfo.phone': 'phone',
  'billingDetails.address.line1': 'line1',
  'billingDetails.address.line2': 'line2',
  'billingDetails.address.postalCode': 'postalCode',
  'billingDetails.address.city': 'city',
  'billingDetails.address.country': 'country',
  'billingDetails.address.state': 'state',
};

/** The message of one form rule refusal. */
export function formErrorText(field: string, code: FormErrorCode): LocalizedText {
  const name = FORM_FIELDS[field] ?? 'other';
  switch (code) {
    case 'required':
      return { key: `fields.checkout.required.${name}` };
    case 'tooLong':
      return { key: `fields.checkout.tooLong.${name}` };
    case 'email':
    case 'country':
    case 'state':
    case 'phone':
      return { key: `fields.checkout.${code}` };
  }
}

/** French message of one form rule refusal. */
export const formErrorMessage = (field: string, code: FormErrorCode): string => say(DEFAULT_LOCALE, formErrorText(field, code));

/** The form rules shared with the site; a 400 VALIDATION_ERROR listing every field otherwise. */
export function validateForm(input: unknown): CheckoutFormValue {
  const result = validateCheckoutForm(input);
  if (result.ok) return { ...result.value, holders: (input as { holders?: unknown } | null)?.holders };
  const fields: FieldIssue[] = result.errors.map((e) => fieldIssue(e.field, formErrorText(e.field, e.code)));
  const first = fields[0]?.text;
  const message: LocalizedText = result.errors.some((e) => e.code === 'required') || !first ? { key: 'errors.checkout.requiredFields' } : first;
  throw badRequest(message, 'VALIDATION_ERROR', fields);
}

/** 422 PROMO_CODE_* of a checkout, carrying the cart again (without the code) for the site to show. */
export class PromoRefusedAtCheckoutError extends HttpError {
  constructor(
    code: string,
    message: LocalizedText,
    readonly cart: CartView,
  ) {
    super(422, code, message);
  }

  override toBody(locale: Locale = DEFAULT_LOCALE) {
    return { ...super.toBody(locale), cart: this.cart };
  }
}

const orderNotFound = () => notFound(ORDER_NOT_FOUND_MESSAGE, 'ORDER_NOT_FOUND');
const orderPaid = () => conflict(ORDER_PAID_MESSAGE, 'ORDER_PAID');

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export function parseOrderId(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const id = raw.trim().toLowerCase();
  return UUID_V4.test(id) ? id : null;
}

/** Why `wanted` seats of `ticketType` could not be held (409 naming the ticket in `locale`). */
function seatRefusal(ticketType: TicketTypeInstance, wanted: number, locale: Locale): HttpError {
  const { name } = ticketTypeTexts(ticketType, locale);
  const remaining = remainingSeats(ticketType);
  if (remaining === 0) return new HttpError(409, 'SOLD_OUT', { key: 'errors.cart.soldOut', params: { name } });
  return new HttpError(409, 'NOT_ENOUGH_SEATS', pluralText('errors.checkout.notEnoughSeats', remaining, { name, wanted }));
}

/** The role a refused hold is refused for: its unpaired dancers' (null when paired or without roles). */
const unpairedRole = (hold: TypeHold): DanceRole | null => (hold.leaders > hold.followers ? 'leader' : hold.followers > hold.leaders ? 'follower' : null);

/** Thrown inside the checkout transaction when the promo code's last use was taken meanwhile (rolled back). */
class PromoUseTaken extends Error {
  constructor(readonly promoId: number, readonly code: string) {
    super(`plus d'utilisation libre pour le code promo ${promoId}`);
  }
}

/** Thrown inside the checkout transaction when a line cannot be held (rolled back, then explained). */
class SeatsUnavailable extends Error {
  constructor(readonly hold: TypeHold) {
    super(`places insuffisantes pour le billet ${hold.ticketTypeId}`);
  }
}

/** The holds left to take once an offer's seats (held for `offer`'s type and role) cover part of them. */
function takeOverOffer(holds: TypeHold[], offer: { ticketTypeId: number; role: DanceRole | null; quantity: number }): TypeHold[] {
  return holds
    .map((hold) => {
      if (hold.ticketTypeId !== offer.ticketTypeId) return hold;
      const ofRole = offer.role === 'leader' ? hold.leaders : offer.role === 'follower' ? hold.followers : hold.quantity;
      const covered = Math.min(offer.quantity, ofRole);
      return {
        ...hold,
        quantity: hold.quantity - covered,
        leaders: hold.leaders - (offer.role === 'leader' ? covered : 0),
        followers: hold.followers - (offer.role === 'follower' ? covered : 0),
      };
    })
    .filter((hold) => hold.quantity > 0);
}

/** The offer's seats the cart no longer takes (the buyer lowered or removed its line). */
function offerLeftover(
  lines: ReadonlyArray<{ ticketType: { id: number }; role: DanceRole | null; quantity: number }>,
  offer: { ticketTypeId: number; role: DanceRole | null; quantity: number },
): { quantity: number; leaders: number; followers: number } {
  const taken = lines.filter((l) => l.ticketType.id === offer.ticketTypeId && l.role === offer.role).reduce((sum, l) => sum + l.quantity, 0);
  const quantity = Math.max(0, offer.quantity - taken);
  return { quantity, leaders: offer.role === 'leader' ? quantity : 0, followers: offer.role === 'follower' ? quantity : 0 };
}

export function createCheckoutService(db: Pick<Database, 'models' | 'sequelize' | 'write'>, deps: CheckoutServiceDeps) {
  const { Cart, CartItem, Order, OrderItem, TicketType, PromoCode } = db.models;
  const catalogue = createCatalogueService(db.models);
  const lifecycle = createOrderLifecycle(db.models);
  const carts = createCartService({ db });
  const promoCodes = createPromoCodeService(db.models);
  const limits: CheckoutLimits = deps.limits ?? { holdMinutes: DEFAULT_HOLD_MINUTES, ...NO_HOLD_CAPS };
  const holdMs = limits.holdMinutes * 60 * 1000;

  /** `order.status` for the buyer's sockets once `transaction` commits (a guest's order has no room). */
  function publishOrderFailed(order: Pick<OrderInstance, 'id' | 'userId'>, transaction: Transaction): void {
    publishDomainEvent(db.sequelize, 'order.status', { orderId: order.id, userId: order.userId, status: 'failed' }, transaction);
  }
  const nextOrderNumber = deps.orderNumber ?? generateOrderNumber;

  /** An order number no other order has, checked in the transaction (the unique index is the final word). */
  async function freshOrderNumber(transaction: Transaction): Promise<string> {
    for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt += 1) {
      const number = nextOrderNumber();
      if ((await Order.count({ where: { number }, transaction })) === 0) return number;
    }
    throw new Error(`aucun numéro de commande libre après ${ORDER_NUMBER_ATTEMPTS} tirages`);
  }

  type CreateOutcome = { kind: 'created'; view: OrderView } | { kind: 'promo_refused'; code: string; message: LocalizedText; promoId: number };

  async function createOrderFromCart(
    cartId: string,
    form: CheckoutFormValue,
    now: Date,
    transaction: Transaction,
    buyer: { userId: number | null; clientKey: string | null; locale: Locale },
  ): Promise<CreateOutcome> {
    const emailKey = emailKeyOf(form.customerInfo.email);
    // Before any plain read: the buyer's counts below must see their previous checkout's commit.
    const caps = await lockHoldCaps(db, limits, { clientKey: buyer.clientKey, emailKey }, now, transaction);
    const cart = await Cart.findOne({ where: { id: cartId, expiresAt: { [Op.gt]: now } }, transaction, lock: transaction.LOCK.UPDATE });
    if (!cart) throw cartNotFound();
    const cartItems = (await CartItem.findAll({
      where: { cartId },
      include: [{ model: TicketType, as: 'ticketType' }],
      order: [['id', 'ASC']],
      transaction,
    })) as Array<InstanceType<typeof CartItem> & { ticketType: TicketTypeInstance }>;
    if (cartItems.length === 0) throw badRequest(CART_EMPTY_MESSAGE, 'CART_EMPTY');

    // Re-price from the ticket types and re-check what the cart checked when the lines were added
    // (an offer cart's seats are held by its offer: only its sales window matters).
    const offerId = cart.waitingOfferId ?? null;
    for (const item of cartItems) {
      assertRoleFits(item.ticketType, item.role, buyer.locale);
      if (offerId !== null) assertOnSale(item.ticketType, now, buyer.locale);
      else assertCanHold(item.ticketType, item.quantity, 0, now, buyer.locale);
    }
    const slotLines = cartItems.map((item) => ({ id: item.id, quantity: item.quantity, role: item.role ?? null, ticketsPerUnit: ticketsPerUnit(item.ticketType) }));
    const holders = resolveHolders(form.holders, slotLines, form.customerInfo);
    await caps.assertRoomFor(slotLines.reduce((sum, line) => sum + line.quantity * line.ticketsPerUnit, 0));
    const lines = cartItems.map((item) => ({
      ticketType: item.ticketType,
      role: item.role ?? null,
      quantity: item.quantity,
      unitPriceCents: item.ticketType.priceCents,
      holders: holders.get(item.id) ?? [],
    }));
    const promoLines: PromoLine[] = lines.map((l) => ({ ticketTypeId: l.ticketType.id, unitPriceCents: l.unitPriceCents, quantity: l.quantity }));
    const subtotalCents = promoLines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);

    let discountCents = 0;
    let weights = promoLines.map(() => 0);
    const promo = cart.promoCodeId === null ? null : await PromoCode.findByPk(cart.promoCodeId, { transaction });
    if (promo) {
      const evaluation = evaluatePromoCode(promo.get({ plain: true }), promoLines, now);
      if (!evaluation.ok) {
        return {
          kind: 'promo_refused',
          code: evaluation.refusal.code,
          message: promoRemovedText(promo.code, evaluation.refusal),
          promoId: promo.id,
        };
      }
      discountCents = evaluation.discountCents;
      const restriction = promo.ticketTypeIds && promo.ticketTypeIds.length > 0 ? new Set(promo.ticketTypeIds) : null;
      weights = promoLines.map((l) => (!restriction || restriction.has(l.ticketTypeId) ? l.unitPriceCents * l.quantity : 0));
    }
    const shares = splitDiscount(discountCents, weights);

    // The cart becomes the order: the answer carries no cart and the site forgets its id.
    await CartItem.destroy({ where: { cartId }, transaction });
    await cart.destroy({ transaction });

    const orderId = randomUUID();
    let holds = holdsByType(lines.map((line) => ({ ticketTypeId: line.ticketType.id, role: line.role, quantity: line.quantity })));
    if (offerId !== null) {
      // The offer's seats are held already: the order takes them over (before any ticket type row
      // is locked, the offer row first, as the waiting list's own sweeps do), and gives back what
      // the buyer removed from the cart.
      const offer = await consumeOfferForOrder(db.models, { offerId, orderId, now }, transaction);
      holds = takeOverOffer(holds, offer);
      const unused = offerLeftover(lines, offer);
      if (unused.quantity > 0) {
        if (!(await catalogue.releaseSeats(offer.ticketTypeId, unused.quantity, { transaction, ...unused }))) {
          throw new Error(`offre ${offerId} : ${unused.quantity} place(s) du billet ${offer.ticketTypeId} ne sont plus réservées`);
        }
        nudgeWaitingList(offer.ticketTypeId, { transaction });
      }
    }

    // Seats last: the ticket type row stays locked from its conditional UPDATE to the commit, and
    // every checkout of that ticket type queues on it, so as little as possible happens in between.
    // One hold per ticket type (its leaders and followers together: a couple passes as a couple),
    // in ticket type order (two checkouts locking the same rows in the same order cannot
    // deadlock). Any refusal throws: the transaction rolls back the earlier holds and the cart.
    for (const hold of holds) {
      if (!(await catalogue.holdSeats(hold.ticketTypeId, hold.quantity, { transaction, leaders: hold.leaders, followers: hold.followers }))) {
        throw new SeatsUnavailable(hold);
      }
    }
    // After the seats, like payment's registerUse and the hold release (ticket types, then the
    // promo code row: one lock order). The evaluation above read a snapshot; this conditional
    // UPDATE is the final word.
    if (promo && !(await promoCodes.reserveUse(promo.id, { transaction }))) throw new PromoUseTaken(promo.id, promo.code);
    // After the holds and the reservation: the order's and its lines' foreign key checks take
    // shared locks on the promo code and ticket type rows, which must not come before our UPDATEs'
    // exclusive ones (two checkouts would deadlock upgrading).
    const { customerInfo, billingDetails } = form;
    let order: OrderInstance | null = null;
    for (let attempt = 1; !order; attempt += 1) {
      try {
        order = await Order.create(
          {
            id: orderId,
            number: await freshOrderNumber(transaction),
            status: 'pending',
            userId: buyer.userId,
            email: customerInfo.email,
            firstName: customerInfo.firstName,
            lastName: customerInfo.lastName,
            phone: customerInfo.phone,
            billingAddress: { ...billingDetails.address },
            currency: 'EUR',
            subtotalCents,
            discountCents,
            totalCents: subtotalCents - discountCents,
            promoCodeId: promo ? promo.id : null,
            promoCode: promo ? promo.code : null,
            promoReserved: promo !== null,
            clientKey: buyer.clientKey,
            emailKey,
            holdExpiresAt: new Date(now.getTime() + holdMs),
            holdActive: true,
            locale: buyer.locale,
            waitingOfferId: offerId,
            createdAt: now,
          },
          { transaction },
        );
      } catch (err) {
        // Another checkout took the same number between our check and our insert.
        if (err instanceof UniqueConstraintError && attempt < ORDER_NUMBER_ATTEMPTS) continue;
        throw err;
      }
    }
    const items = await OrderItem.bulkCreate(
      lines.map((line, index) => ({
        orderId,
        ticketTypeId: line.ticketType.id,
        role: line.role,
        holders: line.holders,
        name: line.ticketType.name,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        discountCents: shares[index] ?? 0,
      })),
      { transaction },
    );
    const namesIn = new Map(lines.map((line) => [line.ticketType.id, ticketTypeTexts(line.ticketType, buyer.locale).name]));
    return { kind: 'created', view: toOrderView(order, items, [], [], buyer.locale, namesIn) };
  }

  /** Lines of a new cart made from an order: current prices, capped to what remains, closed sales dropped. */
  async function restoreInto(order: OrderInstance, now: Date, transaction: Transaction): Promise<{ cartId: string; changed: boolean }> {
    const items = await OrderItem.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']], transaction });
    const cartId = randomUUID();
    await Cart.create({ id: cartId, expiresAt: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000) }, { transaction });
    const kept: PromoLine[] = [];
    let changed = false;
    for (const item of items) {
      const ticketType = await TicketType.findByPk(item.ticketTypeId, { transaction });
      const onSale = ticketType !== null && ticketType.visible && isWithinSalesWindow(ticketType, now);
      const quantity = onSale ? Math.min(item.quantity, remainingSeats(ticketType), MAX_QUANTITY_PER_LINE) : 0;
      if (quantity !== item.quantity || (ticketType && ticketType.priceCents !== item.unitPriceCents)) changed = true;
      if (!ticketType || quantity === 0) continue;
      await CartItem.create({ cartId, ticketTypeId: ticketType.id, role: item.role ?? null, quantity, unitPriceCents: ticketType.priceCents }, { transaction });
      kept.push({ ticketTypeId: ticketType.id, unitPriceCents: ticketType.priceCents, quantity });
    }
    if (order.promoCodeId !== null && kept.length > 0) {
      const promo = await PromoCode.findByPk(order.promoCodeId, { transaction });
      if (promo && evaluatePromoCode(promo.get({ plain: true }), kept, now).ok) {
        await Cart.update({ promoCodeId: promo.id }, { where: { id: cartId }, transaction });
      } else changed = true;
    }
    return { cartId, changed };
  }

  return {
    ...lifecycle,

    /** `failOrder` in its own write transaction (the lifecycle's version joins the caller's). */
    async failOrderNow(orderId: string, reason: Parameters<typeof lifecycle.failOrder>[1], now: Date) {
      return db.write((transaction) => lifecycle.failOrder(orderId, reason, now, { transaction }));
    },

    /** `POST /api/checkout/session`: the cart becomes a `pending` order holding its seats. */
    async createSession(rawCartId: unknown, input: unknown, now: Date, buyer: CheckoutBuyer = {}): Promise<CheckoutSessionResult> {
      const form = validateForm(input);
      const cartId = parseCartId(rawCartId);
      if (!cartId) throw cartNotFound();
      const clientKey = buyer.clientAddress && deps.clientKeySecret ? clientKeyOf(buyer.clientAddress, deps.clientKeySecret) : null;
      let outcome: CreateOutcome;
      try {
        outcome = await db.write((transaction) =>
          createOrderFromCart(cartId, form, now, transaction, { userId: buyer.userId ?? null, clientKey, locale: buyer.locale ?? DEFAULT_LOCALE }),
        );
      } catch (err) {
        if (err instanceof PromoUseTaken) {
          outcome = {
            kind: 'promo_refused',
            code: INVALID_PROMO_CODE.code,
            message: promoRemovedText(err.code, INVALID_PROMO_CODE),
            promoId: err.promoId,
          };
        } else {
          if (!(err instanceof SeatsUnavailable)) throw err;
          // Read after the rollback (the row lock is already released): the latest committed counters.
          const { hold } = err;
          const explained = await catalogue.explainHold(hold.ticketTypeId, hold.quantity, { leaders: hold.leaders, followers: hold.followers });
          if (!explained) throw err;
          const { ticketType, verdict } = explained;
          const role = unpairedRole(hold);
          // Admitted on the latest counters (a release in between): the buyer may simply try again.
          if (verdict === 'admitted' || (role === null && verdict === 'noPlace')) throw seatRefusal(ticketType, hold.quantity, buyer.locale ?? DEFAULT_LOCALE);
          throw holdRefusal(ticketType, verdict, role, await catalogue.waitingAhead(ticketType.id), buyer.locale ?? DEFAULT_LOCALE);
        }
      }
      if (outcome.kind === 'promo_refused') {
        // Drop the code so the cart answered (and the next attempt) no longer carries it.
        await db.write((transaction) =>
          Cart.update({ promoCodeId: null }, { where: { id: cartId, promoCodeId: outcome.promoId }, transaction }),
        );
        const { cart } = await carts.get(cartId, now, buyer.locale);
        throw new PromoRefusedAtCheckoutError(outcome.code, outcome.message, cart);
      }
      return { sessionId: outcome.view.id, orderId: outcome.view.id, order: outcome.view };
    },

    /**
     * `POST /api/checkout/restore-cart`: cancels a pending order (its Stripe session first),
     * then puts its lines and promo code into a new cart.
     */
    async restoreCart(rawOrderId: unknown, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<RestoreCartResult> {
      const orderId = parseOrderId(rawOrderId);
      const order = orderId ? await Order.findByPk(orderId) : null;
      if (!order) throw orderNotFound();
      if (order.status === 'completed') throw orderPaid();
      if (order.status === 'processing') throw conflict(ORDER_PROCESSING_MESSAGE, 'ORDER_PAYMENT_PROCESSING');
      if (order.status === 'pending' && (await deps.cancelCheckoutSession(order)) === 'paid') {
        // Stripe had the money: payments settled the order (completed, or processing while captured).
        await order.reload();
        if ((order.status as OrderStatus) === 'processing') throw conflict(ORDER_PROCESSING_MESSAGE, 'ORDER_PAYMENT_PROCESSING');
        throw orderPaid();
      }

      const { cartId, changed } = await db.write(async (transaction) => {
        const failed = await lifecycle.failOrder(order.id, 'canceled', now, { transaction });
        if (failed.outcome === 'not_found') throw orderNotFound();
        // The buyer's other tabs (lib/realtime.ts) learn it after commit; nothing if this rolls back.
        if (failed.outcome === 'failed') publishOrderFailed(failed.order, transaction);
        // Paid (or paying) between our read and this transaction: nothing to restore.
        if (failed.order.status === 'completed') throw orderPaid();
        if (failed.order.status === 'processing') throw conflict(ORDER_PROCESSING_MESSAGE, 'ORDER_PAYMENT_PROCESSING');
        return restoreInto(failed.order, now, transaction);
      });
      const { cart } = await carts.get(cartId, now, locale);
      const result: RestoreCartResult = { cartId, cart };
      if (changed) result.message = apiText(locale, 'notices.cart.restored');
      return result;
    },

    /**
     * Fails `pending` orders whose hold ended SWEEP_GRACE_MS ago (after expiring their Stripe
     * session; a session found paid has been fulfilled instead) and purges expired carts.
     */
    async sweepExpiredHolds(now: Date): Promise<SweepResult> {
      const result: SweepResult = { expired: 0, paid: 0, errors: 0, cartsPurged: 0, buyerLocksPurged: 0 };
      const due = await Order.findAll({
        where: { status: 'pending', holdExpiresAt: { [Op.lte]: new Date(now.getTime() - SWEEP_GRACE_MS) } },
        order: [['holdExpiresAt', 'ASC']],
        limit: SWEEP_BATCH,
      });
      for (const order of due) {
        try {
          if ((await deps.cancelCheckoutSession(order)) === 'paid') {
            result.paid += 1;
            continue;
          }
          const failed = await db.write(async (transaction) => {
            const outcome = await lifecycle.failOrder(order.id, 'expired', now, { transaction });
            if (outcome.outcome === 'failed') publishOrderFailed(outcome.order, transaction);
            return outcome;
          });
          if (failed.outcome === 'failed') result.expired += 1;
        } catch (err) {
          result.errors += 1;
          deps.logger?.error({ err, orderId: order.id }, 'balayage des réservations : commande laissée pour le prochain passage');
        }
      }
      result.cartsPurged = await carts.purgeExpired(now);
      result.buyerLocksPurged = await purgeBuyerLocks(db, now);
      return result;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

export type HoldSweeper = PeriodicTask<SweepResult>;

export const SWEEP_INTERVAL_MS = 60_000;

/** Runs `sweepExpiredHolds` every minute; the timer never keeps the process alive and runs never overlap. */
export function startHoldSweeper(
  deps: { db: Pick<Database, 'models' | 'sequelize' | 'write'>; logger: Logger; clock: () => Date },
  cancelCheckoutSession: CancelCheckoutSession,
  intervalMs = SWEEP_INTERVAL_MS,
): HoldSweeper {
  const service = createCheckoutService(deps.db, { cancelCheckoutSession, logger: deps.logger });
  return startPeriodicTask({
    run: () => service.sweepExpiredHolds(deps.clock()),
    intervalMs,
    logger: deps.logger,
    messages: { done: 'balayage des réservations', failed: 'balayage des réservations en échec' },
    worthLogging: (result) => result.expired + result.paid + result.errors + result.cartsPurged + result.buyerLocksPurged > 0,
  });
}
