/** Polish UI strings of the hotels page. */
import type { Dictionary } from '../index';

export const hotels: Dictionary['hotels'] = {
  title: 'Hotele',
  description:
    'Hotele partnerskie Kizomba Lumière Festival w Lyonie, w pobliżu Les Docks Lumière, z wynegocjowanymi cenami.',
  lead: 'Nasze hotele partnerskie, kilka minut od festiwalu. Warto zarezerwować wcześnie.',
  stars: 'Liczba gwiazdek: {count}',
  star: '1 gwiazdka',
  priceFrom: 'Od {price} za noc',
  promoCode: 'Kod partnerski',
  book: 'Zarezerwuj',
  bookHotel: 'Rezerwacja: {name}',
  empty: 'Lista hoteli partnerskich zostanie wkrótce opublikowana.',
};
