/** English UI strings of the practical information page and its FAQ. */
import type { Dictionary } from '../index';

export const information: Dictionary['information'] = {
  faqHeading: 'Frequently asked questions',
  categories: {
    tickets: 'Tickets',
    onsite: 'At the festival',
    accommodation: 'Accommodation',
    festival: 'The festival',
  },
};
