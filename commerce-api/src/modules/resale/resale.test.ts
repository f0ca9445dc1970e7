/**
 * Resale at face value (docs/accounts.md « Resale »), against the local Stripe emulator (real
 * `stripe` SDK, real idempotency keys): the quote, listing and withdrawal with every refusal; the
 * price computed from what the seller paid (never from the request); the oldest listing sold to
 * the next paid order of its type, the seller's code revoked and the seller refunded price − fee
 * through Stripe after commit; replays that change nothing; a crash between Stripe and the
 * database finished once by the pending-refund sweeper.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createApp } from '../../app.js';
import { createTicketKeys } from '../../lib/ticket-keys.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { startStripeEmulator, type InProcessEmulator } from '../../test/stripe-emulator.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import { createCatalogueService } from '../catalogue/index.js';
import { clearOrders, paidOrderOnEmulator } from '../orders/orders.test-helper.js';
import { REFUND_SWEEP_GRACE_MS, createRefundService } from '../orders/refunds.js';
import { generateOrderNumber, type OrderInstance } from '../orders/index.js';
import { createPaymentsService } from '../payments/service.js';
import { stripeClientFor } from '../payments/stripe-client.js';
import { onWaitingListNudge } from '../waiting-list/index.js';
import { createScannerService } from '../scanner/index.js';
import { revocationOf, type TicketInstance } from '../tickets/index.js';
import { resaleMailRenderers } from './mail.js';

const WEBHOOK_SECRET = 'whsec_test_cmV2ZW50ZS1hdS1wcml4LWZhY2lhbA';
const SITE = 'http://localhost:4321';
/** Full Pass 119 € × 2 minus a 5 € promo code: each ticket's share is 116,50 €. */
const SHARE_CENTS = 11_650;

