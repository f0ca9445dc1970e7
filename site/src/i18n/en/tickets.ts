/** English UI strings of the ticket catalogue. */
import type { Dictionary } from '../index';

export const tickets: Dictionary['tickets'] = {
  title: 'Tickets',
  description:
    'Full pass, party pass or workshops: tickets for the Kizomba Lumière Festival, their prices and the places left.',
  lead: 'Choose your ticket. Tickets are sent by email as soon as your payment is confirmed.',
  includes: 'Includes',
  bestSeller: 'Best seller',
  soldOut: 'Sold out',
  placesLeft: '{count} places left',
  placeLeft: '1 place left',
  salesNotOpen: 'On sale from {date}',
  salesClosed: 'Sales closed',
  validDays: 'Valid',
  categories: {
    pass: 'Pass',
    night: 'Party',
    workshop: 'Workshop',
  },
  empty: 'No tickets are on sale at the moment.',
  liveUpdated: 'Availability updated at {time}.',
  faqHeading: 'Questions about tickets',
  faqLink: 'All frequently asked questions',
  price: 'Price',
};
