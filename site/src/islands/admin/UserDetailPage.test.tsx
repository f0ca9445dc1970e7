// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal, type RecordedCall } from '../cart/fake-api.test-helper';
import UserDetailPage, { userIdFromPath } from './UserDetailPage';
import { settle, rowText } from './admin.test-helper';
import { admin, scanner, signIn, userRow, message, stats, peopleTestSetup } from './people.test-helper';

vi.mock('../../lib/realtime', async () => (await import('./realtime.test-helper')).fakeRealtime);
vi.mock('./admin.css', () => ({}));

peopleTestSetup();

describe('UserDetailPage (/admin/users/{id})', () => {
  function detail(overrides: Record<string, unknown> = {}) {
    return {
      user: userRow(overrides),
      orders: [
        {
          id: 'o-1',
          number: 'KZ-2026-0042',
          status: 'completed',
          createdAt: '2026-11-20T10:00:00.000Z',
          paidAt: '2026-11-20T10:01:00.000Z',
          total: 149,
          subtotal: 149,
          discount: 0,
          promoCode: null,
          items: [],
          ticketsCount: 1,
          refundedAmount: 0,
        },
      ],
      tickets: [
        {
          id: 31,
          number: 'T-0001',
          status: 'valid',
          ticketTypeName: 'Full Pass',
          holderName: 'Awa Diallo',
          orderId: 'o-1',
          orderNumber: 'KZ-2026-0042',
          issuedAt: '2026-11-20T10:01:00.000Z',
          checkedInAt: '2027-04-16T18:30:00.000Z',
        },
      ],
      messages: [message({ status: 'answered', admin_response: 'Oui, tous les ateliers.', respondedAt: '2026-11-21T09:00:00.000Z', unread: false })],
    };
  }

  it('reads the id from the URL, and never from the build shell', () => {
    expect(userIdFromPath('/admin/users/12')).toBe(12);
    expect(userIdFromPath('/admin/users/12/')).toBe(12);
    expect(userIdFromPath('/admin/users/_')).toBeNull();
    expect(userIdFromPath('/admin/users/abc')).toBeNull();
  });

  it('shows the person, orders (link to the sales), tickets and messages', async () => {
    signIn(admin);
    window.history.replaceState(null, '', '/admin/users/12');
    const api = fakeApi({ 'GET /api/admin/users/12': () => json(detail()) });
    render(<UserDetailPage />);
    await settle();
    expect(api.paths()).toEqual(['GET /api/admin/users/12']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Awa Diallo');
    expect(screen.getByTestId('user-role').textContent).toBe('Utilisateur');
    expect(screen.getByText('Oui')).toBeTruthy();
    const orders = screen.getByRole('region', { name: /Commandes/ });
    expect(within(orders).getAllByRole('row').map(rowText)[1]).toBe('KZ-2026-0042 | Payée | 149,00 € | 20 novembre 2026 à 11:00');
    expect(within(orders).getByRole('link', { name: 'Voir la commande KZ-2026-0042 dans les ventes' }).getAttribute('href')).toBe('/admin/sales?q=KZ-2026-0042');
    const tickets = screen.getByRole('region', { name: /Billets/ });
    expect(within(tickets).getAllByRole('row').map(rowText)[1]).toBe('T-0001 | Full Pass | Awa Diallo | Valide | 16 avril 2027 à 20:30');
    const messages = screen.getByRole('region', { name: /Messages/ });
    expect(within(messages).getByText('Question sur le Full Pass')).toBeTruthy();
    expect(within(messages).getByText('Oui, tous les ateliers.')).toBeTruthy();
  });

  it('changes the role after confirmation with PATCH, and shows the API’s French refusal', async () => {
    signIn(admin);
    window.history.replaceState(null, '', '/admin/users/12');
    let refuse = true;
    const api = fakeApi({
      'GET /api/admin/users/12': () => json(detail()),
      'PATCH /api/admin/users/12': (call: RecordedCall) =>
        refuse
          ? refusal(400, 'SELF_ROLE_CHANGE', 'Vous ne pouvez pas modifier votre propre rôle.')
          : json({ user: userRow({ role: (call.body as { role: string }).role }) }),
      'GET /api/admin/stats': () => json(stats(0)),
    });
    render(<UserDetailPage />);
    await settle();
    const submit = screen.getByRole('button', { name: 'Changer le rôle' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Nouveau rôle' }), { target: { value: 'scanner' } });
    fireEvent.click(submit);
    // Nothing sent before the confirmation.
    expect(api.paths()).not.toContain('PATCH /api/admin/users/12');
    const dialog = screen.getByRole('alertdialog', { name: 'Changer le rôle ?' });
    expect(dialog.textContent).toContain('Awa Diallo passera de « Utilisateur » à « Contrôleur ».');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Changer le rôle' })));
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: '/api/admin/users/12', body: { role: 'scanner' } });
    expect(within(dialog).getByRole('alert').textContent).toBe('Vous ne pouvez pas modifier votre propre rôle.');
    expect(screen.getByTestId('user-role').textContent).toBe('Utilisateur');

    refuse = false;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Changer le rôle' })));
    await settle();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('user-role').textContent).toBe('Contrôleur');
    expect(screen.getByRole('status').textContent).toBe('Rôle modifié : Contrôleur.');
    // The shared stats are fetched again (the sidebar follows them).
    expect(api.paths()).toContain('GET /api/admin/stats');
  });

  it('asks for confirmation before disabling (all sessions end), then can re-enable', async () => {
    signIn(admin);
    window.history.replaceState(null, '', '/admin/users/12');
    const api = fakeApi({
      'GET /api/admin/users/12': () => json(detail()),
      'PATCH /api/admin/users/12': (call: RecordedCall) => {
        const disabled = (call.body as { disabled: boolean }).disabled;
        return json({ user: userRow({ disabled, disabledAt: disabled ? '2026-11-23T15:00:00.000Z' : null }) });
      },
      'GET /api/admin/stats': () => json(stats(0)),
    });
    render(<UserDetailPage />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver le compte' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Désactiver le compte ?' });
    expect(dialog.textContent).toContain('Toutes ses sessions ouvertes prennent fin immédiatement');
    // Cancel: nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.paths()).not.toContain('PATCH /api/admin/users/12');

    fireEvent.click(screen.getByRole('button', { name: 'Désactiver le compte' }));
    dialog = screen.getByRole('alertdialog', { name: 'Désactiver le compte ?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver le compte' })));
    await settle();
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ disabled: true }]);
    expect(screen.getByTestId('user-state').textContent).toBe('Désactivé depuis le 23 novembre 2026 à 16:00');
    expect(screen.getByRole('status').textContent).toBe('Compte désactivé : toutes ses sessions ont pris fin.');

    fireEvent.click(screen.getByRole('button', { name: 'Réactiver le compte' }));
    dialog = screen.getByRole('alertdialog', { name: 'Réactiver le compte ?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Réactiver le compte' })));
    await settle();
    expect(screen.getByTestId('user-state').textContent).toBe('Actif');
  });

  it('shows a scanner the page read-only (no role, no disable, no link to the sales)', async () => {
    signIn(scanner);
    window.history.replaceState(null, '', '/admin/users/12');
    const { user, tickets: rows } = detail();
    fakeApi({ 'GET /api/admin/users/12': () => json({ user, tickets: rows }) });
    render(<UserDetailPage />);
    await settle();
    expect(screen.getByText('Consultation seule : seul un administrateur peut modifier un compte.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Désactiver le compte' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Voir la commande/ })).toBeNull();
    // Door staff get the person and their tickets' check-in state, not orders nor messages.
    const tickets = screen.getByRole('region', { name: /Billets/ });
    expect(within(tickets).getAllByRole('row').map(rowText)[1]).toBe('T-0001 | Full Pass | Awa Diallo | Valide | 16 avril 2027 à 20:30');
    expect(screen.queryByRole('region', { name: /Commandes/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /Messages/ })).toBeNull();
  });

  it('says so when the user does not exist', async () => {
    signIn(admin);
    window.history.replaceState(null, '', '/admin/users/999');
    fakeApi({ 'GET /api/admin/users/999': () => refusal(404, 'USER_NOT_FOUND', 'Utilisateur introuvable.') });
    render(<UserDetailPage />);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Utilisateur introuvable.');
  });
});
