import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { onDomainEvent, type DomainEventName } from '../../lib/events.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import type { OrderInstance } from '../checkout/models.js';
import { createPaidOrder } from '../mail/mail.test-helper.js';
import { createMessagesService, MESSAGE_REPLY_KIND } from '../messages/service.js';
import { parisDate } from './service.js';

const NOW = new Date('2026-12-02T10:00:00Z');

describe('parisDate', () => {
  it('names the Paris calendar day, winter and summer time alike', () => {
    expect(parisDate(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(parisDate(new Date('2026-11-30T22:59:59Z'))).toBe('2026-11-30');
    expect(parisDate(new Date('2027-04-16T22:30:00Z'))).toBe('2027-04-17');
    expect(parisDate(new Date('2027-04-16T21:30:00Z'))).toBe('2027-04-16');
  });
});

describeEachDatabase('admin (back-office core)', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let admin: UserInstance;
  let scanner: UserInstance;
  let awa: UserInstance;
  let bob: UserInstance;
  let chloe: UserInstance;
  let awaOrder: OrderInstance;
  let events: Array<{ name: DomainEventName; payload: unknown }>;
  let stopListening: () => void;
  let now: Date;

  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user, { now }).token}`;
  const call = (method: 'get' | 'patch' | 'post', path: string, user?: UserInstance | null, body?: unknown) => {
    let req = request(app)[method](path);
    if (user) req = req.set('Authorization', bearer(user));
    return body === undefined ? req : req.send(body as object);
  };
  const messages = () => createMessagesService({ db: testDb.db, clock: () => now });
  const audit = (action?: string) =>
    testDb.db.models.AuditLog.findAll({ where: action ? { action } : {}, order: [['id', 'ASC']] });
  const contact = (input: { name: string; email: string; subject?: string; message?: string }, userId: number | null = null) =>
    messages().contact({ subject: 'Question générale', message: 'Bonjour ?', ...input }, { userId });

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    const { User, Order, Ticket } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    awa = await User.create({ email: 'awa.diallo@example.org', firstName: 'Awa', lastName: 'Diallo', emailVerifiedAt: NOW, createdAt: new Date(NOW.getTime() - 3000) });
    bob = await User.create({ email: 'bob@example.org', firstName: 'Bob', lastName: 'Martin', createdAt: new Date(NOW.getTime() - 2000) });
    chloe = await User.create({ email: 'c.dubois@example.net', firstName: 'Chloé', lastName: 'Dubois', createdAt: new Date(NOW.getTime() - 1000) });

    // Sales: Awa 2 Full Pass (233 €) paid 1 Dec 13:05 Paris; Bob 1 (114 €) paid 30 Nov 23:30 UTC
    // = 1 Dec 00:30 Paris; a guest 1 (114 €) on 2 Dec whose ticket was cancelled afterwards.
    ({ order: awaOrder } = await createPaidOrder(testDb.db, { email: awa.email }));
    await awaOrder.update({ userId: awa.id });
    const bobOrder = (await createPaidOrder(testDb.db, { email: bob.email, holders: ['Bob Martin'], paidAt: new Date('2026-11-30T23:30:00Z') })).order;
    await bobOrder.update({ userId: bob.id });
    const guest = await createPaidOrder(testDb.db, { email: 'guest@example.org', holders: ['Dan Guest'], paidAt: new Date('2026-12-02T08:00:00Z') });
    await Ticket.update({ status: 'cancelled' }, { where: { id: guest.tickets[0]!.id } });
    // Neither a pending nor a failed order counts.
    const base = {
      email: bob.email,
      firstName: 'Bob',
      lastName: 'Martin',
      phone: '+33612345678',
      billingAddress: { line1: '1 rue X', line2: null, postalCode: '69001', city: 'Lyon', country: 'FR', state: null, isInternational: false },
      subtotalCents: 3_500,
      totalCents: 3_500,
      holdExpiresAt: new Date(NOW.getTime() + 30 * 60_000),
      userId: bob.id,
    };
    await Order.create({ ...base, id: '9f0c1a52-6a1e-4f5e-9b7d-2f6d8c1e4a3b', number: 'KL-PENDING1', status: 'pending' });
    await Order.create({ ...base, id: '0b8e2c61-3d4f-4a5b-8c7d-9e0f1a2b3c4d', number: 'KL-FAILED01', status: 'failed', failureReason: 'expired' });

    app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => now });
    stopListening = onDomainEvent(testDb.db.sequelize, (name, payload) => events.push({ name, payload }));
  });
  afterAll(async () => {
    stopListening?.();
    await testDb?.close();
  });
  beforeEach(async () => {
    await testDb.db.models.OutboxMessage.destroy({ where: {} });
    await testDb.db.models.Message.destroy({ where: {} });
    await testDb.db.models.AuditLog.destroy({ where: {} });
    // Fixtures read back: MariaDB's DATETIME keeps whole seconds.
    await Promise.all([admin, scanner, awa, bob, chloe].map((u) => u.reload()));
    events = [];
    now = NOW;
  });

  describe('who may call what', () => {
    const adminOnly: Array<['get' | 'patch' | 'post', string, unknown?]> = [
      ['get', '/api/admin/stats'],
      ['patch', '/api/admin/users/1', { role: 'user' }],
      ['get', '/api/admin/messages'],
      ['patch', '/api/admin/messages/1', { read: true }],
      ['post', '/api/admin/messages/1/reply', { response: 'Bonjour' }],
    ];
    const staffReads: Array<['get', string]> = [
      ['get', '/api/admin/users'],
      ['get', '/api/admin/users/1'],
    ];

    it('answers 401 UNAUTHORIZED to a guest and 403 FORBIDDEN to a user everywhere', async () => {
      for (const [method, path, body] of [...adminOnly, ...staffReads]) {
        const guest = await call(method, path, null, body);
        expect(guest.status, `${method} ${path}`).toBe(401);
        expect(guest.body.error.code).toBe('UNAUTHORIZED');
        const user = await call(method, path, awa, body);
        expect(user.status, `${method} ${path}`).toBe(403);
        expect(user.body.error).toEqual({ code: 'FORBIDDEN', message: "Vous n'avez pas les droits nécessaires pour cette action." });
      }
    });

    it('lets a scanner read users (docs/spec.md §6) but nothing else', async () => {
      for (const [method, path, body] of adminOnly) {
        const res = await call(method, path, scanner, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      }
      for (const [method, path] of staffReads) {
        expect((await call(method, path.replace('/1', `/${awa.id}`), scanner)).status, path).toBe(200);
      }
      expect(await audit()).toHaveLength(0);
    });
  });

  describe('GET /api/admin/stats', () => {
    it('counts users, sales, valid tickets and unread messages, with the charts', async () => {
      const first = await contact({ name: 'Awa', email: awa.email }, awa.id);
      await contact({ name: 'Zoé', email: 'zoe@example.org' });
      const answered = await contact({ name: 'Yann', email: 'yann@example.org' });
      const read = await contact({ name: 'Xavier', email: 'xavier@example.org' });
      await messages().reply(answered.id, admin.id, 'Réponse');
      await messages().markRead(read.id);

      const res = await call('get', '/api/admin/stats', admin);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { charts, ...figures } = res.body;
      expect(figures).toEqual({ totalUsers: 5, totalSales: 461, ticketsSold: 3, unreadMessages: 2 });
      expect(charts.salesPerDay).toEqual([
        { date: '2026-12-01', orders: 2, revenue: 347 },
        { date: '2026-12-02', orders: 1, revenue: 114 },
      ]);
      const fullPass = (await testDb.db.models.TicketType.findOne({ where: { slug: 'full-pass' } }))!;
      expect(charts.perTicketType).toHaveLength(await testDb.db.models.TicketType.count());
      expect(charts.perTicketType).toContainEqual({ ticketTypeId: fullPass.id, name: fullPass.name, ticketsSold: 3, revenue: 461 });
      for (const row of charts.perTicketType.filter((r: { ticketTypeId: number }) => r.ticketTypeId !== fullPass.id)) {
        expect(row).toMatchObject({ ticketsSold: 0, revenue: 0 });
      }
      // The check-ins chart is a hook the scanner module fills; empty without it.
      expect(charts.checkInsPerHour).toEqual([]);
      expect(first.id).toBeGreaterThan(0);
    });

    it('takes the check-ins chart from the hook when one is given', async () => {
      const { createAdminService } = await import('./service.js');
      const service = createAdminService({ db: testDb.db, clock: () => now, checkInsPerHour: async () => [{ hour: '2027-04-17T18:00:00.000Z', count: 12 }] });
      expect((await service.stats()).charts.checkInsPerHour).toEqual([{ hour: '2027-04-17T18:00:00.000Z', count: 12 }]);
    });
  });

  describe('users', () => {
    it('lists users newest first with the disabled flag and orders count, paginated', async () => {
      const res = await call('get', '/api/admin/users?pageSize=2', admin);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: 1, pageSize: 2, total: 5 });
      expect(res.body.data.map((u: { id: number }) => u.id)).toEqual([chloe.id, bob.id]);
      expect(res.body.data[1]).toEqual({
        id: bob.id,
        email: 'bob@example.org',
        name: 'Bob Martin',
        firstName: 'Bob',
        lastName: 'Martin',
        role: 'user',
        avatar: null,
        emailVerified: false,
        createdAt: bob.createdAt.toISOString(),
        disabled: false,
        disabledAt: null,
        ordersCount: 3,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|tokenVersion/);
      const page3 = await call('get', '/api/admin/users?pageSize=2&page=3', admin);
      expect(page3.body).toMatchObject({ page: 3, pageSize: 2, total: 5 });
      expect(page3.body.data).toHaveLength(1);
      const defaults = await call('get', '/api/admin/users', admin);
      expect(defaults.body).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    });

    it('searches e-mail, first and last name case-insensitively, and filters by role', async () => {
      const ids = async (query: string) => (await call('get', `/api/admin/users?${query}`, admin)).body.data.map((u: { id: number }) => u.id);
      expect(await ids('q=DUBOIS')).toEqual([chloe.id]);
      expect(await ids(`q=${encodeURIComponent('CHLOÉ')}`)).toEqual([chloe.id]);
      expect(await ids('q=awa%20DIALLO')).toEqual([awa.id]);
      expect(await ids('q=EXAMPLE.ORG')).toEqual([bob.id, awa.id]);
      expect(await ids('q=%25')).toEqual([]);
      expect(await ids('role=scanner')).toEqual([scanner.id]);
      expect(await ids('role=user&q=example')).toEqual([chloe.id, bob.id, awa.id]);
      const total = (await call('get', '/api/admin/users?q=example&pageSize=1', admin)).body;
      expect(total).toMatchObject({ total: 3, data: [{ id: chloe.id }] });
    });

    it('refuses bad list parameters with a French 400', async () => {
      for (const query of ['role=superadmin', 'pageSize=500', 'page=0', 'page=abc', `q=${'x'.repeat(201)}`]) {
        const res = await call('get', `/api/admin/users?${query}`, admin);
        expect(res.status, query).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_ERROR');
      }
      expect((await call('get', '/api/admin/users?pageSize=500', admin)).body.error.message).toBe(
        'Le champ « pageSize » est invalide : la taille de page ne peut pas dépasser 100.',
      );
    });

    it('shows one user with their orders, tickets and messages', async () => {
      const mine = await contact({ name: 'Awa', email: awa.email, subject: 'Vestiaire ?' }, awa.id);
      await contact({ name: 'Bob', email: bob.email }, bob.id);
      const res = await call('get', `/api/admin/users/${awa.id}`, admin);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: awa.id, email: awa.email, disabled: false, ordersCount: 1 });
      expect(res.body.orders).toEqual([expect.objectContaining({ id: awaOrder.id, number: awaOrder.number, status: 'completed', total: 233, ticketsCount: 2 })]);
      expect(res.body.tickets).toHaveLength(2);
      expect(res.body.tickets[0]).toMatchObject({ orderId: awaOrder.id, status: 'valid', ticketTypeName: 'Full Pass' });
      expect(res.body.messages).toEqual([expect.objectContaining({ id: mine.id, subject: 'Vestiaire ?', userId: awa.id, unread: true })]);
      // The QR secret stays with its holder: staff resend the e-mail, they never read the code.
      expect(res.body.tickets[0]).not.toHaveProperty('code');
      const codes = (await testDb.db.models.Ticket.findAll({ where: { orderId: awaOrder.id } })).map((t) => t.code);
      expect(codes).toHaveLength(2);
      for (const code of codes) expect(res.text).not.toContain(code);

      for (const id of [999_999, 'abc', 0]) {
        const missing = await call('get', `/api/admin/users/${id}`, admin);
        expect(missing.status).toBe(404);
        expect(missing.body.error).toEqual({ code: 'USER_NOT_FOUND', message: 'Utilisateur introuvable.' });
      }
    });

    it('shows a scanner the person and their tickets’ check-in state, never a QR code, an order nor a message', async () => {
      await contact({ name: 'Awa', email: awa.email, subject: 'Vestiaire ?' }, awa.id);
      const [first] = await testDb.db.models.Ticket.findAll({ where: { orderId: awaOrder.id }, order: [['id', 'ASC']] });
      await first!.update({ checkedInAt: NOW, checkedInBy: scanner.id });
      const res = await call('get', `/api/admin/users/${awa.id}`, scanner);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['tickets', 'user']);
      expect(res.body.user).toMatchObject({ id: awa.id, name: 'Awa Diallo', ordersCount: 1 });
      expect(res.body.tickets).toEqual([
        { id: first!.id, number: expect.any(String), status: 'valid', ticketTypeName: 'Full Pass', holderName: 'Awa Diallo', orderId: awaOrder.id, orderNumber: awaOrder.number, issuedAt: expect.any(String), checkedInAt: NOW.toISOString() },
        expect.objectContaining({ holderName: 'Élodie Ferré', checkedInAt: null }),
      ]);
      for (const ticket of await testDb.db.models.Ticket.findAll({ where: { orderId: awaOrder.id } })) expect(res.text).not.toContain(ticket.code);
      await first!.update({ checkedInAt: null, checkedInBy: null });
    });

    it('refuses an admin changing their own role or disabling themselves, changing nothing', async () => {
      const demote = await call('patch', `/api/admin/users/${admin.id}`, admin, { role: 'user' });
      expect(demote.status).toBe(400);
      expect(demote.body.error).toEqual({ code: 'SELF_ROLE_CHANGE', message: 'Vous ne pouvez pas modifier votre propre rôle.' });
      const disable = await call('patch', `/api/admin/users/${admin.id}`, admin, { disabled: true });
      expect(disable.status).toBe(400);
      expect(disable.body.error).toEqual({ code: 'SELF_DISABLE', message: 'Vous ne pouvez pas désactiver votre propre compte.' });
      // Both at once: the role is refused first, nothing is written.
      expect((await call('patch', `/api/admin/users/${admin.id}`, admin, { role: 'scanner', disabled: true })).status).toBe(400);
      const row = (await testDb.db.models.User.findByPk(admin.id))!;
      expect(row).toMatchObject({ role: 'admin', disabledAt: null, tokenVersion: admin.tokenVersion });
      expect(await audit()).toHaveLength(0);
      expect(events).toEqual([]);
      // Restating one's own role is no change, not an error.
      expect((await call('patch', `/api/admin/users/${admin.id}`, admin, { role: 'admin', disabled: false })).status).toBe(200);
      expect(await audit()).toHaveLength(0);
    });

    it('refuses bad bodies and unknown users with nothing changed', async () => {
      for (const body of [{}, { role: 'superadmin' }, { disabled: 'yes' }, { role: 42 }]) {
        const res = await call('patch', `/api/admin/users/${bob.id}`, admin, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_ERROR');
        expect(res.body.error.message).toMatch(/^(Le champ|Le corps)/);
      }
      expect((await call('patch', `/api/admin/users/${bob.id}`, admin, {})).body.error.message).toBe(
        'Le corps de la requête est invalide : indiquez un rôle ou l’état du compte à modifier.',
      );
      const missing = await call('patch', '/api/admin/users/999999', admin, { role: 'scanner' });
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('USER_NOT_FOUND');
      expect((await testDb.db.models.User.findByPk(bob.id))!.role).toBe('user');
      expect(await audit()).toHaveLength(0);
    });

    it('changes a role: audited, sockets told to re-join, admins told the figures moved', async () => {
      now = new Date(NOW.getTime() + 60_000);
      const res = await request(app)
        .patch(`/api/admin/users/${bob.id}`)
        .set('Authorization', bearer(admin))
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ role: 'scanner' });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: bob.id, role: 'scanner', disabled: false, ordersCount: 3 });
      expect((await testDb.db.models.User.findByPk(bob.id))!.role).toBe('scanner');
      expect(events).toEqual([
        { name: 'user.role-changed', payload: { userId: bob.id, role: 'scanner' } },
        { name: 'admin.stats', payload: { reason: 'user' } },
      ]);
      const [row, ...others] = await audit();
      expect(others).toHaveLength(0);
      expect(row).toMatchObject({ actorId: admin.id, action: 'user.role-changed', targetType: 'user', targetId: String(bob.id), details: { from: 'user', to: 'scanner' } });
      expect(row!.createdAt.toISOString()).toBe(now.toISOString());
      expect(row!.ip).toEqual(expect.any(String));

      // Bob now reads the user list as a scanner; back to user.
      expect((await call('get', '/api/admin/users', (await bob.reload()))).status).toBe(200);
      expect((await call('patch', `/api/admin/users/${bob.id}`, admin, { role: 'user' })).body.user.role).toBe('user');
      expect((await call('get', '/api/admin/users', (await bob.reload()))).status).toBe(403);
      expect((await audit('user.role-changed')).map((r) => r.details)).toEqual([{ from: 'user', to: 'scanner' }, { from: 'scanner', to: 'user' }]);
    });

    it('disabling ends every session (401 SESSION_EXPIRED, session:revoked); re-enabling works', async () => {
      const oldToken = bearer(awa);
      expect((await request(app).get('/api/auth/me').set('Authorization', oldToken)).status).toBe(200);

      const res = await call('patch', `/api/admin/users/${awa.id}`, admin, { disabled: true });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: awa.id, disabled: true, disabledAt: NOW.toISOString() });
      expect(events).toEqual([
        { name: 'user.sessions-revoked', payload: { userId: awa.id } },
        { name: 'admin.stats', payload: { reason: 'user' } },
      ]);
      const row = (await testDb.db.models.User.findByPk(awa.id))!;
      expect(row.tokenVersion).toBe(awa.tokenVersion + 1);
      const refused = await request(app).get('/api/auth/me').set('Authorization', oldToken);
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('SESSION_EXPIRED');
      // Even a token of the new version is refused while disabled.
      expect((await request(app).get('/api/auth/me').set('Authorization', bearer(row))).body.error.code).toBe('SESSION_EXPIRED');
      expect((await call('get', '/api/admin/stats', admin)).body.totalUsers).toBe(4);
      expect((await call('get', '/api/admin/users?q=awa', admin)).body.data[0]).toMatchObject({ disabled: true });
      // Disabling twice changes nothing more.
      events = [];
      expect((await call('patch', `/api/admin/users/${awa.id}`, admin, { disabled: true })).status).toBe(200);
      expect(events).toEqual([]);
      expect((await testDb.db.models.User.findByPk(awa.id))!.tokenVersion).toBe(awa.tokenVersion + 1);

      const enabled = await call('patch', `/api/admin/users/${awa.id}`, admin, { disabled: false });
      expect(enabled.status).toBe(200);
      expect(enabled.body.user).toMatchObject({ disabled: false, disabledAt: null });
      // The old sessions stay over; a new one works.
      expect((await request(app).get('/api/auth/me').set('Authorization', oldToken)).status).toBe(401);
      const fresh = (await testDb.db.models.User.findByPk(awa.id))!;
      expect((await request(app).get('/api/auth/me').set('Authorization', bearer(fresh))).status).toBe(200);
      expect((await audit()).map((r) => [r.action, r.targetId, r.actorId])).toEqual([
        ['user.disabled', String(awa.id), admin.id],
        ['user.enabled', String(awa.id), admin.id],
      ]);
    });

    it('a scanner cannot change anyone', async () => {
      const res = await call('patch', `/api/admin/users/${bob.id}`, scanner, { disabled: true });
      expect(res.status).toBe(403);
      expect((await testDb.db.models.User.findByPk(bob.id))!.disabledAt).toBeNull();
    });
  });

  describe('messages', () => {
    it('lists the inbox with status filter, search, pagination and the unread count', async () => {
      const a = await contact({ name: 'Awa', email: awa.email, subject: 'Vestiaire ?' }, awa.id);
      now = new Date(NOW.getTime() + 1000);
      const b = await contact({ name: 'Chloé', email: 'chloe@example.org', message: 'Parking ?' });
      now = new Date(NOW.getTime() + 2000);
      const c = await contact({ name: 'Dan', email: 'dan@example.org', message: 'Hôtel ?' });
      await messages().reply(c.id, admin.id, 'Voir la page Hôtels.');
      await messages().markRead(b.id);

      const list = async (query = '') => (await call('get', `/api/admin/messages${query}`, admin)).body;
      const all = await list();
      expect(all).toMatchObject({ total: 3, unread: 1, page: 1, pageSize: 20 });
      expect(all.data.map((m: { id: number }) => m.id)).toEqual([c.id, b.id, a.id]);
      expect(all.data[0]).toMatchObject({ id: c.id, status: 'answered', admin_response: 'Voir la page Hôtels.', respondedBy: admin.id, unread: false });
      expect(await list('?status=all')).toMatchObject({ total: 3 });
      expect(await list('?status=new')).toMatchObject({ total: 1, unread: 1, data: [{ id: a.id, unread: true }] });
      expect(await list('?status=read')).toMatchObject({ total: 1, data: [{ id: b.id, status: 'read' }] });
      expect(await list('?status=replied')).toMatchObject({ total: 1, data: [{ id: c.id }] });
      expect((await list('?q=PARKING')).data.map((m: { id: number }) => m.id)).toEqual([b.id]);
      expect((await list(`?q=${encodeURIComponent('chloé')}`)).data.map((m: { id: number }) => m.id)).toEqual([b.id]);
      expect(await list('?pageSize=1&page=2')).toMatchObject({ total: 3, page: 2, pageSize: 1, data: [{ id: b.id }] });

      const bad = await call('get', '/api/admin/messages?status=spam', admin);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe('Le champ « status » est invalide : statut inconnu : choisissez new, read, replied ou all.');
    });

    it('marks a message read and unread, audited, and tells the admins', async () => {
      const m = await contact({ name: 'Awa', email: awa.email }, awa.id);
      events = [];
      const read = await call('patch', `/api/admin/messages/${m.id}`, admin, { read: true });
      expect(read.status).toBe(200);
      expect(read.body.message).toMatchObject({ id: m.id, status: 'read', unread: false });
      expect(events).toEqual([{ name: 'admin.stats', payload: { reason: 'message' } }]);
      expect((await call('get', '/api/admin/stats', admin)).body.unreadMessages).toBe(0);
      // Again: nothing changes, nothing audited.
      expect((await call('patch', `/api/admin/messages/${m.id}`, admin, { read: true })).body.message.status).toBe('read');

      const unread = await call('patch', `/api/admin/messages/${m.id}`, admin, { read: false });
      expect(unread.body.message).toMatchObject({ status: 'new', unread: true });
      expect((await call('get', '/api/admin/stats', admin)).body.unreadMessages).toBe(1);
      expect((await audit()).map((r) => [r.action, r.targetType, r.targetId])).toEqual([
        ['message.read', 'message', String(m.id)],
        ['message.unread', 'message', String(m.id)],
      ]);

      for (const body of [{}, { read: 'yes' }]) {
        const res = await call('patch', `/api/admin/messages/${m.id}`, admin, body);
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe('Le champ « read » est invalide : le champ « read » doit valoir true ou false.');
      }
      for (const id of [999_999, 'abc']) {
        const res = await call('patch', `/api/admin/messages/${id}`, admin, { read: true });
        expect(res.status).toBe(404);
        expect(res.body.error).toEqual({ code: 'MESSAGE_NOT_FOUND', message: 'Message introuvable.' });
      }
      expect(await audit()).toHaveLength(2);
    });

    it('replies: stored, e-mailed, in the sender’s messages, pushed, audited', async () => {
      const m = await contact({ name: 'Awa Diallo', email: awa.email, subject: 'Vestiaire ?' }, awa.id);
      events = [];
      now = new Date(NOW.getTime() + 5 * 60_000);
      const res = await call('post', `/api/admin/messages/${m.id}/reply`, admin, { response: '  Oui, au rez-de-chaussée.  ' });
      expect(res.status).toBe(200);
      expect(res.body.message).toMatchObject({ id: m.id, status: 'answered', admin_response: 'Oui, au rez-de-chaussée.', respondedBy: admin.id, unread: false });
      expect(events).toEqual([
        { name: 'message.replied', payload: { messageId: m.id, userId: awa.id } },
        { name: 'admin.stats', payload: { reason: 'message' } },
      ]);

      const mails = await testDb.db.models.OutboxMessage.findAll({ where: { kind: MESSAGE_REPLY_KIND } });
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ recipient: awa.email, status: 'pending', payload: { messageId: m.id } });

      const mine = await request(app).get('/api/messages/my-messages').set('Authorization', bearer(awa));
      expect(mine.body.data).toEqual([expect.objectContaining({ id: m.id, admin_response: 'Oui, au rez-de-chaussée.', status: 'answered', unread: false, hasUnreadReply: true })]);

      const [row, ...others] = await audit();
      expect(others).toHaveLength(0);
      expect(row).toMatchObject({ actorId: admin.id, action: 'message.replied', targetType: 'message', targetId: String(m.id) });
      expect(row!.createdAt.toISOString()).toBe(now.toISOString());
    });

    it('refuses an empty or too long reply and an unknown message, changing nothing', async () => {
      const m = await contact({ name: 'Awa', email: awa.email }, awa.id);
      for (const [body, message] of [
        [{ response: '   ' }, 'Le champ « response » est invalide : veuillez écrire une réponse.'],
        [{}, 'Le champ « response » est invalide : veuillez écrire une réponse.'],
        [{ response: 'x'.repeat(5001) }, 'Le champ « response » est invalide : la réponse ne peut pas dépasser 5\u202f000 caractères.'],
      ] as const) {
        const res = await call('post', `/api/admin/messages/${m.id}/reply`, admin, body);
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe(message);
      }
      const missing = await call('post', '/api/admin/messages/999999/reply', admin, { response: 'Bonjour' });
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('MESSAGE_NOT_FOUND');
      expect((await testDb.db.models.Message.findByPk(m.id))!).toMatchObject({ status: 'new', adminResponse: null });
      expect(await testDb.db.models.OutboxMessage.count({ where: { kind: MESSAGE_REPLY_KIND } })).toBe(0);
      expect(await audit()).toHaveLength(0);
    });
  });
});
