import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { CART_TTL_MS } from './models.js';

const DURING_SALES = new Date('2026-12-01T12:00:00Z');

describeEachDatabase('cart: dance roles, couples and offer carts', (target) => {
  let testDb: TestDatabase;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    for (const row of await testDb.db.models.TicketType.findAll()) ids[row.slug] = row.id;
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    const { CartItem, Cart, TicketType } = testDb.db.models;
    await CartItem.destroy({ where: {} });
    await Cart.destroy({ where: {} });
    await testDb.db.sequelize.query('DELETE FROM waiting_list_entries');
    await TicketType.update(
      { soldCount: 0, heldCount: 0, leaderSold: 0, leaderHeld: 0, followerSold: 0, followerHeld: 0, leaderCap: null, followerCap: null },
      { where: {} },
    );
  });

  const app = () => createApp({ config: testDb.config, logger, db: testDb.db, clock: () => DURING_SALES });
  const add = (body: Record<string, unknown>, cartId?: string, locale = 'fr') => {
    const req = request(app()).post('/api/cart/add').set('Accept-Language', locale);
    return (cartId ? req.set('X-Cart-Id', cartId) : req).send(body);
  };
  /** The Workshop Pass (ratio 1.2, first 10 of each role) with `l` leaders and `f` followers already sold. */
  const workshopWith = (l: number, f: number, extra: Record<string, unknown> = {}) =>
    testDb.db.models.TicketType.update({ leaderSold: l, followerSold: f, soldCount: l + f, ...extra }, { where: { slug: 'workshop-pass' } });

  it('requires a role on a balanced type, refuses one elsewhere and any other value, in the request’s language', async () => {
    const missing = await add({ ticketId: 'workshop-pass', quantity: 1 });
    expect([missing.status, missing.body.error.code]).toEqual([400, 'ROLE_REQUIRED']);
    expect(missing.body.error.message).toBe('Choisissez votre rôle de danse pour « Workshop Pass » : guideur (leader) ou suiveur (follower).');
    const english = await add({ ticketId: 'workshop-pass', quantity: 1 }, undefined, 'en');
    expect(english.body.error.message).toBe('Please choose your dance role for “Workshop Pass”: leader or follower.');
    const notAllowed = await add({ ticketId: 'full-pass', quantity: 1, role: 'leader' });
    expect([notAllowed.status, notAllowed.body.error.code]).toEqual([400, 'ROLE_NOT_ALLOWED']);
    const couple = await add({ ticketId: 'pass-couple', quantity: 1, role: 'follower' });
    expect([couple.status, couple.body.error.code]).toEqual([400, 'ROLE_NOT_ALLOWED']);
    for (const role of ['captain', 1, '', null]) {
      const garbage = await add({ ticketId: 'workshop-pass', quantity: 1, role });
      expect(garbage.status, String(role)).toBe(400);
    }
    expect(await testDb.db.models.Cart.count()).toBe(0);
  });

  it('keeps one line per ticket type and role, and answers each line’s role', async () => {
    const first = await add({ ticketId: 'workshop-pass', quantity: 1, role: 'leader' });
    expect(first.status).toBe(200);
    const cartId = first.body.cart.id as string;
    await add({ ticketId: 'workshop-pass', quantity: 2, role: 'follower' }, cartId);
    const again = await add({ ticketId: 'workshop-pass', quantity: 1, role: 'leader' }, cartId);
    expect(again.body.cart.items.map((i: { role: string; quantity: number; ticketsPerUnit: number }) => [i.role, i.quantity, i.ticketsPerUnit])).toEqual([
      ['leader', 2, 1],
      ['follower', 2, 1],
    ]);
    expect(await testDb.db.models.CartItem.count({ where: { cartId } })).toBe(2);
  });

  it('refuses a leader the balance holds back with a waiting-list invitation, and admits a couple at the same ratio', async () => {
    await workshopWith(20, 10);
    const leader = await add({ ticketId: 'workshop-pass', quantity: 1, role: 'leader' });
    expect([leader.status, leader.body.error.code]).toEqual([409, 'ROLE_WAITLISTED']);
    expect(leader.body.error.message).toMatch(/n’accepte plus de guideur pour le moment\. Inscrivez-vous sur la liste d’attente/);
    const follower = await add({ ticketId: 'workshop-pass', quantity: 1, role: 'follower' });
    expect(follower.status).toBe(200);
    // With the follower in the cart, the leader makes a couple: admitted whatever the ratio.
    const pair = await add({ ticketId: 'workshop-pass', quantity: 1, role: 'leader' }, follower.body.cart.id);
    expect(pair.status).toBe(200);
    // A second leader is unpaired again.
    const second = await add({ ticketId: 'workshop-pass', quantity: 1, role: 'leader' }, follower.body.cart.id);
    expect(second.body.error?.code).toBe('ROLE_WAITLISTED');
    const line = pair.body.cart.items.find((i: { role: string }) => i.role === 'leader');
    const grow = await request(app()).put(`/api/cart/update/${line.id}`).set('X-Cart-Id', follower.body.cart.id).send({ quantity: 2 });
    expect([grow.status, grow.body.error.code]).toEqual([409, 'ROLE_WAITLISTED']);
  });

  it('answers ROLE_SOLD_OUT at a role’s cap and shows each role’s availability', async () => {
    await workshopWith(5, 8, { followerCap: 8 });
    const follower = await add({ ticketId: 'workshop-pass', quantity: 1, role: 'follower' });
    expect([follower.status, follower.body.error.code]).toEqual([409, 'ROLE_SOLD_OUT']);
    expect(follower.body.error.message).toBe('Il n’y a plus de place de suiveur pour « Workshop Pass ». Inscrivez-vous sur la liste d’attente : nous vous écrirons si une place se libère.');
    const { body } = await request(app()).get('/api/tickets/workshop-pass');
    expect(body.data).toMatchObject({ danceRoles: 'balanced', roles: { leader: 'available', follower: 'soldOut' }, waitingList: true, onSale: true });
  });

  it('lets people waiting for a role go first', async () => {
    const now = new Date();
    await testDb.db.sequelize.query(
      `INSERT INTO waiting_list_entries (ticket_type_id, role, email, email_key, quantity, locale, status, lapses, queued_at, token_hash, created_at, updated_at)
       VALUES (?, 'follower', 'w@example.org', 'w@example.org', 1, 'fr', 'waiting', 0, ?, ?, ?, ?)`,
      { replacements: [ids['workshop-pass'], now, randomBytes(32).toString('hex'), now, now] },
    );
    // 11 followers for 10 leaders is within 1.2, but the one waiting comes first: 12 would not be.
    await workshopWith(10, 11);
    const follower = await add({ ticketId: 'workshop-pass', quantity: 1, role: 'follower' });
    expect([follower.status, follower.body.error.code]).toEqual([409, 'ROLE_WAITLISTED']);
    expect((await add({ ticketId: 'workshop-pass', quantity: 1, role: 'leader' })).status).toBe(200);
  });

  it('sells a couple pass by couples: two tickets per unit, no role', async () => {
    const res = await add({ ticketId: 'pass-couple', quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.body.cart.items[0]).toMatchObject({ role: null, ticketsPerUnit: 2, quantity: 2, unitPrice: 279, subtotal: 558 });
  });

  it('lets an offer cart’s lines shrink, never grow, and takes nothing new', async () => {
    const { Cart, CartItem } = testDb.db.models;
    const cartId = randomUUID();
    await Cart.create({ id: cartId, waitingOfferId: 4242, expiresAt: new Date(DURING_SALES.getTime() + CART_TTL_MS) });
    const line = await CartItem.create({ cartId, ticketTypeId: ids['workshop-pass']!, role: 'follower', quantity: 2, unitPriceCents: 9_900 });
    const shown = await request(app()).get('/api/cart').set('X-Cart-Id', cartId);
    expect(shown.body.cart).toMatchObject({ waitingOffer: true, items: [{ role: 'follower', quantity: 2 }] });
    const other = await add({ ticketId: 'full-pass', quantity: 1 }, cartId);
    expect([other.status, other.body.error.code]).toEqual([409, 'OFFER_CART_FIXED']);
    const grow = await request(app()).put(`/api/cart/update/${line.id}`).set('X-Cart-Id', cartId).send({ quantity: 3 });
    expect([grow.status, grow.body.error.code]).toEqual([409, 'OFFER_CART_FIXED']);
    const shrink = await request(app()).put(`/api/cart/update/${line.id}`).set('X-Cart-Id', cartId).send({ quantity: 1 });
    expect(shrink.status).toBe(200);
    expect(shrink.body.cart.items[0].quantity).toBe(1);
  });
});
