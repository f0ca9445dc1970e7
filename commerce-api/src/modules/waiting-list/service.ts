/**
 * The waiting list's public side (commerce-api/README.md « Waiting list »): join a sold-out type
 * (or a held-back role), follow one's position and leave from the e-mailed link, read an offer and
 * claim it into a cart the checkout then consumes (`consumeOfferForOrder`).
 *
 * A join is 'pending' until the person confirms from the e-mailed link (double opt-in: made-up
 * addresses never hold freed places); the place in line counts from the confirmation.
 *
 * Every change is ONE write transaction with its e-mail (outbox) and its audit row. Joins of a
 * type are serialized on its row (`FOR UPDATE` on MySQL, the write lock on SQLite), so the same
 * mailbox asking twice gets the same entry.
 */
import type { CartResult } from '@kizomba/api-contract/cart';
import type { WaitingEntryView, WaitingOfferView } from '@kizomba/api-contract/waiting-list';
import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';
import { randomUUID } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { AppConfig } from '../../config/index.js';
import type { Database } from '../../db/index.js';
import type { ApiTextKey, LocalizedText } from '../../i18n/index.js';
import { HttpError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { centsToEuros } from '../../lib/money.js';
import { seal } from '../../lib/sealed.js';
import { recordAudit } from '../audit/index.js';
import { CART_TTL_MS, createCartService } from '../cart/index.js';
import { createCatalogueService, isWithinSalesWindow, ticketsPerUnit, ticketTypeTexts, type DanceRole, type TicketTypeInstance } from '../catalogue/index.js';
import { enqueueMail } from '../mail/index.js';
import { nudgeWaitingList } from './nudge.js';
import { offerExpired } from './consume.js';
import { endOpenOffer, roleCounts } from './holds.js';
import { hashWaitingListToken, newWaitingListToken, waitingEmailKey } from './links.js';
import type { WaitingListEntryInstance, WaitingListOfferInstance } from './models.js';

export const WAITING_CONFIRMATION_KIND = 'waiting-list-confirmation';
export const WAITING_OFFER_KIND = 'waiting-list-offer';
export const WAITING_REMOVED_KIND = 'waiting-list-removed';

/** Answers of the contract (`@kizomba/api-contract/waiting-list`). */
export type { WaitingEntryView, WaitingOfferView } from '@kizomba/api-contract/waiting-list';

/** A text of the waitingList dictionary area, by its key inside the area. */
type WaitingListKey = ApiTextKey extends infer K ? (K extends `waitingList.${infer Rest}` ? Rest : never) : never;
export const wl = (key: WaitingListKey, params?: LocalizedText['params']): LocalizedText => ({ key: `waitingList.${key}`, ...(params ? { params } : {}) });

export const entryNotFound = () => notFound(wl('errors.entryNotFound'), 'WAITING_ENTRY_NOT_FOUND');
export const offerNotFound = () => notFound(wl('errors.offerNotFound'), 'OFFER_NOT_FOUND');
const offerUsed = () => new HttpError(410, 'OFFER_USED', wl('errors.offerUsed'));
const ticketTypeNotFound = () => notFound(wl('errors.ticketTypeNotFound'), 'TICKET_TYPE_NOT_FOUND');

/** The offer's status as people see it: an open offer past its time has lapsed. */
export const shownOfferStatus = (offer: Pick<WaitingListOfferInstance, 'status' | 'expiresAt'>, now: Date) =>
  offer.status === 'open' && offer.expiresAt.getTime() <= now.getTime() ? 'lapsed' : offer.status;

/** Active entries: on the list, or holding an offer. */
export const ACTIVE_ENTRY_STATUSES = ['waiting', 'offered'] as const;
/** Entries a person or the festival may still close: not yet confirmed, or active. */
const OPEN_ENTRY_STATUSES = ['pending', ...ACTIVE_ENTRY_STATUSES] as const;

/** How long a join waits for its confirmation; the dispatcher's sweep then marks it 'left'. */
export const WAITING_CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;
/** A pending entry's confirmation e-mail is sent again at most this often. */
export const WAITING_CONFIRMATION_RESEND_MS = 10 * 60 * 1000;
/** A pending entry too old to be confirmed. */
export const isStalePending = (entry: Pick<WaitingListEntryInstance, 'status' | 'createdAt'>, now: Date) =>
  entry.status === 'pending' && now.getTime() - entry.createdAt.getTime() >= WAITING_CONFIRMATION_TTL_MS;
const confirmationExpired = () => new HttpError(410, 'WAITING_CONFIRMATION_EXPIRED', wl('errors.confirmationExpired'));
/** Offers whose places are held: open, or being paid. */
export const LIVE_OFFER_STATUSES = ['open', 'ordered'] as const;

/** The same list: same type and, on a balanced type, same role. */
const sameList = (entry: Pick<WaitingListEntryInstance, 'ticketTypeId' | 'role'>) => ({ ticketTypeId: entry.ticketTypeId, role: entry.role });

export interface JoinInput {
  ticketTypeId: number;
  role: DanceRole | null;
  quantity: number;
  email: string;
  locale: Locale;
  userId: number | null;
  ip?: string | null;
}

export interface JoinResult {
  entry: WaitingEntryView;
  alreadyJoined: boolean;
  message: LocalizedText;
}

export interface WaitingListDeps {
  db: Database;
  config: Pick<AppConfig, 'jwtSecret' | 'publicSiteUrl'>;
  clock?: () => Date;
}

export function createWaitingListService(deps: WaitingListDeps) {
  const { db, config } = deps;
  const { WaitingListEntry: Entry, WaitingListOffer: Offer, TicketType, Cart, CartItem } = db.models;
  const clock = deps.clock ?? (() => new Date());
  const catalogue = createCatalogueService(db.models);
  const carts = createCartService({ db });

  /** 1 = next in line among the waiting entries of its list; null when not waiting. */
  async function positionOf(entry: WaitingListEntryInstance, transaction?: Transaction): Promise<number | null> {
    if (entry.status !== 'waiting') return null;
    const ahead = await Entry.count({
      where: {
        ...sameList(entry),
        status: 'waiting',
        [Op.or]: [{ queuedAt: { [Op.lt]: entry.queuedAt } }, { queuedAt: entry.queuedAt, id: { [Op.lt]: entry.id } }],
      },
      transaction,
    });
    return ahead + 1;
  }

  async function liveOfferOf(entryId: number, transaction?: Transaction): Promise<WaitingListOfferInstance | null> {
    return Offer.findOne({ where: { entryId, status: [...LIVE_OFFER_STATUSES] }, order: [['id', 'DESC']], transaction });
  }

  async function entryView(entry: WaitingListEntryInstance, locale: Locale, transaction?: Transaction): Promise<WaitingEntryView> {
    const type = await TicketType.findByPk(entry.ticketTypeId, { transaction });
    const offer = entry.status === 'offered' ? await liveOfferOf(entry.id, transaction) : null;
    return {
      ticketTypeId: entry.ticketTypeId,
      ticketTypeName: type ? ticketTypeTexts(type, locale).name : '',
      ticketTypeSlug: type?.slug ?? '',
      role: entry.role,
      quantity: entry.quantity,
      status: entry.status,
      position: await positionOf(entry, transaction),
      lapses: entry.lapses,
      joinedAt: entry.createdAt.toISOString(),
      offer: offer ? { status: offer.status, quantity: offer.quantity, expiresAt: offer.expiresAt.toISOString() } : null,
    };
  }

  async function entryByToken(token: string, transaction?: Transaction): Promise<WaitingListEntryInstance> {
    const entry = await Entry.findOne({ where: { tokenHash: hashWaitingListToken(token) }, transaction, ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}) });
    if (!entry) throw entryNotFound();
    return entry;
  }

  function assertRole(type: TicketTypeInstance, role: DanceRole | null): void {
    if (type.danceRoles === 'balanced' && !role) {
      throw badRequest(wl('errors.roleRequired'), 'ROLE_REQUIRED');
    }
    if (type.danceRoles !== 'balanced' && role) throw badRequest(wl('errors.roleNotAllowed'), 'ROLE_NOT_ALLOWED');
  }

  /**
   * Ends an entry's part in the list (`left` by the person, `removed` by the festival): an open
   * offer is withdrawn and its seats given back; one being paid stays with its order.
   */
  async function closeEntry(entry: WaitingListEntryInstance, status: 'left' | 'removed', now: Date, transaction: Transaction): Promise<number | null> {
    const offer = entry.status === 'offered' ? await liveOfferOf(entry.id, transaction) : null;
    let withdrawnOfferId: number | null = null;
    if (offer?.status === 'open' && (await endOpenOffer(db.models, catalogue, offer, 'withdrawn', now, transaction))) withdrawnOfferId = offer.id;
    const [closed] = await Entry.update({ status, updatedAt: now }, { where: { id: entry.id, status: [...OPEN_ENTRY_STATUSES] }, transaction });
    if (closed !== 1) throw conflict(wl('errors.entryClosed'), 'WAITING_ENTRY_CLOSED');
    return withdrawnOfferId;
  }

  /** The e-mail asking to confirm a join (its button opens the entry's page). */
  async function sendConfirmation(entry: WaitingListEntryInstance, token: string, dedupeKey: string, now: Date, transaction: Transaction): Promise<void> {
    await enqueueMail(
      db.models,
      { kind: WAITING_CONFIRMATION_KIND, dedupeKey, recipient: entry.email, payload: { entryId: entry.id, sealedToken: seal(config, token) } },
      { transaction, now },
    );
  }

  /**
   * Sends a pending entry's confirmation e-mail again, at most every 10 minutes, with the same
   * link: only its hash is stored, so the sealed link is taken from the first e-mail's outbox row
   * (outbox rows are kept). Each sending's time is in its dedupe key (joins of a type are serialized).
   */
  async function resendConfirmation(entry: WaitingListEntryInstance, now: Date, transaction: Transaction): Promise<void> {
    const firstKey = `${WAITING_CONFIRMATION_KIND}:${entry.id}`;
    const sent = await db.models.OutboxMessage.findAll({
      where: { [Op.or]: [{ dedupeKey: firstKey }, { dedupeKey: { [Op.like]: `${firstKey}:%` } }] },
      attributes: ['dedupeKey', 'payload'],
      transaction,
    });
    const first = sent.find((message) => message.dedupeKey === firstKey);
    const sealedToken = first?.payload.sealedToken;
    if (typeof sealedToken !== 'string') return;
    const lastSentAt = Math.max(entry.createdAt.getTime(), ...sent.map((message) => Number(message.dedupeKey.slice(firstKey.length + 1)) || 0));
    if (now.getTime() - lastSentAt < WAITING_CONFIRMATION_RESEND_MS) return;
    await enqueueMail(
      db.models,
      { kind: WAITING_CONFIRMATION_KIND, dedupeKey: `${firstKey}:${now.getTime()}`, recipient: entry.email, payload: { entryId: entry.id, sealedToken } },
      { transaction, now },
    );
  }

  return {
    positionOf,
    entryView,
    closeEntry,

    /**
     * Puts `email` on the list of a type (and role) that cannot be bought now, as a 'pending' entry
     * and an e-mail asking to confirm. The same mailbox on the same list again answers its entry
     * (`alreadyJoined`); a pending one gets its e-mail again (at most every 10 minutes), a pending
     * one too old to be confirmed is closed ('left') and a new one made. Refusals: 404
     * unknown or hidden type; 400 `ROLE_REQUIRED` / `ROLE_NOT_ALLOWED`; 409 `WAITING_LIST_CLOSED`
     * outside the sales window, `TICKET_AVAILABLE` when these places can be bought right now.
     */
    async join(input: JoinInput): Promise<JoinResult> {
      const now = clock();
      const emailKey = waitingEmailKey(input.email);
      return db.write(async (transaction) => {
        const type = await TicketType.findByPk(input.ticketTypeId, { transaction, lock: transaction.LOCK.UPDATE });
        if (!type || !type.visible) throw ticketTypeNotFound();
        assertRole(type, input.role);
        const name = ticketTypeTexts(type, input.locale).name;
        if (!isWithinSalesWindow(type, now)) throw conflict(wl('errors.closed', { name }), 'WAITING_LIST_CLOSED');

        const existing = await Entry.findOne({
          where: { ticketTypeId: type.id, role: input.role, emailKey, status: [...OPEN_ENTRY_STATUSES] },
          order: [['id', 'DESC']],
          transaction,
        });
        if (existing && isStalePending(existing, now)) {
          await Entry.update({ status: 'left', updatedAt: now }, { where: { id: existing.id, status: 'pending' }, transaction });
        } else if (existing?.status === 'pending') {
          await resendConfirmation(existing, now, transaction);
          return { entry: await entryView(existing, input.locale, transaction), alreadyJoined: true, message: wl('notices.confirmationSent', { email: existing.email }) };
        } else if (existing) {
          const entry = await entryView(existing, input.locale, transaction);
          const message = entry.position === null ? wl('notices.alreadyOffered') : wl('notices.alreadyJoined', { position: entry.position });
          return { entry, alreadyJoined: true, message };
        }

        const verdict = await catalogue.explainHold(type.id, input.quantity, { transaction, ...roleCounts(input.role, input.quantity) });
        if (!verdict || verdict.verdict === 'admitted') throw conflict(wl('errors.available', { name }), 'TICKET_AVAILABLE');

        const token = newWaitingListToken();
        const entry = await Entry.create(
          {
            ticketTypeId: type.id,
            role: input.role,
            email: input.email,
            emailKey,
            quantity: input.quantity,
            locale: input.locale,
            status: 'pending',
            lapses: 0,
            queuedAt: now,
            tokenHash: hashWaitingListToken(token),
            userId: input.userId,
            createdAt: now,
            updatedAt: now,
          },
          { transaction },
        );
        const view = await entryView(entry, input.locale, transaction);
        await sendConfirmation(entry, token, `${WAITING_CONFIRMATION_KIND}:${entry.id}`, now, transaction);
        await recordAudit(
          db.models,
          {
            actorId: null,
            action: 'waiting-list.joined',
            targetType: 'waiting-list-entry',
            targetId: entry.id,
            details: { ticketTypeId: type.id, role: entry.role, quantity: entry.quantity },
            ip: input.ip ?? null,
            now,
          },
          transaction,
        );
        return { entry: view, alreadyJoined: false, message: wl('notices.confirmationSent', { email: entry.email }) };
      });
    },

    /**
     * Confirms a join from its e-mailed link: 'pending' → 'waiting', in line from now (audited,
     * the dispatcher nudged after the commit). A confirmed entry (waiting, offered) answers as it
     * is. 404 unknown; 410 `WAITING_CONFIRMATION_EXPIRED` after 48 h (join again); 409 once closed.
     */
    async confirm(token: string, locale: Locale = DEFAULT_LOCALE, ip: string | null = null): Promise<{ entry: WaitingEntryView; message: LocalizedText }> {
      const now = clock();
      return db.write(async (transaction) => {
        const entry = await entryByToken(token, transaction);
        if (entry.status === 'pending') {
          if (isStalePending(entry, now)) throw confirmationExpired();
          const [confirmed] = await Entry.update({ status: 'waiting', queuedAt: now, updatedAt: now }, { where: { id: entry.id, status: 'pending' }, transaction });
          if (confirmed !== 1) throw conflict(wl('errors.entryClosed'), 'WAITING_ENTRY_CLOSED');
          await recordAudit(
            db.models,
            { actorId: null, action: 'waiting-list.confirmed', targetType: 'waiting-list-entry', targetId: entry.id, details: { ticketTypeId: entry.ticketTypeId, role: entry.role, quantity: entry.quantity }, ip, now },
            transaction,
          );
          nudgeWaitingList(entry.ticketTypeId, { transaction });
          await entry.reload({ transaction });
        } else if (entry.status !== 'waiting' && entry.status !== 'offered') {
          throw conflict(wl('errors.entryClosed'), 'WAITING_ENTRY_CLOSED');
        }
        const view = await entryView(entry, locale, transaction);
        return { entry: view, message: view.position === null ? wl('notices.alreadyOffered') : wl('notices.confirmed', { position: view.position }) };
      });
    },

    /** The entry behind a management link; unknown → 404 `WAITING_ENTRY_NOT_FOUND`. */
    async showEntry(token: string, locale: Locale = DEFAULT_LOCALE): Promise<WaitingEntryView> {
      return entryView(await entryByToken(token), locale);
    },

    /**
     * Leaves the list from the management link: an open offer is withdrawn (its places go to the
     * next person). Leaving again answers the entry as it is; a bought or removed entry → 409.
     */
    async leave(token: string, locale: Locale = DEFAULT_LOCALE, ip: string | null = null): Promise<{ entry: WaitingEntryView; message: LocalizedText }> {
      const now = clock();
      return db.write(async (transaction) => {
        const entry = await entryByToken(token, transaction);
        if (entry.status === 'left') return { entry: await entryView(entry, locale, transaction), message: wl('notices.left') };
        if (!(OPEN_ENTRY_STATUSES as readonly string[]).includes(entry.status)) throw conflict(wl('errors.entryClosed'), 'WAITING_ENTRY_CLOSED');
        const withdrawnOfferId = await closeEntry(entry, 'left', now, transaction);
        await recordAudit(
          db.models,
          { actorId: null, action: 'waiting-list.left', targetType: 'waiting-list-entry', targetId: entry.id, details: { withdrawnOfferId }, ip, now },
          transaction,
        );
        await entry.reload({ transaction });
        return { entry: await entryView(entry, locale, transaction), message: wl('notices.left') };
      });
    },

    /** What the offer's page shows; unknown → 404 `OFFER_NOT_FOUND`. */
    async showOffer(token: string, locale: Locale = DEFAULT_LOCALE): Promise<WaitingOfferView> {
      const now = clock();
      const offer = await Offer.findOne({ where: { tokenHash: hashWaitingListToken(token) } });
      if (!offer) throw offerNotFound();
      const type = await TicketType.findByPk(offer.ticketTypeId);
      const unitPriceCents = type?.priceCents ?? 0;
      return {
        ticketTypeId: offer.ticketTypeId,
        ticketTypeName: type ? ticketTypeTexts(type, locale).name : '',
        ticketTypeSlug: type?.slug ?? '',
        role: offer.role,
        quantity: offer.quantity,
        ticketsPerUnit: type ? ticketsPerUnit(type) : 1,
        unitPrice: centsToEuros(unitPriceCents),
        total: centsToEuros(unitPriceCents * offer.quantity),
        status: shownOfferStatus(offer, now),
        expiresAt: offer.expiresAt.toISOString(),
      };
    },

    /**
     * Puts the offered places in a cart of their own (`carts.waiting_offer_id`), priced now, and
     * answers it: the same cart again while the offer is open and the cart still holds its line.
     * 404 unknown; 410 `OFFER_USED` once an order consumed it, `OFFER_EXPIRED` once lapsed or withdrawn.
     */
    async claim(token: string, locale: Locale = DEFAULT_LOCALE): Promise<{ cartId: string; result: CartResult }> {
      const now = clock();
      const cartId = await db.write(async (transaction) => {
        const offer = await Offer.findOne({ where: { tokenHash: hashWaitingListToken(token) }, transaction, lock: transaction.LOCK.UPDATE });
        if (!offer) throw offerNotFound();
        if (offer.status === 'ordered' || offer.status === 'converted') throw offerUsed();
        if (offer.status !== 'open' || offer.expiresAt.getTime() <= now.getTime()) throw offerExpired();
        if (offer.cartId) {
          const line = await CartItem.findOne({
            where: { cartId: offer.cartId, ticketTypeId: offer.ticketTypeId, role: offer.role, quantity: offer.quantity },
            include: [{ model: Cart, as: 'cart', required: true, where: { waitingOfferId: offer.id, expiresAt: { [Op.gt]: now } } }],
            transaction,
          });
          if (line) return offer.cartId;
        }
        const type = await TicketType.findByPk(offer.ticketTypeId, { transaction });
        if (!type) throw offerExpired();
        const id = randomUUID();
        await Cart.create({ id, promoCodeId: null, waitingOfferId: offer.id, expiresAt: new Date(now.getTime() + CART_TTL_MS), createdAt: now, updatedAt: now }, { transaction });
        await CartItem.create(
          { cartId: id, ticketTypeId: offer.ticketTypeId, role: offer.role, quantity: offer.quantity, unitPriceCents: type.priceCents, createdAt: now, updatedAt: now },
          { transaction },
        );
        await Offer.update({ cartId: id, updatedAt: now }, { where: { id: offer.id, status: 'open' }, transaction });
        await recordAudit(
          db.models,
          { actorId: null, action: 'waiting-list.offer-claimed', targetType: 'waiting-list-offer', targetId: offer.id, details: { cartCreated: true }, now },
          transaction,
        );
        return id;
      });
      return { cartId, result: await carts.get(cartId, now, locale) };
    },
  };
}

export type WaitingListService = ReturnType<typeof createWaitingListService>;