describeEachDatabase('resale', (target) => {
  let emulator: InProcessEmulator;
  let testDb: TestDatabase;
  let stripe: Stripe;
  let app: ReturnType<typeof createApp>;
  let seller: UserInstance;
  let stranger: UserInstance;
  let fullPassId: number;
  const clock = () => new Date();

  beforeAll(async () => {
    emulator = await startStripeEmulator({ webhookSecret: WEBHOOK_SECRET });
    testDb = await openPreparedDatabase(target, { STRIPE_EMULATOR_URL: emulator.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, API_RATE_LIMIT_PER_MINUTE: '0' });
    const { User, TicketType } = testDb.db.models;
    seller = await User.create({ email: 'awa.diallo@example.org', firstName: 'Awa', lastName: 'Diallo' });
    stranger = await User.create({ email: 'someone.else@example.org', firstName: 'Sam', lastName: 'Else', emailVerifiedAt: new Date() });
    fullPassId = (await TicketType.findOne({ where: { slug: 'full-pass' } }))!.id;
    stripe = stripeClientFor(testDb.config.stripe);
    app = createApp({ config: testDb.config, logger, db: testDb.db, clock });
  });
  afterAll(async () => {
    await testDb?.close();
    await emulator?.close();
  });
  beforeEach(async () => {
    vi.restoreAllMocks();
    const { StripeEvent, CheckoutSession, FestivalSettings, TicketType } = testDb.db.models;
    await clearOrders(testDb.db);
    await StripeEvent.destroy({ where: {} });
    await CheckoutSession.destroy({ where: {} });
    await FestivalSettings.destroy({ where: {} });
    await testDb.db.models.WaitingListOffer.destroy({ where: {} });
    await testDb.db.models.WaitingListEntry.destroy({ where: {} });
    await TicketType.destroy({ where: { slug: 'resale-test-type' } });
    await TicketType.update({ quota: 400 }, { where: {} });
  });

  const call = (method: 'get' | 'post' | 'delete', path: string, user: UserInstance | null, body?: object) => {
    let req = request(app)[method](path);
    if (user) req = req.set('Authorization', `Bearer ${issueAccessToken(testDb.config, user, { now: clock() }).token}`);
    return body ? req.send(body) : req;
  };
  const resale = (ticket: Pick<TicketInstance, 'id'> | number) => `/api/account/tickets/${typeof ticket === 'number' ? ticket : ticket.id}/resale`;
  const fullPass = async () => (await testDb.db.models.TicketType.findByPk(fullPassId))!;
  const settings = (values: { resaleEnabled?: boolean; resaleFeeCents?: number; transferDeadline?: Date | null }) =>
    testDb.db.models.FestivalSettings.create({ id: 1, ...values, createdAt: clock(), updatedAt: clock() });
  const audit = (action: string) => testDb.db.models.AuditLog.findAll({ where: { action }, order: [['id', 'ASC']] });
  const details = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;

  /** The seller's paid order (2 Full Pass, 233 € on the emulator), theirs, its seats sold. */
  async function sellerOrder() {
    const fixture = await paidOrderOnEmulator(testDb.db, stripe, emulator, fullPassId);
    await fixture.order.update({ userId: seller.id });
    return fixture;
  }

  /** A new buyer's order of `quantity` Full Pass, paid on the emulator and fulfilled by its webhook (delivered `times`). */
  async function buy(quantity: number, options: { times?: number } = {}) {
    const { Order, OrderItem } = testDb.db.models;
    const type = await fullPass();
    expect(await createCatalogueService(testDb.db.models).holdSeats(type.id, quantity)).toBe(true);
    const subtotalCents = type.priceCents * quantity;
    const order = await Order.create({
      id: randomUUID(),
      number: generateOrderNumber(),
      email: 'new.buyer@example.org',
      firstName: 'Nadia',
      lastName: 'Buyer',
      phone: '+33612345678',
      billingAddress: { line1: '3 quai Saint-Antoine', line2: null, postalCode: '69002', city: 'Lyon', country: 'FR', state: null, isInternational: false },
      subtotalCents,
      discountCents: 0,
      totalCents: subtotalCents,
      holdExpiresAt: new Date(Date.now() + 30 * 60_000),
    });
    await OrderItem.create({ orderId: order.id, ticketTypeId: type.id, name: type.name, unitPriceCents: type.priceCents, quantity, discountCents: 0 });
    const session = await request(app)
      .post('/api/stripe/create-checkout-session')
      .send({ orderId: order.id, successUrl: `${SITE}/confirmation/${order.id}`, cancelUrl: `${SITE}/checkout/${order.id}` });
    expect(session.status).toBe(200);
    await emulator.pay(session.body.sessionId);
    if (options.times === 0) return { order, sessionId: session.body.sessionId as string };
    for (let i = 0; i < (options.times ?? 1); i++) await deliverPaid(session.body.sessionId);
    const paid = (await Order.findByPk(order.id))!;
    expect(paid.status).toBe('completed');
    return { order: paid, sessionId: session.body.sessionId as string };
  }

  /** The signed `checkout.session.completed` webhook of a paid session. */
  async function deliverPaid(sessionId: string) {
    const { body, signature } = emulator.signed(emulator.event('checkout.session.completed', sessionId), Math.floor(Date.now() / 1000));
    const res = await request(app).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body);
    expect(res.status).toBe(200);
  }

  /** The door's verdict on a code during the festival. */
  const door = async (code: string) => {
    const scanner = (await testDb.db.models.User.findOne({ where: { role: 'scanner' } }))!;
    return createScannerService({ db: testDb.db, clock: () => new Date('2027-04-16T18:00:00Z') }).checkIn({ code, scannerId: scanner.id });
  };
  const refundOf = async (order: OrderInstance) => emulator.paymentIntent((await testDb.db.models.Order.findByPk(order.id))!.stripePaymentIntentId!)?.amount_refunded ?? 0;
  const settled = async (refundId: number) =>
    vi.waitFor(async () => {
      const row = (await testDb.db.models.OrderRefund.findByPk(refundId))!;
      expect(row.status).toBe('succeeded');
      return row;
    });

  it('quotes, lists at face value whatever the request says, and gives the seat back', async () => {
    const { order, tickets } = await sellerOrder();
    await settings({ resaleFeeCents: 250 });
    const quote = await call('get', resale(tickets[0]!), seller);
    expect(quote.status).toBe(200);
    expect(quote.headers['cache-control']).toBe('no-store');
    expect(quote.body).toEqual({ quote: { price: 116.5, fee: 2.5, netRefund: 114 }, listing: null });

    const nudged: number[] = [];
    const stopNudges = onWaitingListNudge((ticketTypeId) => nudged.push(ticketTypeId));
    const listed = await call('post', resale(tickets[0]!), seller, { price: 500, priceCents: 50_000, fee: 0 });
    stopNudges();
    expect(listed.status).toBe(201);
    // The freed seat goes to the waiting list first.
    expect(nudged).toEqual([fullPassId]);
    expect(listed.body.listing).toMatchObject({ ticketId: tickets[0]!.id, status: 'listed', price: 116.5, fee: 2.5, netRefund: 114, soldAt: null, withdrawnAt: null });
    const row = (await testDb.db.models.TicketResale.findOne({ where: { ticketId: tickets[0]!.id } }))!;
    expect([row.priceCents, row.feeCents, row.sellerOrderId, row.sellerUserId]).toEqual([SHARE_CENTS, 250, order.id, seller.id]);
    expect((await fullPass()).soldCount).toBe(1);
    expect((await testDb.db.models.Ticket.findByPk(tickets[0]!.id))!.status).toBe('valid');
    const [entry] = await audit('ticket.resale-listed');
    expect(entry!.actorId).toBe(seller.id);
    expect(details(entry!.details)).toMatchObject({ resaleId: row.id, price: 116.5, fee: 2.5 });

    // Listed once: a second listing changes nothing; the quote shows the listing.
    const again = await call('post', resale(tickets[0]!), seller);
    expect([again.status, again.body.error.code]).toEqual([409, 'RESALE_ALREADY_LISTED']);
    expect((await fullPass()).soldCount).toBe(1);
    expect((await call('get', resale(tickets[0]!), seller)).body.listing).toMatchObject({ id: row.id, status: 'listed' });
  });

  it('never prices above what the ticket cost: a fee larger than the price refunds nothing, never less than zero', async () => {
    const { tickets } = await sellerOrder();
    await settings({ resaleFeeCents: 50_000 });
    const quote = await call('get', resale(tickets[1]!), seller);
    expect(quote.body.quote).toEqual({ price: 116.5, fee: 116.5, netRefund: 0 });
  });

  it('refuses strangers, guests, garbage ids and every ticket that may not be resold, with a clear message', async () => {
    const { order, tickets } = await sellerOrder();
    const [first, second] = tickets as [TicketInstance, TicketInstance];
    expect((await call('get', resale(first), null)).status).toBe(401);
    for (const path of [resale(first), resale(999_999), '/api/account/tickets/abc/resale', '/api/account/tickets/-1/resale']) {
      for (const method of ['get', 'post', 'delete'] as const) {
        const res = await call(method, path, stranger);
        expect([res.status, res.body.error.code], `${method} ${path}`).toEqual([404, 'TICKET_NOT_FOUND']);
      }
    }

    const refusals: Array<[string, () => Promise<unknown>, () => Promise<unknown>]> = [
      ['RESALE_DISABLED', () => settings({ resaleEnabled: false }), () => testDb.db.models.FestivalSettings.destroy({ where: {} })],
      ['RESALE_CLOSED', () => settings({ transferDeadline: new Date(Date.now() - 60_000) }), () => testDb.db.models.FestivalSettings.destroy({ where: {} })],
      ['RESALE_CHECKED_IN', () => first.update({ checkedInAt: clock() }), () => first.update({ checkedInAt: null })],
      ['RESALE_TICKET_INVALID', () => first.update({ status: 'refunded' }), () => first.update({ status: 'valid' })],
      [
        'RESALE_TRANSFER_PENDING',
        () =>
          testDb.db.models.TicketTransfer.create({
            ticketId: first.id,
            fromUserId: seller.id,
            fromEmail: seller.email,
            toFirstName: 'Kofi',
            toLastName: 'Mensah',
            toEmail: 'kofi@example.org',
            locale: 'fr',
            tokenHash: randomBytes(32).toString('hex'),
            status: 'pending',
            expiresAt: new Date(Date.now() + 3_600_000),
            createdAt: clock(),
            updatedAt: clock(),
          }),
        () => testDb.db.models.TicketTransfer.destroy({ where: {} }),
      ],
    ];
    for (const [code, arrange, undo] of refusals) {
      await arrange();
      for (const method of ['get', 'post'] as const) {
        const res = await call(method, resale(first), seller);
        expect([res.status, res.body.error.code], `${method} ${code}`).toEqual([409, code]);
        expect(res.body.error.message.length).toBeGreaterThan(20);
      }
      await undo();
    }
    // In the reader's language.
    await settings({ resaleEnabled: false });
    const english = await call('post', resale(first), seller).set('Accept-Language', 'en');
    expect(english.body.error).toEqual({ code: 'RESALE_DISABLED', message: 'Ticket resale is not open for this festival.' });
    await testDb.db.models.FestivalSettings.destroy({ where: {} });

    // A ticket received by transfer is its new holder's, but its refund would go to the payer's card.
    await second.update({ transferredAt: clock(), holderEmail: stranger.email });
    expect((await call('post', resale(second), seller)).status).toBe(404);
    const transferred = await call('post', resale(second), stranger);
    expect([transferred.status, transferred.body.error.code]).toEqual([409, 'RESALE_TRANSFERRED']);
    await second.update({ transferredAt: null, holderEmail: null });

    // Free tickets (an invitation, a full discount): nothing to refund.
    await order.update({ totalCents: 0, discountCents: order.subtotalCents, source: 'invitation' });
    await testDb.db.models.OrderItem.update({ discountCents: 23_800 }, { where: { orderId: order.id } });
    const free = await call('post', resale(first), seller);
    expect([free.status, free.body.error.code]).toEqual([409, 'RESALE_NOTHING_TO_REFUND']);
    expect(free.body.error.message).toContain('invitation');

    expect(await testDb.db.models.TicketResale.count()).toBe(0);
    expect((await fullPass()).soldCount).toBe(2);
  });

  it('refuses a couple pass', async () => {
    const { order, tickets } = await sellerOrder();
    const base = (await fullPass()).get({ plain: true }) as unknown as Record<string, unknown>;
    const couple = await testDb.db.models.TicketType.create({
      ...base,
      id: undefined,
      slug: 'resale-test-type',
      name: 'Pass Couple',
      danceRoles: 'couple',
      soldCount: 1,
      heldCount: 0,
    } as never);
    await testDb.db.models.Ticket.update({ ticketTypeId: couple.id }, { where: { orderId: order.id } });
    await testDb.db.models.OrderItem.update({ ticketTypeId: couple.id }, { where: { orderId: order.id } });
    const res = await call('post', resale(tickets[0]!), seller);
    expect([res.status, res.body.error.code]).toEqual([409, 'RESALE_COUPLE']);
  });

  it('withdraws a listing while its seat is still free, and refuses once it was taken or sold', async () => {
    const { tickets } = await sellerOrder();
    const [first, second] = tickets as [TicketInstance, TicketInstance];
    expect((await call('delete', resale(first), seller)).body.error.code).toBe('RESALE_NOT_LISTED');
    expect((await call('post', resale(first), seller)).status).toBe(201);
    const withdrawn = await call('delete', resale(first), seller);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.listing).toMatchObject({ status: 'cancelled', soldAt: null });
    expect(withdrawn.body.listing.withdrawnAt).not.toBeNull();
    expect((await fullPass()).soldCount).toBe(2);
    expect(await audit('ticket.resale-withdrawn')).toHaveLength(1);
    expect((await call('delete', resale(first), seller)).body.error.code).toBe('RESALE_NOT_LISTED');
    expect((await call('get', resale(first), seller)).body.listing).toBeNull();

    // Listed again, and the freed seat is held by someone else meanwhile (the quota is full).
    expect((await call('post', resale(second), seller)).status).toBe(201);
    await testDb.db.models.TicketType.update({ quota: 2 }, { where: { id: fullPassId } });
    expect(await createCatalogueService(testDb.db.models).holdSeats(fullPassId, 1)).toBe(true);
    const taken = await call('delete', resale(second), seller);
    expect([taken.status, taken.body.error.code]).toEqual([409, 'RESALE_NO_SEAT']);
    expect((await fullPass()).soldCount).toBe(1);
    expect((await testDb.db.models.TicketResale.findOne({ where: { ticketId: second.id } }))!.status).toBe('listed');
  });

  it('on a balanced type, the sold counter of the ticket’s role follows the listing and the withdrawal, and the people waiting keep their place', async () => {
    const { order, tickets } = await sellerOrder();
    const base = (await fullPass()).get({ plain: true }) as unknown as Record<string, unknown>;
    const { TicketType, Ticket, OrderItem, WaitingListEntry } = testDb.db.models;
    const workshop = await TicketType.create({
      ...base,
      id: undefined,
      slug: 'resale-test-type',
      name: 'Workshop Pass',
      danceRoles: 'balanced',
      quota: 10,
      soldCount: 2,
      heldCount: 0,
      leaderSold: 1,
      followerSold: 1,
    } as never);
    await OrderItem.update({ ticketTypeId: workshop.id }, { where: { orderId: order.id } });
    await Ticket.update({ ticketTypeId: workshop.id, role: 'leader' }, { where: { id: tickets[0]!.id } });
    await Ticket.update({ ticketTypeId: workshop.id, role: 'follower' }, { where: { id: tickets[1]!.id } });
    const counters = async () => {
      const t = (await TicketType.findByPk(workshop.id))!;
      return [t.soldCount, t.leaderSold, t.followerSold];
    };
    expect((await call('post', resale(tickets[0]!), seller)).status).toBe(201);
    expect(await counters()).toEqual([1, 0, 1]);
    expect((await call('delete', resale(tickets[0]!), seller)).status).toBe(200);
    expect(await counters()).toEqual([2, 1, 1]);

    // Listed again; one place left, and a leader waits for it: the seat is theirs now.
    expect((await call('post', resale(tickets[0]!), seller)).status).toBe(201);
    await TicketType.update({ quota: 2 }, { where: { id: workshop.id } });
    await WaitingListEntry.create({
      ticketTypeId: workshop.id,
      role: 'leader',
      email: 'kofi@example.org',
      emailKey: 'kofi@example.org',
      quantity: 1,
      locale: 'fr',
      status: 'waiting',
      queuedAt: clock(),
      tokenHash: randomBytes(32).toString('hex'),
      createdAt: clock(),
      updatedAt: clock(),
    } as never);
    const refused = await call('delete', resale(tickets[0]!), seller);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'RESALE_NO_SEAT']);
    expect((await TicketType.findByPk(workshop.id))!.leaderSold).toBe(0);
    await WaitingListEntry.destroy({ where: { ticketTypeId: workshop.id } });
  });

  it('sells the oldest listing to the next paid order: the seller is refunded price − fee once, the old code is refused at the door', async () => {
    const { order: sellerPaid, tickets } = await sellerOrder();
    const [first, second] = tickets as [TicketInstance, TicketInstance];
    await settings({ resaleFeeCents: 250 });
    expect((await call('post', resale(first), seller)).status).toBe(201);
    expect((await call('post', resale(second), seller)).status).toBe(201);
    expect((await fullPass()).soldCount).toBe(0);

    // The webhook delivered twice: one fulfilment, one resale.
    const { order: bought, sessionId } = await buy(1, { times: 2 });
    const sold = (await testDb.db.models.TicketResale.findOne({ where: { ticketId: first.id } }))!;
    expect([sold.status, sold.buyerOrderId]).toEqual(['sold', bought.id]);
    expect((await testDb.db.models.TicketResale.findOne({ where: { ticketId: second.id } }))!.status).toBe('listed');
    expect((await fullPass()).soldCount).toBe(1);

    const sellerTicket = (await testDb.db.models.Ticket.findByPk(first.id))!;
    expect(sellerTicket.status).toBe('refunded');
    expect(sellerTicket.code).not.toBe(first.code);
    expect(await revocationOf(testDb.db.models, first.code)).toMatchObject({ ticketId: first.id, reason: 'resold' });
    // At the door: the old code is « Billet revendu », the ticket still on resale « Billet en revente ».
    expect((await door(first.code)).result).toBe('resold');
    expect((await door(second.code)).result).toBe('on_resale');

    const refund = await settled(sold.orderRefundId!);
    expect([refund.kind, refund.amountCents, refund.orderId]).toEqual(['resale', SHARE_CENTS - 250, sellerPaid.id]);
    expect((await testDb.db.models.Order.findByPk(sellerPaid.id))!.refundedCents).toBe(SHARE_CENTS - 250);
    expect(await refundOf(sellerPaid)).toBe(SHARE_CENTS - 250);
    // Money only: the seller's other ticket and the seats are untouched by the refund.
    expect((await testDb.db.models.Ticket.findByPk(second.id))!.status).toBe('valid');
    expect((await fullPass()).soldCount).toBe(1);

    const [resold] = await audit('ticket.resold');
    expect(details(resold!.details)).toMatchObject({ resaleId: sold.id, buyerOrderId: bought.id, price: 116.5, fee: 2.5, refund: 114 });
    expect(await audit('ticket.resold')).toHaveLength(1);
    const [refunded] = await audit('order.refunded');
    expect(details(refunded!.details)).toMatchObject({ kind: 'resale', amount: 114, ticketIds: [first.id] });

    // The seller's e-mail, once, with the amount refunded.
    const mails = await testDb.db.models.OutboxMessage.findAll({ where: { kind: 'resale-sold' } });
    expect(mails.map((m) => m.recipient)).toEqual([sellerPaid.email]);
    const rendered = await resaleMailRenderers({ models: testDb.db.models, config: testDb.config })['resale-sold']!(mails[0]!);
    expect(rendered.subject).toBe('Votre billet a été revendu');
    expect(rendered.text).toContain('114,00');
    expect(rendered.text).toContain(sellerPaid.number);

    // The back-office's order detail: the ticket's resale and the seller's refund.
    const admin = (await testDb.db.models.User.findOne({ where: { role: 'admin' } }))!;
    const detail = (await call('get', `/api/admin/orders/${sellerPaid.id}`, admin)).body.order;
    expect(detail.tickets.map((t: { resale: unknown }) => t.resale)).toEqual([
      expect.objectContaining({ status: 'sold', price: 116.5, fee: 2.5, netRefund: 114, buyerOrderId: bought.id, buyerOrderNumber: bought.number, refundStatus: 'succeeded', refundAmount: 114 }),
      expect.objectContaining({ status: 'listed', buyerOrderNumber: null, refundStatus: null }),
    ]);
    expect(detail.refunds).toEqual([expect.objectContaining({ kind: 'resale', amount: 114, ticketIds: [first.id], createdBy: null })]);

    // Replays change nothing: the fulfilment, and the sweeper later.
    const payments = createPaymentsService({ db: testDb.db, config: testDb.config, logger, clock, ticketKeys: createTicketKeys(testDb.config) });
    expect(await payments.fulfilOrder(bought.id, await stripe.checkout.sessions.retrieve(sessionId), clock())).toBe('already_completed');
    const later = () => new Date(Date.now() + REFUND_SWEEP_GRACE_MS + 60_000);
    expect((await createRefundService({ db: testDb.db, logger, clock: later, stripe: () => stripe }).settlePendingRefunds()).settled).toBe(0);
    expect(await testDb.db.models.OrderRefund.count({ where: { orderId: sellerPaid.id } })).toBe(1);
    expect(await refundOf(sellerPaid)).toBe(SHARE_CENTS - 250);
    expect((await call('delete', resale(first), seller)).body.error.code).toBe('RESALE_ALREADY_SOLD');
  });

  it('sells one listing to one order when two orders are fulfilled at once', async () => {
    const { order: sellerPaid, tickets } = await sellerOrder();
    expect((await call('post', resale(tickets[0]!), seller)).status).toBe(201);
    const [a, b] = [await buy(1, { times: 0 }), await buy(1, { times: 0 })];
    await Promise.all([deliverPaid(a.sessionId), deliverPaid(b.sessionId)]);
    const orders = await testDb.db.models.Order.findAll({ where: { id: [a.order.id, b.order.id] } });
    expect(orders.map((o) => o.status)).toEqual(['completed', 'completed']);
    const listing = (await testDb.db.models.TicketResale.findOne({ where: { ticketId: tickets[0]!.id } }))!;
    expect(listing.status).toBe('sold');
    expect([a.order.id, b.order.id]).toContain(listing.buyerOrderId);
    expect(await audit('ticket.resold')).toHaveLength(1);
    const rows = await testDb.db.models.OrderRefund.findAll({ where: { orderId: sellerPaid.id } });
    expect(rows.map((r) => r.amountCents)).toEqual([SHARE_CENTS]);
    await settled(rows[0]!.id);
    expect(await refundOf(sellerPaid)).toBe(SHARE_CENTS);
    expect((await fullPass()).soldCount).toBe(3);
  });

  it('finishes a refund Stripe accepted before the database failed, once, through the sweeper', async () => {
    const { order: sellerPaid, tickets } = await sellerOrder();
    expect((await call('post', resale(tickets[0]!), seller)).status).toBe(201);
    // The settling transaction fails after Stripe accepted (the process's database went away).
    const update = testDb.db.models.OrderRefund.update.bind(testDb.db.models.OrderRefund);
    vi.spyOn(testDb.db.models.OrderRefund, 'update').mockImplementationOnce(() => Promise.reject(new Error('database gone')));
    await buy(1);
    await vi.waitFor(async () => expect(await refundOf(sellerPaid)).toBe(SHARE_CENTS));
    vi.mocked(testDb.db.models.OrderRefund.update).mockImplementation(update);
    const row = (await testDb.db.models.OrderRefund.findOne({ where: { orderId: sellerPaid.id } }))!;
    expect(row.status).toBe('pending');
    expect((await testDb.db.models.Order.findByPk(sellerPaid.id))!.refundedCents).toBe(0);

    const later = () => new Date(Date.now() + REFUND_SWEEP_GRACE_MS + 60_000);
    const sweeper = createRefundService({ db: testDb.db, logger, clock: later, stripe: () => stripe });
    expect(await sweeper.settlePendingRefunds()).toMatchObject({ settled: 1, failed: 0, errors: 0 });
    expect(await sweeper.settlePendingRefunds()).toMatchObject({ settled: 0, failed: 0, errors: 0 });
    expect((await testDb.db.models.OrderRefund.findByPk(row.id))!.status).toBe('succeeded');
    expect((await testDb.db.models.Order.findByPk(sellerPaid.id))!.refundedCents).toBe(SHARE_CENTS);
    expect(await refundOf(sellerPaid)).toBe(SHARE_CENTS);
    expect(await testDb.db.models.OutboxMessage.count({ where: { kind: 'resale-sold' } })).toBe(1);
    expect((await fullPass()).soldCount).toBe(2);
  });

  it('never refunds more than what remains paid, and tells the seller when nothing is left', async () => {
    const { order: sellerPaid, tickets } = await sellerOrder();
    expect((await call('post', resale(tickets[0]!), seller)).status).toBe(201);
    expect((await call('post', resale(tickets[1]!), seller)).status).toBe(201);
    // The back-office refunded most of the order by amount meanwhile; the seller reads English.
    await sellerPaid.update({ refundedCents: 23_300 - 5_000, locale: 'en' });
    await buy(2);
    const rows = await testDb.db.models.OrderRefund.findAll({ where: { orderId: sellerPaid.id }, order: [['id', 'ASC']] });
    expect(rows.map((r) => r.amountCents)).toEqual([5_000]);
    await settled(rows[0]!.id);
    expect((await testDb.db.models.Order.findByPk(sellerPaid.id))!.refundedCents).toBe(23_300);
    const listings = await testDb.db.models.TicketResale.findAll({ order: [['id', 'ASC']] });
    expect(listings.map((l) => [l.status, l.orderRefundId !== null])).toEqual([
      ['sold', true],
      ['sold', false],
    ]);
    const audits = await audit('ticket.resold');
    expect(details(audits[1]!.details)).toMatchObject({ refund: 0, refundId: null, nothingToRefund: true });
    const mails = await testDb.db.models.OutboxMessage.findAll({ where: { kind: 'resale-sold' }, order: [['id', 'ASC']] });
    expect(mails).toHaveLength(2);
    const render = resaleMailRenderers({ models: testDb.db.models, config: testDb.config })['resale-sold']!;
    const rendered = await Promise.all(mails.map((m) => render(m)));
    expect(rendered.map((m) => m.subject)).toEqual(['Your ticket has been resold', 'Your ticket has been resold']);
    // The second listing found nothing left to refund (told at the sale), the first one 50 € (told once refunded).
    expect(rendered[0]!.text).toContain(`Your order ${sellerPaid.number} has already been refunded to you`);
    expect(rendered[1]!.text).toContain('We are refunding €50.00');
  });

  it('a back-office cancellation of a listed ticket ends its listing without giving its seat back twice', async () => {
    const { tickets } = await sellerOrder();
    expect((await call('post', resale(tickets[0]!), seller)).status).toBe(201);
    const admin = (await testDb.db.models.User.findOne({ where: { role: 'admin' } }))!;
    const res = await call('post', `/api/admin/tickets/${tickets[0]!.id}/cancel`, admin, { reason: 'Doublon' });
    expect(res.status).toBe(200);
    expect((await testDb.db.models.TicketResale.findOne({ where: { ticketId: tickets[0]!.id } }))!.status).toBe('cancelled');
    expect((await fullPass()).soldCount).toBe(1);
  });

  it('a back-office refund of a listed ticket ends its listing without giving its seat back twice', async () => {
    const { order: sellerPaid, tickets } = await sellerOrder();
    expect((await call('post', resale(tickets[0]!), seller)).status).toBe(201);
    expect((await fullPass()).soldCount).toBe(1);
    const admin = (await testDb.db.models.User.findOne({ where: { role: 'admin' } }))!;
    await createRefundService({ db: testDb.db, logger, clock, stripe: () => stripe }).refund({ id: admin.id }, sellerPaid.id, { ticketIds: [tickets[0]!.id] });
    expect((await testDb.db.models.TicketResale.findOne({ where: { ticketId: tickets[0]!.id } }))!.status).toBe('cancelled');
    expect((await fullPass()).soldCount).toBe(1);
    expect((await testDb.db.models.Ticket.findByPk(tickets[0]!.id))!.status).toBe('refunded');
  });
});
