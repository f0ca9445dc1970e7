/** Italian UI strings of the cart in the top bar. */
import type { Dictionary } from '../index';

/** Cart dropdown in the top bar. */
export const cart: Dictionary['cart'] = {
  title: 'Il mio carrello',
  open: 'Aprire il carrello',
  itemCount: '{count} articoli',
  itemCountOne: '1 articolo',
  empty: 'Il suo carrello è vuoto',
  decrease: 'Diminuire la quantità',
  increase: 'Aumentare la quantità',
  quantity: 'Quantità',
  remove: 'Rimuovere',
  total: 'Totale',
  checkout: 'Procedere all’ordine',
  addToCart: 'Aggiungere al carrello',
  added: 'Aggiunto al carrello',
  loadError: 'Impossibile caricare il carrello',
  loading: 'Caricamento del carrello…',
  close: 'Chiudere il carrello',
  unitPriceTimesQuantity: '{price} × {quantity}',
  subtotal: 'Subtotale',
  discount: 'Sconto',
  browseTickets: 'Vedere i biglietti',
  ticketQuantity: 'Numero di biglietti',
  adding: 'Aggiunta in corso…',
  unavailable: 'Non disponibile',
};
