import * as z from 'zod/mini';
import { DANCE_ROLES, type DanceRole } from './catalogue.ts';
import { flag, id, num, numOrNull, text, textOrNull } from './read.ts';

/**
 * Cart (commerce-api/README.md « Cart and promo codes »): every cart call answers
 * `{ cart, message?, promoRemoved? }`; amounts in euros. The cart id also travels in `X-Cart-Id`.
 */

/** The API's limit per cart line; it re-checks anyway. */
export const MAX_QUANTITY_PER_LINE = 10;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One cart line. */
export const CartItemView = z.pipe(
  z.object({
    id,
    ticketId: numOrNull,
    name: text,
    unitPrice: num,
    quantity: numOrNull,
    subtotal: numOrNull,
    ticket: z.catch(z.object({ id: numOrNull, name: textOrNull, slug: text }), { id: null, name: null, slug: '' }),
    /** The dancer's role of a balanced type's line; null otherwise. */
    role: z.catch(z.nullable(z.enum(DANCE_ROLES)), null),
    /** Tickets one unit gives: 2 for a couple pass (a leader and a follower), else 1. */
    ticketsPerUnit: z.catch(z.union([z.literal(1), z.literal(2)]), 1),
  }),
  z.transform((raw) => {
    const name = raw.name || raw.ticket.name || '';
    const quantity = Math.max(1, Math.trunc(raw.quantity ?? 1));
    const ticketId = raw.ticketId ?? raw.ticket.id ?? 0;
    return {
      id: raw.id,
      ticketId,
      name,
      unitPrice: raw.unitPrice,
      quantity,
      subtotal: raw.subtotal ?? round2(raw.unitPrice * quantity),
      ticket: { id: raw.ticket.id ?? ticketId, name: raw.ticket.name ?? name, slug: raw.ticket.slug },
      role: raw.role,
      ticketsPerUnit: raw.ticketsPerUnit,
    };
  }),
);
export type CartItemView = z.infer<typeof CartItemView>;

/** The cart; `id` is null for the empty cart of a visitor who has none yet. */
export const CartView = z.pipe(
  z.object({
    id: textOrNull,
    items: z.catch(z.array(z.unknown()), []),
    subtotal: num,
    discount: num,
    total: num,
    promoCode: textOrNull,
    itemCount: numOrNull,
    /** The lines are a waiting-list offer's held places: they can be removed, not grown. */
    waitingOffer: flag(),
  }),
  z.transform((raw) => {
    const items = raw.items.flatMap((entry) => {
      const parsed = z.safeParse(CartItemView, entry);
      return parsed.success ? [parsed.data] : [];
    });
    return {
      id: raw.id,
      items,
      subtotal: raw.subtotal,
      discount: raw.discount,
      total: raw.total,
      promoCode: raw.promoCode,
      itemCount: raw.itemCount ?? items.reduce((sum, item) => sum + item.quantity, 0),
      waitingOffer: raw.waitingOffer,
    };
  }),
);
export type CartView = z.infer<typeof CartView>;

export const CartResult = z.object({
  cart: CartView,
  /** French confirmation of what the call did (« Code promo appliqué avec succès ! »). */
  message: z.optional(z.catch(z.string(), '')),
  /** French note: the promo code stopped applying and was removed. */
  promoRemoved: z.optional(z.catch(z.string(), '')),
});
export type CartResult = z.infer<typeof CartResult>;

export const emptyCart = (): CartView => ({ id: null, items: [], subtotal: 0, discount: 0, total: 0, promoCode: null, itemCount: 0, waitingOffer: false });

/** `POST /api/cart/add`: `ticketId` is the ticket type's id or slug; `role` required for a balanced type, refused otherwise. */
export interface AddToCartRequest {
  ticketId: number | string;
  quantity: number;
  role?: DanceRole;
}
