import * as z from 'zod/mini';
import { id, num, page, text, textOrNull } from '../read.ts';

/** Issued tickets in the back-office (docs/back-office.md « Tickets »): search, resend, cancel. */
export const AdminTicketView = z.object({
  id,
  number: text,
  holderName: text,
  status: text,
  ticketTypeId: num,
  ticketTypeName: text,
  orderId: text,
  orderNumber: text,
  email: text,
  checkedInAt: textOrNull,
});
export type AdminTicketView = z.infer<typeof AdminTicketView>;

export const AdminTicketPage = page(AdminTicketView);

/** `POST /api/admin/tickets/:id/cancel`: `{ ticket }`. */
export const AdminTicketAnswer = z.object({ ticket: AdminTicketView });
