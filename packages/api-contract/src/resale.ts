import * as z from 'zod/mini';
import { id, num, oneOf, text, textOrNull } from './read.ts';

/**
 * Resale at face value (docs/accounts.md « Resale »): a holder puts a ticket up for resale from the
 * dashboard; the next paid order of its type takes it and the seller is refunded the price minus
 * the organiser's fee. Amounts in euros; the price is computed by the API, never sent by the client.
 */

export const RESALE_STATUSES = ['listed', 'sold', 'cancelled'] as const;
export type ResaleStatus = (typeof RESALE_STATUSES)[number];

/** Why a ticket cannot be listed or withdrawn (409, with a localized message). */
export const RESALE_REFUSALS = [
  'RESALE_DISABLED',
  'RESALE_CLOSED',
  'RESALE_COUPLE',
  'RESALE_CHECKED_IN',
  'RESALE_TICKET_INVALID',
  'RESALE_TRANSFER_PENDING',
  'RESALE_TRANSFERRED',
  'RESALE_NOTHING_TO_REFUND',
  'RESALE_ALREADY_LISTED',
  'RESALE_NOT_LISTED',
  'RESALE_ALREADY_SOLD',
  'RESALE_NO_SEAT',
] as const;
export type ResaleRefusal = (typeof RESALE_REFUSALS)[number];

/** What the seller would get: the face value, the organiser's fee, and what is refunded (price − fee). */
export const ResaleQuote = z.object({
  price: num,
  fee: num,
  netRefund: num,
});
export type ResaleQuote = z.infer<typeof ResaleQuote>;

/** A ticket's listing, as its holder sees it (and the dashboard's `TicketView.resale`). */
export const ResaleListingView = z.object({
  id,
  ticketId: id,
  status: oneOf(RESALE_STATUSES, 'listed'),
  price: num,
  fee: num,
  netRefund: num,
  listedAt: text,
  /** When a new buyer took it, else null. */
  soldAt: textOrNull,
  /** Withdrawn by the seller, else null. */
  withdrawnAt: textOrNull,
});
export type ResaleListingView = z.infer<typeof ResaleListingView>;

/**
 * `GET /api/account/tickets/{id}/resale`: the quote, and the current listing (null when not listed).
 * A ticket that cannot be listed answers 409 with one of RESALE_REFUSALS instead.
 */
export const ResaleQuoteAnswer = z.object({
  quote: ResaleQuote,
  listing: z.catch(z.nullable(ResaleListingView), null),
});
export type ResaleQuoteAnswer = z.infer<typeof ResaleQuoteAnswer>;

/** `POST` (list, 201) and `DELETE` (withdraw) `/api/account/tickets/{id}/resale`: `{ listing }`. */
export const ResaleListingAnswer = z.object({ listing: ResaleListingView });
export type ResaleListingAnswer = z.infer<typeof ResaleListingAnswer>;
