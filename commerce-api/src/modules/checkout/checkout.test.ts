import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.js';
import { onDomainEvent } from '../../lib/events.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { CART_TTL_MS } from '../cart/models.js';
import { createCartService } from '../cart/service.js';
import { DEFAULT_HOLD_MINUTES as HOLD_MINUTES, ORDER_NUMBER_PATTERN, generateOrderNumber, splitDiscount, toOrderView } from '../orders/index.js';
import { checkoutAppWithoutCaps, checkoutAtOnce } from './checkout.test-helper.js';
import { issueAccessToken } from '../auth/tokens.js';
import {
  REQUIRED_FIELDS_MESSAGE,
  createCheckoutService,
  startHoldSweeper,
  type CancelCheckoutSession,
  type CheckoutService,
} from './service.js';

const NOW = new Date('2026-12-01T12:00:00Z');
const SALES_END = '2027-04-18T21:59:59.000Z';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

const FORM = {
  customerInfo: { firstName: 'Awa', lastName: 'Diallo', email: 'awa.diallo@example.fr', phone: '+33 6 12 34 56 78' },
  billingDetails: { address: { line1: '12 rue de la Paix', line2: '', postalCode: '75002', city: 'Paris', country: 'FR', isInternational: false } },
};

type Form = typeof FORM;
const withCustomer = (patch: Partial<Form['customerInfo']>) => ({ ...FORM, customerInfo: { ...FORM.customerInfo, ...patch } });
const withAddress = (patch: Record<string, unknown>) => ({
  ...FORM,
  billingDetails: { address: { ...FORM.billingDetails.address, ...patch } },
});

describe('splitDiscount', () => {
  it('spreads pro rata by largest remainder, summing exactly to the discount', () => {
    expect(splitDiscount(500, [29_800])).toEqual([500]);
    // 100 over thirds: 33.33 each → 33, 33, 33 + 1 to the first (ties go to the earlier line).
    expect(splitDiscount(100, [100, 100, 100])).toEqual([34, 33, 33]);
    // 500 over 149 + 89 + 35 = 273: exact shares 272.89, 163.00, 64.10 → 272+1, 163, 64.
    expect(splitDiscount(500, [14_900, 8_900, 3_500])).toEqual([273, 163, 64]);
    expect(splitDiscount(7, [0, 3_500, 0, 3_500])).toEqual([0, 4, 0, 3]);
    expect(splitDiscount(0, [10, 20])).toEqual([0, 0]);
    for (const [discount, weights] of [
      [19, [1, 2, 3, 4, 5, 6, 7]],
      [12_345, [9_900, 4_500, 3_500, 3_500]],
    ] as const) {
      const shares = splitDiscount(discount, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
      shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(weights[i]!));
    }
  });

  it('refuses a discount above the subtotal or negative amounts', () => {
    expect(() => splitDiscount(101, [100])).toThrow(RangeError);
    expect(() => splitDiscount(-1, [100])).toThrow(RangeError);
    expect(() => splitDiscount(1, [-100, 200])).toThrow(RangeError);
  });
});

describe('generateOrderNumber', () => {
  it('draws KL- + 8 Crockford base32 characters', () => {
    const numbers = new Set(Array.from({ length: 2_000 }, generateOrderNumber));
    expect(numbers.size).toBe(2_000);
    for (const n of numbers) expect(n).toMatch(ORDER_NUMBER_PATTERN);
  });
});

