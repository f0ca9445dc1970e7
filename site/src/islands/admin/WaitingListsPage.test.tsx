// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal } from '../cart/fake-api.test-helper';
import WaitingListsPage from './WaitingListsPage';
import WaitingListDetailPage, { waitingListIdFromPath } from './WaitingListDetailPage';
import { rowText, settle, text } from './admin.test-helper';
import { salesTestSetup } from './sales.test-helper';

vi.mock('./admin.css', () => ({}));

salesTestSetup();

const list = (overrides: Record<string, unknown> = {}) => ({
  ticketTypeId: 4,
  ticketTypeName: 'Workshop Pass',
  danceRoles: 'balanced',
  role: 'follower',
  waitingPeople: 4,
  waitingPlaces: 6,
  offersOpen: 1,
  placesOffered: 2,
  converted: 3,
  convertedPlaces: 4,
  lapsed: 1,
  conversionRate: 0.75,
  unitPrice: 60,
  revenueWaiting: 360,
  ...overrides,
});

const lists = [
  list(),
  list({ role: 'leader', waitingPeople: 0, waitingPlaces: 0, offersOpen: 0, placesOffered: 0, converted: 0, convertedPlaces: 0, lapsed: 0, conversionRate: null, revenueWaiting: 0 }),
  list({ ticketTypeId: 1, ticketTypeName: 'Full Pass', danceRoles: 'none', role: null, waitingPeople: 1, waitingPlaces: 1, offersOpen: 0, placesOffered: 0, converted: 0, convertedPlaces: 0, lapsed: 2, conversionRate: 0, unitPrice: 149, revenueWaiting: 149 }),
  list({ ticketTypeId: 5, ticketTypeName: 'Pass Couple', danceRoles: 'couple', role: null, waitingPeople: 2, waitingPlaces: 2, offersOpen: 0, placesOffered: 0, converted: 0, convertedPlaces: 0, lapsed: 0, conversionRate: null, unitPrice: 220, revenueWaiting: 440 }),
];

const offer = { id: 31, status: 'open', quantity: 2, expiresAt: '2027-03-02T17:00:00.000Z', createdAt: '2027-02-28T17:00:00.000Z', orderNumber: null };
const entries = [
  { id: 11, email: 'ines.moreau@example.fr', role: 'follower', quantity: 1, locale: 'fr', status: 'waiting', position: 1, lapses: 0, queuedAt: '2027-02-20T09:00:00.000Z', createdAt: '2027-02-20T09:00:00.000Z', offer: null },
  { id: 12, email: 'joao.silva@example.pt', role: 'follower', quantity: 2, locale: 'pt', status: 'offered', position: null, lapses: 1, queuedAt: '2027-02-18T09:00:00.000Z', createdAt: '2027-02-10T09:00:00.000Z', offer },
  { id: 13, email: 'lea@example.fr', role: 'leader', quantity: 1, locale: 'fr', status: 'converted', position: null, lapses: 0, queuedAt: '2027-02-01T09:00:00.000Z', createdAt: '2027-02-01T09:00:00.000Z', offer: null },
];

describe('WaitingListsPage (/admin/waiting-lists)', () => {
  it('shows each list’s figures, the totals and the revenue waiting in a sentence', async () => {
    fakeApi({ 'GET /api/admin/waiting-lists': () => json({ data: lists }) });
    render(<WaitingListsPage />);
    await settle();
    const rows = within(screen.getByRole('table', { name: 'Listes d’attente par type de billet et par rôle' })).getAllByRole('row');
    expect(rowText(rows[0]!)).toBe(
      'Type de billet | Rôle | Personnes | Places | Offres en cours | Achetées | Expirées | Conversion | CA en attente | Actions',
    );
    expect(rowText(rows[1]!)).toBe('Workshop Pass | Suiveur (follower) | 4 | 6 | 12 pl. | 34 pl. | 1 | 75 % | 360,00 € | Détail');
    expect(rowText(rows[2]!)).toBe('Workshop Pass | Guideur (leader) | 0 | 0 | 0 | 0 | 0 | — | 0,00 € | Détail');
    expect(rowText(rows[3]!)).toBe('Full Pass | Tous | 1 | 1 | 0 | 0 | 2 | 0 % | 149,00 € | Détail');
    expect(rowText(rows[4]!)).toBe('Pass Couple | Pass couple | 2 | 2 | 0 | 0 | 0 | — | 440,00 € | Détail');
    expect(screen.getByRole('link', { name: 'Détail de la liste Workshop Pass — Suiveur (follower)' }).getAttribute('href')).toBe('/admin/waiting-lists/4');
    expect(text(screen.getByText(/^En tout/))).toBe('En tout : 7 personnes attendent 9 places, soit 949,00 €.');

    const revenue = screen.getByRole('region', { name: 'Chiffre d’affaires en attente' });
    expect(within(revenue).getAllByRole('listitem').map(text)).toEqual([
      'Workshop Pass — Suiveur (follower) : Vous vendriez 6 places de plus, soit 360,00 €, en augmentant ce quota.',
      'Full Pass : Vous vendriez 1 place de plus, soit 149,00 €, en augmentant ce quota.',
      'Pass Couple : Vous vendriez 2 pass couple de plus, soit 440,00 €, en augmentant ce quota.',
    ]);
    expect(text(revenue)).toContain('il faut aussi que la règle d’équilibre');
    expect(within(revenue).getByRole('link', { name: 'Modifier le quota' }).getAttribute('href')).toBe('/admin/tickets');
  });

  it('says so when nobody ever joined', async () => {
    fakeApi({ 'GET /api/admin/waiting-lists': () => json({ data: [] }) });
    render(<WaitingListsPage />);
    await settle();
    expect(screen.getByText('Personne ne s’est encore inscrit sur une liste d’attente.')).toBeTruthy();
  });

  it('shows the API’s refusal', async () => {
    fakeApi({ 'GET /api/admin/waiting-lists': () => refusal(403, 'FORBIDDEN', 'Accès réservé aux administrateurs.') });
    render(<WaitingListsPage />);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Accès réservé aux administrateurs.');
  });
});

