// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../islands/cart/fake-api.test-helper';
import { apiUser } from '../../islands/auth/test-helpers.test-helper';
import {
  changePassword,
  deleteAccount,
  downloadOrderPdf,
  downloadTicketPdf,
  exportAccountData,
  getMyMessages,
  getOrders,
  getOverview,
  getTicket,
  getTickets,
  logoutAll,
  markMessageRead,
  updateProfile,
} from './account';

beforeEach(() => localStorage.setItem('token', 'jwt-1'));
afterEach(() => localStorage.clear());

const order = { id: 'o-1', number: 'KL-1', status: 'completed', createdAt: '2026-11-20T10:00:00Z', paidAt: null, total: 139, subtotal: 149, discount: 10, promoCode: 'X', items: [{ name: 'Full Pass', quantity: 1, unitPrice: 149, subtotal: 149 }], ticketsCount: 1, refundedAmount: 0 };
const ticket = {
  id: 7,
  number: 'T-7',
  code: 'KL-CODE-7',
  status: 'valid',
  ticketTypeName: 'Full Pass',
  holderName: 'Awa Diallo',
  orderId: 'o-1',
  orderNumber: 'KL-1',
  issuedAt: '2026-11-20T10:00:00Z',
  checkedInAt: null,
  role: 'leader',
  holder: { firstName: 'Awa', lastName: 'Diallo', email: 'awa@example.fr' },
  transfer: { toFirstName: 'Lina', toLastName: 'Costa', toEmail: 'lina@example.pt', createdAt: '2026-11-24T10:00:00Z', expiresAt: '2026-11-27T10:00:00Z' },
  resale: null,
  canTransfer: false,
  canResell: false,
  transferDeadline: '2027-04-01T21:59:00.000Z',
};

describe('api/account', () => {
  it('reads the overview, orders, tickets and one ticket', async () => {
    const api = fakeApi({
      'GET /api/account/overview': () => json({ ticketsCount: 2, upcoming: { startDate: '2027-04-16', endDate: '2027-04-18' }, recentOrders: [order, null] }),
      'GET /api/account/orders': () => json({ data: [order] }),
      'GET /api/account/tickets': () => json({ data: [ticket] }),
      'GET /api/account/tickets/7': () => json({ ticket }),
    });
    expect(await getOverview()).toEqual({ ticketsCount: 2, upcoming: { startDate: '2027-04-16', endDate: '2027-04-18' }, recentOrders: [order] });
    expect(await getOrders()).toEqual([order]);
    expect(await getTickets()).toEqual([ticket]);
    expect(await getTicket('7')).toEqual(ticket);
    expect(api.paths()).toHaveLength(4);
  });

  it('reads a ticket of an older answer without holder, role, transfer or resale as nothing under way and nothing allowed', async () => {
    const { role, holder, transfer, resale, canTransfer, canResell, transferDeadline, ...older } = ticket;
    void [role, holder, transfer, resale, canTransfer, canResell, transferDeadline];
    fakeApi({ 'GET /api/account/tickets/7': () => json({ ticket: older }) });
    expect(await getTicket('7')).toEqual({
      ...older,
      role: null,
      holder: { firstName: '', lastName: '', email: '' },
      transfer: null,
      resale: null,
      canTransfer: false,
      canResell: false,
      transferDeadline: null,
    });
  });

  it('a missing overview « upcoming » stays absent, missing lists are empty, a malformed one is refused', async () => {
    fakeApi({
      'GET /api/account/overview': () => json({ ticketsCount: 0 }),
      'GET /api/account/orders': () => json({}),
      'GET /api/account/tickets/8': () => json({ ticket: { number: 'T-8' } }),
    });
    expect(await getOverview()).toEqual({ ticketsCount: 0, recentOrders: [] });
    await expect(getTicket('8')).rejects.toMatchObject({ message: 'Une erreur est survenue', code: 'invalid_response' });
    expect(await getOrders()).toEqual([]);
  });

  it('an unknown ticket is a 404 ApiError', async () => {
    fakeApi({ 'GET /api/account/tickets/9': () => json({ error: { code: 'TICKET_NOT_FOUND', message: 'Billet introuvable.' } }, 404) });
    await expect(getTicket('9')).rejects.toMatchObject({ status: 404, code: 'TICKET_NOT_FOUND' });
  });

  it('files: ticket PDF, order PDF, export', async () => {
    const file = (name: string) => () => new Response('x', { headers: { 'Content-Disposition': `attachment; filename="${name}"` } });
    fakeApi({
      'GET /api/account/tickets/7/pdf': file('billet.pdf'),
      'GET /api/account/orders/o-1/pdf': file('commande.pdf'),
      'GET /api/account/export': file('mes-donnees-kizomba-lumiere.json'),
    });
    expect((await downloadTicketPdf(7)).fileName).toBe('billet.pdf');
    expect((await downloadOrderPdf('o-1')).fileName).toBe('commande.pdf');
    expect((await exportAccountData()).fileName).toBe('mes-donnees-kizomba-lumiere.json');
  });

  it('messages: list with the spec unread rule, mark read', async () => {
    const api = fakeApi({
      'GET /api/messages/my-messages': () =>
        json({ data: [{ id: 1, subject: 'Q', message: 'M', status: 'new', admin_response: null, createdAt: '2026-11-20T10:00:00Z' }] }),
      'POST /api/messages/1/read': () => json({ message: {} }),
    });
    const [message] = await getMyMessages();
    expect(message).toMatchObject({ id: 1, unread: true, hasUnreadReply: false, admin_response: null });
    await markMessageRead(1);
    expect(api.paths()).toEqual(['GET /api/messages/my-messages', 'POST /api/messages/1/read']);
  });

  it('security calls hit their endpoints with their bodies', async () => {
    const user = apiUser();
    const api = fakeApi({
      'POST /api/auth/change-password': () => json({ token: 'jwt-2', user }),
      'POST /api/auth/logout-all': () => new Response(null, { status: 204 }),
      'PATCH /api/auth/me': () => json({ user: { ...user, firstName: 'Ama' } }),
      'DELETE /api/account': () => new Response(null, { status: 204 }),
    });
    expect(await changePassword('old-pass', 'new-password')).toMatchObject({ token: 'jwt-2', user: { id: 12 } });
    await logoutAll();
    expect((await updateProfile({ firstName: 'Ama', lastName: 'Diallo' }))?.firstName).toBe('Ama');
    await deleteAccount({ confirm: 'SUPPRIMER' });
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/auth/change-password', { currentPassword: 'old-pass', newPassword: 'new-password' }],
      ['POST', '/api/auth/logout-all', undefined],
      ['PATCH', '/api/auth/me', { firstName: 'Ama', lastName: 'Diallo' }],
      ['DELETE', '/api/account', { confirm: 'SUPPRIMER' }],
    ]);
  });
});
