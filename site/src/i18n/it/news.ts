/** Italian UI strings of the news pages. */
import type { Dictionary } from '../index';

export const news: Dictionary['news'] = {
  title: 'Notizie',
  description: 'Le ultime notizie del Kizomba Lumière Festival: line-up, biglietteria, gara e dietro le quinte.',
  lead: 'Annunci, dietro le quinte e novità dal festival.',
  publishedOn: 'Pubblicato il {date}',
  by: 'Di {author}',
  back: 'Tutte le notizie',
  empty: 'Ancora nessuna notizia.',
};
