/** Spanish UI strings of the hotels page. */
import type { Dictionary } from '../index';

export const hotels: Dictionary['hotels'] = {
  title: 'Hoteles',
  description:
    'Los hoteles colaboradores del Kizomba Lumière Festival en Lyon, cerca de Les Docks Lumière, con sus tarifas negociadas.',
  lead: 'Nuestros hoteles colaboradores, a pocos minutos del festival. Le recomendamos reservar con antelación.',
  stars: '{count} estrellas',
  star: '1 estrella',
  priceFrom: 'Desde {price} la noche',
  promoCode: 'Código de colaborador',
  book: 'Reservar',
  bookHotel: 'Reservar en {name}',
  empty: 'La lista de hoteles colaboradores se publicará próximamente.',
};
