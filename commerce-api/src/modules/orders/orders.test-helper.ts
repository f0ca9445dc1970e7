import type Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApp } from '../../app.js';
import type { Database } from '../../db/index.js';
import { onDomainEvent, type DomainEventName } from '../../lib/events.js';
import { logger, openPreparedDatabase, type DbTarget, type TestDatabase } from '../../test/helpers.js';
import { startStripeEmulator, type InProcessEmulator } from '../../test/stripe-emulator.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import { createPaidOrder } from '../mail/mail.test-helper.js';
import { stripeClientFor } from '../payments/stripe-client.js';
import { createScannerService } from '../scanner/service.js';
import type { TicketInstance } from '../tickets/models.js';
import type { OrderInstance } from './models.js';

/** Empties orders, tickets, resales, refunds, refused payments, scans, e-mails and the audit log, and frees every seat (between back-office tests). */
export async function clearOrders(db: Database): Promise<void> {
  const { Scan, Ticket, OutboxMessage, OrderRefund, OrderItem, Order, AuditLog, TicketType, PaymentReview, TicketResale } = db.models;
  await TicketResale.destroy({ where: {} });
  await Scan.destroy({ where: {} });
  await Ticket.destroy({ where: {} });
  await OutboxMessage.destroy({ where: {} });
  await OrderRefund.destroy({ where: {} });
  await PaymentReview.destroy({ where: {} });
  await OrderItem.destroy({ where: {} });
  await Order.destroy({ where: {} });
  await AuditLog.destroy({ where: {} });
  await TicketType.update({ soldCount: 0, heldCount: 0 }, { where: {} });
}

/**
 * A completed order (2 Full Pass, 233 € by default) actually paid on the emulator (so Stripe can
 * refund it), its seats counted as sold; `pay: false` leaves it without a Stripe payment.
 */
export async function paidOrderOnEmulator(
  db: Database,
  stripe: Stripe,
  emulator: InProcessEmulator,
  ticketTypeId: number,
  options: Parameters<typeof createPaidOrder>[1] & { pay?: boolean } = {},
) {
  const fixture = await createPaidOrder(db, options);
  await db.models.TicketType.increment({ soldCount: fixture.tickets.length }, { where: { id: ticketTypeId } });
  if (options.pay === false) return fixture;
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ price_data: { currency: 'eur', unit_amount: fixture.order.totalCents, product_data: { name: 'Billets' } }, quantity: 1 }],
    client_reference_id: fixture.order.id,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    success_url: 'http://localhost:4321/ok',
    cancel_url: 'http://localhost:4321/ko',
  });
  await emulator.pay(session.id);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  await fixture.order.update({ stripeSessionId: session.id, stripePaymentIntentId: paid.payment_intent as string });
  return fixture;
}

export const BACK_OFFICE_NOW = new Date('2026-12-02T10:00:00Z');
const WEBHOOK_SECRET = 'whsec_test_c2FsZXMtYmFjay1vZmZpY2U';

export type Method = 'get' | 'patch' | 'post' | 'delete';

/**
 * The back-office sales setting, shared by the orders, issued tickets and ticket types tests: a
 * database with an admin, a scanner and a buyer, the Stripe emulator, the app at BACK_OFFICE_NOW
 * and the domain events it publishes. Registers the suite's hooks; the fields are set before each test.
 */
