/** German UI strings of the ticket holders' section of the checkout. */
import type { Dictionary } from '../index';

export const holders: Dictionary['holders'] = {
  title: 'Wer kommt?',
  hint: 'Ein Name pro Ticket: Er steht auf dem Ticket und wird bei der Einlasskontrolle angezeigt. Eine leere Zeile stellt das Ticket auf Ihren Namen aus.',
  ticket: 'Ticket {index} · {ticket}',
  you: 'Sie',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail (optional)',
};
