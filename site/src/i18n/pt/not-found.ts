/** Portuguese UI strings of the 404 page. */
import type { Dictionary } from '../index';

export const notFound: Dictionary['notFound'] = {
  title: 'Página não encontrada',
  description: 'Esta página não existe ou foi movida.',
  lead: 'A pista está vazia por aqui… Esta página não existe ou mudou de endereço.',
  suggestions: 'Para onde quer ir?',
};
