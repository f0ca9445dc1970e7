/**
 * The waiting list's engine: freed places become offers, offers that run out pass to the next
 * person, offers bought or failed are settled.
 *
 * - Dispatch: for each type with waiting entries, in queue order (`queued_at`, id), the first entry
 *   whose places can be held (on a balanced type, its role must be admitted by the balance rule;
 *   an entry that does not fit is skipped for the next) gets an offer. ONE write transaction per
 *   offer: the seats held past the waiting gate, the entry → 'offered' (conditional: two
 *   dispatchers, one offer), the offer (token hashed, window from the festival settings), its
 *   e-mail in the outbox (raw token sealed) and the audit row.
 * - Lapses: an open offer past its time → 'lapsed', seats given back, the entry goes to the back
 *   of its list (`queued_at` = now) or, at its second lapse, leaves it ('removed', e-mailed).
 * - Ordered offers: order paid → offer and entry 'converted'; order failed while the offer is still
 *   valid → seats held again and the offer open again (same link); failed after its time → lapsed.
 * - Unconfirmed joins: a 'pending' entry older than 48 h → 'left' (its link can no longer confirm).
 *
 * Woken by `nudgeWaitingList` (after the commit that freed places) and every 2 s, passes never
 * overlapping (`startWaitingListDispatcher`, started in server.ts).
 */
import { Op, QueryTypes, type Transaction } from 'sequelize';
import type { AppConfig } from '../../config/index.js';
import type { Database } from '../../db/index.js';
import type { Logger } from '../../lib/logger.js';
import { startPeriodicTask } from '../../lib/periodic.js';
import { seal } from '../../lib/sealed.js';
import { recordAudit } from '../audit/index.js';
import { NOBODY_WAITING, balanceAdmits, createCatalogueService, isWithinSalesWindow, remainingSeats, type BalanceState, type DanceRole } from '../catalogue/index.js';
import { enqueueMail } from '../mail/index.js';
import { endOpenOffer, holdOfferSeats } from './holds.js';
import { hashWaitingListToken, newWaitingListToken } from './links.js';
import { WAITING_LIST_MAX_LAPSES, type WaitingListEntryInstance, type WaitingListOfferInstance } from './models.js';
import { onWaitingListNudge } from './nudge.js';
import { offerExpiry, offerWindows } from './offer-window.js';
import { WAITING_CONFIRMATION_TTL_MS, WAITING_OFFER_KIND, WAITING_REMOVED_KIND } from './service.js';

export const WAITING_LIST_DISPATCH_INTERVAL_MS = 2_000;
/** Waiting entries looked at per offer attempt (the first ones in line that could fit). */
const CANDIDATES_PER_ATTEMPT = 50;
/** Offers settled per pass and kind (the rest next pass). */
const SWEEP_BATCH = 100;

export interface DispatchResult {
  offered: number;
  lapsed: number;
  removed: number;
  converted: number;
  reopened: number;
  /** Pending joins never confirmed in time, closed. */
  unconfirmed: number;
}

export interface WaitingListDispatcherDeps {
  db: Pick<Database, 'models' | 'sequelize' | 'write'>;
  config: Pick<AppConfig, 'jwtSecret'>;
  clock?: () => Date;
}

/** Another dispatcher took the entry between our read and our update: the transaction is rolled back. */
class EntryTaken extends Error {}

/** Whether `quantity` places of `role` would be held for an offer now (read in memory; the UPDATE decides). */
const admitsOffer = (type: BalanceState, role: DanceRole | null, quantity: number) =>
  balanceAdmits(
    type,
    { quantity, leaders: role === 'leader' ? quantity : 0, followers: role === 'follower' ? quantity : 0 },
    NOBODY_WAITING,
  ) === 'admitted';

