import * as z from 'zod/mini';
import { flag, id, num, oneOf, text, textOrNull, texts } from './read.ts';

/** The public ticket catalogue, `GET /api/tickets` (docs/content-model.md « Ticket catalogue »); prices in euros. */

export const TICKET_CATEGORIES = ['pass', 'night', 'workshop'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** One ticket type; one without an id, a name or a price is left out of the catalogue. */
export const TicketTypeView = z.pipe(
  z.object({
    id,
    slug: textOrNull,
    name: z.string().check(z.trim(), z.minLength(1)),
    description: text,
    includes: texts,
    category: oneOf(TICKET_CATEGORIES, 'pass'),
    /** Euros, at most 2 decimals. */
    price: id,
    currency: z.catch(z.string().check(z.minLength(1)), 'EUR'),
    quota: num,
    remaining: num,
    soldOut: flag(),
    salesStart: textOrNull,
    salesEnd: textOrNull,
    /** Within the sales window and not sold out. */
    onSale: flag(true),
    validDays: texts,
    highlighted: flag(),
    sortOrder: num,
  }),
  z.transform((raw) => {
    const remaining = Math.max(0, raw.remaining);
    // Sold out when the API says so or nothing is left.
    return { ...raw, slug: raw.slug ?? String(raw.id), remaining, soldOut: raw.soldOut || remaining === 0 };
  }),
);
export type TicketTypeView = z.infer<typeof TicketTypeView>;

/** `GET /api/tickets`: `{ data }`, in catalogue order (`sortOrder`, then id). */
export const TicketCatalogue = z.pipe(
  z.object({ data: z.array(z.unknown()) }),
  z.transform(({ data }) =>
    data
      .flatMap((entry) => {
        const parsed = z.safeParse(TicketTypeView, entry);
        return parsed.success ? [parsed.data] : [];
      })
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id),
  ),
);
