/** Italian UI strings of the 404 page. */
import type { Dictionary } from '../index';

export const notFound: Dictionary['notFound'] = {
  title: 'Pagina non trovata',
  description: 'Questa pagina non esiste o è stata spostata.',
  lead: 'Qui la pista è vuota… Questa pagina non esiste o ha cambiato indirizzo.',
  suggestions: 'Dove desidera andare?',
};
