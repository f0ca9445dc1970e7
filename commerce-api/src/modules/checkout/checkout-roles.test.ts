import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createTicketKeys } from '../../lib/ticket-keys.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { CART_TTL_MS } from '../cart/models.js';
import { createTicketService } from '../tickets/service.js';
import { checkoutAppWithoutCaps, checkoutAtOnce } from './checkout.test-helper.js';
import { createCheckoutService, type CancelCheckoutSession, type CheckoutService } from './service.js';

const NOW = new Date('2026-12-01T12:00:00Z');
const FORM = {
  customerInfo: { firstName: 'Awa', lastName: 'Diallo', email: 'awa.diallo@example.fr', phone: '+33 6 12 34 56 78' },
  billingDetails: { address: { line1: '12 rue de la Paix', line2: '', postalCode: '75002', city: 'Paris', country: 'FR', isInternational: false } },
};

type Line = { slug: string; quantity: number; role?: 'leader' | 'follower' };

describeEachDatabase('checkout: dance roles, couples, holders and offers', (target) => {
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
    const { CartItem, Cart, TicketType, OrderItem, Order, Ticket } = testDb.db.models;
    await Ticket.destroy({ where: {} });
    await OrderItem.destroy({ where: {} });
    await Order.destroy({ where: {} });
    await CartItem.destroy({ where: {} });
    await Cart.destroy({ where: {} });
    await testDb.db.sequelize.query('DELETE FROM waiting_list_offers');
    await testDb.db.sequelize.query('DELETE FROM waiting_list_entries');
    await testDb.db.sequelize.query('DELETE FROM checkout_buyer_locks');
    await TicketType.update(
      { soldCount: 0, heldCount: 0, leaderSold: 0, leaderHeld: 0, followerSold: 0, followerHeld: 0, leaderCap: null, followerCap: null },
      { where: {} },
    );
    await TicketType.update({ quota: 120, balanceRatioPermille: 1_200, balanceAllowFirst: 10 }, { where: { slug: 'workshop-pass' } });
  });

  /** A cart with these lines, written directly (what /api/cart/add checked is re-checked at checkout). */
  async function cartOf(lines: Line[], waitingOfferId: number | null = null): Promise<string> {
    const { Cart, CartItem, TicketType } = testDb.db.models;
    const id = randomUUID();
    await Cart.create({ id, waitingOfferId, expiresAt: new Date(NOW.getTime() + CART_TTL_MS) });
    for (const line of lines) {
      const type = (await TicketType.findByPk(ids[line.slug]))!;
      await CartItem.create({ cartId: id, ticketTypeId: type.id, role: line.role ?? null, quantity: line.quantity, unitPriceCents: type.priceCents });
    }
    return id;
  }
  const counters = async (slug: string) => {
    const t = (await testDb.db.models.TicketType.findOne({ where: { slug } }))!;
    return { held: t.heldCount, leaderHeld: t.leaderHeld, followerHeld: t.followerHeld, sold: t.soldCount };
  };
  const workshopWith = (l: number, f: number, extra: Record<string, unknown> = {}) =>
    testDb.db.models.TicketType.update({ leaderSold: l, followerSold: f, soldCount: l + f, ...extra }, { where: { slug: 'workshop-pass' } });

  it('holds a type’s leaders and followers together: a couple passes at any ratio, an unpaired leader does not', async () => {
    await workshopWith(30, 10);
    const single = await cartOf([{ slug: 'workshop-pass', quantity: 1, role: 'leader' }]);
    await expect(service.createSession(single, FORM, NOW)).rejects.toMatchObject({ status: 409, code: 'ROLE_WAITLISTED' });
    const couple = await cartOf([
      { slug: 'workshop-pass', quantity: 1, role: 'follower' },
      { slug: 'workshop-pass', quantity: 1, role: 'leader' },
    ]);
    const { order } = await service.createSession(couple, FORM, NOW);
    expect(order.status).toBe('pending');
    expect(await counters('workshop-pass')).toEqual({ held: 2, leaderHeld: 1, followerHeld: 1, sold: 40 });
  });

  it('refuses past a role’s cap and admits the first N of a role alone', async () => {
    await workshopWith(0, 0, { followerCap: 2 });
    const first = await cartOf([{ slug: 'workshop-pass', quantity: 2, role: 'follower' }]);
    await service.createSession(first, FORM, NOW);
    const third = await cartOf([{ slug: 'workshop-pass', quantity: 1, role: 'follower' }]);
    await expect(service.createSession(third, FORM, NOW)).rejects.toMatchObject({ status: 409, code: 'ROLE_SOLD_OUT' });
    expect(await counters('workshop-pass')).toMatchObject({ held: 2, followerHeld: 2 });
  });

  it('stores a holder per ticket slot (the buyer for an empty one), issues them with their role, and releases per role', async () => {
    const cartId = await cartOf([
      { slug: 'workshop-pass', quantity: 1, role: 'leader' },
      { slug: 'pass-couple', quantity: 1 },
      { slug: 'full-pass', quantity: 1 },
    ]);
    const holders = [
      { firstName: ' Kofi ', lastName: 'Mensah', email: 'kofi@example.org' },
      { firstName: 'Lia', lastName: 'Costa' },
      null,
      { firstName: '', lastName: '', email: '' },
    ];
    const { orderId } = await service.createSession(cartId, { ...FORM, holders }, NOW);
    const items = await testDb.db.models.OrderItem.findAll({ where: { orderId }, order: [['id', 'ASC']] });
    expect(items.map((i) => [i.role, i.holders])).toEqual([
      ['leader', [{ firstName: 'Kofi', lastName: 'Mensah', email: 'kofi@example.org', role: 'leader' }]],
      [
        null,
        [
          { firstName: 'Lia', lastName: 'Costa', email: 'awa.diallo@example.fr', role: 'leader' },
          { firstName: 'Awa', lastName: 'Diallo', email: 'awa.diallo@example.fr', role: 'follower' },
        ],
      ],
      [null, [{ firstName: 'Awa', lastName: 'Diallo', email: 'awa.diallo@example.fr', role: null }]],
    ]);
    expect(await counters('pass-couple')).toMatchObject({ held: 1, leaderHeld: 0 });
    const order = (await testDb.db.models.Order.findByPk(orderId))!;
    const issued = await testDb.db.write((transaction) => createTicketService(testDb.db.models, createTicketKeys(testDb.config).active).issueForOrder(order, items, { transaction }));
    expect(issued.map((t) => [t.role, t.holderName, t.holderEmail])).toEqual([
      ['leader', 'Kofi Mensah', 'kofi@example.org'],
      ['leader', 'Lia Costa', 'awa.diallo@example.fr'],
      ['follower', 'Awa Diallo', 'awa.diallo@example.fr'],
      [null, 'Awa Diallo', 'awa.diallo@example.fr'],
    ]);
    await service.failOrderNow(orderId, 'expired', NOW);
    expect(await counters('workshop-pass')).toMatchObject({ held: 0, leaderHeld: 0 });
    expect(await counters('pass-couple')).toMatchObject({ held: 0 });
  });

  it('refuses half-named or malformed holders, and more names than tickets, field by field in the buyer’s language', async () => {
    const cartId = await cartOf([{ slug: 'full-pass', quantity: 2 }]);
    const refused = await service
      .createSession(cartId, { ...FORM, holders: [null, { firstName: 'Lia', email: 'lia@' }] }, NOW, { locale: 'en' })
      .catch((err: { status: number; code: string; fields: Array<{ field: string }>; toBody: (l: string) => { error: { fields: Array<{ field: string; message: string }> } } }) => err);
    expect(refused).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    if (!('fields' in refused)) throw new Error('expected a refusal');
    expect(refused.toBody('en').error.fields).toEqual([
      { field: 'holders.1.lastName', message: 'Please enter the surname of the person on ticket 2.' },
      { field: 'holders.1.email', message: 'The e-mail address of the person on ticket 2 is not valid.' },
    ]);
    await expect(service.createSession(cartId, { ...FORM, holders: [null, null, { firstName: 'A', lastName: 'B' }] }, NOW)).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    // Nothing was held, the cart is still there.
    expect(await counters('full-pass')).toMatchObject({ held: 0 });
    expect(await testDb.db.models.Cart.count({ where: { id: cartId } })).toBe(1);
  });

  async function openOffer(slug: string, role: 'leader' | 'follower' | null, quantity: number, expiresAt: Date) {
    const now = new Date();
    const [entryId] = (await testDb.db.sequelize.query(
      `INSERT INTO waiting_list_entries (ticket_type_id, role, email, email_key, quantity, locale, status, lapses, queued_at, token_hash, created_at, updated_at)
       VALUES (?, ?, 'w@example.org', 'w@example.org', ?, 'fr', 'offered', 0, ?, ?, ?, ?)`,
      { replacements: [ids[slug], role, quantity, now, randomBytes(32).toString('hex'), now, now] },
    )) as unknown as [number];
    const entry = await testDb.db.models.WaitingListEntry.findOne({ order: [['id', 'DESC']] });
    const offer = await testDb.db.models.WaitingListOffer.create({
      entryId: entry?.id ?? entryId,
      ticketTypeId: ids[slug]!,
      role,
      quantity,
      tokenHash: randomBytes(32).toString('hex'),
      status: 'open',
      expiresAt,
    } as never);
    const { createCatalogueService } = await import('../catalogue/index.js');
    const counts = { leaders: role === 'leader' ? quantity : 0, followers: role === 'follower' ? quantity : 0 };
    expect(await createCatalogueService(testDb.db.models).holdSeats(ids[slug]!, quantity, { viaOffer: true, ...counts })).toBe(true);
    return offer;
  }

  it('takes over an offer’s held seats instead of holding them again, gives back what the cart dropped, once', async () => {
    const offer = await openOffer('workshop-pass', 'follower', 2, new Date(NOW.getTime() + 3_600_000));
    expect(await counters('workshop-pass')).toMatchObject({ held: 2, followerHeld: 2 });
    const cartId = await cartOf([{ slug: 'workshop-pass', quantity: 1, role: 'follower' }], offer.id);
    const { orderId } = await service.createSession(cartId, FORM, NOW);
    expect((await testDb.db.models.Order.findByPk(orderId))!.waitingOfferId).toBe(offer.id);
    await offer.reload();
    expect([offer.status, offer.orderId]).toEqual(['ordered', orderId]);
    // One seat taken over, the other given back: nothing held twice.
    expect(await counters('workshop-pass')).toMatchObject({ held: 1, followerHeld: 1 });
    const again = await cartOf([{ slug: 'workshop-pass', quantity: 1, role: 'follower' }], offer.id);
    await expect(service.createSession(again, FORM, NOW)).rejects.toMatchObject({ status: 410, code: 'OFFER_EXPIRED' });
    expect(await counters('workshop-pass')).toMatchObject({ held: 1, followerHeld: 1 });
  });

  it('refuses an expired offer’s cart and keeps the cart', async () => {
    const offer = await openOffer('full-pass', null, 1, new Date(NOW.getTime() - 1_000));
    const cartId = await cartOf([{ slug: 'full-pass', quantity: 1 }], offer.id);
    await expect(service.createSession(cartId, FORM, NOW)).rejects.toMatchObject({ status: 410, code: 'OFFER_EXPIRED' });
    expect(await testDb.db.models.Cart.count({ where: { id: cartId } })).toBe(1);
    expect(await counters('full-pass')).toMatchObject({ held: 1 });
  });

  /**
   * The balance race: a class at 19 leaders / 20 followers (ratio 1.0, nobody admitted alone) and
   * 55 checkouts at once: 40 single leaders, 10 single followers, 5 couples. Whatever the order the
   * database serves them in, exactly one single leader (the 20th) and the 5 couples are admissible:
   * a couple keeps leaders = followers + 1 or leaders = followers, after which a single leader or
   * follower breaks the ratio.
   */
  it('admits exactly the admissible dancers under concurrent checkouts: never a 21st leader too many', async () => {
    const { TicketType, Order } = testDb.db.models;
    await TicketType.update(
      { quota: 60, balanceRatioPermille: 1_000, balanceAllowFirst: 0, leaderSold: 19, followerSold: 20, soldCount: 39 },
      { where: { slug: 'workshop-pass' } },
    );
    const leaders = await Promise.all(Array.from({ length: 40 }, () => cartOf([{ slug: 'workshop-pass', quantity: 1, role: 'leader' }])));
    const followers = await Promise.all(Array.from({ length: 10 }, () => cartOf([{ slug: 'workshop-pass', quantity: 1, role: 'follower' }])));
    const couples = await Promise.all(
      Array.from({ length: 5 }, () =>
        cartOf([
          { slug: 'workshop-pass', quantity: 1, role: 'leader' },
          { slug: 'workshop-pass', quantity: 1, role: 'follower' },
        ]),
      ),
    );
    const carts = [...leaders, ...followers, ...couples].map((id, i) => ({ id, kind: i < 40 ? 'leader' : i < 50 ? 'follower' : 'couple' }));
    carts.sort(() => Math.random() - 0.5);

    const { results, elapsedMs } = await checkoutAtOnce(checkoutAppWithoutCaps(testDb, cancel, NOW), carts.map((cart) => cart.id), FORM);
    const byKind: Record<string, Record<string, number>> = {};
    results.forEach((r, i) => {
      const kind = (byKind[carts[i]!.kind] ??= {});
      const key = `${r.status}${r.code ? ` ${r.code}` : ''}`;
      kind[key] = (kind[key] ?? 0) + 1;
    });
    console.info(`[${target.label}] balance race: ${carts.length} checkouts (40 leaders, 10 followers, 5 couples) in ${elapsedMs} ms →`, JSON.stringify(byKind));
    expect(byKind).toEqual({
      leader: { '201': 1, '409 ROLE_WAITLISTED': 39 },
      follower: { '409 ROLE_WAITLISTED': 10 },
      couple: { '201': 5 },
    });
    const workshop = (await TicketType.findOne({ where: { slug: 'workshop-pass' } }))!;
    expect([workshop.leaderSold + workshop.leaderHeld, workshop.followerSold + workshop.followerHeld]).toEqual([25, 25]);
    expect(workshop.heldCount).toBe(workshop.leaderHeld + workshop.followerHeld);
    expect(workshop.soldCount + workshop.heldCount).toBe(50);
    expect(await Order.count({ where: { status: 'pending' } })).toBe(6);
  }, 120_000);
});
