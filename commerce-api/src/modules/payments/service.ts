/**
 * Payments: Stripe Checkout Sessions for orders, and the one state machine that turns what Stripe
 * says about a session into order state (docs/purchase-flow.md).
 *
 * Order state changes only here, from a verified webhook or a re-fetch of the session from Stripe,
 * and always through `settle…` in ONE write transaction that locks the order row first: a webhook,
 * the status page's re-fetch, a cart restore and the sweeper may all race on the same session and
 * the order is still fulfilled exactly once. Network calls to Stripe happen outside transactions
 * (except the rare refunds: a payment that arrived after its seats were sold, or a session refused
 * as unable to pay the order, whose refund must commit or roll back with its record), so a slow Stripe
 * never holds the SQLite write lock or MySQL row locks.
 */
import Stripe from 'stripe';
import type { Locale } from '@kizomba/locales';
import { ConnectionError, Op, TimeoutError, UniqueConstraintError, type Transaction } from 'sequelize';
import type { AppConfig } from '../../config/index.js';
import { isLockConflict, type Database } from '../../db/index.js';
import { HttpError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import type { Logger } from '../../lib/logger.js';
import type { TicketKeys } from '../../lib/ticket-keys.js';
import { createCatalogueService, holdsByType, ticketTypeNamesIn } from '../catalogue/index.js';
import { createOrderLifecycle, type OrderFailureReason, type OrderInstance, type OrderStatus } from '../orders/index.js';
import { enqueueOrderConfirmation } from '../mail/index.js';
import { createPromoCodeService } from '../promo-codes/index.js';
import { createTicketService } from '../tickets/index.js';
import { matchResales } from '../resale/index.js';
import { recordAudit } from '../audit/index.js';
import type { CheckoutSessionInstance, PaymentReviewReason } from './models.js';
import { checkoutTotal, toCheckoutLineItems } from './line-items.js';
import { stripeClientFor } from './stripe-client.js';

export interface PaymentsDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
  clock: () => Date;
  /** Signs the codes of the tickets fulfilment issues. */
  ticketKeys: TicketKeys;
  /** Tests may inject their own client; by default the app's one (real Stripe or the emulator). */
  stripe?: Stripe;
}

/** Stripe refuses a Checkout Session expiring in less than 30 minutes: one more for clock drift. */
export const SESSION_MIN_LIFETIME_MS = 31 * 60_000;
/** Stripe's smallest card payment in EUR. */
export const MIN_CHARGE_CENTS = 50;
/** Webhook timestamps older than this are refused (Stripe's own default). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const ORDER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,250}$/;

export type SettleOutcome =
  /** Paid: tickets issued, e-mail queued. */
  | 'fulfilled'
  /** Paid, but it already was: nothing changed. */
  | 'already_completed'
  /** Paid after the seats were released and sold to others: refunded in full, order kept failed. */
  | 'refunded'
  | 'processing'
  | 'failed'
  /** Nothing to do (terminal order, stale session, session still open). */
  | 'unchanged'
  /** Paid by a session that may not pay the order (or names none): refunded, flagged for review. */
  | 'refused'
  /** The session names no order of ours. */
  | 'unknown_order';

type SessionAction = { kind: 'fulfil' } | { kind: 'processing' } | { kind: 'fail'; reason: OrderFailureReason } | { kind: 'none' };

export interface SettleOptions {
  /** The webhook event that carried the session: it tells an async failure from a pending capture. */
  eventType?: string;
  /** Run inside this write transaction (the webhook's, which also records the event). */
  transaction?: Transaction;
}

export interface CheckoutSessionAnswer {
  url: string;
  sessionId: string;
}

export interface WebhookResult {
  duplicate: boolean;
  eventId: string;
  type: string;
  outcome: SettleOutcome | 'ignored' | string;
}

/** What `cancelCheckoutSession` found: the session is dead, Stripe took the money, or there was none. */
export type CancelSessionResult = 'expired' | 'paid' | 'none';

export const orderNotFound = () => notFound('Commande introuvable', 'ORDER_NOT_FOUND');

const asOrderId = (id: string | null | undefined): string | null => (id && ORDER_ID_PATTERN.test(id) ? id.toLowerCase() : null);

/**
 * The order a session was created for: our own `metadata.orderId`, nothing else (a payer sets
 * `client_reference_id` on a Payment Link's URL).
 */
export function orderIdOfSession(session: Pick<Stripe.Checkout.Session, 'metadata'>): string | null {
  return asOrderId(session.metadata?.orderId);
}

/** The order a session claims to pay, however it names it: only to flag that order for review. */
export function orderNamedBySession(session: Pick<Stripe.Checkout.Session, 'metadata' | 'client_reference_id'>): string | null {
  return orderIdOfSession(session) ?? asOrderId(session.client_reference_id);
}

