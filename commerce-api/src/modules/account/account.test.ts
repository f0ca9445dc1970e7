import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { onDomainEvent, type DomainEventName } from '../../lib/events.js';
import { hashPassword } from '../../lib/password.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { expectContract } from '../../test/contract.js';
import { AccountOverview } from '@kizomba/api-contract/account';
import type { UserInstance } from '../auth/models.js';
import { LOCK_AFTER_FAILURES, tooManyAttemptsMessage } from '../auth/throttle.js';
import { issueAccessToken } from '../auth/tokens.js';
import type { OrderInstance } from '../orders/index.js';
import { createPaidOrder } from '../mail/mail.test-helper.js';
import type { TicketInstance } from '../tickets/index.js';

const NOW = new Date('2026-12-02T10:00:00Z');
const PASSWORD = 'Kizomba-Lumiere-2027!';

/** supertest keeps binary bodies as a Buffer only when told how. */
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

describeEachDatabase('account (dashboard)', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let awa: UserInstance;
  let bob: UserInstance;
  let awaOrder: OrderInstance;
  let awaTickets: TicketInstance[];
  let bobOrder: OrderInstance;
  let bobTickets: TicketInstance[];
  let events: Array<{ name: DomainEventName; payload: unknown }>;
  let stopListening: () => void;

  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user, { now: NOW }).token}`;
  const get = (path: string, user?: UserInstance) => {
    const req = request(app).get(path);
    return user ? req.set('Authorization', bearer(user)) : req;
  };

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    const { User, Order } = testDb.db.models;
    awa = await User.create({ email: 'awa.diallo@example.org', firstName: 'Awa', lastName: 'Diallo', passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: NOW });
    bob = await User.create({ email: 'bob@example.org', firstName: 'Bob', lastName: 'Martin' });
    ({ order: awaOrder, tickets: awaTickets } = await createPaidOrder(testDb.db, { email: awa.email }));
    await awaOrder.update({ userId: awa.id });
    ({ order: bobOrder, tickets: bobTickets } = await createPaidOrder(testDb.db, { email: bob.email, firstName: 'Bob', holders: ['Bob Martin'] }));
    await bobOrder.update({ userId: bob.id });
    // Read back what the database kept (MariaDB DATETIME stores whole seconds).
    await Promise.all([awaOrder, bobOrder, ...awaTickets, ...bobTickets].map((row) => row.reload()));
    // A pending order of Awa's: listed with the orders, no tickets.
    await Order.create({
      id: '9f0c1a52-6a1e-4f5e-9b7d-2f6d8c1e4a3b',
      number: 'KL-PENDING1',
      status: 'pending',
      userId: awa.id,
      email: awa.email,
      firstName: 'Awa',
      lastName: 'Diallo',
      phone: '+33612345678',
      billingAddress: { line1: '1 rue X', line2: null, postalCode: '69001', city: 'Lyon', country: 'FR', state: null, isInternational: false },
      subtotalCents: 3_500,
      totalCents: 3_500,
      holdExpiresAt: new Date(NOW.getTime() + 30 * 60_000),
      createdAt: new Date(NOW.getTime() - 60_000),
    });
    app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => NOW });
    stopListening = onDomainEvent(testDb.db.sequelize, (name, payload) => events.push({ name, payload }));
  });
  afterAll(async () => {
    stopListening?.();
    await testDb?.close();
  });
  beforeEach(() => {
    events = [];
  });

  it('answers 401 to a guest on every route', async () => {
    for (const path of ['overview', 'orders', 'tickets', `tickets/${awaTickets[0]!.id}`, `tickets/${awaTickets[0]!.id}/pdf`, `orders/${awaOrder.id}/pdf`, 'export']) {
      const res = await get(`/api/account/${path}`);
      expect(res.status, path).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    }
    expect((await request(app).delete('/api/account').send({ confirm: 'SUPPRIMER' })).status).toBe(401);
  });

  it('lists only my orders, newest first, with the contract shape', async () => {
    const res = await get('/api/account/orders', awa);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.map((o: { number: string }) => o.number)).toEqual(['KL-PENDING1', awaOrder.number]);
    expect(res.body.data[1]).toEqual({
      id: awaOrder.id,
      number: awaOrder.number,
      status: 'completed',
      createdAt: awaOrder.createdAt.toISOString(),
      paidAt: awaOrder.paidAt!.toISOString(),
      total: 233,
      subtotal: 238,
      discount: 5,
      promoCode: 'BIENVENUE5',
      items: [{ name: 'Full Pass', quantity: 2, unitPrice: 119, subtotal: 238 }],
      ticketsCount: 2,
      refundedAmount: 0,
    });
  });

  it('gives an overview: valid tickets, the festival dates, recent orders', async () => {
    const res = await get('/api/account/overview', awa);
    expect(res.status).toBe(200);
    expectContract(res.body, AccountOverview);
    expect(res.body.ticketsCount).toBe(2);
    expect(res.body.upcoming).toEqual({ startDate: '2027-04-16', endDate: '2027-04-18' });
    expect(res.body.recentOrders).toHaveLength(2);
    const none = await get('/api/account/overview', (await testDb.db.models.User.create({ email: 'new@example.org' })));
    expect(none.body).toEqual({ ticketsCount: 0, recentOrders: [] });
  });

  it('lists my tickets of completed orders and shows one of them', async () => {
    const list = await get('/api/account/tickets', awa);
    expect(list.status).toBe(200);
    expect(list.body.data.map((t: { id: number }) => t.id)).toEqual(awaTickets.map((t) => t.id));
    const one = await get(`/api/account/tickets/${awaTickets[1]!.id}`, awa);
    expect(one.status).toBe(200);
    expect(one.body.ticket).toEqual({
      id: awaTickets[1]!.id,
      number: String(awaTickets[1]!.id).padStart(6, '0'),
      code: awaTickets[1]!.code,
      status: 'valid',
      ticketTypeName: 'Full Pass',
      holderName: 'Élodie Ferré',
      orderId: awaOrder.id,
      orderNumber: awaOrder.number,
      issuedAt: awaTickets[1]!.createdAt.toISOString(),
      checkedInAt: null,
      role: null,
      holder: { firstName: 'Élodie Ferré', lastName: '', email: awaOrder.email },
      transfer: null,
      resale: null,
      canTransfer: true,
      canResell: true,
      transferDeadline: null,
    });
  });

  it("names the ticket types in the dashboard's language; the data export keeps the French name bought", async () => {
    const { User, OrderItem, Ticket, TicketType } = testDb.db.models;
    const carla = await User.create({ email: 'carla@example.org', firstName: 'Carla', lastName: 'Lopes' });
    const { order, tickets } = await createPaidOrder(testDb.db, { email: carla.email, firstName: 'Carla', holders: ['Carla Lopes'] });
    await order.update({ userId: carla.id });
    const friday = (await TicketType.findOne({ where: { slug: 'soiree-vendredi' } }))!;
    await OrderItem.update({ ticketTypeId: friday.id, name: 'Soirée du vendredi' }, { where: { orderId: order.id } });
    await Ticket.update({ ticketTypeId: friday.id }, { where: { orderId: order.id } });
    const inLocale = (path: string, locale?: string) => {
      const req = get(path, carla);
      return locale ? req.set('X-Locale', locale) : req;
    };

    for (const [locale, name] of [['en', 'Friday party'], [undefined, 'Soirée du vendredi']] as const) {
      expect((await inLocale('/api/account/orders', locale)).body.data[0].items[0].name, locale).toBe(name);
      const overview = (await inLocale('/api/account/overview', locale)).body;
      expect(overview.recentOrders[0].items[0].name, locale).toBe(name);
      expect((await inLocale('/api/account/tickets', locale)).body.data[0].ticketTypeName, locale).toBe(name);
      expect((await inLocale(`/api/account/tickets/${tickets[0]!.id}`, locale)).body.ticket.ticketTypeName, locale).toBe(name);
    }
    const exported = JSON.parse((await inLocale('/api/account/export', 'en')).text);
    expect(exported.orders[0].items[0].name).toBe('Soirée du vendredi');
    expect(exported.tickets[0].ticketTypeName).toBe('Soirée du vendredi');
  });

  it("answers 404 for another user's ticket, ticket PDF and order PDF, like unknown ids (no existence oracle)", async () => {
    const bobTicket = bobTickets[0]!.id;
    for (const [path, code] of [
      [`tickets/${bobTicket}`, 'TICKET_NOT_FOUND'],
      [`tickets/${bobTicket}/pdf`, 'TICKET_NOT_FOUND'],
      [`orders/${bobOrder.id}/pdf`, 'ORDER_NOT_FOUND'],
      ['tickets/999999', 'TICKET_NOT_FOUND'],
      ['tickets/abc', 'TICKET_NOT_FOUND'],
      ['tickets/999999/pdf', 'TICKET_NOT_FOUND'],
      ['orders/00000000-0000-4000-8000-000000000000/pdf', 'ORDER_NOT_FOUND'],
      ['orders/nope/pdf', 'ORDER_NOT_FOUND'],
    ] as const) {
      const res = await get(`/api/account/${path}`, awa);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code, path).toBe(code);
    }
    expect((await get('/api/account/tickets', awa)).body.data.some((t: { id: number }) => t.id === bobTicket)).toBe(false);
  });

  it('downloads my ticket and my order as PDF attachments, never cached', async () => {
    const ticket = await binary(get(`/api/account/tickets/${awaTickets[0]!.id}/pdf`, awa));
    expect(ticket.status).toBe(200);
    expect(ticket.headers['content-type']).toBe('application/pdf');
    expect(ticket.headers['content-disposition']).toBe(`attachment; filename="billet-${awaOrder.number}-${String(awaTickets[0]!.id).padStart(6, '0')}.pdf"`);
    expect(ticket.headers['cache-control']).toBe('no-store');
    const ticketPdf = ticket.body as Buffer;
    expect(ticketPdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(ticketPdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);

    const order = await binary(get(`/api/account/orders/${awaOrder.id}/pdf`, awa));
    expect(order.status).toBe(200);
    expect(order.headers['content-type']).toBe('application/pdf');
    expect(order.headers['content-disposition']).toBe(`attachment; filename="billets-${awaOrder.number}.pdf"`);
    expect(order.headers['cache-control']).toBe('no-store');
    expect((order.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((order.body as Buffer).toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);

    const pending = await get('/api/account/orders/9f0c1a52-6a1e-4f5e-9b7d-2f6d8c1e4a3b/pdf', awa);
    expect(pending.status).toBe(409);
    expect(pending.body.error.code).toBe('NO_VALID_TICKETS');
  });

  it('exports my data as a JSON download', async () => {
    await testDb.db.models.Message.create({ userId: awa.id, name: 'Awa', email: awa.email, subject: 'Question générale', message: 'Bonjour' });
    await testDb.db.models.Message.create({ userId: bob.id, name: 'Bob', email: bob.email, subject: 'Autre', message: 'Salut' });
    await testDb.db.models.NewsletterSubscriber.create({ email: awa.email, status: 'confirmed', confirmedAt: NOW });
    const res = await get('/api/account/export', awa);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="mes-donnees-kizomba-lumiere.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(res.text);
    expect(data.profile).toMatchObject({ id: awa.id, email: awa.email, firstName: 'Awa', lastName: 'Diallo', role: 'user' });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.orders.map((o: { number: string }) => o.number)).toEqual(['KL-PENDING1', awaOrder.number]);
    expect(data.orders[1].items).toEqual([{ name: 'Full Pass', quantity: 2, unitPrice: 119, discount: 5 }]);
    expect(data.tickets).toHaveLength(2);
    expect(data.messages.map((m: { subject: string }) => m.subject)).toEqual(['Question générale']);
    expect(data.newsletter).toMatchObject({ email: awa.email, status: 'confirmed' });
    expect(JSON.stringify(data)).not.toContain('confirmTokenHash');
  });

  it('refuses to delete a staff account, or without the right proof', async () => {
    const admin = (await testDb.db.models.User.findOne({ where: { role: 'admin' } }))!;
    const staff = await request(app).delete('/api/account').set('Authorization', bearer(admin)).send({ password: 'whatever' });
    expect(staff.status).toBe(403);
    expect(staff.body.error.message).toMatch(/ne peuvent pas être supprimés/);

    const wrong = await request(app).delete('/api/account').set('Authorization', bearer(awa)).send({ password: 'pas-le-bon-mot-de-passe' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('INVALID_PASSWORD');
    const noProof = await request(app).delete('/api/account').set('Authorization', bearer(bob)).send({ confirm: 'supprimer' });
    expect(noProof.status).toBe(400);
    expect(noProof.body.error.code).toBe('CONFIRMATION_REQUIRED');
    expect(await testDb.db.models.User.count({ where: { disabledAt: null, id: [awa.id, bob.id] } })).toBe(2);
    expect(events).toEqual([]);
  });

  it('is no password oracle for a stolen token: the auth limiter per IP, and the account locked after 5 wrong passwords', async () => {
    const { User } = testDb.db.models;
    const cora = await User.create({ email: 'cora@example.org', firstName: 'Cora', passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: NOW });
    const unlimited = createApp({ config: { ...testDb.config, authRateLimitPerMinute: 0 }, logger, db: testDb.db, clock: () => NOW });
    const attempt = (password: string, on = unlimited) => request(on).delete('/api/account').set('Authorization', bearer(cora)).send({ password });
    for (let i = 0; i < LOCK_AFTER_FAILURES; i += 1) expect((await attempt(`mauvais-mot-de-passe-${i}`)).body.error.code).toBe('INVALID_PASSWORD');
    // Locked now, even for the right password: nothing is deleted.
    const locked = await attempt(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: tooManyAttemptsMessage(1) });
    expect(locked.headers['retry-after']).toBe('60');
    expect((await User.findByPk(cora.id))!.disabledAt).toBeNull();
    // The same lock guards the password login of that address.
    const loginRes = await request(unlimited).post('/api/auth/login').send({ email: cora.email, password: PASSWORD });
    expect(loginRes.status).toBe(429);

    const limited = createApp({ config: { ...testDb.config, authRateLimitPerMinute: 2 }, logger, db: testDb.db, clock: () => NOW });
    await attempt('x', limited);
    await attempt('x', limited);
    const perIp = await attempt(PASSWORD, limited);
    expect(perIp.status).toBe(429);
    expect(perIp.body.error.code).toBe('TOO_MANY_REQUESTS');
  });

  it('deletes my account: anonymised, messages and newsletter row gone, orders and tickets kept, old token refused', async () => {
    const { User, Order, Ticket, Message, NewsletterSubscriber } = testDb.db.models;
    await Message.create({ userId: awa.id, name: 'Awa', email: awa.email, subject: 'Encore', message: 'Merci' });
    await NewsletterSubscriber.findOrCreate({ where: { email: awa.email }, defaults: { email: awa.email } });
    // A pending magic link must not outlive the account.
    const { AuthToken } = testDb.db.models;
    await AuthToken.create({ userId: awa.id, purpose: 'magic-link', tokenHash: 'a'.repeat(64), expiresAt: new Date(NOW.getTime() + 60_000) });
    const token = bearer(awa);
    const res = await request(app).delete('/api/account').set('Authorization', token).send({ password: PASSWORD });
    expect(res.status).toBe(204);

    const row = (await User.scope('withPassword').findByPk(awa.id))!;
    expect(row).toMatchObject({ email: `deleted-${awa.id}@invalid`, firstName: '', lastName: '', passwordHash: null, tokenVersion: awa.tokenVersion + 1 });
    expect(row.disabledAt).toEqual(NOW);
    expect(await Message.count({ where: { userId: awa.id } })).toBe(0);
    expect(await Message.count({ where: { userId: bob.id } })).toBe(1);
    expect(await NewsletterSubscriber.count({ where: { email: awa.email } })).toBe(0);
    expect(await AuthToken.count({ where: { userId: awa.id } })).toBe(0);
    // Accounting retention: the order stays as invoiced, with its tickets.
    const kept = (await Order.findByPk(awaOrder.id))!;
    expect(kept).toMatchObject({ userId: awa.id, email: awa.email, firstName: 'Awa', lastName: 'Diallo', status: 'completed' });
    expect(await Ticket.count({ where: { orderId: awaOrder.id } })).toBe(2);
    expect(events).toEqual([{ name: 'user.sessions-revoked', payload: { userId: awa.id } }]);

    const after = await request(app).get('/api/account/overview').set('Authorization', token);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('SESSION_EXPIRED');
  });

  it('deletes a passwordless account with the typed confirmation', async () => {
    const res = await request(app).delete('/api/account').set('Authorization', bearer(bob)).send({ confirm: 'SUPPRIMER' });
    expect(res.status).toBe(204);
    expect((await testDb.db.models.User.findByPk(bob.id))!.email).toBe(`deleted-${bob.id}@invalid`);
    expect((await testDb.db.models.Order.findByPk(bobOrder.id))!.userId).toBe(bob.id);
  });
});
