/** English UI strings of the news pages. */
import type { Dictionary } from '../index';

export const news: Dictionary['news'] = {
  title: 'News',
  description: 'The latest from the Kizomba Lumière Festival: line-up, tickets, competition and behind the scenes.',
  lead: 'Announcements, behind the scenes and festival news.',
  publishedOn: 'Published on {date}',
  by: 'By {author}',
  back: 'All the news',
  empty: 'No news yet.',
};
