import { translator } from '../../i18n';
import { errors } from '../../i18n/fr/common';
import { ApiError, type ApiClient } from './client';
import { isRecord, num, numOrNull, str, strOrNull } from './read';

const t = translator({ errors });

/**
 * Typed cart calls (spec §7, commerce-api/README.md « Cart and promo codes ») on top of the one
 * API client: it already sends `X-Cart-Id` and stores the cart id of any answer carrying a cart.
 * Every cart call answers `{ cart, message?, promoRemoved? }`; amounts are in euros.
 */

/** The API's limit per cart line (commerce-api cart: MAX_QUANTITY_PER_LINE); it re-checks anyway. */
export const MAX_QUANTITY_PER_LINE = 10;

/** One cart line (spec §3 « Cart item »). */
export interface CartItemView {
  id: number;
  ticketId: number;
  name: string;
  unitPrice: number;
  quantity: number;
  subtotal: number;
  ticket: { id: number; name: string; slug: string };
}

/** The cart; `id` is null for the empty cart of a visitor who has none yet. */
export interface CartView {
  id: string | null;
  items: CartItemView[];
  subtotal: number;
  discount: number;
  total: number;
  promoCode: string | null;
  itemCount: number;
}

export interface CartResult {
  cart: CartView;
  /** French confirmation of what the call did (« Code promo appliqué avec succès ! »). */
  message?: string;
  /** French note: the promo code stopped applying and was removed. */
  promoRemoved?: string;
}

/** `POST /api/checkout/restore-cart` (docs/purchase-flow.md). */
export interface RestoredCart {
  cartId: string;
  cart: CartView;
}

export const emptyCart = (): CartView => ({
  id: null,
  items: [],
  subtotal: 0,
  discount: 0,
  total: 0,
  promoCode: null,
  itemCount: 0,
});

function toCartItem(raw: unknown): CartItemView | null {
  if (!isRecord(raw)) return null;
  const id = numOrNull(raw.id);
  if (id === null) return null;
  const ticket = isRecord(raw.ticket) ? raw.ticket : {};
  const name = str(raw.name) || str(ticket.name);
  const unitPrice = num(raw.unitPrice);
  const quantity = Math.max(1, Math.trunc(numOrNull(raw.quantity) ?? 1));
  const ticketId = numOrNull(raw.ticketId) ?? num(ticket.id);
  return {
    id,
    ticketId,
    name,
    unitPrice,
    quantity,
    subtotal: numOrNull(raw.subtotal) ?? Math.round(unitPrice * quantity * 100) / 100,
    ticket: { id: numOrNull(ticket.id) ?? ticketId, name: strOrNull(ticket.name) ?? name, slug: str(ticket.slug) },
  };
}

/** The cart of an answer; throws when the answer carries none (a proxy page, a bug). */
export function toCartView(raw: unknown): CartView {
  if (!isRecord(raw)) throw new ApiError(t('errors.generic'), 200, 'invalid_response', raw);
  const items = Array.isArray(raw.items)
    ? raw.items.map(toCartItem).filter((item): item is CartItemView => item !== null)
    : [];
  const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : null;
  return {
    id,
    items,
    subtotal: num(raw.subtotal),
    discount: num(raw.discount),
    total: num(raw.total),
    promoCode: strOrNull(raw.promoCode),
    itemCount: numOrNull(raw.itemCount) ?? items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

export function parseCartResult(body: unknown): CartResult {
  if (!isRecord(body)) throw new ApiError(t('errors.generic'), 200, 'invalid_response', body);
  const result: CartResult = { cart: toCartView(body.cart) };
  if (typeof body.message === 'string' && body.message) result.message = body.message;
  if (typeof body.promoRemoved === 'string' && body.promoRemoved) result.promoRemoved = body.promoRemoved;
  return result;
}

const itemPath = (itemId: number) => encodeURIComponent(String(itemId));

export async function fetchCart(client: ApiClient): Promise<CartResult> {
  return parseCartResult(await client.get('/cart'));
}

export async function recoverCart(client: ApiClient, cartId: string): Promise<CartResult> {
  return parseCartResult(await client.post('/cart/recover', { cartId }));
}

/** `ticketId`: the ticket type's id (or slug). */
export async function addCartItem(client: ApiClient, ticketId: number | string, quantity: number): Promise<CartResult> {
  return parseCartResult(await client.post('/cart/add', { ticketId, quantity }));
}

export async function updateCartItem(client: ApiClient, itemId: number, quantity: number): Promise<CartResult> {
  return parseCartResult(await client.put(`/cart/update/${itemPath(itemId)}`, { quantity }));
}

export async function removeCartItem(client: ApiClient, itemId: number): Promise<CartResult> {
  return parseCartResult(await client.delete(`/cart/remove/${itemPath(itemId)}`));
}

export async function applyCartPromo(client: ApiClient, code: string): Promise<CartResult> {
  return parseCartResult(await client.post('/cart/promo', { code }));
}

export async function clearCartRequest(client: ApiClient): Promise<CartResult> {
  return parseCartResult(await client.post('/cart/clear'));
}

/** Puts an unpaid order's lines back into a new cart (cancel return, spec §4 « Checkout »). */
export async function restoreCartFromOrderRequest(client: ApiClient, orderId: string): Promise<RestoredCart> {
  const body = await client.post('/checkout/restore-cart', { orderId });
  if (!isRecord(body)) throw new ApiError(t('errors.generic'), 200, 'invalid_response', body);
  const cart = toCartView(body.cart);
  const cartId = str(body.cartId) || cart.id;
  if (!cartId) throw new ApiError(t('errors.generic'), 200, 'invalid_response', body);
  return { cartId, cart };
}
