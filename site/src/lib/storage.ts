/**
 * Browser storage keys of docs/spec.md §3, and safe accessors.
 *
 * localStorage can be missing (server-side rendering of islands, build time) or throw (Safari
 * private mode, storage disabled by policy); a failing storage must never break a page, so
 * every access goes through these helpers.
 */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  cartId: 'cartId',
  pendingPromoCode: 'pendingPromoCode',
  promoNotificationDismissed: 'promoNotificationDismissed',
  checkoutFormData: 'checkoutFormData',
  lastCheckoutSessionId: 'lastCheckoutSessionId',
  userInfo: 'userInfo',
  /**
   * Beyond the spec's list: `{ cartId, orderId }` when the stored cart was rebuilt from an order
   * (cancelled payment, failed redirect). Should that order be paid after all, its status page
   * empties this cart, and only this one: it holds what was bought.
   */
  restoredCart: 'restoredCart',
  /** Beyond the spec's list: the language the visitor chose (switcher or suggestion), as its code. */
  locale: 'locale',
  /** Beyond the spec's list: the check-in list this device's door scanner scans for (its id). */
  scannerList: 'scannerList',
  /** Beyond the spec's list: the check-in lists last read by the door scanner, to start offline. */
  scannerLists: 'scannerLists',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The key/value store the API client needs (a subset of the DOM `Storage`). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** `localStorage` when the browser offers a usable one, else `null`. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    // Accessing localStorage itself throws when storage is blocked.
    return null;
  }
}

export function readStorage(storage: KeyValueStorage | null, key: StorageKey): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(storage: KeyValueStorage | null, key: StorageKey, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the value simply does not persist.
  }
}

export function removeStorage(storage: KeyValueStorage | null, key: StorageKey): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Same as above.
  }
}
