/**
 * Resale at face value (docs/accounts.md « Resale »). A holder lists a ticket from the dashboard:
 * in one transaction its seat goes back on sale (out of `sold_count` and its role's counter) and a
 * `listed` row is written; the ticket stays with its holder but the door refuses it. The next paid
 * order of its type takes the oldest listing (`matchResales`, inside the fulfilment transaction):
 * the seller's ticket is refunded and its code revoked, and a refund row (kind 'resale', pending)
 * is sent to Stripe once the fulfilment commits, by the refunds machinery (orders/refunds.ts),
 * whose sweeper finishes it after a crash. The price is always computed here (the ticket's share
 * of what its order paid), never read from the request: nobody sells above face value.
 */
import type Stripe from 'stripe';
import type { Transaction } from 'sequelize';
import type { ResaleListingView, ResaleQuote, ResaleQuoteAnswer } from '@kizomba/api-contract/resale';
import type { Database } from '../../db/index.js';
import type { Models } from '../../db/models.js';
import type { SigningKey } from '@kizomba/ticket-signature';
import { HttpError, notFound } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import type { Logger } from '../../lib/logger.js';
import { centsToEuros } from '../../lib/money.js';
import type { ApiTextKey } from '../../i18n/index.js';
import { recordAudit } from '../audit/index.js';
import { createCatalogueService } from '../catalogue/index.js';
import { getFestivalSettings, transfersClosed } from '../festival-settings/index.js';
import { enqueueMail } from '../mail/index.js';
import { RESALE_SOLD_MAIL_KIND, createRefundService, ticketShares, type OrderInstance } from '../orders/index.js';
import { heldTickets, reissueTicketCode, ticketNumber, type TicketInstance, type TicketKeeper } from '../tickets/index.js';
import { nudgeWaitingList } from '../waiting-list/index.js';
import type { TicketResaleInstance } from './models.js';

export interface ResaleDeps {
  db: Database;
  logger: Logger;
  clock: () => Date;
  /** The app's Stripe client (the payments service's), for the sellers' refunds. */
  stripe: () => Stripe;
}

/** The signed-in seller. */
export interface ResaleUser extends TicketKeeper {
  ip?: string | null;
}

const ticketNotFound = () => notFound('Billet introuvable.', 'TICKET_NOT_FOUND');
const refusal = (code: string, key: ApiTextKey) => new HttpError(409, code, { key });