/** The currency of every order and of every session this API creates. */
export const ORDER_CURRENCY = 'eur';

/**
 * Why `session` may not fulfil `order`, or null when it may: it must be one this API created for
 * the order, name it in its metadata, be paid (a free session only for a free order), and carry
 * exactly the order's total in euros.
 */
export function paymentRefusal(
  order: Pick<OrderInstance, 'id' | 'totalCents'>,
  session: Pick<Stripe.Checkout.Session, 'id' | 'metadata' | 'payment_status' | 'amount_total' | 'currency'>,
  recorded: Pick<CheckoutSessionInstance, 'orderId' | 'stripeSessionId'> | null,
): PaymentReviewReason | null {
  if (!recorded || recorded.orderId !== order.id || recorded.stripeSessionId !== session.id || orderIdOfSession(session) !== order.id) {
    return 'foreign_session';
  }
  const paid = session.payment_status === 'paid' || (session.payment_status === 'no_payment_required' && order.totalCents === 0);
  if (!paid) return 'unpaid_session';
  if (session.currency !== ORDER_CURRENCY) return 'currency_mismatch';
  if (session.amount_total !== order.totalCents) return 'amount_mismatch';
  return null;
}

export function paymentIntentIdOf(session: Pick<Stripe.Checkout.Session, 'payment_intent'>): string | null {
  const pi = session.payment_intent;
  if (!pi) return null;
  return typeof pi === 'string' ? pi : pi.id;
}

/**
 * What a session's state means for its order. `paymentIntentStatus` (from a re-fetch) or the
 * event type (from a webhook) separates an asynchronous failure from a payment still being captured.
 */
export function sessionAction(
  session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>,
  hint: { eventType?: string; paymentIntentStatus?: string | null } = {},
): SessionAction {
  if (hint.eventType === 'checkout.session.async_payment_failed') return { kind: 'fail', reason: 'payment_failed' };
  if (hint.eventType === 'checkout.session.async_payment_succeeded') return { kind: 'fulfil' };
  if (session.status === 'expired') return { kind: 'fail', reason: 'expired' };
  if (session.status !== 'complete') return { kind: 'none' };
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return { kind: 'fulfil' };
  if (hint.paymentIntentStatus === 'requires_payment_method' || hint.paymentIntentStatus === 'canceled') {
    return { kind: 'fail', reason: 'payment_failed' };
  }
  return { kind: 'processing' };
}

/** Database trouble that a later retry may not meet (outage, pool exhausted, lock waits, SQLITE_BUSY). */
export function isTransientDatabaseError(err: unknown): boolean {
  return err instanceof ConnectionError || err instanceof TimeoutError || isLockConflict(err);
}

/** Stripe unreachable or failing on its side: the person may retry shortly. */
export function isStripeUnavailable(err: unknown): boolean {
  return (
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError ||
    err instanceof Stripe.errors.StripeRateLimitError
  );
}

/** A Stripe failure as what the buyer may read (the details go to the log). */
export function stripeHttpError(err: unknown): HttpError {
  if (isStripeUnavailable(err)) {
    return new HttpError(
      503,
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'Le service de paiement est momentanément indisponible. Veuillez réessayer dans quelques instants.',
      undefined,
      { 'Retry-After': '5' },
    );
  }
  if (err instanceof Stripe.errors.StripeIdempotencyError) {
    return conflict('Une autre tentative de paiement de cette commande est en cours. Veuillez réessayer dans un instant.', 'PAYMENT_IN_PROGRESS');
  }
  return new HttpError(502, 'PAYMENT_PROVIDER_ERROR', "Le service de paiement n'a pas pu traiter la demande. Veuillez réessayer.");
}

/**
 * Settlements of an order running in this process, per database: the webhook's, or a status
 * re-fetch's. The status page's first poll usually lands while the webhook of the same payment is
 * being handled; it waits for that instead of re-fetching the session and queueing on the order's
 * row lock to find the work done (correctness never depends on it: the row lock does that).
 */
const settlingByDatabase = new WeakMap<Database, Map<string, Promise<unknown>>>();

function settlingOrders(db: Database): Map<string, Promise<unknown>> {
  let settling = settlingByDatabase.get(db);
  if (!settling) {
    settling = new Map();
    settlingByDatabase.set(db, settling);
  }
  return settling;
}

/** Runs `work` registered as a settlement of `orderId` (see settlingOrders). */
function trackSettling<T>(db: Database, orderId: string | null, work: () => Promise<T>): Promise<T> {
  if (!orderId) return work();
  const settling = settlingOrders(db);
  const promise = work();
  const tracked = promise.catch(() => undefined);
  settling.set(orderId, tracked);
  void tracked.then(() => {
    if (settling.get(orderId) === tracked) settling.delete(orderId);
  });
  return promise;
}

