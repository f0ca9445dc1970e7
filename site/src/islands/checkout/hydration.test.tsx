// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { $cart } from '../cart/store';
import Checkout from './Checkout';

vi.mock('./checkout.css', () => ({}));
vi.mock('../cart/cart.css', () => ({}));
afterEach(() => cleanup());

it('hydrates the build-time HTML even when the top bar already started loading the cart', async () => {
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
  const countries = [{ code: 'FR', name: 'France' }];
  $cart.set({ cart: null, loading: false, updating: false, error: null, notice: null });
  const html = renderToString(<Checkout countries={countries} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);

  $cart.set({ ...$cart.get(), loading: true });
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Checkout countries={countries} />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  // After hydration the island follows the store.
  expect(container.textContent).toContain('Chargement du panier...');
  container.remove();
});
