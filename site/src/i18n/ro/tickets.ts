/** Romanian UI strings of the ticket catalogue. */
import type { Dictionary } from '../index';

export const tickets: Dictionary['tickets'] = {
  title: 'Bilete',
  description:
    'Abonament complet, abonament de petreceri sau ateliere: biletele Kizomba Lumière Festival, prețurile lor și locurile rămase.',
  lead: 'Alegeți formula potrivită. Biletele vă sunt trimise pe e-mail imediat ce plata este confirmată.',
  includes: 'Include',
  bestSeller: 'Cel mai vândut',
  soldOut: 'Epuizat',
  placesLeft: 'Locuri rămase: {count}',
  placeLeft: 'Un singur loc rămas',
  salesNotOpen: 'Vânzarea începe pe {date}',
  salesClosed: 'Vânzare încheiată',
  validDays: 'Valabil',
  categories: {
    pass: 'Abonament',
    night: 'Petrecere',
    workshop: 'Atelier',
  },
  empty: 'Momentan nu există bilete la vânzare.',
  liveUpdated: 'Disponibilitate actualizată la {time}.',
  faqHeading: 'Întrebări despre bilete',
  faqLink: 'Toate întrebările frecvente',
  price: 'Preț',
};
