import * as z from 'zod/mini';
import { DANCE_ROLES } from '../catalogue.ts';
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
  /** The dance role printed on the ticket, null without one. */
  role: z.catch(z.nullable(z.enum(DANCE_ROLES)), null),
  /** The holder's e-mail when the ticket is named for someone (else the buyer's, `email`). */
  holderEmail: textOrNull,
  /** When the ticket last changed hands by an accepted transfer, else null. */
  transferredAt: textOrNull,
  /** The recipient's e-mail while a transfer is pending (the ticket's code is revoked meanwhile), else null. */
  pendingTransferTo: textOrNull,
});
export type AdminTicketView = z.infer<typeof AdminTicketView>;

export const AdminTicketPage = page(AdminTicketView);

/** `POST /api/admin/tickets/:id/cancel`: `{ ticket }`. */
export const AdminTicketAnswer = z.object({ ticket: AdminTicketView });
