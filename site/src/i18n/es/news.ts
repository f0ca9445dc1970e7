/** Spanish UI strings of the news pages. */
import type { Dictionary } from '../index';

export const news: Dictionary['news'] = {
  title: 'Noticias',
  description: 'Las últimas noticias del Kizomba Lumière Festival: line-up, entradas, concurso y entre bastidores.',
  lead: 'Anuncios, entre bastidores y novedades del festival.',
  publishedOn: 'Publicado el {date}',
  by: 'Por {author}',
  back: 'Todas las noticias',
  empty: 'Todavía no hay noticias.',
};
