/** Romanian UI strings of the practical information page and its FAQ. */
import type { Dictionary } from '../index';

export const information: Dictionary['information'] = {
  faqHeading: 'Întrebări frecvente',
  categories: {
    tickets: 'Bilete',
    onsite: 'La fața locului',
    accommodation: 'Cazare',
    festival: 'Festivalul',
  },
};
