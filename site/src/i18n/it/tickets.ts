/** Italian UI strings of the ticket catalogue. */
import type { Dictionary } from '../index';

export const tickets: Dictionary['tickets'] = {
  title: 'Biglietteria',
  description:
    'Full Pass, pass serate o workshop: i biglietti del Kizomba Lumière Festival, i prezzi e i posti ancora disponibili.',
  lead: 'Scelga la sua formula. I biglietti vengono inviati via e-mail non appena il pagamento è confermato.',
  includes: 'Incluso',
  bestSeller: 'Il più venduto',
  soldOut: 'Esaurito',
  placesLeft: 'Ancora {count} posti',
  placeLeft: 'Ultimo posto disponibile',
  salesNotOpen: 'Vendite aperte dal {date}',
  salesClosed: 'Vendite chiuse',
  validDays: 'Valido',
  categories: {
    pass: 'Pass',
    night: 'Serata',
    workshop: 'Workshop',
  },
  empty: 'Al momento non ci sono biglietti in vendita.',
  liveUpdated: 'Disponibilità aggiornata alle {time}.',
  faqHeading: 'Domande sulla biglietteria',
  faqLink: 'Tutte le domande frequenti',
  price: 'Prezzo',
};
