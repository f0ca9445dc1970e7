/** Spanish UI strings of the cart in the top bar. */
import type { Dictionary } from '../index';

/** Cart dropdown in the top bar. */
export const cart: Dictionary['cart'] = {
  title: 'Mi cesta',
  open: 'Abrir la cesta',
  itemCount: '{count} artículos',
  itemCountOne: '1 artículo',
  empty: 'Su cesta está vacía',
  decrease: 'Reducir la cantidad',
  increase: 'Aumentar la cantidad',
  quantity: 'Cantidad',
  remove: 'Eliminar',
  total: 'Total',
  checkout: 'Tramitar el pedido',
  addToCart: 'Añadir a la cesta',
  added: 'Añadido a la cesta',
  loadError: 'No se ha podido cargar la cesta',
  loading: 'Cargando la cesta…',
  close: 'Cerrar la cesta',
  unitPriceTimesQuantity: '{price} × {quantity}',
  subtotal: 'Subtotal',
  discount: 'Descuento',
  browseTickets: 'Ver las entradas',
  ticketQuantity: 'Número de entradas',
  adding: 'Añadiendo…',
  unavailable: 'No disponible',
};
