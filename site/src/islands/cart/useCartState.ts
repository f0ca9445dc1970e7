import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $cart, type CartState } from './store';

/** What the page's HTML was rendered with, at build time: no cart yet. */
const BUILD_TIME_STATE: CartState = { cart: null, loading: false, updating: false, error: null, notice: null };

/**
 * The cart store, except on the very first render, which shows the build-time state: another
 * island (the top bar's cart) may already be loading the cart when this one hydrates, and a
 * first render that differs from the HTML makes React throw the page's markup away.
 */
export function useCartState(): CartState {
  const state = useStore($cart);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? state : BUILD_TIME_STATE;
}
