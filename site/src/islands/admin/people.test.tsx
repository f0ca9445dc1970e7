// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal, type RecordedCall } from '../cart/fake-api.test-helper';
import { nav } from '../auth/nav';
import { $session, resetSessionForTests, type SessionUser } from '../auth/session';
import { apiUser } from '../auth/test-helpers.test-helper';
import AuditPage from './AuditPage';
import MessagesPage, { inboxOrder } from './MessagesPage';
import UserDetailPage, { userIdFromPath } from './UserDetailPage';
import UsersPage from './UsersPage';
import { $adminStats, resetAdminStatsForTests } from './stats-store';
import { AdminMessageView } from '@kizomba/api-contract/messages';
import * as z from 'zod/mini';

const realtime = vi.hoisted(() => new Map<string, Set<(payload: unknown) => void>>());
vi.mock('../../lib/realtime', () => ({
  startRealtime: () => {},
  onRealtime: (event: string, handler: (payload: unknown) => void) => {
    if (!realtime.has(event)) realtime.set(event, new Set());
    realtime.get(event)!.add(handler);
    return () => realtime.get(event)?.delete(handler);
  },
}));
vi.mock('./admin.css', () => ({}));

const settle = () => act(async () => {});
/** Past the search box's debounce (300 ms). */
const debounce = () => act(() => new Promise((done) => setTimeout(done, 350)));
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
const rowText = (row: Element) => [...row.children].map(text).join(' | ');

const admin = apiUser({ id: 1, email: 'admin@kizomba.fr', firstName: 'Nadia', lastName: 'Lopes', name: 'Nadia Lopes', role: 'admin' });
const scanner = apiUser({ id: 2, email: 'porte@kizomba.fr', firstName: 'Yann', lastName: 'Kodjo', name: 'Yann Kodjo', role: 'scanner' });

function signIn(user: ReturnType<typeof apiUser>) {
  localStorage.setItem('token', 'jwt-1');
  $session.set({ status: 'authenticated', user: user as SessionUser });
}

function userRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 12,
    email: 'awa@example.fr',
    name: 'Awa Diallo',
    firstName: 'Awa',
    lastName: 'Diallo',
    role: 'user',
    avatar: null,
    emailVerified: true,
    createdAt: '2026-11-23T12:00:00.000Z',
    disabled: false,
    disabledAt: null,
    ordersCount: 2,
    ...overrides,
  };
}

