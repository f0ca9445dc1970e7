/**
 * The pending-refund sweeper (docs/back-office.md « Sales, refunds… »): refunds left `pending`
 * after Stripe accepted them (process killed, answer lost, settling transaction failed) are
 * finished once, whatever the number of sweepers; fresh rows are left to their request; Stripe
 * refusals free the amount; no answer from Stripe leaves the row for the next pass. Against the
 * local Stripe emulator (real `stripe` SDK, real idempotency keys).
 */
import net from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/errors.js';
import { onDomainEvent, type DomainEventName } from '../../lib/events.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { startStripeEmulator, type InProcessEmulator } from '../../test/stripe-emulator.js';
import type { UserInstance } from '../auth/models.js';
import type { OrderInstance } from './models.js';
import { stripeClientFor } from '../payments/stripe-client.js';
import type { TicketInstance } from '../tickets/index.js';
import { createOrderViews } from './admin-views.js';
import { startRefundSweeper } from './refund-sweeper.js';
import { clearOrders, paidOrderOnEmulator } from './orders.test-helper.js';
import { REFUND_REPLAY_WINDOW_MS, REFUND_SWEEP_GRACE_MS, createRefundService, stripeRefundRequest, type RefundSweepResult } from './refunds.js';

const WEBHOOK_SECRET = 'whsec_test_cmVmdW5kLXN3ZWVwZXItdGVzdHM';
const NOW = new Date('2026-12-02T10:00:00Z');
const LATER = new Date(NOW.getTime() + REFUND_SWEEP_GRACE_MS + 60_000);
const NOTHING: RefundSweepResult = { settled: 0, failed: 0, waiting: 0, stale: 0, errors: 0 };

/** A Stripe client whose every call fails to connect (a closed port, no retry). */
async function unreachableStripe(): Promise<Stripe> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return new Stripe('sk_test_unreachable', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, timeout: 2_000, telemetry: false });
}

const sum = (results: RefundSweepResult[]): RefundSweepResult =>
  results.reduce((a, b) => ({ settled: a.settled + b.settled, failed: a.failed + b.failed, waiting: a.waiting + b.waiting, stale: a.stale + b.stale, errors: a.errors + b.errors }), NOTHING);

const parsed = (details: unknown) => (typeof details === 'string' ? (JSON.parse(details) as Record<string, unknown>) : (details as Record<string, unknown>));

