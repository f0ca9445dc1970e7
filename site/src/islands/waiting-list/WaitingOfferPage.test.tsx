// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartOf, CART_ID, fakeApi, json, line, refusal, resetCartStore } from '../cart/fake-api.test-helper';
import { $cart } from '../cart/store';
import WaitingOfferPage, { countdownText, navigation } from './WaitingOfferPage';

vi.mock('./waiting-list.css', () => ({}));
vi.mock('../auth/auth.css', () => ({}));

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const TOKEN = 'b2ZmZXItdG9rZW4tZm9yLXRlc3Rz';

const offer = (overrides: Record<string, unknown> = {}) => ({
  ticketTypeId: 5,
  ticketTypeName: 'Workshop Pass',
  ticketTypeSlug: 'workshop-pass',
  role: 'follower',
  quantity: 2,
  ticketsPerUnit: 1,
  unitPrice: 89,
  total: 178,
  status: 'open',
  expiresAt: new Date(NOW + (5 * 3600 + 59 * 60 + 12) * 1000).toISOString(),
  ...overrides,
});

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  resetCartStore();
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  window.history.replaceState(null, '', `/waiting-list/offer/${TOKEN}`);
  vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderPage() {
  render(<WaitingOfferPage />);
  await act(async () => {});
}

describe('WaitingOfferPage', () => {
  it('shows the offered places, the price and a live countdown', async () => {
    const api = fakeApi({ [`GET /api/waiting-list/offers/${TOKEN}`]: () => json({ offer: offer() }) });
    await renderPage();
    expect(api.paths()).toEqual([`GET /api/waiting-list/offers/${TOKEN}`]);
    expect(screen.getByText('Workshop Pass')).toBeTruthy();
    expect(screen.getByText('Suiveur')).toBeTruthy();
    expect(plain(screen.getByText(/178,00/).textContent)).toBe('178,00 € (89,00 € × 2)');
    const timer = screen.getByRole('timer', { name: 'Temps restant' });
    expect(timer.textContent).toBe('05:59:12');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(timer.textContent).toBe('05:59:09');
  });

  it('books the places: the answered cart becomes the cart, then the checkout in the page language', async () => {
    const claimed = cartOf([line({ id: 21, ticketId: 5, name: 'Workshop Pass', role: 'follower', quantity: 2 })], { waitingOffer: true });
    const api = fakeApi({
      [`GET /api/waiting-list/offers/${TOKEN}`]: () => json({ offer: offer() }),
      [`POST /api/waiting-list/offers/${TOKEN}/claim`]: () => json({ cart: claimed }),
    });
    await renderPage();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Réserver ma place' })));
    expect(api.paths()).toContain(`POST /api/waiting-list/offers/${TOKEN}/claim`);
    expect($cart.get().cart).toMatchObject({ id: CART_ID, waitingOffer: true, itemCount: 2 });
    expect(localStorage.getItem('cartId')).toBe(CART_ID);
    expect(navigation.assign).toHaveBeenCalledWith('/checkout');
  });

  it('closes the offer when the countdown reaches zero', async () => {
    fakeApi({ [`GET /api/waiting-list/offers/${TOKEN}`]: () => json({ offer: offer({ expiresAt: new Date(NOW + 2000).toISOString() }) }) });
    await renderPage();
    expect(screen.getByRole('button', { name: 'Réserver ma place' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('heading', { name: /Cette offre a expiré/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réserver ma place' })).toBeNull();
  });

  it.each([
    ['lapsed', /Cette offre a expiré/],
    ['ordered', /déjà en cours de commande/],
    ['converted', /déjà été utilisée/],
    ['withdrawn', /n’est plus disponible/],
  ])('explains an offer %s, with the way back to the tickets', async (status, text) => {
    fakeApi({ [`GET /api/waiting-list/offers/${TOKEN}`]: () => json({ offer: offer({ status }) }) });
    await renderPage();
    expect(screen.getByRole('heading', { name: text })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir la billetterie' }).getAttribute('href')).toBe('/tickets');
  });

  it('says an unknown link is not found', async () => {
    fakeApi({ [`GET /api/waiting-list/offers/${TOKEN}`]: () => refusal(404, 'OFFER_NOT_FOUND', 'Offre introuvable.') });
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Cette offre est introuvable. Vérifiez le lien reçu par e-mail.' })).toBeTruthy();
  });

  it("shows the API's words when the offer expired between the page and the claim", async () => {
    fakeApi({
      [`GET /api/waiting-list/offers/${TOKEN}`]: () => json({ offer: offer() }),
      [`POST /api/waiting-list/offers/${TOKEN}/claim`]: () => refusal(410, 'OFFER_EXPIRED', 'Cette offre a expiré à 12 h 05.'),
    });
    await renderPage();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Réserver ma place' })));
    expect(screen.getByRole('heading', { name: 'Cette offre a expiré à 12 h 05.' })).toBeTruthy();
    expect(navigation.assign).not.toHaveBeenCalled();
    expect($cart.get().cart).toBeNull();
  });
});

describe('countdownText', () => {
  it('counts hours beyond a day, and never below zero', () => {
    expect(countdownText((47 * 3600 + 5 * 60 + 9) * 1000 + 999)).toBe('47:05:09');
    expect(countdownText(-5000)).toBe('00:00:00');
  });
});
