/** Romanian UI strings of the ticket holders' section of the checkout. */
import type { Dictionary } from '../index';

export const holders: Dictionary['holders'] = {
  title: 'Cine vine?',
  hint: 'Un nume pe bilet: apare pe bilet și la controlul de la intrare. Un rând lăsat gol pune biletul pe numele dumneavoastră.',
  ticket: 'Biletul {index} · {ticket}',
  you: 'dumneavoastră',
  firstName: 'Prenume',
  lastName: 'Nume',
  email: 'E-mail (opțional)',
};
