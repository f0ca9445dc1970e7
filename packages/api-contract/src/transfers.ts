import * as z from 'zod/mini';
import { DANCE_ROLES } from './catalogue.ts';
import { oneOf, text, textOrNull } from './read.ts';

/**
 * Name change and transfer of a ticket (docs/accounts.md « Name change and transfer »). From the
 * dashboard a holder corrects the name on a ticket or hands it to someone by e-mail, until the
 * festival's deadline: the old QR code stops opening the door at once; the recipient accepts on
 * `/transfer/{token}` and gets a new code and PDF; a transfer cancelled by the sender or left to
 * expire gives the sender a new code. The dashboard's answers are `{ ticket }` (account.ts
 * `AccountTicket`), with `ticket.transfer` set while a transfer is pending.
 */

export const TRANSFER_STATUSES = ['pending', 'accepted', 'cancelled', 'expired'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Why a name change or a transfer is refused (409, with a localized message). */
export const TRANSFER_REFUSALS = [
  'TRANSFER_CLOSED',
  'TRANSFER_CHECKED_IN',
  'TRANSFER_TICKET_INVALID',
  'TRANSFER_ON_RESALE',
  'TRANSFER_PENDING',
  'TRANSFER_TO_SELF',
  'TRANSFER_NOT_PENDING',
] as const;
export type TransferRefusal = (typeof TRANSFER_REFUSALS)[number];

/** A ticket's transfer in flight, as its sender sees it on the dashboard (`TicketView.transfer`). */
export const PendingTransferView = z.object({
  toFirstName: text,
  toLastName: text,
  toEmail: text,
  createdAt: text,
  /** When it lapses and the ticket comes back to the sender with a new code. */
  expiresAt: text,
});
export type PendingTransferView = z.infer<typeof PendingTransferView>;

/** `POST /api/account/tickets/{id}/transfer`: who receives the ticket. */
export interface TransferRequest {
  firstName: string;
  lastName: string;
  email: string;
  /** The language the recipient is written to in (`@kizomba/locales`); the request's by default. */
  locale?: string;
}

/** `PATCH /api/account/tickets/{id}/holder`: the holder's name as it should be printed. */
export interface HolderNameRequest {
  firstName: string;
  lastName: string;
}

/**
 * `GET /api/ticket-transfers/{token}`: what the recipient sees before accepting. `status` other
 * than 'pending' says why the link no longer works (accepted already, cancelled, expired).
 */
export const PublicTransferView = z.object({
  status: oneOf(TRANSFER_STATUSES, 'expired'),
  ticketTypeName: text,
  role: z.catch(z.nullable(z.enum(DANCE_ROLES)), null),
  /** Who hands the ticket over (the current holder's name). */
  fromName: text,
  toFirstName: text,
  toLastName: text,
  expiresAt: text,
  /** The festival's dates (ISO days). */
  festivalStart: text,
  festivalEnd: text,
});
export type PublicTransferView = z.infer<typeof PublicTransferView>;
export const PublicTransferAnswer = z.object({ transfer: PublicTransferView });
export type PublicTransferAnswer = z.infer<typeof PublicTransferAnswer>;

/**
 * `POST /api/ticket-transfers/{token}/accept`: the ticket is now the recipient's; its new code
 * and PDF went to `emailedTo`. A second accept answers 409 TRANSFER_NOT_PENDING; an expired or
 * cancelled transfer answers 410 TRANSFER_EXPIRED / TRANSFER_CANCELLED.
 */
export const TransferAcceptAnswer = z.object({
  transfer: PublicTransferView,
  ticketNumber: text,
  emailedTo: text,
  /** The dashboard path where the ticket can be found once signed in with that e-mail. */
  dashboardPath: textOrNull,
});
export type TransferAcceptAnswer = z.infer<typeof TransferAcceptAnswer>;
