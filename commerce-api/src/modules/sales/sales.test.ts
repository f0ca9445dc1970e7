/**
 * Back-office sales (docs/back-office.md « Sales, refunds, issued tickets, ticket types »): who may
 * call what, the orders list and its totals, the CSV byte by byte, refunds through the local
 * Stripe emulator (real `stripe` SDK), issued tickets (search, resend, cancel) and their verdict
 * at the door, the ticket types' administration.
 */
import type Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { onDomainEvent, type DomainEventName } from '../../lib/events.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { startStripeEmulator, type InProcessEmulator } from '../../test/stripe-emulator.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import type { OrderInstance } from '../checkout/models.js';
import { stripeClientFor } from '../payments/stripe-client.js';
import { createScannerService } from '../scanner/service.js';
import type { TicketInstance } from '../tickets/models.js';
import { csvCell, decimalFr } from './csv.js';
import { parisDayStart, slugify, ticketShares } from './service.js';
import { clearSales, paidOrderOnEmulator } from './sales.test-helper.js';

const WEBHOOK_SECRET = 'whsec_test_c2FsZXMtYmFjay1vZmZpY2U';
const NOW = new Date('2026-12-02T10:00:00Z');

describe('sales helpers', () => {
  it('neutralises formulas and quotes separators, quotes and newlines', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+33612345678')).toBe("'+33612345678");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('ligne\nsuivante')).toBe('"ligne\nsuivante"');
    expect(csvCell('Élodie')).toBe('Élodie');
    expect(csvCell(null)).toBe('');
    expect(decimalFr(23_300)).toBe('233,00');
    expect(decimalFr(5)).toBe('0,05');
  });

  it('turns Paris days into instants, winter and summer time', () => {
    expect(parisDayStart('2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(parisDayStart('2027-04-17').toISOString()).toBe('2027-04-16T22:00:00.000Z');
  });

  it('slugifies names', () => {
    expect(slugify('Soirée Été — Gala !')).toBe('soiree-ete-gala');
    expect(slugify('???')).toBe('billet');
  });

  it('splits a line over its tickets to the cent', () => {
    const items = [{ id: 1, unitPriceCents: 11_900, quantity: 3, discountCents: 500 }] as never;
    const tickets = [{ id: 7, orderItemId: 1 }, { id: 8, orderItemId: 1 }, { id: 9, orderItemId: 1 }] as never;
    const shares = ticketShares(items, tickets);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(11_900 * 3 - 500);
    expect(shares.get(7)).toBe(11_734);
    expect(shares.get(9)).toBe(11_733);
  });
});

describeEachDatabase('sales (back-office)', (target) => {
  let emulator: InProcessEmulator;
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let stripe: Stripe;
  let admin: UserInstance;
  let scanner: UserInstance;
  let buyer: UserInstance;
  let fullPassId: number;
  let events: Array<{ name: DomainEventName; payload: unknown }>;
  let stopListening: () => void;

  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user, { now: NOW }).token}`;
  type Method = 'get' | 'patch' | 'post' | 'delete';
  const call = (method: Method, path: string, user?: UserInstance | null, body?: unknown) => {
    let req = request(app)[method](path);
    if (user) req = req.set('Authorization', bearer(user));
    return body === undefined ? req : req.send(body as object);
  };
  const audit = (action: string) => testDb.db.models.AuditLog.findAll({ where: { action }, order: [['id', 'ASC']] });
  const fullPass = async () => (await testDb.db.models.TicketType.findByPk(fullPassId))!;

  const paidOrder = (options: Parameters<typeof paidOrderOnEmulator>[4] = {}) => paidOrderOnEmulator(testDb.db, stripe, emulator, fullPassId, options);

  async function snapshot(order: OrderInstance) {
    const { Order, Ticket, OrderRefund } = testDb.db.models;
    return {
      refundedCents: (await Order.findByPk(order.id))!.refundedCents,
      tickets: (await Ticket.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']] })).map((t) => t.status),
      sold: (await fullPass()).soldCount,
      refunds: await OrderRefund.count({ where: { orderId: order.id, status: 'succeeded' } }),
      audits: (await audit('order.refunded')).length,
    };
  }

  const checkIn = (ticket: TicketInstance) =>
    createScannerService({ db: testDb.db, clock: () => new Date('2027-04-16T18:00:00Z') }).checkIn({ code: ticket.code, scannerId: scanner.id });

  beforeAll(async () => {
    emulator = await startStripeEmulator({ webhookSecret: WEBHOOK_SECRET });
    testDb = await openPreparedDatabase(target, { STRIPE_EMULATOR_URL: emulator.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, API_RATE_LIMIT_PER_MINUTE: '0' });
    const { User, TicketType } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    buyer = await User.create({ email: 'buyer@example.org', firstName: 'Bea', lastName: 'Buyer' });
    fullPassId = (await TicketType.findOne({ where: { slug: 'full-pass' } }))!.id;
    stripe = stripeClientFor(testDb.config.stripe);
    app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => NOW });
    stopListening = onDomainEvent(testDb.db.sequelize, (name, payload) => events.push({ name, payload }));
  });
  afterAll(async () => {
    stopListening?.();
    await testDb?.close();
    await emulator?.close();
  });
  beforeEach(async () => {
    await clearSales(testDb.db);
    const { TicketType } = testDb.db.models;
    await TicketType.destroy({ where: { slug: ['atelier-bachata', 'atelier-bachata-2', 'soiree-test'] } });
    await TicketType.update({ quota: 400 }, { where: {} });
    events = [];
  });

  describe('who may call what', () => {
    const endpoints: Array<[Method, string, unknown?]> = [
      ['get', '/api/admin/orders'],
      ['get', '/api/admin/orders/export.csv'],
      ['get', '/api/admin/orders/00000000-0000-4000-8000-000000000000'],
      ['post', '/api/admin/orders/00000000-0000-4000-8000-000000000000/refund', {}],
      ['get', '/api/admin/tickets'],
      ['post', '/api/admin/tickets/999999/resend'],
      ['post', '/api/admin/tickets/999999/cancel', {}],
      ['get', '/api/admin/ticket-types'],
      ['post', '/api/admin/ticket-types', { name: 'X' }],
      ['patch', '/api/admin/ticket-types/999999', { visible: false }],
      ['delete', '/api/admin/ticket-types/999999'],
    ];

    it('answers 401 to a guest, 403 to a user and to a scanner, and serves an admin', async () => {
      for (const [method, path, body] of endpoints) {
        const guest = await call(method, path, null, body);
        expect(guest.status, `${method} ${path}`).toBe(401);
        expect(guest.body.error.code).toBe('UNAUTHORIZED');
        for (const who of [buyer, scanner]) {
          const res = await call(method, path, who, body);
          expect(res.status, `${who.role} ${method} ${path}`).toBe(403);
          expect(res.body.error.code).toBe('FORBIDDEN');
        }
        const res = await call(method, path, admin, body);
        expect([200, 400, 404], `admin ${method} ${path}`).toContain(res.status);
        expect(res.headers['cache-control']).toBe('no-store');
      }
      for (const path of ['/api/admin/orders', '/api/admin/orders/export.csv', '/api/admin/tickets', '/api/admin/ticket-types']) {
        expect((await call('get', path, admin)).status, path).toBe(200);
      }
    });
  });

  describe('orders', () => {
    it('lists with filters, pagination and totals over the whole filter', async () => {
      const awa = await paidOrder({ pay: false, paidAt: new Date('2026-11-30T23:30:00Z') });
      await testDb.db.sequelize.query('UPDATE orders SET created_at = ? WHERE id = ?', { replacements: [new Date('2026-11-30T23:20:00Z'), awa.order.id] });
      const bob = await paidOrder({ pay: false, email: 'bob@example.org', holders: ['Bob Martin'] });
      await bob.order.update({ lastName: 'Martin', refundedCents: 2_000 });
      await testDb.db.models.Order.create({
        id: '9f0c1a52-6a1e-4f5e-9b7d-2f6d8c1e4a3b',
        number: 'KL-PENDING1',
        status: 'pending',
        email: 'late@example.org',
        firstName: 'Lou',
        lastName: 'Late',
        phone: '+33600000000',
        billingAddress: { line1: '1 rue X', line2: null, postalCode: '69001', city: 'Lyon', country: 'FR', state: null, isInternational: false },
        subtotalCents: 3_500,
        totalCents: 3_500,
        holdExpiresAt: NOW,
      });

      const all = await call('get', '/api/admin/orders?pageSize=1', admin);
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ page: 1, pageSize: 1, total: 3 });
      expect(all.body.data).toHaveLength(1);
      // 233 € + 114 € paid, 20 € refunded; 3 valid tickets; the pending order counts only as an order.
      expect(all.body.totals).toEqual({ orders: 3, revenue: 327, refunded: 20, tickets: 3 });

      const completed = await call('get', '/api/admin/orders?status=completed&q=bob', admin);
      expect(completed.body.total).toBe(1);
      expect(completed.body.data[0]).toEqual({
        id: bob.order.id,
        number: bob.order.number,
        status: 'completed',
        createdAt: expect.any(String),
        paidAt: expect.any(String),
        email: 'bob@example.org',
        firstName: 'Awa',
        lastName: 'Martin',
        total: 114,
        refundedAmount: 20,
        ticketsCount: 1,
        items: [{ name: 'Full Pass', quantity: 1 }],
        promoCode: 'BIENVENUE5',
        source: 'purchase',
        needsReview: false,
      });
      expect(completed.body.totals).toEqual({ orders: 1, revenue: 94, refunded: 20, tickets: 1 });

      // 23:20 UTC on 30 Nov is 1 Dec in Paris.
      const day = await call('get', '/api/admin/orders?from=2026-12-01&to=2026-12-01', admin);
      expect(day.body.data.map((o: { id: string }) => o.id)).toEqual([awa.order.id]);
      const byNumber = await call('get', `/api/admin/orders?q=${awa.order.number.toLowerCase()}`, admin);
      expect(byNumber.body.total).toBe(1);
      const byType = await call('get', `/api/admin/orders?ticketTypeId=${fullPassId}`, admin);
      expect(byType.body.total).toBe(2);
      const otherType = await call('get', `/api/admin/orders?ticketTypeId=${fullPassId + 1}`, admin);
      expect(otherType.body).toMatchObject({ total: 0, totals: { orders: 0, revenue: 0, refunded: 0, tickets: 0 } });

      const bad = await call('get', '/api/admin/orders?from=01/12/2026&pageSize=500', admin);
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    });

    it('exports a CSV French spreadsheets open as is', async () => {
      const { order } = await paidOrder({ pay: false, email: 'x@example.org', holders: ['Zoé'] });
      await order.update({ firstName: '=HYPERLINK("http://evil")', lastName: 'Dupont; fils', refundedCents: 1_050 });
      await testDb.db.sequelize.query('UPDATE orders SET created_at = ? WHERE id = ?', { replacements: [new Date('2026-12-01T11:50:00Z'), order.id] });
      const res = await call('get', '/api/admin/orders/export.csv?status=completed', admin).buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="ventes-2026-12-02.csv"');
      const bytes = res.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      const lines = text.split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[2]).toBe('');
      expect(text.replace(/\r\n/g, '')).not.toContain('\n');
      expect(lines[0]).toBe('Numéro;Créée le;Payée le;Statut;Origine;E-mail;Prénom;Nom;Billets;Nombre de billets valides;Code promo;Total (€);Remboursé (€)');
      expect(lines[1]).toBe(
        `${order.number};01/12/2026 12:50;01/12/2026 13:05;Payée;Achat;x@example.org;"'=HYPERLINK(""http://evil"")";"Dupont; fils";1 × Full Pass;1;BIENVENUE5;114,00;10,50`,
      );
    });

    it('shows one order in detail, 404 for an unknown or malformed id', async () => {
      const { order, tickets } = await paidOrder({ pay: false });
      const res = await call('get', `/api/admin/orders/${order.id}`, admin);
      expect(res.status).toBe(200);
      expect(res.body.order).toMatchObject({
        id: order.id,
        phone: '+33612345678',
        billingAddress: { city: 'Lyon' },
        subtotal: 238,
        discount: 5,
        total: 233,
        refundedAmount: 0,
        items: [{ ticketTypeId: fullPassId, name: 'Full Pass', quantity: 2, unitPrice: 119, subtotal: 238 }],
        tickets: tickets.map((t) => ({ id: t.id, number: String(t.id).padStart(6, '0'), holderName: t.holderName, ticketTypeName: 'Full Pass', status: 'valid', checkedInAt: null })),
        refunds: [],
        needsReview: false,
        paymentReviews: [],
      });
      expect((await call('get', '/api/admin/orders/00000000-0000-4000-8000-000000000000', admin)).status).toBe(404);
      expect((await call('get', '/api/admin/orders/nope', admin)).body.error.code).toBe('ORDER_NOT_FOUND');
    });
  });

  describe('payments to check', () => {
    it('flags the orders a refused payment named « À vérifier », filters on them and tells what happened', async () => {
      const { order } = await paidOrder({ pay: false });
      const other = await paidOrder({ pay: false, email: 'bob@example.org' });
      await testDb.db.models.PaymentReview.create({
        orderId: order.id,
        stripeSessionId: 'cs_test_foreign_0001',
        reason: 'foreign_session',
        amountCents: 100,
        currency: 'eur',
        paymentStatus: 'paid',
        stripePaymentIntentId: 'pi_test_0001',
        stripeRefundId: 're_test_0001',
        refundedCents: 100,
      });
      // A refused session that named no order of ours flags nothing.
      await testDb.db.models.PaymentReview.create({ stripeSessionId: 'cs_test_stray_0001', reason: 'foreign_session', refundedCents: 2_500 });

      const flagged = await call('get', '/api/admin/orders?needsReview=1', admin);
      expect(flagged.status).toBe(200);
      expect(flagged.body.data.map((o: { id: string; needsReview: boolean }) => [o.id, o.needsReview])).toEqual([[order.id, true]]);
      expect(flagged.body.totals.orders).toBe(1);
      const all = await call('get', '/api/admin/orders', admin);
      expect(Object.fromEntries(all.body.data.map((o: { id: string; needsReview: boolean }) => [o.id, o.needsReview]))).toEqual({ [order.id]: true, [other.order.id]: false });
      const bad = await call('get', '/api/admin/orders?needsReview=oui', admin);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toMatch(/needsReview/);

      const detail = await call('get', `/api/admin/orders/${order.id}`, admin);
      expect(detail.body.order).toMatchObject({
        needsReview: true,
        paymentReviews: [
          {
            reason: 'foreign_session',
            stripeSessionId: 'cs_test_foreign_0001',
            amount: 1,
            currency: 'EUR',
            paymentStatus: 'paid',
            refundedAmount: 1,
            stripeRefundId: 're_test_0001',
            createdAt: expect.any(String),
          },
        ],
      });
    });
  });

  describe('refunds', () => {
    it('refunds in full through Stripe: tickets refunded, seats back, audited, refused at the door', async () => {
      const { order, tickets } = await paidOrder();
      const res = await call('post', `/api/admin/orders/${order.id}/refund`, admin, { reason: 'Annulation' });
      expect(res.status).toBe(200);
      expect(res.body.order).toMatchObject({ refundedAmount: 233, ticketsCount: 0, status: 'completed' });
      expect(res.body.order.tickets.map((t: { status: string }) => t.status)).toEqual(['refunded', 'refunded']);
      expect(res.body.order.refunds).toEqual([
        { id: expect.any(Number), amount: 233, reason: 'Annulation', createdAt: expect.any(String), createdBy: expect.any(String), ticketIds: [] },
      ]);
      expect(emulator.paymentIntent(order.stripePaymentIntentId!)?.amount_refunded).toBe(23_300);
      expect(await snapshot(order)).toMatchObject({ refundedCents: 23_300, sold: 0, refunds: 1, audits: 1 });
      const row = (await testDb.db.models.OrderRefund.findOne({ where: { orderId: order.id } }))!;
      expect(row.stripeRefundId).toMatch(/^re_/);
      expect((await audit('order.refunded'))[0]!.actorId).toBe(admin.id);
      expect(events.some((e) => e.name === 'admin.stats')).toBe(true);
      expect((await checkIn(tickets[0]!)).result).toBe('refunded');

      // Nothing remains: a second refund is refused, nothing moves.
      const again = await call('post', `/api/admin/orders/${order.id}/refund`, admin, {});
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('REFUND_INVALID');
      expect(emulator.paymentIntent(order.stripePaymentIntentId!)?.amount_refunded).toBe(23_300);
    });

    it('refunds one ticket (its share), then the rest', async () => {
      const { order, tickets } = await paidOrder();
      const first = await call('post', `/api/admin/orders/${order.id}/refund`, admin, { ticketIds: [tickets[0]!.id] });
      expect(first.status).toBe(200);
      // 233 € over two tickets of one line: 116,50 € each.
      expect(first.body.order).toMatchObject({ refundedAmount: 116.5, ticketsCount: 1 });
      expect(first.body.order.refunds[0]).toMatchObject({ amount: 116.5, ticketIds: [tickets[0]!.id] });
      expect(await snapshot(order)).toMatchObject({ refundedCents: 11_650, tickets: ['refunded', 'valid'], sold: 1 });
      expect((await checkIn(tickets[0]!)).result).toBe('refunded');
      expect((await checkIn(tickets[1]!)).result).toBe('valid');

      const same = await call('post', `/api/admin/orders/${order.id}/refund`, admin, { ticketIds: [tickets[0]!.id] });
      expect(same.status).toBe(400);
      expect(same.body.error.code).toBe('REFUND_INVALID');

      const rest = await call('post', `/api/admin/orders/${order.id}/refund`, admin, {});
      expect(rest.status).toBe(200);
      expect(rest.body.order).toMatchObject({ refundedAmount: 233, ticketsCount: 0 });
      expect(rest.body.order.refunds.map((r: { amount: number }) => r.amount)).toEqual([116.5, 116.5]);
      expect(emulator.paymentIntent(order.stripePaymentIntentId!)?.amount_refunded).toBe(23_300);
      expect(await snapshot(order)).toMatchObject({ refundedCents: 23_300, tickets: ['refunded', 'refunded'], sold: 0, audits: 2 });
    });

    it('refunds an amount only, and refuses over-refunds and unpaid orders with nothing changed', async () => {
      const { order } = await paidOrder();
      const part = await call('post', `/api/admin/orders/${order.id}/refund`, admin, { amount: 33.1 });
      expect(part.status).toBe(200);
      expect(part.body.order).toMatchObject({ refundedAmount: 33.1, ticketsCount: 2 });
      const before = await snapshot(order);

      const over = await call('post', `/api/admin/orders/${order.id}/refund`, admin, { amount: 200 });
      expect(over.status).toBe(400);
      expect(over.body.error.code).toBe('REFUND_INVALID');
      expect(await snapshot(order)).toEqual(before);
      expect(emulator.paymentIntent(order.stripePaymentIntentId!)?.amount_refunded).toBe(3_310);

      const cents = await call('post', `/api/admin/orders/${order.id}/refund`, admin, { amount: 1.234 });
      expect(cents.status).toBe(400);
      expect(cents.body.error.code).toBe('VALIDATION_ERROR');

      await order.update({ status: 'processing' });
      const unpaid = await call('post', `/api/admin/orders/${order.id}/refund`, admin, { amount: 1 });
      expect(unpaid.status).toBe(400);
      expect(unpaid.body.error.code).toBe('REFUND_INVALID');
      expect(await snapshot(order)).toEqual(before);
    });

    it('answers 502 REFUND_FAILED when Stripe refuses, nothing changed', async () => {
      const { order, tickets } = await paidOrder();
      // Refunded behind our back on Stripe: Stripe now refuses any further refund.
      await stripe.refunds.create({ payment_intent: order.stripePaymentIntentId! });
      const before = await snapshot(order);
      const res = await call('post', `/api/admin/orders/${order.id}/refund`, admin, { ticketIds: [tickets[1]!.id] });
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('REFUND_FAILED');
      expect(await snapshot(order)).toEqual(before);
      expect((await testDb.db.models.OrderRefund.findOne({ where: { orderId: order.id } }))!.status).toBe('failed');
      expect((await checkIn(tickets[1]!)).result).toBe('valid');

      const unknown = await paidOrder({ pay: false });
      await unknown.order.update({ stripePaymentIntentId: 'pi_does_not_exist' });
      const res2 = await call('post', `/api/admin/orders/${unknown.order.id}/refund`, admin, {});
      expect(res2.status).toBe(502);
      expect(await snapshot(unknown.order)).toMatchObject({ refundedCents: 0, tickets: ['valid', 'valid'], refunds: 0 });
    });
  });

  describe('issued tickets', () => {
    it('lists and searches by holder, e-mail, order number, ticket number or code', async () => {
      const awa = await paidOrder({ pay: false });
      const bob = await paidOrder({ pay: false, email: 'bob@example.org', holders: ['Bob Martin'] });
      const all = await call('get', '/api/admin/tickets', admin);
      expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(all.body.data[0]).toEqual({
        id: bob.tickets[0]!.id,
        number: String(bob.tickets[0]!.id).padStart(6, '0'),
        holderName: 'Bob Martin',
        status: 'valid',
        ticketTypeId: fullPassId,
        ticketTypeName: 'Full Pass',
        orderId: bob.order.id,
        orderNumber: bob.order.number,
        email: 'bob@example.org',
        checkedInAt: null,
      });
      const ids = async (q: string) => (await call('get', `/api/admin/tickets?q=${encodeURIComponent(q)}`, admin)).body.data.map((t: { id: number }) => t.id);
      expect(await ids('ferré')).toEqual([awa.tickets[1]!.id]);
      expect(await ids('bob@example')).toEqual([bob.tickets[0]!.id]);
      expect(await ids(awa.order.number)).toEqual([awa.tickets[1]!.id, awa.tickets[0]!.id]);
      expect(await ids(String(awa.tickets[0]!.id).padStart(6, '0'))).toEqual([awa.tickets[0]!.id]);
      expect(await ids(awa.tickets[1]!.code)).toEqual([awa.tickets[1]!.id]);
      await awa.tickets[0]!.update({ status: 'cancelled' });
      expect((await call('get', '/api/admin/tickets?status=cancelled', admin)).body.data.map((t: { id: number }) => t.id)).toEqual([awa.tickets[0]!.id]);
    });

    it('resends the order’s tickets e-mail under a fresh key each time, audited', async () => {
      const { order, tickets } = await paidOrder({ pay: false });
      for (let i = 0; i < 2; i++) {
        const res = await call('post', `/api/admin/tickets/${tickets[0]!.id}/resend`, admin);
        expect(res.status).toBe(202);
        expect(res.body).toEqual({ message: `Les billets ont été renvoyés à ${order.email}.` });
      }
      const outbox = await testDb.db.models.OutboxMessage.findAll({ order: [['id', 'ASC']] });
      expect(outbox).toHaveLength(2);
      expect(outbox.map((m) => m.kind)).toEqual(['order-confirmation', 'order-confirmation']);
      expect(outbox[0]!.dedupeKey).not.toBe(outbox[1]!.dedupeKey);
      expect(outbox[0]).toMatchObject({ recipient: order.email, status: 'pending' });
      expect(outbox[0]!.payload).toMatchObject({ orderId: order.id });
      expect(await audit('ticket.resent')).toHaveLength(2);
      expect((await call('post', '/api/admin/tickets/999999/resend', admin)).status).toBe(404);
    });

    it('cancels a ticket: refused at the door, seat back on sale, audited; twice → 409', async () => {
      const { tickets } = await paidOrder({ pay: false });
      const res = await call('post', `/api/admin/tickets/${tickets[0]!.id}/cancel`, admin, { reason: 'Doublon' });
      expect(res.status).toBe(200);
      expect(res.body.ticket).toMatchObject({ id: tickets[0]!.id, status: 'cancelled' });
      expect((await fullPass()).soldCount).toBe(1);
      expect((await checkIn(tickets[0]!)).result).toBe('cancelled');
      const logged = await audit('ticket.cancelled');
      expect(logged).toHaveLength(1);
      expect(logged[0]!.details).toMatchObject({ reason: 'Doublon' });
      expect(events.some((e) => e.name === 'admin.stats')).toBe(true);

      const again = await call('post', `/api/admin/tickets/${tickets[0]!.id}/cancel`, admin, {});
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('TICKET_NOT_VALID');
      expect((await fullPass()).soldCount).toBe(1);
      expect((await call('post', '/api/admin/tickets/999999/cancel', admin, {})).status).toBe(404);
    });
  });

  describe('ticket types', () => {
    const input = {
      name: 'Atelier Bachata',
      description: 'Deux heures',
      category: 'workshop',
      price: 25.5,
      quota: 30,
      salesStart: '2026-12-01T00:00:00.000Z',
      salesEnd: '2027-04-15T22:00:00.000Z',
      validDays: ['2027-04-17'],
    };

    it('lists every type, hidden ones included, with counters', async () => {
      await testDb.db.models.TicketType.update({ visible: false }, { where: { id: fullPassId } });
      await paidOrder({ pay: false });
      const res = await call('get', '/api/admin/ticket-types', admin);
      expect(res.status).toBe(200);
      const fp = res.body.data.find((t: { id: number }) => t.id === fullPassId);
      expect(fp).toMatchObject({ slug: 'full-pass', visible: false, quota: 400, sold: 2, held: 0, remaining: 398, deletable: false, price: expect.any(Number) });
      await testDb.db.models.TicketType.update({ visible: true }, { where: { id: fullPassId } });
    });

    it('creates with a unique slug and the price in cents; validates days and the sales window', async () => {
      const res = await call('post', '/api/admin/ticket-types', admin, input);
      expect(res.status).toBe(201);
      expect(res.body.ticketType).toMatchObject({ slug: 'atelier-bachata', price: 25.5, quota: 30, sold: 0, remaining: 30, validDays: ['2027-04-17'], visible: true, deletable: true });
      expect((await testDb.db.models.TicketType.findByPk(res.body.ticketType.id))!.priceCents).toBe(2_550);
      const twin = await call('post', '/api/admin/ticket-types', admin, input);
      expect(twin.body.ticketType.slug).toBe('atelier-bachata-2');
      expect(await audit('ticket-type.created')).toHaveLength(2);

      for (const bad of [
        { ...input, validDays: ['2027-04-19'] },
        { ...input, price: -1 },
        { ...input, price: 1.005 },
        { ...input, salesEnd: input.salesStart },
        { ...input, category: 'gala' },
        { ...input, quota: 1.5 },
      ]) {
        const r = await call('post', '/api/admin/ticket-types', admin, bad);
        expect(r.status, JSON.stringify(bad)).toBe(400);
        expect(r.body.error.code).toBe('VALIDATION_ERROR');
      }
      expect(await testDb.db.models.TicketType.count({ where: { name: 'Atelier Bachata' } })).toBe(2);
    });

    it('updates, never letting the quota below sold + held', async () => {
      await paidOrder({ pay: false });
      await testDb.db.models.TicketType.update({ heldCount: 3 }, { where: { id: fullPassId } });
      const below = await call('patch', `/api/admin/ticket-types/${fullPassId}`, admin, { quota: 4, name: 'Renamed' });
      expect(below.status).toBe(400);
      expect(below.body.error.code).toBe('QUOTA_BELOW_SOLD');
      expect((await fullPass()).quota).toBe(400);
      expect((await fullPass()).name).toBe('Full Pass');

      const ok = await call('patch', `/api/admin/ticket-types/${fullPassId}`, admin, { quota: 5, price: 120 });
      expect(ok.status).toBe(200);
      expect(ok.body.ticketType).toMatchObject({ slug: 'full-pass', quota: 5, sold: 2, held: 3, remaining: 0, price: 120 });
      expect(await audit('ticket-type.updated')).toHaveLength(1);
      expect((await call('patch', '/api/admin/ticket-types/999999', admin, { quota: 5 })).status).toBe(404);
      expect((await call('patch', `/api/admin/ticket-types/${fullPassId}`, admin, {})).status).toBe(400);
      await testDb.db.models.TicketType.update({ priceCents: 11_900 }, { where: { id: fullPassId } });
    });

    it('deletes a type never sold; a sold or ordered one → 409 TICKET_TYPE_SOLD', async () => {
      await paidOrder({ pay: false });
      const sold = await call('delete', `/api/admin/ticket-types/${fullPassId}`, admin);
      expect(sold.status).toBe(409);
      expect(sold.body.error.code).toBe('TICKET_TYPE_SOLD');
      expect(await fullPass()).not.toBeNull();

      const created = (await call('post', '/api/admin/ticket-types', admin, { ...input, name: 'Soirée test' })).body.ticketType;
      const del = await call('delete', `/api/admin/ticket-types/${created.id}`, admin);
      expect(del.status).toBe(204);
      expect(await testDb.db.models.TicketType.findByPk(created.id)).toBeNull();
      expect(await audit('ticket-type.deleted')).toHaveLength(1);
      expect((await call('delete', `/api/admin/ticket-types/${created.id}`, admin)).status).toBe(404);
    });
  });
});