describeEachDatabase('pending-refund sweeper', (target) => {
  let emulator: InProcessEmulator;
  let testDb: TestDatabase;
  let stripe: Stripe;
  let admin: UserInstance;
  let fullPassId: number;
  let events: Array<{ name: DomainEventName; payload: unknown }>;
  let stopListening: () => void;

  const refunds = (at: Date, client: () => Stripe = () => stripe) => createRefundService({ db: testDb.db, logger, clock: () => at, stripe: client });
  const orderDetail = (orderId: string) => createOrderViews(testDb.db).orderDetail(orderId);
  const sweeper = (client: () => Stripe = () => stripe) => refunds(LATER, client);

  const paidOrder = () => paidOrderOnEmulator(testDb.db, stripe, emulator, fullPassId);

  /** What `refund()` leaves after its first transaction: a pending row, `ageMs` old at LATER. */
  function pendingRow(order: OrderInstance, options: { amountCents: number; tickets?: TicketInstance[]; ageMs?: number }) {
    const at = new Date(LATER.getTime() - (options.ageMs ?? REFUND_SWEEP_GRACE_MS + 30_000));
    return testDb.db.models.OrderRefund.create({
      orderId: order.id,
      amountCents: options.amountCents,
      reason: 'Annulation',
      ticketIds: options.tickets ? options.tickets.map((t) => t.id) : null,
      createdBy: admin.id,
      status: 'pending',
      createdAt: at,
      updatedAt: at,
    });
  }

  async function snapshot(order: OrderInstance) {
    const { Order, Ticket, OrderRefund, TicketType, AuditLog } = testDb.db.models;
    return {
      refundedCents: (await Order.findByPk(order.id))!.refundedCents,
      tickets: (await Ticket.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']] })).map((t) => t.status),
      sold: (await TicketType.findByPk(fullPassId))!.soldCount,
      refunds: (await OrderRefund.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']] })).map((r) => r.status),
      audits: await AuditLog.count({ where: { action: 'order.refunded' } }),
      atStripe: emulator.paymentIntent(order.stripePaymentIntentId!)?.amount_refunded ?? 0,
    };
  }

  beforeAll(async () => {
    emulator = await startStripeEmulator({ webhookSecret: WEBHOOK_SECRET });
    testDb = await openPreparedDatabase(target, { STRIPE_EMULATOR_URL: emulator.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, API_RATE_LIMIT_PER_MINUTE: '0' });
    const { User, TicketType } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    fullPassId = (await TicketType.findOne({ where: { slug: 'full-pass' } }))!.id;
    stripe = stripeClientFor(testDb.config.stripe);
    stopListening = onDomainEvent(testDb.db.sequelize, (name, payload) => events.push({ name, payload }));
  });
  afterAll(async () => {
    stopListening?.();
    await testDb?.close();
    await emulator?.close();
  });
  beforeEach(async () => {
    await clearOrders(testDb.db);
    events = [];
  });

  describe('a refund Stripe accepted but never settled', () => {
    it('settles it once (order, tickets, seats, audit) even with two sweepers at once and a second pass', async () => {
      const { order, tickets } = await paidOrder();
      const row = await pendingRow(order, { amountCents: 11_650, tickets: [tickets[0]!] });
      // The request reached Stripe, then the process died before its second transaction.
      const accepted = await stripe.refunds.create(...stripeRefundRequest(order, row));
      expect(await snapshot(order)).toMatchObject({ refundedCents: 0, tickets: ['valid', 'valid'], sold: 2, refunds: ['pending'], atStripe: 11_650 });

      // Two replicas' sweepers at once, then the next pass.
      const together = await Promise.all([sweeper().settlePendingRefunds(), sweeper().settlePendingRefunds()]);
      expect(sum(together)).toEqual({ ...NOTHING, settled: 1 });
      expect(await sweeper().settlePendingRefunds()).toEqual(NOTHING);

      expect(await snapshot(order)).toEqual({ refundedCents: 11_650, tickets: ['refunded', 'valid'], sold: 1, refunds: ['succeeded'], audits: 1, atStripe: 11_650 });
      const settled = (await testDb.db.models.OrderRefund.findByPk(row.id))!;
      expect(settled.stripeRefundId).toBe(accepted.id);
      const [entry] = await testDb.db.models.AuditLog.findAll({ where: { action: 'order.refunded' } });
      expect(entry!.actorId).toBeNull();
      expect(parsed(entry!.details)).toMatchObject({ refundId: row.id, amount: 116.5, ticketIds: [tickets[0]!.id], stripeRefundId: accepted.id, recoveredBy: 'sweeper', requestedBy: admin.id });
      expect(events.filter((e) => e.name === 'admin.stats')).toHaveLength(1);
      expect((await orderDetail(order.id)).refunds).toEqual([
        { id: row.id, kind: 'refund', amount: 116.5, reason: 'Annulation', createdAt: expect.any(String), createdBy: expect.any(String), ticketIds: [tickets[0]!.id] },
      ]);
    });

    it('finishes a refund whose Stripe answer was lost: 502 REFUND_PENDING, amount held, then settled', async () => {
      const { order } = await paidOrder();
      // Stripe refunds, but the answer never comes back (timeout after Stripe acted).
      const lossy = {
        refunds: {
          create: async (...args: Parameters<Stripe['refunds']['create']>) => {
            await stripe.refunds.create(...args);
            throw new Stripe.errors.StripeConnectionError({ message: 'socket hang up' });
          },
        },
      } as unknown as Stripe;
      const err = await refunds(NOW, () => lossy)
        .refund({ id: admin.id }, order.id, { reason: 'Annulation' })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({ status: 502, code: 'REFUND_PENDING' });
      expect(await snapshot(order)).toMatchObject({ refundedCents: 0, tickets: ['valid', 'valid'], refunds: ['pending'], atStripe: 23_300 });
      // Still reserved: nothing more can be refunded meanwhile.
      await expect(refunds(NOW).refund({ id: admin.id }, order.id, { amount: 1 })).rejects.toMatchObject({ code: 'REFUND_INVALID' });

      // Within the grace period the request may still be running: untouched.
      expect(await refunds(new Date(NOW.getTime() + 60_000)).settlePendingRefunds()).toEqual(NOTHING);
      expect(await sweeper().settlePendingRefunds()).toEqual({ ...NOTHING, settled: 1 });
      expect(await snapshot(order)).toEqual({ refundedCents: 23_300, tickets: ['refunded', 'refunded'], sold: 0, refunds: ['succeeded'], audits: 1, atStripe: 23_300 });
    });

    it('finishes a refund whose settling transaction failed after Stripe accepted: 503 REFUND_PENDING, then settled', async () => {
      const { order, tickets } = await paidOrder();
      const failing = vi.spyOn(testDb.db.models.Ticket, 'update').mockRejectedValueOnce(new Error('connexion perdue'));
      try {
        await expect(refunds(NOW).refund({ id: admin.id }, order.id, { ticketIds: [tickets[1]!.id] })).rejects.toMatchObject({ status: 503, code: 'REFUND_PENDING' });
      } finally {
        failing.mockRestore();
      }
      // Rolled back here, refunded at Stripe.
      expect(await snapshot(order)).toMatchObject({ refundedCents: 0, tickets: ['valid', 'valid'], sold: 2, refunds: ['pending'], audits: 0, atStripe: 11_650 });

      expect(await sweeper().settlePendingRefunds()).toEqual({ ...NOTHING, settled: 1 });
      expect(await snapshot(order)).toEqual({ refundedCents: 11_650, tickets: ['valid', 'refunded'], sold: 1, refunds: ['succeeded'], audits: 1, atStripe: 11_650 });
    });
  });

  it('leaves a pending row younger than the grace period alone', async () => {
    const { order } = await paidOrder();
    // Created 30 s ago and not yet sent to Stripe by its request: the sweeper must not send it.
    await pendingRow(order, { amountCents: 5_000, ageMs: 30_000 });
    expect(await sweeper().settlePendingRefunds()).toEqual(NOTHING);
    expect(await snapshot(order)).toMatchObject({ refundedCents: 0, refunds: ['pending'], atStripe: 0 });

    // A shorter grace takes it: the first call under its key, so Stripe refunds now.
    expect(await sweeper().settlePendingRefunds({ olderThanMs: 10_000 })).toEqual({ ...NOTHING, settled: 1 });
    expect(await snapshot(order)).toMatchObject({ refundedCents: 5_000, tickets: ['valid', 'valid'], refunds: ['succeeded'], atStripe: 5_000 });
  });

  it('marks a refund Stripe refuses failed, freeing its amount, order unchanged', async () => {
    const { order } = await paidOrder();
    await pendingRow(order, { amountCents: 23_300 });
    // Refunded behind our back on Stripe: our refund can no longer happen.
    await stripe.refunds.create({ payment_intent: order.stripePaymentIntentId! });
    const before = await snapshot(order);

    expect(await sweeper().settlePendingRefunds()).toEqual({ ...NOTHING, failed: 1 });
    expect(await snapshot(order)).toEqual({ ...before, refunds: ['failed'] });
    expect(await sweeper().settlePendingRefunds()).toEqual(NOTHING);
    // Freed: the order's whole total is refundable again as far as we are concerned (Stripe will say no).
    const refundable = await refunds(LATER, () => stripe)
      .refund({ id: admin.id }, order.id, { amount: 233 })
      .catch((e: unknown) => e);
    expect(refundable).toMatchObject({ code: 'REFUND_FAILED' });
  });

  it('leaves the rows pending while Stripe is unreachable, and settles them once Stripe answers', async () => {
    const { order } = await paidOrder();
    for (const amountCents of [2_000, 1_000]) {
      const row = await pendingRow(order, { amountCents });
      await stripe.refunds.create(...stripeRefundRequest(order, row));
    }
    const dead = await unreachableStripe();
    const create = vi.spyOn(dead.refunds, 'create');

    expect(await sweeper(() => dead).settlePendingRefunds()).toEqual({ ...NOTHING, waiting: 2 });
    // The pass stops at the first connection failure instead of waiting on every row's timeout.
    expect(create).toHaveBeenCalledTimes(1);
    expect(await snapshot(order)).toMatchObject({ refundedCents: 0, refunds: ['pending', 'pending'], audits: 0, atStripe: 3_000 });

    expect(await sweeper().settlePendingRefunds()).toEqual({ ...NOTHING, settled: 2 });
    expect(await snapshot(order)).toMatchObject({ refundedCents: 3_000, tickets: ['valid', 'valid'], refunds: ['succeeded', 'succeeded'], audits: 2, atStripe: 3_000 });
  });

  it('never replays a row older than the idempotency window: reported and left pending', async () => {
    const { order } = await paidOrder();
    await pendingRow(order, { amountCents: 2_000, ageMs: REFUND_REPLAY_WINDOW_MS + 60_000 });
    expect(await sweeper().settlePendingRefunds()).toEqual({ ...NOTHING, stale: 1 });
    expect(await snapshot(order)).toMatchObject({ refundedCents: 0, refunds: ['pending'], atStripe: 0 });
  });

  it('runs on a timer it can stop, one pass at a time', async () => {
    const { order } = await paidOrder();
    const row = await pendingRow(order, { amountCents: 3_000 });
    await stripe.refunds.create(...stripeRefundRequest(order, row));
    const timer = startRefundSweeper({ db: testDb.db, logger, clock: () => LATER, stripe: () => stripe }, 3_600_000);
    const [first, second] = await Promise.all([timer.runOnce(), timer.runOnce()]);
    expect(first).toEqual({ ...NOTHING, settled: 1 });
    // The same pass, not a second one.
    expect(second).toBe(first);
    await timer.stop();
    expect(await timer.runOnce()).toBeNull();
    expect(await snapshot(order)).toMatchObject({ refundedCents: 3_000, refunds: ['succeeded'], audits: 1 });
  });
});
