// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OrderStatus from './OrderStatus';

vi.mock('./order-status.css', () => ({}));

const ORDER_ID = '5b7c1c9e-2a3f-4f51-9d55-1e2f3a4b5c6d';
const OTHER_ORDER_ID = '0e4d2c1b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';

const completed = {
  id: ORDER_ID,
  number: 'KL-7H3K9Q2M',
  status: 'completed',
  createdAt: '2026-11-22T13:05:00.000Z',
  total: 233,
  paymentMethod: null,
  customerInfo: { firstName: 'Awa', lastName: 'Diallo', email: 'awa@example.fr' },
  items: [{ name: 'Full Pass', quantity: 2, unitPrice: 119, subtotal: 238 }],
  tickets: [
    { id: 12, ticketTypeName: 'Full Pass', holderName: 'Awa Diallo', status: 'valid' },
    { id: 13, ticketTypeName: 'Full Pass', holderName: 'Awa Diallo', status: 'valid' },
  ],
  payment: { status: 'completed' },
  paymentInfo: { errorMessage: null },
};
const pending = { ...completed, status: 'pending', tickets: [], payment: { status: 'pending' } };
const failed = { ...completed, status: 'failed', tickets: [], payment: { status: 'failed' } };

/** The few members of a fetch Response the API client reads. */
function reply(body: unknown, status = 200) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(),
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

type Answer = { body: unknown; status?: number } | Error;

