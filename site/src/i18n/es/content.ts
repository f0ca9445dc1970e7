import type { Dictionary } from '../index';

export const content: Dictionary['content'] = {
  untranslatedPage: 'Esta página aún no está traducida al español, por lo que se muestra en francés.',
  untranslatedEntries: 'Algunos de los textos siguientes aún no están traducidos al español y se muestran en francés.',
  frenchAuthoritative: 'Esta traducción se ofrece solo a título informativo: únicamente la versión francesa tiene valor jurídico.',
  frenchVersion: 'Leer la versión francesa',
};