export function createWaitingListDispatcher(deps: WaitingListDispatcherDeps) {
  const { db, config } = deps;
  const models = db.models;
  const { WaitingListEntry: Entry, WaitingListOffer: Offer, TicketType, Order, AuditLog } = models;
  const clock = deps.clock ?? (() => new Date());
  const catalogue = createCatalogueService(models);

  /**
   * Types worth a write transaction: on sale, and the smallest wait of one of its lists would be
   * admitted now (places, caps, balance), read from the counters in memory.
   */
  async function typesToServe(now: Date): Promise<number[]> {
    const rows = (await db.sequelize.query(
      "SELECT ticket_type_id AS id, role, MIN(quantity) AS smallest FROM waiting_list_entries WHERE status = 'waiting' GROUP BY ticket_type_id, role",
      { type: QueryTypes.SELECT },
    )) as Array<{ id: number | string; role: DanceRole | null; smallest: number | string }>;
    if (rows.length === 0) return [];
    const types = new Map(
      (await TicketType.findAll({ where: { id: { [Op.in]: [...new Set(rows.map((row) => Number(row.id)))] } } })).map((type) => [type.id, type]),
    );
    const served = rows.filter((row) => {
      const type = types.get(Number(row.id));
      return type !== undefined && isWithinSalesWindow(type, now) && admitsOffer(type, row.role ?? null, Number(row.smallest));
    });
    return [...new Set(served.map((row) => Number(row.id)))].sort((a, b) => a - b);
  }

  /** One offer for the type if an entry fits (see the module comment); its id, or null. */
  async function offerOnce(ticketTypeId: number, now: Date): Promise<number | null> {
    return db.write(async (transaction) => {
      const type = await TicketType.findByPk(ticketTypeId, { transaction });
      if (!type || !isWithinSalesWindow(type, now)) return null;
      const expiresAt = offerExpiry(await offerWindows(models, transaction), type.salesEnd, now);
      if (!expiresAt) return null;
      const free = remainingSeats(type);
      const candidates = await Entry.findAll({
        where: { ticketTypeId, status: 'waiting', quantity: { [Op.lte]: free } },
        order: [
          ['queuedAt', 'ASC'],
          ['id', 'ASC'],
        ],
        limit: CANDIDATES_PER_ATTEMPT,
        transaction,
      });
      for (const entry of candidates) {
        if (!admitsOffer(type, entry.role, entry.quantity) || !(await holdOfferSeats(catalogue, entry, transaction))) continue;
        const [taken] = await Entry.update({ status: 'offered', updatedAt: now }, { where: { id: entry.id, status: 'waiting' }, transaction });
        if (taken !== 1) throw new EntryTaken();
        const token = newWaitingListToken();
        const offer = await Offer.create(
          {
            entryId: entry.id,
            ticketTypeId,
            role: entry.role,
            quantity: entry.quantity,
            tokenHash: hashWaitingListToken(token),
            status: 'open',
            expiresAt,
            createdAt: now,
            updatedAt: now,
          },
          { transaction },
        );
        await enqueueMail(
          models,
          {
            kind: WAITING_OFFER_KIND,
            dedupeKey: `${WAITING_OFFER_KIND}:${offer.id}`,
            recipient: entry.email,
            payload: { offerId: offer.id, sealedToken: seal(config, token) },
          },
          { transaction, now },
        );
        await recordAudit(
          { AuditLog },
          {
            actorId: null,
            action: 'waiting-list.offered',
            targetType: 'waiting-list-offer',
            targetId: offer.id,
            details: { entryId: entry.id, ticketTypeId, role: entry.role, quantity: entry.quantity, expiresAt: expiresAt.toISOString() },
            now,
          },
          transaction,
        );
        return offer.id;
      }
      return null;
    });
  }

  /** Offers for the type until no waiting entry fits; how many were made. */
  async function dispatchType(ticketTypeId: number, now: Date): Promise<number> {
    let offered = 0;
    for (;;) {
      let id: number | null;
      try {
        id = await offerOnce(ticketTypeId, now);
      } catch (err) {
        if (err instanceof EntryTaken) continue;
        throw err;
      }
      if (id === null) return offered;
      offered += 1;
    }
  }

  /** The entry of a lapsed offer: back of its list, or off it at its second lapse (e-mailed). */
  async function entryAfterLapse(entry: WaitingListEntryInstance, now: Date, transaction: Transaction): Promise<'requeued' | 'removed' | 'unchanged'> {
    if (entry.status !== 'offered') return 'unchanged';
    const lapses = entry.lapses + 1;
    if (lapses >= WAITING_LIST_MAX_LAPSES) {
      await Entry.update({ status: 'removed', lapses, updatedAt: now }, { where: { id: entry.id, status: 'offered' }, transaction });
      await enqueueMail(
        models,
        { kind: WAITING_REMOVED_KIND, dedupeKey: `${WAITING_REMOVED_KIND}:${entry.id}`, recipient: entry.email, payload: { entryId: entry.id } },
        { transaction, now },
      );
      await recordAudit(
        { AuditLog },
        { actorId: null, action: 'waiting-list.removed', targetType: 'waiting-list-entry', targetId: entry.id, details: { lapses }, now },
        transaction,
      );
      return 'removed';
    }
    await Entry.update({ status: 'waiting', lapses, queuedAt: now, updatedAt: now }, { where: { id: entry.id, status: 'offered' }, transaction });
    return 'requeued';
  }

  /** Pending entries never confirmed within 48 h → 'left' (they never counted anywhere). */
  async function sweepUnconfirmed(now: Date, result: DispatchResult): Promise<void> {
    const cutoff = new Date(now.getTime() - WAITING_CONFIRMATION_TTL_MS);
    const stale = { status: 'pending', createdAt: { [Op.lte]: cutoff } };
    // Looked for first: no write transaction on a pass with nothing to close.
    if (!(await Entry.findOne({ where: stale, attributes: ['id'] }))) return;
    const [closed] = await db.write((transaction) =>
      Entry.update({ status: 'left', updatedAt: now }, { where: stale, transaction }),
    );
    result.unconfirmed += closed;
  }

  /** Open offers past their time → lapsed (seats back, entry requeued or removed). */
  async function sweepLapsed(now: Date, result: DispatchResult): Promise<void> {
    const due = await Offer.findAll({ where: { status: 'open', expiresAt: { [Op.lte]: now } }, order: [['expiresAt', 'ASC']], limit: SWEEP_BATCH });
    for (const offer of due) {
      await db.write(async (transaction) => {
        if (!(await endOpenOffer(models, catalogue, offer, 'lapsed', now, transaction))) return;
        await recordLapse(offer, now, transaction, result);
      });
    }
  }

  async function recordLapse(offer: WaitingListOfferInstance, now: Date, transaction: Transaction, result: DispatchResult): Promise<void> {
    const entry = await Entry.findByPk(offer.entryId, { transaction, lock: transaction.LOCK.UPDATE });
    const outcome = entry ? await entryAfterLapse(entry, now, transaction) : 'unchanged';
    result.lapsed += 1;
    if (outcome === 'removed') result.removed += 1;
    await recordAudit(
      { AuditLog },
      { actorId: null, action: 'waiting-list.offer-lapsed', targetType: 'waiting-list-offer', targetId: offer.id, details: { entryId: offer.entryId, outcome }, now },
      transaction,
    );
  }

  /** Offers an order consumed: settled once the order is paid or failed. */
  async function sweepOrdered(now: Date, result: DispatchResult): Promise<void> {
    const ordered = await Offer.findAll({ where: { status: 'ordered' }, order: [['id', 'ASC']], limit: SWEEP_BATCH });
    if (ordered.length === 0) return;
    const orderIds = ordered.map((offer) => offer.orderId).filter((id): id is string => id !== null);
    const orders = new Map((await Order.findAll({ where: { id: { [Op.in]: orderIds } }, attributes: ['id', 'status'] })).map((o) => [o.id, o.status]));
    for (const offer of ordered) {
      const status = offer.orderId ? orders.get(offer.orderId) : undefined;
      if (status === 'pending' || status === 'processing') continue;
      await db.write(async (transaction) => {
        if (status === 'completed') {
          const [converted] = await Offer.update({ status: 'converted', updatedAt: now }, { where: { id: offer.id, status: 'ordered' }, transaction });
          if (converted !== 1) return;
          await Entry.update({ status: 'converted', updatedAt: now }, { where: { id: offer.entryId, status: 'offered' }, transaction });
          await recordAudit(
            { AuditLog },
            { actorId: null, action: 'waiting-list.offer-converted', targetType: 'waiting-list-offer', targetId: offer.id, details: { orderId: offer.orderId }, now },
            transaction,
          );
          result.converted += 1;
          return;
        }
        // The order failed (its hold was released): the offer is the person's again while it lasts.
        const entry = await Entry.findByPk(offer.entryId, { transaction, lock: transaction.LOCK.UPDATE });
        const stillValid = offer.expiresAt.getTime() > now.getTime();
        if (entry?.status === 'offered' && stillValid && (await holdOfferSeats(catalogue, offer, transaction))) {
          const [reopened] = await Offer.update(
            { status: 'open', orderId: null, cartId: null, updatedAt: now },
            { where: { id: offer.id, status: 'ordered' }, transaction },
          );
          if (reopened !== 1) throw new Error(`offre ${offer.id} : changée pendant sa réouverture`);
          await recordAudit(
            { AuditLog },
            { actorId: null, action: 'waiting-list.offer-reopened', targetType: 'waiting-list-offer', targetId: offer.id, details: { failedOrderId: offer.orderId }, now },
            transaction,
          );
          result.reopened += 1;
          return;
        }
        const [ended] = await Offer.update({ status: stillValid ? 'withdrawn' : 'lapsed', updatedAt: now }, { where: { id: offer.id, status: 'ordered' }, transaction });
        if (ended !== 1) return;
        if (!stillValid) {
          await recordLapse(offer, now, transaction, result);
          return;
        }
        // Still valid but its places went meanwhile (or the person left): back in line, where they were, no lapse counted.
        if (entry?.status === 'offered') await Entry.update({ status: 'waiting', updatedAt: now }, { where: { id: entry.id, status: 'offered' }, transaction });
        await recordAudit(
          { AuditLog },
          { actorId: null, action: 'waiting-list.offer-withdrawn', targetType: 'waiting-list-offer', targetId: offer.id, details: { failedOrderId: offer.orderId }, now },
          transaction,
        );
      });
    }
  }

  return {
    dispatchType,

    /** One pass: settle ordered offers, lapse expired ones, then offer freed places. */
    async runOnce(): Promise<DispatchResult> {
      const now = clock();
      const result: DispatchResult = { offered: 0, lapsed: 0, removed: 0, converted: 0, reopened: 0, unconfirmed: 0 };
      await sweepUnconfirmed(now, result);
      await sweepOrdered(now, result);
      await sweepLapsed(now, result);
      for (const id of await typesToServe(now)) result.offered += await dispatchType(id, now);
      return result;
    },
  };
}

