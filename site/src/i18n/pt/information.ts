/** Portuguese UI strings of the practical information page and its FAQ. */
import type { Dictionary } from '../index';

export const information: Dictionary['information'] = {
  faqHeading: 'Perguntas frequentes',
  categories: {
    tickets: 'Bilheteira',
    onsite: 'No local',
    accommodation: 'Alojamento',
    festival: 'O festival',
  },
};
