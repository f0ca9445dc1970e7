import * as z from 'zod/mini';
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
