/** Romanian UI strings of the hotels page. */
import type { Dictionary } from '../index';

export const hotels: Dictionary['hotels'] = {
  title: 'Hoteluri',
  description:
    'Hotelurile partenere ale Kizomba Lumière Festival din Lyon, aproape de Les Docks Lumière, cu tarife negociate.',
  lead: 'Hotelurile noastre partenere, la câteva minute de festival. Vă recomandăm să rezervați din timp.',
  stars: '{count} stele',
  star: 'o stea',
  priceFrom: 'De la {price} pe noapte',
  promoCode: 'Cod de partener',
  book: 'Rezervați',
  bookHotel: 'Rezervați la {name}',
  empty: 'Lista hotelurilor partenere va fi publicată în curând.',
};
