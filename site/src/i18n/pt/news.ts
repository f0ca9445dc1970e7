/** Portuguese UI strings of the news pages. */
import type { Dictionary } from '../index';

export const news: Dictionary['news'] = {
  title: 'Notícias',
  description: 'As últimas notícias do Kizomba Lumière Festival: line-up, bilheteira, concurso e bastidores.',
  lead: 'Anúncios, bastidores e novidades do festival.',
  publishedOn: 'Publicado a {date}',
  by: 'Por {author}',
  back: 'Todas as notícias',
  empty: 'Ainda não há notícias.',
};
