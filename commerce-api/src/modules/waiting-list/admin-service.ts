/**
 * The back-office's waiting lists (docs/back-office.md « Waiting lists »): per ticket type and
 * role, who waits and for how many places, the offers in flight, how many offers were bought or
 * lapsed, and the revenue waiting (« N more places at X € » if the quota were raised); each list's
 * entries with their positions; an admin may take someone off a list (audited).
 */
import type { AdminWaitingEntryView, AdminWaitingListDetail, AdminWaitingListSummary } from '@kizomba/api-contract/admin/waiting-lists';
import { Op } from 'sequelize';
import type { Database } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { centsToEuros } from '../../lib/money.js';
import { recordAudit, type Actor } from '../audit/index.js';
import type { DanceRole, TicketTypeInstance } from '../catalogue/index.js';
import type { WaitingListEntryInstance, WaitingListOfferInstance } from './models.js';
import { LIVE_OFFER_STATUSES, type WaitingListService } from './service.js';

export type { AdminWaitingEntryView, AdminWaitingListDetail, AdminWaitingListSummary } from '@kizomba/api-contract/admin/waiting-lists';

const listNotFound = () => notFound('Billet introuvable.', 'TICKET_TYPE_NOT_FOUND');
const entryNotFound = () => notFound('Inscription introuvable.', 'WAITING_ENTRY_NOT_FOUND');

/** Entries of one type shown in the detail (the most recent others beyond them are left out). */
const DETAIL_MAX_ENTRIES = 1000;

type Tally = { count: number; places: number };
const listKey = (ticketTypeId: number, role: DanceRole | null) => `${ticketTypeId}:${role ?? ''}`;

export interface WaitingListAdminDeps {
  db: Database;
  waitingList: Pick<WaitingListService, 'closeEntry'>;
  clock?: () => Date;
}

