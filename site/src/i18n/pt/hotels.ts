/** Portuguese UI strings of the hotels page. */
import type { Dictionary } from '../index';

export const hotels: Dictionary['hotels'] = {
  title: 'Hotéis',
  description:
    'Os hotéis parceiros do Kizomba Lumière Festival em Lyon, perto das Docks Lumière, com tarifas negociadas.',
  lead: 'Os nossos hotéis parceiros, a poucos minutos do festival. Reserve com antecedência.',
  stars: '{count} estrelas',
  star: '1 estrela',
  priceFrom: 'Desde {price} por noite',
  promoCode: 'Código de parceiro',
  book: 'Reservar',
  bookHotel: 'Reservar no {name}',
  empty: 'A lista de hotéis parceiros será publicada em breve.',
};