describe('toOrderView', () => {
  const order = {
    id: UNKNOWN_ID,
    number: 'KL-7H3K9Q2M',
    status: 'failed' as const,
    failureReason: null,
    createdAt: NOW,
    paidAt: null,
    holdExpiresAt: new Date(NOW.getTime() + 30 * 60_000),
    subtotalCents: 23_800,
    discountCents: 500,
    totalCents: 23_300,
    currency: 'EUR' as const,
    promoCode: 'BIENVENUE5',
    firstName: 'Awa',
    lastName: 'Diallo',
    email: 'awa@example.fr',
    failedAt: null,
    refundedCents: 0,
    locale: 'fr' as const,
  };

  it('says what went back to the buyer: nothing, part of the payment, all of it, or all when it sold out after payment', () => {
    const paid = { ...order, status: 'completed' as const, paidAt: NOW };
    expect(toOrderView(paid, []).refund).toBeNull();
    const first = new Date('2026-12-02T10:00:00Z');
    const second = new Date('2026-12-03T15:30:00Z');
    const partial = toOrderView({ ...paid, refundedCents: 11_900 }, [], [], [
      { amountCents: 5_000, settledAt: second },
      { amountCents: 6_900, settledAt: first },
    ]);
    expect(partial.refund).toEqual({ amount: 119, full: false, refundedAt: second.toISOString() });
    expect(toOrderView({ ...paid, refundedCents: 23_300 }, [], [], [{ amountCents: 23_300, settledAt: first }]).refund).toEqual({
      amount: 233,
      full: true,
      refundedAt: first.toISOString(),
    });
    const soldOut = toOrderView({ ...order, failureReason: 'sold_out_after_payment', failedAt: first }, []);
    expect(soldOut.refund).toEqual({ amount: 233, full: true, refundedAt: first.toISOString() });
  });

  it('gives the spec default for a failed order without a reason, and the reason sentence otherwise', () => {
    expect(toOrderView(order, []).paymentInfo.errorMessage).toBe('Une erreur est survenue lors du traitement de votre paiement.');
    expect(toOrderView({ ...order, failureReason: 'expired' }, []).paymentInfo.errorMessage).toMatch(/délai de paiement/);
    expect(toOrderView({ ...order, status: 'pending' }, []).paymentInfo.errorMessage).toBeNull();
  });

  it('names tickets after their order line and never carries a QR secret', () => {
    const view = toOrderView(
      { ...order, status: 'completed', paidAt: NOW },
      [{ id: 7, ticketTypeId: 1, name: 'Full Pass', quantity: 2, unitPriceCents: 11_900 }],
      [
        { id: 13, orderItemId: 7, ticketTypeId: 1, holderName: 'Awa Diallo', status: 'valid', code: 'secret' } as never,
        { id: 12, orderItemId: 7, ticketTypeId: 1, holderName: 'Awa Diallo', status: 'valid' },
      ],
    );
    expect(view.items).toEqual([{ name: 'Full Pass', quantity: 2, unitPrice: 119, subtotal: 238, ticket: { id: 1, name: 'Full Pass' } }]);
    expect(view.tickets).toEqual([
      { id: 12, ticketTypeName: 'Full Pass', holderName: 'Awa Diallo', status: 'valid' },
      { id: 13, ticketTypeName: 'Full Pass', holderName: 'Awa Diallo', status: 'valid' },
    ]);
    expect(JSON.stringify(view)).not.toContain('secret');
    expect(view.paidAt).toBe(NOW.toISOString());
  });
});

