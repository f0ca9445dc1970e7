/** German UI strings of the news pages. */
import type { Dictionary } from '../index';

export const news: Dictionary['news'] = {
  title: 'Neuigkeiten',
  description: 'Die neuesten Nachrichten vom Kizomba Lumière Festival: Line-up, Tickets, Wettbewerb und ein Blick hinter die Kulissen.',
  lead: 'Ankündigungen, Blicke hinter die Kulissen und Neues vom Festival.',
  publishedOn: 'Veröffentlicht am {date}',
  by: 'Von {author}',
  back: 'Alle Neuigkeiten',
  empty: 'Derzeit gibt es keine Neuigkeiten.',
};
