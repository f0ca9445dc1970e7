// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../cart/fake-api.test-helper';
import UsersPage from './UsersPage';
import { settle, debounce, rowText } from './admin.test-helper';
import { admin, scanner, signIn, userRow, urls, peopleTestSetup } from './people.test-helper';

vi.mock('../../lib/realtime', async () => (await import('./realtime.test-helper')).fakeRealtime);
vi.mock('./admin.css', () => ({}));

const spies = peopleTestSetup();

describe('UsersPage (/admin/users)', () => {
  it('lists the users from the API in a dense table; a row opens the user', async () => {
    signIn(admin);
    window.history.replaceState(null, '', '/admin/users');
    fakeApi({
      'GET /api/admin/users': () =>
        json({
          data: [userRow(), userRow({ id: 13, name: 'Léo Martin', email: 'leo@example.fr', role: 'scanner', ordersCount: 0, disabled: true, disabledAt: '2026-11-22T09:00:00.000Z' })],
          page: 1,
          pageSize: 25,
          total: 2,
        }),
    });
    render(<UsersPage />);
    expect(screen.getByRole('status').textContent).toBe('Chargement...');
    await settle();
    const table = screen.getByRole('table', { name: 'Liste des utilisateurs' });
    expect(within(table).getAllByRole('row').map(rowText)).toEqual([
      'Nom | E-mail | Rôle | Commandes | Inscrit le | État',
      'Awa Diallo | awa@example.fr | Utilisateur | 2 | 23 novembre 2026 | ',
      'Léo Martin | leo@example.fr | Contrôleur | 0 | 23 novembre 2026 | Désactivé',
    ]);
    expect(screen.getByText('2 utilisateur(s)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Awa Diallo' }).getAttribute('href')).toBe('/admin/users/12');
    fireEvent.click(screen.getByText('leo@example.fr'));
    expect(spies.assign).toHaveBeenCalledWith('/admin/users/13');
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('searches with q (debounced), filters by role and pages', async () => {
    signIn(scanner);
    window.history.replaceState(null, '', '/admin/users');
    const api = fakeApi({
      'GET /api/admin/users': () => json({ data: [userRow()], page: 1, pageSize: 25, total: 60 }),
    });
    render(<UsersPage />);
    await settle();
    expect(urls(api)[0]!.searchParams.get('q')).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'aw' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'awa' } });
    await debounce();
    await settle();
    // One call for the settled text, not one per keystroke.
    expect(urls(api).map((url) => url.searchParams.get('q'))).toEqual([null, 'awa']);
    expect(window.location.search).toBe('?q=awa');

    fireEvent.change(screen.getByRole('combobox', { name: 'Rôle' }), { target: { value: 'scanner' } });
    await settle();
    const last = urls(api).at(-1)!;
    expect(last.searchParams.get('role')).toBe('scanner');
    expect(last.searchParams.get('q')).toBe('awa');
    expect(last.searchParams.get('page')).toBe('1');

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 sur 3')).toBeTruthy();
    await act(async () => fireEvent.click(within(pager).getByRole('button', { name: 'Suivant' })));
    await settle();
    expect(urls(api).at(-1)!.searchParams.get('page')).toBe('2');
  });
});
