/** Dutch UI strings of the practical information page and its FAQ. */
import type { Dictionary } from '../index';

export const information: Dictionary['information'] = {
  faqHeading: 'Veelgestelde vragen',
  categories: {
    tickets: 'Tickets',
    onsite: 'Ter plaatse',
    accommodation: 'Overnachten',
    festival: 'Het festival',
  },
};
