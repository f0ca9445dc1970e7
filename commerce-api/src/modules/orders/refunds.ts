/**
 * Refunds of paid orders from the back-office (docs/back-office.md « Sales, refunds… »), full or
 * partial, through Stripe. Stripe is called between two transactions: a `pending` row reserves the
 * amount and the tickets first (its id is the Stripe idempotency key `refund-<id>`), and the order,
 * its tickets and their seats change only once Stripe accepted, audited (`order.refunded`) with
 * `order.status` and `admin.stats` published after commit. A row left `pending` (no answer from
 * Stripe, or the process or database failed after Stripe accepted) is finished by
 * `settlePendingRefunds`, run every minute by the refund sweeper.
 *
 * A resold ticket's refund (kind 'resale', written by the fulfilment that resold it, see
 * modules/resale) goes through the same rows, key and sweeper, but settles money only: its ticket
 * was refunded and revoked, and its seat given back, when it was listed and sold.
 */
import type Stripe from 'stripe';
import { Op, type Transaction } from 'sequelize';
import type { Database } from '../../db/index.js';
import { HttpError, badRequest } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import type { Logger } from '../../lib/logger.js';
import { centsToEuros, eurosToCents } from '../../lib/money.js';
import { decimalFr } from '../../lib/csv.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { createCatalogueService } from '../catalogue/index.js';
import { nudgeWaitingList } from '../waiting-list/index.js';
import { enqueueMail } from '../mail/index.js';
import { ticketNumber, type TicketInstance } from '../tickets/index.js';
import { ORDER_ID_PATTERN, createOrderViews, orderNotFound, type AdminOrderDetail } from './admin-views.js';
import type { OrderAttributes, OrderInstance, OrderItemInstance, OrderRefundAttributes, OrderRefundInstance } from './models.js';

export const REFUND_FAILED_MESSAGE = "Stripe a refusé le remboursement : rien n'a été modifié. Réessayez plus tard ou remboursez depuis le tableau de bord Stripe.";
export const REFUND_UNCONFIRMED_MESSAGE =
  "Stripe n'a pas répondu : le remboursement reste en attente. Il sera vérifié auprès de Stripe et terminé (ou annulé) automatiquement dans les minutes qui viennent. Ne le relancez pas ; rechargez la commande un peu plus tard.";
export const REFUND_NOT_RECORDED_MESSAGE =
  "Stripe a accepté le remboursement mais il n'a pas pu être enregistré ici : il le sera automatiquement dans les minutes qui viennent. Ne le relancez pas ; rechargez la commande un peu plus tard.";

const refundInvalid = (message: string) => badRequest(message, 'REFUND_INVALID');

/** The seller's e-mail « Votre billet a été revendu », queued when a resale refund settles (rendered by modules/resale). */
export const RESALE_SOLD_MAIL_KIND = 'resale-sold';

export interface RefundInput {
  ticketIds?: number[];
  /** Euros. */
  amount?: number;
  reason?: string;
}

