/** German UI strings of the 404 page. */
import type { Dictionary } from '../index';

export const notFound: Dictionary['notFound'] = {
  title: 'Seite nicht gefunden',
  description: 'Diese Seite existiert nicht oder wurde verschoben.',
  lead: 'Hier ist die Tanzfläche leer … Diese Seite existiert nicht oder hat eine neue Adresse.',
  suggestions: 'Wohin möchten Sie?',
};
