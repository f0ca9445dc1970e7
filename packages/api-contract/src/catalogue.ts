import * as z from 'zod/mini';
import { flag, id, num, oneOf, text, textOrNull, texts } from './read.ts';

/** The public ticket catalogue, `GET /api/tickets` (docs/content-model.md « Ticket catalogue »); prices in euros. */

export const TICKET_CATEGORIES = ['pass', 'night', 'workshop'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** A dancer's role in a partner dance: « guideur » (leader) or « suiveur » (follower). */
export const DANCE_ROLES = ['leader', 'follower'] as const;
export type DanceRole = (typeof DANCE_ROLES)[number];

/**
 * How a ticket type deals with roles: 'none'; 'balanced' (each ticket is bought for a role, admitted
 * by the type's balance rule); 'couple' (one unit = one leader + one follower: two tickets, one price).
 */
export const DANCE_ROLE_MODES = ['none', 'balanced', 'couple'] as const;
export type DanceRoleMode = (typeof DANCE_ROLE_MODES)[number];

/**
 * Whether one more dancer of a role can buy now: 'available'; 'waitlist' (places remain but the
 * balance rule or people already waiting hold that role back: join the waiting list); 'soldOut'
 * (no place left, or the role's cap is reached).
 */
export const ROLE_AVAILABILITIES = ['available', 'waitlist', 'soldOut'] as const;
export type RoleAvailability = (typeof ROLE_AVAILABILITIES)[number];

const roleAvailability = oneOf(ROLE_AVAILABILITIES, 'soldOut');

/** Each role's availability, on a balanced type only. */
export const RolesAvailability = z.catch(z.nullable(z.object({ leader: roleAvailability, follower: roleAvailability })), null);
export type RolesAvailability = z.infer<typeof RolesAvailability>;

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
    danceRoles: oneOf(DANCE_ROLE_MODES, 'none'),
    roles: RolesAvailability,
    /** A visitor may join the waiting list now (sold out, or a role held back). */
    waitingList: flag(),
  }),
  z.transform((raw) => {
    const remaining = Math.max(0, raw.remaining);
    // Sold out when the API says so or nothing is left; roles mean something on a balanced type only.
    const roles = raw.danceRoles === 'balanced' ? raw.roles : null;
    return { ...raw, slug: raw.slug ?? String(raw.id), remaining, soldOut: raw.soldOut || remaining === 0, roles };
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