export interface RefundDeps {
  db: Database;
  logger: Logger;
  /** The app's Stripe client (real Stripe or the emulator); resolved on first refund. */
  stripe: () => Stripe;
  clock?: () => Date;
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

export function createRefundService(deps: RefundDeps) {
  const { db, logger } = deps;
  const { Order, OrderItem, OrderRefund, Ticket, TicketResale } = db.models;
  const clock = deps.clock ?? (() => new Date());
  const catalogue = createCatalogueService(db.models);
  const { orderDetail } = createOrderViews(db);

  /** Sold seats of refunded tickets back on sale (never below zero). */
  async function releaseSeatsOf(tickets: readonly TicketInstance[], transaction: Transaction): Promise<void> {
    if (tickets.length === 0) return;
    for (const ticketTypeId of await catalogue.releaseSoldSeats(tickets, { transaction })) {
      logger.warn({ ticketTypeId }, 'remboursements : compteur de places vendues déjà plus bas que les billets rendus');
    }
    // The places given back go to the waiting list first, once this transaction commits.
    for (const ticketTypeId of new Set(tickets.map((t) => t.ticketTypeId))) nudgeWaitingList(ticketTypeId, { transaction });
  }

  /** Only from `pending`: a row settled meanwhile stays as it is. */
  async function markRefundFailed(refundId: number): Promise<void> {
    await db.write((transaction) => OrderRefund.update({ status: 'failed', updatedAt: clock() }, { where: { id: refundId, status: 'pending' }, transaction }));
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
    const resale = refundRow.kind === 'resale';
    // Everything paid is back: whatever ticket is still valid goes too. A resale refund moves money only.
    const toRefund = resale
      ? []
      : await Ticket.findAll({
          where: refunded >= locked.totalCents ? { orderId: locked.id, status: 'valid' } : { orderId: locked.id, status: 'valid', id: (refundRow.ticketIds ?? []) },
          transaction,
        });
    if (toRefund.length > 0) {
      await Ticket.update({ status: 'refunded' }, { where: { id: toRefund.map((t) => t.id), status: 'valid' }, transaction });
      // A ticket on resale already gave its seat back: its listing ends, its seat is not given twice.
      const listed = new Set(
        (await TicketResale.findAll({ attributes: ['ticketId'], where: { ticketId: toRefund.map((t) => t.id), status: 'listed' }, transaction })).map((r) => r.ticketId),
      );
      if (listed.size > 0) {
        await TicketResale.update({ status: 'cancelled', decidedAt: audit.now, updatedAt: audit.now }, { where: { ticketId: [...listed], status: 'listed' }, transaction });
      }
      await releaseSeatsOf(toRefund.filter((t) => !listed.has(t.id)), transaction);
    }
    if (resale) {
      await enqueueMail(
        db.models,
        { kind: RESALE_SOLD_MAIL_KIND, dedupeKey: `${RESALE_SOLD_MAIL_KIND}:refund-${refundRow.id}`, recipient: locked.email, payload: { refundId: refundRow.id } },
        { transaction, now: audit.now },
      );
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
          ticketIds: resale ? (refundRow.ticketIds ?? []) : toRefund.map((t) => t.id),
          ...(resale ? { kind: 'resale' } : {}),
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

  /**
   * One pending row sent to Stripe under its key `refund-<id>` (again, for the sweeper; first, for a
   * resale refund right after the fulfilment that wrote it), then settled, failed or left pending.
   */
  async function recoverPendingRefund(
    row: OrderRefundInstance,
    now: Date,
    by: 'sweeper' | 'resale' = 'sweeper',
  ): Promise<'settled' | 'failed' | 'waiting' | 'unreachable' | 'skipped'> {
    const scope = by === 'sweeper' ? 'balayage des remboursements' : 'revente';
    const order = await Order.findByPk(row.orderId);
    if (!order?.stripePaymentIntentId) {
      logger.error({ orderId: row.orderId, refundId: row.id }, `${scope} : commande sans paiement Stripe, remboursement laissé en attente`);
      return 'waiting';
    }
    let stripeRefund: Stripe.Refund;
    try {
      stripeRefund = await requestStripeRefund(deps.stripe(), order, row);
    } catch (err) {
      // Only a refusal settles it: a replay turned away (key, rate limit) says nothing of the first call.
      if (stripeVerdictOf(err) === 'refused') {
        logger.warn({ err, orderId: order.id, refundId: row.id }, `${scope} : Stripe refuse le remboursement, marqué échoué`);
        await markRefundFailed(row.id);
        return 'failed';
      }
      logger.warn({ err, orderId: order.id, refundId: row.id }, `${scope} : pas de réponse de Stripe, nouvel essai au prochain passage du balayage`);
      return (err as { type?: unknown } | null)?.type === 'StripeConnectionError' ? 'unreachable' : 'waiting';
    }
    if (isRefusedRefund(stripeRefund)) {
      logger.warn({ orderId: order.id, refundId: row.id, stripeRefundId: stripeRefund.id, status: stripeRefund.status }, `${scope} : Stripe a abandonné le remboursement, marqué échoué`);
      await markRefundFailed(row.id);
      return 'failed';
    }
    const settled = await db.write((transaction) =>
      settleAcceptedRefund(row, stripeRefund.id, { actorId: null, now, ...(by === 'sweeper' ? { recoveredBy: by } : {}) }, transaction),
    );
    if (!settled) return 'skipped';
    logger.info({ orderId: order.id, refundId: row.id, stripeRefundId: stripeRefund.id }, `${scope} : remboursement accepté par Stripe, terminé`);
    return 'settled';
  }

  return {
    /**
     * Sends a pending resale refund to Stripe now (modules/resale, once the fulfilment that wrote
     * it committed), then settles it like the sweeper does; 'skipped' when it is no longer pending.
     * A failure leaves the row pending: the sweeper asks Stripe again under the same key.
     */
    async sendPendingRefund(refundId: number): Promise<'settled' | 'failed' | 'waiting' | 'unreachable' | 'skipped'> {
      const row = await OrderRefund.findOne({ where: { id: refundId, status: 'pending' } });
      if (!row) return 'skipped';
      return recoverPendingRefund(row, clock(), 'resale');
    },

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
      const { refundRow, order } = await db.write(async (transaction) => {
        const order = await Order.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!order) throw orderNotFound();
        if (order.status !== 'completed') throw refundInvalid('Seule une commande payée peut être remboursée.');
        if (!order.stripePaymentIntentId) throw refundInvalid("Cette commande n'a pas de paiement Stripe à rembourser.");
        const pending = await OrderRefund.findAll({ where: { orderId: order.id, status: 'pending' }, transaction });
        const pendingCents = pending.reduce((sum, r) => sum + r.amountCents, 0);
        const pendingTickets = new Set(pending.flatMap((r) => (r.ticketIds ?? [])));
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
        return await db.write(async (transaction) => {
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
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
