import * as z from 'zod/mini';
import { flag, id, list, num, numOrNull, oneOf, page, text, textOrNull } from '../read.ts';

/** Orders in the back-office (docs/back-office.md « Sales »): list, detail, refunds; amounts in euros. */

export const ORDER_SOURCES = ['purchase', 'invitation'] as const;

export const AdminOrderSummary = z.object({
  id: z.string().check(z.minLength(1)),
  number: text,
  status: text,
  createdAt: text,
  paidAt: textOrNull,
  email: text,
  firstName: text,
  lastName: text,
  total: num,
  refundedAmount: num,
  ticketsCount: num,
  items: list(z.object({ name: text, quantity: num })),
  promoCode: textOrNull,
  source: oneOf(ORDER_SOURCES, 'purchase'),
  /** A payment naming this order was refused and refunded: « À vérifier ». */
  needsReview: flag(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

export const OrderTotals = z.object({
  /** Orders matching the filter, whatever their status. */
  orders: num,
  /** Paid totals of the completed orders among them, refunds deducted. */
  revenue: num,
  refunded: num,
  /** Valid tickets of those completed orders. */
  tickets: num,
});
export type OrderTotals = z.infer<typeof OrderTotals>;

/** `GET /api/admin/orders`: a page and the totals of the whole filter. */
export const AdminOrderPage = page(AdminOrderSummary, {
  totals: z.catch(OrderTotals, { orders: 0, revenue: 0, refunded: 0, tickets: 0 }),
});

/** A completed Checkout Session that named the order but could not pay it (refunded in full). */
export const AdminPaymentReview = z.object({
  reason: text,
  stripeSessionId: text,
  /** What the session collected; null if Stripe did not say. */
  amount: numOrNull,
  currency: textOrNull,
  paymentStatus: textOrNull,
  refundedAmount: num,
  stripeRefundId: textOrNull,
  createdAt: text,
});
export type AdminPaymentReview = z.infer<typeof AdminPaymentReview>;

/** The billing address as the buyer typed it. */
export const BillingAddressView = z.catch(
  z.nullable(
    z.object({
      line1: text,
      line2: textOrNull,
      postalCode: text,
      city: text,
      /** ISO 3166-1 alpha-2. */
      country: text,
      state: textOrNull,
      isInternational: flag(),
    }),
  ),
  null,
);

/** A ticket's latest resale listing (`listed`, `sold` or withdrawn) and, once sold, the seller's refund. */
export const AdminTicketResale = z.object({
  id,
  status: oneOf(['listed', 'sold', 'cancelled'], 'listed'),
  price: num,
  fee: num,
  netRefund: num,
  listedAt: text,
  /** Sold or withdrawn. */
  decidedAt: textOrNull,
  /** The order that bought it. */
  buyerOrderId: textOrNull,
  buyerOrderNumber: textOrNull,
  /** The seller's refund: 'pending' (sent to Stripe, or waiting for the sweeper), 'succeeded', 'failed'; null when nothing was refunded. */
  refundStatus: textOrNull,
  refundAmount: numOrNull,
});
export type AdminTicketResale = z.infer<typeof AdminTicketResale>;

export const REFUND_KINDS = ['refund', 'resale'] as const;

export const AdminOrderDetail = z.object({
  ...AdminOrderSummary.shape,
  phone: text,
  billingAddress: BillingAddressView,
  subtotal: num,
  discount: num,
  items: list(z.object({ ticketTypeId: num, name: text, quantity: num, unitPrice: num, subtotal: num })),
  tickets: list(
    z.object({ id, number: text, holderName: text, ticketTypeName: text, status: text, checkedInAt: textOrNull, resale: z.catch(z.nullable(AdminTicketResale), null) }),
  ),
  /** `kind` 'resale': a resold ticket's refund to the seller (price − fee); its seat had gone back on sale when it was listed. */
  refunds: list(
    z.object({ id, kind: oneOf(REFUND_KINDS, 'refund'), amount: num, reason: textOrNull, createdAt: text, createdBy: textOrNull, ticketIds: z.catch(z.array(z.number()), []) }),
  ),
  paymentReviews: list(AdminPaymentReview),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

/** `GET /api/admin/orders/:id` and `POST …/refund`: `{ order }`. */
export const AdminOrderAnswer = z.object({ order: AdminOrderDetail });

/** `POST /api/admin/orders/:id/refund`: whole tickets, or an amount in euros. */
export interface RefundRequest {
  ticketIds?: number[];
  amount?: number;
  reason?: string;
}
