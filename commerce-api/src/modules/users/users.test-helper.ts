import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApp } from '../../app.js';
import { onDomainEvent, type DomainEventName } from '../../lib/events.js';
import { logger, openPreparedDatabase, type DbTarget, type TestDatabase } from '../../test/helpers.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import { createPaidOrder } from '../mail/mail.test-helper.js';
import { createMessagesService } from '../messages/index.js';
import type { OrderInstance } from '../orders/index.js';

export const STAFF_NOW = new Date('2026-12-02T10:00:00Z');
const NOW = STAFF_NOW;

export type StaffMethod = 'get' | 'patch' | 'post';

/**
 * The back-office people setting, shared by the users, messages inbox and sales reporting tests:
 * an admin, a scanner, three people (Awa, Bob, Chloé) with paid, pending and failed orders, the
 * app at `now` (STAFF_NOW before each test) and the domain events it publishes. Registers the
 * suite's hooks; the fields are set before each test.
 */
export function useStaffBackOffice(target: DbTarget) {
  const bo = {
    testDb: undefined as unknown as TestDatabase,
    app: undefined as unknown as ReturnType<typeof createApp>,
    admin: undefined as unknown as UserInstance,
    scanner: undefined as unknown as UserInstance,
    awa: undefined as unknown as UserInstance,
    bob: undefined as unknown as UserInstance,
    chloe: undefined as unknown as UserInstance,
    awaOrder: undefined as unknown as OrderInstance,
    events: [] as Array<{ name: DomainEventName; payload: unknown }>,
    now: NOW,
    stopListening: () => {},

    bearer: (user: UserInstance) => `Bearer ${issueAccessToken(bo.testDb.config, user, { now: bo.now }).token}`,
    call(method: StaffMethod, path: string, user?: UserInstance | null, body?: unknown) {
      let req = request(bo.app)[method](path);
      if (user) req = req.set('Authorization', bo.bearer(user));
      return body === undefined ? req : req.send(body as object);
    },
    messages: () => createMessagesService({ db: bo.testDb.db, clock: () => bo.now }),
    audit: (action?: string) => bo.testDb.db.models.AuditLog.findAll({ where: action ? { action } : {}, order: [['id', 'ASC']] }),
    contact: (input: { name: string; email: string; subject?: string; message?: string }, userId: number | null = null) =>
      bo.messages().contact({ subject: 'Question générale', message: 'Bonjour ?', ...input }, { userId }),
    /** 401 UNAUTHORIZED to a guest, 403 FORBIDDEN to a user and to a scanner. */
    async expectAdminOnly(endpoints: Array<[StaffMethod, string, unknown?]>) {
      for (const [method, path, body] of endpoints) {
        const guest = await bo.call(method, path, null, body);
        expect(guest.status, `${method} ${path}`).toBe(401);
        expect(guest.body.error.code).toBe('UNAUTHORIZED');
        const user = await bo.call(method, path, bo.awa, body);
        expect(user.status, `${method} ${path}`).toBe(403);
        expect(user.body.error).toEqual({ code: 'FORBIDDEN', message: "Vous n'avez pas les droits nécessaires pour cette action." });
        const scanner = await bo.call(method, path, bo.scanner, body);
        expect(scanner.status, `scanner ${method} ${path}`).toBe(403);
        expect(scanner.body.error.code).toBe('FORBIDDEN');
      }
    },
  };

  beforeAll(async () => {
    bo.testDb = await openPreparedDatabase(target);
    const { User, Order, Ticket } = bo.testDb.db.models;
    bo.admin = (await User.findOne({ where: { role: 'admin' } }))!;
    bo.scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    bo.awa = await User.create({ email: 'awa.diallo@example.org', firstName: 'Awa', lastName: 'Diallo', emailVerifiedAt: NOW, createdAt: new Date(NOW.getTime() - 3000) });
    bo.bob = await User.create({ email: 'bob@example.org', firstName: 'Bob', lastName: 'Martin', createdAt: new Date(NOW.getTime() - 2000) });
    bo.chloe = await User.create({ email: 'c.dubois@example.net', firstName: 'Chloé', lastName: 'Dubois', createdAt: new Date(NOW.getTime() - 1000) });

    // Sales: Awa 2 Full Pass (233 €) paid 1 Dec 13:05 Paris; Bob 1 (114 €) paid 30 Nov 23:30 UTC
    // = 1 Dec 00:30 Paris; a guest 1 (114 €) on 2 Dec whose ticket was cancelled afterwards.
    ({ order: bo.awaOrder } = await createPaidOrder(bo.testDb.db, { email: bo.awa.email }));
    await bo.awaOrder.update({ userId: bo.awa.id });
    const bobOrder = (await createPaidOrder(bo.testDb.db, { email: bo.bob.email, holders: ['Bob Martin'], paidAt: new Date('2026-11-30T23:30:00Z') })).order;
    await bobOrder.update({ userId: bo.bob.id });
    const guest = await createPaidOrder(bo.testDb.db, { email: 'guest@example.org', holders: ['Dan Guest'], paidAt: new Date('2026-12-02T08:00:00Z') });
    await Ticket.update({ status: 'cancelled' }, { where: { id: guest.tickets[0]!.id } });
    // Neither a pending nor a failed order counts.
    const base = {
      email: bo.bob.email,
      firstName: 'Bob',
      lastName: 'Martin',
      phone: '+33612345678',
      billingAddress: { line1: '1 rue X', line2: null, postalCode: '69001', city: 'Lyon', country: 'FR', state: null, isInternational: false },
      subtotalCents: 3_500,
      totalCents: 3_500,
      holdExpiresAt: new Date(NOW.getTime() + 30 * 60_000),
      userId: bo.bob.id,
    };
    await Order.create({ ...base, id: '9f0c1a52-6a1e-4f5e-9b7d-2f6d8c1e4a3b', number: 'KL-PENDING1', status: 'pending' });
    await Order.create({ ...base, id: '0b8e2c61-3d4f-4a5b-8c7d-9e0f1a2b3c4d', number: 'KL-FAILED01', status: 'failed', failureReason: 'expired' });

    bo.app = createApp({ config: bo.testDb.config, logger, db: bo.testDb.db, clock: () => bo.now });
    bo.stopListening = onDomainEvent(bo.testDb.db.sequelize, (name, payload) => bo.events.push({ name, payload }));
  });
  afterAll(async () => {
    bo.stopListening();
    await bo.testDb?.close();
  });
  beforeEach(async () => {
    await bo.testDb.db.models.OutboxMessage.destroy({ where: {} });
    await bo.testDb.db.models.Message.destroy({ where: {} });
    await bo.testDb.db.models.AuditLog.destroy({ where: {} });
    // Fixtures read back: MariaDB's DATETIME keeps whole seconds.
    await Promise.all([bo.admin, bo.scanner, bo.awa, bo.bob, bo.chloe].map((u) => u.reload()));
    bo.events = [];
    bo.now = NOW;
  });
  return bo;
}
