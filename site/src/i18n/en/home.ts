/** English UI strings of the home page. */
import type { Dictionary } from '../index';

export const home: Dictionary['home'] = {
  introEyebrow: 'Welcome to Lyon',
  newsEyebrow: 'The festival journal',
  secondaryCta: 'Discover the line-up',
  highlightsHeading: 'The spirit of the festival',
  artistsHeading: 'The artists behind the festival',
  artistsLead: 'Teachers, DJs and artists from Lisbon, Luanda, Paris and beyond.',
  artistsLink: 'The full line-up',
  programmeHeading: 'Three days, three nights',
  programmeLead: 'Workshops by day, parties until dawn, shows and the competition final.',
  programmeLink: 'See the full programme',
  workshopCount: '{count} workshops during the day',
  ticketsHeading: 'Your tickets',
  ticketsLead: 'Full pass, parties or workshops: choose the option that suits you.',
  ticketsLink: 'All tickets',
  newsHeading: 'News',
  newsLink: 'All the news',
  venueHeading: 'See you in Lyon',
};
