// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import WaitingEntryPage from './WaitingEntryPage';
import { waitingListTokenFromPath } from './token';

vi.mock('./waiting-list.css', () => ({}));
vi.mock('../auth/auth.css', () => ({}));

const TOKEN = 'ZW50cnktdG9rZW4tZm9yLXRlc3Rz';
const ENTRY_PATH = `/api/waiting-list/entries/${TOKEN}`;

const entry = (overrides: Record<string, unknown> = {}) => ({
  ticketTypeId: 5,
  ticketTypeName: 'Workshop Pass',
  ticketTypeSlug: 'workshop-pass',
  role: 'leader',
  quantity: 2,
  status: 'waiting',
  position: 4,
  lapses: 0,
  joinedAt: '2026-11-20T09:00:00.000Z',
  offer: null,
  ...overrides,
});

beforeEach(() => window.history.replaceState(null, '', `/waiting-list/entry/${TOKEN}`));
afterEach(() => cleanup());

async function renderPage() {
  render(<WaitingEntryPage />);
  await act(async () => {});
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('WaitingEntryPage', () => {
  it('shows the ticket, role, places, position and status', async () => {
    fakeApi({ [`GET ${ENTRY_PATH}`]: () => json({ entry: entry() }) });
    await renderPage();
    expect(fact('Billet')).toBe('Workshop Pass');
    expect(fact('Rôle de danse')).toBe('Guideur');
    expect(fact('Places demandées')).toBe('2');
    expect(fact('Votre position')).toBe('n° 4');
    expect(fact('Statut')).toBe('En attente');
  });

  it('says an offer is waiting in the e-mail, until when', async () => {
    fakeApi({
      [`GET ${ENTRY_PATH}`]: () =>
        json({ entry: entry({ status: 'offered', position: null, offer: { status: 'open', quantity: 2, expiresAt: '2026-11-23T18:00:00.000Z' } }) }),
    });
    await renderPage();
    expect(screen.queryByText('Votre position')).toBeNull();
    expect(fact('Statut')).toBe('Une place vous est proposée');
    expect(screen.getByText(/Une place vous est réservée jusqu’au .*23.* : réservez-la depuis le lien/)).toBeTruthy();
  });

  it('confirms a pending join only on the click (the page itself confirms nothing), then shows the position', async () => {
    const api = fakeApi({
      [`GET ${ENTRY_PATH}`]: () => json({ entry: entry({ status: 'pending', position: null }) }),
      [`POST ${ENTRY_PATH}/confirm`]: () => json({ entry: entry({ position: 7 }), message: 'C’est confirmé.' }),
    });
    await renderPage();
    expect(fact('Statut')).toBe('À confirmer');
    expect(screen.queryByText('Votre position')).toBeNull();
    expect(screen.getByText(/pas encore confirmée/)).toBeTruthy();
    expect(api.paths()).toEqual([`GET ${ENTRY_PATH}`]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmer mon inscription' })));
    expect(api.paths()).toEqual([`GET ${ENTRY_PATH}`, `POST ${ENTRY_PATH}/confirm`]);
    expect(screen.getByRole('status').textContent).toBe('C’est confirmé : vous êtes n° 7 sur la liste d’attente.');
    expect(fact('Votre position')).toBe('n° 7');
    expect(fact('Statut')).toBe('En attente');
    expect(screen.queryByRole('button', { name: 'Confirmer mon inscription' })).toBeNull();
  });

  it('shows the API words when the confirmation came too late', async () => {
    fakeApi({
      [`GET ${ENTRY_PATH}`]: () => json({ entry: entry({ status: 'pending', position: null }) }),
      [`POST ${ENTRY_PATH}/confirm`]: () => refusal(410, 'WAITING_CONFIRMATION_EXPIRED', 'Ce lien de confirmation a expiré.'),
    });
    await renderPage();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmer mon inscription' })));
    expect(screen.getByRole('alert').textContent).toBe('Ce lien de confirmation a expiré.');
    expect(fact('Statut')).toBe('À confirmer');
  });

  it('leaves the list only after confirming', async () => {
    const api = fakeApi({
      [`GET ${ENTRY_PATH}`]: () => json({ entry: entry() }),
      [`DELETE ${ENTRY_PATH}`]: () => json({ entry: entry({ status: 'left', position: null }), message: 'Vous avez quitté la liste.' }),
    });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Quitter la liste' }));
    const confirm = screen.getByRole('group', { name: /Quitter la liste d’attente \?/ });
    // The safe answer has the focus; choosing it keeps the place without any call.
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Rester sur la liste' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rester sur la liste' }));
    expect(api.paths()).toEqual([`GET ${ENTRY_PATH}`]);

    fireEvent.click(screen.getByRole('button', { name: 'Quitter la liste' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Oui, quitter la liste' })));
    expect(api.paths()).toEqual([`GET ${ENTRY_PATH}`, `DELETE ${ENTRY_PATH}`]);
    expect(screen.getByRole('heading', { name: /Vous avez quitté la liste d’attente/ })).toBeTruthy();
  });

  it('explains a removed entry and offers no leave', async () => {
    fakeApi({ [`GET ${ENTRY_PATH}`]: () => json({ entry: entry({ status: 'removed', position: null, lapses: 2 }) }) });
    await renderPage();
    expect(screen.getByText(/Deux offres sont restées sans réponse/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Quitter la liste' })).toBeNull();
  });

  it('says an unknown link is not found', async () => {
    fakeApi({ [`GET ${ENTRY_PATH}`]: () => refusal(404, 'WAITING_ENTRY_NOT_FOUND', 'Inscription introuvable.') });
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Cette inscription est introuvable. Vérifiez le lien reçu par e-mail.' })).toBeTruthy();
  });
});

describe('waitingListTokenFromPath', () => {
  it('reads the token in any language, not the shell or another page', () => {
    expect(waitingListTokenFromPath('/waiting-list/entry/abc-DEF_1', 'entry')).toBe('abc-DEF_1');
    expect(waitingListTokenFromPath('/pt/waiting-list/offer/abc%2Bx', 'offer')).toBe('abc+x');
    expect(waitingListTokenFromPath('/waiting-list/entry/_', 'entry')).toBeNull();
    expect(waitingListTokenFromPath('/waiting-list/offer/abc', 'entry')).toBeNull();
    expect(waitingListTokenFromPath('/waiting-list/entry/%E0%A4%A', 'entry')).toBeNull();
  });
});
