import { ResaleListingAnswer, ResaleQuoteAnswer, type ResaleListingView } from '@kizomba/api-contract/resale';
import { api, type CallOptions } from './client';

/**
 * A ticket's resale at face value, from the dashboard (`/api/account/tickets/{id}/resale`): the
 * quote the API computes (the price is never sent), listing and withdrawal. Amounts in euros.
 */
export type { ResaleListingView, ResaleQuote, ResaleQuoteAnswer } from '@kizomba/api-contract/resale';

const resalePath = (ticketId: number) => `/account/tickets/${encodeURIComponent(String(ticketId))}/resale`;

/** The quote and the current listing; a ticket that cannot be listed is a 409 `ApiError` saying why. */
export function getResaleQuote(ticketId: number, { client = api, signal }: CallOptions = {}): Promise<ResaleQuoteAnswer> {
  return client.get(resalePath(ticketId), ResaleQuoteAnswer, { signal });
}

export async function listForResale(ticketId: number, { client = api, signal }: CallOptions = {}): Promise<ResaleListingView> {
  return (await client.post(resalePath(ticketId), undefined, ResaleListingAnswer, { signal })).listing;
}

export async function withdrawFromResale(ticketId: number, { client = api, signal }: CallOptions = {}): Promise<ResaleListingView> {
  return (await client.delete(resalePath(ticketId), ResaleListingAnswer, { signal })).listing;
}
