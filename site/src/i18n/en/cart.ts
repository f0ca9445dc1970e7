/** English UI strings of the cart in the top bar. */
import type { Dictionary } from '../index';

/** Cart dropdown in the top bar. */
export const cart: Dictionary['cart'] = {
  title: 'My basket',
  open: 'Open the basket',
  itemCount: '{count} items',
  itemCountOne: '1 item',
  empty: 'Your basket is empty',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  quantity: 'Quantity',
  remove: 'Remove',
  total: 'Total',
  checkout: 'Go to checkout',
  addToCart: 'Add to basket',
  added: 'Added to basket',
  loadError: 'The basket could not be loaded',
  loading: 'Loading your basket…',
  close: 'Close the basket',
  unitPriceTimesQuantity: '{price} × {quantity}',
  subtotal: 'Subtotal',
  discount: 'Discount',
  browseTickets: 'See the tickets',
  ticketQuantity: 'Number of tickets',
  adding: 'Adding…',
  unavailable: 'Unavailable',
};
