import * as z from 'zod/mini';
import { DANCE_ROLES, type DanceRole } from './catalogue.ts';
import { id, num, numOrNull, oneOf, text, textOrNull } from './read.ts';

/**
 * The waiting list of a sold-out ticket type, or of one dance role of a balanced type
 * (commerce-api/README.md « Waiting list »): join from the tickets page, follow or leave from the
 * e-mailed link `/waiting-list/entry/{token}`, book an offered place from `/waiting-list/offer/{token}`.
 */

/** Places one person may wait for. */
export const WAITING_LIST_MAX_QUANTITY = 4;

/**
 * 'pending' (joined, the e-mail link not confirmed yet: not in line, no position; unconfirmed after
 * 48 h it lapses and the person joins again), 'waiting' (in line from the confirmation), 'offered' (places are held for them, or being paid), 'converted' (bought),
 * 'left' (left the list), 'removed' (two offers lapsed, or removed by the festival).
 */
export const WAITING_ENTRY_STATUSES = ['pending', 'waiting', 'offered', 'converted', 'left', 'removed'] as const;
export type WaitingEntryStatus = (typeof WAITING_ENTRY_STATUSES)[number];

/**
 * 'open' (places held until `expiresAt`), 'ordered' (an order is being paid with it), 'converted'
 * (paid), 'lapsed' (its time ran out), 'withdrawn' (the person left the list).
 */
export const WAITING_OFFER_STATUSES = ['open', 'ordered', 'converted', 'lapsed', 'withdrawn'] as const;
export type WaitingOfferStatus = (typeof WAITING_OFFER_STATUSES)[number];

const role = z.catch(z.nullable(z.enum(DANCE_ROLES)), null);

/** `POST /api/waiting-list`; `role` for a balanced type only. The language is the request's. */
export interface JoinWaitingListRequest {
  ticketTypeId: number;
  role?: DanceRole;
  quantity: number;
  email: string;
}

/** The offer currently made to an entry, as its management page shows it (its link is in the e-mail). */
export const WaitingEntryOfferView = z.object({
  status: oneOf(WAITING_OFFER_STATUSES, 'open'),
  quantity: num,
  expiresAt: text,
});
export type WaitingEntryOfferView = z.infer<typeof WaitingEntryOfferView>;

/** One person's place on a waiting list. */
export const WaitingEntryView = z.object({
  ticketTypeId: id,
  ticketTypeName: text,
  ticketTypeSlug: text,
  role,
  quantity: num,
  status: oneOf(WAITING_ENTRY_STATUSES, 'waiting'),
  /** 1 = next in line; null when not waiting (pending, offered, bought, left, removed). */
  position: numOrNull,
  /** Offers already let lapse (at 2, the entry leaves the list). */
  lapses: num,
  joinedAt: text,
  /** The open (or being paid) offer, else null. */
  offer: z.catch(z.nullable(WaitingEntryOfferView), null),
});
export type WaitingEntryView = z.infer<typeof WaitingEntryView>;

/**
 * `POST /api/waiting-list` (201 new, 200 already on the list): the entry and a sentence to show. A new
 * entry is 'pending' (position null) until the person confirms from the e-mail sent to them.
 */
export const JoinWaitingListAnswer = z.object({
  entry: WaitingEntryView,
  /** True when this e-mail already joined this type and role: the same entry (a pending one gets its e-mail again, at most every 10 minutes). */
  alreadyJoined: z.catch(z.boolean(), false),
  message: textOrNull,
});
export type JoinWaitingListAnswer = z.infer<typeof JoinWaitingListAnswer>;

/**
 * `GET /api/waiting-list/entries/{token}`: `{ entry }` (a GET never confirms: mail scanners open
 * links); `DELETE` and `POST …/{token}/confirm` (pending → waiting, with its position) answer `{ entry, message }`.
 */
export const WaitingEntryAnswer = z.object({ entry: WaitingEntryView, message: z.optional(textOrNull) });
export type WaitingEntryAnswer = z.infer<typeof WaitingEntryAnswer>;

/** What `/waiting-list/offer/{token}` shows before the claim; amounts in euros. */
export const WaitingOfferView = z.object({
  ticketTypeId: id,
  ticketTypeName: text,
  ticketTypeSlug: text,
  role,
  quantity: num,
  /** Tickets per unit: 2 for a couple pass (a leader and a follower), else 1. */
  ticketsPerUnit: z.catch(z.union([z.literal(1), z.literal(2)]), 1),
  unitPrice: num,
  total: num,
  status: oneOf(WAITING_OFFER_STATUSES, 'lapsed'),
  expiresAt: text,
});
export type WaitingOfferView = z.infer<typeof WaitingOfferView>;

/** `GET /api/waiting-list/offers/{token}`. */
export const WaitingOfferAnswer = z.object({ offer: WaitingOfferView });
export type WaitingOfferAnswer = z.infer<typeof WaitingOfferAnswer>;

/**
 * `POST /api/waiting-list/offers/{token}/claim` answers the cart's `CartResult` (`./cart.ts`) with
 * the offered line, its id also in `X-Cart-Id`: the site keeps that cart and goes to the checkout.
 */
export { CartResult as ClaimWaitingOfferAnswer } from './cart.ts';
