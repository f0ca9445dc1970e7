// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, refusal, type RecordedCall } from '../cart/fake-api.test-helper';
import MessagesPage, { inboxOrder } from './MessagesPage';
import { $adminStats } from './stats-store';
import { AdminMessageView } from '@kizomba/api-contract/messages';
import * as z from 'zod/mini';
import { settle, debounce } from './admin.test-helper';
import { admin, signIn, message, stats, urls, peopleTestSetup } from './people.test-helper';
import { realtime } from './realtime.test-helper';

vi.mock('../../lib/realtime', async () => (await import('./realtime.test-helper')).fakeRealtime);
vi.mock('./admin.css', () => ({}));

peopleTestSetup();

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
