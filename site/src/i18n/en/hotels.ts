/** English UI strings of the hotels page. */
import type { Dictionary } from '../index';

export const hotels: Dictionary['hotels'] = {
  title: 'Hotels',
  description:
    'The Kizomba Lumière Festival’s partner hotels in Lyon, close to Les Docks Lumière, with their negotiated rates.',
  lead: 'Our partner hotels, a few minutes from the festival. Book early.',
  stars: '{count} stars',
  star: '1 star',
  priceFrom: 'From {price} per night',
  promoCode: 'Partner code',
  book: 'Book',
  bookHotel: 'Book at {name}',
  empty: 'The list of partner hotels will be published soon.',
};
