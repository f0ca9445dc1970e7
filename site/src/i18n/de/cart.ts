/** German UI strings of the cart in the top bar. */
import type { Dictionary } from '../index';

/** Cart dropdown in the top bar. */
export const cart: Dictionary['cart'] = {
  title: 'Mein Warenkorb',
  open: 'Warenkorb öffnen',
  itemCount: '{count} Artikel',
  itemCountOne: '1 Artikel',
  empty: 'Ihr Warenkorb ist leer',
  decrease: 'Menge verringern',
  increase: 'Menge erhöhen',
  quantity: 'Menge',
  remove: 'Entfernen',
  total: 'Gesamt',
  checkout: 'Zur Kasse',
  addToCart: 'In den Warenkorb',
  added: 'Zum Warenkorb hinzugefügt',
  loadError: 'Der Warenkorb konnte nicht geladen werden',
  loading: 'Warenkorb wird geladen …',
  close: 'Warenkorb schließen',
  unitPriceTimesQuantity: '{price} × {quantity}',
  subtotal: 'Zwischensumme',
  discount: 'Rabatt',
  browseTickets: 'Tickets ansehen',
  ticketQuantity: 'Anzahl der Tickets',
  adding: 'Wird hinzugefügt …',
  unavailable: 'Nicht verfügbar',
};