/** Stripe Checkout's language for each of ours (British English: a European festival, amounts in euros). */
export const STRIPE_CHECKOUT_LOCALES: Readonly<Record<Locale, Stripe.Checkout.SessionCreateParams.Locale>> = {
  fr: 'fr',
  en: 'en-GB',
  es: 'es',
  pt: 'pt',
  de: 'de',
  it: 'it',
  nl: 'nl',
  pl: 'pl',
  ro: 'ro',
};

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, config, logger, clock } = deps;
  const stripe = deps.stripe ?? stripeClientFor(config.stripe);
  const { Order, OrderItem, StripeEvent, CheckoutSession, PaymentReview } = db.models;
  const catalogue = createCatalogueService(db.models);
  const lifecycle = createOrderLifecycle(db.models);
  const promoCodes = createPromoCodeService(db.models);
  const tickets = createTicketService(db.models, deps.ticketKeys.active);
  const siteOrigin = new URL(config.publicSiteUrl).origin;

  /** Tells the buyer's sockets (lib/realtime.ts) once `t` commits; a guest's order has no room. */
  function publishOrderStatus(order: Pick<OrderInstance, 'id' | 'userId'>, status: OrderStatus, t: Transaction): void {
    publishDomainEvent(db.sequelize, 'order.status', { orderId: order.id, userId: order.userId, status }, t);
  }

  /** `fn` in the caller's write transaction, or in a new one. */
  function inWriteTransaction<T>(existing: Transaction | undefined, fn: (t: Transaction) => Promise<T>): Promise<T> {
    return existing ? fn(existing) : db.write(fn);
  }

  function assertSiteUrl(field: 'successUrl' | 'cancelUrl', value: string): void {
    let origin: string | null = null;
    try {
      origin = new URL(value).origin;
    } catch {
      origin = null;
    }
    if (origin !== siteOrigin) {
      const message = "L'adresse de retour doit être une page de la billetterie.";
      throw badRequest(`Le champ « ${field} » est invalide : ${message.charAt(0).toLowerCase()}${message.slice(1)}`, 'VALIDATION_ERROR', [
        { field, message },
      ]);
    }
  }

  /** 409 unless `order` can be paid now (pending, with seats still held). */
  function assertPayable(order: OrderInstance, now: Date): void {
    if (order.status === 'completed') throw conflict('Cette commande est déjà payée.', 'ORDER_NOT_PAYABLE');
    if (order.status === 'processing') {
      throw conflict('Le paiement de cette commande est en cours de traitement.', 'ORDER_NOT_PAYABLE');
    }
    if (order.status === 'failed' && order.failureReason !== 'expired') {
      throw conflict('Cette commande ne peut plus être payée. Veuillez recommencer votre commande.', 'ORDER_NOT_PAYABLE');
    }
    if (order.status === 'failed' || !order.holdActive || order.holdExpiresAt.getTime() <= now.getTime()) {
      throw conflict(
        'Le délai de réservation de vos places est dépassé. Veuillez recommencer votre commande.',
        'ORDER_EXPIRED',
      );
    }
  }

  /** Refunds a payment in full, once (the idempotency key makes retries harmless). */
  async function refundInFull(order: OrderInstance, paymentIntentId: string): Promise<void> {
    await stripe.refunds.create(
      { payment_intent: paymentIntentId, reason: 'requested_by_customer', metadata: { orderId: order.id, orderNumber: order.number } },
      { idempotencyKey: `order-${order.id}-refund` },
    );
  }

  /**
   * A completed session that may not fulfil anything (`reason`): its payment goes back in full,
   * the order it names (if ours) is flagged « À vérifier », the audit log and the error log say so.
   * One review row per session: a re-delivered event or a re-fetch finds it and refunds nothing
   * twice (the refund's idempotency key covers a retry after a rollback). When the refused session
   * is the order's current one, the order can no longer be paid through it: it fails and its seats
   * are released; otherwise the order is left as it was (its hold ends as usual).
   */
  async function refuseSession(
    order: OrderInstance | null,
    session: Stripe.Checkout.Session,
    reason: PaymentReviewReason,
    now: Date,
    t: Transaction,
  ): Promise<SettleOutcome> {
    if (await PaymentReview.findOne({ where: { stripeSessionId: session.id }, transaction: t, lock: t.LOCK.UPDATE })) return 'refused';
    const paymentIntentId = paymentIntentIdOf(session);
    let refund: { id: string | null; amount: number } | null = null;
    if (paymentIntentId && session.payment_status === 'paid') refund = await refundRefusedSession(session, paymentIntentId, reason, order);
    await PaymentReview.create(
      {
        orderId: order?.id ?? null,
        stripeSessionId: session.id,
        reason,
        amountCents: session.amount_total,
        currency: session.currency,
        paymentStatus: session.payment_status,
        stripePaymentIntentId: paymentIntentId,
        stripeRefundId: refund?.id ?? null,
        refundedCents: refund?.amount ?? 0,
        createdAt: now,
        updatedAt: now,
      },
      { transaction: t },
    );
    await recordAudit(
      db.models,
      {
        actorId: null,
        action: 'payment.refused',
        targetType: order ? 'order' : 'checkout-session',
        targetId: order?.id ?? session.id,
        details: {
          reason,
          sessionId: session.id,
          amountCents: session.amount_total,
          currency: session.currency,
          paymentStatus: session.payment_status,
          refundId: refund?.id ?? null,
          refundedCents: refund?.amount ?? 0,
        },
        now,
      },
      t,
    );
    if (order && order.stripeSessionId === session.id) {
      const result = await lifecycle.failOrder(order.id, 'payment_failed', now, { transaction: t });
      if (result.outcome === 'failed') publishOrderStatus(order, 'failed', t);
    }
    logger.error(
      { orderId: order?.id ?? null, sessionId: session.id, reason, amountTotal: session.amount_total, currency: session.currency, refundId: refund?.id ?? null },
      'paiements : session refusée (ne peut pas payer cette commande), remboursée et signalée à vérifier',
    );
    return 'refused';
  }

  /** Refunds a refused session's payment in full, once per session; what was refunded. */
  async function refundRefusedSession(
    session: Stripe.Checkout.Session,
    paymentIntentId: string,
    reason: PaymentReviewReason,
    order: OrderInstance | null,
  ): Promise<{ id: string | null; amount: number }> {
    try {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, metadata: { checkoutSessionId: session.id, refusal: reason, ...(order ? { orderId: order.id } : {}) } },
        { idempotencyKey: `checkout-session-${session.id}-refund` },
      );
      return { id: refund.id, amount: refund.amount };
    } catch (err) {
      // Refunded already (e.g. from the dashboard, or a retry past the idempotency key's 24 h).
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'charge_already_refunded') {
        return { id: null, amount: session.amount_total ?? 0 };
      }
      throw err;
    }
  }

  /**
   * Held → sold for every line (per ticket type, per role); a failed order whose hold was released
   * gets its seats re-held first, by the same rule as any public hold.
   */
  async function takeSeats(order: OrderInstance, items: readonly { ticketTypeId: number; role: string | null; quantity: number }[], t: Transaction): Promise<boolean> {
    const holds = holdsByType(items);
    if (!order.holdActive) {
      const held: typeof holds = [];
      for (const hold of holds) {
        const roles = { leaders: hold.leaders, followers: hold.followers };
        if (!(await catalogue.holdSeats(hold.ticketTypeId, hold.quantity, { transaction: t, ...roles }))) {
          for (const done of held) await catalogue.releaseSeats(done.ticketTypeId, done.quantity, { transaction: t, leaders: done.leaders, followers: done.followers });
          return false;
        }
        held.push(hold);
      }
    }
    for (const hold of holds) {
      if (!(await catalogue.confirmHeldSeats(hold.ticketTypeId, hold.quantity, { transaction: t, leaders: hold.leaders, followers: hold.followers }))) {
        // The order's hold was counted in held_count: fewer held seats means the counters were
        // changed behind our back. Roll everything back rather than oversell.
        throw new Error(`commande ${order.id} : ${hold.quantity} place(s) du billet ${hold.ticketTypeId} ne sont plus réservées`);
      }
    }
    return true;
  }

  /** Fulfilment proper, on the locked order row, in the caller's transaction. */
  async function fulfilLocked(order: OrderInstance, session: Stripe.Checkout.Session, now: Date, t: Transaction): Promise<SettleOutcome> {
    if (order.status === 'completed') return 'already_completed';
    const paymentIntentId = paymentIntentIdOf(session);
    if (order.status === 'failed' && order.failureReason === 'sold_out_after_payment') {
      // Decided earlier; only make sure the refund went through (idempotent).
      if (paymentIntentId) await refundInFull(order, paymentIntentId);
      return 'refunded';
    }

    const items = await OrderItem.findAll({ where: { orderId: order.id }, order: [['ticketTypeId', 'ASC']], transaction: t });
    // Seats first, although the ticket type row is every rush's hot lock: the tickets' foreign key
    // takes a shared lock on that row, so confirming the seats after the inserts (to hold the
    // exclusive lock for less time) made concurrent fulfilments deadlock (measured on MariaDB).
    if (!(await takeSeats(order, items, t))) {
      // Paid after its seats were released and sold: nothing paid for is lost, the money goes back.
      logger.warn({ orderId: order.id, sessionId: session.id }, 'paiements : paiement reçu après la libération des places, complet : remboursement intégral');
      if (paymentIntentId) await refundInFull(order, paymentIntentId);
      else logger.error({ orderId: order.id, sessionId: session.id }, 'paiements : aucun PaymentIntent à rembourser');
      await order.update(
        {
          status: 'failed',
          failureReason: 'sold_out_after_payment',
          failedAt: now,
          holdActive: false,
          stripeSessionId: session.id,
          stripePaymentIntentId: paymentIntentId,
        },
        { transaction: t },
      );
      publishOrderStatus(order, 'failed', t);
      return 'refunded';
    }

    const issued = await tickets.issueForOrder(order, items, { transaction: t, now });
    // Tickets on resale of the same types are sold to this order: their sellers are refunded after commit.
    await matchResales(db.models, { order, tickets: issued, now, signingKey: deps.ticketKeys.active }, t);
    if (order.promoCodeId !== null && !(await promoCodes.registerUse(order.promoCodeId, { transaction: t, orderId: order.id }))) {
      // The code was valid when the order was priced; the buyer paid that price, so it is honoured.
      logger.warn({ orderId: order.id, promoCodeId: order.promoCodeId }, "paiements : code promo épuisé au moment du paiement, commande honorée au prix convenu");
    }
    await order.update(
      {
        status: 'completed',
        failureReason: null,
        failedAt: null,
        holdActive: false,
        paidAt: now,
        stripeSessionId: session.id,
        stripePaymentIntentId: paymentIntentId,
      },
      { transaction: t },
    );
    await enqueueOrderConfirmation(db.models, { id: order.id, email: order.email }, { transaction: t, now });
    publishOrderStatus(order, 'completed', t);
    publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'sale' }, t);
    return 'fulfilled';
  }

  async function applyAction(
    orderId: string,
    session: Stripe.Checkout.Session,
    action: SessionAction,
    now: Date,
    t: Transaction,
  ): Promise<SettleOutcome> {
    // MySQL: FOR UPDATE serialises every settler of this order; SQLite: the write lock already does.
    const order = await Order.findByPk(orderId, { transaction: t, lock: t.LOCK.UPDATE });
    if (!order) return action.kind === 'fulfil' ? refuseSession(null, session, 'foreign_session', now, t) : 'unknown_order';
    switch (action.kind) {
      case 'fulfil': {
        const recorded = await CheckoutSession.findOne({ where: { stripeSessionId: session.id }, transaction: t });
        const refusal = paymentRefusal(order, session, recorded);
        if (refusal) return refuseSession(order, session, refusal, now, t);
        // Money taken by any session created for the order is honoured (an older one paid late too).
        return fulfilLocked(order, session, now, t);
      }
      case 'processing': {
        if (order.stripeSessionId !== session.id) return 'unchanged';
        const [affected] = await Order.update(
          { status: 'processing' },
          { where: { id: orderId, status: 'pending' }, transaction: t },
        );
        if (affected !== 1) return 'unchanged';
        publishOrderStatus(order, 'processing', t);
        return 'processing';
      }
      case 'fail': {
        // A stale session (replaced by a newer one) says nothing about the order any more.
        if (order.stripeSessionId !== session.id) return 'unchanged';
        const result = await lifecycle.failOrder(orderId, action.reason, now, { transaction: t });
        if (result.outcome !== 'failed') return 'unchanged';
        publishOrderStatus(order, 'failed', t);
        return 'failed';
      }
      case 'none':
        return 'unchanged';
    }
  }

  /**
   * The single state machine of a Checkout Session: paid → fulfil (only by a session recorded for
   * the order with its exact amount in euros, else refused: see refuseSession); complete but
   * unpaid → `processing`; expired or asynchronous failure → `failed` and seats released. Safe to
   * call any number of times, concurrently, with any copy of the session.
   */
  async function settleFromSession(session: Stripe.Checkout.Session, now: Date, options: SettleOptions = {}): Promise<SettleOutcome> {
    const orderId = orderIdOfSession(session);
    let paymentIntentStatus: string | null = null;
    if (orderId && !options.transaction && !options.eventType && session.status === 'complete' && session.payment_status === 'unpaid') {
      // A re-fetch cannot tell a failed asynchronous payment from one still being captured; the
      // PaymentIntent can. Asked before the transaction: no network call under a lock.
      const pi = session.payment_intent;
      if (pi && typeof pi !== 'string') paymentIntentStatus = pi.status;
      else if (pi) paymentIntentStatus = (await stripe.paymentIntents.retrieve(pi)).status;
    }
    const action = sessionAction(session, { eventType: options.eventType, paymentIntentStatus });
    if (action.kind === 'none') return 'unchanged';
    if (!orderId) {
      if (action.kind !== 'fulfil') return 'unknown_order';
      // Paid, but not for an order of ours: refunded; the order it names otherwise is flagged.
      const named = orderNamedBySession(session);
      return inWriteTransaction(options.transaction, async (t) =>
        refuseSession(named ? await Order.findByPk(named, { transaction: t, lock: t.LOCK.UPDATE }) : null, session, 'foreign_session', now, t),
      );
    }
    const outcome = await inWriteTransaction(options.transaction, (t) => applyAction(orderId, session, action, now, t));
    if (outcome !== 'unchanged' && outcome !== 'already_completed') {
      logger.info({ orderId, sessionId: session.id, outcome }, 'paiements : commande mise à jour depuis Stripe');
    }
    return outcome;
  }

  /** A verified event, at most once per id. */
  async function handleEvent(event: Stripe.Event, now: Date): Promise<WebhookResult> {
    const session = event.type.startsWith('checkout.session.') ? (event.data.object as Stripe.Checkout.Session) : null;
    const orderId = session ? orderIdOfSession(session) : null;
    const base = { eventId: event.id, type: event.type };
    const result = await trackSettling(db, orderId, () => inWriteTransaction(undefined, async (t) => {
      if (await StripeEvent.findByPk(event.id, { transaction: t })) return { ...base, duplicate: true, outcome: 'duplicate' };
      let record;
      try {
        // First write of the transaction: a concurrent delivery of the same event waits on this
        // row (MySQL) and then fails the unique check.
        record = await StripeEvent.create(
          { id: event.id, type: event.type, objectId: session?.id ?? null, orderId, outcome: 'received' },
          { transaction: t },
        );
      } catch (err) {
        if (err instanceof UniqueConstraintError) return { ...base, duplicate: true, outcome: 'duplicate' };
        throw err;
      }
      let outcome: WebhookResult['outcome'] = 'ignored';
      if (session) outcome = await settleFromSession(session, now, { eventType: event.type, transaction: t });
      await record.update({ outcome }, { transaction: t });
      return { ...base, duplicate: false, outcome };
    }));
    if (result.outcome === 'unknown_order') {
      logger.warn({ eventId: event.id, type: event.type, sessionId: session?.id }, 'webhook Stripe : commande inconnue, événement ignoré');
    }
    return result;
  }

  async function retrieveSession(sessionId: string): Promise<Stripe.Checkout.Session> {
    return stripe.checkout.sessions.retrieve(sessionId);
  }

  /** Remembers a session this API created for `orderId` (a concurrent request with the same idempotency key may have already). */
  async function recordSession(orderId: string, sessionId: string, amountCents: number): Promise<void> {
    try {
      await db.write((transaction) =>
        CheckoutSession.create({ orderId, stripeSessionId: sessionId, amountCents, currency: ORDER_CURRENCY }, { transaction }),
      );
    } catch (err) {
      if (!(err instanceof UniqueConstraintError)) throw err;
    }
  }

  /**
   * One status-page re-fetch of `sessionId` per STRIPE_STATUS_REFETCH_SECONDS, whichever replica
   * asks: the conditional UPDATE lets exactly one caller per window through. An unrecorded
   * session is never re-fetched.
   */
  async function claimStatusRefetch(sessionId: string, now: Date): Promise<boolean> {
    const windowStart = new Date(now.getTime() - config.stripe.statusRefetchSeconds * 1000);
    const [affected] = await db.write((transaction) =>
      CheckoutSession.update(
        { lastCheckedAt: now },
        { where: { stripeSessionId: sessionId, [Op.or]: [{ lastCheckedAt: null }, { lastCheckedAt: { [Op.lte]: windowStart } }] }, transaction },
      ),
    );
    return affected === 1;
  }

  return {
    stripe,
    settleFromSession,
    retrieveSession,
    handleEvent,

    /**
     * The order's session re-fetched from Stripe and settled (the status page's path), unless a
     * settlement of the order already runs in this process: then that one is awaited instead, and
     * `null` answered so the caller reads the order again (and re-fetches if it is still open).
     * Within STRIPE_STATUS_REFETCH_SECONDS of the last re-fetch, Stripe is not asked: 'unchanged'.
     */
    async refreshFromStripe(orderId: string, sessionId: string, now: Date): Promise<SettleOutcome | null> {
      const running = settlingOrders(db).get(orderId);
      if (running) {
        await running;
        return null;
      }
      if (!(await claimStatusRefetch(sessionId, now))) return 'unchanged';
      return trackSettling(db, orderId, async () => settleFromSession(await retrieveSession(sessionId), now));
    },

    /**
     * Fulfils `orderId` from a paid `session`, in one transaction: seats held → sold (re-held
     * first if the hold was released; refund if they are gone), one ticket per unit, promo code
     * use counted, order `completed`, confirmation e-mail queued. A no-op once completed; a session
     * that may not pay the order is refused (refunded, flagged) instead.
     */
    async fulfilOrder(orderId: string, session: Stripe.Checkout.Session, now: Date, options: { transaction?: Transaction } = {}): Promise<SettleOutcome> {
      return inWriteTransaction(options.transaction, (t) => applyAction(orderId, session, { kind: 'fulfil' }, now, t));
    },

    /**
     * A Checkout Session for `orderId` (docs/purchase-flow.md): the open one if there is one,
     * else a new one expiring with the (extended) hold. Answers its `url` and id.
     */
    async createCheckoutSession(orderId: string, successUrl: string, cancelUrl: string, now: Date): Promise<CheckoutSessionAnswer> {
      assertSiteUrl('successUrl', successUrl);
      assertSiteUrl('cancelUrl', cancelUrl);
      if (!ORDER_ID_PATTERN.test(orderId)) throw orderNotFound();
      const id = orderId.toLowerCase();
      const order = await Order.findByPk(id);
      if (!order) throw orderNotFound();
      assertPayable(order, now);

      try {
        if (order.stripeSessionId) {
          const existing = await retrieveSession(order.stripeSessionId);
          if (existing.status === 'open' && existing.url && existing.expires_at * 1000 > now.getTime()) {
            return { url: existing.url, sessionId: existing.id };
          }
          // Completed or expired behind our back (lost webhook): apply it, then refuse accordingly.
          await settleFromSession(existing, now);
          const settled = await Order.findByPk(id);
          if (!settled) throw orderNotFound();
          assertPayable(settled, now);
          if (settled.stripeSessionId === existing.id) {
            // Still pending on a dead session: the hold ends with it.
            throw conflict('Le délai de réservation de vos places est dépassé. Veuillez recommencer votre commande.', 'ORDER_EXPIRED');
          }
        }

        // Extend the hold so that the session can live the 30 minutes Stripe requires, rounded up
        // to the minute so that concurrent requests compute the same instant (same idempotent request).
        const wanted = Math.ceil((now.getTime() + SESSION_MIN_LIFETIME_MS) / 60_000) * 60_000;
        const prepared = await inWriteTransaction(undefined, async (t) => {
          const locked = await Order.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE });
          if (!locked) throw orderNotFound();
          assertPayable(locked, now);
          if (locked.holdExpiresAt.getTime() < wanted) {
            await locked.update({ holdExpiresAt: new Date(wanted) }, { transaction: t });
          }
          const items = await OrderItem.findAll({ where: { orderId: id }, order: [['id', 'ASC']], transaction: t });
          return { order: locked, items };
        });
        const current = prepared.order;
        if (current.stripeSessionId && current.stripeSessionId !== order.stripeSessionId) {
          // A concurrent request created a session meanwhile: answer that one.
          const theirs = await retrieveSession(current.stripeSessionId);
          if (theirs.status === 'open' && theirs.url) return { url: theirs.url, sessionId: theirs.id };
        }

        // The payment page names the tickets in the order's language.
        const names = await ticketTypeNamesIn(db.models, prepared.items.map((item) => item.ticketTypeId), current.locale);
        const lineItems = toCheckoutLineItems(
          prepared.items.map((item) => ({ ...item.get({ plain: true }), name: names.get(item.ticketTypeId) ?? item.name })),
          current.discountCents,
        );
        if (checkoutTotal(lineItems) !== current.totalCents) {
          throw new Error(`commande ${id} : lignes ${checkoutTotal(lineItems)} ≠ total ${current.totalCents}`);
        }
        if (current.totalCents < MIN_CHARGE_CENTS) {
          throw conflict('Le montant de cette commande est inférieur au minimum accepté pour un paiement par carte (0,50 €).', 'ORDER_NOT_PAYABLE');
        }
        const sessionNumber = current.stripeSessionCount + 1;
        const metadata = { orderId: id, orderNumber: current.number };
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: lineItems.map((item) => ({
              price_data: { currency: 'eur', unit_amount: item.unitAmount, product_data: { name: item.name } },
              quantity: item.quantity,
            })),
            customer_email: current.email,
            client_reference_id: id,
            metadata,
            payment_intent_data: { metadata, description: `Commande ${current.number}` },
            expires_at: Math.floor(current.holdExpiresAt.getTime() / 1000),
            success_url: successUrl,
            cancel_url: cancelUrl,
            locale: STRIPE_CHECKOUT_LOCALES[current.locale],
          },
          { idempotencyKey: `order-${id}-session-${sessionNumber}` },
        );
        // Recorded before anyone can pay it: only recorded sessions fulfil their order.
        await recordSession(id, session.id, current.totalCents);

        // One conditional UPDATE is atomic by itself: no BEGIN/COMMIT round trips around it; the
        // order is read only when it lost.
        const [affected] = await db.write((transaction) =>
          Order.update(
            { stripeSessionId: session.id, stripeSessionCount: sessionNumber },
            { where: { id, status: 'pending', stripeSessionCount: current.stripeSessionCount }, transaction },
          ),
        );
        const stored = affected === 1 ? null : await Order.findByPk(id);
        if (affected !== 1 && !stored) throw orderNotFound();
        if (stored === null || stored.stripeSessionId === session.id) {
          if (!session.url) throw new Error(`session ${session.id} sans url`);
          return { url: session.url, sessionId: session.id };
        }
        // Lost a race (another session stored, or the order changed state): ours must never be paid.
        await stripe.checkout.sessions.expire(session.id).catch((err: unknown) => {
          logger.warn({ err, orderId: id, sessionId: session.id }, 'paiements : expiration de la session surnuméraire impossible');
        });
        assertPayable(stored, now);
        if (stored.stripeSessionId) {
          const theirs = await retrieveSession(stored.stripeSessionId);
          if (theirs.status === 'open' && theirs.url) return { url: theirs.url, sessionId: theirs.id };
        }
        throw conflict('Une autre tentative de paiement de cette commande est en cours. Veuillez réessayer dans un instant.', 'PAYMENT_IN_PROGRESS');
      } catch (err) {
        if (err instanceof Stripe.errors.StripeError) {
          logger.error({ err, orderId: id }, 'paiements : échec de la création de la session Stripe');
          throw stripeHttpError(err);
        }
        throw err;
      }
    },

    /**
     * Ends the order's open Checkout Session at Stripe before the order is cancelled (restore-cart,
     * sweeper). 'paid' when Stripe says the session is complete: the order has then been settled
     * (fulfilled, or `processing` while an asynchronous payment is captured) and must not be cancelled.
     * Call it outside any write transaction: it may open its own.
     */
    async cancelCheckoutSession(
      order: { id: string; stripeSessionId: string | null },
      now: Date = clock(),
    ): Promise<CancelSessionResult> {
      if (!order.stripeSessionId) return 'none';
      try {
        await stripe.checkout.sessions.expire(order.stripeSessionId);
        return 'expired';
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        if (err.code === 'resource_missing') {
          logger.warn({ orderId: order.id, sessionId: order.stripeSessionId }, 'paiements : session inconnue de Stripe, rien à annuler');
          return 'none';
        }
      }
      // Not open any more: find out whether it expired or was paid.
      const session = await retrieveSession(order.stripeSessionId);
      if (session.status === 'complete') {
        // A refused payment was refunded and the order failed with it: nothing left to pay.
        return (await settleFromSession(session, now)) === 'refused' ? 'expired' : 'paid';
      }
      if (session.status === 'expired') return 'expired';
      throw new Error(`session ${session.id} : expiration refusée alors qu'elle est ${session.status}`);
    },

    /**
     * A webhook delivery: verified with the endpoint secret (400 otherwise), recorded by event id
     * in the same transaction as its effects, so a duplicate changes nothing.
     */
    async handleWebhook(rawBody: Buffer | string, signature: string | undefined): Promise<WebhookResult> {
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error('missing Stripe-Signature');
        // The injected clock, in milliseconds (what the SDK expects), so tests share one clock with the emulator.
        const receivedAtMs = clock().getTime();
        event = stripe.webhooks.constructEvent(rawBody, signature, config.stripe.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, receivedAtMs);
      } catch (err) {
        logger.warn({ err: { message: (err as Error).message } }, 'webhook Stripe refusé : signature invalide');
        throw badRequest('Signature du webhook Stripe invalide.', 'INVALID_SIGNATURE');
      }
      if (!isReadableEvent(event)) throw badRequest("Le webhook Stripe n'est pas un événement lisible.", 'INVALID_PAYLOAD');
      return handleEvent(event, clock());
    },
  };
}

/** Signed, but shaped as an event this API can record (ids within the `stripe_events` columns)? */
function isReadableEvent(event: unknown): event is Stripe.Event {
  const e = event as { id?: unknown; type?: unknown; data?: { object?: { id?: unknown } | null } } | null;
  const text = (value: unknown, max: number) => typeof value === 'string' && value.length > 0 && value.length <= max;
  const object = e?.data?.object;
  return text(e?.id, 255) && text(e?.type, 100) && typeof object === 'object' && object !== null && (object.id === undefined || text(object.id, 255));
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
