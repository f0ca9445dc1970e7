/** English UI strings of the invitation landing page. */
import type { Dictionary } from '../index';

/** The public invitation page (/invitation/{token}). */
export const invitation: Dictionary['invitation'] = {
  title: 'Your invitation',
  description: 'Invitation to the Kizomba Lumière Festival.',
  loading: 'Loading the invitation…',
  lead: '{name}, you are invited to the festival!',
  offer: '{quantity} × {type}',
  ticketsLabel: 'Complimentary tickets',
  messageLabel: 'Message from the organisers',
  expires: 'Invitation valid until {date}.',
  holdersTitle: 'Names on the tickets',
  holdersHint: 'Optional: you can also leave them in your name.',
  holderLabel: 'Ticket {index}',
  accept: 'Accept the invitation',
  accepting: 'Confirming…',
  successTitle: 'Your tickets are on their way',
  successText: 'They will arrive by email in a few minutes. Order {number}.',
  successLink: 'See my order',
  notFound: 'This invitation does not exist. Please check the link in your email.',
  unavailable: 'This invitation is no longer available: it has already been accepted, revoked or has expired.',
  soldOut: 'There are no places left for this ticket. Please contact the organisers.',
  claimed: 'This invitation has already been accepted: your tickets were sent to you by email.',
  revoked: 'This invitation has been revoked.',
  expired: 'This invitation has expired.',
  contact: 'Contact us',
  backHome: 'Back to the home page',
};
