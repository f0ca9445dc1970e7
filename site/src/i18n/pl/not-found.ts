/** Polish UI strings of the 404 page. */
import type { Dictionary } from '../index';

export const notFound: Dictionary['notFound'] = {
  title: 'Nie znaleziono strony',
  description: 'Ta strona nie istnieje albo została przeniesiona.',
  lead: 'Parkiet jest tu pusty… Ta strona nie istnieje albo zmieniła adres.',
  suggestions: 'Dokąd chcą Państwo przejść?',
};
