/**
 * Fair holds (docs/purchase-flow.md « Fair holds »): caps on what one buyer may hold unpaid,
 * the short hold until the payment page is opened, the checkout's own per-IP limit and the
 * promo code use reserved by an unpaid order. Buyers are told apart by the address the API
 * reads from X-Forwarded-For, which it trusts from loopback only (the site server).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import type { CheckoutLimitsConfig } from '../../config/index.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { startStripeEmulator, type InProcessEmulator } from '../../test/stripe-emulator.js';
import { createCartService } from '../cart/service.js';
import { BUYER_LOCK_TTL_MS, NO_HOLD_CAPS, clientKeyOf, emailKeyOf, purgeBuyerLocks } from './fair-holds.js';
import { SWEEP_GRACE_MS, createCheckoutService } from './service.js';

const START = Date.parse('2026-12-01T12:00:00Z');
const SITE = 'http://localhost:4321';
const WEBHOOK_SECRET = 'whsec_test_Qm9uam91ci1sZS1mZXN0aXZhbC1raXpvbWJh';
const SECRET = 'k3Jx9-pQ2vL8mN4rT6wY1zA5bC7dE0fG_hI2jK4lM6nO8';

const form = (email: string) => ({
  customerInfo: { firstName: 'Awa', lastName: 'Diallo', email, phone: '+33 6 12 34 56 78' },
  billingDetails: { address: { line1: '12 rue de la Paix', line2: '', postalCode: '75002', city: 'Paris', country: 'FR', isInternational: false } },
});

describe('buyer keys', () => {
  it('hashes the client address under a secret, one key per IPv4 address and per IPv6 /56', () => {
    const key = clientKeyOf('203.0.113.7', SECRET);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('203');
    expect(clientKeyOf('::ffff:203.0.113.7', SECRET)).toBe(key);
    expect(clientKeyOf('203.0.113.8', SECRET)).not.toBe(key);
    expect(clientKeyOf('203.0.113.7', `${SECRET}x`)).not.toBe(key);
    // One IPv6 subscriber owns a whole prefix: rotating inside it does not make a new buyer.
    expect(clientKeyOf('2001:db8:1:100::1', SECRET)).toBe(clientKeyOf('2001:db8:1:1ff:ffff::9', SECRET));
    expect(clientKeyOf('2001:db8:1:200::1', SECRET)).not.toBe(clientKeyOf('2001:db8:1:100::1', SECRET));
  });

  it('compares e-mails trimmed, lower-case and without a +tag', () => {
    expect(emailKeyOf(' Awa.Diallo+ticket3@Example.FR ')).toBe('awa.diallo@example.fr');
    expect(emailKeyOf('awa@example.fr')).toBe('awa@example.fr');
    expect(emailKeyOf('+only@example.fr')).toBe('+only@example.fr');
  });
});

describeEachDatabase('fair holds', (target) => {
  let nowMs = START;
  const clock = () => new Date(nowMs);
  let emulator: InProcessEmulator;
  let testDb: TestDatabase;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    emulator = await startStripeEmulator({ webhookSecret: WEBHOOK_SECRET, clock: () => nowMs });
    testDb = await openPreparedDatabase(target, {
      STRIPE_EMULATOR_URL: emulator.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      API_RATE_LIMIT_PER_MINUTE: '0',
      API_SENSITIVE_RATE_LIMIT_PER_MINUTE: '0',
    });
    for (const row of await testDb.db.models.TicketType.findAll()) ids[row.slug] = row.id;
  });
  afterAll(async () => {
    await testDb?.close();
    await emulator?.close();
  });
  beforeEach(async () => {
    nowMs = START;
    const { CartItem, Cart, OrderItem, Order, TicketType, PromoCode, CheckoutSession, Ticket, OutboxMessage, StripeEvent } = testDb.db.models;
    await Ticket.destroy({ where: {} });
    await OutboxMessage.destroy({ where: {} });
    await StripeEvent.destroy({ where: {} });
    await CheckoutSession.destroy({ where: {} });
    await OrderItem.destroy({ where: {} });
    await Order.destroy({ where: {} });
    await CartItem.destroy({ where: {} });
    await Cart.destroy({ where: {} });
    await testDb.db.sequelize.query('DELETE FROM checkout_buyer_locks');
    await PromoCode.destroy({ where: { code: ['SOLO1', 'DUO2'] } });
    await TicketType.update({ soldCount: 0, heldCount: 0, quota: 400 }, { where: {} });
  });

  /** The whole API with the default (strict) caps, unless `checkout` says otherwise; limiter off by default. */
  const appWith = (checkout: Partial<CheckoutLimitsConfig> = {}) =>
    createApp({
      config: { ...testDb.config, checkout: { ...testDb.config.checkout, rateLimitPerMinute: 0, ...checkout } },
      logger,
      db: testDb.db,
      clock,
    });

  async function cartWith(lines: Array<[string, number]>, promo?: string): Promise<string> {
    const carts = createCartService({ db: testDb.db });
    let cartId: string | undefined;
    for (const [slug, quantity] of lines) cartId = (await carts.addItem(cartId, { ticketId: slug, quantity }, clock())).cart.id!;
    if (promo) await carts.applyPromo(cartId, promo, clock());
    return cartId!;
  }

  const checkout = (app: ReturnType<typeof createApp>, cartId: string, ip: string, email: string) =>
    request(app).post('/api/checkout/session').set('X-Forwarded-For', ip).set('X-Cart-Id', cartId).send(form(email));

  const heldCount = async () => {
    const rows = await testDb.db.models.TicketType.findAll();
    return rows.reduce((sum, row) => sum + row.heldCount, 0);
  };

  it('uses strict defaults: 10 tickets per order, 2 unpaid orders and 10 held seats per client and per e-mail, a 10-minute hold, 10 checkouts a minute', () => {
    expect(testDb.config.checkout).toEqual({
      holdMinutes: 10,
      maxTicketsPerOrder: 10,
      maxPendingOrdersPerClient: 2,
      maxHeldSeatsPerClient: 10,
      maxPendingOrdersPerEmail: 2,
      maxHeldSeatsPerEmail: 10,
      rateLimitPerMinute: 10,
    });
  });

  it('refuses an order above 10 tickets with 409 ORDER_TOO_LARGE and holds nothing', async () => {
    const res = await checkout(appWith(), await cartWith([['full-pass', 6], ['soiree-vendredi', 5]]), '198.51.100.1', 'awa@example.fr');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ORDER_TOO_LARGE');
    expect(res.body.error.message).toBe(
      'Une commande ne peut pas dépasser 10 billets, et votre panier en contient 11. Réduisez les quantités de votre panier : vous pourrez commander les autres billets une fois cette commande payée.',
    );
    expect(await heldCount()).toBe(0);
    expect(await testDb.db.models.Order.count()).toBe(0);
  });

  it('stops the hoarder: 6 checkouts from one address with a new e-mail each hold 10 places at most, an honest buyer still buys', async () => {
    const app = appWith();
    const answers = [];
    for (let i = 1; i <= 6; i += 1) {
      answers.push(await checkout(app, await cartWith([['full-pass', 5]]), '198.51.100.66', `hoarder${i}@example.fr`));
    }
    expect(answers.map((r) => r.status)).toEqual([201, 201, 429, 429, 429, 429]);
    expect(answers[2]!.body.error).toEqual({
      code: 'TOO_MANY_PENDING_ORDERS',
      message:
        "Vous avez déjà 2 commandes en attente de paiement. Terminez le paiement de l'une d'elles, ou abandonnez-la en revenant de la page de paiement, puis réessayez. Sans paiement, une commande libère ses places d'elle-même : 10 minutes après sa création, ou 30 minutes après l'ouverture de sa page de paiement.",
    });
    expect(await heldCount()).toBe(10);

    // One more place from the same address, even in one order, is over the seat cap.
    expect((await request(app).post('/api/checkout/restore-cart').send({ orderId: answers[1]!.body.orderId })).status).toBe(200);
    const sixMore = await checkout(app, await cartWith([['soiree-vendredi', 6]]), '198.51.100.66', 'hoarder7@example.fr');
    expect(sixMore.status).toBe(429);
    expect(sixMore.body.error.code).toBe('TOO_MANY_HELD_SEATS');
    expect(sixMore.body.error.message).toMatch(/^Vos commandes en attente de paiement réservent déjà 5 places, et vous ne pouvez pas en réserver plus de 10 à la fois\./);

    const honest = await checkout(app, await cartWith([['full-pass', 2]]), '198.51.100.2', 'honest@example.fr');
    expect(honest.status).toBe(201);
    const order = (await testDb.db.models.Order.findByPk(honest.body.orderId))!;
    expect(order.clientKey).toBe(clientKeyOf('198.51.100.2', testDb.config.jwtSecret));
    expect(order.emailKey).toBe('honest@example.fr');
  });

  it('caps one e-mail across addresses too (with or without +tags)', async () => {
    const app = appWith();
    const statuses = [];
    for (const [i, email] of ['awa@example.fr', 'AWA+2@example.fr', 'awa+3@example.fr'].entries()) {
      statuses.push((await checkout(app, await cartWith([['full-pass', 1]]), `198.51.100.${10 + i}`, email)).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('counts only unpaid orders that still hold seats: paid, abandoned and expired ones free the buyer', async () => {
    const app = appWith();
    const ip = '198.51.100.20';
    const first = await checkout(app, await cartWith([['full-pass', 1]]), ip, 'a@example.fr');
    const second = await checkout(app, await cartWith([['full-pass', 1]]), ip, 'b@example.fr');
    expect((await checkout(app, await cartWith([['full-pass', 1]]), ip, 'c@example.fr')).status).toBe(429);

    // Abandoned from the payment page: the site restores the cart, which fails the order.
    expect((await request(app).post('/api/checkout/restore-cart').send({ orderId: first.body.orderId })).status).toBe(200);
    expect((await checkout(app, await cartWith([['full-pass', 1]]), ip, 'c@example.fr')).status).toBe(201);

    await testDb.db.models.Order.update({ status: 'completed', holdActive: false }, { where: { id: second.body.orderId } });
    expect((await checkout(app, await cartWith([['full-pass', 1]]), ip, 'd@example.fr')).status).toBe(201);
    expect((await checkout(app, await cartWith([['full-pass', 1]]), ip, 'e@example.fr')).status).toBe(429);

    // Past their hold (not swept yet): no longer counted.
    nowMs += 10 * 60_000 + 1_000;
    expect((await checkout(app, await cartWith([['full-pass', 1]]), ip, 'e@example.fr')).status).toBe(201);
  });

  it('holds under concurrency: 12 simultaneous checkouts from one address create exactly 2 orders', async () => {
    const app = appWith();
    const carts = [];
    for (let i = 0; i < 12; i += 1) carts.push(await cartWith([['full-pass', 1]]));
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const statuses = await Promise.all(
        carts.map(
          (cartId, i) =>
            new Promise<number>((resolve, reject) => {
              const body = JSON.stringify(form(`rush${i}@example.fr`));
              const req = http.request(
                {
                  host: '127.0.0.1',
                  port,
                  path: '/api/checkout/session',
                  method: 'POST',
                  agent: false,
                  headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Cart-Id': cartId, 'X-Forwarded-For': '198.51.100.77' },
                },
                (res) => {
                  res.resume();
                  res.on('end', () => resolve(res.statusCode ?? 0));
                },
              );
              req.on('error', reject);
              req.end(body);
            }),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    } finally {
      server.close();
    }
    expect(await testDb.db.models.Order.count({ where: { status: 'pending' } })).toBe(2);
    expect(await heldCount()).toBe(2);
  }, 60_000);

  it('limits POST /api/checkout/session per address (API_CHECKOUT_RATE_LIMIT_PER_MINUTE) with a French 429', async () => {
    const app = appWith({ ...NO_HOLD_CAPS, rateLimitPerMinute: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await checkout(app, 'no-such-cart', '198.51.100.30', 'x@example.fr')).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const limited = await checkout(app, 'no-such-cart', '198.51.100.30', 'x@example.fr');
    expect(limited.body.error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Trop de tentatives de commande depuis votre connexion. Veuillez patienter une minute avant de réessayer.',
    });
    expect((await checkout(app, 'no-such-cart', '198.51.100.31', 'x@example.fr')).status).toBe(404);
  });

  it('holds a new order 10 minutes; opening the payment page extends it to the Stripe session; the sweeper frees only the unopened one', async () => {
    const app = appWith();
    const opened = await checkout(app, await cartWith([['full-pass', 2]]), '198.51.100.40', 'opened@example.fr');
    const unopened = await checkout(app, await cartWith([['full-pass', 3]]), '198.51.100.41', 'unopened@example.fr');
    expect(opened.body.order.holdExpiresAt).toBe(new Date(START + 10 * 60_000).toISOString());

    nowMs += 60_000;
    const { orderId } = opened.body;
    const payment = await request(app)
      .post('/api/stripe/create-checkout-session')
      .send({ orderId, successUrl: `${SITE}/confirmation/${orderId}?session_id={CHECKOUT_SESSION_ID}`, cancelUrl: `${SITE}/checkout/${orderId}?cancelled=1` });
    expect(payment.status).toBe(200);
    const extended = (await testDb.db.models.Order.findByPk(orderId))!.holdExpiresAt.getTime();
    expect(extended).toBeGreaterThanOrEqual(nowMs + 30 * 60_000);

    const service = createCheckoutService(testDb.db, { cancelCheckoutSession: async () => 'none', logger });
    nowMs = START + 10 * 60_000 + SWEEP_GRACE_MS;
    const sweep = await service.sweepExpiredHolds(clock());
    expect(sweep.expired).toBe(1);
    expect((await testDb.db.models.Order.findByPk(unopened.body.orderId))!).toMatchObject({ status: 'failed', failureReason: 'expired', holdActive: false });
    expect((await testDb.db.models.Order.findByPk(orderId))!).toMatchObject({ status: 'pending', holdActive: true });
    expect(await heldCount()).toBe(2);
  });

  describe('promo code uses', () => {
    it('a 1-use code is honoured once: a second checkout, even sequential, has it withdrawn with PROMO_CODE_INVALID', async () => {
      const solo = await testDb.db.models.PromoCode.create({ code: 'SOLO1', type: 'fixed', value: 1_000, maxUses: 1 });
      const app = appWith(NO_HOLD_CAPS);
      const cartA = await cartWith([['full-pass', 1]], 'SOLO1');
      const cartB = await cartWith([['full-pass', 1]], 'SOLO1');
      const first = await checkout(app, cartA, '198.51.100.50', 'a@example.fr');
      expect(first.status).toBe(201);
      expect(first.body.order.discount).toBe(10);
      const second = await checkout(app, cartB, '198.51.100.51', 'b@example.fr');
      expect(second.status).toBe(422);
      expect(second.body.error).toMatchObject({
        code: 'PROMO_CODE_INVALID',
        message: "Le code promo « SOLO1 » a été retiré de votre panier : ce code promo n'est pas valide.",
      });
      expect(second.body.cart.promoCode ?? null).toBeNull();
      expect(await testDb.db.models.PromoCode.findByPk(solo.id)).toMatchObject({ usedCount: 0, reservedCount: 1 });
      // Applying it to a new cart is refused the same way while the first order holds it.
      const apply = await request(app).post('/api/cart/promo').set('X-Cart-Id', await cartWith([['full-pass', 1]])).send({ code: 'solo1' });
      expect(apply.status).toBe(422);
      expect(apply.body.error.code).toBe('PROMO_CODE_INVALID');
    });

    it('concurrent checkouts with a 2-use code: exactly 2 orders get it', async () => {
      const duo = await testDb.db.models.PromoCode.create({ code: 'DUO2', type: 'fixed', value: 1_000, maxUses: 2 });
      const app = appWith(NO_HOLD_CAPS);
      const carts = [];
      for (let i = 0; i < 8; i += 1) carts.push(await cartWith([['full-pass', 1]], 'DUO2'));
      const answers = await Promise.all(carts.map((cartId, i) => checkout(app, cartId, `198.51.100.${60 + i}`, `duo${i}@example.fr`)));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
      expect(answers.filter((r) => r.status === 422 && r.body.error.code === 'PROMO_CODE_INVALID')).toHaveLength(6);
      expect(await testDb.db.models.PromoCode.findByPk(duo.id)).toMatchObject({ usedCount: 0, reservedCount: 2 });
      expect(await testDb.db.models.Order.count({ where: { promoCodeId: duo.id, promoReserved: true } })).toBe(2);
      expect(await heldCount()).toBe(2);
    });

    it('an expired hold gives its use back (another buyer gets it); payment turns the reservation into the use', async () => {
      const solo = await testDb.db.models.PromoCode.create({ code: 'SOLO1', type: 'fixed', value: 1_000, maxUses: 1 });
      const app = appWith(NO_HOLD_CAPS);
      const lapsed = await checkout(app, await cartWith([['full-pass', 1]], 'SOLO1'), '198.51.100.80', 'a@example.fr');
      expect(lapsed.status).toBe(201);
      const service = createCheckoutService(testDb.db, { cancelCheckoutSession: async () => 'none', logger });
      nowMs += 10 * 60_000 + SWEEP_GRACE_MS;
      expect((await service.sweepExpiredHolds(clock())).expired).toBe(1);
      expect(await testDb.db.models.PromoCode.findByPk(solo.id)).toMatchObject({ usedCount: 0, reservedCount: 0 });
      expect((await testDb.db.models.Order.findByPk(lapsed.body.orderId))!.promoReserved).toBe(false);

      const next = await checkout(app, await cartWith([['full-pass', 1]], 'SOLO1'), '198.51.100.81', 'b@example.fr');
      expect(next.status).toBe(201);
      const { orderId } = next.body;
      const payment = await request(app)
        .post('/api/stripe/create-checkout-session')
        .send({ orderId, successUrl: `${SITE}/confirmation/${orderId}?session_id={CHECKOUT_SESSION_ID}`, cancelUrl: `${SITE}/checkout/${orderId}?cancelled=1` });
      expect(payment.status).toBe(200);
      await emulator.pay(payment.body.sessionId);
      const { body, signature } = emulator.signed(emulator.event('checkout.session.completed', payment.body.sessionId), Math.floor(nowMs / 1000));
      const delivered = await request(app).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body);
      expect(delivered.status).toBe(200);
      expect((await testDb.db.models.Order.findByPk(orderId))!).toMatchObject({ status: 'completed', promoReserved: false });
      expect(await testDb.db.models.PromoCode.findByPk(solo.id)).toMatchObject({ usedCount: 1, reservedCount: 0 });
    });
  });

  it('the hold sweeper deletes buyer lock rows unused for a day', async () => {
    await checkout(appWith(), await cartWith([['full-pass', 1]]), '198.51.100.90', 'lock@example.fr');
    const rows = () => testDb.db.sequelize.query('SELECT lock_key FROM checkout_buyer_locks', { type: QueryTypes.SELECT });
    expect(await rows()).toHaveLength(2);
    expect(await purgeBuyerLocks(testDb.db, new Date(nowMs + BUYER_LOCK_TTL_MS - 1_000))).toBe(0);
    expect(await purgeBuyerLocks(testDb.db, new Date(nowMs + BUYER_LOCK_TTL_MS + 1_000))).toBe(2);
    expect(await rows()).toHaveLength(0);
  });
});
