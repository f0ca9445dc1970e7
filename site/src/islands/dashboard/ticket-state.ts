import type { TicketView } from '../../lib/api/account';

/**
 * Where a ticket stands for its holder: whether its QR code opens the door, and what can still be
 * done with it. The API decides what is allowed (`canTransfer`, `canResell`); this reads it.
 */
export type TicketStanding =
  /** Valid, not checked in, no transfer or resale under way: the QR code opens the door. */
  | 'usable'
  /** Checked in at the door: the QR code is kept as a souvenir of the night. */
  | 'used'
  /** A transfer is waiting for its recipient: the code was revoked when it was sent. */
  | 'transferring'
  /** Up for resale: the door refuses it until it is withdrawn. */
  | 'onResale'
  /** Resold, refunded or cancelled: its code no longer opens anything. */
  | 'revoked';

export function ticketStanding(ticket: TicketView): TicketStanding {
  if (ticket.status !== 'valid') return 'revoked';
  if (ticket.transfer) return 'transferring';
  if (ticket.resale?.status === 'listed') return 'onResale';
  if (ticket.checkedInAt) return 'used';
  return 'usable';
}

/** Whether the ticket's QR code may be shown: never for a revoked code, a pending transfer or a resale. */
export const showsQr = (ticket: TicketView): boolean => {
  const standing = ticketStanding(ticket);
  return standing === 'usable' || standing === 'used';
};

/** The holder's full name: the first and last names when the API has them, else the name printed on the ticket. */
export function holderFullName(ticket: TicketView): string {
  const full = [ticket.holder.firstName, ticket.holder.lastName].filter(Boolean).join(' ').trim();
  return full || ticket.holderName;
}

/** Whether the ticket is being transferred, on resale or resold: then that says more than its status. */
export function hasStandingFlag(ticket: TicketView): boolean {
  const standing = ticketStanding(ticket);
  return standing === 'transferring' || standing === 'onResale' || ticket.resale?.status === 'sold';
}
