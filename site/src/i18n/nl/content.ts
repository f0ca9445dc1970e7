import type { Dictionary } from '../index';

export const content: Dictionary['content'] = {
  untranslatedPage: 'Deze pagina is nog niet in het Nederlands vertaald en wordt daarom in het Frans getoond.',
  untranslatedEntries: 'Sommige teksten hieronder zijn nog niet in het Nederlands vertaald en worden in het Frans getoond.',
  frenchAuthoritative: 'Deze vertaling dient uitsluitend ter informatie: alleen de Franse versie is juridisch bindend.',
  frenchVersion: 'Franse versie lezen',
};
