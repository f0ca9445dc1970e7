import * as z from 'zod/mini';
import { dataList, id, list, num, text, textOrNull } from './read.ts';

/** The dashboard (docs/accounts.md « Account (dashboard) »): the signed-in person's orders and tickets; amounts in euros. */

export const OrderSummary = z.object({
  id: z.string().check(z.minLength(1)),
  number: text,
  status: text,
  createdAt: text,
  paidAt: textOrNull,
  total: num,
  subtotal: num,
  discount: num,
  promoCode: textOrNull,
  items: list(z.object({ name: text, quantity: num, unitPrice: num, subtotal: num })),
  ticketsCount: num,
  refundedAmount: num,
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const TicketView = z.object({
  id,
  number: text,
  /** The QR secret: only its holder sees it. */
  code: text,
  status: text,
  ticketTypeName: text,
  holderName: text,
  orderId: text,
  orderNumber: text,
  issuedAt: text,
  /** When the ticket was checked in at the door, else null. */
  checkedInAt: textOrNull,
});
export type TicketView = z.infer<typeof TicketView>;

/** `GET /api/account/overview`. */
export const AccountOverview = z.object({
  ticketsCount: num,
  upcoming: z.catch(z.optional(z.object({ startDate: z.string(), endDate: text })), undefined),
  recentOrders: list(OrderSummary),
});
export type AccountOverview = z.infer<typeof AccountOverview>;

/** `GET /api/account/orders`: `{ data }`. */
export const AccountOrders = dataList(OrderSummary);
/** `GET /api/account/tickets`: `{ data }`. */
export const AccountTickets = dataList(TicketView);
/** `GET /api/account/tickets/:id`: `{ ticket }`. */
export const AccountTicket = z.object({ ticket: TicketView });

/** `DELETE /api/account`: the password, or the typed word for an account without one. */
export type DeleteAccountRequest = { password: string } | { confirm: 'SUPPRIMER' };
