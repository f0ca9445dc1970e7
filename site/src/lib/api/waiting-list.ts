import type { DanceRole } from '@kizomba/api-contract/catalogue';
import {
  ClaimWaitingOfferAnswer,
  JoinWaitingListAnswer,
  WaitingEntryAnswer,
  WaitingOfferAnswer,
  type JoinWaitingListRequest,
} from '@kizomba/api-contract/waiting-list';
import { api, type CallOptions } from './client';

/**
 * Waiting-list calls (commerce-api/README.md « Waiting list »): join from a ticket card, follow or
 * leave an entry and book an offer through the bearer token of the e-mailed link. The language
 * travels in `X-Locale`, as for every call: the API records it for the e-mails.
 */
export {
  WAITING_LIST_MAX_QUANTITY,
  type JoinWaitingListAnswer,
  type WaitingEntryView,
  type WaitingOfferView,
} from '@kizomba/api-contract/waiting-list';

const path = (kind: 'entries' | 'offers', token: string) => `/waiting-list/${kind}/${encodeURIComponent(token)}`;

export function joinWaitingList(
  request: { ticketTypeId: number; email: string; quantity: number; role: DanceRole | null },
  { client = api, signal }: CallOptions = {},
): Promise<JoinWaitingListAnswer> {
  const { role, ...rest } = request;
  const body: JoinWaitingListRequest = role ? { ...rest, role } : rest;
  return client.post('/waiting-list', body, JoinWaitingListAnswer, { signal });
}

export function fetchWaitingEntry(token: string, { client = api, signal }: CallOptions = {}): Promise<WaitingEntryAnswer> {
  return client.get(path('entries', token), WaitingEntryAnswer, { signal });
}

/**
 * `POST /api/waiting-list/entries/{token}/confirm`: confirms a join (pending → waiting, in line from
 * now); answers the entry with its position. Only on the person's click: a GET never confirms.
 */
export function confirmWaitingEntry(token: string, { client = api, signal }: CallOptions = {}): Promise<WaitingEntryAnswer> {
  return client.post(`${path('entries', token)}/confirm`, undefined, WaitingEntryAnswer, { signal });
}

/** `DELETE /api/waiting-list/entries/{token}`: leaves the list; answers the entry, now 'left'. */
export function leaveWaitingList(token: string, { client = api, signal }: CallOptions = {}): Promise<WaitingEntryAnswer> {
  return client.delete(path('entries', token), WaitingEntryAnswer, { signal });
}

export function fetchWaitingOffer(token: string, { client = api, signal }: CallOptions = {}): Promise<WaitingOfferAnswer> {
  return client.get(path('offers', token), WaitingOfferAnswer, { signal });
}

/** Books the offered places: answers the cart holding them (its id stored like any cart answer's). */
export function claimWaitingOffer(token: string, { client = api, signal }: CallOptions = {}): Promise<ClaimWaitingOfferAnswer> {
  return client.post(`${path('offers', token)}/claim`, undefined, ClaimWaitingOfferAnswer, { signal });
}
