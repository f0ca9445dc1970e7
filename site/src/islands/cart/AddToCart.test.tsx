// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToCart } from './AddToCart';
import { cartOf, fakeApi, json, line, refusal, resetCartStore } from './fake-api.test-helper';
import { $cart } from './store';

vi.mock('./cart.css', () => ({}));

beforeEach(() => resetCartStore());
afterEach(() => cleanup());

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('AddToCart', () => {
  it('adds the chosen quantity, confirms it and asks for fresh availability', async () => {
    const api = fakeApi({ 'POST /api/cart/add': () => json({ cart: cartOf([line({ quantity: 2 })]) }) });
    const onAttempt = vi.fn();
    render(<AddToCart ticketId={1} ticketName="Full Pass" remaining={3} available onAttempt={onAttempt} />);
    expect(button('Diminuer la quantité').disabled).toBe(true);
    fireEvent.click(button('Augmenter la quantité'));
    fireEvent.click(button('Augmenter la quantité'));
    expect(button('Augmenter la quantité').disabled).toBe(true);
    expect(screen.getByRole('group').textContent).toBe('3');
    fireEvent.click(button('Diminuer la quantité'));
    await act(async () => {
      fireEvent.click(button('Ajouter au panier'));
    });
    expect(api.calls[0]).toMatchObject({ path: '/api/cart/add', body: { ticketId: 1, quantity: 2 } });
    expect(screen.getByText('Ajouté au panier')).toBeTruthy();
    expect($cart.get().cart?.itemCount).toBe(2);
    expect(onAttempt).toHaveBeenCalledTimes(1);
  });

  it("shows the API's French refusal on the card", async () => {
    fakeApi({
      'POST /api/cart/add': () => refusal(409, 'NOT_ENOUGH_SEATS', 'Il ne reste que 3 places pour « Full Pass ».'),
    });
    const onAttempt = vi.fn();
    render(<AddToCart ticketId={1} ticketName="Full Pass" remaining={40} available onAttempt={onAttempt} />);
    await act(async () => {
      fireEvent.click(button('Ajouter au panier'));
    });
    expect(screen.getByText('Il ne reste que 3 places pour « Full Pass ».')).toBeTruthy();
    expect(screen.queryByText('Ajouté au panier')).toBeNull();
    expect(onAttempt).toHaveBeenCalledTimes(1);
  });

  it('is disabled when the ticket cannot be bought', () => {
    const api = fakeApi({});
    render(<AddToCart ticketId={1} ticketName="Full Pass" remaining={0} available={false} />);
    expect(button('Indisponible').disabled).toBe(true);
    expect(button('Augmenter la quantité').disabled).toBe(true);
    expect(button('Diminuer la quantité').disabled).toBe(true);
    expect(api.calls).toHaveLength(0);
  });
});
