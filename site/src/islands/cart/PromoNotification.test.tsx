// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartOf, fakeApi, json, line, refusal, resetCartStore } from './fake-api.test-helper';
import PromoNotification, { codeFromUrl, RESULT_VISIBLE_MS } from './PromoNotification';
import { $cart, setCartFromResponse } from './store';

vi.mock('./cart.css', () => ({}));

beforeEach(() => {
  resetCartStore();
  window.history.replaceState(null, '', '/tickets?code=BIENVENUE5');
});
afterEach(() => cleanup());

async function renderNotification() {
  render(<PromoNotification />);
  await act(async () => {});
}

describe('PromoNotification', () => {
  it('stays hidden without ?code=', async () => {
    window.history.replaceState(null, '', '/tickets');
    await renderNotification();
    expect(screen.queryByRole('region')).toBeNull();
    expect(codeFromUrl('?code=%20%20')).toBeNull();
    expect(codeFromUrl(`?code=${'A'.repeat(65)}`)).toBeNull();
  });

  it('offers the code with the 5 € notice', async () => {
    await renderNotification();
    const note = screen.getByRole('region', { name: 'Code promo' });
    expect(note.textContent).toContain('Votre code : BIENVENUE5');
    expect(note.textContent).toContain('Un code promo de 5 € sera appliqué automatiquement à votre panier.');
    expect(screen.getByRole('button', { name: 'Appliquer maintenant' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plus tard' })).toBeTruthy();
  });

  it('keeps the code silently as pending when the notification was dismissed before', async () => {
    localStorage.setItem('promoNotificationDismissed', 'true');
    const api = fakeApi({});
    await renderNotification();
    expect(screen.queryByRole('region')).toBeNull();
    expect(localStorage.getItem('pendingPromoCode')).toBe('BIENVENUE5');
    expect(window.location.search).toBe('');
    expect(api.calls).toHaveLength(0);
  });

  it("'Plus tard' keeps the code as pending and remembers the choice", async () => {
    await renderNotification();
    fireEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(localStorage.getItem('pendingPromoCode')).toBe('BIENVENUE5');
    expect(localStorage.getItem('promoNotificationDismissed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(
      'Le code BIENVENUE5 sera appliqué automatiquement à votre prochain ajout au panier.',
    );
    expect(window.location.pathname + window.location.search).toBe('/tickets');
  });

  it('lets a confirmation leave by itself, an error stays', async () => {
    vi.useFakeTimers();
    try {
      await renderNotification();
      fireEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
      act(() => vi.advanceTimersByTime(RESULT_VISIBLE_MS - 1));
      expect(screen.getByRole('region', { name: 'Code promo' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('region')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("'Appliquer maintenant' applies the code to a cart with items", async () => {
    setCartFromResponse({ cart: cartOf([line()]) });
    const api = fakeApi({
      'POST /api/cart/promo': () =>
        json({ cart: cartOf([line()], { discount: 5, promoCode: 'BIENVENUE5' }), message: 'Code promo appliqué avec succès !' }),
    });
    await renderNotification();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Appliquer maintenant' }));
    });
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/cart/promo', body: { code: 'BIENVENUE5' } });
    expect(screen.getByRole('status').textContent).toBe('Code promo appliqué avec succès !');
    expect($cart.get().cart?.total).toBe(144);
    expect(localStorage.getItem('pendingPromoCode')).toBeNull();
    expect(localStorage.getItem('promoNotificationDismissed')).toBeNull();
  });

  it("'Appliquer maintenant' with an empty cart keeps the code pending and says why", async () => {
    const api = fakeApi({ 'GET /api/cart': () => json({ cart: cartOf([]) }) });
    await renderNotification();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Appliquer maintenant' }));
    });
    expect(api.paths()).toEqual(['GET /api/cart']);
    expect(localStorage.getItem('pendingPromoCode')).toBe('BIENVENUE5');
    expect(screen.getByRole('status').textContent).toBe(
      'Votre panier est vide : le code BIENVENUE5 sera appliqué automatiquement dès que vous ajouterez un billet.',
    );
  });

  it("shows the API's refusal in French", async () => {
    setCartFromResponse({ cart: cartOf([line()]) });
    fakeApi({ 'POST /api/cart/promo': () => refusal(422, 'PROMO_CODE_INVALID', 'Ce code promo n’est pas valide.') });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await renderNotification();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Appliquer maintenant' }));
      });
      expect(screen.getByRole('alert').textContent).toBe('Ce code promo n’est pas valide.');
      act(() => vi.advanceTimersByTime(RESULT_VISIBLE_MS * 2));
      expect(screen.getByRole('alert')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
