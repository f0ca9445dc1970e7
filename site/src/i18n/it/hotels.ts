/** Italian UI strings of the hotels page. */
import type { Dictionary } from '../index';

export const hotels: Dictionary['hotels'] = {
  title: 'Hotel',
  description:
    'Gli hotel convenzionati del Kizomba Lumière Festival a Lione, vicino ai Docks Lumière, con le loro tariffe agevolate.',
  lead: 'I nostri hotel convenzionati, a pochi minuti dal festival. Le consigliamo di prenotare per tempo.',
  stars: '{count} stelle',
  star: '1 stella',
  priceFrom: 'Da {price} a notte',
  promoCode: 'Codice convenzione',
  book: 'Prenotare',
  bookHotel: 'Prenotare presso {name}',
  empty: 'L’elenco degli hotel convenzionati sarà pubblicato a breve.',
};
