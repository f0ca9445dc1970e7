import * as z from 'zod/mini';
import { CartView } from './cart.ts';
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