export type WaitingListDispatcher = ReturnType<typeof createWaitingListDispatcher>;

export interface RunningWaitingListDispatcher {
  /** Runs a pass now (joins the one in flight, then runs again if it started before this call). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/** Every 2 s and on every nudge (debounced, after the commit that freed places); passes never overlap. */
export function startWaitingListDispatcher(
  deps: WaitingListDispatcherDeps & { logger: Logger },
  intervalMs = WAITING_LIST_DISPATCH_INTERVAL_MS,
): RunningWaitingListDispatcher {
  const dispatcher = createWaitingListDispatcher(deps);
  // A pass covers the requests made before it started; a request during a pass asks for another.
  let requested = 0;
  let passStartedAt = 0;
  const task = startPeriodicTask({
    run: () => {
      passStartedAt = requested;
      return dispatcher.runOnce();
    },
    intervalMs,
    logger: deps.logger,
    messages: { done: 'liste d’attente : offres et délais', failed: 'liste d’attente : passe en échec' },
    worthLogging: (r) => r.offered + r.lapsed + r.removed + r.converted + r.reopened + r.unconfirmed > 0,
  });
  let stopped = false;
  let scheduled: NodeJS.Timeout | null = null;

  async function runNow(): Promise<void> {
    const ticket = ++requested;
    while (!stopped && passStartedAt < ticket) await task.runOnce();
  }

  const unsubscribe = onWaitingListNudge(() => {
    if (stopped || scheduled) return;
    // Debounced: a refund of ten tickets is one pass, not ten.
    scheduled = setTimeout(() => {
      scheduled = null;
      void runNow();
    }, 20);
    scheduled.unref();
  });

  return {
    runNow,
    async stop() {
      stopped = true;
      unsubscribe();
      if (scheduled) clearTimeout(scheduled);
      await task.stop();
    },
  };
}