function message(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    subject: 'Question sur le Full Pass',
    message: 'Bonjour,\nle Full Pass comprend-il les ateliers ?',
    name: 'Awa Diallo',
    email: 'awa@example.fr',
    orderNumber: 'KZ-2026-0042',
    status: 'new',
    admin_response: null,
    respondedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    unread: true,
    hasUnreadReply: false,
    userId: 12,
    respondedBy: null,
    replyReadAt: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function stats(unreadMessages: number) {
  return { totalUsers: 10, totalSales: 100, ticketsSold: 3, unreadMessages, charts: { salesPerDay: [], perTicketType: [], checkInsPerHour: [] } };
}

const urls = (api: { fetchMock: { mock: { calls: unknown[][] } } }) => api.fetchMock.mock.calls.map((call) => new URL(String(call[0]), 'http://localhost'));

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetSessionForTests();
  resetAdminStatsForTests();
  realtime.clear();
  localStorage.clear();
  assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

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
    expect(assign).toHaveBeenCalledWith('/admin/users/13');
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

describe('MessagesPage (/admin/messages)', () => {
  it('orders messages without an answer first', () => {
    const rows = [
      z.parse(AdminMessageView, message({ id: 1, admin_response: 'ok', status: 'answered' })),
      z.parse(AdminMessageView, message({ id: 2 })),
      z.parse(AdminMessageView, message({ id: 3, status: 'read', unread: false })),
    ];
    expect(inboxOrder(rows).map((row) => row.id)).toEqual([2, 3, 1]);
  });

  it('lists the inbox (unanswered first), filters by tab and searches', async () => {
    signIn(admin);
    window.history.replaceState(null, '', '/admin/messages');
    const api = fakeApi({
      'GET /api/admin/messages': () =>
        json({
          data: [
            message({ id: 9, subject: 'Merci !', status: 'answered', admin_response: 'Avec plaisir.', unread: false, createdAt: '2026-11-22T10:00:00.000Z' }),
            message({ id: 7 }),
          ],
          page: 1,
          pageSize: 30,
          total: 2,
          unread: 1,
        }),
    });
    render(<MessagesPage />);
    await settle();
    const list = screen.getByRole('list', { name: 'Messages reçus' });
    expect(within(list).getAllByRole('button').map((button) => within(button).getByText(/Question|Merci/).textContent)).toEqual([
      'Question sur le Full Pass',
      'Merci !',
    ]);
    expect(screen.getByText('1 non lu(s)')).toBeTruthy();
    expect(urls(api)[0]!.searchParams.get('status')).toBe('all');

    const tabs = screen.getByRole('group', { name: 'Filtrer les messages' });
    expect(within(tabs).getAllByRole('button').map((b) => b.textContent)).toEqual(['Tous', 'Non lus', 'Lus', 'Répondus']);
    await act(async () => fireEvent.click(within(tabs).getByRole('button', { name: 'Répondus' })));
    await settle();
    expect(urls(api).at(-1)!.searchParams.get('status')).toBe('replied');
    expect(within(tabs).getByRole('button', { name: 'Répondus' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'full pass' } });
    await debounce();
    await settle();
    expect(urls(api).at(-1)!.searchParams.get('q')).toBe('full pass');
  });

  it('opens a message, marks it read and unread, and the badge follows', async () => {
    signIn(admin);
    window.history.replaceState(null, '', '/admin/messages');
    let unread = 1;
    const api = fakeApi({
      'GET /api/admin/messages': () => json({ data: [message()], page: 1, pageSize: 30, total: 1, unread }),
      'PATCH /api/admin/messages/7': (call: RecordedCall) => {
        const read = (call.body as { read: boolean }).read;
        unread = read ? 0 : 1;
        return json({ message: message({ status: read ? 'read' : 'new', unread: !read }) });
      },
      'GET /api/admin/stats': () => json(stats(unread)),
    });
    const { container } = render(<MessagesPage />);
    await settle();
    expect(container.querySelector('.admin-inbox--reading')).toBeNull();
    fireEvent.click(within(screen.getByRole('list', { name: 'Messages reçus' })).getByRole('button'));
    expect(container.querySelector('.admin-inbox--reading')).toBeTruthy();
    expect(window.location.search).toBe('?id=7');
    const pane = screen.getByRole('article', { name: 'Question sur le Full Pass' });
    expect(pane.textContent).toContain('le Full Pass comprend-il les ateliers ?');
    expect(within(pane).getByRole('link', { name: 'KZ-2026-0042' }).getAttribute('href')).toBe('/admin/sales?q=KZ-2026-0042');

    await act(async () => fireEvent.click(within(pane).getByRole('button', { name: 'Marquer comme lu' })));
    await settle();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ read: true });
    expect(within(pane).getByTestId('message-status').textContent).toBe('Lu');
    expect($adminStats.get().stats?.unreadMessages).toBe(0);

    await act(async () => fireEvent.click(within(pane).getByRole('button', { name: 'Marquer comme non lu' })));
    await settle();
    expect(within(pane).getByTestId('message-status').textContent).toBe('Non lu');
    expect($adminStats.get().stats?.unreadMessages).toBe(1);

    // Phone: back to the list.
    fireEvent.click(within(pane).getByRole('button', { name: 'Retour à la liste' }));
    expect(container.querySelector('.admin-inbox--reading')).toBeNull();
  });

  it('posts a reply (1–5000 characters), then shows the answer and the status', async () => {
    signIn(admin);
    window.history.replaceState(null, '', '/admin/messages?id=7');
    let answered = false;
    const api = fakeApi({
      'GET /api/admin/messages': () =>
        json({
          data: [answered ? message({ status: 'answered', admin_response: 'Oui, tous les ateliers.', respondedAt: '2026-11-21T09:00:00.000Z', unread: false }) : message()],
          page: 1,
          pageSize: 30,
          total: 1,
          unread: answered ? 0 : 1,
        }),
      'POST /api/admin/messages/7/reply': (call: RecordedCall) => {
        answered = true;
        return json({
          message: message({ status: 'answered', admin_response: (call.body as { response: string }).response, respondedAt: '2026-11-21T09:00:00.000Z', unread: false }),
        });
      },
      'GET /api/admin/stats': () => json(stats(answered ? 0 : 1)),
    });
    render(<MessagesPage />);
    await settle();
    // Opened from the URL (a link from the user's page).
    const pane = screen.getByRole('article', { name: 'Question sur le Full Pass' });
    const send = within(pane).getByRole('button', { name: 'Envoyer la réponse' });

    await act(async () => fireEvent.click(send));
    expect(within(pane).getByRole('alert').textContent).toBe('Écrivez une réponse.');
    expect(api.paths()).not.toContain('POST /api/admin/messages/7/reply');

    const box = within(pane).getByRole('textbox', { name: 'Votre réponse' });
    expect(box.getAttribute('maxLength')).toBe('5000');
    fireEvent.change(box, { target: { value: '  Oui, tous les ateliers.  ' } });
    await act(async () => fireEvent.click(send));
    await settle();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/admin/messages/7/reply', body: { response: 'Oui, tous les ateliers.' } });
    expect(within(pane).getByTestId('message-response').textContent).toBe('Oui, tous les ateliers.');
    expect(within(pane).getByTestId('message-status').textContent).toBe('Répondu');
    expect(within(pane).getByText('Réponse envoyée.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    // The list shows the new status and the sidebar's count is fetched again.
    const item = within(screen.getByRole('list', { name: 'Messages reçus' })).getByRole('button');
    expect(item.textContent).toContain('Répondu');
    expect($adminStats.get().stats?.unreadMessages).toBe(0);
  });

  it('shows the API’s refusal of a reply', async () => {
    signIn(admin);
    window.history.replaceState(null, '', '/admin/messages?id=7');
    fakeApi({
      'GET /api/admin/messages': () => json({ data: [message()], page: 1, pageSize: 30, total: 1, unread: 1 }),
      'POST /api/admin/messages/7/reply': () => refusal(400, 'VALIDATION_ERROR', 'Veuillez écrire une réponse.'),
    });
    render(<MessagesPage />);
    await settle();
    fireEvent.change(screen.getByRole('textbox', { name: 'Votre réponse' }), { target: { value: 'x' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' })));
    expect(screen.getByRole('alert').textContent).toBe('Veuillez écrire une réponse.');
  });

  it('reloads the inbox when a new message arrives (admin:stats)', async () => {
    signIn(admin);
    window.history.replaceState(null, '', '/admin/messages');
    let rows = [message()];
    const api = fakeApi({ 'GET /api/admin/messages': () => json({ data: rows, page: 1, pageSize: 30, total: rows.length, unread: rows.length }) });
    render(<MessagesPage />);
    await settle();
    rows = [message({ id: 8, subject: 'Hébergement ?' }), message()];
    await act(async () => realtime.get('admin:stats')?.forEach((handler) => handler({ unreadMessages: 2 })));
    await settle();
    expect(api.paths().filter((path) => path === 'GET /api/admin/messages')).toHaveLength(2);
    expect(screen.getByText('Hébergement ?')).toBeTruthy();
  });
});

describe('AuditPage (/admin/audit)', () => {
  it('shows the journal with actions in French words and pages', async () => {
    signIn(admin);
    window.history.replaceState(null, '', '/admin/audit');
    const api = fakeApi({
      'GET /api/admin/audit': () =>
        json({
          data: [
            {
              id: 3,
              action: 'user.role-changed',
              targetType: 'user',
              targetId: '12',
              details: { from: 'user', to: 'scanner' },
              ip: '203.0.113.7',
              createdAt: '2026-11-23T15:00:00.000Z',
              actorId: 1,
              actorName: 'Nadia Lopes',
              actorEmail: 'admin@kizomba.fr',
            },
            { id: 2, action: 'message.replied', targetType: 'message', targetId: '7', details: { length: 23 }, ip: null, createdAt: '2026-11-23T14:00:00.000Z', actorId: null, actorName: null, actorEmail: null },
          ],
          page: 1,
          pageSize: 50,
          total: 120,
        }),
    });
    render(<AuditPage />);
    await settle();
    const rows = within(screen.getByRole('table', { name: 'Journal des actions' })).getAllByRole('row').map(rowText);
    expect(rows).toEqual([
      'Date | Auteur | Action | Cible | Détails',
      '23 novembre 2026 à 16:00 | Nadia Lopes | Rôle modifié | Utilisateur n° 12 | Utilisateur → Contrôleur',
      '23 novembre 2026 à 15:00 | Système | Réponse à un message | Message n° 7 | 23 caractères',
    ]);
    expect(screen.getByRole('link', { name: 'Utilisateur n° 12' }).getAttribute('href')).toBe('/admin/users/12');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Suivant' })));
    await settle();
    expect(urls(api).at(-1)!.searchParams.get('page')).toBe('2');
  });
});
