import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailRenderers } from '../../services.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { createPaidOrder, createRecordingTransport, messageIdOf, startFakeSmtpServer, type FakeSmtpServer } from './mail.test-helper.js';
import { enqueueMail, enqueueOrderConfirmation, onMailEnqueued, orderConfirmationDedupeKey } from './outbox.js';
import {
  OUTBOX_LEASE_MS,
  backoffDelayMs,
  createOutboxService,
  senderDomain,
  stableMessageId,
  type OutboxServiceDeps,
} from './service.js';
import { createSmtpTransport, type MailTransport } from './transport.js';
import { startOutboxWorker } from './worker.js';

const T0 = new Date('2026-12-01T12:10:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('backoff and Message-ID', () => {
  it('doubles from 30 s and caps at one hour', () => {
    expect([1, 2, 3, 4, 5].map(backoffDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(backoffDelayMs(8)).toBe(60 * 60_000);
    expect(backoffDelayMs(50)).toBe(60 * 60_000);
  });

  it('derives a stable Message-ID from the dedupe key and the sender domain', () => {
    const from = '"Kizomba Lumière Festival" <billetterie@kizomba-lumiere.fr>';
    expect(senderDomain(from)).toBe('kizomba-lumiere.fr');
    const id = stableMessageId('order-confirmation:abc', from);
    expect(id).toMatch(/^<[0-9a-f]{40}\.outbox@kizomba-lumiere\.fr>$/);
    expect(stableMessageId('order-confirmation:abc', from)).toBe(id);
    expect(stableMessageId('order-confirmation:abd', from)).not.toBe(id);
  });
});

describeEachDatabase('e-mail outbox', (target) => {
  let testDb: TestDatabase;
  let smtp: FakeSmtpServer;
  let now: Date;

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    smtp = await startFakeSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await testDb?.close();
  });
  beforeEach(async () => {
    await testDb.db.models.OutboxMessage.destroy({ where: {} });
    smtp.accepted.length = 0;
    smtp.refused = 0;
    smtp.refuseNext(0);
    now = T0;
  });

  const serviceWith = (transport: MailTransport, extra: Partial<OutboxServiceDeps> = {}) =>
    createOutboxService({ db: testDb.db, config: testDb.config, logger, transport, clock: () => now, renderers: createMailRenderers({ models: testDb.db.models, config: testDb.config }), ...extra });
  const row = (id: number) => testDb.db.models.OutboxMessage.findByPk(id, { rejectOnEmpty: true });

  describe('enqueue', () => {
    it('inserts one pending message per order, and a second enqueue is a no-op', async () => {
      const { order } = await createPaidOrder(testDb.db);
      const first = await enqueueOrderConfirmation(testDb.db.models, order, { now: T0 });
      const second = await enqueueOrderConfirmation(testDb.db.models, order, { now: at(60_000) });
      expect(first.created).toBe(true);
      expect(second.created).toBe(false);
      expect(second.message.id).toBe(first.message.id);
      const rows = await testDb.db.models.OutboxMessage.findAll();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'order-confirmation',
        dedupeKey: orderConfirmationDedupeKey(order.id),
        recipient: order.email,
        payload: { orderId: order.id },
        status: 'pending',
        attempts: 0,
        sentAt: null,
      });
      expect(rows[0]?.nextAttemptAt.getTime()).toBe(T0.getTime());
    });

    it('belongs to the caller’s transaction: nothing on rollback, the listener only after commit', async () => {
      const { order } = await createPaidOrder(testDb.db);
      const listener = vi.fn();
      const unsubscribe = onMailEnqueued(testDb.db.models, listener);
      try {
        await expect(
          testDb.db.write(async (transaction) => {
            await enqueueOrderConfirmation(testDb.db.models, order, { transaction, now: T0 });
            throw new Error('fulfilment failed');
          }),
        ).rejects.toThrow('fulfilment failed');
        expect(await testDb.db.models.OutboxMessage.count()).toBe(0);
        expect(listener).not.toHaveBeenCalled();

        await testDb.db.write(async (transaction) => {
          await enqueueOrderConfirmation(testDb.db.models, order, { transaction, now: T0 });
          // Same event twice in one transaction (a replayed webhook): still one row.
          expect((await enqueueOrderConfirmation(testDb.db.models, order, { transaction, now: T0 })).created).toBe(false);
          expect(listener).not.toHaveBeenCalled();
        });
        expect(await testDb.db.models.OutboxMessage.count()).toBe(1);
        expect(listener).toHaveBeenCalledTimes(1);
      } finally {
        unsubscribe();
      }
    });
  });

  describe('worker', () => {
    it('sends a due message once and marks it sent with its Message-ID', async () => {
      const { order } = await createPaidOrder(testDb.db);
      const { message } = await enqueueOrderConfirmation(testDb.db.models, order, { now: T0 });
      const transport = createRecordingTransport();
      const service = serviceWith(transport);

      now = at(-1_000);
      expect((await service.runOnce()).claimed).toBe(0); // not due yet
      now = at(1_000);
      expect(await service.runOnce()).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0, lost: 0 });
      expect(await service.runOnce()).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0, lost: 0 });

      expect(transport.sent).toHaveLength(1);
      const sent = await row(message.id);
      expect(sent.status).toBe('sent');
      expect(sent.attempts).toBe(1);
      expect(sent.sentAt).not.toBeNull();
      expect(sent.lockedUntil).toBeNull();
      expect(sent.subject).toBe(`Vos billets pour le Kizomba Lumière Festival — commande ${order.number}`);
      expect(sent.messageId).toBe(stableMessageId(message.dedupeKey, testDb.config.mail.from));
      expect(messageIdOf(transport.sent[0]!.raw)).toBe(sent.messageId);
    });

    it('never sends a message twice when two workers (replicas) run at the same time', async () => {
      const orders = [];
      for (let i = 0; i < 6; i += 1) orders.push((await createPaidOrder(testDb.db, { email: `buyer${i}@example.org`, holders: ['Awa Diallo'] })).order);
      for (const order of orders) await enqueueOrderConfirmation(testDb.db.models, order, { now: T0 });
      now = at(1_000);
      const a = createRecordingTransport();
      const b = createRecordingTransport();
      const workerA = serviceWith(a);
      const workerB = serviceWith(b);

      // Claims first: the two sets never overlap.
      const [claimedA, claimedB] = await Promise.all([workerA.claimDue(6), workerB.claimDue(6)]);
      const ids = [...claimedA, ...claimedB].map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(6);
      await Promise.all([...claimedA.map((m) => workerA.deliver(m)), ...claimedB.map((m) => workerB.deliver(m))]);

      // Then whole runs racing on fresh messages.
      const more = [];
      for (let i = 0; i < 6; i += 1) more.push((await createPaidOrder(testDb.db, { email: `more${i}@example.org`, holders: ['Awa Diallo'] })).order);
      for (const order of more) await enqueueOrderConfirmation(testDb.db.models, order, { now: T0 });
      const runs = await Promise.all([workerA.runOnce(3), workerB.runOnce(3), workerA.runOnce(3), workerB.runOnce(3)]);
      expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBeGreaterThanOrEqual(3);
      while ((await workerB.runOnce(3)).claimed > 0);

      const sent = [...a.sent, ...b.sent];
      expect(sent).toHaveLength(12);
      expect(new Set(sent.map((m) => m.outboxId)).size).toBe(12);
      expect(await testDb.db.models.OutboxMessage.count({ where: { status: 'sent', attempts: 1 } })).toBe(12);
    });

    it('retries after an SMTP failure with backoff, then sends exactly once', async () => {
      const { order } = await createPaidOrder(testDb.db);
      const { message } = await enqueueOrderConfirmation(testDb.db.models, order, { now: T0 });
      const transport = createSmtpTransport(smtp.url);
      const service = serviceWith(transport);
      smtp.refuseNext(2);
      try {
        now = at(1_000);
        expect(await service.runOnce()).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
        let current = await row(message.id);
        expect(current).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, sentAt: null });
        expect(current.lastError).toMatch(/451/);
        expect(current.nextAttemptAt.getTime()).toBe(at(1_000 + 30_000).getTime());

        now = at(20_000);
        expect((await service.runOnce()).claimed).toBe(0); // backing off
        now = at(32_000);
        expect(await service.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
        current = await row(message.id);
        expect(current.attempts).toBe(2);
        expect(current.nextAttemptAt.getTime()).toBe(at(32_000 + 60_000).getTime());

        now = at(32_000 + 61_000);
        expect(await service.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
        now = at(10 * 60 * 60_000);
        expect((await service.runOnce()).claimed).toBe(0);

        expect(smtp.refused).toBe(2);
        expect(smtp.accepted).toHaveLength(1);
        expect(smtp.accepted[0]!.to.join()).toContain(order.email);
        current = await row(message.id);
        expect(current).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
        expect(messageIdOf(smtp.accepted[0]!.data)).toBe(current.messageId);
      } finally {
        transport.close();
      }
    });

    it('gives up after the maximum number of attempts and keeps the last error', async () => {
      const { order } = await createPaidOrder(testDb.db);
      const { message } = await enqueueOrderConfirmation(testDb.db.models, order, { now: T0 });
      const transport = createSmtpTransport(smtp.url);
      const service = serviceWith(transport, { maxAttempts: 3 });
      smtp.refuseNext(10);
      try {
        for (const step of [1_000, 40_000, 120_000, 400_000]) {
          now = at(step);
          await service.runOnce();
        }
        const current = await row(message.id);
        expect(current).toMatchObject({ status: 'failed', attempts: 3, sentAt: null, lockedUntil: null });
        expect(current.lastError).toMatch(/451/);
        expect(smtp.refused).toBe(3);
        now = at(24 * 60 * 60_000);
        expect((await service.runOnce()).claimed).toBe(0);
      } finally {
        transport.close();
      }
    });

    it('fails at once, without retrying, a message that can never be rendered', async () => {
      const { message } = await enqueueMail(
        testDb.db.models,
        { kind: 'newsletter-inconnue', dedupeKey: 'newsletter-inconnue:1', recipient: 'a@example.org', payload: {} },
        { now: T0 },
      );
      const transport = createRecordingTransport();
      now = at(1_000);
      expect(await serviceWith(transport).runOnce()).toMatchObject({ claimed: 1, failed: 1 });
      const current = await row(message.id);
      expect(current).toMatchObject({ status: 'failed', attempts: 1 });
      expect(current.lastError).toContain('type de message inconnu');
      expect(transport.sent).toHaveLength(0);
    });

    it('re-sends with the same Message-ID when a worker died between send and mark (expired lease)', async () => {
      const { order } = await createPaidOrder(testDb.db);
      const { message } = await enqueueOrderConfirmation(testDb.db.models, order, { now: T0 });
      const frozen = createRecordingTransport();
      let unfreeze!: () => void;
      frozen.hangAfterSend = new Promise<void>((resolve) => {
        unfreeze = resolve;
      });
      const dying = serviceWith(frozen);
      now = at(1_000);
      const [claimed] = await dying.claimDue(1);
      expect(claimed).toBeDefined();
      const stuck = dying.deliver(claimed!); // sends, then never gets to mark it
      await vi.waitFor(() => expect(frozen.sent).toHaveLength(1));
      expect((await row(message.id)).status).toBe('sending');

      const other = createRecordingTransport();
      const rescuer = serviceWith(other);
      now = at(1_000 + OUTBOX_LEASE_MS - 1_000);
      expect((await rescuer.runOnce()).claimed).toBe(0); // lease still running
      now = at(1_000 + OUTBOX_LEASE_MS + 2_000);
      expect(await rescuer.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      expect(other.sent).toHaveLength(1);
      expect(messageIdOf(other.sent[0]!.raw)).toBe(messageIdOf(frozen.sent[0]!.raw));
      expect(messageIdOf(other.sent[0]!.raw)).toBe(stableMessageId(message.dedupeKey, testDb.config.mail.from));

      // The frozen worker wakes up: its claim is stale, so it cannot overwrite the row.
      unfreeze();
      await expect(stuck).resolves.toBe('lost');
      const current = await row(message.id);
      expect(current).toMatchObject({ status: 'sent', attempts: 2 });
    });

    it('the worker is woken by the commit of a fulfilment, without waiting for its next poll', async () => {
      const { order } = await createPaidOrder(testDb.db);
      const transport = createRecordingTransport();
      const worker = startOutboxWorker({ db: testDb.db, config: testDb.config, logger, transport, renderers: createMailRenderers({ models: testDb.db.models, config: testDb.config }), pollIntervalMs: 60 * 60_000 });
      try {
        await new Promise((resolve) => setTimeout(resolve, 100)); // the start-up pass (nothing due)
        expect(transport.sent).toHaveLength(0);
        await testDb.db.write(async (transaction) => {
          await enqueueOrderConfirmation(testDb.db.models, order, { transaction, now: new Date(Date.now() - 2_000) });
        });
        await vi.waitFor(() => expect(transport.sent).toHaveLength(1), { timeout: 5_000, interval: 20 });
        await vi.waitFor(async () => expect((await testDb.db.models.OutboxMessage.findOne({ rejectOnEmpty: true })).status).toBe('sent'));
      } finally {
        await worker.stop();
      }
      worker.wake(); // after stop: ignored
      expect(transport.sent).toHaveLength(1);
    });
  });
});
