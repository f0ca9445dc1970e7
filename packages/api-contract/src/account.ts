import * as z from 'zod/mini';
import { DANCE_ROLES } from './catalogue.ts';
import { dataList, flag, id, list, num, text, textOrNull } from './read.ts';
import { ResaleListingView } from './resale.ts';
import { PendingTransferView } from './transfers.ts';

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
  /** The dance role printed on the ticket, null without one. */
  role: z.catch(z.nullable(z.enum(DANCE_ROLES)), null),
  /** The person the ticket is for (the buyer unless named, renamed or transferred). */
  holder: z.catch(z.object({ firstName: text, lastName: text, email: text }), { firstName: '', lastName: '', email: '' }),
  /** The transfer in flight (its code is revoked meanwhile), else null. */
  transfer: z.catch(z.nullable(PendingTransferView), null),
  /** The ticket's resale listing ('listed' or 'sold'), else null. */
  resale: z.catch(z.nullable(ResaleListingView), null),
  /** Whether the holder may change the name or transfer it now. */
  canTransfer: flag(),
  /** Whether the holder may put it up for resale now. */
  canResell: flag(),
  /** Name changes and transfers close at this instant (ISO), null: no deadline. */
  transferDeadline: textOrNull,
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
