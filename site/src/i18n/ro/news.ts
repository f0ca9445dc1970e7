/** Romanian UI strings of the news pages. */
import type { Dictionary } from '../index';

export const news: Dictionary['news'] = {
  title: 'Noutăți',
  description: 'Ultimele vești de la Kizomba Lumière Festival: line-up, bilete, concurs și culise.',
  lead: 'Anunțuri, culise și vești de la festival.',
  publishedOn: 'Publicat pe {date}',
  by: 'De {author}',
  back: 'Toate noutățile',
  empty: 'Deocamdată nu există noutăți.',
};
