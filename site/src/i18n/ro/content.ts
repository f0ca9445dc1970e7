import type { Dictionary } from '../index';

export const content: Dictionary['content'] = {
  untranslatedPage: 'Această pagină nu a fost încă tradusă în limba română, de aceea este afișată în franceză.',
  untranslatedEntries: 'Unele dintre textele de mai jos nu au fost încă traduse în limba română și sunt afișate în franceză.',
  frenchAuthoritative: 'Această traducere are caracter exclusiv informativ: numai versiunea în limba franceză are valoare juridică.',
  frenchVersion: 'Citiți versiunea în limba franceză',
};
