import { TicketCatalogue, type TicketTypeView } from '@kizomba/api-contract/catalogue';
import { api, type CallOptions } from './client';

/** The ticket catalogue, `GET /api/tickets` (docs/content-model.md): public, in `sortOrder`, prices in euros. */
export type { TicketCategory, TicketTypeView as TicketType } from '@kizomba/api-contract/catalogue';

export function fetchTicketCatalogue({ client = api, signal }: CallOptions = {}): Promise<TicketTypeView[]> {
  return client.get('/tickets', TicketCatalogue, { signal });
}

/** Where a ticket type stands, for its badge and whether it can be bought. */
export type TicketAvailability = 'available' | 'soldOut' | 'notYetOnSale' | 'salesClosed';

export function ticketAvailability(ticket: TicketTypeView, now: Date = new Date()): TicketAvailability {
  if (ticket.soldOut) return 'soldOut';
  const start = ticket.salesStart ? Date.parse(ticket.salesStart) : Number.NaN;
  const end = ticket.salesEnd ? Date.parse(ticket.salesEnd) : Number.NaN;
  if (Number.isFinite(start) && now.getTime() < start) return 'notYetOnSale';
  if (Number.isFinite(end) && now.getTime() > end) return 'salesClosed';
  if (!ticket.onSale) return 'salesClosed';
  return 'available';
}
