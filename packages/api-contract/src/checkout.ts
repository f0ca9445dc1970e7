import * as z from 'zod/mini';
import { CartView } from './cart.ts';
import type { DanceRole } from './catalogue.ts';
import { requiredText, textOrNull } from './read.ts';

/** Checkout and payment (docs/purchase-flow.md). */

/** `POST /api/checkout/session` answer (201): `sessionId` is the order id. */
export const CheckoutSessionAnswer = z.object({ sessionId: requiredText, orderId: requiredText });
export type CheckoutSessionAnswer = z.infer<typeof CheckoutSessionAnswer>;

/** `POST /api/stripe/create-checkout-session` answer: the hosted payment page. */
export const PaymentRedirect = z.object({
  url: z.string().check(z.regex(/^https?:\/\//i)),
  /** Stripe's Checkout Session id (`cs_…`). */
  sessionId: textOrNull,
});
export type PaymentRedirect = z.infer<typeof PaymentRedirect>;

export interface PaymentRedirectRequest {
  orderId: string;
  successUrl: string;
  cancelUrl: string;
}

/** `POST /api/checkout/restore-cart`: an unpaid order's lines back in a new cart. */
export const RestoreCartAnswer = z.object({
  cartId: z.string().check(z.minLength(1)),
  cart: CartView,
  /** French note when some lines could not be put back as they were. */
  message: z.optional(z.string()),
});
export type RestoreCartAnswer = z.infer<typeof RestoreCartAnswer>;

/** Who one ticket is for: empty or absent → the buyer (the checkout form's name and e-mail). */
export interface TicketHolderInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** `POST /api/checkout/session` body (the form itself is `@kizomba/checkout-rules`' CheckoutForm). */
export interface CheckoutSessionRequest {
  cartId?: string;
  customerInfo: { firstName: string; lastName: string; email: string; phone: string };
  billingDetails: { address: Record<string, unknown> };
  /** One per ticket slot, in `ticketSlots(cart)` order; missing or empty entries → the buyer. */
  holders?: Array<TicketHolderInput | null>;
}

/** What `ticketSlots` needs of a cart line (the cart view's lines, or the API's own rows). */
export interface SlotLine {
  id: number;
  quantity: number;
  role: DanceRole | null;
  ticketsPerUnit: 1 | 2;
}

/** One ticket an order will issue: its line, its role, and its place within the line. */
export interface TicketSlot<L extends SlotLine = SlotLine> {
  line: L;
  role: DanceRole | null;
  /** 0-based place of this ticket among its line's tickets. */
  indexInLine: number;
}

/**
 * The tickets a cart will issue, in the order `holders` names them — the one order the site and
 * the API both use: lines by id ascending, each line `quantity × ticketsPerUnit` slots, a couple
 * unit giving its leader then its follower.
 */
export function ticketSlots<L extends SlotLine>(lines: readonly L[]): TicketSlot<L>[] {
  return [...lines]
    .sort((a, b) => a.id - b.id)
    .flatMap((line) =>
      Array.from({ length: Math.max(0, line.quantity) * line.ticketsPerUnit }, (_, indexInLine) => ({
        line,
        role: line.ticketsPerUnit === 2 ? (indexInLine % 2 === 0 ? 'leader' : 'follower') : line.role,
        indexInLine,
      })),
    );
}
