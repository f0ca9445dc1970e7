/** Italian UI strings of the ticket holders' section of the checkout. */
import type { Dictionary } from '../index';

export const holders: Dictionary['holders'] = {
  title: 'Chi viene?',
  hint: 'Un nome per biglietto: è stampato sul biglietto e compare al controllo all’ingresso. Una riga lasciata vuota intesta il biglietto a Lei.',
  ticket: 'Biglietto {index} · {ticket}',
  you: 'Lei',
  firstName: 'Nome',
  lastName: 'Cognome',
  email: 'E-mail (facoltativa)',
};
