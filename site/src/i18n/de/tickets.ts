/** German UI strings of the ticket catalogue. */
import type { Dictionary } from '../index';

export const tickets: Dictionary['tickets'] = {
  title: 'Tickets',
  description:
    'Full Pass, Party Pass oder Workshops: die Tickets des Kizomba Lumière Festival, ihre Preise und die noch freien Plätze.',
  lead: 'Wählen Sie Ihr Paket. Die Tickets kommen per E-Mail, sobald die Zahlung bestätigt ist.',
  includes: 'Enthalten',
  bestSeller: 'Bestseller',
  soldOut: 'Ausverkauft',
  placesLeft: 'Noch {count} Plätze frei',
  placeLeft: 'Noch 1 Platz frei',
  salesNotOpen: 'Vorverkauf ab {date}',
  salesClosed: 'Verkauf beendet',
  validDays: 'Gültig',
  categories: {
    pass: 'Pass',
    night: 'Party',
    workshop: 'Workshop',
  },
  empty: 'Derzeit sind keine Tickets im Verkauf.',
  liveUpdated: 'Verfügbarkeit aktualisiert um {time}.',
  faqHeading: 'Fragen zu den Tickets',
  faqLink: 'Alle häufigen Fragen',
  price: 'Preis',
};
