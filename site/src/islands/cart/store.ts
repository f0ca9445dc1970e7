import type { DanceRole } from '@kizomba/api-contract/catalogue';
import { atom } from 'nanostores';
import { translator } from '../../i18n';
import { cart } from '../../i18n/fr/cart';
import { errors } from '../../i18n/fr/common';
import { promo } from '../../i18n/fr/promo';
import {
  addCartItem,
  applyCartPromo,
  clearCartRequest,
  emptyCart,
  fetchCart,
  recoverCart,
  removeCartItem,
  restoreCartFromOrderRequest,
  updateCartItem,
  type CartResult,
  type CartView,
} from '../../lib/api/cart';
import { api, ApiError } from '../../lib/api/client';
import { browserStorage, readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

const t = translator({ cart, errors, promo });

/**
 * The one cart store (docs/spec.md §3 « Cart », §4 « Cart » and « Promo code »), shared by the top bar's
 * dropdown, the tickets page, the promo notification, the checkout and the order status screen.
 *
 * - `loading`: the cart is being fetched (first load, recovery, restore from an order);
 * - `updating`: a change is on its way (add, quantity, remove, promo, clear);
 *   every cart control is disabled while either is true (docs/spec.md §5).
 * - `error`: the last cart failure, a French sentence ready to show (docs/spec.md §8).
 * - `notice`: a French note worth showing once (promo code removed or applied after an add).
 *
 * Changes run one after the other (a queue), so two quick clicks can never interleave their
 * answers and leave the store showing an older cart.
 */
export interface CartState {
  cart: CartView | null;
  loading: boolean;
  updating: boolean;
  error: string | null;
  notice: string | null;
}

export const $cart = atom<CartState>({ cart: null, loading: false, updating: false, error: null, notice: null });

/**
 * Promo refusals about the code itself (unknown, inactive, not started, expired or used up: the API
 * answers them all alike): such a pending code is dropped. Refusals about the cart (not applicable,
 * minimum subtotal) keep it for a later cart.
 */
const PERMANENT_PROMO_REFUSALS = new Set(['PROMO_CODE_INVALID']);

const storage = () => browserStorage();

function patch(next: Partial<CartState>): void {
  $cart.set({ ...$cart.get(), ...next });
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** The cart of a cart answer (`{ cart, message?, promoRemoved? }`): the store shows it. */
export function setCartFromResponse(result: CartResult): CartResult {
  patch({ cart: result.cart, error: null, notice: result.promoRemoved || $cart.get().notice });
  return result;
}

let loadInFlight: Promise<void> | null = null;

/**
 * Fetches the cart (the public layout does it on every page). When the answer is empty though
 * a cart id is stored, the cart is recovered by id; if that fails the id is forgotten, so the
 * next add starts a fresh cart instead of sending a dead id forever.
 */
export function loadCart(): Promise<void> {
  loadInFlight ??= (async () => {
    patch({ loading: true, error: null });
    try {
      const result = await fetchCart();
      const storedId = readStorage(storage(), STORAGE_KEYS.cartId);
      // The API answers `id: null` for an unknown or expired id; a known empty cart needs no recovery.
      if (result.cart.items.length === 0 && storedId && result.cart.id !== storedId) {
        try {
          setCartFromResponse(await recoverCart(storedId));
          return;
        } catch {
          removeStorage(storage(), STORAGE_KEYS.cartId);
        }
      }
      setCartFromResponse(result);
    } catch {
      patch({ error: t('cart.loadError') });
    } finally {
      patch({ loading: false });
      loadInFlight = null;
    }
  })();
  return loadInFlight;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs one cart change after the previous ones, with `updating` set while any is pending. */
function enqueue<T>(change: () => Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    patch({ updating: true });
    try {
      return await change();
    } finally {
      patch({ updating: false });
    }
  });
  // The queue itself never rejects: one failed change must not block the next.
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Applies the code kept by the promo notification (docs/spec.md §4: « applied after the next add to
 * cart and removed if successful »). A code that can never apply is dropped as well, with the
 * API's reason as a notice; one that may apply later (minimum subtotal…) stays pending.
 */
async function applyPendingPromo(): Promise<void> {
  const code = readStorage(storage(), STORAGE_KEYS.pendingPromoCode)?.trim();
  if (!code) return;
  try {
    const result = setCartFromResponse(await applyCartPromo(code));
    removeStorage(storage(), STORAGE_KEYS.pendingPromoCode);
    patch({ notice: result.message ?? t('promo.success') });
  } catch (error) {
    if (error instanceof ApiError && error.code && PERMANENT_PROMO_REFUSALS.has(error.code)) {
      removeStorage(storage(), STORAGE_KEYS.pendingPromoCode);
    }
    patch({ notice: messageOf(error, t('promo.error')) });
  }
}

/**
 * Adds `quantity` places of a ticket type (in `role` for a balanced type), then applies a pending
 * promo code. Throws the API's refusal (« Il ne reste que 3 places… », a role on the waiting
 * list…) for the caller to show where the visitor acted.
 */
export function addToCart(ticketId: number | string, quantity: number, role: DanceRole | null = null): Promise<CartResult> {
  return enqueue(async () => {
    patch({ notice: null });
    const result = setCartFromResponse(await addCartItem(ticketId, Math.max(1, Math.trunc(quantity)), role));
    await applyPendingPromo();
    return result;
  });
}

/** A change made from the dropdown or the checkout summary: its failure shows as the cart error. */
function changeCart(call: () => Promise<CartResult>): Promise<boolean> {
  return enqueue(async () => {
    try {
      setCartFromResponse(await call());
      return true;
    } catch (error) {
      patch({ error: messageOf(error, t('errors.generic')) });
      // The line may be gone (another tab, expired cart): show what the server has now.
      if (error instanceof ApiError && error.status === 404) await refetchQuietly();
      return false;
    }
  });
}

async function refetchQuietly(): Promise<void> {
  try {
    const { cart } = await fetchCart();
    patch({ cart });
  } catch {
    // The error already shown is the useful one.
  }
}

/** Sets a line's quantity; never below 1 (docs/spec.md §5). Resolves false when refused (see `error`). */
export function updateQuantity(itemId: number, quantity: number): Promise<boolean> {
  const wanted = Math.trunc(quantity);
  if (!Number.isFinite(wanted) || wanted < 1) return Promise.resolve(false);
  return changeCart(() => updateCartItem(itemId, wanted));
}

/** Removes a line. Resolves false when refused (see `error`). */
export function removeItem(itemId: number): Promise<boolean> {
  return changeCart(() => removeCartItem(itemId));
}

/**
 * Applies a promo code to the cart and returns the success message. Throws an `ApiError` whose
 * message is the API's refusal, else 'Erreur lors de l'application du code promo' (docs/spec.md §8).
 */
export function applyPromo(code: string): Promise<string> {
  const trimmed = code.trim();
  if (!trimmed) return Promise.reject(new ApiError(t('promo.required'), null, 'validation'));
  return enqueue(async () => {
    try {
      const result = setCartFromResponse(await applyCartPromo(trimmed));
      return result.message ?? t('promo.success');
    } catch (error) {
      if (error instanceof ApiError && error.message !== t('errors.generic')) throw error;
      const status = error instanceof ApiError ? error.status : null;
      throw new ApiError(t('promo.error'), status, error instanceof ApiError ? error.code : undefined);
    }
  });
}

/** Empties the cart and forgets its id (docs/spec.md §4). */
export function clearCart(): Promise<void> {
  return enqueue(async () => {
    try {
      await clearCartRequest();
    } catch {
      // Forgetting the id is what empties the visitor's cart; the server drops it after 7 days.
    }
    forgetCart();
  });
}

/**
 * Forgets the cart locally, without a call: for when the server already consumed it (a
 * checkout session was created from it and the answer carries no cart).
 */
export function forgetCart(): void {
  removeStorage(storage(), STORAGE_KEYS.cartId);
  removeStorage(storage(), STORAGE_KEYS.restoredCart);
  patch({ cart: emptyCart(), error: null, notice: null });
}

/** The order the stored cart was rebuilt from, if the stored cart is still that one. */
function restoredFrom(): string | null {
  const raw = readStorage(storage(), STORAGE_KEYS.restoredCart);
  if (!raw) return null;
  try {
    const record: unknown = JSON.parse(raw);
    if (typeof record !== 'object' || record === null) return null;
    const { cartId, orderId } = record as { cartId?: unknown; orderId?: unknown };
    const current = readStorage(storage(), STORAGE_KEYS.cartId);
    return typeof orderId === 'string' && current !== null && cartId === current ? orderId : null;
  } catch {
    return null;
  }
}

/**
 * Once `orderId` is paid: empties the visitor's cart if that cart was rebuilt from this order
 * (it holds what was just bought), and leaves any other cart alone. Resolves true if it did.
 */
export async function clearCartOfPaidOrder(orderId: string): Promise<boolean> {
  if (restoredFrom() !== orderId) return false;
  await clearCart();
  return true;
}

/**
 * Puts an unpaid order's lines back into a new cart (cancel return, return with an order id,
 * empty cart at checkout; docs/spec.md §4 « Checkout »). Stores the new cart id. Throws an `ApiError`
 * (404 `ORDER_NOT_FOUND`, 409 `ORDER_PAID`…) for the caller to decide.
 */
export async function restoreCartFromOrder(orderId: string): Promise<CartView> {
  patch({ loading: true, error: null });
  try {
    const { cartId, cart } = await restoreCartFromOrderRequest(orderId);
    writeStorage(storage(), STORAGE_KEYS.cartId, cartId);
    writeStorage(storage(), STORAGE_KEYS.restoredCart, JSON.stringify({ cartId, orderId }));
    patch({ cart });
    return cart;
  } finally {
    patch({ loading: false });
  }
}

/** Hides the notice once shown (the dropdown and cards call it when the visitor moves on). */
export function dismissCartNotice(): void {
  patch({ notice: null });
}
