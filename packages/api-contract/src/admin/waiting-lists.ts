import * as z from 'zod/mini';
import { DANCE_ROLE_MODES, DANCE_ROLES } from '../catalogue.ts';
import { dataList, id, list, num, numOrNull, oneOf, text, textOrNull } from '../read.ts';
import { WAITING_ENTRY_STATUSES, WAITING_OFFER_STATUSES } from '../waiting-list.ts';

/** The back-office's waiting lists (docs/back-office.md « Waiting lists »); amounts in euros. */

const role = z.catch(z.nullable(z.enum(DANCE_ROLES)), null);

/** One list: a ticket type, or one dance role of a balanced type. */
export const AdminWaitingListSummary = z.object({
  ticketTypeId: id,
  ticketTypeName: text,
  danceRoles: oneOf(DANCE_ROLE_MODES, 'none'),
  /** The role of the list on a balanced type, else null. */
  role,
  /** People and places waiting now. */
  waitingPeople: num,
  waitingPlaces: num,
  /** Offers whose places are held now (open, or being paid). */
  offersOpen: num,
  placesOffered: num,
  /** Offers bought, and the places they gave. */
  converted: num,
  convertedPlaces: num,
  /** Offers that ran out of time. */
  lapsed: num,
  /** converted ÷ (converted + lapsed), null before any offer was decided. */
  conversionRate: numOrNull,
  /** Price of one place (one couple on a couple pass). */
  unitPrice: num,
  /** « N more places at X € »: waitingPlaces × unitPrice, what a raised quota would sell. */
  revenueWaiting: num,
});
export type AdminWaitingListSummary = z.infer<typeof AdminWaitingListSummary>;

/** `GET /api/admin/waiting-lists`: `{ data }`, every list with someone on it, ever, in catalogue order. */
export const AdminWaitingListList = dataList(AdminWaitingListSummary);

export const AdminWaitingOfferView = z.object({
  id,
  status: oneOf(WAITING_OFFER_STATUSES, 'open'),
  quantity: num,
  expiresAt: text,
  createdAt: text,
  /** The order number once a checkout consumed it. */
  orderNumber: textOrNull,
});
export type AdminWaitingOfferView = z.infer<typeof AdminWaitingOfferView>;

export const AdminWaitingEntryView = z.object({
  id,
  email: text,
  role,
  quantity: num,
  /** The language the person joined in (their e-mails speak it). */
  locale: z.catch(z.string().check(z.minLength(2)), 'fr'),
  status: oneOf(WAITING_ENTRY_STATUSES, 'waiting'),
  /** 1 = next in its list; null when not waiting. */
  position: numOrNull,
  lapses: num,
  queuedAt: text,
  createdAt: text,
  /** The offer in flight (open or being paid), else null. */
  offer: z.catch(z.nullable(AdminWaitingOfferView), null),
});
export type AdminWaitingEntryView = z.infer<typeof AdminWaitingEntryView>;

/**
 * `GET /api/admin/waiting-lists/{ticketTypeId}`: the type's lists (one per role on a balanced
 * type) and its entries: waiting ones in line order first, then offered, then the others (newest first).
 */
export const AdminWaitingListDetail = z.object({
  ticketTypeId: id,
  ticketTypeName: text,
  danceRoles: oneOf(DANCE_ROLE_MODES, 'none'),
  lists: list(AdminWaitingListSummary),
  entries: list(AdminWaitingEntryView),
});
export type AdminWaitingListDetail = z.infer<typeof AdminWaitingListDetail>;

/** `DELETE /api/admin/waiting-lists/entries/{id}`: the entry as it is now (status 'removed'). */
export const AdminWaitingEntryAnswer = z.object({ entry: AdminWaitingEntryView });
