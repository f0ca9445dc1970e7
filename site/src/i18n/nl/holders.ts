/** Dutch UI strings of the ticket holders' section of the checkout. */
import type { Dictionary } from '../index';

export const holders: Dictionary['holders'] = {
  title: 'Wie komt er?',
  hint: 'Eén naam per ticket: die staat op het ticket en verschijnt bij de controle aan de ingang. Een lege regel zet het ticket op uw naam.',
  ticket: 'Ticket {index} · {ticket}',
  you: 'u',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  email: 'E-mail (optioneel)',
};
