import { CartResult, type AddToCartRequest } from '@kizomba/api-contract/cart';
import type { DanceRole } from '@kizomba/api-contract/catalogue';
import { RestoreCartAnswer } from '@kizomba/api-contract/checkout';
import { api, type CallOptions } from './client';

/**
 * Cart calls (commerce-api/README.md « Cart and promo codes »): every one answers
 * `{ cart, message?, promoRemoved? }`; the client sends `X-Cart-Id` and stores the id it answers.
 */
export { emptyCart, MAX_QUANTITY_PER_LINE, type CartItemView, type CartResult, type CartView } from '@kizomba/api-contract/cart';

export function fetchCart({ client = api, signal }: CallOptions = {}): Promise<CartResult> {
  return client.get('/cart', CartResult, { signal });
}

export function recoverCart(cartId: string, { client = api, signal }: CallOptions = {}): Promise<CartResult> {
  return client.post('/cart/recover', { cartId }, CartResult, { signal });
}

/**
 * `ticketId`: the ticket type's id (or slug). `role`: the dance role of a balanced type's places
 * (the API refuses a line without one for such a type, and one for any other type).
 */
export function addCartItem(
  ticketId: number | string,
  quantity: number,
  role: DanceRole | null = null,
  { client = api, signal }: CallOptions = {},
): Promise<CartResult> {
  const request: AddToCartRequest = role ? { ticketId, quantity, role } : { ticketId, quantity };
  return client.post('/cart/add', request, CartResult, { signal });
}

export function updateCartItem(itemId: number, quantity: number, { client = api, signal }: CallOptions = {}): Promise<CartResult> {
  return client.put(`/cart/update/${itemId}`, { quantity }, CartResult, { signal });
}

export function removeCartItem(itemId: number, { client = api, signal }: CallOptions = {}): Promise<CartResult> {
  return client.delete(`/cart/remove/${itemId}`, CartResult, { signal });
}

export function applyCartPromo(code: string, { client = api, signal }: CallOptions = {}): Promise<CartResult> {
  return client.post('/cart/promo', { code }, CartResult, { signal });
}

export function clearCartRequest({ client = api, signal }: CallOptions = {}): Promise<CartResult> {
  return client.post('/cart/clear', undefined, CartResult, { signal });
}

/** `POST /api/checkout/restore-cart`: an unpaid order's lines back in a new cart (cancel return, docs/spec.md §4 « Checkout »). */
export function restoreCartFromOrderRequest(orderId: string, { client = api, signal }: CallOptions = {}): Promise<RestoreCartAnswer> {
  return client.post('/checkout/restore-cart', { orderId }, RestoreCartAnswer, { signal });
}
