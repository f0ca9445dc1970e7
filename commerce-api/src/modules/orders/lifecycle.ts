/**
 * An order's lifecycle outside Stripe (docs/purchase-flow.md), for checkout and payments alike:
 * the OrderView presenter, failing an order (which releases its hold exactly once), the discount
 * split over lines and the order number.
 */
import type { OrderView } from '@kizomba/api-contract/order-status';
import { randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';
import { apiText } from '../../i18n/index.js';
import type { Models } from '../../db/models.js';
import { centsToEuros } from '../../lib/money.js';
import { createCatalogueService, holdsByType } from '../catalogue/index.js';
import { nudgeWaitingList } from '../waiting-list/index.js';
import { createPromoCodeService } from '../promo-codes/index.js';
import type { TicketAttributes } from '../tickets/index.js';
import { ORDER_FAILURE_REASONS, type OrderAttributes, type OrderFailureReason, type OrderInstance, type OrderItemAttributes } from './models.js';

/** Answers of the contract (`@kizomba/api-contract/order-status`): a renamed field fails to compile here and in the site. */
export type { OrderView } from '@kizomba/api-contract/order-status';

/** A refund Stripe accepted: its amount and when it was settled. */
export interface ViewRefund {
  amountCents: number;
  settledAt: Date;
}

/**
 * What went back to the buyer: the back-office refunds (`orders.refunded_cents`), or the whole
 * payment of an order failed because it sold out after payment (refunded automatically).
 */
export function refundedCents(order: Pick<OrderAttributes, 'status' | 'failureReason' | 'totalCents' | 'refundedCents'>): number {
  if (order.status === 'failed' && order.failureReason === 'sold_out_after_payment') return order.totalCents;
  return order.refundedCents ?? 0;
}

/** docs/spec.md §2/§9: the only payment method, as the status page names it (in `locale`). */
export const paymentMethodLabel = (locale: Locale = DEFAULT_LOCALE) => apiText(locale, 'notices.order.paymentMethod');
export const PAYMENT_METHOD_LABEL = paymentMethodLabel();

/** What the status page says about a failed order (docs/spec.md §8's default without a known reason). */
export const failureMessage = (reason: OrderFailureReason | null, locale: Locale = DEFAULT_LOCALE) =>
  apiText(locale, `notices.order.failure.${reason ?? 'default'}`);

/** The French of each failure reason. */
export const FAILURE_MESSAGES = Object.fromEntries(ORDER_FAILURE_REASONS.map((reason) => [reason, failureMessage(reason)])) as Record<
  OrderFailureReason,
  string
>;

export const DEFAULT_FAILURE_MESSAGE = failureMessage(null);

type ViewOrder = Pick<
  OrderAttributes,
  | 'id'
  | 'number'
  | 'status'
  | 'failureReason'
  | 'createdAt'
  | 'paidAt'
  | 'holdExpiresAt'
  | 'subtotalCents'
  | 'discountCents'
  | 'totalCents'
  | 'currency'
  | 'promoCode'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'refundedCents'
  | 'failedAt'
  | 'locale'
>;
type ViewItem = Pick<OrderItemAttributes, 'id' | 'ticketTypeId' | 'name' | 'quantity' | 'unitPriceCents'>;
type ViewTicket = Pick<TicketAttributes, 'id' | 'orderItemId' | 'ticketTypeId' | 'holderName' | 'status'>;

/**
 * `OrderView` of an order, its lines and its issued tickets. Never carries a ticket's QR secret
 * (`code`): the order id is a bearer secret, the tickets only travel by e-mail.
 */
export function toOrderView(
  order: ViewOrder,
  items: readonly ViewItem[],
  tickets: readonly ViewTicket[] = [],
  refunds: readonly ViewRefund[] = [],
  /** The language of the answer (the request's); the order's own is `locale` in the view. */
  locale: Locale = DEFAULT_LOCALE,
  /**
   * Ticket type names in `locale` by ticket type id (`ticketTypeNamesIn`); a line without one is
   * named as recorded at purchase (French).
   */
  namesIn: ReadonlyMap<number, string> = new Map(),
): OrderView {
  const nameOf = (item: ViewItem) => namesIn.get(item.ticketTypeId) ?? item.name;
  const itemById = new Map(items.map((item) => [item.id, item]));
  const sortedItems = [...items].sort((a, b) => a.id - b.id);
  const sortedTickets = [...tickets].sort((a, b) => a.id - b.id);
  const errorMessage = order.status === 'failed' ? failureMessage(order.failureReason, locale) : null;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    holdExpiresAt: order.holdExpiresAt.toISOString(),
    subtotal: centsToEuros(order.subtotalCents),
    discount: centsToEuros(order.discountCents),
    total: centsToEuros(order.totalCents),
    currency: 'EUR',
    promoCode: order.promoCode,
    paymentMethod: paymentMethodLabel(locale),
    locale: order.locale,
    customerInfo: { firstName: order.firstName, lastName: order.lastName, email: order.email },
    customerEmail: order.email,
    items: sortedItems.map((item) => ({
      name: nameOf(item),
      quantity: item.quantity,
      unitPrice: centsToEuros(item.unitPriceCents),
      subtotal: centsToEuros(item.unitPriceCents * item.quantity),
      ticket: { id: item.ticketTypeId, name: nameOf(item) },
    })),
    tickets: sortedTickets.map((ticket) => {
      const item = itemById.get(ticket.orderItemId);
      return {
        id: ticket.id,
        ticketTypeName: item ? nameOf(item) : '',
        holderName: ticket.holderName,
        status: ticket.status,
      };
    }),
    payment: { status: order.status },
    paymentInfo: { errorMessage },
    refund: refundView(order, refunds),
  };
}

