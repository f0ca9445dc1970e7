/** Romanian UI strings of the cart in the top bar. */
import type { Dictionary } from '../index';

/** Cart dropdown in the top bar. */
export const cart: Dictionary['cart'] = {
  title: 'Coșul meu',
  open: 'Deschideți coșul',
  itemCount: 'Produse: {count}',
  itemCountOne: '1 produs',
  empty: 'Coșul dumneavoastră este gol',
  decrease: 'Micșorați cantitatea',
  increase: 'Măriți cantitatea',
  quantity: 'Cantitate',
  remove: 'Eliminați',
  total: 'Total',
  checkout: 'Finalizați comanda',
  addToCart: 'Adăugați în coș',
  added: 'Adăugat în coș',
  loadError: 'Coșul nu a putut fi încărcat',
  loading: 'Se încarcă coșul…',
  close: 'Închideți coșul',
  unitPriceTimesQuantity: '{price} × {quantity}',
  subtotal: 'Subtotal',
  discount: 'Reducere',
  browseTickets: 'Vedeți biletele',
  ticketQuantity: 'Număr de bilete',
  adding: 'Se adaugă…',
  unavailable: 'Indisponibil',
};
