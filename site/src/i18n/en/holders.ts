/** English UI strings of the ticket holders' section of the checkout. */
import type { Dictionary } from '../index';

export const holders: Dictionary['holders'] = {
  title: 'Who is coming?',
  hint: 'One name per ticket: it is printed on the ticket and shown when it is checked at the door. A row left empty puts the ticket in your name.',
  ticket: 'Ticket {index} · {ticket}',
  you: 'you',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email (optional)',
};
