// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CartDropdown from './CartDropdown';
import { cartOf, deferred, fakeApi, json, line, resetCartStore } from './fake-api.test-helper';

vi.mock('./cart.css', () => ({}));

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => resetCartStore());
afterEach(() => cleanup());

async function renderLoaded(cart = cartOf([line({ quantity: 1 }), line({ id: 12, name: 'Pass Soirées', unitPrice: 60, quantity: 2 })])) {
  const api = fakeApi({ 'GET /api/cart': () => json({ cart }) });
  render(<CartDropdown />);
  await act(async () => {});
  return api;
}

function open() {
  fireEvent.click(screen.getByRole('button', { name: /Ouvrir le panier/ }));
  return screen.getByRole('region', { name: /Mon panier/ });
}

describe('CartDropdown', () => {
  it('loads the cart and shows the number of places on the button', async () => {
    const api = await renderLoaded();
    expect(api.paths()).toEqual(['GET /api/cart']);
    const button = screen.getByRole('button', { name: 'Ouvrir le panier (3 articles)' });
    expect(button.textContent).toBe('3');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists the lines with their controls, the total in euros and the checkout link', async () => {
    await renderLoaded();
    const panel = open();
    expect(screen.getByRole('button', { name: /Ouvrir le panier/ }).getAttribute('aria-expanded')).toBe('true');
    const lines = within(panel).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(plain(lines[1]?.textContent)).toContain('60,00 € × 2');
    expect(plain(lines[1]?.textContent)).toContain('120,00 €');
    expect(plain(within(panel).getByText('Total').nextElementSibling?.textContent)).toBe('269,00 €');
    expect(within(panel).getByRole('link', { name: 'Passer la commande' }).getAttribute('href')).toBe('/checkout');
  });

  it('disables minus at quantity 1, never below', async () => {
    await renderLoaded();
    const panel = open();
    const [first, second] = within(panel).getAllByRole('group');
    const firstMinus = within(first!).getByRole('button', { name: 'Diminuer la quantité' }) as HTMLButtonElement;
    const secondMinus = within(second!).getByRole('button', { name: 'Diminuer la quantité' }) as HTMLButtonElement;
    expect(firstMinus.disabled).toBe(true);
    expect(secondMinus.disabled).toBe(false);
  });

  it('stops plus at the per-line limit of the API', async () => {
    await renderLoaded(cartOf([line({ quantity: 10 })]));
    const panel = open();
    expect((within(panel).getByRole('button', { name: 'Augmenter la quantité' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(panel).getByRole('button', { name: 'Diminuer la quantité' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables every control while a change is on its way', async () => {
    const api = await renderLoaded();
    const answer = deferred();
    fakeApi({ 'PUT /api/cart/update/12': (call) => (api.calls.push(call), answer.promise) });
    const panel = open();
    const second = within(panel).getAllByRole('group')[1]!;
    await act(async () => {
      fireEvent.click(within(second).getByRole('button', { name: 'Augmenter la quantité' }));
    });
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', path: '/api/cart/update/12', body: { quantity: 3 } });
    const controls = within(panel)
      .getAllByRole('button')
      .filter((button) => !/Fermer/.test(button.textContent ?? '')) as HTMLButtonElement[];
    expect(controls.length).toBe(6);
    expect(controls.every((button) => button.disabled)).toBe(true);

    await act(async () => {
      answer.resolve(json({ cart: cartOf([line(), line({ id: 12, name: 'Pass Soirées', unitPrice: 60, quantity: 3 })]) }));
    });
    expect(within(second).getByText('3')).toBeTruthy();
    expect((within(second).getByRole('button', { name: 'Diminuer la quantité' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    await renderLoaded();
    const panel = open();
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: /Mon panier/ }));
    fireEvent.keyDown(document, { key: 'Escape' });
    const button = screen.getByRole('button', { name: /Ouvrir le panier/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: /Mon panier/ })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('says when the cart is empty, with no checkout link', async () => {
    await renderLoaded(cartOf([]));
    expect(screen.getByRole('button', { name: 'Ouvrir le panier' }).textContent).toBe('');
    const panel = open();
    expect(within(panel).getByText('Votre panier est vide')).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Passer la commande' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Voir les billets' }).getAttribute('href')).toBe('/tickets');
  });

  it('shows the cart load error', async () => {
    fakeApi({ 'GET /api/cart': () => Promise.reject(new TypeError('Failed to fetch')) });
    render(<CartDropdown />);
    await act(async () => {});
    const panel = open();
    expect(within(panel).getByRole('alert').textContent).toBe('Erreur lors du chargement du panier');
  });
});