export function toResaleListingView(row: TicketResaleInstance): ResaleListingView {
  return {
    id: row.id,
    ticketId: row.ticketId,
    status: row.status,
    price: centsToEuros(row.priceCents),
    fee: centsToEuros(row.feeCents),
    netRefund: centsToEuros(row.priceCents - row.feeCents),
    listedAt: row.createdAt.toISOString(),
    soldAt: row.status === 'sold' && row.decidedAt ? row.decidedAt.toISOString() : null,
    withdrawnAt: row.status === 'cancelled' && row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

/**
 * Each ticket's latest listing that still says something to its holder (`listed` or `sold`; a
 * withdrawn one is as if never listed), for the dashboard's tickets: one query.
 */
export async function resaleViewsOf(
  models: Pick<Models, 'TicketResale'>,
  ticketIds: readonly number[],
  transaction?: Transaction,
): Promise<Map<number, ResaleListingView>> {
  const views = new Map<number, ResaleListingView>();
  if (ticketIds.length === 0) return views;
  const rows = await models.TicketResale.findAll({
    where: { ticketId: [...new Set(ticketIds)], status: ['listed', 'sold'] },
    order: [['id', 'ASC']],
    transaction,
  });
  for (const row of rows) views.set(row.ticketId, toResaleListingView(row));
  return views;
}

/** Listing ids per ticket currently `listed` (the door refuses those tickets: « Billet en revente »). */
export async function listedTicketIds(models: Pick<Models, 'TicketResale'>, ticketIds: readonly number[], transaction?: Transaction): Promise<Set<number>> {
  if (ticketIds.length === 0) return new Set();
  const rows = await models.TicketResale.findAll({ attributes: ['ticketId'], where: { ticketId: [...new Set(ticketIds)], status: 'listed' }, transaction });
  return new Set(rows.map((r) => r.ticketId));
}

/** Refund rows created by a fulfilment, sent to Stripe once it commits (see onResaleRefundsDue). */
type RefundsDueListener = (refundIds: number[]) => void;
const refundsDueListeners = new WeakMap<Models['OrderRefund'], Set<RefundsDueListener>>();

/**
 * Calls `listener` after each commit of a fulfilment that resold tickets, with the sellers' new
 * refund rows; answers an unsubscribe. Per database (keyed by its model), like the outbox's wake-up.
 */
export function onResaleRefundsDue(models: Pick<Models, 'OrderRefund'>, listener: RefundsDueListener): () => void {
  let set = refundsDueListeners.get(models.OrderRefund);
  if (!set) {
    set = new Set();
    refundsDueListeners.set(models.OrderRefund, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export interface MatchedResale {
  resaleId: number;
  sellerTicketId: number;
  buyerTicketId: number;
  /** The seller's refund row (pending), null when nothing was left to refund. */
  refundId: number | null;
}

/**
 * Inside the fulfilment transaction of a paid order (payments `fulfilLocked`, right after the
 * tickets are issued): each new ticket of a type with `listed` resales takes the oldest one
 * (whatever the roles: the seat counters already moved when it was listed and when this order's
 * seats were taken). The listing → `sold`, the seller's ticket → `refunded` with its code revoked
 * ('resold'), a pending refund row (kind 'resale', price − fee, never more than what remains
 * paid on the seller's order) and the audit row; once the transaction commits, the refunds are
 * sent to Stripe (onResaleRefundsDue), and the pending-refund sweeper finishes any left behind.
 * A free order resells nothing: no money came in to pay the seller back.
 */
export async function matchResales(
  models: Models,
  {
    order,
    tickets,
    now,
    signingKey,
  }: { order: Pick<OrderInstance, 'id' | 'totalCents'>; tickets: readonly Pick<TicketInstance, 'id' | 'ticketTypeId'>[]; now: Date; signingKey: SigningKey },
  transaction: Transaction,
): Promise<MatchedResale[]> {
  const { TicketResale, Ticket, Order, OrderRefund } = models;
  if (order.totalCents <= 0 || tickets.length === 0) return [];
  const newTickets = new Map<number, number[]>();
  for (const t of [...tickets].sort((a, b) => a.id - b.id)) newTickets.set(t.ticketTypeId, [...(newTickets.get(t.ticketTypeId) ?? []), t.id]);

  const matched: MatchedResale[] = [];
  for (const [ticketTypeId, buyerTicketIds] of [...newTickets.entries()].sort(([a], [b]) => a - b)) {
    const listings = await TicketResale.findAll({
      where: { ticketTypeId, status: 'listed' },
      order: [['id', 'ASC']],
      limit: buyerTicketIds.length,
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    for (const [index, listing] of listings.entries()) {
      const [sold] = await TicketResale.update(
        { status: 'sold', buyerOrderId: order.id, decidedAt: now, updatedAt: now },
        { where: { id: listing.id, status: 'listed' }, transaction },
      );
      if (sold !== 1) continue;
      const sellerTicket = await Ticket.findByPk(listing.ticketId, { transaction, lock: transaction.LOCK.UPDATE });
      if (!sellerTicket) throw new Error(`revente ${listing.id} : billet ${listing.ticketId} introuvable`);
      await Ticket.update({ status: 'refunded' }, { where: { id: sellerTicket.id, status: 'valid' }, transaction });
      await reissueTicketCode(models, sellerTicket, 'resold', now, transaction, signingKey);

      const sellerOrder = await Order.findByPk(listing.sellerOrderId, { transaction, lock: transaction.LOCK.UPDATE });
      if (!sellerOrder) throw new Error(`revente ${listing.id} : commande ${listing.sellerOrderId} introuvable`);
      const pendingCents = ((await OrderRefund.sum('amountCents', { where: { orderId: sellerOrder.id, status: 'pending' }, transaction })) as number | null) ?? 0;
      const remaining = sellerOrder.totalCents - sellerOrder.refundedCents - pendingCents;
      const amountCents = Math.max(0, Math.min(listing.priceCents - listing.feeCents, remaining));
      let refundId: number | null = null;
      if (amountCents > 0 && sellerOrder.stripePaymentIntentId) {
        const row = await OrderRefund.create(
          {
            orderId: sellerOrder.id,
            kind: 'resale',
            amountCents,
            reason: `Revente du billet ${ticketNumber(sellerTicket.id)}`,
            ticketIds: [sellerTicket.id],
            createdBy: null,
            status: 'pending',
            createdAt: now,
            updatedAt: now,
          },
          { transaction },
        );
        refundId = row.id;
        await listing.update({ orderRefundId: row.id }, { transaction });
      } else {
        // Nothing to send to Stripe (the fee covers the price, or nothing remains paid): the
        // seller is told so now; otherwise the e-mail leaves with the refund (orders/refunds.ts).
        await enqueueMail(
          models,
          { kind: RESALE_SOLD_MAIL_KIND, dedupeKey: `${RESALE_SOLD_MAIL_KIND}:resale-${listing.id}`, recipient: sellerOrder.email, payload: { resaleId: listing.id } },
          { transaction, now },
        );
      }
      const buyerTicketId = buyerTicketIds[index]!;
      await recordAudit(
        models,
        {
          actorId: null,
          action: 'ticket.resold',
          targetType: 'ticket',
          targetId: sellerTicket.id,
          details: {
            resaleId: listing.id,
            sellerOrderId: sellerOrder.id,
            buyerOrderId: order.id,
            buyerTicketId,
            price: centsToEuros(listing.priceCents),
            fee: centsToEuros(listing.feeCents),
            refund: centsToEuros(amountCents),
            refundId,
            ...(refundId === null ? { nothingToRefund: true } : {}),
          },
          now,
        },
        transaction,
      );
      publishDomainEvent(models.OrderRefund.sequelize!, 'order.status', { orderId: sellerOrder.id, userId: sellerOrder.userId, status: sellerOrder.status }, transaction);
      matched.push({ resaleId: listing.id, sellerTicketId: sellerTicket.id, buyerTicketId, refundId });
    }
  }
  const refundIds = matched.flatMap((m) => (m.refundId === null ? [] : [m.refundId]));
  if (refundIds.length > 0) {
    transaction.afterCommit(() => {
      for (const listener of refundsDueListeners.get(OrderRefund) ?? []) {
        try {
          listener(refundIds);
        } catch {
          // Sending the refund is retried by the sweeper: the fulfilment stays committed as is.
        }
      }
    });
  }
  return matched;
}

export function createResaleService(deps: ResaleDeps) {
  const { db, logger, clock } = deps;
  const { Ticket, OrderItem, TicketType, TicketResale, TicketTransfer } = db.models;
  const catalogue = createCatalogueService(db.models);
  const refunds = createRefundService(deps);

  // The sellers' refunds leave for Stripe as soon as the fulfilment that resold their tickets commits.
  onResaleRefundsDue(db.models, (refundIds) => {
    void (async () => {
      for (const refundId of refundIds) {
        try {
          const outcome = await refunds.sendPendingRefund(refundId);
          logger.info({ refundId, outcome }, 'revente : remboursement du vendeur envoyé à Stripe');
        } catch (err) {
          logger.error({ err, refundId }, 'revente : remboursement du vendeur laissé au balayage des remboursements');
        }
      }
    })();
  });

  /**
   * The seller's ticket, locked when in a transaction: one they manage from their dashboard
   * (tickets.heldTickets; a ticket received by transfer is refused further on). Anything else
   * answers 404 alike.
   */
  async function ownTicket(
    user: ResaleUser,
    ticketId: number,
    transaction?: Transaction,
    { lock = true }: { lock?: boolean } = {},
  ): Promise<{ ticket: TicketInstance; order: OrderInstance }> {
    if (ticketId <= 0) throw ticketNotFound();
    const { tickets, orders } = await heldTickets(db.models, user, { ticketId, transaction, lock });
    const ticket = tickets[0];
    const order = ticket ? orders.get(ticket.orderId) : undefined;
    if (!ticket || !order) throw ticketNotFound();
    return { ticket, order };
  }

  /** Why `ticket` cannot be listed now (409), or its quote: face value, fee, refund. */
  async function quoteOf(ticket: TicketInstance, order: OrderInstance, now: Date, transaction?: Transaction): Promise<ResaleQuote & { priceCents: number; feeCents: number }> {
    const settings = await getFestivalSettings(db.models, transaction);
    if (!settings.resaleEnabled) throw refusal('RESALE_DISABLED', 'resale.errors.disabled');
    if (transfersClosed(settings, now)) throw refusal('RESALE_CLOSED', 'resale.errors.closed');
    if (ticket.status !== 'valid') throw refusal('RESALE_TICKET_INVALID', 'resale.errors.invalid');
    if (ticket.checkedInAt) throw refusal('RESALE_CHECKED_IN', 'resale.errors.checkedIn');
    const type = await TicketType.findByPk(ticket.ticketTypeId, { attributes: ['id', 'danceRoles'], transaction });
    if (type?.danceRoles === 'couple') throw refusal('RESALE_COUPLE', 'resale.errors.couple');
    if (ticket.transferredAt) throw refusal('RESALE_TRANSFERRED', 'resale.errors.transferred');
    if (await TicketTransfer.findOne({ attributes: ['id'], where: { ticketId: ticket.id, status: 'pending' }, transaction })) {
      throw refusal('RESALE_TRANSFER_PENDING', 'resale.errors.transferPending');
    }
    const [items, orderTickets] = await Promise.all([
      OrderItem.findAll({ where: { orderId: order.id }, transaction }),
      Ticket.findAll({ where: { orderId: order.id }, transaction }),
    ]);
    const priceCents = ticketShares(items, orderTickets).get(ticket.id) ?? 0;
    if (priceCents <= 0 || order.totalCents <= 0 || !order.stripePaymentIntentId) throw refusal('RESALE_NOTHING_TO_REFUND', 'resale.errors.nothingToRefund');
    const feeCents = Math.min(priceCents, Math.max(0, settings.resaleFeeCents));
    return { priceCents, feeCents, price: centsToEuros(priceCents), fee: centsToEuros(feeCents), netRefund: centsToEuros(priceCents - feeCents) };
  }

  const currentListing = (ticketId: number, transaction?: Transaction, { lock = true }: { lock?: boolean } = {}) =>
    TicketResale.findOne({ where: { ticketId, status: 'listed' }, order: [['id', 'DESC']], transaction, ...(transaction && lock ? { lock: transaction.LOCK.UPDATE } : {}) });

  /**
   * One seat of the ticket's type (and role) taken back as a public purchase would take it: held
   * by the catalogue's one conditional UPDATE (places less the people waiting in front, role cap
   * and balance), then counted sold, in the caller's transaction. False when it went to someone else.
   */
  async function retakeSeat(ticket: TicketInstance, transaction: Transaction): Promise<boolean> {
    const type = await TicketType.findByPk(ticket.ticketTypeId, { attributes: ['id', 'danceRoles'], transaction });
    const roles = type?.danceRoles === 'balanced' ? { leaders: ticket.role === 'leader' ? 1 : 0, followers: ticket.role === 'follower' ? 1 : 0 } : {};
    if (!(await catalogue.holdSeats(ticket.ticketTypeId, 1, { ...roles, transaction }))) return false;
    if (!(await catalogue.confirmHeldSeats(ticket.ticketTypeId, 1, { ...roles, transaction }))) throw new Error(`revente : place du billet ${ticket.id} retenue puis perdue`);
    return true;
  }

  return {
    /** `GET /api/account/tickets/{id}/resale`: the current listing, or what listing would give (409 when it may not be listed). */
    async quote(user: ResaleUser, ticketId: number): Promise<ResaleQuoteAnswer> {
      const { ticket, order } = await ownTicket(user, ticketId);
      const listing = await currentListing(ticket.id);
      if (listing) {
        const view = toResaleListingView(listing);
        return { quote: { price: view.price, fee: view.fee, netRefund: view.netRefund }, listing: view };
      }
      const { price, fee, netRefund } = await quoteOf(ticket, order, clock());
      return { quote: { price, fee, netRefund }, listing: null };
    },

    /** `POST /api/account/tickets/{id}/resale`: lists the ticket at face value; its seat goes back on sale. */
    async list(user: ResaleUser, ticketId: number): Promise<ResaleListingView> {
      const now = clock();
      const listing = await db.write(async (transaction) => {
        const { ticket, order } = await ownTicket(user, ticketId, transaction);
        if (await currentListing(ticket.id, transaction)) throw refusal('RESALE_ALREADY_LISTED', 'resale.errors.alreadyListed');
        const { priceCents, feeCents } = await quoteOf(ticket, order, now, transaction);
        for (const ticketTypeId of await catalogue.releaseSoldSeats([ticket], { transaction })) {
          logger.warn({ ticketTypeId, ticketId: ticket.id }, 'revente : compteur de places vendues déjà plus bas que le billet mis en revente');
        }
        const created = await TicketResale.create(
          { ticketId: ticket.id, ticketTypeId: ticket.ticketTypeId, sellerOrderId: order.id, sellerUserId: user.id, priceCents, feeCents, status: 'listed', createdAt: now, updatedAt: now },
          { transaction },
        );
        await recordAudit(
          db.models,
          {
            actorId: user.id,
            action: 'ticket.resale-listed',
            targetType: 'ticket',
            targetId: ticket.id,
            details: { resaleId: created.id, orderId: order.id, price: centsToEuros(priceCents), fee: centsToEuros(feeCents) },
            ip: user.ip,
            now,
          },
          transaction,
        );
        publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'resale' }, transaction);
        return created;
      });
      // The freed seat goes to the waiting list first (or back on sale when nobody waits).
      nudgeWaitingList(listing.ticketTypeId);
      return toResaleListingView(listing);
    },

    /** `DELETE /api/account/tickets/{id}/resale`: withdraws the listing, if its seat can still be taken back. */
    async withdraw(user: ResaleUser, ticketId: number): Promise<ResaleListingView> {
      const now = clock();
      const listing = await db.write(async (transaction) => {
        // No row lock before the seat's: the fulfilment that may sell this listing locks the ticket
        // type first, then the listing and its ticket; the conditional UPDATE below settles a race.
        const { ticket } = await ownTicket(user, ticketId, transaction, { lock: false });
        const listed = await currentListing(ticket.id, transaction, { lock: false });
        if (!listed) {
          const last = await TicketResale.findOne({ where: { ticketId: ticket.id }, order: [['id', 'DESC']], transaction });
          if (last?.status === 'sold') throw refusal('RESALE_ALREADY_SOLD', 'resale.errors.alreadySold');
          throw refusal('RESALE_NOT_LISTED', 'resale.errors.notListed');
        }
        if (!(await retakeSeat(ticket, transaction))) throw refusal('RESALE_NO_SEAT', 'resale.errors.noSeat');
        const [withdrawn] = await TicketResale.update(
          { status: 'cancelled', decidedAt: now, updatedAt: now },
          { where: { id: listed.id, status: 'listed' }, transaction },
        );
        if (withdrawn !== 1) throw refusal('RESALE_ALREADY_SOLD', 'resale.errors.alreadySold');
        await recordAudit(
          db.models,
          { actorId: user.id, action: 'ticket.resale-withdrawn', targetType: 'ticket', targetId: ticket.id, details: { resaleId: listed.id }, ip: user.ip, now },
          transaction,
        );
        publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'resale' }, transaction);
        return (await TicketResale.findByPk(listed.id, { transaction }))!;
      });
      return toResaleListingView(listing);
    },
  };
}

export type ResaleService = ReturnType<typeof createResaleService>;

