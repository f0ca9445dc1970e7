/** Spanish UI strings of the practical information page and its FAQ. */
import type { Dictionary } from '../index';

export const information: Dictionary['information'] = {
  faqHeading: 'Preguntas frecuentes',
  categories: {
    tickets: 'Entradas',
    onsite: 'En el festival',
    accommodation: 'Alojamiento',
    festival: 'El festival',
  },
};
