import { atom } from 'nanostores';
import { api, type ApiClient } from '../../lib/api/client';
import { fetchTicketCatalogue, type TicketType } from '../../lib/api/tickets';

/**
 * The live ticket catalogue, shared by every island that shows ticket types (tickets page now;
 * the cart and checkout later read remaining places from here too). `null` until the first
 * live answer: islands keep showing the catalogue rendered at build time meanwhile.
 */
export const $ticketCatalogue = atom<TicketType[] | null>(null);
/** When the live catalogue was last received. */
export const $ticketCatalogueUpdatedAt = atom<Date | null>(null);

let inFlight: Promise<void> | null = null;

/**
 * Fetches the catalogue once at a time. A failure leaves the current data in place: the page
 * already shows the build-time catalogue, which is better than an error for a visitor.
 */
export function refreshTicketCatalogue(client: ApiClient = api): Promise<void> {
  inFlight ??= fetchTicketCatalogue({ client })
    .then((catalogue) => {
      $ticketCatalogue.set(catalogue);
      $ticketCatalogueUpdatedAt.set(new Date());
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
