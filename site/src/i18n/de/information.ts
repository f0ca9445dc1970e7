/** German UI strings of the practical information page and its FAQ. */
import type { Dictionary } from '../index';

export const information: Dictionary['information'] = {
  faqHeading: 'Häufige Fragen',
  categories: {
    tickets: 'Tickets',
    onsite: 'Vor Ort',
    accommodation: 'Unterkunft',
    festival: 'Das Festival',
  },
};
