import { $cart, loadCart, restoreCartFromOrder, setCartFromResponse } from '../cart/store';
import { api, ApiError } from '../../lib/api/client';
import { resolveOrderId } from '../../lib/api/checkout';
import { readStorage, removeStorage, STORAGE_KEYS, type KeyValueStorage } from '../../lib/storage';
import { splitLocalePath } from '@kizomba/locales';

/**
 * How the checkout page was reached (docs/spec.md §2, §4 « Checkout »):
 * - `/checkout/{orderId}?canceled=true`: back from the payment page with « Retour »;
 * - `/checkout/{orderId}`: any other return with an order id;
 * - `/checkout?session={id}`: « Réessayer » of the status page (via /payment-flow).
 */
export interface ReturnParams {
  orderId: string | null;
  canceled: boolean;
}

export function readReturnParams(location: { pathname: string; search: string }): ReturnParams {
  const query = new URLSearchParams(location.search);
  const canceled = query.get('canceled') === 'true';
  const match = /^\/checkout\/([^/]+)\/?$/.exec(splitLocalePath(location.pathname).path);
  let orderId: string | null = null;
  if (match?.[1]) {
    try {
      orderId = decodeURIComponent(match[1]).trim() || null;
    } catch {
      orderId = null;
    }
  }
  orderId ??= query.get('session')?.trim() || query.get('orderId')?.trim() || null;
  return { orderId, canceled };
}

/**
 * Puts an order's lines back in a cart and makes sure the store shows that cart, even if a
 * cart load started elsewhere (the top bar's dropdown) answers after the restore.
 */
export async function restoreOrderCart(id: string): Promise<void> {
  const orderId = await resolveOrderId(id);
  const restored = await restoreCartFromOrder(orderId);
  // Joins a load already on its way (its answer may predate the restore), then shows the
  // restored cart last so a stale answer cannot replace it.
  await loadCart();
  setCartFromResponse({ cart: restored });
}

export type StartOutcome =
  /** The cart is there (or its loading error is shown): the visitor can check out. */
  | { kind: 'ready'; restoreError: string | null }
  /** The order is paid or its payment is being confirmed (back button after paying): its status page says so. */
  | { kind: 'paid'; orderId: string }
  /** Nothing to check out and nothing to restore: go to the tickets. */
  | { kind: 'empty' };

const hasItems = () => ($cart.get().cart?.items.length ?? 0) > 0;

/**
 * Loads what the checkout shows (docs/spec.md §4): the cart of the order the visitor comes back from,
 * else the current cart; an empty cart is restored from `lastCheckoutSessionId`, else 'empty'.
 */
export async function startCheckout(params: ReturnParams, storage: KeyValueStorage | null): Promise<StartOutcome> {
  let restoreError: string | null = null;
  const last = readStorage(storage, STORAGE_KEYS.lastCheckoutSessionId);

  if (params.orderId) {
    try {
      await restoreOrderCart(params.orderId);
      // That order is now cancelled: restoring it again later would only duplicate the cart.
      if (last === params.orderId) removeStorage(storage, STORAGE_KEYS.lastCheckoutSessionId);
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'ORDER_PAID' || error.code === 'ORDER_PAYMENT_PROCESSING')) {
        if (last === params.orderId) removeStorage(storage, STORAGE_KEYS.lastCheckoutSessionId);
        return { kind: 'paid', orderId: params.orderId };
      }
      restoreError = error instanceof Error ? error.message : String(error);
      await loadCart();
    }
  } else {
    await loadCart();
  }

  // A cart that failed to load is not an empty cart: its error is shown, nothing else happens.
  if (hasItems() || $cart.get().error) return { kind: 'ready', restoreError };

  const lastId = readStorage(storage, STORAGE_KEYS.lastCheckoutSessionId);
  if (lastId && lastId !== params.orderId) {
    removeStorage(storage, STORAGE_KEYS.lastCheckoutSessionId);
    try {
      await restoreOrderCart(lastId);
    } catch {
      // Paid, expired beyond recovery or unknown: nothing to bring back.
    }
    if (hasItems()) return { kind: 'ready', restoreError };
  }
  return { kind: 'empty' };
}
