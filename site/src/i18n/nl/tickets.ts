/** Dutch UI strings of the ticket catalogue. */
import type { Dictionary } from '../index';

export const tickets: Dictionary['tickets'] = {
  title: 'Tickets',
  description:
    'Full Pass, Party Pass of workshops: de tickets van het Kizomba Lumière Festival, de prijzen en de nog beschikbare plaatsen.',
  lead: 'Kies uw formule. De tickets worden per e-mail verstuurd zodra de betaling is bevestigd.',
  includes: 'Inbegrepen',
  bestSeller: 'Best verkocht',
  soldOut: 'Uitverkocht',
  placesLeft: 'Nog {count} plaatsen',
  placeLeft: 'Nog 1 plaats',
  salesNotOpen: 'Verkoop start op {date}',
  salesClosed: 'Verkoop gesloten',
  validDays: 'Geldig',
  categories: {
    pass: 'Pass',
    night: 'Feestavond',
    workshop: 'Workshop',
  },
  empty: 'Er zijn op dit moment geen tickets te koop.',
  liveUpdated: 'Beschikbaarheid bijgewerkt om {time}.',
  faqHeading: 'Vragen over tickets',
  faqLink: 'Alle veelgestelde vragen',
  price: 'Prijs',
};