function refundView(order: ViewOrder, refunds: readonly ViewRefund[]): OrderView['refund'] {
  const cents = refundedCents(order);
  if (cents <= 0) return null;
  const settled = refunds.map((refund) => refund.settledAt.getTime());
  // An order refunded because it sold out after payment went back at once, when it failed.
  const last = settled.length > 0 ? new Date(Math.max(...settled)) : order.failedAt;
  return { amount: centsToEuros(cents), full: cents >= order.totalCents, refundedAt: last ? last.toISOString() : null };
}

/**
 * Spreads `discountCents` over `weights` (line subtotals in cents) pro rata, to the cent, by the
 * largest remainder method: shares sum exactly to the discount and none exceeds its weight.
 * Ties in remainders go to the earlier line, so the split is deterministic.
 */
export function splitDiscount(discountCents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (!Number.isSafeInteger(discountCents) || discountCents < 0) throw new RangeError(`remise invalide : ${discountCents}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('sous-totaux invalides');
  if (discountCents === 0) return weights.map(() => 0);
  if (discountCents > total) throw new RangeError(`remise ${discountCents} supérieure au sous-total ${total}`);
  const shares = weights.map((w) => Math.floor((discountCents * w) / total));
  const remainders = weights.map((w, index) => ({ index, remainder: (discountCents * w) % total }));
  let left = discountCents - shares.reduce((sum, s) => sum + s, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** Crockford base32: no I, L, O, U, so a number read aloud or typed is unambiguous. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_PATTERN = /^KL-[0-9A-HJKMNP-TV-Z]{8}$/;

/** `KL-` + 8 Crockford base32 characters from 40 random bits. */
export function generateOrderNumber(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let out = '';
  for (let i = 0; i < 8; i += 1) {
    out = CROCKFORD_ALPHABET[Number(bits & 31n)] + out;
    bits >>= 5n;
  }
  return `KL-${out}`;
}

export type FailOrderResult =
  | { outcome: 'failed'; order: OrderInstance }
  /** Already `completed` or `failed`: nothing changed. */
  | { outcome: 'unchanged'; order: OrderInstance }
  | { outcome: 'not_found' };

export interface OrderWriteOptions {
  /** The caller's write transaction (opened by `db.write`). */
  transaction: Transaction;
}

/** Order state changes that do not involve Stripe (payments and checkout both use them). */
export function createOrderLifecycle(models: Pick<Models, 'Order' | 'OrderItem' | 'TicketType' | 'PromoCode'>) {
  const { Order, OrderItem } = models;
  const catalogue = createCatalogueService(models);
  const promoCodes = createPromoCodeService(models);

  /**
   * Gives back the seats of `orderId`'s hold, and the promo code use it reserved, if the hold is
   * still active; true when this call released them. `hold_active` is flipped by a conditional
   * UPDATE first, so two callers racing (webhook, sweeper, restore) release the seats once.
   */
  async function releaseHold(orderId: string, { transaction }: OrderWriteOptions): Promise<boolean> {
    const [affected] = await Order.update({ holdActive: false }, { where: { id: orderId, holdActive: true }, transaction });
    if (affected !== 1) return false;
    const items = await OrderItem.findAll({ where: { orderId }, order: [['ticketTypeId', 'ASC']], transaction });
    for (const hold of holdsByType(items)) {
      const { ticketTypeId, quantity, leaders, followers } = hold;
      if (!(await catalogue.releaseSeats(ticketTypeId, quantity, { transaction, leaders, followers }))) {
        // The hold was counted when the order was created: fewer held seats means the counters
        // were changed behind our back. Roll back rather than make the inventory worse.
        throw new Error(`commande ${orderId} : impossible de libérer ${quantity} place(s) du billet ${ticketTypeId}`);
      }
      // Freed places go to the waiting list first, once this transaction commits.
      nudgeWaitingList(ticketTypeId, { transaction });
    }
    // After the seats: ticket types then promo code row, the lock order of checkout and payment.
    await promoCodes.releaseReservation(orderId, { transaction });
    return true;
  }

  return {
    releaseHold,

    /**
     * `pending`/`processing` → `failed` with `reason`, releasing the hold (once). A no-op on
     * `completed` and `failed` orders (terminal). Runs in the caller's transaction.
     */
    async failOrder(orderId: string, reason: OrderFailureReason, now: Date, { transaction }: OrderWriteOptions): Promise<FailOrderResult> {
      const order = await Order.findByPk(orderId, { transaction, lock: transaction.LOCK.UPDATE });
      if (!order) return { outcome: 'not_found' };
      const [affected] = await Order.update(
        { status: 'failed', failureReason: reason, failedAt: now },
        { where: { id: orderId, status: { [Op.in]: ['pending', 'processing'] } }, transaction },
      );
      if (affected !== 1) return { outcome: 'unchanged', order };
      await releaseHold(orderId, { transaction });
      await order.reload({ transaction });
      return { outcome: 'failed', order };
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
