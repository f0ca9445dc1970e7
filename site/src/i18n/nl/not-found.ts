/** Dutch UI strings of the 404 page. */
import type { Dictionary } from '../index';

export const notFound: Dictionary['notFound'] = {
  title: 'Pagina niet gevonden',
  description: 'Deze pagina bestaat niet of is verplaatst.',
  lead: 'De dansvloer is hier leeg… Deze pagina bestaat niet of heeft een ander adres gekregen.',
  suggestions: 'Waar wilt u naartoe?',
};
