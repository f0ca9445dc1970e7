/** Italian UI strings of the practical information page and its FAQ. */
import type { Dictionary } from '../index';

export const information: Dictionary['information'] = {
  faqHeading: 'Domande frequenti',
  categories: {
    tickets: 'Biglietteria',
    onsite: 'Sul posto',
    accommodation: 'Alloggio',
    festival: 'Il festival',
  },
};