/** fetch answering the queued answers in order (the last one repeats). */
function stubFetch(...answers: Answer[]) {
  const queue = [...answers];
  const fetch = vi.fn(async (url: string) => {
    void url;
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    if (next instanceof Error) throw next;
    return reply(next.body, next.status);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const statusCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/stripe/payment-status/'));

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** Lets pending promises and React effects run, and moves fake time on by `ms`. */
async function advance(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function show(url: string, navigate = vi.fn()) {
  window.history.replaceState(null, '', url);
  const view = render(<OrderStatus navigate={navigate} />);
  await advance();
  return { ...view, navigate };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-22T13:10:00.000Z'));
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('identifier', () => {
  it("says 'ID de session invalide' and asks nothing when the URL has no identifier", async () => {
    const fetch = stubFetch({ body: { order: completed } });
    await show('/payment/status');
    expect(screen.getByRole('alert').textContent).toBe('ID de session invalide');
    expect(screen.getByRole('heading', { name: 'Aucune information disponible' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la billetterie' }).getAttribute('href')).toBe('/tickets');
    expect(screen.queryByRole('button', { name: 'Actualiser maintenant' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for session_id first, then the route param', async () => {
    const fetch = stubFetch({ body: { order: completed } });
    await show(`/confirmation/${ORDER_ID}?session_id=cs_test_123`);
    expect(statusCalls(fetch)[0][0]).toBe('/api/stripe/payment-status/cs_test_123');
    cleanup();
    await show(`/confirmation/${ORDER_ID}?orderId=other&session=third`);
    expect(statusCalls(fetch)[1][0]).toBe(`/api/stripe/payment-status/${ORDER_ID}`);
    cleanup();
    await show('/payment/status?orderId=other&session=third');
    expect(statusCalls(fetch)[2][0]).toBe('/api/stripe/payment-status/other');
    cleanup();
    await show('/payment/status?session=third');
    expect(statusCalls(fetch)[3][0]).toBe('/api/stripe/payment-status/third');
  });
});

describe('completed view', () => {
  it('shows the order as a receipt with validated tickets', async () => {
    stubFetch({ body: { order: completed } });
    await show(`/confirmation/${ORDER_ID}?session_id=cs_test_1`);

    expect(screen.getByRole('heading', { name: 'Paiement confirmé' })).toBeTruthy();
    const facts = plain(document.querySelector('.order-facts')?.textContent);
    expect(facts).toContain('KL-7H3K9Q2M');
    expect(facts).toContain('22 novembre 2026 à 14:05');
    expect(facts).toContain('233,00 €');
    expect(facts).toContain('Carte de crédit');
    const tickets = screen.getAllByRole('listitem');
    expect(tickets).toHaveLength(2);
    for (const ticket of tickets) {
      expect(ticket.textContent).toContain('Full Pass');
      expect(ticket.textContent).toContain('Au nom de Awa Diallo');
      expect(within(ticket).getByText('Validé')).toBeTruthy();
    }
    expect(screen.getByText('Vos billets partent par e-mail à awa@example.fr.')).toBeTruthy();
  });

  it("applies the docs/spec.md §8 fallbacks: 'N/A', 'Date invalide', '0,00 €', no tickets", async () => {
    stubFetch({ body: { order: { ...completed, number: null, createdAt: null, total: 'abc', tickets: [] } } });
    await show(`/confirmation/${ORDER_ID}`);
    const facts = plain(document.querySelector('.order-facts')?.textContent);
    expect(facts).toContain('Numéro de commandeN/A');
    expect(facts).toContain('DateN/A');
    expect(facts).toContain('0,00 €');
    expect(screen.getByText('Aucun billet trouvé dans cette commande.')).toBeTruthy();
    cleanup();

    stubFetch({ body: { order: { ...completed, createdAt: 'pas une date', paymentMethod: 'Apple Pay' } } });
    await show(`/confirmation/${ORDER_ID}`);
    expect(plain(document.querySelector('.order-facts')?.textContent)).toContain('Date invalide');
    expect(screen.getByText('Apple Pay')).toBeTruthy();
  });

  it('counts payment.status completed as completed', async () => {
    stubFetch({ body: { order: { ...completed, status: 'processing' } } });
    await show(`/confirmation/${ORDER_ID}`);
    expect(screen.getByRole('heading', { name: 'Paiement confirmé' })).toBeTruthy();
  });

  it('shows a fully refunded order as refunded, with the amount and the date, never as « Aucune information disponible »', async () => {
    stubFetch({
      body: {
        order: {
          ...completed,
          tickets: completed.tickets.map((ticket) => ({ ...ticket, status: 'refunded' })),
          refund: { amount: 233, full: true, refundedAt: '2026-12-03T15:30:00.000Z' },
        },
      },
    });
    const { container } = await show(`/confirmation/${ORDER_ID}`);
    expect(container.querySelector('.order-status')?.getAttribute('data-view')).toBe('refunded');
    expect(screen.getByRole('heading', { name: 'Commande remboursée' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Aucune information disponible' })).toBeNull();
    expect(screen.getByText('Cette commande a été intégralement remboursée : ses billets ne sont plus valables.')).toBeTruthy();
    expect(plain(screen.getByText(/remboursés le/).textContent)).toBe('233,00 € remboursés le 3 décembre 2026 à 16:30.');
    expect(screen.getByText('KL-7H3K9Q2M')).toBeTruthy();
    expect(screen.queryByText('Validé')).toBeNull();
  });

  it('tells a partial refund on the paid screen, and which tickets are no longer valid', async () => {
    stubFetch({
      body: {
        order: {
          ...completed,
          tickets: [{ ...completed.tickets[0]!, status: 'refunded' }, completed.tickets[1]!],
          refund: { amount: 116.5, full: false, refundedAt: '2026-12-03T15:30:00.000Z' },
        },
      },
    });
    await show(`/confirmation/${ORDER_ID}`);
    expect(screen.getByRole('heading', { name: 'Paiement confirmé' })).toBeTruthy();
    const note = screen.getByRole('note', { name: 'Remboursement partiel' });
    expect(plain(note.textContent)).toContain('116,50 € remboursés le 3 décembre 2026 à 16:30.');
    expect(note.textContent).toContain('Les billets marqués « Remboursé » ne sont plus valables ; les autres restent valables.');
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/Validé|Remboursé|Annulé/).textContent)).toEqual(['Remboursé', 'Validé']);
  });

  const clearCalls = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/cart/clear'));

  it("clears its own checkout's leftovers and keeps the cart the visitor filled since", async () => {
    localStorage.setItem('lastCheckoutSessionId', ORDER_ID);
    localStorage.setItem('checkoutFormData', '{"customerInfo":{}}');
    localStorage.setItem('cartId', 'cart-1');
    localStorage.setItem('pendingPromoCode', 'KEEP');
    const fetch = stubFetch({ body: { order: completed } });
    await show(`/confirmation/${ORDER_ID}`);
    expect(localStorage.getItem('lastCheckoutSessionId')).toBeNull();
    expect(localStorage.getItem('checkoutFormData')).toBeNull();
    expect(localStorage.getItem('pendingPromoCode')).toBe('KEEP');
    expect(localStorage.getItem('cartId')).toBe('cart-1');
    expect(clearCalls(fetch)).toHaveLength(0);
  });

  it("leaves the visitor's cart and checkout alone on an unrelated paid order's page", async () => {
    localStorage.setItem('lastCheckoutSessionId', OTHER_ORDER_ID);
    localStorage.setItem('checkoutFormData', '{"customerInfo":{}}');
    localStorage.setItem('cartId', 'cart-1');
    localStorage.setItem('restoredCart', JSON.stringify({ cartId: 'cart-1', orderId: OTHER_ORDER_ID }));
    const fetch = stubFetch({ body: { order: completed } });
    await show(`/confirmation/${ORDER_ID}`);
    expect(screen.getByRole('heading', { name: 'Paiement confirmé' })).toBeTruthy();
    expect(localStorage.getItem('cartId')).toBe('cart-1');
    expect(localStorage.getItem('lastCheckoutSessionId')).toBe(OTHER_ORDER_ID);
    expect(localStorage.getItem('checkoutFormData')).toBe('{"customerInfo":{}}');
    expect(clearCalls(fetch)).toHaveLength(0);
  });

  it('empties the cart rebuilt from this very order, which holds what was bought', async () => {
    localStorage.setItem('checkoutFormData', '{"customerInfo":{}}');
    localStorage.setItem('cartId', 'cart-1');
    localStorage.setItem('restoredCart', JSON.stringify({ cartId: 'cart-1', orderId: ORDER_ID }));
    const fetch = stubFetch({ body: { order: completed } });
    await show(`/confirmation/${ORDER_ID}`);
    expect(clearCalls(fetch)).toHaveLength(1);
    expect(localStorage.getItem('cartId')).toBeNull();
    expect(localStorage.getItem('restoredCart')).toBeNull();
    expect(localStorage.getItem('checkoutFormData')).toBeNull();
  });

  it('keeps a cart once rebuilt from this order but since replaced by another one', async () => {
    localStorage.setItem('cartId', 'cart-2');
    localStorage.setItem('restoredCart', JSON.stringify({ cartId: 'cart-1', orderId: ORDER_ID }));
    const fetch = stubFetch({ body: { order: completed } });
    await show(`/confirmation/${ORDER_ID}`);
    expect(clearCalls(fetch)).toHaveLength(0);
    expect(localStorage.getItem('cartId')).toBe('cart-2');
  });

  it('does not touch the checkout data while the payment is pending', async () => {
    localStorage.setItem('lastCheckoutSessionId', ORDER_ID);
    localStorage.setItem('cartId', 'cart-1');
    localStorage.setItem('restoredCart', JSON.stringify({ cartId: 'cart-1', orderId: ORDER_ID }));
    stubFetch({ body: { order: pending } });
    await show(`/confirmation/${ORDER_ID}`);
    expect(localStorage.getItem('lastCheckoutSessionId')).toBe(ORDER_ID);
    expect(localStorage.getItem('cartId')).toBe('cart-1');
  });

  it("links a guest back to the ticket office, someone logged in to 'Voir vos billets'", async () => {
    stubFetch({ body: { order: completed } });
    await show(`/confirmation/${ORDER_ID}`);
    expect(screen.getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Retour à la billetterie' }).getAttribute('href')).toBe('/tickets');
    expect(screen.queryByRole('link', { name: 'Voir vos billets' })).toBeNull();
    cleanup();

    for (const [key, value] of [
      ['token', 'jwt'],
      ['userInfo', '{"id":1}'],
    ]) {
      localStorage.clear();
      localStorage.setItem(key, value);
      await show(`/confirmation/${ORDER_ID}`);
      expect(screen.getByRole('link', { name: 'Voir vos billets' }).getAttribute('href')).toBe('/dashboard/tickets');
      expect(screen.queryByRole('link', { name: 'Retour à la billetterie' })).toBeNull();
      cleanup();
    }
  });
});

describe('download modal', () => {
  async function openModal() {
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger mes billets' }));
    return screen.getByRole('dialog', { name: 'Authentification requise' });
  }

  it("tells a guest to check their e-mail, and 'J'ai compris' closes it", async () => {
    stubFetch({ body: { order: completed } });
    await show(`/confirmation/${ORDER_ID}`);
    const dialog = await openModal();
    expect(dialog.textContent).toContain(
      'Vos billets ont été envoyés à awa@example.fr. Consultez vos e-mails pour les récupérer.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: "J'ai compris" }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs in: required fields, failure message, then the account tickets', async () => {
    const fetch = stubFetch({ body: { order: completed } });
    const { navigate } = await show(`/confirmation/${ORDER_ID}`);
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    const submit = within(dialog).getByRole('button', { name: 'Se connecter' });
    expect(submit.getAttribute('type')).toBe('submit');

    fireEvent.click(submit);
    await advance();
    expect(within(dialog).getByRole('alert').textContent).toBe('Veuillez remplir tous les champs');

    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'awa@example.fr' } });
    fireEvent.change(within(dialog).getByLabelText('Mot de passe'), { target: { value: 'secret' } });

    // Until the auth API exists the route answers 404: the form says so.
    fetch.mockImplementationOnce(async () => reply({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable' } }, 404));
    fireEvent.click(submit);
    await advance();
    expect(within(dialog).getByRole('alert').textContent).toBe('Erreur lors de la connexion: Ressource introuvable');

    fetch.mockImplementationOnce(async () => reply({ user: { id: 1 } }));
    fireEvent.click(submit);
    await advance();
    expect(within(dialog).getByRole('alert').textContent).toBe('Erreur lors de la connexion');

    fetch.mockImplementationOnce(async () => reply({ token: 'jwt', user: { id: 1, email: 'awa@example.fr', firstName: 'Awa', lastName: 'Diallo', role: 'user' } }));
    fireEvent.click(submit);
    await advance();
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/auth/login',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'awa@example.fr', password: 'secret', rememberMe: false }) }),
    );
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(navigate).toHaveBeenCalledWith('/dashboard/tickets');
    expect(screen.getByRole('link', { name: 'Voir vos billets' })).toBeTruthy();
  });

  it('sends someone already logged in straight to their tickets', async () => {
    localStorage.setItem('token', 'jwt');
    stubFetch({ body: { order: completed } });
    const { navigate } = await show(`/confirmation/${ORDER_ID}`);
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger mes billets' }));
    expect(navigate).toHaveBeenCalledWith('/dashboard/tickets');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('failed view', () => {
  it("shows the payment's error and offers a retry of the same order", async () => {
    stubFetch({ body: { order: { ...failed, paymentInfo: { errorMessage: 'Votre carte a été refusée.' } } } });
    await show(`/confirmation/${ORDER_ID}?session_id=cs_test_9`);
    expect(screen.getByRole('heading', { name: 'Paiement refusé' })).toBeTruthy();
    expect(screen.getByText('Votre carte a été refusée.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Réessayer' }).getAttribute('href')).toBe(`/payment-flow?session=${ORDER_ID}`);
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });

  it('falls back to the spec message', async () => {
    stubFetch({ body: { order: failed } });
    await show(`/confirmation/${ORDER_ID}`);
    expect(screen.getByText('Une erreur est survenue lors du traitement de votre paiement.')).toBeTruthy();
  });
});

describe('pending view and polling', () => {
  it('counts down from 30 and fetches again every 30 s, announcing each check', async () => {
    const fetch = stubFetch({ body: { order: pending } });
    await show(`/confirmation/${ORDER_ID}`);
    expect(screen.getByRole('heading', { name: 'Paiement en cours de vérification' })).toBeTruthy();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toContain('30');
    expect(screen.getByText('Prochaine actualisation dans 30 s')).toBeTruthy();
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Vérifié à 14:10 : paiement toujours en attente.',
    );

    await advance(1000);
    expect(screen.getByText('Prochaine actualisation dans 29 s')).toBeTruthy();
    await advance(28_000);
    expect(screen.getByText('Prochaine actualisation dans 1 s')).toBeTruthy();
    expect(statusCalls(fetch)).toHaveLength(1);
    await advance(1000);
    expect(statusCalls(fetch)).toHaveLength(2);
    expect(screen.getByText('Prochaine actualisation dans 30 s')).toBeTruthy();
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Vérifié à 14:10 : paiement toujours en attente.',
    );
    await advance(30_000);
    expect(statusCalls(fetch)).toHaveLength(3);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Vérifié à 14:11 : paiement toujours en attente.',
    );
  });

  it('treats processing like pending', async () => {
    stubFetch({ body: { order: { ...pending, status: 'processing', payment: { status: 'processing' } } } });
    await show(`/confirmation/${ORDER_ID}`);
    expect(screen.getByRole('heading', { name: 'Paiement en cours de vérification' })).toBeTruthy();
  });

  it('stops on a terminal status and focuses the new heading', async () => {
    const fetch = stubFetch({ body: { order: pending } }, { body: { order: completed } });
    await show(`/confirmation/${ORDER_ID}`);
    await advance(30_000);
    const heading = screen.getByRole('heading', { name: 'Paiement confirmé' });
    expect(document.activeElement).toBe(heading);
    await advance(120_000);
    expect(statusCalls(fetch)).toHaveLength(2);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('stops on failed too', async () => {
    const fetch = stubFetch({ body: { order: pending } }, { body: { order: failed } });
    await show(`/confirmation/${ORDER_ID}`);
    await advance(30_000);
    expect(screen.getByRole('heading', { name: 'Paiement refusé' })).toBeTruthy();
    await advance(120_000);
    expect(statusCalls(fetch)).toHaveLength(2);
  });

  it('stops when the screen is left', async () => {
    const fetch = stubFetch({ body: { order: pending } });
    const { unmount } = await show(`/confirmation/${ORDER_ID}`);
    await advance(10_000);
    unmount();
    await advance(120_000);
    expect(statusCalls(fetch)).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses on pagehide and while hidden, and checks at once when shown again', async () => {
    const fetch = stubFetch({ body: { order: pending } });
    await show(`/confirmation/${ORDER_ID}`);
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await advance(120_000);
    expect(statusCalls(fetch)).toHaveLength(1);

    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance();
    expect(statusCalls(fetch)).toHaveLength(2);
    expect(screen.getByText('Prochaine actualisation dans 30 s')).toBeTruthy();

    visibility.mockReturnValue('hidden');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(120_000);
    expect(statusCalls(fetch)).toHaveLength(2);
  });

  it("'Actualiser maintenant' fetches at once and restarts the countdown", async () => {
    const fetch = stubFetch({ body: { order: pending } });
    await show(`/confirmation/${ORDER_ID}`);
    await advance(12_000);
    expect(screen.getByText('Prochaine actualisation dans 18 s')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser maintenant' }));
    await advance();
    expect(statusCalls(fetch)).toHaveLength(2);
    expect(screen.getByText('Prochaine actualisation dans 30 s')).toBeTruthy();
    await advance(29_000);
    expect(statusCalls(fetch)).toHaveLength(2);
    await advance(1000);
    expect(statusCalls(fetch)).toHaveLength(3);
  });
});

describe('errors (docs/spec.md §8)', () => {
  const fetchError = (message: string) => `Erreur lors de la récupération des informations de commande: ${message}`;

  it.each([
    ['an API refusal', { body: { error: { code: 'ORDER_NOT_FOUND', message: 'Commande introuvable' } }, status: 404 }, 'Commande introuvable'],
    ['no response', new TypeError('Failed to fetch'), 'Erreur de connexion au serveur'],
    ['an answer that is no object', { body: 'ok' }, 'Format de réponse invalide'],
    ['an empty order', { body: { order: null } }, 'Commande introuvable'],
    ['an order without status', { body: { order: { id: ORDER_ID } } }, 'Les données de commande sont incomplètes'],
  ] as const)('shows %s inside the fetch message', async (_, answer, message) => {
    stubFetch(answer as Answer);
    await show(`/confirmation/${ORDER_ID}`);
    expect(screen.getByRole('alert').textContent).toBe(fetchError(message));
    expect(screen.getByRole('heading', { name: 'Aucune information disponible' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la billetterie' }).getAttribute('href')).toBe('/tickets');
  });

  it("defaults to 'Erreur inconnue' and clears the order shown before", async () => {
    const fetch = stubFetch({ body: { order: pending } });
    await show(`/confirmation/${ORDER_ID}`);
    // A failure that carries no message at all (here: a broken response object).
    fetch.mockImplementationOnce(
      async () =>
        ({
          ...reply({ order: pending }),
          headers: {
            get: () => {
              throw new Error('');
            },
          },
        }) as unknown as Response,
    );
    await advance(30_000);
    expect(screen.getByRole('alert').textContent).toBe(fetchError('Erreur inconnue'));
    expect(screen.queryByRole('heading', { name: 'Paiement en cours de vérification' })).toBeNull();
    expect(screen.queryByText('KL-7H3K9Q2M')).toBeNull();
    await advance(120_000);
    expect(statusCalls(fetch)).toHaveLength(2);

    // The visitor may try again by hand.
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser maintenant' }));
    await advance();
    expect(screen.getByRole('heading', { name: 'Paiement en cours de vérification' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Aucune information disponible' for a status it does not know", async () => {
    stubFetch({ body: { order: { ...completed, status: 'refunded', payment: { status: 'refunded' } } } });
    await show(`/confirmation/${ORDER_ID}`);
    expect(screen.getByRole('heading', { name: 'Aucune information disponible' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