export function useSalesBackOffice(target: DbTarget) {
  const ctx = {
    emulator: undefined as unknown as InProcessEmulator,
    testDb: undefined as unknown as TestDatabase,
    app: undefined as unknown as ReturnType<typeof createApp>,
    stripe: undefined as unknown as Stripe,
    admin: undefined as unknown as UserInstance,
    scanner: undefined as unknown as UserInstance,
    buyer: undefined as unknown as UserInstance,
    fullPassId: 0,
    events: [] as Array<{ name: DomainEventName; payload: unknown }>,
    stopListening: () => {},

    call(method: Method, path: string, user?: UserInstance | null, body?: unknown) {
      let req = request(ctx.app)[method](path);
      if (user) req = req.set('Authorization', `Bearer ${issueAccessToken(ctx.testDb.config, user, { now: BACK_OFFICE_NOW }).token}`);
      return body === undefined ? req : req.send(body as object);
    },
    audit: (action: string) => ctx.testDb.db.models.AuditLog.findAll({ where: { action }, order: [['id', 'ASC']] }),
    fullPass: async () => (await ctx.testDb.db.models.TicketType.findByPk(ctx.fullPassId))!,
    paidOrder: (options: Parameters<typeof paidOrderOnEmulator>[4] = {}) => paidOrderOnEmulator(ctx.testDb.db, ctx.stripe, ctx.emulator, ctx.fullPassId, options),
    /** What a refund changes, to compare before and after one that must change nothing. */
    async snapshot(order: OrderInstance) {
      const { Order, Ticket, OrderRefund } = ctx.testDb.db.models;
      return {
        refundedCents: (await Order.findByPk(order.id))!.refundedCents,
        tickets: (await Ticket.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']] })).map((t) => t.status),
        sold: (await ctx.fullPass()).soldCount,
        refunds: await OrderRefund.count({ where: { orderId: order.id, status: 'succeeded' } }),
        audits: (await ctx.audit('order.refunded')).length,
      };
    },
    /**
     * Admin-only endpoints: 401 to a guest, 403 to a buyer and to a scanner, served to an admin
     * (200, or 400/404 for the placeholder ids and bodies), `no-store` on every answer to an admin.
     */
    async expectAdminOnly(endpoints: Array<[Method, string, unknown?]>) {
      for (const [method, path, body] of endpoints) {
        const guest = await ctx.call(method, path, null, body);
        expect(guest.status, `${method} ${path}`).toBe(401);
        expect(guest.body.error.code).toBe('UNAUTHORIZED');
        for (const who of [ctx.buyer, ctx.scanner]) {
          const res = await ctx.call(method, path, who, body);
          expect(res.status, `${who.role} ${method} ${path}`).toBe(403);
          expect(res.body.error.code).toBe('FORBIDDEN');
        }
        const res = await ctx.call(method, path, ctx.admin, body);
        expect([200, 400, 404], `admin ${method} ${path}`).toContain(res.status);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    },
    /** The door's verdict on a ticket during the festival. */
    checkIn: (ticket: TicketInstance) =>
      createScannerService({ db: ctx.testDb.db, clock: () => new Date('2027-04-16T18:00:00Z') }).checkIn({ code: ticket.code, scannerId: ctx.scanner.id }),
  };

  beforeAll(async () => {
    ctx.emulator = await startStripeEmulator({ webhookSecret: WEBHOOK_SECRET });
    ctx.testDb = await openPreparedDatabase(target, { STRIPE_EMULATOR_URL: ctx.emulator.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, API_RATE_LIMIT_PER_MINUTE: '0' });
    const { User, TicketType } = ctx.testDb.db.models;
    ctx.admin = (await User.findOne({ where: { role: 'admin' } }))!;
    ctx.scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    ctx.buyer = await User.create({ email: 'buyer@example.org', firstName: 'Bea', lastName: 'Buyer' });
    ctx.fullPassId = (await TicketType.findOne({ where: { slug: 'full-pass' } }))!.id;
    ctx.stripe = stripeClientFor(ctx.testDb.config.stripe);
    ctx.app = createApp({ config: ctx.testDb.config, logger, db: ctx.testDb.db, clock: () => BACK_OFFICE_NOW });
    ctx.stopListening = onDomainEvent(ctx.testDb.db.sequelize, (name, payload) => ctx.events.push({ name, payload }));
  });
  afterAll(async () => {
    ctx.stopListening();
    await ctx.testDb?.close();
    await ctx.emulator?.close();
  });
  beforeEach(async () => {
    await clearOrders(ctx.testDb.db);
    const { TicketType } = ctx.testDb.db.models;
    await TicketType.destroy({ where: { slug: ['atelier-bachata', 'atelier-bachata-2', 'soiree-test'] } });
    await TicketType.update({ quota: 400 }, { where: {} });
    ctx.events = [];
  });
  return ctx;
}
