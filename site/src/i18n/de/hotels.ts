/** German UI strings of the hotels page. */
import type { Dictionary } from '../index';

export const hotels: Dictionary['hotels'] = {
  title: 'Hotels',
  description:
    'Die Partnerhotels des Kizomba Lumière Festival in Lyon, nahe Les Docks Lumière, mit ausgehandelten Sonderpreisen.',
  lead: 'Unsere Partnerhotels, nur wenige Minuten vom Festival entfernt. Buchen Sie am besten früh.',
  stars: '{count} Sterne',
  star: '1 Stern',
  priceFrom: 'Ab {price} pro Nacht',
  promoCode: 'Partnercode',
  book: 'Buchen',
  bookHotel: '{name} buchen',
  empty: 'Die Liste der Partnerhotels wird in Kürze veröffentlicht.',
};
