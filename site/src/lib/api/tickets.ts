import { ApiError, type ApiClient, type RequestOptions } from './client';
import { translator } from '../../i18n';
import { errors } from '../../i18n/fr/common';
import { isRecord, num, numOrNull, str, strOrNull } from './read';

const t = translator({ errors });

/**
 * The ticket catalogue, `GET /api/tickets` (docs/content-model.md): public, sorted by
 * `sortOrder`, prices in euros.
 */
export type TicketCategory = 'pass' | 'night' | 'workshop';

export interface TicketType {
  id: number;
  slug: string;
  name: string;
  description: string;
  includes: string[];
  category: TicketCategory;
  /** Euros, at most 2 decimals. */
  price: number;
  currency: string;
  quota: number;
  remaining: number;
  soldOut: boolean;
  salesStart: string | null;
  salesEnd: string | null;
  onSale: boolean;
  validDays: string[];
  highlighted: boolean;
  sortOrder: number;
}

const CATEGORIES: readonly TicketCategory[] = ['pass', 'night', 'workshop'];

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * One ticket type from the API answer, or `null` when it lacks what a card needs (id, name,
 * price). Defensive because the page must keep rendering the other cards.
 */
export function toTicketType(raw: unknown): TicketType | null {
  if (!isRecord(raw)) return null;
  const id = numOrNull(raw.id);
  const name = str(raw.name).trim();
  const price = numOrNull(raw.price);
  if (id === null || !name || price === null) return null;
  const remaining = Math.max(0, num(raw.remaining));
  const category = CATEGORIES.includes(raw.category as TicketCategory) ? (raw.category as TicketCategory) : 'pass';
  return {
    id,
    slug: strOrNull(raw.slug) ?? String(id),
    name,
    description: str(raw.description),
    includes: strings(raw.includes),
    category,
    price,
    currency: strOrNull(raw.currency) ?? 'EUR',
    quota: num(raw.quota),
    remaining,
    // Sold out when the API says so or nothing is left.
    soldOut: raw.soldOut === true || remaining === 0,
    salesStart: typeof raw.salesStart === 'string' ? raw.salesStart : null,
    salesEnd: typeof raw.salesEnd === 'string' ? raw.salesEnd : null,
    onSale: raw.onSale !== false,
    validDays: strings(raw.validDays),
    highlighted: raw.highlighted === true,
    sortOrder: num(raw.sortOrder),
  };
}

/** Reads `{ data: TicketType[] }` and returns the ticket types in catalogue order. */
export function parseTicketCatalogue(body: unknown): TicketType[] {
  const list = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(list)) throw new ApiError(t('errors.generic'), 200, 'invalid_response', body);
  return list
    .map(toTicketType)
    .filter((ticket): ticket is TicketType => ticket !== null)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

export async function fetchTicketCatalogue(
  client: ApiClient,
  options?: Omit<RequestOptions, 'body'>,
): Promise<TicketType[]> {
  return parseTicketCatalogue(await client.get('/tickets', options));
}

/** Where a ticket type stands, for its badge and whether it can be bought. */
export type TicketAvailability = 'available' | 'soldOut' | 'notYetOnSale' | 'salesClosed';

export function ticketAvailability(ticket: TicketType, now: Date = new Date()): TicketAvailability {
  if (ticket.soldOut) return 'soldOut';
  const start = ticket.salesStart ? Date.parse(ticket.salesStart) : Number.NaN;
  const end = ticket.salesEnd ? Date.parse(ticket.salesEnd) : Number.NaN;
  if (Number.isFinite(start) && now.getTime() < start) return 'notYetOnSale';
  if (Number.isFinite(end) && now.getTime() > end) return 'salesClosed';
  if (!ticket.onSale) return 'salesClosed';
  return 'available';
}
