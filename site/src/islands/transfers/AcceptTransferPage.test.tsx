// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import { $session, resetSessionForTests } from '../auth/session';
import { apiUser, storeSession } from '../auth/test-helpers.test-helper';
import AcceptTransferPage, { transferTokenFromPath } from './AcceptTransferPage';

vi.mock('./transfers.css', () => ({}));
vi.mock('../auth/auth.css', () => ({}));

const settle = () => act(async () => {});
const plain = (value: string | null | undefined) => (value ?? '').replace(/\s/g, ' ');
const TOKEN = 'xfer_9QbC-2';
const view = (overrides: Record<string, unknown> = {}) => ({
  status: 'pending',
  ticketTypeName: 'Workshop Pass',
  role: 'leader',
  fromName: 'Awa',
  toFirstName: 'Lina',
  toLastName: 'Costa',
  expiresAt: '2026-11-27T10:00:00.000Z',
  festivalStart: '2027-04-16',
  festivalEnd: '2027-04-18',
  ...overrides,
});
const accepted = { transfer: view({ status: 'accepted' }), ticketNumber: 'T-0042', emailedTo: 'lina@example.pt', dashboardPath: '/dashboard/ticket/42' };

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
  window.history.replaceState(null, '', `/transfer/${TOKEN}`);
});
afterEach(() => cleanup());

async function show(handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handlers);
  render(<AcceptTransferPage />);
  await settle();
  return api;
}

describe('AcceptTransferPage', () => {
  it('reads the token from the path, in any language; the shell’s `_` is none', () => {
    expect(transferTokenFromPath('/transfer/abc%2D1')).toBe('abc-1');
    expect(transferTokenFromPath('/pt/transfer/abc-2')).toBe('abc-2');
    expect(transferTokenFromPath('/transfer/_')).toBeNull();
    expect(transferTokenFromPath('/transfer/%E0%A4%A')).toBeNull();
    expect(transferTokenFromPath('/dashboard')).toBeNull();
  });

  it('shows what is offered and by whom, accepts, and says the PDF went by e-mail (no dashboard link for a visitor)', async () => {
    const api = await show({
      [`GET /api/ticket-transfers/${TOKEN}`]: () => json({ transfer: view() }),
      [`POST /api/ticket-transfers/${TOKEN}/accept`]: () => json(accepted),
    });
    expect(screen.getByText('Awa vous offre sa place au festival.')).toBeTruthy();
    expect(screen.getByText('Billet').nextElementSibling!.textContent).toBe('Workshop Pass');
    expect(screen.getByText('Rôle de danse').nextElementSibling!.textContent).toBe('Guideur');
    expect(screen.getByText('Au nom de').nextElementSibling!.textContent).toBe('Lina Costa');
    expect(plain(screen.getByText(/À accepter avant le/).textContent)).toMatch(/27 novembre 2026/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accepter le billet' })));
    expect(api.paths()).toEqual([`GET /api/ticket-transfers/${TOKEN}`, `POST /api/ticket-transfers/${TOKEN}/accept`]);
    expect(screen.getByRole('heading', { name: 'Le billet est à vous !' })).toBeTruthy();
    expect(screen.getByText(/Votre billet PDF, avec son QR code, vient de vous être envoyé par e-mail/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Voir mes billets' })).toBeNull();
  });

  it('links to the dashboard when signed in with the e-mail the ticket went to', async () => {
    storeSession(apiUser({ email: 'Lina@Example.pt' }));
    $session.set({ status: 'authenticated', user: { ...apiUser({ email: 'Lina@Example.pt' }), avatar: null } });
    await show({
      [`GET /api/ticket-transfers/${TOKEN}`]: () => json({ transfer: view({ role: null }) }),
      [`POST /api/ticket-transfers/${TOKEN}/accept`]: () => json(accepted),
    });
    expect(screen.queryByText('Rôle de danse')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accepter le billet' })));
    expect(screen.getByRole('link', { name: 'Voir mes billets' }).getAttribute('href')).toBe('/dashboard/ticket/42');
  });

  it('signed in with another e-mail: no dashboard link (the ticket is not in that account)', async () => {
    $session.set({ status: 'authenticated', user: { ...apiUser(), avatar: null } });
    await show({
      [`GET /api/ticket-transfers/${TOKEN}`]: () => json({ transfer: view() }),
      [`POST /api/ticket-transfers/${TOKEN}/accept`]: () => json(accepted),
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accepter le billet' })));
    expect(screen.getByRole('heading', { name: 'Le billet est à vous !' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Voir mes billets' })).toBeNull();
  });

  it.each([
    ['expired', 'Ce transfert a expiré : le billet est revenu à la personne qui vous l’offrait. Demandez-lui de vous l’envoyer de nouveau.'],
    ['cancelled', 'Ce transfert a été annulé par la personne qui vous l’offrait.'],
    ['accepted', 'Ce billet a déjà été accepté : le billet PDF a été envoyé par e-mail à son nouveau titulaire.'],
  ])('a link whose transfer is %s says so, with no button', async (status, message) => {
    await show({ [`GET /api/ticket-transfers/${TOKEN}`]: () => json({ transfer: view({ status }) }) });
    expect(screen.getByRole('heading', { name: message })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accepter le billet' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nous contacter' }).getAttribute('href')).toBe('/contact');
  });

  it('an unknown token (404) and the shell page itself: « n’existe pas », no call for the shell', async () => {
    await show({ [`GET /api/ticket-transfers/${TOKEN}`]: () => refusal(404, 'TRANSFER_NOT_FOUND', 'Introuvable') });
    expect(screen.getByRole('heading', { name: /Ce lien de transfert n’existe pas/ })).toBeTruthy();
    cleanup();
    window.history.replaceState(null, '', '/transfer/_');
    const api = await show({});
    expect(screen.getByRole('heading', { name: /Ce lien de transfert n’existe pas/ })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('refusals on accept: 410 cancelled / expired and 409 already accepted replace the offer; other errors stay beside the button', async () => {
    let answer = refusal(410, 'TRANSFER_CANCELLED', 'Annulé');
    const handlers = {
      [`GET /api/ticket-transfers/${TOKEN}`]: () => json({ transfer: view() }),
      [`POST /api/ticket-transfers/${TOKEN}/accept`]: () => answer,
    };
    await show(handlers);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accepter le billet' })));
    expect(screen.getByRole('heading', { name: 'Ce transfert a été annulé par la personne qui vous l’offrait.' })).toBeTruthy();

    for (const [next, heading] of [
      [refusal(410, 'TRANSFER_EXPIRED', 'Expiré'), /Ce transfert a expiré/],
      [refusal(409, 'TRANSFER_NOT_PENDING', 'Déjà accepté'), /Ce billet a déjà été accepté/],
    ] as const) {
      cleanup();
      answer = next;
      await show(handlers);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accepter le billet' })));
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }

    cleanup();
    answer = refusal(500, 'INTERNAL', 'Le service est momentanément indisponible.');
    await show(handlers);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accepter le billet' })));
    expect(screen.getByRole('alert').textContent).toBe('Le service est momentanément indisponible.');
    expect((screen.getByRole('button', { name: 'Accepter le billet' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
