import * as z from 'zod/mini';
import { num, numOrNull, text, textOrNull } from './read.ts';

/**
 * The order as its status page reads it: `GET /api/stripe/payment-status/{id}` answers
 * `OrderView` (docs/purchase-flow.md « OrderView »), the order id or a Checkout Session id
 * (`cs_…`) in the path; amounts in euros. `id` and `status` are required, every other field
 * reads as its neutral value so the page shows its fallbacks ('N/A', '0,00 €') instead of failing.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;

export const OrderView = z.object({
  id: z.string().check(z.trim(), z.minLength(1)),
  number: textOrNull,
  status: z.string().check(z.trim(), z.minLength(1)),
  createdAt: textOrNull,
  paidAt: textOrNull,
  holdExpiresAt: text,
  subtotal: numOrNull,
  discount: numOrNull,
  total: numOrNull,
  currency: text,
  promoCode: textOrNull,
  paymentMethod: textOrNull,
  customerInfo: z.catch(z.object({ firstName: text, lastName: text, email: text }), { firstName: '', lastName: '', email: '' }),
  customerEmail: text,
  items: z.catch(
    z.array(
      z.object({
        name: text,
        quantity: num,
        unitPrice: numOrNull,
        subtotal: numOrNull,
        ticket: z.catch(z.object({ id: num, name: text }), { id: 0, name: '' }),
      }),
    ),
    [],
  ),
  tickets: z.catch(z.array(z.object({ id: num, ticketTypeName: text, holderName: text, status: text })), []),
  payment: z.catch(z.object({ status: textOrNull }), { status: null }),
  paymentInfo: z.catch(z.object({ errorMessage: textOrNull }), { errorMessage: null }),
  /** The language the order was placed in (`fr`, `en`…): its e-mail, PDF tickets and Stripe page speak it. */
  locale: z.catch(text, 'fr'),
  /** What went back to the buyer (amount in euros; `full`: all that was paid), or null when nothing did. */
  refund: z.catch(z.nullable(z.object({ amount: num, full: z.boolean(), refundedAt: textOrNull })), null),
});
export type OrderView = z.infer<typeof OrderView>;

/** The status answer: `{ order }`. */
export const PaymentStatusAnswer = z.object({ order: OrderView });
export type PaymentStatusAnswer = z.infer<typeof PaymentStatusAnswer>;