describe('WaitingListDetailPage (/admin/waiting-lists/{id})', () => {
  const detail = (rows = entries) => ({ ticketTypeId: 4, ticketTypeName: 'Workshop Pass', danceRoles: 'balanced', lists: lists.slice(0, 2), entries: rows });

  it('reads the id from the path', () => {
    expect(waitingListIdFromPath('/admin/waiting-lists/4')).toBe(4);
    expect(waitingListIdFromPath('/admin/waiting-lists/_')).toBeNull();
    expect(waitingListIdFromPath('/admin/waiting-lists/0')).toBeNull();
    expect(waitingListIdFromPath('/admin/sales/4')).toBeNull();
  });

  it('shows the offers in flight with their expiry, the entries with positions, and filters by status', async () => {
    window.history.replaceState(null, '', '/admin/waiting-lists/4');
    fakeApi({ 'GET /api/admin/waiting-lists/4': () => json(detail()) });
    render(<WaitingListDetailPage />);
    await settle();
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Liste d’attente : Workshop Pass');
    const figures = within(screen.getByRole('table', { name: 'Chiffres de la liste Workshop Pass' })).getAllByRole('row');
    expect(figures.map(rowText).slice(1)).toEqual(['Suiveur (follower) | 4 | 6 | 12 pl. | 34 pl. | 1 | 75 % | 360,00 €', 'Guideur (leader) | 0 | 0 | 0 | 0 | 0 | — | 0,00 €']);

    const offers = within(screen.getByRole('table', { name: 'Offres en cours' })).getAllByRole('row').slice(1);
    expect(offers.map(rowText)).toEqual(['joao.silva@example.pt | Suiveur (follower) | 2 | Ouverte | 28/02/2027 18:00 | 02/03/2027 18:00 | —']);

    const rows = () => within(screen.getByRole('table', { name: 'Inscriptions' })).getAllByRole('row').slice(1);
    expect(rows().map(rowText)).toEqual([
      '1 | ines.moreau@example.fr | Suiveur (follower) | 1 | En attente | 0 | 20/02/2027 10:00 | Français | Retirer',
      '— | joao.silva@example.pt | Suiveur (follower) | 2 | Offre en coursjusqu’au 02/03/2027 18:00 | 1 | 18/02/2027 10:00 | Português | Retirer',
      '— | lea@example.fr | Guideur (leader) | 1 | A acheté | 0 | 01/02/2027 10:00 | Français | ',
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Statut' }), { target: { value: 'converted' } });
    expect(rows().map((row) => row.children[1]!.textContent)).toEqual(['lea@example.fr']);
  });

  it('removes an entry after the confirmation and reads the list again', async () => {
    window.history.replaceState(null, '', '/admin/waiting-lists/4');
    let answer = detail();
    const api = fakeApi({
      'GET /api/admin/waiting-lists/4': () => json(answer),
      'DELETE /api/admin/waiting-lists/entries/11': () => {
        answer = detail([{ ...entries[0]!, status: 'removed', position: null }, ...entries.slice(1)]);
        return json({ entry: answer.entries[0] });
      },
    });
    render(<WaitingListDetailPage />);
    await settle();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer ines.moreau@example.fr de la liste' }));
    const dialog = screen.getByRole('alertdialog');
    expect(text(dialog)).toContain('Retirer ines.moreau@example.fr de la liste d’attente ?');
    expect(text(dialog)).toContain('Une offre en cours lui est retirée et passe à la personne suivante.');
    expect(api.paths()).not.toContain('DELETE /api/admin/waiting-lists/entries/11');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer' })));
    await settle();
    expect(api.paths()).toContain('DELETE /api/admin/waiting-lists/entries/11');
    expect(screen.getByRole('status').textContent).toBe('ines.moreau@example.fr a été retiré·e de la liste.');
    expect(screen.queryByRole('button', { name: 'Retirer ines.moreau@example.fr de la liste' })).toBeNull();
    expect(api.paths().filter((path) => path === 'GET /api/admin/waiting-lists/4')).toHaveLength(2);
  });

  it('says « introuvable » for an unknown type', async () => {
    window.history.replaceState(null, '', '/admin/waiting-lists/99');
    fakeApi({ 'GET /api/admin/waiting-lists/99': () => refusal(404, 'NOT_FOUND', 'Type de billet introuvable.') });
    render(<WaitingListDetailPage />);
    await settle();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Liste d’attente introuvable.');
  });
});
