/** Spanish UI strings of the 404 page. */
import type { Dictionary } from '../index';

export const notFound: Dictionary['notFound'] = {
  title: 'Página no encontrada',
  description: 'Esta página no existe o se ha trasladado.',
  lead: 'La pista está vacía por aquí… Esta página no existe o ha cambiado de dirección.',
  suggestions: '¿Adónde quiere ir?',
};
