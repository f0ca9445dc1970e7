/**
 * Payment status without Stripe's help: the OrderView of an order as stored, and the answer when
 * Stripe cannot be reached (the page keeps polling). Re-fetch and settlement against the emulator
 * are covered in payments/payments.test.ts.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { expectContract } from '../../test/contract.js';
import { PaymentStatusAnswer } from '@kizomba/api-contract/order-status';
import { generateOrderNumber } from '../orders/index.js';
import { createPaidOrder } from '../mail/mail.test-helper.js';

const NOW = new Date('2026-12-01T12:00:00Z');

/** A port nothing listens on: Stripe is "down". */
async function deadPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describeEachDatabase('order status', (target) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target, { STRIPE_EMULATOR_URL: `http://127.0.0.1:${await deadPort()}`, API_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('answers the pending order as stored when Stripe cannot be reached', async () => {
    const { Order, OrderItem, TicketType } = testDb.db.models;
    const fullPass = (await TicketType.findOne({ where: { slug: 'full-pass' } }))!;
    const order = await Order.create({
      id: randomUUID(),
      number: generateOrderNumber(),
      email: 'awa.diallo@example.fr',
      firstName: 'Awa',
      lastName: 'Diallo',
      phone: '+33612345678',
      billingAddress: { line1: '1 rue X', line2: null, postalCode: '75001', city: 'Paris', country: 'FR', state: null, isInternational: false },
      subtotalCents: 29_800,
      discountCents: 500,
      totalCents: 29_300,
      promoCode: 'BIENVENUE5',
      holdExpiresAt: new Date(NOW.getTime() + 30 * 60_000),
      stripeSessionId: 'cs_test_unreachable_0001',
      stripeSessionCount: 1,
    });
    await OrderItem.create({ orderId: order.id, ticketTypeId: fullPass.id, name: fullPass.name, quantity: 2, unitPriceCents: 14_900, discountCents: 500 });
    await testDb.db.models.CheckoutSession.create({ orderId: order.id, stripeSessionId: 'cs_test_unreachable_0001', amountCents: 29_300, currency: 'eur' });

    const app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => NOW });
    for (const id of [order.id, order.id.toUpperCase(), 'cs_test_unreachable_0001']) {
      const res = await request(app).get(`/api/stripe/payment-status/${id}`);
      expect(res.status).toBe(200);
      expectContract(res.body, PaymentStatusAnswer);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.order).toMatchObject({
        id: order.id,
        number: order.number,
        status: 'pending',
        paidAt: null,
        subtotal: 298,
        discount: 5,
        total: 293,
        currency: 'EUR',
        promoCode: 'BIENVENUE5',
        paymentMethod: 'Carte de crédit',
        customerInfo: { firstName: 'Awa', lastName: 'Diallo', email: 'awa.diallo@example.fr' },
        items: [{ name: fullPass.name, quantity: 2, unitPrice: 149, subtotal: 298, ticket: { id: fullPass.id, name: fullPass.name } }],
        tickets: [],
        payment: { status: 'pending' },
        paymentInfo: { errorMessage: null },
      });
    }
    expect((await Order.findByPk(order.id))!.status).toBe('pending');

    const missing = await request(app).get(`/api/stripe/payment-status/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'ORDER_NOT_FOUND', message: 'Commande introuvable' });
  });

  it("names the lines and tickets in the request's language, the stored French name staying the record", async () => {
    const { order } = await createPaidOrder(testDb.db, { holders: ['Awa Diallo'] });
    const { OrderItem, Ticket, TicketType } = testDb.db.models;
    const friday = (await TicketType.findOne({ where: { slug: 'soiree-vendredi' } }))!;
    const item = await OrderItem.create({ orderId: order.id, ticketTypeId: friday.id, name: 'Soirée du vendredi', quantity: 1, unitPriceCents: 3_500, discountCents: 0 });
    await Ticket.create({ orderId: order.id, orderItemId: item.id, ticketTypeId: friday.id, code: randomUUID(), holderName: 'Awa Diallo' });
    const app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => NOW });
    const names = (view: { items: { name: string; ticket: { name: string } }[]; tickets: { ticketTypeName: string }[] }) => [
      view.items.map((line) => [line.name, line.ticket.name]),
      view.tickets.map((ticket) => ticket.ticketTypeName),
    ];

    const english = (await request(app).get(`/api/stripe/payment-status/${order.id}`).set('X-Locale', 'en')).body.order;
    expect(names(english)).toEqual([[['Full Pass', 'Full Pass'], ['Friday party', 'Friday party']], ['Full Pass', 'Friday party']]);
    const french = (await request(app).get(`/api/stripe/payment-status/${order.id}`)).body.order;
    expect(names(french)).toEqual([[['Full Pass', 'Full Pass'], ['Soirée du vendredi', 'Soirée du vendredi']], ['Full Pass', 'Soirée du vendredi']]);
    expect((await item.reload()).name).toBe('Soirée du vendredi');
  });

  it('says what was refunded: part of a paid order with its date and its refunded ticket, then all of it', async () => {
    const { order, tickets } = await createPaidOrder(testDb.db);
    const { OrderRefund, Ticket, Order } = testDb.db.models;
    // As a back-office refund of one ticket leaves it (docs/back-office.md « Refund steps »).
    const first = await OrderRefund.create({ orderId: order.id, amountCents: 11_650, status: 'succeeded', ticketIds: [tickets[0]!.id], createdAt: NOW });
    await Ticket.update({ status: 'refunded' }, { where: { id: tickets[0]!.id } });
    await Order.update({ refundedCents: 11_650 }, { where: { id: order.id } });
    const app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => NOW });

    const partial = (await request(app).get(`/api/stripe/payment-status/${order.id}`)).body.order;
    expect(partial.status).toBe('completed');
    expect(partial.refund).toEqual({ amount: 116.5, full: false, refundedAt: (await first.reload()).updatedAt.toISOString() });
    expect(partial.tickets.map((ticket: { status: string }) => ticket.status)).toEqual(['refunded', 'valid']);

    const rest = await OrderRefund.create({ orderId: order.id, amountCents: 11_650, status: 'succeeded', ticketIds: [tickets[1]!.id], createdAt: NOW });
    await Ticket.update({ status: 'refunded' }, { where: { id: tickets[1]!.id } });
    await Order.update({ refundedCents: 23_300 }, { where: { id: order.id } });
    const full = (await request(app).get(`/api/stripe/payment-status/${order.id}`)).body.order;
    expect(full.refund).toEqual({ amount: 233, full: true, refundedAt: (await rest.reload()).updatedAt.toISOString() });
    expect(full.tickets.map((ticket: { status: string }) => ticket.status)).toEqual(['refunded', 'refunded']);
  });

  it('limits each IP to API_SENSITIVE_RATE_LIMIT_PER_MINUTE status requests', async () => {
    const app = createApp({ config: { ...testDb.config, sensitiveRateLimitPerMinute: 3 }, logger, db: testDb.db, clock: () => NOW });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await request(app).get(`/api/stripe/payment-status/cs_test_guess_${i}`));
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 429]);
    expect(answers[3]!.body.error).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Trop de requêtes. Veuillez patienter une minute avant de réessayer.' });
  });
});
