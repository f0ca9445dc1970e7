/** Polish UI strings of the practical information page and its FAQ. */
import type { Dictionary } from '../index';

export const information: Dictionary['information'] = {
  faqHeading: 'Najczęstsze pytania',
  categories: {
    tickets: 'Bilety',
    onsite: 'Na miejscu',
    accommodation: 'Noclegi',
    festival: 'Festiwal',
  },
};
