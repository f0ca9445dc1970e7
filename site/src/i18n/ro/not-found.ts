/** Romanian UI strings of the 404 page. */
import type { Dictionary } from '../index';

export const notFound: Dictionary['notFound'] = {
  title: 'Pagina nu a fost găsită',
  description: 'Această pagină nu există sau a fost mutată.',
  lead: 'Ringul de dans e gol aici… Această pagină nu există sau și-a schimbat adresa.',
  suggestions: 'Unde doriți să mergeți?',
};
