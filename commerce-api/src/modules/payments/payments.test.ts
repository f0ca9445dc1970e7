/**
 * Payments against the local Stripe emulator, through the real `stripe` SDK: Checkout Session
 * creation, signed webhooks (duplicates, forgeries, expiry, async failure), the status page's
 * re-fetch and their races. The emulator and the API share one fake clock.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyTicketCode } from '@kizomba/ticket-signature';
import { createApp } from '../../app.js';
import { onDomainEvent, type DomainEventName } from '../../lib/events.js';
import { createTicketKeys } from '../../lib/ticket-keys.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { startStripeEmulator, type InProcessEmulator } from '../../test/stripe-emulator.js';
import { createCatalogueService } from '../catalogue/index.js';
import { generateOrderNumber, splitDiscount, type OrderInstance } from '../orders/index.js';
import { computeDiscountCents } from '../promo-codes/service.js';
import { createOrderStatusService } from '../order-status/service.js';
import { TICKET_CODE_PATTERN } from '../tickets/index.js';
import { STRIPE_CHECKOUT_LOCALES, createPaymentsService, paymentRefusal, type PaymentsService } from './service.js';

const START = Date.parse('2026-12-01T12:00:00Z');
const SITE = 'http://localhost:4321';
const WEBHOOK_SECRET = 'whsec_test_Qm9uam91ci1sZS1mZXN0aXZhbC1raXpvbWJh';

describeEachDatabase('payments', (target) => {
  let nowMs = START;
  const clock = () => new Date(nowMs);
  let emulator: InProcessEmulator;
  let testDb: TestDatabase;
  let payments: PaymentsService;
  let app: ReturnType<typeof createApp>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    emulator = await startStripeEmulator({ webhookSecret: WEBHOOK_SECRET, clock: () => nowMs });
    testDb = await openPreparedDatabase(target, {
      STRIPE_EMULATOR_URL: emulator.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      API_RATE_LIMIT_PER_MINUTE: '0',
    });
    payments = createPaymentsService({ db: testDb.db, config: testDb.config, logger, clock, ticketKeys: createTicketKeys(testDb.config) });
    app = createApp({ config: testDb.config, logger, db: testDb.db, clock });
    for (const row of await testDb.db.models.TicketType.findAll()) ids[row.slug] = row.id;
  });
  afterAll(async () => {
    await testDb?.close();
    await emulator?.close();
  });
  /** Every request sent to Stripe during the test, as Stripe's OpenAPI description documents it. */
  afterEach(() => {
    const refused = emulator.takeRequests().filter((checked) => checked.errors.length > 0);
    expect(refused.map(({ method, url, errors }) => `${method} ${url}: ${errors.join('; ')}`)).toEqual([]);
  });
  beforeEach(async () => {
    nowMs = START;
    const { Ticket, OutboxMessage, StripeEvent, OrderItem, Order, TicketType, PromoCode, CheckoutSession, PaymentReview, AuditLog } = testDb.db.models;
    await Ticket.destroy({ where: {} });
    await OutboxMessage.destroy({ where: {} });
    await StripeEvent.destroy({ where: {} });
    await PaymentReview.destroy({ where: {} });
    await CheckoutSession.destroy({ where: {} });
    await AuditLog.destroy({ where: {} });
    await OrderItem.destroy({ where: {} });
    await Order.destroy({ where: {} });
    await PromoCode.destroy({ where: { code: ['DOUZE5'] } });
    await TicketType.update({ soldCount: 0, heldCount: 0, quota: 400 }, { where: {} });
  });

  /** A pending order holding its seats, as checkout leaves it (rows inserted directly). */
  async function placeOrder(lines: Array<[slug: string, quantity: number]>, promo?: { id: number; code: string; basisPoints: number }) {
    const { Order, OrderItem, TicketType } = testDb.db.models;
    const catalogue = createCatalogueService(testDb.db.models);
    const priced = [];
    for (const [slug, quantity] of lines) {
      const type = await TicketType.findByPk(ids[slug]);
      priced.push({ ticketTypeId: type!.id, name: type!.name, unitPriceCents: type!.priceCents, quantity });
      expect(await catalogue.holdSeats(type!.id, quantity)).toBe(true);
    }
    const subtotalCents = priced.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    const discountCents = promo ? computeDiscountCents({ type: 'percentage', value: promo.basisPoints }, subtotalCents) : 0;
    const shares = splitDiscount(discountCents, priced.map((l) => l.unitPriceCents * l.quantity));
    const order = await Order.create({
      id: randomUUID(),
      number: generateOrderNumber(),
      email: 'awa.diallo@example.fr',
      firstName: 'Awa',
      lastName: 'Diallo',
      phone: '+33612345678',
      billingAddress: { line1: '12 rue de la Paix', line2: null, postalCode: '75002', city: 'Paris', country: 'FR', state: null, isInternational: false },
      subtotalCents,
      discountCents,
      totalCents: subtotalCents - discountCents,
      promoCodeId: promo?.id ?? null,
      promoCode: promo?.code ?? null,
      holdExpiresAt: new Date(nowMs + 30 * 60_000),
    });
    for (const [i, l] of priced.entries()) await OrderItem.create({ orderId: order.id, ...l, discountCents: shares[i]! });
    return order;
  }

  const urls = (order: OrderInstance) => ({
    successUrl: `${SITE}/confirmation/${order.id}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${SITE}/checkout/${order.id}?cancelled=1`,
  });

  async function startPayment(order: OrderInstance) {
    const res = await request(app).post('/api/stripe/create-checkout-session').send({ orderId: order.id, ...urls(order) });
    expect(res.status).toBe(200);
    return res.body as { url: string; sessionId: string };
  }

  /** Posts `event` to the webhook exactly as the emulator signs it. */
  function deliver(type: string, sessionId: string) {
    const { body, signature } = emulator.signed(emulator.event(type, sessionId), Math.floor(nowMs / 1000));
    return request(app).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body);
  }

  const reload = async (order: OrderInstance) => (await testDb.db.models.Order.findByPk(order.id))!;
  const seats = async (slug: string) => {
    const t = (await testDb.db.models.TicketType.findByPk(ids[slug]))!;
    return { sold: t.soldCount, held: t.heldCount };
  };
  const counts = async (order: OrderInstance) => ({
    tickets: await testDb.db.models.Ticket.count({ where: { orderId: order.id } }),
    outbox: await testDb.db.models.OutboxMessage.count({ where: { dedupeKey: `order-confirmation:${order.id}` } }),
  });

  /** A Checkout Session made straight on Stripe, not by the API (another integration, or an attacker's Payment Link). */
  function sessionOutsideTheApi(options: { amountCents: number; currency?: string; metadataOrderId?: string; clientReferenceId?: string }) {
    return payments.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price_data: { currency: options.currency ?? 'eur', unit_amount: options.amountCents, product_data: { name: 'Don au festival' } }, quantity: 1 }],
      ...(options.clientReferenceId ? { client_reference_id: options.clientReferenceId } : {}),
      ...(options.metadataOrderId ? { metadata: { orderId: options.metadataOrderId } } : {}),
      expires_at: Math.floor(nowMs / 1000) + 3_600,
      success_url: `${SITE}/ok`,
      cancel_url: `${SITE}/ko`,
    });
  }

  /** Makes `sessionId` the order's current recorded session, as createCheckoutSession would. */
  async function recordForOrder(order: OrderInstance, sessionId: string) {
    await testDb.db.models.CheckoutSession.create({ orderId: order.id, stripeSessionId: sessionId, amountCents: order.totalCents, currency: 'eur' });
    await order.update({ stripeSessionId: sessionId, stripeSessionCount: order.stripeSessionCount + 1 });
  }

  const reviewOf = (sessionId: string) => testDb.db.models.PaymentReview.findOne({ where: { stripeSessionId: sessionId } });
  const refundedOf = async (sessionId: string) => {
    const pi = (await payments.retrieveSession(sessionId)).payment_intent as string;
    return emulator.paymentIntent(pi)?.amount_refunded ?? 0;
  };
  const refusalAudits = () => testDb.db.models.AuditLog.findAll({ where: { action: 'payment.refused' }, order: [['id', 'ASC']] });

  it('opens the Stripe page in the order’s language, the tickets named in it (British English for en)', async () => {
    const order = await placeOrder([['soiree-vendredi', 1]]);
    await order.update({ locale: 'en' });
    const answer = await startPayment(order);
    const session = await payments.stripe.checkout.sessions.retrieve(answer.sessionId, { expand: ['line_items'] });
    expect(session.locale).toBe('en-GB');
    const friday = (await testDb.db.models.TicketType.findOne({ where: { slug: 'soiree-vendredi' } }))!;
    expect(friday.translations?.en?.name).toBeTruthy();
    expect(session.line_items!.data[0]!.description).toBe(friday.translations!.en!.name);
    expect(Object.values(STRIPE_CHECKOUT_LOCALES)).toEqual(['fr', 'en-GB', 'es', 'pt', 'de', 'it', 'nl', 'pl', 'ro']);
  });

  it('creates a Checkout Session whose lines add up to the order total with a percentage promo', async () => {
    const promo = await testDb.db.models.PromoCode.create({ code: 'DOUZE5', type: 'percentage', value: 1_250 });
    const order = await placeOrder(
      [
        ['full-pass', 3],
        ['soiree-vendredi', 1],
        ['soiree-gala-samedi', 2],
      ],
      { id: promo.id, code: promo.code, basisPoints: 1_250 },
    );
    nowMs += 20_000;
    const answer = await startPayment(order);
    expect(answer.sessionId).toMatch(/^cs_/);
    expect(answer.url).toContain(answer.sessionId);

    const session = await payments.stripe.checkout.sessions.retrieve(answer.sessionId, { expand: ['line_items'] });
    expect(session.amount_total).toBe(order.totalCents);
    expect(session.currency).toBe('eur');
    const lines = session.line_items!.data;
    expect(lines.reduce((sum, l) => sum + l.amount_total, 0)).toBe(order.totalCents);
    expect(session.customer_email).toBe('awa.diallo@example.fr');
    expect(session.client_reference_id).toBe(order.id);
    expect(session.metadata).toMatchObject({ orderId: order.id, orderNumber: order.number });
    expect(session.locale).toBe('fr');
    expect(session.success_url).toBe(urls(order).successUrl);

    // Hold extended to now + 31 min, rounded up to the minute; the session ends at that instant.
    const stored = await reload(order);
    const expected = Math.ceil((nowMs + 31 * 60_000) / 60_000) * 60_000;
    expect(stored.holdExpiresAt.getTime()).toBe(expected);
    expect(session.expires_at).toBe(expected / 1000);
    expect(stored.stripeSessionId).toBe(answer.sessionId);
    expect(stored.stripeSessionCount).toBe(1);

    // Asked again (a double click, a reload): the same open session.
    const again = await startPayment(order);
    expect(again).toEqual(answer);
    expect((await reload(order)).stripeSessionCount).toBe(1);

    // Several tabs at once on a fresh order: one session (same idempotency key), shared by all.
    const fresh = await placeOrder([['party-pass', 1]]);
    const burst = await Promise.all(Array.from({ length: 6 }, () => startPayment(fresh)));
    expect(new Set(burst.map((b) => b.sessionId)).size).toBe(1);
    const freshStored = await reload(fresh);
    expect(freshStored.stripeSessionId).toBe(burst[0]!.sessionId);
    expect(freshStored.stripeSessionCount).toBe(1);
  });

  it('refuses return URLs off the site, unknown orders and orders that cannot be paid', async () => {
    const order = await placeOrder([['full-pass', 1]]);
    for (const body of [
      { orderId: order.id, successUrl: 'https://evil.example/ok', cancelUrl: `${SITE}/checkout` },
      { orderId: order.id, successUrl: `${SITE}/ok`, cancelUrl: 'http://localhost:4322/checkout' },
      { orderId: order.id, successUrl: 'javascript:alert(1)', cancelUrl: `${SITE}/checkout` },
    ]) {
      const res = await request(app).post('/api/stripe/create-checkout-session').send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.message).toMatch(/billetterie/);
    }
    expect((await reload(order)).stripeSessionId).toBeNull();

    const unknown = await request(app).post('/api/stripe/create-checkout-session').send({ orderId: randomUUID(), ...urls(order) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'ORDER_NOT_FOUND', message: 'Commande introuvable' });

    nowMs += 31 * 60_000;
    const late = await request(app).post('/api/stripe/create-checkout-session').send({ orderId: order.id, ...urls(order) });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('ORDER_EXPIRED');

    const paid = await placeOrder([['party-pass', 1]]);
    await paid.update({ status: 'completed', holdActive: false });
    const refused = await request(app).post('/api/stripe/create-checkout-session').send({ orderId: paid.id, ...urls(paid) });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'ORDER_NOT_PAYABLE', message: 'Cette commande est déjà payée.' });
  });

  it('fulfils once when the same webhook is delivered ten times', async () => {
    const promo = await testDb.db.models.PromoCode.create({ code: 'DOUZE5', type: 'percentage', value: 1_250, maxUses: 10 });
    const order = await placeOrder(
      [
        ['full-pass', 2],
        ['soiree-vendredi', 1],
      ],
      { id: promo.id, code: promo.code, basisPoints: 1_250 },
    );
    const { sessionId } = await startPayment(order);
    await emulator.pay(sessionId);

    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await deliver('checkout.session.completed', sessionId));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.body.duplicate === false)).toHaveLength(1);

    const done = await reload(order);
    expect(done.status).toBe('completed');
    expect(done.paidAt?.getTime()).toBe(nowMs);
    expect(done.holdActive).toBe(false);
    expect(done.stripePaymentIntentId).toMatch(/^pi_/);
    expect(await counts(order)).toEqual({ tickets: 3, outbox: 1 });
    expect(await seats('full-pass')).toEqual({ sold: 2, held: 0 });
    expect(await seats('soiree-vendredi')).toEqual({ sold: 1, held: 0 });
    expect((await promo.reload()).usedCount).toBe(1);
    expect(await testDb.db.models.StripeEvent.count()).toBe(1);

    const tickets = await testDb.db.models.Ticket.findAll({ where: { orderId: order.id } });
    expect(new Set(tickets.map((t) => t.code)).size).toBe(3);
    const keys = createTicketKeys(testDb.config);
    for (const ticket of tickets) {
      expect(ticket.code).toMatch(TICKET_CODE_PATTERN);
      // Signed for this very ticket (its id and type), at the fulfilment's time: verifiable offline.
      expect(verifyTicketCode(ticket.code, keys.accepted)).toEqual({
        ok: true,
        kid: keys.active.kid,
        claims: { ticketId: ticket.id, ticketTypeId: ticket.ticketTypeId, issuedAt: Math.floor(nowMs / 1000) },
      });
      expect(ticket.holderName).toBe('Awa Diallo');
      expect(ticket.status).toBe('valid');
    }

    // Ten deliveries at once (Stripe retries overlap): still one fulfilment.
    const other = await placeOrder([['party-pass', 2]]);
    const second = await startPayment(other);
    await emulator.pay(second.sessionId);
    const burst = await Promise.all(Array.from({ length: 10 }, () => deliver('checkout.session.completed', second.sessionId)));
    expect(burst.every((r) => r.status === 200)).toBe(true);
    expect(await counts(other)).toEqual({ tickets: 2, outbox: 1 });
    expect(await seats('party-pass')).toEqual({ sold: 2, held: 0 });
  });

  it('refuses forged, unsigned and tampered webhooks without changing anything', async () => {
    const order = await placeOrder([['full-pass', 1]]);
    const { sessionId } = await startPayment(order);
    await emulator.pay(sessionId);
    const event = emulator.event('checkout.session.completed', sessionId);
    const t = Math.floor(nowMs / 1000);

    const forged = emulator.signed(event, t, 'whsec_not_the_endpoint_secret_at_all_0123456789');
    const tamperedBody = emulator.signed(event, t).body.replace(order.id, randomUUID());
    const attempts = [
      { body: forged.body, signature: forged.signature },
      { body: emulator.signed(event, t).body, signature: undefined },
      { body: tamperedBody, signature: emulator.signed(event, t).signature },
      // Replayed long after it was signed.
      { body: emulator.signed(event, t - 3_600).body, signature: emulator.signed(event, t - 3_600).signature },
    ];
    for (const attempt of attempts) {
      const req = request(app).post('/api/stripe/webhook').set('Content-Type', 'application/json');
      const res = await (attempt.signature ? req.set('Stripe-Signature', attempt.signature) : req).send(attempt.body);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'INVALID_SIGNATURE', message: 'Signature du webhook Stripe invalide.' });
    }
    const still = await reload(order);
    expect(still.status).toBe('pending');
    expect(await counts(order)).toEqual({ tickets: 0, outbox: 0 });
    expect(await testDb.db.models.StripeEvent.count()).toBe(0);
    expect(await seats('full-pass')).toEqual({ sold: 0, held: 1 });
  });

  it('fails the order and releases its seats when the session expires', async () => {
    const order = await placeOrder([['soiree-dimanche', 4]]);
    const { sessionId } = await startPayment(order);
    nowMs = (await reload(order)).holdExpiresAt.getTime() + 1_000;
    await emulator.tick();
    const res = await deliver('checkout.session.expired', sessionId);
    expect(res.status).toBe(200);
    const failed = await reload(order);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toBe('expired');
    expect(failed.holdActive).toBe(false);
    expect(await seats('soiree-dimanche')).toEqual({ sold: 0, held: 0 });
    expect(await counts(order)).toEqual({ tickets: 0, outbox: 0 });
  });

  it('marks an asynchronous payment processing, then failed with its seats released', async () => {
    const order = await placeOrder([['soiree-gala-samedi', 2]]);
    const { sessionId } = await startPayment(order);
    await emulator.pay(sessionId, 'async_failed');

    expect((await deliver('checkout.session.completed', sessionId)).status).toBe(200);
    expect((await reload(order)).status).toBe('processing');
    expect(await seats('soiree-gala-samedi')).toEqual({ sold: 0, held: 2 });

    expect((await deliver('checkout.session.async_payment_failed', sessionId)).status).toBe(200);
    const failed = await reload(order);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toBe('payment_failed');
    expect(await seats('soiree-gala-samedi')).toEqual({ sold: 0, held: 0 });

    // The status page agrees, and says why in French.
    const status = await request(app).get(`/api/stripe/payment-status/${order.id}`);
    expect(status.body.order.status).toBe('failed');
    expect(status.body.order.paymentInfo.errorMessage).toMatch(/paiement/);
  });

  it('fulfils an asynchronous payment that succeeds later', async () => {
    const order = await placeOrder([['soiree-gala-samedi', 1]]);
    const { sessionId } = await startPayment(order);
    await emulator.pay(sessionId, 'async_succeeded');
    await deliver('checkout.session.completed', sessionId);
    expect((await reload(order)).status).toBe('processing');
    await deliver('checkout.session.async_payment_succeeded', sessionId);
    expect((await reload(order)).status).toBe('completed');
    expect(await counts(order)).toEqual({ tickets: 1, outbox: 1 });
  });

  it('fulfils exactly once from the status page when the webhook is lost, then ignores the late webhook', async () => {
    const order = await placeOrder([['full-pass', 2]]);
    const { sessionId } = await startPayment(order);
    await emulator.pay(sessionId);

    const first = await request(app).get(`/api/stripe/payment-status/${order.id}`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body.order).toMatchObject({ id: order.id, number: order.number, status: 'completed', total: 298, currency: 'EUR' });
    expect(first.body.order.tickets).toHaveLength(2);
    expect(JSON.stringify(first.body)).not.toMatch(/"code"/);

    const bySession = await request(app).get(`/api/stripe/payment-status/${sessionId}`);
    expect(bySession.body.order.id).toBe(order.id);
    expect((await deliver('checkout.session.completed', sessionId)).status).toBe(200);
    expect(await counts(order)).toEqual({ tickets: 2, outbox: 1 });
    expect(await seats('full-pass')).toEqual({ sold: 2, held: 0 });

    for (const id of [randomUUID(), 'cs_test_unknown', 'rien']) {
      const missing = await request(app).get(`/api/stripe/payment-status/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toEqual({ code: 'ORDER_NOT_FOUND', message: 'Commande introuvable' });
    }
  });

  it('fulfils once when the webhook and status page polls race for the same session', async () => {
    const order = await placeOrder([
      ['soiree-gala-samedi', 3],
      ['party-pass', 1],
    ]);
    const { sessionId } = await startPayment(order);
    await emulator.pay(sessionId);
    const results = await Promise.all([
      deliver('checkout.session.completed', sessionId),
      ...Array.from({ length: 4 }, () => request(app).get(`/api/stripe/payment-status/${order.id}`)),
      deliver('checkout.session.completed', sessionId),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await counts(order)).toEqual({ tickets: 4, outbox: 1 });
    expect(await seats('soiree-gala-samedi')).toEqual({ sold: 3, held: 0 });
    expect(await seats('party-pass')).toEqual({ sold: 1, held: 0 });
  });

  it('lets the status page wait for the webhook being handled instead of re-fetching the session', async () => {
    const orderStatus = createOrderStatusService({ db: testDb.db, config: testDb.config, logger, clock, ticketKeys: createTicketKeys(testDb.config), payments });
    const retrieve = vi.spyOn(payments.stripe.checkout.sessions, 'retrieve');
    try {
      const order = await placeOrder([['full-pass', 2]]);
      const { sessionId } = await startPayment(order);
      await emulator.pay(sessionId);
      retrieve.mockClear();
      const { body, signature } = emulator.signed(emulator.event('checkout.session.completed', sessionId), Math.floor(nowMs / 1000));
      const [webhook, status] = await Promise.all([payments.handleWebhook(body, signature), orderStatus.paymentStatus(order.id, clock())]);
      expect(webhook).toMatchObject({ duplicate: false, outcome: 'fulfilled' });
      expect(status).toMatchObject({ id: order.id, status: 'completed' });
      expect(status.tickets).toHaveLength(2);
      expect(retrieve).not.toHaveBeenCalled();
      expect(await counts(order)).toEqual({ tickets: 2, outbox: 1 });

      // Without a webhook in flight, the status page re-fetches the session itself (lost webhook).
      const lost = await placeOrder([['party-pass', 1]]);
      const second = await startPayment(lost);
      await emulator.pay(second.sessionId);
      retrieve.mockClear();
      expect(await orderStatus.paymentStatus(lost.id, clock())).toMatchObject({ status: 'completed' });
      expect(retrieve).toHaveBeenCalledTimes(1);
    } finally {
      retrieve.mockRestore();
    }
  });

  it('rolls the whole fulfilment back when the seats it held were taken behind its back', async () => {
    const order = await placeOrder([['soiree-vendredi', 2]]);
    const { sessionId } = await startPayment(order);
    await emulator.pay(sessionId);
    // The seats are confirmed last in the transaction: the tickets, e-mail and order written before
    // must all go when the confirmation finds fewer seats held than the order holds.
    await testDb.db.models.TicketType.update({ heldCount: 1 }, { where: { id: ids['soiree-vendredi']! } });
    const res = await deliver('checkout.session.completed', sessionId);
    expect(res.status).toBe(500);
    expect((await reload(order)).status).toBe('pending');
    expect(await counts(order)).toEqual({ tickets: 0, outbox: 0 });
    expect(await seats('soiree-vendredi')).toEqual({ sold: 0, held: 1 });
    // Not recorded: Stripe delivers it again.
    expect(await testDb.db.models.StripeEvent.count()).toBe(0);
  });

  it('honours a payment that lands after the hold was released: re-held if seats remain, else refunded', async () => {
    const { TicketType } = testDb.db.models;
    const lucky = await placeOrder([['soiree-vendredi', 2]]);
    const luckySession = await startPayment(lucky);
    await emulator.pay(luckySession.sessionId);
    // The sweeper got there first (session expiry missed at Stripe's side).
    await testDb.db.write(async (t) => {
      const { createOrderLifecycle } = await import('../orders/index.js');
      await createOrderLifecycle(testDb.db.models).failOrder(lucky.id, 'expired', clock(), { transaction: t });
    });
    expect(await seats('soiree-vendredi')).toEqual({ sold: 0, held: 0 });
    await deliver('checkout.session.completed', luckySession.sessionId);
    expect((await reload(lucky)).status).toBe('completed');
    expect(await seats('soiree-vendredi')).toEqual({ sold: 2, held: 0 });
    expect(await counts(lucky)).toEqual({ tickets: 2, outbox: 1 });

    const unlucky = await placeOrder([['soiree-dimanche', 2]]);
    const unluckySession = await startPayment(unlucky);
    await emulator.pay(unluckySession.sessionId);
    await testDb.db.write(async (t) => {
      const { createOrderLifecycle } = await import('../orders/index.js');
      await createOrderLifecycle(testDb.db.models).failOrder(unlucky.id, 'expired', clock(), { transaction: t });
    });
    // Everything else sold meanwhile.
    await TicketType.update({ soldCount: 400 }, { where: { id: ids['soiree-dimanche'] } });
    await deliver('checkout.session.completed', unluckySession.sessionId);
    const refunded = await reload(unlucky);
    expect(refunded.status).toBe('failed');
    expect(refunded.failureReason).toBe('sold_out_after_payment');
    expect(emulator.paymentIntent(refunded.stripePaymentIntentId!)?.amount_refunded).toBe(unlucky.totalCents);
    expect(await counts(unlucky)).toEqual({ tickets: 0, outbox: 0 });
    expect(await seats('soiree-dimanche')).toEqual({ sold: 400, held: 0 });
    // A status page poll and a late retry change nothing (and refund nothing twice).
    await payments.fulfilOrder(unlucky.id, await payments.retrieveSession(unluckySession.sessionId), clock());
    expect(emulator.paymentIntent(refunded.stripePaymentIntentId!)?.amount_refunded).toBe(unlucky.totalCents);
  });

  it('cancels an open session at Stripe, and reports a paid one (fulfilled) instead of cancelling it', async () => {
    const open = await placeOrder([['full-pass', 1]]);
    expect(await payments.cancelCheckoutSession(open)).toBe('none');
    const openSession = await startPayment(open);
    expect(await payments.cancelCheckoutSession(await reload(open))).toBe('expired');
    expect((await payments.retrieveSession(openSession.sessionId)).status).toBe('expired');
    expect(await payments.cancelCheckoutSession(await reload(open))).toBe('expired');

    const paid = await placeOrder([['party-pass', 1]]);
    const paidSession = await startPayment(paid);
    await emulator.pay(paidSession.sessionId);
    expect(await payments.cancelCheckoutSession(await reload(paid))).toBe('paid');
    expect((await reload(paid)).status).toBe('completed');
    expect(await counts(paid)).toEqual({ tickets: 1, outbox: 1 });
  });

  it('answers 200 for a signed event about an order it does not know, records it and refunds the payment', async () => {
    const order = await placeOrder([['full-pass', 1]]);
    const { sessionId } = await startPayment(order);
    await emulator.pay(sessionId);
    await testDb.db.models.OrderItem.destroy({ where: { orderId: order.id } });
    await testDb.db.models.Order.destroy({ where: { id: order.id } });
    const res = await deliver('checkout.session.completed', sessionId);
    expect(res.status).toBe(200);
    const recorded = await testDb.db.models.StripeEvent.findAll();
    expect(recorded.map((e) => e.outcome)).toEqual(['refused']);
    expect(await refundedOf(sessionId)).toBe(order.totalCents);
    expect(await reviewOf(sessionId)).toMatchObject({ orderId: null, reason: 'foreign_session' });

    // An expiry of a session that names no order of ours changes nothing.
    const stray = await sessionOutsideTheApi({ amountCents: 1_000 });
    nowMs += 2 * 3_600_000;
    await emulator.tick();
    expect((await deliver('checkout.session.expired', stray.id)).body).toEqual({ received: true, duplicate: false });
    expect((await testDb.db.models.StripeEvent.findAll({ where: { objectId: stray.id } })).map((e) => e.outcome)).toEqual(['unknown_order']);
  });

  it('never fulfils an order from a paid session the API did not create for it: refunds it once, flags the order, audits it', async () => {
    const refunds = vi.spyOn(payments.stripe.refunds, 'create');
    try {
      const order = await placeOrder([['full-pass', 2]]);
      const ours = await startPayment(order);
      const byReference = await sessionOutsideTheApi({ amountCents: 100, clientReferenceId: order.id });
      const byMetadata = await sessionOutsideTheApi({ amountCents: order.totalCents, metadataOrderId: order.id });
      for (const foreign of [byReference, byMetadata]) {
        await emulator.pay(foreign.id);
        // Stripe retries: the same event several times, some at once.
        const answers = await Promise.all([1, 2, 3].map(() => deliver('checkout.session.completed', foreign.id)));
        answers.push(await deliver('checkout.session.completed', foreign.id));
        expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
        // And a copy of the session settled again (as a re-fetch would).
        expect(await payments.settleFromSession(await payments.retrieveSession(foreign.id), clock())).toBe('refused');
        expect(await refundedOf(foreign.id)).toBe(foreign.amount_total);
        expect(await reviewOf(foreign.id)).toMatchObject({ orderId: order.id, reason: 'foreign_session', refundedCents: foreign.amount_total });
      }
      expect(refunds).toHaveBeenCalledTimes(2);
      const [refundParams, refundOptions] = refunds.mock.calls[0]!;
      expect(refundParams).toMatchObject({ payment_intent: expect.stringMatching(/^pi_/) });
      expect(refundOptions).toEqual({ idempotencyKey: `checkout-session-${byReference.id}-refund` });
      expect((await testDb.db.models.StripeEvent.findAll()).map((e) => e.outcome).sort()).toEqual(['refused', 'refused']);

      // No ticket, the order still waits for its own payment with its seats held.
      const still = await reload(order);
      expect(still).toMatchObject({ status: 'pending', holdActive: true, stripeSessionId: ours.sessionId });
      expect(await counts(order)).toEqual({ tickets: 0, outbox: 0 });
      expect(await seats('full-pass')).toEqual({ sold: 0, held: 2 });
      const audits = await refusalAudits();
      expect(audits.map((a) => ({ actorId: a.actorId, targetType: a.targetType, targetId: a.targetId, reason: a.details?.reason }))).toEqual([
        { actorId: null, targetType: 'order', targetId: order.id, reason: 'foreign_session' },
        { actorId: null, targetType: 'order', targetId: order.id, reason: 'foreign_session' },
      ]);

      // The buyer's own payment still goes through.
      await emulator.pay(ours.sessionId);
      expect((await deliver('checkout.session.completed', ours.sessionId)).body).toEqual({ received: true, duplicate: false });
      expect((await reload(order)).status).toBe('completed');
      expect(await counts(order)).toEqual({ tickets: 2, outbox: 1 });
      expect(await refundedOf(ours.sessionId)).toBe(0);
    } finally {
      refunds.mockRestore();
    }
  });

  it('refuses a foreign asynchronous payment whatever the order its events arrive in', async () => {
    const refunds = vi.spyOn(payments.stripe.refunds, 'create');
    try {
      const order = await placeOrder([['soiree-gala-samedi', 1]]);
      const ours = await startPayment(order);
      const foreign = await sessionOutsideTheApi({ amountCents: order.totalCents, metadataOrderId: order.id });
      await emulator.pay(foreign.id, 'async_succeeded');
      // The success first, then the completion (unpaid) it followed, then both again.
      for (const type of ['checkout.session.async_payment_succeeded', 'checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.completed']) {
        expect((await deliver(type, foreign.id)).status).toBe(200);
      }
      expect(refunds).toHaveBeenCalledTimes(1);
      expect(await refundedOf(foreign.id)).toBe(order.totalCents);
      expect(await reload(order)).toMatchObject({ status: 'pending', holdActive: true, stripeSessionId: ours.sessionId });
      expect(await counts(order)).toEqual({ tickets: 0, outbox: 0 });
      expect(await refusalAudits()).toHaveLength(1);
    } finally {
      refunds.mockRestore();
    }
  });

  it('refunds a paid session that names no order at all, and audits it', async () => {
    const stray = await sessionOutsideTheApi({ amountCents: 2_500 });
    await emulator.pay(stray.id);
    expect((await deliver('checkout.session.completed', stray.id)).status).toBe(200);
    expect(await refundedOf(stray.id)).toBe(2_500);
    expect(await reviewOf(stray.id)).toMatchObject({ orderId: null, reason: 'foreign_session', amountCents: 2_500, currency: 'eur' });
    const [audit] = await refusalAudits();
    expect(audit).toMatchObject({ actorId: null, targetType: 'checkout-session', targetId: stray.id.slice(0, 64) });
    expect(audit!.details).toMatchObject({ sessionId: stray.id, reason: 'foreign_session', refundedCents: 2_500 });
  });

  it("refuses the order's own session when it carries the wrong amount or currency: refunded, order failed and flagged", async () => {
    const cases = [
      { reason: 'amount_mismatch', slug: 'full-pass', make: (o: OrderInstance) => sessionOutsideTheApi({ amountCents: o.totalCents - 100, metadataOrderId: o.id }) },
      { reason: 'currency_mismatch', slug: 'party-pass', make: (o: OrderInstance) => sessionOutsideTheApi({ amountCents: o.totalCents, currency: 'usd', metadataOrderId: o.id }) },
    ] as const;
    for (const { reason, slug, make } of cases) {
      const order = await placeOrder([[slug, 1]]);
      const session = await make(order);
      await recordForOrder(order, session.id);
      await emulator.pay(session.id);
      expect((await deliver('checkout.session.completed', session.id)).status).toBe(200);
      expect((await deliver('checkout.session.completed', session.id)).body.duplicate).toBe(true);

      expect(await counts(order)).toEqual({ tickets: 0, outbox: 0 });
      expect(await refundedOf(session.id)).toBe(session.amount_total);
      expect(await reviewOf(session.id)).toMatchObject({ orderId: order.id, reason });
      // That session can no longer pay the order: it fails and its seats go back on sale.
      expect(await reload(order)).toMatchObject({ status: 'failed', failureReason: 'payment_failed', holdActive: false });
      expect(await seats(slug)).toEqual({ sold: 0, held: 0 });
    }
    expect((await refusalAudits()).map((a) => a.details?.reason)).toEqual(['amount_mismatch', 'currency_mismatch']);
  });

  it('never fulfils a non-zero order from a session that took no payment (no_payment_required)', async () => {
    const order = await placeOrder([['full-pass', 1]]);
    const { sessionId } = await startPayment(order);
    await emulator.pay(sessionId);
    // What Stripe would send for a session with nothing to pay (e.g. a 100 % coupon on its side).
    const event = emulator.event('checkout.session.completed', sessionId);
    const free = { ...event, id: `${event.id}_free`, data: { object: { ...event.data.object, payment_status: 'no_payment_required', amount_total: 0, payment_intent: null } } };
    const { body, signature } = emulator.signed(free, Math.floor(nowMs / 1000));
    const res = await request(app).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body);
    expect(res.status).toBe(200);
    expect(await counts(order)).toEqual({ tickets: 0, outbox: 0 });
    expect(await reload(order)).toMatchObject({ status: 'failed', failureReason: 'payment_failed' });
    expect(await reviewOf(sessionId)).toMatchObject({ orderId: order.id, reason: 'unpaid_session', paymentStatus: 'no_payment_required', stripeRefundId: null });
    expect((await refusalAudits()).map((a) => a.details?.reason)).toEqual(['unpaid_session']);
  });

  it('refuses the same on the status page re-fetch (lost webhook), and a late webhook refunds nothing twice', async () => {
    const refunds = vi.spyOn(payments.stripe.refunds, 'create');
    try {
      const order = await placeOrder([['soiree-vendredi', 2]]);
      const session = await sessionOutsideTheApi({ amountCents: order.totalCents - 500, metadataOrderId: order.id });
      await recordForOrder(order, session.id);
      await emulator.pay(session.id);
      const status = await request(app).get(`/api/stripe/payment-status/${order.id}`);
      expect(status.status).toBe(200);
      expect(status.body.order).toMatchObject({ status: 'failed', tickets: [] });
      expect(await reviewOf(session.id)).toMatchObject({ orderId: order.id, reason: 'amount_mismatch' });
      expect(await deliver('checkout.session.completed', session.id)).toMatchObject({ status: 200 });
      expect(refunds).toHaveBeenCalledTimes(1);
      expect(await refundedOf(session.id)).toBe(session.amount_total);
      expect(await counts(order)).toEqual({ tickets: 0, outbox: 0 });
      expect(await refusalAudits()).toHaveLength(1);
    } finally {
      refunds.mockRestore();
    }
  });

  it('refuses the same when the sweeper or a cart restore finds the session complete: refunded, order failed, not reported paid', async () => {
    const order = await placeOrder([['soiree-dimanche', 2]]);
    const session = await sessionOutsideTheApi({ amountCents: order.totalCents, currency: 'usd', metadataOrderId: order.id });
    await recordForOrder(order, session.id);
    await emulator.pay(session.id);
    expect(await payments.cancelCheckoutSession(await reload(order))).toBe('expired');
    expect(await reload(order)).toMatchObject({ status: 'failed', failureReason: 'payment_failed', holdActive: false });
    expect(await seats('soiree-dimanche')).toEqual({ sold: 0, held: 0 });
    expect(await refundedOf(session.id)).toBe(session.amount_total);
    expect(await reviewOf(session.id)).toMatchObject({ orderId: order.id, reason: 'currency_mismatch' });
    expect(await counts(order)).toEqual({ tickets: 0, outbox: 0 });
  });

  it("sends Stripe only requests its published API describes: sessions created, re-read, expired, refunds", async () => {
    const promo = await testDb.db.models.PromoCode.create({ code: 'DOUZE5', type: 'percentage', value: 1_250 });
    const order = await placeOrder(
      [
        ['full-pass', 3],
        ['soiree-vendredi', 1],
      ],
      { id: promo.id, code: promo.code, basisPoints: 1_250 },
    );
    const foreign = await sessionOutsideTheApi({ amountCents: 700, clientReferenceId: order.id });
    emulator.takeRequests();
    const { sessionId } = await startPayment(order);
    await emulator.pay(foreign.id);
    await deliver('checkout.session.completed', foreign.id);
    // The status page re-reads the pending session; restoring the cart expires it first.
    expect((await request(app).get(`/api/stripe/payment-status/${order.id}`)).body.order.status).toBe('pending');
    expect((await request(app).post('/api/checkout/restore-cart').send({ orderId: order.id })).status).toBe(200);
    const sent = emulator.takeRequests();
    expect(sent.filter((checked) => checked.errors.length > 0)).toEqual([]);
    const operations = new Set(sent.map((checked) => checked.checked.replace(/ request$/, '')));
    expect(operations).toContain('PostCheckoutSessions');
    expect(operations).toContain('PostRefunds');
    expect(operations).toContain('GetCheckoutSessionsSession');
    expect(operations).toContain('PostCheckoutSessionsSessionExpire');
    expect(sent.some((checked) => checked.url.includes(sessionId))).toBe(true);
  });

  it('re-fetches a pending order from Stripe at most once per window, across replicas, and never for an id it did not create', async () => {
    const retrieve = vi.spyOn(payments.stripe.checkout.sessions, 'retrieve');
    try {
      const order = await placeOrder([['full-pass', 1]]);
      const { sessionId } = await startPayment(order);
      const replica = createApp({ config: testDb.config, logger, db: testDb.db, clock });
      retrieve.mockClear();
      const poll = (target: typeof app, id: string) => request(target).get(`/api/stripe/payment-status/${id}`);
      const burst = await Promise.all([app, replica, app, replica, app].map((target) => poll(target, order.id)));
      expect(burst.map((r) => r.body.order.status)).toEqual(Array(5).fill('pending'));
      expect(retrieve).toHaveBeenCalledTimes(1);
      nowMs += 9_000;
      expect((await poll(replica, sessionId)).body.order.id).toBe(order.id);
      expect(retrieve).toHaveBeenCalledTimes(1);
      nowMs += 1_000;
      await poll(app, order.id);
      await poll(replica, order.id);
      expect(retrieve).toHaveBeenCalledTimes(2);

      // A session that exists at Stripe but that the API never created, and made-up ids: 404, Stripe never asked.
      const foreign = await sessionOutsideTheApi({ amountCents: 1_000, metadataOrderId: order.id });
      retrieve.mockClear();
      for (const id of [foreign.id, 'cs_test_made_up_0001', randomUUID()]) {
        const missing = await poll(app, id);
        expect(missing.status).toBe(404);
        expect(missing.body.error).toEqual({ code: 'ORDER_NOT_FOUND', message: 'Commande introuvable' });
      }
      expect(retrieve).not.toHaveBeenCalled();
    } finally {
      retrieve.mockRestore();
    }
  });

  it('is paid end to end with the emulator delivering its own signed webhooks to the API', async () => {
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const live = await startStripeEmulator({
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`,
      clock: () => nowMs,
    });
    try {
      const liveConfig = { ...testDb.config, stripe: { ...testDb.config.stripe, emulatorUrl: live.url } };
      const liveApp = createApp({ config: liveConfig, logger, db: testDb.db, clock });
      const order = await placeOrder([['full-pass', 1]]);
      const res = await request(liveApp).post('/api/stripe/create-checkout-session').send({ orderId: order.id, ...urls(order) });
      expect(res.status).toBe(200);
      await live.pay(res.body.sessionId);
      await live.tick();
      const event = live.event('checkout.session.completed', res.body.sessionId);
      expect(live.deliveryStatus(event.id)).toBe('delivered');
      expect((await reload(order)).status).toBe('completed');
      expect(await counts(order)).toEqual({ tickets: 1, outbox: 1 });
    } finally {
      await live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
  it("publishes the order's status to its buyer (after commit) and a sale to the back-office", async () => {
    const events: Array<{ name: DomainEventName; payload: unknown }> = [];
    const stop = onDomainEvent(testDb.db.sequelize, (name, payload) => events.push({ name, payload }));
    try {
      const buyer = await testDb.db.models.User.create({ email: `buyer-${randomUUID()}@example.fr` });
      const order = await placeOrder([['full-pass', 1]]);
      await order.update({ userId: buyer.id });
      const { sessionId } = await startPayment(order);
      await emulator.pay(sessionId);
      expect((await deliver('checkout.session.completed', sessionId)).status).toBe(200);
      // A duplicate delivery changes nothing, so tells nothing.
      expect((await deliver('checkout.session.completed', sessionId)).status).toBe(200);
      expect(events).toEqual([
        { name: 'order.status', payload: { orderId: order.id, userId: buyer.id, status: 'completed' } },
        { name: 'admin.stats', payload: { reason: 'sale' } },
      ]);

      events.length = 0;
      const guest = await placeOrder([['party-pass', 1]]);
      const second = await startPayment(guest);
      await emulator.pay(second.sessionId, 'async_failed');
      expect((await deliver('checkout.session.completed', second.sessionId)).status).toBe(200);
      expect((await deliver('checkout.session.async_payment_failed', second.sessionId)).status).toBe(200);
      expect(events).toEqual([
        { name: 'order.status', payload: { orderId: guest.id, userId: null, status: 'processing' } },
        { name: 'order.status', payload: { orderId: guest.id, userId: null, status: 'failed' } },
      ]);
    } finally {
      stop();
    }
  });
});

describe('paymentRefusal', () => {
  const order = { id: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b', totalCents: 23_300 };
  const recorded = { orderId: order.id, stripeSessionId: 'cs_test_ours' };
  const session = { id: 'cs_test_ours', metadata: { orderId: order.id }, payment_status: 'paid', amount_total: 23_300, currency: 'eur' } as const;

  it('lets only the recorded, paid session of the exact amount in euros pay the order', () => {
    expect(paymentRefusal(order, session, recorded)).toBeNull();
    expect(paymentRefusal(order, session, null)).toBe('foreign_session');
    expect(paymentRefusal(order, session, { ...recorded, orderId: '00000000-0000-4000-8000-000000000000' })).toBe('foreign_session');
    expect(paymentRefusal(order, { ...session, metadata: {} }, recorded)).toBe('foreign_session');
    expect(paymentRefusal(order, { ...session, payment_status: 'unpaid' }, recorded)).toBe('unpaid_session');
    expect(paymentRefusal(order, { ...session, payment_status: 'no_payment_required' }, recorded)).toBe('unpaid_session');
    expect(paymentRefusal(order, { ...session, currency: 'usd' }, recorded)).toBe('currency_mismatch');
    expect(paymentRefusal(order, { ...session, amount_total: 23_299 }, recorded)).toBe('amount_mismatch');
    expect(paymentRefusal(order, { ...session, amount_total: null }, recorded)).toBe('amount_mismatch');
    // Nothing to pay is a payment only for a free order.
    expect(paymentRefusal({ ...order, totalCents: 0 }, { ...session, payment_status: 'no_payment_required', amount_total: 0 }, recorded)).toBeNull();
  });
});
