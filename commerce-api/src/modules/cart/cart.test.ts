import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import type { AppConfig } from '../../config/index.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { expectContract } from '../../test/contract.js';
import { CartResult } from '@kizomba/api-contract/cart';
import type { PromoCodeCreationAttributes } from '../promo-codes/models.js';
import { CART_TTL_MS } from './models.js';
import { createCartService, parseCartId, type CartService } from './service.js';

const DURING_SALES = new Date('2026-12-01T12:00:00Z');
const BEFORE_SALES = new Date('2026-08-01T12:00:00Z');
const AFTER_SALES = new Date('2027-04-19T12:00:00Z');
const SALES_END = '2027-04-18T21:59:59.000Z';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const UNKNOWN_CART = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

const EMPTY_CART = { id: null, items: [], subtotal: 0, discount: 0, total: 0, promoCode: null, itemCount: 0, waitingOffer: false };

/** Intl puts non-breaking spaces in « 100,00 € »: compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('parseCartId', () => {
  it('accepts UUIDv4 only, lower-cased', () => {
    expect(parseCartId(UNKNOWN_CART.toUpperCase())).toBe(UNKNOWN_CART);
    expect(parseCartId(` ${UNKNOWN_CART} `)).toBe(UNKNOWN_CART);
    for (const bad of [undefined, null, 42, '', '1', 'abc', `${UNKNOWN_CART}x`, '3f1c2a4e-5b6d-1e7f-8a9b-0c1d2e3f4a5b']) {
      expect(parseCartId(bad)).toBeNull();
    }
  });
});

describeEachDatabase('cart', (target) => {
  let testDb: TestDatabase;
  let service: CartService;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    service = createCartService({ db: testDb.db });
    for (const row of await testDb.db.models.TicketType.findAll()) ids[row.slug] = row.id;
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    const { CartItem, Cart, PromoCode, TicketType } = testDb.db.models;
    await CartItem.destroy({ where: {} });
    await Cart.destroy({ where: {} });
    await PromoCode.destroy({ where: { code: ['EXPIRED', 'LATER', 'OFF', 'USEDUP', 'WORKSHOP', 'MIN100', 'BIG', 'TENPCT'] } });
    await TicketType.update({ soldCount: 0, heldCount: 0, visible: true, salesEnd: new Date(SALES_END) }, { where: {} });
    await TicketType.update({ priceCents: 14_900 }, { where: { slug: 'full-pass' } });
    await TicketType.update({ priceCents: 3_500 }, { where: { slug: 'soiree-vendredi' } });
  });

  const appAt = (now: Date = DURING_SALES, config: Partial<AppConfig> = {}) =>
    createApp({ config: { ...testDb.config, ...config }, logger, db: testDb.db, clock: () => now });
  const countCarts = () => testDb.db.models.Cart.count();
  const addPromo = (attrs: PromoCodeCreationAttributes) => testDb.db.models.PromoCode.create(attrs);

  /** A cart holding `quantity` × `slug`, made through the API; answers its id and body. */
  async function cartWith(slug = 'full-pass', quantity = 1, now = DURING_SALES, role?: 'leader' | 'follower') {
    const res = await request(appAt(now)).post('/api/cart/add').send({ ticketId: slug, quantity, ...(role ? { role } : {}) });
    expect(res.status).toBe(200);
    return { cartId: res.body.cart.id as string, body: res.body };
  }

  describe('GET /api/cart', () => {
    it('answers an empty cart without creating one when there is no or an unknown id', async () => {
      for (const header of [undefined, UNKNOWN_CART, 'not-a-cart-id', '']) {
        const req = request(appAt()).get('/api/cart');
        const res = header === undefined ? await req : await req.set('X-Cart-Id', header);
    expect(res.status).toBe(200);
        expect(res.body).toEqual({ cart: EMPTY_CART });
        expect(res.headers['x-cart-id']).toBeUndefined();
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect(await countCarts()).toBe(0);
    });

    it('answers the cart named by X-Cart-Id, whatever its case', async () => {
      const { cartId } = await cartWith('party-pass', 2);
      const res = await request(appAt()).get('/api/cart').set('X-Cart-Id', cartId.toUpperCase());
    expect(res.status).toBe(200);
      expect(res.headers['x-cart-id']).toBe(cartId);
      expect(res.body.cart).toMatchObject({ id: cartId, subtotal: 178, total: 178, itemCount: 2 });
      expectContract(res.body, CartResult);
    });

    it('treats an expired cart as unknown', async () => {
      const { cartId } = await cartWith();
      const later = new Date(DURING_SALES.getTime() + CART_TTL_MS + 60_000);
      const res = await request(appAt(later)).get('/api/cart').set('X-Cart-Id', cartId);
      expect(res.body).toEqual({ cart: EMPTY_CART });
    });
  });

  describe('POST /api/cart/add', () => {
    it('creates a cart with an unguessable id and answers the documented shape', async () => {
      const res = await request(appAt()).post('/api/cart/add').send({ ticketId: ids['full-pass'], quantity: 2 });
    expect(res.status).toBe(200);
      expect(res.body.cart.id).toMatch(UUID);
      expect(res.headers['x-cart-id']).toBe(res.body.cart.id);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        cart: {
          id: res.body.cart.id,
          items: [
            {
              id: expect.any(Number),
              ticketId: ids['full-pass'],
              name: 'Full Pass',
              unitPrice: 149,
              quantity: 2,
              subtotal: 298,
              ticket: { id: ids['full-pass'], name: 'Full Pass', slug: 'full-pass' },
              role: null,
              ticketsPerUnit: 1,
            },
          ],
          subtotal: 298,
          discount: 0,
          total: 298,
          promoCode: null,
          itemCount: 2,
          waitingOffer: false,
        },
        message: '« Full Pass » a été ajouté à votre panier.',
      });
      expect(Object.keys(res.body.cart.items[0])).toEqual(['id', 'ticketId', 'name', 'unitPrice', 'quantity', 'subtotal', 'ticket', 'role', 'ticketsPerUnit']);
      const row = await testDb.db.models.Cart.findByPk(res.body.cart.id);
      expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(DURING_SALES.getTime() + CART_TTL_MS - 1_000);
    });

    it('accepts the slug (and a numeric string), increments an existing line and keeps one line per type', async () => {
      const { cartId } = await cartWith('full-pass', 1);
      const app = appAt();
      await request(app).post('/api/cart/add').set('X-Cart-Id', cartId).send({ ticketId: String(ids['full-pass']), quantity: 2 });
      const res = await request(app).post('/api/cart/add').set('X-Cart-Id', cartId).send({ ticketId: 'soiree-vendredi' });
    expect(res.status).toBe(200);
      expect(res.body.cart.id).toBe(cartId);
      expect(res.body.cart.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([
        ['Full Pass', 3],
        ['Soirée du vendredi', 1],
      ]);
      expect(res.body.cart).toMatchObject({ subtotal: 482, total: 482, itemCount: 4 });
      expect(await testDb.db.models.CartItem.count({ where: { cartId } })).toBe(2);
      expect(await countCarts()).toBe(1);
    });

    it('starts a new cart when the X-Cart-Id is unknown', async () => {
      const res = await request(appAt()).post('/api/cart/add').set('X-Cart-Id', UNKNOWN_CART).send({ ticketId: 'full-pass', quantity: 1 });
    expect(res.status).toBe(200);
      expect(res.body.cart.id).not.toBe(UNKNOWN_CART);
      expect(res.headers['x-cart-id']).toBe(res.body.cart.id);
    });

    it('keeps money in integer cents and answers euros with decimals', async () => {
      await testDb.db.models.TicketType.update({ priceCents: 14_950 }, { where: { slug: 'full-pass' } });
      const { cartId, body } = await cartWith('full-pass', 3);
      expect(body.cart.items[0]).toMatchObject({ unitPrice: 149.5, subtotal: 448.5 });
      expect(body.cart.subtotal).toBe(448.5);
      const item = await testDb.db.models.CartItem.findOne({ where: { cartId } });
      expect(item!.unitPriceCents).toBe(14_950);
      // 0.1 + 0.2-style float drift would show here: 3 × 35,55 € = 106,65 €.
      await testDb.db.models.TicketType.update({ priceCents: 3_555 }, { where: { slug: 'soiree-vendredi' } });
      const res = await request(appAt()).post('/api/cart/add').set('X-Cart-Id', cartId).send({ ticketId: 'soiree-vendredi', quantity: 3 });
      expect(res.body.cart.items[1].subtotal).toBe(106.65);
      expect(res.body.cart.subtotal).toBe(555.15);
    });

    it.each([
      [{ ticketId: 'full-pass', quantity: 0 }, 'Le champ « quantity » est invalide : la quantité doit être au moins de 1.'],
      [{ ticketId: 'full-pass', quantity: -1 }, 'Le champ « quantity » est invalide : la quantité doit être au moins de 1.'],
      [{ ticketId: 'full-pass', quantity: 11 }, 'Le champ « quantity » est invalide : la quantité ne peut pas dépasser 10 billets par type.'],
      [{ ticketId: 'full-pass', quantity: 1.5 }, 'Le champ « quantity » est invalide : la quantité doit être un nombre entier.'],
      [{ ticketId: 'full-pass', quantity: '2' }, 'Le champ « quantity » est invalide : la quantité doit être un nombre entier.'],
      [{ quantity: 1 }, 'Le champ « ticketId » est invalide : le billet doit être désigné par son identifiant (nombre) ou son slug.'],
      [{ ticketId: 0, quantity: 1 }, 'Le champ « ticketId » est invalide : le billet doit être désigné par son identifiant (nombre) ou son slug.'],
    [{ ticketId: '', quantity: 1 }, 'Le champ « ticketId » est invalide : le billet doit être désigné par son identifiant (nombre) ou son slug.'],
    ])('refuses %j with a French 400', async (body, message) => {
      const res = await request(appAt()).post('/api/cart/add').send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message });
      expect(await countCarts()).toBe(0);
    });

    it('answers 404 for an unknown or hidden ticket type, without creating a cart', async () => {
      await testDb.db.models.TicketType.update({ visible: false }, { where: { slug: 'workshop-pass' } });
      for (const ticketId of ['nope', 999_999, 'workshop-pass', ids['workshop-pass']]) {
        const res = await request(appAt()).post('/api/cart/add').send({ ticketId, quantity: 1 });
        expect(res.status).toBe(404);
        expect(res.body.error).toEqual({ code: 'TICKET_TYPE_NOT_FOUND', message: "Ce billet n'existe pas ou n'est plus proposé." });
      }
      expect(await countCarts()).toBe(0);
    });

    it('refuses ticket types outside their sales window', async () => {
      const before = await request(appAt(BEFORE_SALES)).post('/api/cart/add').send({ ticketId: 'full-pass', quantity: 1 });
      expect(before.status).toBe(409);
      expect(before.body.error).toEqual({ code: 'TICKET_NOT_ON_SALE', message: "La vente des billets « Full Pass » n'est pas encore ouverte." });
      const after = await request(appAt(AFTER_SALES)).post('/api/cart/add').send({ ticketId: 'full-pass', quantity: 1 });
      expect(after.status).toBe(409);
      expect(after.body.error).toEqual({ code: 'TICKET_NOT_ON_SALE', message: 'La vente des billets « Full Pass » est terminée.' });
      expect(await countCarts()).toBe(0);
    });

    it('refuses a sold-out type and more seats than remain', async () => {
      await testDb.db.models.TicketType.update({ soldCount: 195, heldCount: 5 }, { where: { slug: 'soiree-gala-samedi' } });
      const soldOut = await request(appAt()).post('/api/cart/add').send({ ticketId: 'soiree-gala-samedi', quantity: 1 });
      expect(soldOut.status).toBe(409);
      expect(soldOut.body.error).toEqual({ code: 'SOLD_OUT', message: 'Les billets « Soirée de gala du samedi » sont épuisés.' });
      const english = await request(appAt()).post('/api/cart/add').set('X-Locale', 'en').send({ ticketId: 'soiree-gala-samedi', quantity: 1 });
      expect(english.body.error).toEqual({ code: 'SOLD_OUT', message: '“Saturday gala party” tickets are sold out.' });

      await testDb.db.models.TicketType.update({ soldCount: 396, heldCount: 1 }, { where: { slug: 'full-pass' } });
      const tooMany = await request(appAt()).post('/api/cart/add').send({ ticketId: 'full-pass', quantity: 4 });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body.error).toEqual({ code: 'NOT_ENOUGH_SEATS', message: 'Il ne reste que 3 places pour « Full Pass ».' });

      const { cartId } = await cartWith('full-pass', 2);
      const more = await request(appAt()).post('/api/cart/add').set('X-Cart-Id', cartId).send({ ticketId: 'full-pass', quantity: 2 });
      expect(more.status).toBe(409);
      expect(more.body.error.message).toBe('Il ne reste que 3 places pour « Full Pass ». Vous en avez déjà 2 dans votre panier.');
      await testDb.db.models.TicketType.update({ soldCount: 399, heldCount: 0 }, { where: { slug: 'full-pass' } });
      const last = await request(appAt()).post('/api/cart/add').send({ ticketId: 'full-pass', quantity: 2 });
      expect(last.body.error.message).toBe("Il ne reste qu'une place pour « Full Pass ».");
    });

    it('caps a line at 10 tickets', async () => {
      const { cartId } = await cartWith('party-pass', 8);
      const res = await request(appAt()).post('/api/cart/add').set('X-Cart-Id', cartId).send({ ticketId: 'party-pass', quantity: 3 });
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({
        code: 'QUANTITY_LIMIT',
        message: 'Vous ne pouvez pas prendre plus de 10 billets « Party Pass » par commande. Vous en avez déjà 8 dans votre panier.',
      });
      const items = await testDb.db.models.CartItem.findAll({ where: { cartId } });
      expect(items.map((i) => i.quantity)).toEqual([8]);
    });

    it('applies concurrent adds to the same cart one after the other', async () => {
      // The Workshop Pass admits its first 10 leaders whatever the balance.
      const { cartId } = await cartWith('workshop-pass', 1, DURING_SALES, 'leader');
      const app = appAt();
      const results = await Promise.all(
        Array.from({ length: 9 }, () => request(app).post('/api/cart/add').set('X-Cart-Id', cartId).send({ ticketId: 'workshop-pass', quantity: 1, role: 'leader' })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(9).fill(200));
      const items = await testDb.db.models.CartItem.findAll({ where: { cartId } });
      expect(items.map((i) => i.quantity)).toEqual([10]);
    });
  });

  describe('PUT /api/cart/update/:itemId', () => {
    it('sets the quantity of one of the cart’s lines', async () => {
      const { cartId, body } = await cartWith('soiree-vendredi', 1);
      const itemId = body.cart.items[0].id;
      const res = await request(appAt()).put(`/api/cart/update/${itemId}`).set('X-Cart-Id', cartId).send({ quantity: 4 });
    expect(res.status).toBe(200);
      expect(res.headers['x-cart-id']).toBe(cartId);
      expect(res.body.cart.items[0]).toMatchObject({ id: itemId, quantity: 4, subtotal: 140 });
      expect(res.body.cart).toMatchObject({ subtotal: 140, total: 140, itemCount: 4 });
    });

    it('refuses quantity 0, more than remain, and lets a line shrink after sales close', async () => {
      const { cartId, body } = await cartWith('soiree-vendredi', 3);
      const itemId = body.cart.items[0].id;
      const zero = await request(appAt()).put(`/api/cart/update/${itemId}`).set('X-Cart-Id', cartId).send({ quantity: 0 });
      expect(zero.status).toBe(400);
      expect(zero.body.error.message).toBe('Le champ « quantity » est invalide : la quantité doit être au moins de 1.');

      await testDb.db.models.TicketType.update({ soldCount: 145 }, { where: { slug: 'soiree-vendredi' } });
      const tooMany = await request(appAt()).put(`/api/cart/update/${itemId}`).set('X-Cart-Id', cartId).send({ quantity: 6 });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body.error).toEqual({
        code: 'NOT_ENOUGH_SEATS',
        message: 'Il ne reste que 5 places pour « Soirée du vendredi ». Vous en avez déjà 3 dans votre panier.',
      });
      // Sales close while the cart is still alive.
      await testDb.db.models.TicketType.update({ salesEnd: new Date(DURING_SALES.getTime() + 1_000) }, { where: { slug: 'soiree-vendredi' } });
      const closed = new Date(DURING_SALES.getTime() + 60_000);
      const closedGrow = await request(appAt(closed)).put(`/api/cart/update/${itemId}`).set('X-Cart-Id', cartId).send({ quantity: 4 });
      expect(closedGrow.status).toBe(409);
      expect(closedGrow.body.error.code).toBe('TICKET_NOT_ON_SALE');
      const closedShrink = await request(appAt(closed)).put(`/api/cart/update/${itemId}`).set('X-Cart-Id', cartId).send({ quantity: 1 });
      expect(closedShrink.status).toBe(200);
      expect(closedShrink.body.cart.items[0].quantity).toBe(1);
    });

    it('answers 404 for an unknown cart, an unknown item, or another cart’s item', async () => {
      const mine = await cartWith('full-pass', 1);
      const theirs = await cartWith('party-pass', 2);
      const theirItem = theirs.body.cart.items[0].id;
      const app = appAt();

      const noCart = await request(app).put(`/api/cart/update/${theirItem}`).send({ quantity: 1 });
      expect(noCart.status).toBe(404);
      expect(noCart.body.error).toEqual({ code: 'CART_NOT_FOUND', message: "Ce panier n'existe pas ou a expiré." });
      const unknownCart = await request(app).put(`/api/cart/update/${theirItem}`).set('X-Cart-Id', UNKNOWN_CART).send({ quantity: 1 });
      expect(unknownCart.status).toBe(404);

      for (const itemId of [theirItem, 999_999, 'abc', '1.5']) {
        const res = await request(app).put(`/api/cart/update/${itemId}`).set('X-Cart-Id', mine.cartId).send({ quantity: 1 });
        expect(res.status).toBe(404);
        expect(res.body.error).toEqual({ code: 'CART_ITEM_NOT_FOUND', message: "Cet article n'est pas dans votre panier." });
      }
      const untouched = await testDb.db.models.CartItem.findByPk(theirItem);
      expect(untouched!.quantity).toBe(2);
      expect(await countCarts()).toBe(2);
    });
  });

  describe('DELETE /api/cart/remove/:itemId', () => {
    it('removes a line and answers the cart', async () => {
      const { cartId } = await cartWith('full-pass', 1);
      const added = await request(appAt()).post('/api/cart/add').set('X-Cart-Id', cartId).send({ ticketId: 'soiree-vendredi', quantity: 2 });
      const fullPassItem = added.body.cart.items[0].id;
      const res = await request(appAt()).delete(`/api/cart/remove/${fullPassItem}`).set('X-Cart-Id', cartId);
    expect(res.status).toBe(200);
      expect(res.headers['x-cart-id']).toBe(cartId);
      expect(res.body.message).toBe('« Full Pass » a été retiré de votre panier.');
      expect(res.body.cart).toMatchObject({ id: cartId, subtotal: 70, total: 70, itemCount: 2 });
      expect(res.body.cart.items.map((i: { name: string }) => i.name)).toEqual(['Soirée du vendredi']);
    });

    it('answers 404 for another cart’s item or no cart', async () => {
      const mine = await cartWith('full-pass', 1);
      const theirs = await cartWith('party-pass', 1);
      const res = await request(appAt()).delete(`/api/cart/remove/${theirs.body.cart.items[0].id}`).set('X-Cart-Id', mine.cartId);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('CART_ITEM_NOT_FOUND');
      const noCart = await request(appAt()).delete(`/api/cart/remove/${theirs.body.cart.items[0].id}`);
      expect(noCart.status).toBe(404);
      expect(noCart.body.error.code).toBe('CART_NOT_FOUND');
      expect(await testDb.db.models.CartItem.count()).toBe(2);
    });
  });

  describe('POST /api/cart/recover', () => {
    it('answers the cart with that id and its header', async () => {
      const { cartId } = await cartWith('party-pass', 1);
      const res = await request(appAt()).post('/api/cart/recover').send({ cartId });
    expect(res.status).toBe(200);
      expect(res.headers['x-cart-id']).toBe(cartId);
      expect(res.body.cart).toMatchObject({ id: cartId, subtotal: 89, itemCount: 1 });
    });

    it('answers 404 for unknown, malformed or expired ids and 400 without one', async () => {
      const { cartId } = await cartWith();
      for (const id of [UNKNOWN_CART, 'abc', '1']) {
        const res = await request(appAt()).post('/api/cart/recover').send({ cartId: id });
        expect(res.status).toBe(404);
        expect(res.body.error).toEqual({ code: 'CART_NOT_FOUND', message: "Ce panier n'existe pas ou a expiré." });
      }
      const later = new Date(DURING_SALES.getTime() + CART_TTL_MS + 1_000);
      expect((await request(appAt(later)).post('/api/cart/recover').send({ cartId })).status).toBe(404);
      const missing = await request(appAt()).post('/api/cart/recover').send({});
      expect(missing.status).toBe(400);
      expect(missing.body.error.message).toBe("Le champ « cartId » est invalide : l'identifiant du panier est requis.");
    });
  });

  describe('POST /api/cart/promo', () => {
    it('applies BIENVENUE5 (any case) and answers the success message', async () => {
      const { cartId } = await cartWith('soiree-vendredi', 1);
      const res = await request(appAt()).post('/api/cart/promo').set('X-Cart-Id', cartId).send({ code: '  bienvenue5 ' });
    expect(res.status).toBe(200);
      expect(res.headers['x-cart-id']).toBe(cartId);
      expect(res.body.message).toBe('Code promo appliqué avec succès !');
      expect(res.body.cart).toMatchObject({ subtotal: 35, discount: 5, total: 30, promoCode: 'BIENVENUE5' });
      const again = await request(appAt()).get('/api/cart').set('X-Cart-Id', cartId);
      expect(again.body.cart).toMatchObject({ discount: 5, total: 30, promoCode: 'BIENVENUE5' });
    });

    it('rounds percentages down to the cent and caps discounts at the subtotal', async () => {
      await testDb.db.models.TicketType.update({ priceCents: 3_555 }, { where: { slug: 'soiree-vendredi' } });
      await addPromo({ code: 'TENPCT', type: 'percentage', value: 1_000 });
      await addPromo({ code: 'BIG', type: 'fixed', value: 50_000 });
      const { cartId } = await cartWith('soiree-vendredi', 1);
      const ten = await request(appAt()).post('/api/cart/promo').set('X-Cart-Id', cartId).send({ code: 'TENPCT' });
      expect(ten.body.cart).toMatchObject({ subtotal: 35.55, discount: 3.55, total: 32, promoCode: 'TENPCT' });
      const big = await request(appAt()).post('/api/cart/promo').set('X-Cart-Id', cartId).send({ code: 'BIG' });
      expect(big.body.cart).toMatchObject({ subtotal: 35.55, discount: 35.55, total: 0, promoCode: 'BIG' });
    });

    it('refuses an empty code (400) and a cart that does not exist or is empty', async () => {
      const { cartId } = await cartWith();
      const empty = await request(appAt()).post('/api/cart/promo').set('X-Cart-Id', cartId).send({ code: '   ' });
      expect(empty.status).toBe(400);
      expect(empty.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Le champ « code » est invalide : veuillez saisir un code promo.' });
      const noCart = await request(appAt()).post('/api/cart/promo').send({ code: 'BIENVENUE5' });
      expect(noCart.status).toBe(400);
      expect(noCart.body.error).toEqual({ code: 'CART_EMPTY', message: "Votre panier est vide : ajoutez des billets avant d'appliquer un code promo." });
      expect(await countCarts()).toBe(1);
    });

    it.each([
      // Unknown, expired, not started, inactive, used up (paid or held by unpaid orders): one
      // answer, so guessing codes learns nothing about which exist.
      ['NOPE', null, 'PROMO_CODE_INVALID', "Ce code promo n'est pas valide."],
      ['EXPIRED', { endsAt: new Date('2026-11-01T00:00:00Z') }, 'PROMO_CODE_INVALID', "Ce code promo n'est pas valide."],
      ['LATER', { startsAt: new Date('2027-01-10T08:00:00Z') }, 'PROMO_CODE_INVALID', "Ce code promo n'est pas valide."],
      ['OFF', { active: false }, 'PROMO_CODE_INVALID', "Ce code promo n'est pas valide."],
      ['USEDUP', { maxUses: 2, usedCount: 2 }, 'PROMO_CODE_INVALID', "Ce code promo n'est pas valide."],
      ['HELDUP', { maxUses: 2, usedCount: 1, reservedCount: 1 }, 'PROMO_CODE_INVALID', "Ce code promo n'est pas valide."],
      ['WORKSHOP', { ticketTypeIds: [-1] }, 'PROMO_CODE_NOT_APPLICABLE', "Ce code promo ne s'applique à aucun des billets de votre panier."],
      ['MIN100', { minSubtotalCents: 10_000 }, 'PROMO_CODE_MIN_SUBTOTAL', "Ce code promo nécessite un minimum d'achat de 100,00 € (votre panier : 89,00 €)."],
    ] as const)('refuses %s with 422 and a French message', async (code, attrs, errorCode, message) => {
      if (attrs) {
        const extra = 'ticketTypeIds' in attrs ? { ticketTypeIds: [ids['workshop-pass']!] } : attrs;
        await addPromo({ code, type: 'fixed', value: 500, ...extra });
      }
      const { cartId } = await cartWith('party-pass', 1);
      const res = await request(appAt()).post('/api/cart/promo').set('X-Cart-Id', cartId).send({ code });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe(errorCode);
      expect(plain(res.body.error.message)).toBe(message);
      const row = await testDb.db.models.Cart.findByPk(cartId);
      expect(row!.promoCodeId).toBeNull();
    });

    it('keeps the previous code when a new one is refused', async () => {
      const { cartId } = await cartWith('party-pass', 1);
      await request(appAt()).post('/api/cart/promo').set('X-Cart-Id', cartId).send({ code: 'BIENVENUE5' });
      const refused = await request(appAt()).post('/api/cart/promo').set('X-Cart-Id', cartId).send({ code: 'NOPE' });
      expect(refused.status).toBe(422);
      const res = await request(appAt()).get('/api/cart').set('X-Cart-Id', cartId);
      expect(res.body.cart).toMatchObject({ promoCode: 'BIENVENUE5', discount: 5, total: 84 });
    });

    it('restricts a code to its ticket types', async () => {
      await addPromo({ code: 'WORKSHOP', type: 'percentage', value: 5_000, ticketTypeIds: [ids['workshop-pass']!] });
      const { cartId } = await cartWith('workshop-pass', 1, DURING_SALES, 'follower');
      const res = await request(appAt()).post('/api/cart/add').set('X-Cart-Id', cartId).send({ ticketId: 'full-pass', quantity: 1 });
    expect(res.status).toBe(200);
      const promo = await request(appAt()).post('/api/cart/promo').set('X-Cart-Id', cartId).send({ code: 'workshop' });
      // 50 % of the Workshop Pass (99 €) only, not of the Full Pass.
      expect(promo.body.cart).toMatchObject({ subtotal: 248, discount: 49.5, total: 198.5, promoCode: 'WORKSHOP' });
    });

    it('re-evaluates the code on every change and drops it with a French note', async () => {
      await addPromo({ code: 'MIN100', type: 'fixed', value: 1_000, minSubtotalCents: 10_000 });
      const { cartId, body } = await cartWith('full-pass', 1);
      const applied = await request(appAt()).post('/api/cart/promo').set('X-Cart-Id', cartId).send({ code: 'MIN100' });
      expect(applied.body.cart).toMatchObject({ discount: 10, total: 139, promoCode: 'MIN100' });

      await request(appAt()).post('/api/cart/add').set('X-Cart-Id', cartId).send({ ticketId: 'soiree-vendredi', quantity: 1 });
      const res = await request(appAt()).delete(`/api/cart/remove/${body.cart.items[0].id}`).set('X-Cart-Id', cartId);
    expect(res.status).toBe(200);
      expect(res.body.cart).toMatchObject({ subtotal: 35, discount: 0, total: 35, promoCode: null });
      expect(plain(res.body.promoRemoved)).toBe(
        "Le code promo « MIN100 » a été retiré de votre panier : ce code promo nécessite un minimum d'achat de 100,00 € (votre panier : 35,00 €).",
      );
      expect((await testDb.db.models.Cart.findByPk(cartId))!.promoCodeId).toBeNull();
      const next = await request(appAt()).get('/api/cart').set('X-Cart-Id', cartId);
      expect(next.body.promoRemoved).toBeUndefined();
    });

    it('drops a code that expired since it was applied, even on a plain GET', async () => {
      await addPromo({ code: 'EXPIRED', type: 'fixed', value: 500, endsAt: new Date('2026-12-02T00:00:00Z') });
      const { cartId } = await cartWith('party-pass', 1);
      await request(appAt()).post('/api/cart/promo').set('X-Cart-Id', cartId).send({ code: 'EXPIRED' });
      const res = await request(appAt(new Date('2026-12-03T00:00:00Z'))).get('/api/cart').set('X-Cart-Id', cartId);
      expect(res.body.cart).toMatchObject({ discount: 0, total: 89, promoCode: null });
      expect(res.body.promoRemoved).toBe("Le code promo « EXPIRED » a été retiré de votre panier : ce code promo n'est pas valide.");
      expect((await testDb.db.models.Cart.findByPk(cartId))!.promoCodeId).toBeNull();
    });
  });

  describe('POST /api/cart/clear', () => {
    it('deletes the cart and its lines and answers an empty cart without id', async () => {
      const { cartId } = await cartWith('full-pass', 2);
      const res = await request(appAt()).post('/api/cart/clear').set('X-Cart-Id', cartId);
    expect(res.status).toBe(200);
      expect(res.body).toEqual({ cart: EMPTY_CART, message: 'Votre panier a été vidé.' });
      expect(res.headers['x-cart-id']).toBeUndefined();
      expect(await countCarts()).toBe(0);
      expect(await testDb.db.models.CartItem.count()).toBe(0);
      const after = await request(appAt()).get('/api/cart').set('X-Cart-Id', cartId);
      expect(after.body).toEqual({ cart: EMPTY_CART });
    });

    it('is harmless without a cart', async () => {
      const res = await request(appAt()).post('/api/cart/clear');
    expect(res.status).toBe(200);
      expect(res.body.cart).toEqual(EMPTY_CART);
    });
  });

  describe('rate limits', () => {
    it('limits recover and promo per IP with a French 429, not the other cart calls', async () => {
      const app = appAt(DURING_SALES, { sensitiveRateLimitPerMinute: 2 });
      const { cartId } = await cartWith();
      expect((await request(app).post('/api/cart/recover').send({ cartId })).status).toBe(200);
      expect((await request(app).post('/api/cart/promo').set('X-Cart-Id', cartId).send({ code: 'NOPE' })).status).toBe(422);
      const limited = await request(app).post('/api/cart/promo').set('X-Cart-Id', cartId).send({ code: 'BIENVENUE5' });
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBe('60');
      expect(limited.body).toEqual({
        error: { code: 'TOO_MANY_REQUESTS', message: 'Trop de tentatives. Veuillez patienter une minute avant de réessayer.' },
      });
      expect((await request(app).post('/api/cart/recover').send({ cartId })).status).toBe(429);
      for (let i = 0; i < 3; i += 1) expect((await request(app).get('/api/cart').set('X-Cart-Id', cartId)).status).toBe(200);
    });
  });

  describe('service (without Express)', () => {
    it('adds, reads and purges expired carts', async () => {
      const added = await service.addItem(undefined, { ticketId: 'party-pass', quantity: 2 }, DURING_SALES);
      expect(added.cart).toMatchObject({ subtotal: 178, itemCount: 2 });
      const cartId = added.cart.id!;
      expect((await service.get(cartId, DURING_SALES)).cart.id).toBe(cartId);
      await expect(service.addItem(cartId, { ticketId: 'party-pass', quantity: 0 }, DURING_SALES)).rejects.toMatchObject({ status: 400 });

      expect(await service.purgeExpired(DURING_SALES)).toBe(0);
      const later = new Date(DURING_SALES.getTime() + CART_TTL_MS + 1);
      expect(await service.purgeExpired(later, 1)).toBe(1);
      expect(await countCarts()).toBe(0);
      expect(await testDb.db.models.CartItem.count()).toBe(0);
    });

    it('answers every change exactly as a fresh read of the cart would (the answer is not read back)', async () => {
      await addPromo({ code: 'MIN100', type: 'fixed', value: 1_000, minSubtotalCents: 10_000 });
      const fresh = async (id: string) => (await service.get(id, DURING_SALES)).cart;
      const created = await service.addItem(undefined, { ticketId: 'full-pass', quantity: 1 }, DURING_SALES);
      const cartId = created.cart.id!;
      expect(created.cart).toEqual(await fresh(cartId));
      const steps = [
        () => service.addItem(cartId, { ticketId: 'soiree-vendredi', quantity: 2 }, DURING_SALES),
        () => service.addItem(cartId, { ticketId: 'full-pass', quantity: 1 }, DURING_SALES),
        () => service.applyPromo(cartId, 'min100', DURING_SALES),
      ];
      for (const step of steps) {
        const answered = await step();
        expect(answered.cart).toEqual(await fresh(cartId));
      }
      const [fullPass, soiree] = (await fresh(cartId)).items;
      const lowered = await service.updateItem(cartId, fullPass!.id, 1, DURING_SALES);
      expect(lowered.cart).toMatchObject({ promoCode: 'MIN100', discount: 10 });
      expect(lowered.cart).toEqual(await fresh(cartId));
      // Removing the pass drops the code below its minimum: dropped in the answer and in the database.
      const removed = await service.removeItem(cartId, fullPass!.id, DURING_SALES);
      expect(removed.cart).toMatchObject({ promoCode: null, discount: 0, items: [{ id: soiree!.id, quantity: 2 }] });
      expect(removed.promoRemoved).toBeDefined();
      expect(removed.cart).toEqual(await fresh(cartId));
      expect((await testDb.db.models.Cart.findByPk(cartId))!.promoCodeId).toBeNull();
    });

    it('checks seats on the current counters when a line already in the cart grows', async () => {
      const { TicketType } = testDb.db.models;
      const { cartId, body } = await cartWith('soiree-vendredi', 1);
      const quota = (await TicketType.findByPk(ids['soiree-vendredi']))!.quota;
      // Sold elsewhere after the line was added: one seat left, the one this cart wants is too many.
      await TicketType.update({ soldCount: quota - 1 }, { where: { slug: 'soiree-vendredi' } });
      await expect(service.addItem(cartId, { ticketId: 'soiree-vendredi', quantity: 1 }, DURING_SALES)).rejects.toMatchObject({
        status: 409,
        code: 'NOT_ENOUGH_SEATS',
      });
      await expect(service.updateItem(cartId, body.cart.items[0].id, 2, DURING_SALES)).rejects.toMatchObject({ status: 409 });
      // Hidden since: no longer offered (404), as for a ticket type not in the cart.
      await TicketType.update({ visible: false, soldCount: 0 }, { where: { slug: 'soiree-vendredi' } });
      await expect(service.addItem(cartId, { ticketId: 'soiree-vendredi', quantity: 1 }, DURING_SALES)).rejects.toMatchObject({
        status: 404,
      });
    });

    it('lets the database refuse impossible quantities', async () => {
      const { cartId } = await cartWith('party-pass', 1);
      const { CartItem } = testDb.db.models;
      const base = { cartId, ticketTypeId: ids['party-pass']!, unitPriceCents: 8_900 };
      await expect(CartItem.create({ ...base, ticketTypeId: ids['full-pass']!, quantity: 11 }, { validate: false })).rejects.toThrow();
      await expect(CartItem.create({ ...base, ticketTypeId: ids['full-pass']!, quantity: 0 }, { validate: false })).rejects.toThrow();
    });
  });
});
