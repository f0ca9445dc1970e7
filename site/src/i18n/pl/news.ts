/** Polish UI strings of the news pages. */
import type { Dictionary } from '../index';

export const news: Dictionary['news'] = {
  title: 'Aktualności',
  description: 'Najnowsze wiadomości z Kizomba Lumière Festival: line-up, bilety, konkurs i kulisy festiwalu.',
  lead: 'Ogłoszenia, kulisy i wiadomości z festiwalu.',
  publishedOn: 'Opublikowano {date}',
  by: 'Autor: {author}',
  back: 'Wszystkie aktualności',
  empty: 'Na razie brak aktualności.',
};
