/** Dutch UI strings of the hotels page. */
import type { Dictionary } from '../index';

export const hotels: Dictionary['hotels'] = {
  title: 'Hotels',
  description:
    'De partnerhotels van het Kizomba Lumière Festival in Lyon, vlak bij Les Docks Lumière, met speciaal onderhandelde tarieven.',
  lead: 'Onze partnerhotels, op enkele minuten van het festival. Reserveer op tijd.',
  stars: '{count} sterren',
  star: '1 ster',
  priceFrom: 'Vanaf {price} per nacht',
  promoCode: 'Partnercode',
  book: 'Reserveren',
  bookHotel: 'Reserveren bij {name}',
  empty: 'De lijst met partnerhotels wordt binnenkort gepubliceerd.',
};
