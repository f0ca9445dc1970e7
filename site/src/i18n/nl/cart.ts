/** Dutch UI strings of the cart in the top bar. */
import type { Dictionary } from '../index';

/** Cart dropdown in the top bar. */
export const cart: Dictionary['cart'] = {
  title: 'Mijn winkelwagen',
  open: 'Winkelwagen openen',
  itemCount: '{count} artikelen',
  itemCountOne: '1 artikel',
  empty: 'Uw winkelwagen is leeg',
  decrease: 'Aantal verlagen',
  increase: 'Aantal verhogen',
  quantity: 'Aantal',
  remove: 'Verwijderen',
  total: 'Totaal',
  checkout: 'Afrekenen',
  addToCart: 'In winkelwagen',
  added: 'Toegevoegd aan winkelwagen',
  loadError: 'De winkelwagen kon niet worden geladen',
  loading: 'Winkelwagen wordt geladen…',
  close: 'Winkelwagen sluiten',
  unitPriceTimesQuantity: '{price} × {quantity}',
  subtotal: 'Subtotaal',
  discount: 'Korting',
  browseTickets: 'Bekijk de tickets',
  ticketQuantity: 'Aantal tickets',
  adding: 'Bezig met toevoegen…',
  unavailable: 'Niet beschikbaar',
};
