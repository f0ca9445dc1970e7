/**
 * Back-office sales (docs/back-office.md « Sales, refunds, issued tickets, ticket types »): the
 * orders list, its CSV export, an order's detail, refunds (full or partial, through Stripe), issued
 * tickets (search, resend, cancel) and the ticket types' administration. Knows nothing of Express.
 *
 * Every write runs in one transaction (`db.withWriteLock` on SQLite) holding the change, its audit
 * row (`recordAudit`) and `admin.stats`, published after commit. A refund calls Stripe between two
 * transactions: a `pending` row reserves the amount and the tickets first (its id is the Stripe
 * idempotency key `refund-<id>`), and the order and tickets change only once Stripe accepted.
 * A row left `pending` (no answer from Stripe, or the process or database failed after Stripe
 * accepted) is finished by `settlePendingRefunds`, run every minute by the refund sweeper.
 */
import type Stripe from 'stripe';
import { Op, col, fn, literal, where as sqlWhere, type Transaction, type WhereOptions } from 'sequelize';
import type { Database } from '../../db/index.js';
import { HttpError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import type { Logger } from '../../lib/logger.js';
import { centsToEuros, eurosToCents } from '../../lib/money.js';
import { refundedCents } from '../account/service.js';
import { parisDate } from '../admin/service.js';
import { recordAudit, type Actor } from '../audit/service.js';
import { invalidateCatalogueCache } from '../catalogue/service.js';
import type { TicketCategory, TicketTypeAttributes, TicketTypeInstance } from '../catalogue/models.js';
import type { OrderAttributes, OrderInstance, OrderItemInstance, OrderSource, OrderStatus } from '../checkout/models.js';
import { ORDER_CONFIRMATION_KIND, enqueueMail } from '../mail/outbox.js';
import type { PaymentReviewReason } from '../payments/models.js';
import { ticketNumber } from '../tickets/documents.js';
import { FESTIVAL } from '../tickets/festival.js';
import type { TicketInstance, TicketStatus } from '../tickets/models.js';
import { CSV_BOM, csvRow, decimalFr } from './csv.js';
import type { OrderRefundAttributes, OrderRefundInstance } from './models.js';

export const ORDER_NOT_FOUND_MESSAGE = 'Commande introuvable.';
export const TICKET_NOT_FOUND_MESSAGE = 'Billet introuvable.';
export const TICKET_TYPE_NOT_FOUND_MESSAGE = 'Type de billet introuvable.';
export const REFUND_FAILED_MESSAGE = "Stripe a refusé le remboursement : rien n'a été modifié. Réessayez plus tard ou remboursez depuis le tableau de bord Stripe.";
export const REFUND_UNCONFIRMED_MESSAGE =
  "Stripe n'a pas répondu : le remboursement reste en attente. Il sera vérifié auprès de Stripe et terminé (ou annulé) automatiquement dans les minutes qui viennent. Ne le relancez pas ; rechargez la commande un peu plus tard.";
export const REFUND_NOT_RECORDED_MESSAGE =
  "Stripe a accepté le remboursement mais il n'a pas pu être enregistré ici : il le sera automatiquement dans les minutes qui viennent. Ne le relancez pas ; rechargez la commande un peu plus tard.";
export const TICKET_NOT_VALID_MESSAGE = "Ce billet n'est plus valide (déjà annulé ou remboursé).";
export const QUOTA_BELOW_SOLD_MESSAGE = 'Le quota ne peut pas être inférieur aux places déjà vendues ou réservées.';
export const TICKET_TYPE_SOLD_MESSAGE = 'Ce type de billet a déjà été vendu ou commandé : il ne peut pas être supprimé. Masquez-le plutôt.';

const orderNotFound = () => notFound(ORDER_NOT_FOUND_MESSAGE, 'ORDER_NOT_FOUND');
const ticketNotFound = () => notFound(TICKET_NOT_FOUND_MESSAGE, 'TICKET_NOT_FOUND');
const ticketTypeNotFound = () => notFound(TICKET_TYPE_NOT_FOUND_MESSAGE, 'TICKET_TYPE_NOT_FOUND');
const refundInvalid = (message: string) => badRequest(message, 'REFUND_INVALID');

const ORDER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Rows fetched per query while writing the CSV. */
const EXPORT_BATCH = 500;
/** An export never holds more rows than this (far above a festival's orders). */
const EXPORT_MAX_ROWS = 100_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ---------------------------------------------------------------------------------------------
// Paris days

const PARIS_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function parisParts(d: Date): Record<string, string> {
  return Object.fromEntries(PARIS_PARTS.formatToParts(d).map((p) => [p.type, p.value]));
}

/** Milliseconds Paris is ahead of UTC at `ms`. */
function parisOffset(ms: number): number {
  const p = parisParts(new Date(ms));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** '2026-12-01' → the instant of 00:00 that day in Paris (summer and winter time alike). */
export function parisDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  let at = utcMidnight - parisOffset(utcMidnight);
  at = utcMidnight - parisOffset(at);
  return new Date(at);
}

/** « 01/12/2026 13:05 », Paris time, for the CSV. */
export function parisDateTimeFr(d: Date | null): string {
  if (!d) return '';
  const p = parisParts(d);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

// ---------------------------------------------------------------------------------------------
// Shapes

export interface AdminOrderSummary {
  id: string;
  number: string;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  email: string;
  firstName: string;
  lastName: string;
  total: number;
  refundedAmount: number;
  ticketsCount: number;
  items: Array<{ name: string; quantity: number }>;
  promoCode: string | null;
  source: OrderSource;
  /** A payment naming this order was refused and refunded (payments/payment_reviews): « À vérifier ». */
  needsReview: boolean;
}

/** A completed Checkout Session that named the order but could not pay it (refunded in full). */
export interface AdminPaymentReview {
  reason: PaymentReviewReason;
  stripeSessionId: string;
  /** Euros (or the session's currency) the session collected; null if Stripe did not say. */
  amount: number | null;
  currency: string | null;
  paymentStatus: string | null;
  refundedAmount: number;
  stripeRefundId: string | null;
  createdAt: string;
}

export interface AdminOrderDetail extends Omit<AdminOrderSummary, 'items'> {
  phone: string;
  billingAddress: OrderAttributes['billingAddress'];
  subtotal: number;
  discount: number;
  items: Array<{ ticketTypeId: number; name: string; quantity: number; unitPrice: number; subtotal: number }>;
  tickets: Array<{ id: number; number: string; holderName: string; ticketTypeName: string; status: TicketStatus; checkedInAt: string | null }>;
  refunds: Array<{ id: number; amount: number; reason: string | null; createdAt: string; createdBy: string | null; ticketIds: number[] }>;
  paymentReviews: AdminPaymentReview[];
}

export interface OrderFilters {
  status?: OrderStatus;
  /** Paris days (YYYY-MM-DD), inclusive, on `createdAt`. */
  from?: string;
  to?: string;
  ticketTypeId?: number;
  q?: string;
  /** Only orders with a refused payment (« À vérifier »). */
  needsReview?: boolean;
}

export interface OrderTotals {
  /** Orders matching the filter, whatever their status. */
  orders: number;
  /** Euros: paid totals of the completed orders among them, refunds deducted. */
  revenue: number;
  /** Euros refunded on those orders. */
  refunded: number;
  /** Valid tickets of those completed orders. */
  tickets: number;
}

export interface AdminTicketView {
  id: number;
  number: string;
  holderName: string;
  status: TicketStatus;
  ticketTypeId: number;
  ticketTypeName: string;
  orderId: string;
  orderNumber: string;
  email: string;
  checkedInAt: string | null;
}

export interface TicketFilters {
  q?: string;
  status?: TicketStatus;
  ticketTypeId?: number;
}

export interface AdminTicketTypeView {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: TicketCategory;
  price: number;
  quota: number;
  sold: number;
  held: number;
  remaining: number;
  salesStart: string;
  salesEnd: string;
  validDays: string[];
  visible: boolean;
  highlighted: boolean;
  sortOrder: number;
  deletable: boolean;
}

export interface TicketTypeInput {
  name: string;
  description?: string;
  category: TicketCategory;
  /** Euros. */
  price: number;
  quota: number;
  salesStart: Date;
  salesEnd: Date;
  validDays?: string[];
  visible?: boolean;
  highlighted?: boolean;
  sortOrder?: number;
}

export interface RefundInput {
  ticketIds?: number[];
  /** Euros. */
  amount?: number;
  reason?: string;
}

export type { Actor };

export interface Page<T> {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface SalesDeps {
  db: Database;
  logger: Logger;
  /** The app's Stripe client (real Stripe or the emulator); resolved on first refund. */
  stripe: () => Stripe;
  clock?: () => Date;
}

type PageArgs = { page: number; pageSize: number };

/** « Full Pass Été » → « full-pass-ete ». */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/g, '');
  return slug || 'billet';
}

/**
 * Each ticket's share of what the order paid: its line's total (price × quantity minus the line's
 * share of the discount) split evenly over the line's tickets, the leftover cents going to the
 * first ones (by id), so the shares of a line add up to it exactly.
 */
export function ticketShares(items: readonly OrderItemInstance[], tickets: readonly TicketInstance[]): Map<number, number> {
  const shares = new Map<number, number>();
  for (const item of items) {
    const lineTickets = tickets.filter((t) => t.orderItemId === item.id).sort((a, b) => a.id - b.id);
    if (lineTickets.length === 0) continue;
    const lineTotal = item.unitPriceCents * item.quantity - item.discountCents;
    const base = Math.floor(lineTotal / lineTickets.length);
    let rest = lineTotal - base * lineTickets.length;
    for (const t of lineTickets) {
      shares.set(t.id, base + (rest > 0 ? 1 : 0));
      if (rest > 0) rest -= 1;
    }
  }
  return shares;
}

function words(q: string | undefined): string[] {
  return (q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
}

/** INSTR(LOWER(column), word) > 0 on both dialects: case-insensitive, `%`/`_` stay literal. */
const contains = (column: string, word: string) => sqlWhere(fn('INSTR', fn('LOWER', col(column)), word), Op.gt, 0);

// ---------------------------------------------------------------------------------------------
// Refunds at Stripe

/** The sweeper leaves a pending refund alone this long, so it never races the request that created it. */
export const REFUND_SWEEP_GRACE_MS = 2 * 60 * 1000;
/**
 * Stripe keeps an idempotency key at least 24 hours. Past this, replaying `refund-<id>` could
 * refund a second time, so a row still pending that old is only reported, never replayed.
 */
export const REFUND_REPLAY_WINDOW_MS = 23 * 60 * 60 * 1000;
const REFUND_SWEEP_BATCH = 50;

export interface RefundSweepResult {
  /** Stripe had accepted them: settled now (order, tickets, seats, audit). */
  settled: number;
  /** Stripe refused them: marked `failed`, their amount freed. */
  failed: number;
  /** Stripe did not answer: still pending, asked again next pass. */
  waiting: number;
  /** Pending past REFUND_REPLAY_WINDOW_MS: left for a person (logged once per process). */
  stale: number;
  /** Database trouble while settling or failing one: still pending, next pass. */
  errors: number;
}

/**
 * The one refund call of a refund row, identical on every attempt (the request, the sweeper):
 * Stripe answers a repeated idempotency key with the first outcome, and refuses it with other parameters.
 */
export function stripeRefundRequest(
  order: Pick<OrderAttributes, 'id' | 'number' | 'stripePaymentIntentId'>,
  row: Pick<OrderRefundAttributes, 'id' | 'amountCents'>,
): [Stripe.RefundCreateParams, Stripe.RequestOptions] {
  return [
    {
      payment_intent: order.stripePaymentIntentId!,
      amount: row.amountCents,
      reason: 'requested_by_customer',
      metadata: { orderId: order.id, orderNumber: order.number, refundId: String(row.id) },
    },
    { idempotencyKey: `refund-${row.id}` },
  ];
}

function requestStripeRefund(stripe: Stripe, order: OrderInstance, row: OrderRefundAttributes): Promise<Stripe.Refund> {
  return stripe.refunds.create(...stripeRefundRequest(order, row));
}

/** A refund Stripe created but already gave up on. Any other status (`succeeded`, `pending`…) counts as accepted, here as in the sweeper. */
const isRefusedRefund = (refund: Stripe.Refund) => refund.status === 'failed' || refund.status === 'canceled';

/**
 * What a failed refund call says about refund `refund-<id>`. `refused`: Stripe examined it and
 * said no (card or request error); a replay of the key answers the same, so no refund exists or
 * will. `turned-away`: rejected unread (API key, permission, rate limit): this call refunded
 * nothing, but says nothing of an earlier call under the key. `unknown`: no answer (network,
 * timeout, Stripe 5xx, another request running on the key): the refund may exist.
 */
function stripeVerdictOf(err: unknown): 'refused' | 'turned-away' | 'unknown' {
  const type = (err as { type?: unknown } | null)?.type;
  if (type === 'StripeCardError' || type === 'StripeInvalidRequestError') return 'refused';
  if (type === 'StripeAuthenticationError' || type === 'StripePermissionError' || type === 'StripeRateLimitError') return 'turned-away';
  return 'unknown';
}

export function createSalesService(deps: SalesDeps) {
  const { db, logger } = deps;
  const { Order, OrderItem, OrderRefund, Ticket, TicketType, User, OutboxMessage, CartItem, PaymentReview } = db.models;
  const clock = deps.clock ?? (() => new Date());
  const writeTransaction = <T>(run: (t: Transaction) => Promise<T>) => db.withWriteLock(() => db.sequelize.transaction(run));

  /** Filters on orders; `alias` is how the query names the orders table (`Order`, or `order` in an include). */
  function orderWhere(filters: OrderFilters, alias: string): WhereOptions<OrderAttributes> {
    const and: WhereOptions<OrderAttributes>[] = [];
    if (filters.status) and.push({ status: filters.status });
    if (filters.from) and.push({ createdAt: { [Op.gte]: parisDayStart(filters.from) } });
    if (filters.to) {
      const next = new Date(`${filters.to}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      and.push({ createdAt: { [Op.lt]: parisDayStart(next.toISOString().slice(0, 10)) } });
    }
    if (filters.ticketTypeId !== undefined) {
      const id = Number(filters.ticketTypeId);
      if (!Number.isSafeInteger(id)) throw new RangeError('ticketTypeId');
      and.push({ id: { [Op.in]: literal(`(SELECT oi.order_id FROM order_items oi WHERE oi.ticket_type_id = ${id})`) } });
    }
    if (filters.needsReview) and.push({ id: { [Op.in]: literal('(SELECT pr.order_id FROM payment_reviews pr WHERE pr.order_id IS NOT NULL)') } });
    for (const word of words(filters.q)) {
      and.push({ [Op.or]: ['number', 'email', 'first_name', 'last_name'].map((c) => contains(`${alias}.${c}`, word)) } as WhereOptions<OrderAttributes>);
    }
    return { [Op.and]: and };
  }

  async function summariesOf(orders: OrderInstance[]): Promise<AdminOrderSummary[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((o) => o.id);
    const [items, tickets, reviews] = await Promise.all([
      OrderItem.findAll({ where: { orderId: ids }, attributes: ['id', 'orderId', 'name', 'quantity'], order: [['id', 'ASC']] }),
      Ticket.findAll({ where: { orderId: ids, status: 'valid' }, attributes: ['id', 'orderId'] }),
      PaymentReview.findAll({ where: { orderId: ids }, attributes: ['orderId'] }),
    ]);
    const reviewed = new Set(reviews.map((r) => r.orderId));
    return orders.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      paidAt: iso(o.paidAt),
      email: o.email,
      firstName: o.firstName,
      lastName: o.lastName,
      total: centsToEuros(o.totalCents),
      refundedAmount: centsToEuros(refundedCents(o)),
      ticketsCount: tickets.filter((t) => t.orderId === o.id).length,
      items: items.filter((i) => i.orderId === o.id).map((i) => ({ name: i.name, quantity: i.quantity })),
      promoCode: o.promoCode,
      source: o.source,
      needsReview: reviewed.has(o.id),
    }));
  }

  async function totalsOf(filters: OrderFilters): Promise<OrderTotals> {
    const completed = { [Op.and]: [orderWhere(filters, 'Order'), { status: 'completed' }] } as WhereOptions<OrderAttributes>;
    const [orders, paid, refunded, tickets] = await Promise.all([
      Order.count({ where: orderWhere(filters, 'Order') }),
      Order.sum('totalCents', { where: completed }),
      Order.sum('refundedCents', { where: completed }),
      Ticket.count({
        where: { status: 'valid' },
        include: [
          {
            model: Order,
            as: 'order',
            attributes: [],
            required: true,
            where: { [Op.and]: [orderWhere(filters, 'order'), { status: 'completed' }] } as WhereOptions<OrderAttributes>,
          },
        ],
      }),
    ]);
    const paidCents = Number(paid ?? 0);
    const refundedTotal = Number(refunded ?? 0);
    return { orders, revenue: centsToEuros(paidCents - refundedTotal), refunded: centsToEuros(refundedTotal), tickets };
  }

  async function orderDetail(orderId: string, transaction?: Transaction): Promise<AdminOrderDetail> {
    const order = ORDER_ID_PATTERN.test(orderId) ? await Order.findByPk(orderId.toLowerCase(), { transaction }) : null;
    if (!order) throw orderNotFound();
    const [items, tickets, refunds, reviews] = await Promise.all([
      OrderItem.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']], transaction }),
      Ticket.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']], transaction }),
      OrderRefund.findAll({
        where: { orderId: order.id, status: 'succeeded' },
        include: [{ model: User, as: 'creator', attributes: ['id', 'email', 'firstName', 'lastName'], required: false }],
        order: [['id', 'ASC']],
        transaction,
      }),
      PaymentReview.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']], transaction }),
    ]);
    const itemNames = new Map(items.map((i) => [i.id, i.name]));
    return {
      id: order.id,
      number: order.number,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      paidAt: iso(order.paidAt),
      email: order.email,
      firstName: order.firstName,
      lastName: order.lastName,
      total: centsToEuros(order.totalCents),
      refundedAmount: centsToEuros(refundedCents(order)),
      ticketsCount: tickets.filter((t) => t.status === 'valid').length,
      promoCode: order.promoCode,
      source: order.source,
      needsReview: reviews.length > 0,
      phone: order.phone,
      billingAddress: order.billingAddress,
      subtotal: centsToEuros(order.subtotalCents),
      discount: centsToEuros(order.discountCents),
      items: items.map((i) => ({
        ticketTypeId: i.ticketTypeId,
        name: i.name,
        quantity: i.quantity,
        unitPrice: centsToEuros(i.unitPriceCents),
        subtotal: centsToEuros(i.unitPriceCents * i.quantity),
      })),
      tickets: tickets.map((t) => ({
        id: t.id,
        number: ticketNumber(t.id),
        holderName: t.holderName,
        ticketTypeName: itemNames.get(t.orderItemId) ?? '',
        status: t.status,
        checkedInAt: iso(t.checkedInAt),
      })),
      refunds: refunds.map((r) => {
        const creator = (r as typeof r & { creator?: { email: string; firstName: string; lastName: string } | null }).creator ?? null;
        return {
          id: r.id,
          amount: centsToEuros(r.amountCents),
          reason: r.reason,
          createdAt: r.createdAt.toISOString(),
          createdBy: creator ? `${creator.firstName} ${creator.lastName}`.trim() || creator.email : null,
          ticketIds: parseIds(r.ticketIds),
        };
      }),
      paymentReviews: reviews.map((r) => ({
        reason: r.reason,
        stripeSessionId: r.stripeSessionId,
        amount: r.amountCents === null ? null : centsToEuros(r.amountCents),
        currency: r.currency?.toUpperCase() ?? null,
        paymentStatus: r.paymentStatus,
        refundedAmount: centsToEuros(r.refundedCents),
        stripeRefundId: r.stripeRefundId,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  /** Sold seats back on sale: `sold_count - n` only if that many are counted (never negative). */
  async function releaseSoldSeats(ticketTypeId: number, n: number, transaction: Transaction): Promise<void> {
    const [affected] = await TicketType.update({ soldCount: literal(`sold_count - ${Number(n)}`) } as never, {
      where: { id: ticketTypeId, soldCount: { [Op.gte]: n } },
      transaction,
      hooks: false,
      validate: false,
    });
    if (affected !== 1) logger.warn({ ticketTypeId, n }, 'ventes : compteur de places vendues déjà plus bas que les billets rendus');
    invalidateCatalogueCache(TicketType);
    transaction.afterCommit(() => invalidateCatalogueCache(TicketType));
  }

  async function releaseSeatsOf(tickets: readonly TicketInstance[], transaction: Transaction): Promise<void> {
    const perType = new Map<number, number>();
    for (const t of tickets) perType.set(t.ticketTypeId, (perType.get(t.ticketTypeId) ?? 0) + 1);
    for (const [typeId, n] of [...perType.entries()].sort(([a], [b]) => a - b)) await releaseSoldSeats(typeId, n, transaction);
  }

  /** Only from `pending`: a row settled meanwhile stays as it is. */
  async function markRefundFailed(refundId: number): Promise<void> {
    await db.withWriteLock(() => OrderRefund.update({ status: 'failed', updatedAt: clock() }, { where: { id: refundId, status: 'pending' } }));
  }

  /**
   * Transaction 2 of a refund Stripe accepted, for `refund()` and the sweeper alike: the row
   * `pending` → `succeeded` by a conditional UPDATE (so the request and the sweeper, or two
   * replicas' sweepers, apply it once), the order's refunded total, its tickets and their seats,
   * the audit row and the events. Null when the row was no longer pending: nothing changed.
   */
  async function settleAcceptedRefund(
    refundRow: OrderRefundAttributes,
    stripeRefundId: string,
    audit: { actorId: number | null; ip?: string | null; now: Date; recoveredBy?: 'sweeper' },
    transaction: Transaction,
  ): Promise<OrderInstance | null> {
    const locked = await Order.findByPk(refundRow.orderId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!locked) return null;
    const [claimed] = await OrderRefund.update(
      { status: 'succeeded', stripeRefundId, updatedAt: clock() },
      { where: { id: refundRow.id, status: 'pending' }, transaction },
    );
    if (claimed !== 1) return null;
    const refunded = Math.min(locked.totalCents, locked.refundedCents + refundRow.amountCents);
    await locked.update({ refundedCents: refunded }, { transaction });
    // Everything paid is back: whatever ticket is still valid goes too.
    const toRefund = await Ticket.findAll({
      where: refunded >= locked.totalCents ? { orderId: locked.id, status: 'valid' } : { orderId: locked.id, status: 'valid', id: parseIds(refundRow.ticketIds) },
      transaction,
    });
    if (toRefund.length > 0) {
      await Ticket.update({ status: 'refunded' }, { where: { id: toRefund.map((t) => t.id), status: 'valid' }, transaction });
      await releaseSeatsOf(toRefund, transaction);
    }
    await recordAudit(
      db.models,
      {
        actorId: audit.actorId,
        action: 'order.refunded',
        targetType: 'order',
        targetId: locked.id,
        details: {
          refundId: refundRow.id,
          amount: centsToEuros(refundRow.amountCents),
          ticketIds: toRefund.map((t) => t.id),
          reason: refundRow.reason,
          stripeRefundId,
          ...(audit.recoveredBy ? { recoveredBy: audit.recoveredBy, requestedBy: refundRow.createdBy } : {}),
        },
        ip: audit.ip,
        now: audit.now,
      },
      transaction,
    );
    publishDomainEvent(db.sequelize, 'order.status', { orderId: locked.id, userId: locked.userId, status: locked.status }, transaction);
    publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'refund' }, transaction);
    return locked;
  }

  /** Pending rows already reported as too old to replay (logged once per process). */
  const reportedStale = new Set<number>();

  /** One pending row of the sweeper: Stripe asked again under the same key, then settled, failed or left. */
  async function recoverPendingRefund(row: OrderRefundInstance, now: Date): Promise<'settled' | 'failed' | 'waiting' | 'unreachable' | 'skipped'> {
    const order = await Order.findByPk(row.orderId);
    if (!order?.stripePaymentIntentId) {
      logger.error({ orderId: row.orderId, refundId: row.id }, 'balayage des remboursements : commande sans paiement Stripe, remboursement laissé en attente');
      return 'waiting';
    }
    let stripeRefund: Stripe.Refund;
    try {
      stripeRefund = await requestStripeRefund(deps.stripe(), order, row);
    } catch (err) {
      // Only a refusal settles it: a replay turned away (key, rate limit) says nothing of the first call.
      if (stripeVerdictOf(err) === 'refused') {
        logger.warn({ err, orderId: order.id, refundId: row.id }, 'balayage des remboursements : Stripe refuse le remboursement, marqué échoué');
        await markRefundFailed(row.id);
        return 'failed';
      }
      logger.warn({ err, orderId: order.id, refundId: row.id }, 'balayage des remboursements : pas de réponse de Stripe, nouvel essai au prochain passage');
      return (err as { type?: unknown } | null)?.type === 'StripeConnectionError' ? 'unreachable' : 'waiting';
    }
    if (isRefusedRefund(stripeRefund)) {
      logger.warn({ orderId: order.id, refundId: row.id, stripeRefundId: stripeRefund.id, status: stripeRefund.status }, 'balayage des remboursements : Stripe a abandonné le remboursement, marqué échoué');
      await markRefundFailed(row.id);
      return 'failed';
    }
    const settled = await writeTransaction((transaction) =>
      settleAcceptedRefund(row, stripeRefund.id, { actorId: null, now, recoveredBy: 'sweeper' }, transaction),
    );
    if (!settled) return 'skipped';
    logger.info({ orderId: order.id, refundId: row.id, stripeRefundId: stripeRefund.id }, 'balayage des remboursements : remboursement accepté par Stripe, terminé');
    return 'settled';
  }

  async function loadTicketType(id: number, transaction?: Transaction): Promise<TicketTypeInstance> {
    const row = id > 0 ? await TicketType.findByPk(id, { transaction, lock: transaction ? transaction.LOCK.UPDATE : undefined }) : null;
    if (!row) throw ticketTypeNotFound();
    return row;
  }

  async function everOrdered(ticketTypeIds: number[]): Promise<Set<number>> {
    if (ticketTypeIds.length === 0) return new Set();
    const rows = await OrderItem.findAll({ where: { ticketTypeId: ticketTypeIds }, attributes: ['ticketTypeId'], group: ['ticketTypeId'], raw: true });
    return new Set(rows.map((r) => Number(r.ticketTypeId)));
  }

  function toTicketTypeView(t: TicketTypeAttributes, ordered: boolean): AdminTicketTypeView {
    return {
      id: t.id,
      slug: t.slug,
      name: t.name,
      description: t.description,
      category: t.category,
      price: centsToEuros(t.priceCents),
      quota: t.quota,
      sold: t.soldCount,
      held: t.heldCount,
      remaining: Math.max(0, t.quota - t.soldCount - t.heldCount),
      salesStart: t.salesStart.toISOString(),
      salesEnd: t.salesEnd.toISOString(),
      validDays: [...(t.validDays ?? [])],
      visible: t.visible,
      highlighted: t.highlighted,
      sortOrder: t.sortOrder,
      deletable: !ordered && t.soldCount === 0 && t.heldCount === 0,
    };
  }

  async function uniqueSlug(name: string, transaction: Transaction): Promise<string> {
    const base = slugify(name);
    const taken = new Set(
      (await TicketType.findAll({ where: { slug: { [Op.like]: `${base}%` } }, attributes: ['slug'], transaction })).map((t) => t.slug),
    );
    if (!taken.has(base)) return base;
    for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
  }

  function checkDays(days: string[] | undefined): string[] | undefined {
    if (days === undefined) return undefined;
    for (const day of days) {
      if (day < FESTIVAL.startDate || day > FESTIVAL.endDate) {
        throw badRequest(`Le jour ${day} est en dehors du festival (du ${FESTIVAL.startDate} au ${FESTIVAL.endDate}).`, 'VALIDATION_ERROR', [
          { field: 'validDays', message: 'Jour en dehors du festival.' },
        ]);
      }
    }
    return [...new Set(days)].sort();
  }

  function checkWindow(start: Date, end: Date): void {
    if (end.getTime() <= start.getTime()) {
      throw badRequest('La fin des ventes doit suivre leur ouverture.', 'VALIDATION_ERROR', [{ field: 'salesEnd', message: 'La fin des ventes doit suivre leur ouverture.' }]);
    }
  }

  function ticketTypeAudit(t: TicketTypeAttributes) {
    return { name: t.name, price: centsToEuros(t.priceCents), quota: t.quota, visible: t.visible };
  }

  async function ticketViews(where: WhereOptions, page: number, pageSize: number): Promise<{ rows: AdminTicketView[]; count: number }> {
    const { rows, count } = await Ticket.findAndCountAll({
      where,
      include: [
        { model: Order, as: 'order', attributes: ['id', 'number', 'email'], required: true },
        { model: TicketType, as: 'ticketType', attributes: ['id', 'name'], required: false },
      ],
      order: [['id', 'DESC']],
      limit: pageSize,
      offset: (page - 1) * pageSize,
      distinct: true,
    });
    return {
      count,
      rows: (rows as Array<TicketInstance & { order: OrderInstance; ticketType?: TicketTypeInstance | null }>).map((t) => ({
        id: t.id,
        number: ticketNumber(t.id),
        holderName: t.holderName,
        status: t.status,
        ticketTypeId: t.ticketTypeId,
        ticketTypeName: t.ticketType?.name ?? '',
        orderId: t.orderId,
        orderNumber: t.order.number,
        email: t.order.email,
        checkedInAt: iso(t.checkedInAt),
      })),
    };
  }

  return {
    /** `GET /api/admin/orders`: newest first, with the totals of the whole filter. */
    async listOrders(filters: OrderFilters & PageArgs): Promise<Page<AdminOrderSummary> & { totals: OrderTotals }> {
      const [{ rows, count }, totals] = await Promise.all([
        Order.findAndCountAll({
          where: orderWhere(filters, 'Order'),
          order: [['createdAt', 'DESC'], ['id', 'DESC']],
          limit: filters.pageSize,
          offset: (filters.page - 1) * filters.pageSize,
        }),
        totalsOf(filters),
      ]);
      return { data: await summariesOf(rows), page: filters.page, pageSize: filters.pageSize, total: count, totals };
    },

    /** `GET /api/admin/orders/export.csv`: every order of the filter, as French spreadsheets read it. */
    async exportOrdersCsv(filters: OrderFilters): Promise<{ fileName: string; csv: string }> {
      const parts: string[] = [
        CSV_BOM,
        csvRow(['Numéro', 'Créée le', 'Payée le', 'Statut', 'Origine', 'E-mail', 'Prénom', 'Nom', 'Billets', 'Nombre de billets valides', 'Code promo', 'Total (€)', 'Remboursé (€)']),
      ];
      const STATUS_FR: Record<OrderStatus, string> = { pending: 'En attente', processing: 'En cours', completed: 'Payée', failed: 'Échouée' };
      const SOURCE_FR: Record<OrderSource, string> = { purchase: 'Achat', invitation: 'Invitation' };
      for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += EXPORT_BATCH) {
        const rows = await Order.findAll({ where: orderWhere(filters, 'Order'), order: [['createdAt', 'DESC'], ['id', 'DESC']], limit: EXPORT_BATCH, offset });
        for (const s of await summariesOf(rows)) {
          const order = rows.find((o) => o.id === s.id)!;
          parts.push(
            csvRow([
              s.number,
              parisDateTimeFr(order.createdAt),
              parisDateTimeFr(order.paidAt),
              STATUS_FR[s.status],
              SOURCE_FR[s.source],
              s.email,
              s.firstName,
              s.lastName,
              s.items.map((i) => `${i.quantity} × ${i.name}`).join(', '),
              s.ticketsCount,
              s.promoCode,
              decimalFr(order.totalCents),
              decimalFr(refundedCents(order)),
            ]),
          );
        }
        if (rows.length < EXPORT_BATCH) break;
      }
      return { fileName: `ventes-${parisDate(clock())}.csv`, csv: parts.join('') };
    },

    orderDetail: (orderId: string) => orderDetail(orderId),

    /**
     * Refund in full (no `ticketIds`, no `amount`: what remains), of some tickets (their share of
     * the paid total unless `amount` says otherwise) or of an amount. Stripe first, with the
     * idempotency key `refund-<row id>`; the order, its tickets and seats change only after.
     * Stripe refuses → the row `failed`, 502 REFUND_FAILED. No answer from Stripe (502), or the
     * settling transaction failed (503) → REFUND_PENDING: the row stays pending for the sweeper.
     */
    async refund(actor: Actor, orderId: string, input: RefundInput): Promise<AdminOrderDetail> {
      if (!ORDER_ID_PATTERN.test(orderId)) throw orderNotFound();
      const id = orderId.toLowerCase();
      const now = clock();
      const requestedCents = input.amount === undefined ? undefined : eurosToCents(input.amount);
      const ticketIds = input.ticketIds ? [...new Set(input.ticketIds)].sort((a, b) => a - b) : undefined;
      // Resolved before anything is reserved: a client that cannot be built leaves no pending row behind.
      const stripe = deps.stripe();

      // 1. Reserve: a pending row holding the amount and the tickets (checked against the other pending ones).
      const { refundRow, order } = await writeTransaction(async (transaction) => {
        const order = await Order.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!order) throw orderNotFound();
        if (order.status !== 'completed') throw refundInvalid('Seule une commande payée peut être remboursée.');
        if (!order.stripePaymentIntentId) throw refundInvalid("Cette commande n'a pas de paiement Stripe à rembourser.");
        const pending = await OrderRefund.findAll({ where: { orderId: order.id, status: 'pending' }, transaction });
        const pendingCents = pending.reduce((sum, r) => sum + r.amountCents, 0);
        const pendingTickets = new Set(pending.flatMap((r) => parseIds(r.ticketIds)));
        const remaining = order.totalCents - order.refundedCents - pendingCents;

        let amountCents: number;
        if (ticketIds) {
          const [items, tickets] = await Promise.all([
            OrderItem.findAll({ where: { orderId: order.id }, transaction }),
            Ticket.findAll({ where: { orderId: order.id }, transaction }),
          ]);
          for (const ticketId of ticketIds) {
            const ticket = tickets.find((t) => t.id === ticketId);
            if (!ticket) throw refundInvalid(`Le billet ${ticketNumber(ticketId)} n'appartient pas à cette commande.`);
            if (ticket.status !== 'valid' || pendingTickets.has(ticketId)) {
              throw refundInvalid(`Le billet ${ticketNumber(ticketId)} est déjà annulé ou remboursé.`);
            }
          }
          const shares = ticketShares(items, tickets);
          // A ticket's share, bounded by what remains (earlier refunds of an amount may have taken part of it).
          amountCents = requestedCents ?? Math.min(remaining, ticketIds.reduce((sum, tid) => sum + (shares.get(tid) ?? 0), 0));
        } else {
          amountCents = requestedCents ?? remaining;
        }
        if (amountCents > remaining) {
          throw refundInvalid(`Le remboursement dépasse ce qui reste remboursable (${decimalFr(Math.max(0, remaining))} €).`);
        }
        if (amountCents <= 0) throw refundInvalid('Il ne reste rien à rembourser sur cette commande.');
        const refundRow = await OrderRefund.create(
          { orderId: order.id, amountCents, reason: input.reason?.trim() || null, ticketIds: ticketIds ?? null, createdBy: actor.id, status: 'pending', createdAt: now, updatedAt: now },
          { transaction },
        );
        return { refundRow, order };
      });

      // 2. Stripe, outside any transaction.
      let stripeRefund: Stripe.Refund;
      try {
        stripeRefund = await requestStripeRefund(stripe, order, refundRow);
      } catch (err) {
        // The first call under this key: refused or turned away, nothing was refunded.
        if (stripeVerdictOf(err) !== 'unknown') {
          logger.error({ err, orderId: order.id, refundId: refundRow.id }, 'ventes : remboursement refusé par Stripe');
          await markRefundFailed(refundRow.id);
          throw new HttpError(502, 'REFUND_FAILED', REFUND_FAILED_MESSAGE);
        }
        // No answer (network, timeout, Stripe 5xx): Stripe may have refunded. The row stays pending,
        // its amount reserved, and the sweeper replays `refund-<id>` to learn the outcome.
        logger.error({ err, orderId: order.id, refundId: refundRow.id }, 'ventes : remboursement sans réponse de Stripe, laissé en attente pour le balayage');
        throw new HttpError(502, 'REFUND_PENDING', REFUND_UNCONFIRMED_MESSAGE);
      }
      if (isRefusedRefund(stripeRefund)) {
        logger.error({ orderId: order.id, refundId: refundRow.id, stripeRefundId: stripeRefund.id, status: stripeRefund.status }, 'ventes : remboursement refusé par Stripe');
        await markRefundFailed(refundRow.id);
        throw new HttpError(502, 'REFUND_FAILED', REFUND_FAILED_MESSAGE);
      }

      // 3. Stripe accepted: the order, its tickets and their seats, and the audit row, together.
      try {
        return await writeTransaction(async (transaction) => {
          const settled = await settleAcceptedRefund(refundRow, stripeRefund.id, { actorId: actor.id, ip: actor.ip, now }, transaction);
          if (!settled) {
            // The sweeper got there first (this request took longer than its grace period).
            const current = await OrderRefund.findByPk(refundRow.id, { transaction });
            if (current?.status !== 'succeeded') throw new HttpError(502, 'REFUND_FAILED', REFUND_FAILED_MESSAGE);
          }
          return orderDetail(order.id, transaction);
        });
      } catch (err) {
        if (err instanceof HttpError) throw err;
        // The money is back with the customer but not written here: the row stays pending for the sweeper.
        logger.error(
          { err, orderId: order.id, refundId: refundRow.id, stripeRefundId: stripeRefund.id },
          'ventes : remboursement accepté par Stripe mais non enregistré, laissé en attente pour le balayage',
        );
        throw new HttpError(503, 'REFUND_PENDING', REFUND_NOT_RECORDED_MESSAGE);
      }
    },

    /**
     * The pending-refund sweeper's pass (docs/back-office.md « Sales, refunds… »): every `pending`
     * refund row older than `olderThanMs` (so never one whose request is still running) and young
     * enough for Stripe to still know its idempotency key is asked again to Stripe, with the same
     * call and the same key `refund-<id>` (Stripe answers with the original refund, or executes it
     * if the first call never reached it). Accepted → settled as `refund()` does (audited with no
     * actor, `recoveredBy: 'sweeper'`); refused → `failed`, its amount freed; no answer → left for
     * the next pass. Older rows are never replayed (that could refund twice): logged for a person.
     */
    async settlePendingRefunds(options: { olderThanMs?: number } = {}): Promise<RefundSweepResult> {
      const now = clock();
      const graceMs = options.olderThanMs ?? REFUND_SWEEP_GRACE_MS;
      const replayFrom = new Date(now.getTime() - REFUND_REPLAY_WINDOW_MS);
      const result: RefundSweepResult = { settled: 0, failed: 0, waiting: 0, stale: 0, errors: 0 };
      const due = await OrderRefund.findAll({
        where: { status: 'pending', createdAt: { [Op.lte]: new Date(now.getTime() - graceMs), [Op.gt]: replayFrom } },
        order: [['id', 'ASC']],
        limit: REFUND_SWEEP_BATCH,
      });
      for (const [index, row] of due.entries()) {
        try {
          const outcome = await recoverPendingRefund(row, now);
          if (outcome === 'unreachable') {
            // Stripe cannot be reached: the others would wait on the same timeouts. All next pass.
            result.waiting += due.length - index;
            break;
          }
          if (outcome !== 'skipped') result[outcome] += 1;
        } catch (err) {
          result.errors += 1;
          logger.error({ err, orderId: row.orderId, refundId: row.id }, 'balayage des remboursements : remboursement laissé pour le prochain passage');
        }
      }
      const stale = await OrderRefund.findAll({
        where: { status: 'pending', createdAt: { [Op.lte]: replayFrom } },
        order: [['id', 'ASC']],
        limit: REFUND_SWEEP_BATCH,
      });
      result.stale = stale.length;
      for (const row of stale) {
        if (reportedStale.has(row.id)) continue;
        reportedStale.add(row.id);
        logger.error(
          { orderId: row.orderId, refundId: row.id, amountCents: row.amountCents, createdAt: row.createdAt.toISOString() },
          'balayage des remboursements : remboursement en attente depuis plus de 23 h, à vérifier à la main dans le tableau de bord Stripe (metadata.refundId)',
        );
      }
      return result;
    },

    /** `GET /api/admin/tickets`: search by holder, e-mail, order number, ticket number or code; newest first. */
    async listTickets(filters: TicketFilters & PageArgs): Promise<Page<AdminTicketView>> {
      const and: WhereOptions[] = [];
      if (filters.status) and.push({ status: filters.status });
      if (filters.ticketTypeId !== undefined) and.push({ ticketTypeId: filters.ticketTypeId });
      const q = (filters.q ?? '').trim();
      if (q) {
        const or: WhereOptions[] = [{ code: q }];
        if (/^\d{1,10}$/.test(q)) or.push({ id: Number(q) });
        const terms = words(q);
        if (terms.length > 0) {
          or.push({
            [Op.and]: terms.map((word) => ({
              [Op.or]: [contains('Ticket.holder_name', word), contains('order.email', word), contains('order.number', word)],
            })),
          });
        }
        and.push({ [Op.or]: or });
      }
      const { rows, count } = await ticketViews({ [Op.and]: and }, filters.page, filters.pageSize);
      return { data: rows, page: filters.page, pageSize: filters.pageSize, total: count };
    },

    /** The order's tickets e-mail again (its valid tickets, as the confirmation), under a fresh dedupe key. */
    async resendTickets(actor: Actor, ticketId: number): Promise<{ email: string }> {
      const now = clock();
      return writeTransaction(async (transaction) => {
        const ticket = ticketId > 0 ? await Ticket.findByPk(ticketId, { transaction }) : null;
        if (!ticket) throw ticketNotFound();
        const order = (await Order.findByPk(ticket.orderId, { transaction }))!;
        const valid = await Ticket.count({ where: { orderId: order.id, status: 'valid' }, transaction });
        if (order.status !== 'completed' || valid === 0) throw conflict("Cette commande n'a plus de billet valide à envoyer.", 'TICKET_NOT_VALID');
        const sent = await OutboxMessage.count({ where: { dedupeKey: { [Op.like]: `${ORDER_CONFIRMATION_KIND}:${order.id}%` } }, transaction });
        const { message } = await enqueueMail(
          db.models,
          { kind: ORDER_CONFIRMATION_KIND, dedupeKey: `${ORDER_CONFIRMATION_KIND}:${order.id}:resend-${sent + 1}-${now.getTime()}`, recipient: order.email, payload: { orderId: order.id } },
          { transaction, now },
        );
        await recordAudit(
          db.models,
          { actorId: actor.id, action: 'ticket.resent', targetType: 'ticket', targetId: ticket.id, details: { orderId: order.id, email: order.email, outboxId: message.id }, ip: actor.ip, now },
          transaction,
        );
        return { email: order.email };
      });
    },

    /** Cancel one ticket (no money moves): refused at the door from now on, its seat back on sale. */
    async cancelTicket(actor: Actor, ticketId: number, reason?: string): Promise<AdminTicketView> {
      const now = clock();
      const id = await writeTransaction(async (transaction) => {
        const ticket = ticketId > 0 ? await Ticket.findByPk(ticketId, { transaction, lock: transaction.LOCK.UPDATE }) : null;
        if (!ticket) throw ticketNotFound();
        const inPendingRefund = (await OrderRefund.findAll({ where: { orderId: ticket.orderId, status: 'pending' }, transaction })).some((r) =>
          parseIds(r.ticketIds).includes(ticket.id),
        );
        const [affected] = inPendingRefund ? [0] : await Ticket.update({ status: 'cancelled' }, { where: { id: ticket.id, status: 'valid' }, transaction });
        if (affected !== 1) throw conflict(TICKET_NOT_VALID_MESSAGE, 'TICKET_NOT_VALID');
        await releaseSeatsOf([ticket], transaction);
        await recordAudit(
          db.models,
          { actorId: actor.id, action: 'ticket.cancelled', targetType: 'ticket', targetId: ticket.id, details: { orderId: ticket.orderId, reason: reason?.trim() || null }, ip: actor.ip, now },
          transaction,
        );
        publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'ticket' }, transaction);
        return ticket.id;
      });
      return (await ticketViews({ id }, 1, 1)).rows[0]!;
    },

    async listTicketTypes(): Promise<{ data: AdminTicketTypeView[] }> {
      const rows = await TicketType.findAll({ order: [['sortOrder', 'ASC'], ['id', 'ASC']] });
      const ordered = await everOrdered(rows.map((r) => r.id));
      return { data: rows.map((r) => toTicketTypeView(r, ordered.has(r.id))) };
    },

    async createTicketType(actor: Actor, input: TicketTypeInput): Promise<AdminTicketTypeView> {
      const now = clock();
      checkWindow(input.salesStart, input.salesEnd);
      const validDays = checkDays(input.validDays) ?? [];
      return writeTransaction(async (transaction) => {
        const created = await TicketType.create(
          {
            slug: await uniqueSlug(input.name, transaction),
            name: input.name,
            description: input.description ?? '',
            category: input.category,
            priceCents: eurosToCents(input.price),
            quota: input.quota,
            salesStart: input.salesStart,
            salesEnd: input.salesEnd,
            validDays,
            visible: input.visible ?? true,
            highlighted: input.highlighted ?? false,
            sortOrder: input.sortOrder ?? 0,
          },
          { transaction },
        );
        await recordAudit(
          db.models,
          { actorId: actor.id, action: 'ticket-type.created', targetType: 'ticket-type', targetId: created.id, details: ticketTypeAudit(created), ip: actor.ip, now },
          transaction,
        );
        publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'ticket-type' }, transaction);
        return toTicketTypeView(created, false);
      });
    },

    /** Any field but the slug (kept: the site's links use it). The quota never goes below sold + held. */
    async updateTicketType(actor: Actor, id: number, changes: Partial<TicketTypeInput>): Promise<AdminTicketTypeView> {
      const now = clock();
      const validDays = checkDays(changes.validDays);
      const updated = await writeTransaction(async (transaction) => {
        const row = await loadTicketType(id, transaction);
        const before = ticketTypeAudit(row);
        checkWindow(changes.salesStart ?? row.salesStart, changes.salesEnd ?? row.salesEnd);
        if (changes.quota !== undefined && changes.quota !== row.quota) {
          // Conditional: a seat held or sold meanwhile (the checkout does not lock this row) still counts.
          const [affected] = await TicketType.update({ quota: changes.quota } as never, {
            where: { id: row.id, [Op.and]: literal(`sold_count + held_count <= ${Number(changes.quota)}`) },
            transaction,
            hooks: false,
            validate: false,
          });
          if (affected !== 1) throw badRequest(QUOTA_BELOW_SOLD_MESSAGE, 'QUOTA_BELOW_SOLD');
          await row.reload({ transaction });
        }
        const set: Partial<TicketTypeAttributes> = {};
        if (changes.name !== undefined) set.name = changes.name;
        if (changes.description !== undefined) set.description = changes.description;
        if (changes.category !== undefined) set.category = changes.category;
        if (changes.price !== undefined) set.priceCents = eurosToCents(changes.price);
        if (changes.salesStart !== undefined) set.salesStart = changes.salesStart;
        if (changes.salesEnd !== undefined) set.salesEnd = changes.salesEnd;
        if (validDays !== undefined) set.validDays = validDays;
        if (changes.visible !== undefined) set.visible = changes.visible;
        if (changes.highlighted !== undefined) set.highlighted = changes.highlighted;
        if (changes.sortOrder !== undefined) set.sortOrder = changes.sortOrder;
        // Only these columns: the counters on the instance may be stale, never write them back.
        if (Object.keys(set).length > 0) await row.update(set, { transaction, fields: Object.keys(set) as Array<keyof TicketTypeAttributes> });
        await recordAudit(
          db.models,
          { actorId: actor.id, action: 'ticket-type.updated', targetType: 'ticket-type', targetId: row.id, details: { before, after: ticketTypeAudit(row) }, ip: actor.ip, now },
          transaction,
        );
        publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'ticket-type' }, transaction);
        return row;
      });
      invalidateCatalogueCache(TicketType);
      const ordered = await everOrdered([updated.id]);
      return toTicketTypeView(updated, ordered.has(updated.id));
    },

    /** Only a type never sold, never in an order, and held by no cart; carts' lines of it go with it. */
    async deleteTicketType(actor: Actor, id: number): Promise<void> {
      const now = clock();
      await writeTransaction(async (transaction) => {
        const row = await loadTicketType(id, transaction);
        const ordered = (await OrderItem.count({ where: { ticketTypeId: row.id }, transaction })) > 0;
        const issued = (await Ticket.count({ where: { ticketTypeId: row.id }, transaction })) > 0;
        if (ordered || issued || row.soldCount > 0 || row.heldCount > 0) throw conflict(TICKET_TYPE_SOLD_MESSAGE, 'TICKET_TYPE_SOLD');
        await CartItem.destroy({ where: { ticketTypeId: row.id }, transaction });
        await row.destroy({ transaction });
        await recordAudit(
          db.models,
          { actorId: actor.id, action: 'ticket-type.deleted', targetType: 'ticket-type', targetId: row.id, details: { slug: row.slug, ...ticketTypeAudit(row) }, ip: actor.ip, now },
          transaction,
        );
        publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'ticket-type' }, transaction);
      });
      invalidateCatalogueCache(TicketType);
    },
  };
}

/** A JSON column of ids: MariaDB may hand it back as text. */
function parseIds(value: unknown): number[] {
  if (value === null || value === undefined) return [];
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.map(Number).filter(Number.isSafeInteger) : [];
}

export type SalesService = ReturnType<typeof createSalesService>;