describeEachDatabase('checkout', (target) => {
  let testDb: TestDatabase;
  let service: CheckoutService;
  const ids: Record<string, number> = {};
  const cancel = vi.fn<CancelCheckoutSession>();

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    service = createCheckoutService(testDb.db, { cancelCheckoutSession: cancel, logger });
    for (const row of await testDb.db.models.TicketType.findAll()) ids[row.slug] = row.id;
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    const { CartItem, Cart, PromoCode, TicketType, OrderItem, Order } = testDb.db.models;
    await OrderItem.destroy({ where: {} });
    await Order.destroy({ where: {} });
    await CartItem.destroy({ where: {} });
    await Cart.destroy({ where: {} });
    await testDb.db.sequelize.query('DELETE FROM checkout_buyer_locks');
    await PromoCode.destroy({ where: { code: ['TENPCT', 'SOIREES'] } });
    await PromoCode.update({ active: true }, { where: { code: 'BIENVENUE5' } });
    await TicketType.update({ soldCount: 0, heldCount: 0, visible: true, salesEnd: new Date(SALES_END) }, { where: {} });
    await TicketType.update({ priceCents: 14_900, quota: 400 }, { where: { slug: 'full-pass' } });
    await TicketType.update({ priceCents: 3_500 }, { where: { slug: 'soiree-vendredi' } });
    cancel.mockReset();
    cancel.mockResolvedValue('expired');
  });

  /**
   * The app with the checkout router given a fake Stripe cancel (payments wires the real one).
   * Limits and fair-hold caps off: these tests check out many orders from one address
   * (fair-holds.test.ts covers the caps).
   */
  const appAt = (now: Date = NOW) => checkoutAppWithoutCaps(testDb, cancel, now);

  const held = async (slug: string) => (await testDb.db.models.TicketType.findOne({ where: { slug } }))!.heldCount;

  /** A cart made with the cart service (what /api/cart/add does). */
  async function cartWith(lines: Array<[string, number]>, promo?: string): Promise<string> {
    const carts = createCartService({ db: testDb.db });
    let cartId: string | undefined;
    for (const [slug, quantity] of lines) {
      cartId = (await carts.addItem(cartId, { ticketId: slug, quantity }, NOW)).cart.id!;
    }
    if (promo) await carts.applyPromo(cartId, promo, NOW);
    return cartId!;
  }

  describe('POST /api/checkout/session', () => {
    it('refuses every missing required field with the spec message, field by field, and holds nothing', async () => {
      const cartId = await cartWith([['full-pass', 1]]);
      const app = appAt();
      const cases: Array<[string, object]> = [
        ['customerInfo.firstName', withCustomer({ firstName: '  ' })],
        ['customerInfo.lastName', withCustomer({ lastName: '' })],
        ['customerInfo.email', withCustomer({ email: '' })],
        ['customerInfo.phone', withCustomer({ phone: '' })],
        ['billingDetails.address.line1', withAddress({ line1: '' })],
        ['billingDetails.address.postalCode', withAddress({ postalCode: '' })],
        ['billingDetails.address.city', withAddress({ city: undefined })],
        ['billingDetails.address.country', withAddress({ country: '' })],
      ];
      for (const [field, body] of cases) {
        const res = await request(app).post('/api/checkout/session').set('X-Cart-Id', cartId).send(body);
        expect(res.status, field).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_ERROR');
        expect(res.body.error.message).toBe(REQUIRED_FIELDS_MESSAGE);
        expect(res.body.error.fields, field).toContainEqual({ field, message: expect.stringMatching(/^Veuillez renseigner /) });
      }
      const nothing = await request(app).post('/api/checkout/session').set('X-Cart-Id', cartId).send({});
      expect(nothing.status).toBe(400);
      expect(nothing.body.error.fields).toHaveLength(8);
      expect(await testDb.db.models.Order.count()).toBe(0);
      expect(await held('full-pass')).toBe(0);
      expect(await testDb.db.models.Cart.count()).toBe(1);
    });

    it('refuses a bad e-mail, a missing US state and a wrong type with French messages, never a postal code for its format', async () => {
      const cartId = await cartWith([['full-pass', 1]]);
      const app = appAt();
      const post = (body: object) => request(app).post('/api/checkout/session').set('X-Cart-Id', cartId).send(body);

      const email = await post(withCustomer({ email: 'awa@' }));
      expect(email.status).toBe(400);
      expect(email.body.error).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Veuillez saisir une adresse e-mail valide.',
        fields: [{ field: 'customerInfo.email', message: 'Veuillez saisir une adresse e-mail valide.' }],
      });

      const us = await post(withAddress({ country: 'US', postalCode: '10001', city: 'New York', state: '' }));
      expect(us.status).toBe(400);
      expect(us.body.error.fields).toEqual([{ field: 'billingDetails.address.state', message: "Veuillez renseigner l'État, la province ou la région." }]);
      const usOk = await post(withAddress({ country: 'US', postalCode: '10001', city: 'New York', state: 'NY' }));
      expect(usOk.status).toBe(201);
      expect((await testDb.db.models.Order.findByPk(usOk.body.orderId))!.billingAddress).toMatchObject({ country: 'US', state: 'NY', isInternational: true });

      const cart2 = await cartWith([['full-pass', 1]]);
      const typed = await request(app).post('/api/checkout/session').set('X-Cart-Id', cart2).send(withCustomer({ email: 42 as never }));
      expect(typed.status).toBe(400);
      expect(typed.body.error.code).toBe('VALIDATION_ERROR');
      expect(typed.body.error.fields[0].field).toBe('customerInfo.email');

      const unusual = await request(app).post('/api/checkout/session').set('X-Cart-Id', cart2).send(withAddress({ postalCode: '7500' }));
      expect(unusual.status).toBe(201);
      expect((await testDb.db.models.Order.findByPk(unusual.body.orderId))!.billingAddress).toMatchObject({ postalCode: '7500' });
    });

    it('takes an order from Angola, whose addresses have no postal code', async () => {
      const cartId = await cartWith([['full-pass', 1]]);
      const angola = await request(appAt())
        .post('/api/checkout/session')
        .set('X-Cart-Id', cartId)
        .send(withAddress({ country: 'AO', postalCode: '', line1: 'Rua Rainha Ginga 12', city: 'Luanda' }));
      expect(angola.status).toBe(201);
      expect((await testDb.db.models.Order.findByPk(angola.body.orderId))!.billingAddress).toEqual({
        line1: 'Rua Rainha Ginga 12',
        line2: null,
        postalCode: '',
        city: 'Luanda',
        country: 'AO',
        state: null,
        isInternational: true,
      });
    });

    it('answers 404 CART_NOT_FOUND and 400 CART_EMPTY', async () => {
      const app = appAt();
      for (const id of [undefined, UNKNOWN_ID, 'pas-un-panier']) {
        const req = request(app).post('/api/checkout/session');
        const res = await (id === undefined ? req : req.set('X-Cart-Id', id)).send(FORM);
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('CART_NOT_FOUND');
      }
      const expired = await cartWith([['full-pass', 1]]);
      const later = await request(appAt(new Date(NOW.getTime() + CART_TTL_MS + 1_000))).post('/api/checkout/session').set('X-Cart-Id', expired).send(FORM);
      expect(later.status).toBe(404);

      const { Cart } = testDb.db.models;
      await Cart.create({ id: UNKNOWN_ID, expiresAt: new Date(NOW.getTime() + CART_TTL_MS) });
      const empty = await request(app).post('/api/checkout/session').send({ ...FORM, cartId: UNKNOWN_ID });
      expect(empty.status).toBe(400);
      expect(empty.body.error).toEqual({ code: 'CART_EMPTY', message: 'Votre panier est vide' });
    });

    it('creates a pending order holding its seats for the short hold, answers the OrderView and deletes the cart', async () => {
      const cartId = await cartWith([['full-pass', 2], ['soiree-vendredi', 1]], 'BIENVENUE5');
      const res = await request(appAt()).post('/api/checkout/session').send({ ...FORM, cartId: cartId.toUpperCase() });
      expect(res.status).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      const { orderId } = res.body;
      expect(orderId).toMatch(UUID);
      expect(res.body.sessionId).toBe(orderId);
      expect(res.body.order).toEqual({
        id: orderId,
        number: expect.stringMatching(ORDER_NUMBER_PATTERN),
        status: 'pending',
        createdAt: NOW.toISOString(),
        paidAt: null,
        holdExpiresAt: new Date(NOW.getTime() + HOLD_MINUTES * 60_000).toISOString(),
        subtotal: 333,
        discount: 5,
        total: 328,
        currency: 'EUR',
        promoCode: 'BIENVENUE5',
        paymentMethod: 'Carte de crédit',
        locale: 'fr',
        customerInfo: { firstName: 'Awa', lastName: 'Diallo', email: 'awa.diallo@example.fr' },
        customerEmail: 'awa.diallo@example.fr',
        items: [
          { name: 'Full Pass', quantity: 2, unitPrice: 149, subtotal: 298, ticket: { id: ids['full-pass'], name: 'Full Pass' } },
          { name: 'Soirée du vendredi', quantity: 1, unitPrice: 35, subtotal: 35, ticket: { id: ids['soiree-vendredi'], name: 'Soirée du vendredi' } },
        ],
        tickets: [],
        payment: { status: 'pending' },
        paymentInfo: { errorMessage: null },
        refund: null,
      });
      expect(await held('full-pass')).toBe(2);
      expect(await held('soiree-vendredi')).toBe(1);
      const { Cart, CartItem, OrderItem, Order } = testDb.db.models;
      expect(await Cart.count()).toBe(0);
      expect(await CartItem.count()).toBe(0);
      const order = (await Order.findByPk(orderId))!;
      expect(order).toMatchObject({ holdActive: true, subtotalCents: 33_300, discountCents: 500, totalCents: 32_800, phone: '+33 6 12 34 56 78' });
      expect(order.billingAddress).toEqual({ line1: '12 rue de la Paix', line2: null, postalCode: '75002', city: 'Paris', country: 'FR', state: null, isInternational: false });
      // 500 over 29 800 + 3 500: 447.44 → 447, 52.55 → 52 + 1.
      const items = await OrderItem.findAll({ where: { orderId }, order: [['id', 'ASC']] });
      expect(items.map((i) => i.discountCents)).toEqual([447, 53]);

      // The cart is gone: checking out again finds nothing.
      const again = await request(appAt()).post('/api/checkout/session').set('X-Cart-Id', cartId).send(FORM);
      expect(again.status).toBe(404);
    });

    it('answers an English checkout with the lines named in English, recording the French names bought', async () => {
      const cartId = await cartWith([['soiree-vendredi', 1]]);
      const res = await request(appAt()).post('/api/checkout/session').set('X-Cart-Id', cartId).set('X-Locale', 'en').send(FORM);
      expect(res.status).toBe(201);
      expect(res.body.order.locale).toBe('en');
      expect(res.body.order.items).toEqual([
        { name: 'Friday party', quantity: 1, unitPrice: 35, subtotal: 35, ticket: { id: ids['soiree-vendredi'], name: 'Friday party' } },
      ]);
      const stored = await testDb.db.models.OrderItem.findAll({ where: { orderId: res.body.orderId } });
      expect(stored.map((item) => item.name)).toEqual(['Soirée du vendredi']);
    });

    it('re-prices the lines from the ticket types and splits a restricted percentage to the cent', async () => {
      const { PromoCode, TicketType, OrderItem } = testDb.db.models;
      await PromoCode.create({ code: 'SOIREES', type: 'percentage', value: 1_250, active: true, ticketTypeIds: [ids['soiree-vendredi']!, ids['soiree-dimanche']!] });
      const cartId = await cartWith([['full-pass', 1], ['soiree-vendredi', 3], ['soiree-dimanche', 1]], 'SOIREES');
      await TicketType.update({ priceCents: 3_333 }, { where: { slug: 'soiree-vendredi' } });
      const res = await request(appAt()).post('/api/checkout/session').set('X-Cart-Id', cartId).send(FORM);
      expect(res.status).toBe(201);
      // Eligible: 3 × 33,33 + 35 = 134,99 → 12,5 % = 16,87375 → 16,87 €.
      expect(res.body.order).toMatchObject({ subtotal: 283.99, discount: 16.87, total: 267.12 });
      expect(res.body.order.items[1]).toMatchObject({ unitPrice: 33.33, quantity: 3, subtotal: 99.99 });
      const items = await OrderItem.findAll({ where: { orderId: res.body.orderId }, order: [['id', 'ASC']] });
      // 1687 over 0 / 9999 / 3500: 1249.72 → 1249 + 1, 437.27 → 437.
      expect(items.map((i) => i.discountCents)).toEqual([0, 1_250, 437]);
    });

    it('refuses a promo code that stopped applying with 422, answers the cart without it and holds nothing', async () => {
      const cartId = await cartWith([['full-pass', 1]], 'BIENVENUE5');
      await testDb.db.models.PromoCode.update({ active: false }, { where: { code: 'BIENVENUE5' } });
      const res = await request(appAt()).post('/api/checkout/session').set('X-Cart-Id', cartId).send(FORM);
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({
        code: 'PROMO_CODE_INVALID',
        message: "Le code promo « BIENVENUE5 » a été retiré de votre panier : ce code promo n'est pas valide.",
      });
      expect(res.body.cart).toMatchObject({ id: cartId, promoCode: null, discount: 0, total: 149, itemCount: 1 });
      expect(await testDb.db.models.Order.count()).toBe(0);
      expect(await held('full-pass')).toBe(0);
      // The next attempt goes through at full price.
      const retry = await request(appAt()).post('/api/checkout/session').set('X-Cart-Id', cartId).send(FORM);
      expect(retry.status).toBe(201);
      expect(retry.body.order).toMatchObject({ total: 149, discount: 0, promoCode: null });
    });

    it('holds all lines or none: a line short of seats rolls back the others', async () => {
      const { TicketType, Order } = testDb.db.models;
      const cartId = await cartWith([['full-pass', 2], ['soiree-vendredi', 3]]);
      // Someone else took seats after this cart was filled.
      await TicketType.update({ soldCount: 148 }, { where: { slug: 'soiree-vendredi' } });
      const res = await request(appAt()).post('/api/checkout/session').set('X-Cart-Id', cartId).send(FORM);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('NOT_ENOUGH_SEATS');
      expect(res.body.error.message).toContain('« Soirée du vendredi »');
      const english = await request(appAt()).post('/api/checkout/session').set('X-Cart-Id', cartId).set('X-Locale', 'en').send(FORM);
      expect(english.body.error).toMatchObject({ code: 'NOT_ENOUGH_SEATS', message: expect.stringContaining('“Friday party”') });
      expect(await held('full-pass')).toBe(0);
      expect(await held('soiree-vendredi')).toBe(0);
      expect(await Order.count()).toBe(0);
      expect(await testDb.db.models.Cart.count()).toBe(1);

      await TicketType.update({ soldCount: 150 }, { where: { slug: 'soiree-vendredi' } });
      const soldOut = await request(appAt()).post('/api/checkout/session').set('X-Cart-Id', cartId).send(FORM);
      expect(soldOut.status).toBe(409);
      expect(soldOut.body.error).toEqual({ code: 'SOLD_OUT', message: 'Les billets « Soirée du vendredi » sont épuisés.' });
      const englishSoldOut = await request(appAt()).post('/api/checkout/session').set('X-Cart-Id', cartId).set('X-Locale', 'en').send(FORM);
      expect(englishSoldOut.body.error).toEqual({ code: 'SOLD_OUT', message: '“Friday party” tickets are sold out.' });

      await TicketType.update({ soldCount: 0, salesEnd: new Date(NOW.getTime() - 1_000) }, { where: { slug: 'soiree-vendredi' } });
      const closed = await request(appAt()).post('/api/checkout/session').set('X-Cart-Id', cartId).send(FORM);
      expect(closed.status).toBe(409);
      expect(closed.body.error.code).toBe('TICKET_NOT_ON_SALE');
      expect(await held('full-pass')).toBe(0);
    });

    it('turns one cart into one order when it is submitted several times at once', async () => {
      const cartId = await cartWith([['full-pass', 2]]);
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => service.createSession(cartId, FORM, NOW)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
        expect(r.reason).toMatchObject({ status: 404, code: 'CART_NOT_FOUND' });
      }
      expect(await testDb.db.models.Order.count()).toBe(1);
      expect(await held('full-pass')).toBe(2);
    });

    it('draws another order number when one is taken', async () => {
      const first = await service.createSession(await cartWith([['full-pass', 1]]), FORM, NOW);
      const draws = [first.order.number, first.order.number, 'KL-ZZZZZZZZ'];
      const colliding = createCheckoutService(testDb.db, { cancelCheckoutSession: cancel, orderNumber: () => draws.shift()! });
      const second = await colliding.createSession(await cartWith([['full-pass', 1]]), FORM, NOW);
      expect(second.order.number).toBe('KL-ZZZZZZZZ');
      expect(draws).toEqual([]);
    });
  });

  describe('registration in the app', () => {
    it('gives a logged-in buyer’s order their user id, and a guest’s (or a refused token’s) none', async () => {
      const user = await testDb.db.models.User.create({ email: 'buyer.linked@example.fr', firstName: 'Awa', lastName: 'Diallo' });
      const auth = `Bearer ${issueAccessToken(testDb.config, user, { now: NOW }).token}`;
      const mine = await request(appAt()).post('/api/checkout/session').set('Authorization', auth).send({ ...FORM, cartId: await cartWith([['full-pass', 1]]) });
      expect(mine.status).toBe(201);
      expect((await testDb.db.models.Order.findByPk(mine.body.orderId))!.userId).toBe(user.id);
      const guest = await request(appAt()).post('/api/checkout/session').send({ ...FORM, cartId: await cartWith([['full-pass', 1]]) });
      expect((await testDb.db.models.Order.findByPk(guest.body.orderId))!.userId).toBeNull();
      const stale = await request(appAt()).post('/api/checkout/session').set('Authorization', 'Bearer a.b.c').send({ ...FORM, cartId: await cartWith([['full-pass', 1]]) });
      expect(stale.status).toBe(201);
      expect((await testDb.db.models.Order.findByPk(stale.body.orderId))!.userId).toBeNull();
      await testDb.db.models.Order.destroy({ where: {} });
      await user.destroy();
    });

    it('serves both calls from createApp, restoring a pending order that never reached Stripe', async () => {
      const app = createApp({ config: { ...testDb.config, rateLimitPerMinute: 0, sensitiveRateLimitPerMinute: 0 }, logger, db: testDb.db, clock: () => NOW });
      const cartId = await cartWith([['full-pass', 1]]);
      const created = await request(app).post('/api/checkout/session').set('X-Cart-Id', cartId).send(FORM);
      expect(created.status).toBe(201);
      // No Stripe session yet: payments answers 'none' without calling Stripe.
      const restored = await request(app).post('/api/checkout/restore-cart').send({ orderId: created.body.orderId });
      expect(restored.status).toBe(200);
      expect(restored.body.cart.items).toHaveLength(1);
      expect((await testDb.db.models.Order.findByPk(created.body.orderId))!.status).toBe('failed');
      expect(await held('full-pass')).toBe(0);
    });
  });

  describe('failOrder', () => {
    it('fails a pending order and releases its hold exactly once; terminal orders are left alone', async () => {
      const { orderId } = await service.createSession(await cartWith([['full-pass', 3]]), FORM, NOW);
      expect(await held('full-pass')).toBe(3);
      const later = new Date(NOW.getTime() + 60_000);
      const first = await service.failOrderNow(orderId, 'payment_failed', later);
      expect(first.outcome).toBe('failed');
      const order = (await testDb.db.models.Order.findByPk(orderId))!;
      expect(order).toMatchObject({ status: 'failed', failureReason: 'payment_failed', holdActive: false });
      expect(order.failedAt!.toISOString()).toBe(later.toISOString());
      expect(await held('full-pass')).toBe(0);

      const again = await service.failOrderNow(orderId, 'expired', later);
      expect(again.outcome).toBe('unchanged');
      expect((await testDb.db.models.Order.findByPk(orderId))!.failureReason).toBe('payment_failed');
      expect(await held('full-pass')).toBe(0);
      expect((await service.failOrderNow(UNKNOWN_ID, 'expired', later)).outcome).toBe('not_found');

      const paid = await service.createSession(await cartWith([['full-pass', 2]]), FORM, NOW);
      await testDb.db.models.Order.update({ status: 'completed', holdActive: false }, { where: { id: paid.orderId } });
      await testDb.db.models.TicketType.update({ heldCount: 0, soldCount: 2 }, { where: { slug: 'full-pass' } });
      expect((await service.failOrderNow(paid.orderId, 'expired', later)).outcome).toBe('unchanged');
      expect((await testDb.db.models.Order.findByPk(paid.orderId))!.status).toBe('completed');
    });

    it('releases concurrently failed orders once each', async () => {
      const { orderId } = await service.createSession(await cartWith([['full-pass', 4]]), FORM, NOW);
      const results = await Promise.all(Array.from({ length: 8 }, () => service.failOrderNow(orderId, 'expired', NOW)));
      expect(results.filter((r) => r.outcome === 'failed')).toHaveLength(1);
      expect(await held('full-pass')).toBe(0);
    });
  });

  describe('POST /api/checkout/restore-cart', () => {
    it('cancels a pending order (Stripe first), releases the hold and answers a new cart with its lines and promo', async () => {
      const { orderId } = await service.createSession(await cartWith([['full-pass', 2], ['soiree-vendredi', 1]], 'BIENVENUE5'), FORM, NOW);
      expect(await held('full-pass')).toBe(2);
      const res = await request(appAt()).post('/api/checkout/restore-cart').send({ orderId });
      expect(res.status).toBe(200);
      expect(cancel).toHaveBeenCalledTimes(1);
      expect(cancel.mock.calls[0]![0].id).toBe(orderId);
      expect(res.body.cartId).toMatch(UUID);
      expect(res.headers['x-cart-id']).toBe(res.body.cartId);
      expect(res.body.cart).toMatchObject({ id: res.body.cartId, subtotal: 333, discount: 5, total: 328, promoCode: 'BIENVENUE5', itemCount: 3 });
      expect(res.body.cart.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([
        ['Full Pass', 2],
        ['Soirée du vendredi', 1],
      ]);
      expect(res.body.message).toBeUndefined();
      expect(await testDb.db.models.Order.findByPk(orderId)).toMatchObject({ status: 'failed', failureReason: 'canceled', holdActive: false });
      expect(await held('full-pass')).toBe(0);
      expect(await held('soiree-vendredi')).toBe(0);

      // A failed order can be restored again (no second Stripe call, no second release).
      const again = await request(appAt()).post('/api/checkout/restore-cart').send({ orderId });
      expect(again.status).toBe(200);
      expect(again.body.cartId).not.toBe(res.body.cartId);
      expect(cancel).toHaveBeenCalledTimes(1);
      expect(await held('full-pass')).toBe(0);
    });

    it('caps lines to what remains, drops sold-out ones at current prices, and says so', async () => {
      const { TicketType } = testDb.db.models;
      const { orderId } = await service.createSession(await cartWith([['full-pass', 3], ['soiree-vendredi', 2]]), FORM, NOW);
      // The hold expired; others bought in the meantime.
      await service.failOrderNow(orderId, 'expired', NOW);
      await TicketType.update({ soldCount: 398, priceCents: 15_900 }, { where: { slug: 'full-pass' } });
      await TicketType.update({ soldCount: 150 }, { where: { slug: 'soiree-vendredi' } });
      const res = await request(appAt()).post('/api/checkout/restore-cart').send({ orderId });
      expect(res.status).toBe(200);
      expect(cancel).not.toHaveBeenCalled();
      expect(res.body.cart.items.map((i: { name: string; quantity: number; unitPrice: number }) => [i.name, i.quantity, i.unitPrice])).toEqual([
        ['Full Pass', 2, 159],
      ]);
      expect(res.body.message).toMatch(/^Votre panier a été restauré/);
      expect((await testDb.db.models.Order.findByPk(orderId))!.failureReason).toBe('expired');
    });

    it('answers 409 ORDER_PAID for a paid order (or one Stripe reports paid) and 404 for an unknown one', async () => {
      const app = appAt();
      for (const orderId of [UNKNOWN_ID, 'nimporte-quoi']) {
        const res = await request(app).post('/api/checkout/restore-cart').send({ orderId });
        expect(res.status).toBe(404);
        expect(res.body.error).toEqual({ code: 'ORDER_NOT_FOUND', message: 'Commande introuvable.' });
      }
      const invalid = await request(app).post('/api/checkout/restore-cart').send({});
      expect(invalid.status).toBe(400);

      const { orderId } = await service.createSession(await cartWith([['full-pass', 1]]), FORM, NOW);
      cancel.mockResolvedValueOnce('paid');
      const paidAtStripe = await request(app).post('/api/checkout/restore-cart').send({ orderId });
      expect(paidAtStripe.status).toBe(409);
      expect(paidAtStripe.body.error).toEqual({ code: 'ORDER_PAID', message: 'Cette commande est déjà payée.' });
      expect((await testDb.db.models.Order.findByPk(orderId))!.status).toBe('pending');
      expect(await held('full-pass')).toBe(1);

      await testDb.db.models.Order.update({ status: 'completed' }, { where: { id: orderId } });
      cancel.mockClear();
      const completed = await request(app).post('/api/checkout/restore-cart').send({ orderId });
      expect(completed.status).toBe(409);
      expect(completed.body.error.code).toBe('ORDER_PAID');
      expect(cancel).not.toHaveBeenCalled();
      expect(await testDb.db.models.Cart.count()).toBe(0);
    });
  });

  describe('sweepExpiredHolds', () => {
    it('fails pending orders 2 minutes past their hold, skips paid ones and purges expired carts', async () => {
      const { Order } = testDb.db.models;
      const stale = await service.createSession(await cartWith([['full-pass', 2]]), FORM, NOW);
      const paid = await service.createSession(await cartWith([['full-pass', 1]]), FORM, NOW);
      const fresh = await service.createSession(await cartWith([['full-pass', 4]]), FORM, new Date(NOW.getTime() + 5 * 60_000));
      const leftCart = await cartWith([['soiree-vendredi', 1]]);
      expect(await held('full-pass')).toBe(7);

      // Hold ended 1 minute ago for the first two: still within the grace.
      const early = await service.sweepExpiredHolds(new Date(NOW.getTime() + (HOLD_MINUTES + 1) * 60_000));
      expect(early).toEqual({ expired: 0, paid: 0, errors: 0, cartsPurged: 0, buyerLocksPurged: 0 });
      expect(cancel).not.toHaveBeenCalled();

      cancel.mockImplementation(async (order) => (order.id === paid.orderId ? 'paid' : 'expired'));
      const sweepAt = new Date(NOW.getTime() + (HOLD_MINUTES + 2) * 60_000);
      const result = await service.sweepExpiredHolds(sweepAt);
      expect(result).toEqual({ expired: 1, paid: 1, errors: 0, cartsPurged: 0, buyerLocksPurged: 0 });
      expect(await Order.findByPk(stale.orderId)).toMatchObject({ status: 'failed', failureReason: 'expired', holdActive: false });
      expect((await Order.findByPk(paid.orderId))!.status).toBe('pending');
      expect((await Order.findByPk(fresh.orderId))!.status).toBe('pending');
      expect(await held('full-pass')).toBe(5);

      // A Stripe outage leaves the order for the next run; expired carts go.
      cancel.mockRejectedValue(new Error('Stripe injoignable'));
      const muchLater = new Date(NOW.getTime() + CART_TTL_MS + 60_000);
      const outage = await service.sweepExpiredHolds(muchLater);
      expect(outage).toEqual({ expired: 0, paid: 0, errors: 2, cartsPurged: 1, buyerLocksPurged: 0 });
      expect(await testDb.db.models.Cart.findByPk(leftCart)).toBeNull();
      expect(await held('full-pass')).toBe(5);
    });

    it("tells the buyer's sockets when the sweeper or a cart restore fails their order (after commit)", async () => {
      const buyer = await testDb.db.models.User.create({ email: 'sweep.buyer@example.org' });
      const events: unknown[] = [];
      const stop = onDomainEvent(testDb.db.sequelize, (name, payload) => events.push({ name, payload }));
      try {
        cancel.mockResolvedValue('expired');
        const swept = await service.createSession(await cartWith([['full-pass', 1]]), FORM, NOW, { userId: buyer.id });
        const restored = await service.createSession(await cartWith([['full-pass', 1]]), FORM, NOW, { userId: buyer.id });
        await service.restoreCart(restored.orderId, NOW);
        await service.sweepExpiredHolds(new Date(NOW.getTime() + (HOLD_MINUTES + 2) * 60_000));
        expect(events).toContainEqual({ name: 'order.status', payload: { orderId: restored.orderId, userId: buyer.id, status: 'failed' } });
        expect(events).toContainEqual({ name: 'order.status', payload: { orderId: swept.orderId, userId: buyer.id, status: 'failed' } });
      } finally {
        stop();
      }
    });

    it('startHoldSweeper runs on its timer, never overlaps, and stops', async () => {
      const { orderId } = await service.createSession(await cartWith([['full-pass', 1]]), FORM, NOW);
      const clock = () => new Date(NOW.getTime() + (HOLD_MINUTES + 3) * 60_000);
      const sweeper = startHoldSweeper({ db: testDb.db, logger, clock }, cancel, 20);
      try {
        await vi.waitFor(async () => expect((await testDb.db.models.Order.findByPk(orderId))!.status).toBe('failed'), { timeout: 5_000 });
        const [a, b] = [sweeper.runOnce(), sweeper.runOnce()];
        expect(a).toBe(b);
        await a;
      } finally {
        await sweeper.stop();
      }
      expect(await sweeper.runOnce()).toBeNull();
      expect(await held('full-pass')).toBe(0);
    });
  });

  describe('oversell', () => {
    it('200 concurrent checkouts for the last 20 places: exactly 20 orders, 180 refused with 409, never more held', async () => {
      const { Cart, CartItem, TicketType, Order } = testDb.db.models;
      const CHECKOUTS = 200;
      const PLACES = 20;
      await TicketType.update({ soldCount: 400 - PLACES }, { where: { slug: 'full-pass' } });
      const carts = Array.from({ length: CHECKOUTS }, () => crypto.randomUUID());
      await Cart.bulkCreate(carts.map((id) => ({ id, expiresAt: new Date(NOW.getTime() + CART_TTL_MS) })));
      await CartItem.bulkCreate(carts.map((cartId) => ({ cartId, ticketTypeId: ids['full-pass']!, quantity: 1, unitPriceCents: 14_900 })));

      const { results, elapsedMs } = await checkoutAtOnce(appAt(), carts, FORM);

      const byStatus = results.reduce<Record<string, number>>((acc, r) => {
        const key = `${r.status}${r.code ? ` ${r.code}` : ''}`;
        acc[key] = (acc[key] ?? 0) + 1;
        return acc;
      }, {});
      console.info(`[${target.label}] oversell: ${CHECKOUTS} checkouts for ${PLACES} places in ${elapsedMs} ms →`, byStatus);
      expect(byStatus).toEqual({ '201': PLACES, '409 SOLD_OUT': CHECKOUTS - PLACES });
      const fullPass = (await TicketType.findOne({ where: { slug: 'full-pass' } }))!;
      expect(fullPass.heldCount).toBe(PLACES);
      expect(fullPass.soldCount + fullPass.heldCount).toBe(fullPass.quota);
      expect(await Order.count({ where: { status: 'pending' } })).toBe(PLACES);
      expect(await Cart.count()).toBe(CHECKOUTS - PLACES);
    }, 120_000);
  });
});