export function createWaitingListAdminService(deps: WaitingListAdminDeps) {
  const { db } = deps;
  const { WaitingListEntry: Entry, WaitingListOffer: Offer, TicketType, Order } = db.models;
  const clock = deps.clock ?? (() => new Date());

  /** Counts and places per list and status, of entries or offers. */
  async function tallies(model: typeof Entry | typeof Offer, ticketTypeId?: number): Promise<Map<string, Map<string, Tally>>> {
    const rows = (await (model as typeof Entry).findAll({
      attributes: ['ticketTypeId', 'role', 'status', [db.sequelize.fn('COUNT', db.sequelize.col('id')), 'count'], [db.sequelize.fn('SUM', db.sequelize.col('quantity')), 'places']],
      where: ticketTypeId ? { ticketTypeId } : {},
      group: ['ticketTypeId', 'role', 'status'],
      raw: true,
    })) as unknown as Array<{ ticketTypeId: number; role: DanceRole | null; status: string; count: number | string; places: number | string | null }>;
    const byList = new Map<string, Map<string, Tally>>();
    for (const row of rows) {
      const key = listKey(Number(row.ticketTypeId), row.role ?? null);
      const statuses = byList.get(key) ?? new Map<string, Tally>();
      statuses.set(row.status, { count: Number(row.count), places: Number(row.places ?? 0) });
      byList.set(key, statuses);
    }
    return byList;
  }

  function summary(type: TicketTypeInstance, role: DanceRole | null, entries?: Map<string, Tally>, offers?: Map<string, Tally>): AdminWaitingListSummary {
    const of = (tally: Map<string, Tally> | undefined, ...statuses: string[]) =>
      statuses.reduce((sum, s) => ({ count: sum.count + (tally?.get(s)?.count ?? 0), places: sum.places + (tally?.get(s)?.places ?? 0) }), { count: 0, places: 0 });
    const waiting = of(entries, 'waiting');
    const live = of(offers, ...LIVE_OFFER_STATUSES);
    const converted = of(offers, 'converted');
    const lapsed = of(offers, 'lapsed');
    const decided = converted.count + lapsed.count;
    return {
      ticketTypeId: type.id,
      ticketTypeName: type.name,
      danceRoles: type.danceRoles,
      role,
      waitingPeople: waiting.count,
      waitingPlaces: waiting.places,
      offersOpen: live.count,
      placesOffered: live.places,
      converted: converted.count,
      convertedPlaces: converted.places,
      lapsed: lapsed.count,
      conversionRate: decided > 0 ? Math.round((converted.count / decided) * 1000) / 1000 : null,
      unitPrice: centsToEuros(type.priceCents),
      revenueWaiting: centsToEuros(type.priceCents * waiting.places),
    };
  }

  /** The lists of a type: both roles on a balanced type, else one. */
  const rolesOf = (type: TicketTypeInstance): Array<DanceRole | null> => (type.danceRoles === 'balanced' ? ['leader', 'follower'] : [null]);

  function entryView(entry: WaitingListEntryInstance, position: number | null, offer: WaitingListOfferInstance | null, orderNumber: string | null): AdminWaitingEntryView {
    return {
      id: entry.id,
      email: entry.email,
      role: entry.role,
      quantity: entry.quantity,
      locale: entry.locale,
      status: entry.status,
      position,
      lapses: entry.lapses,
      queuedAt: entry.queuedAt.toISOString(),
      createdAt: entry.createdAt.toISOString(),
      offer: offer
        ? { id: offer.id, status: offer.status, quantity: offer.quantity, expiresAt: offer.expiresAt.toISOString(), createdAt: offer.createdAt.toISOString(), orderNumber }
        : null,
    };
  }

  async function liveOffers(entryIds: number[]): Promise<{ offers: Map<number, WaitingListOfferInstance>; orderNumbers: Map<string, string> }> {
    const found = entryIds.length
      ? await Offer.findAll({ where: { entryId: { [Op.in]: entryIds }, status: [...LIVE_OFFER_STATUSES] }, order: [['id', 'ASC']] })
      : [];
    const offers = new Map(found.map((offer) => [offer.entryId, offer]));
    const orderIds = found.map((offer) => offer.orderId).filter((id): id is string => id !== null);
    const orders = orderIds.length ? await Order.findAll({ where: { id: { [Op.in]: orderIds } }, attributes: ['id', 'number'] }) : [];
    return { offers, orderNumbers: new Map(orders.map((order) => [order.id, order.number])) };
  }

  return {
    /** Every list someone ever joined, in catalogue order (and leader before follower). */
    async lists(): Promise<AdminWaitingListSummary[]> {
      const [entries, offers] = await Promise.all([tallies(Entry), tallies(Offer)]);
      const typeIds = [...new Set([...entries.keys()].map((key) => Number(key.split(':')[0])))];
      if (typeIds.length === 0) return [];
      const types = await TicketType.findAll({ where: { id: { [Op.in]: typeIds } }, order: [['sortOrder', 'ASC'], ['id', 'ASC']] });
      return types.flatMap((type) =>
        rolesOf(type)
          .filter((role) => entries.has(listKey(type.id, role)))
          .map((role) => summary(type, role, entries.get(listKey(type.id, role)), offers.get(listKey(type.id, role)))),
      );
    },

    /** One type's lists and entries: waiting ones in line order, then offered, then the others, newest first. 404 unknown type. */
    async detail(ticketTypeId: number): Promise<AdminWaitingListDetail> {
      const type = ticketTypeId > 0 ? await TicketType.findByPk(ticketTypeId) : null;
      if (!type) throw listNotFound();
      const [entryTallies, offerTallies] = await Promise.all([tallies(Entry, type.id), tallies(Offer, type.id)]);
      const waiting = await Entry.findAll({ where: { ticketTypeId: type.id, status: 'waiting' }, order: [['queuedAt', 'ASC'], ['id', 'ASC']], limit: DETAIL_MAX_ENTRIES });
      const others = await Entry.findAll({
        where: { ticketTypeId: type.id, status: { [Op.ne]: 'waiting' } },
        order: [['updatedAt', 'DESC'], ['id', 'DESC']],
        limit: DETAIL_MAX_ENTRIES,
      });
      const offered = others.filter((entry) => entry.status === 'offered');
      const rest = others.filter((entry) => entry.status !== 'offered');
      const { offers, orderNumbers } = await liveOffers(offered.map((entry) => entry.id));
      const seen = new Map<string, number>();
      const views = [
        ...waiting.map((entry) => {
          const key = entry.role ?? '';
          const position = (seen.get(key) ?? 0) + 1;
          seen.set(key, position);
          return entryView(entry, position, null, null);
        }),
        ...offered.map((entry) => {
          const offer = offers.get(entry.id) ?? null;
          return entryView(entry, null, offer, offer?.orderId ? (orderNumbers.get(offer.orderId) ?? null) : null);
        }),
        ...rest.map((entry) => entryView(entry, null, null, null)),
      ];
      return {
        ticketTypeId: type.id,
        ticketTypeName: type.name,
        danceRoles: type.danceRoles,
        lists: rolesOf(type).map((role) => summary(type, role, entryTallies.get(listKey(type.id, role)), offerTallies.get(listKey(type.id, role)))),
        entries: views,
      };
    },

    /**
     * Takes an entry off its list ('removed'; an open offer withdrawn, its places to the next
     * person), audited. Already off the list → answered as it is; unknown → 404.
     */
    async removeEntry(actor: Actor, id: number): Promise<AdminWaitingEntryView> {
      const now = clock();
      return db.write(async (transaction) => {
        const entry = id > 0 ? await Entry.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE }) : null;
        if (!entry) throw entryNotFound();
        if (entry.status === 'pending' || entry.status === 'waiting' || entry.status === 'offered') {
          const withdrawnOfferId = await deps.waitingList.closeEntry(entry, 'removed', now, transaction);
          await recordAudit(
            db.models,
            { actorId: actor.id, action: 'waiting-list.entry-removed', targetType: 'waiting-list-entry', targetId: entry.id, details: { email: entry.email, withdrawnOfferId }, ip: actor.ip, now },
            transaction,
          );
          await entry.reload({ transaction });
        }
        return entryView(entry, null, null, null);
      });
    },
  };
}

export type WaitingListAdminService = ReturnType<typeof createWaitingListAdminService>;
