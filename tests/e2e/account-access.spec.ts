/**
 * Issue 4: a user can never see another user's order, ticket, PDF or message (IDOR), and a
 * token stops working when its session is ended. Driven through the site's origin, as a browser
 * or a curious visitor with the network tab open would.
 */
import { authHeader, loginThroughApi, newAccount, registerThroughApi, waitForCompletedOrder } from './support/accounts';
import { orderThroughApi, payAtEmulator } from './support/api-purchase';
import { expect, fetchTickets, test } from './support/fixtures';

test.describe('account access', () => {
  test("one user cannot read another's orders, tickets, PDFs or messages", async ({ request, stack }) => {
    test.slow(); // a paid order, two accounts
    const owner = newAccount('idor-owner');
    const other = newAccount('idor-other');
    const ownerSession = await registerThroughApi(request, owner);
    const otherSession = await registerThroughApi(request, other);

    const ticketType = (await fetchTickets(request)).find((t) => t.onSale && !t.soldOut && t.remaining >= 1);
    expect(ticketType, 'a ticket type on sale').toBeTruthy();
    const order = await orderThroughApi(request, stack.siteUrl, owner, { ticketId: ticketType!.id, quantity: 1 }, ownerSession.token);
    await payAtEmulator(request, order.sessionId);
    await waitForCompletedOrder(request, order.orderId);

    const own = await request.get('/api/account/tickets', { headers: authHeader(ownerSession.token) });
    expect(own.status()).toBe(200);
    const ownTickets = ((await own.json()) as { data: { id: number; orderId: string }[] }).data;
    expect(ownTickets.map((t) => t.orderId), 'the logged-in buyer finds the ticket in the dashboard data').toContain(order.orderId);
    const ticketId = ownTickets.find((t) => t.orderId === order.orderId)!.id;

    const contact = await request.post('/api/messages/contact', {
      headers: authHeader(ownerSession.token),
      data: { name: 'Awa Diallo', email: owner.email, subject: 'Question générale', message: 'Le vestiaire est-il gratuit ?' },
    });
    expect(contact.status(), await contact.text()).toBe(201);

    await test.step('the other user gets 404 for every resource of the owner (no existence oracle)', async () => {
      for (const path of [`/api/account/tickets/${ticketId}`, `/api/account/tickets/${ticketId}/pdf`, `/api/account/orders/${order.orderId}/pdf`]) {
        const response = await request.get(path, { headers: authHeader(otherSession.token) });
        expect(response.status(), `GET ${path} as another user`).toBe(404);
      }
      const orders = await request.get('/api/account/orders', { headers: authHeader(otherSession.token) });
      expect(((await orders.json()) as { data: unknown[] }).data).toHaveLength(0);
      const tickets = await request.get('/api/account/tickets', { headers: authHeader(otherSession.token) });
      expect(((await tickets.json()) as { data: unknown[] }).data).toHaveLength(0);
      const messages = await request.get('/api/messages/my-messages', { headers: authHeader(otherSession.token) });
      expect(((await messages.json()) as { data: unknown[] }).data).toHaveLength(0);
    });

    await test.step('a guest gets 401, the owner gets the PDF', async () => {
      for (const path of ['/api/account/tickets', `/api/account/tickets/${ticketId}/pdf`, '/api/messages/my-messages', '/api/auth/me']) {
        expect((await request.get(path)).status(), `GET ${path} as a guest`).toBe(401);
      }
      const pdf = await request.get(`/api/account/tickets/${ticketId}/pdf`, { headers: authHeader(ownerSession.token) });
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
    });

    await test.step('a plain user is refused by the back-office API', async () => {
      const me = await request.get('/api/admin/auth/me', { headers: authHeader(otherSession.token) });
      expect(me.status()).toBe(403);
      const adminLogin = await request.post('/api/admin/auth/login', { data: { email: other.email, password: other.password } });
      expect(adminLogin.status()).toBe(401);
    });

    await test.step('« log out everywhere » ends every token of that user', async () => {
      const second = await loginThroughApi(request, other.email, other.password);
      const ended = await request.post('/api/auth/logout-all', { headers: authHeader(second.token) });
      expect(ended.status()).toBe(204);
      for (const token of [otherSession.token, second.token]) {
        const me = await request.get('/api/auth/me', { headers: authHeader(token) });
        expect(me.status()).toBe(401);
        expect(((await me.json()) as { error: { code: string } }).error.code).toBe('SESSION_EXPIRED');
      }
    });
  });
});
