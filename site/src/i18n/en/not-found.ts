/** English UI strings of the 404 page. */
import type { Dictionary } from '../index';

export const notFound: Dictionary['notFound'] = {
  title: 'Page not found',
  description: 'This page does not exist or has moved.',
  lead: 'The dance floor is empty here… This page does not exist or has moved.',
  suggestions: 'Where would you like to go?',
};
