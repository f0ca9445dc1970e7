/** Dutch UI strings of the news pages. */
import type { Dictionary } from '../index';

export const news: Dictionary['news'] = {
  title: 'Nieuws',
  description: 'Het laatste nieuws van het Kizomba Lumière Festival: line-up, tickets, wedstrijd en een kijkje achter de schermen.',
  lead: 'Aankondigingen, een kijkje achter de schermen en nieuws van het festival.',
  publishedOn: 'Gepubliceerd op {date}',
  by: 'Door {author}',
  back: 'Al het nieuws',
  empty: 'Op dit moment is er geen nieuws.',
};
