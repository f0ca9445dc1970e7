import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileStore } from '../src/store.ts';
import { retryDelay, DEFAULT_RETRY, signPayload } from '../src/webhooks.ts';
import { KEY_HEADERS, sessionParams, startEmulator, startReceiver, waitFor, WEBHOOK_SECRET, type Running } from './helpers.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(plan: number[] = [], extra: Parameters<typeof startEmulator>[0] = {}) {
  const receiver = await startReceiver(plan);
  cleanups.push(receiver.close);
  const run = await startEmulator({ webhookUrl: receiver.url, retry: { baseDelayMs: 20, maxDelayMs: 80, maxAttempts: 5 }, ...extra });
  cleanups.push(run.close);
  return { receiver, run };
}

const pay = (run: Running, id: string, outcome?: string) =>
  fetch(`http://127.0.0.1:${run.port}/_emulator/sessions/${id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...KEY_HEADERS },
    body: JSON.stringify(outcome ? { outcome } : {}),
  });

describe('webhooks', () => {
  it('signs events so stripe.webhooks.constructEvent verifies them', async () => {
    const { receiver, run } = await setup();
    const session = await run.stripe.checkout.sessions.create(sessionParams());
    expect((await pay(run, session.id)).status).toBe(200);
    await waitFor(() => receiver.received.length === 1);
    const { rawBody, signature } = receiver.received[0]!;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = run.stripe.webhooks.constructEvent(rawBody, signature, WEBHOOK_SECRET);
    expect(event.id).toMatch(/^evt_/);
    expect(event).toMatchObject({ object: 'event', type: 'checkout.session.completed', livemode: false });
    expect(event.api_version).toBeTruthy();
    const object = event.data.object as Stripe.Checkout.Session;
    expect(object).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', client_reference_id: 'order_42', metadata: { order_id: '42' } });
    expect(object.payment_intent).toMatch(/^pi_/);
    // A wrong secret or a tampered body is refused by the SDK.
    expect(() => run.stripe.webhooks.constructEvent(rawBody, signature, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => run.stripe.webhooks.constructEvent(rawBody.replace('paid', 'unpaid'), signature, WEBHOOK_SECRET)).toThrow();
  });

  it('matches the SDK test header generator', async () => {
    const stripe = new Stripe('sk_test_x');
    const payload = '{"id":"evt_1"}';
    const expected = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET, timestamp: 1_700_000_000 });
    expect(signPayload(payload, WEBHOOK_SECRET, 1_700_000_000)).toBe(expected);
  });

  it('retries with backoff until the receiver answers 2xx', async () => {
    const { receiver, run } = await setup([500, 503, 400]);
    const session = await run.stripe.checkout.sessions.create(sessionParams());
    await pay(run, session.id);
    await waitFor(() => run.emulator.store.state.events[0]?.delivery.status === 'delivered');
    expect(receiver.calls()).toBe(4);
    const delivery = run.emulator.store.state.events[0]!.delivery;
    expect(delivery).toMatchObject({ attempts: 4, last_response_status: 200, last_error: null, next_attempt_at: null });
    // Every attempt carries a fresh, valid signature of the same event.
    const ids = receiver.received.map((r) => run.stripe.webhooks.constructEvent(r.rawBody, r.signature, WEBHOOK_SECRET).id);
    expect(new Set(ids).size).toBe(1);
    const listed = (await (await fetch(`http://127.0.0.1:${run.port}/_emulator/events`, { headers: KEY_HEADERS })).json()) as { data: Array<{ type: string; delivery: { status: string } }> };
    expect(listed.data[0]).toMatchObject({ type: 'checkout.session.completed', delivery: { status: 'delivered' } });
  });

  it('gives up after maxAttempts and lists the event as failed (also via /v1/events)', async () => {
    const { receiver, run } = await setup([500, 500, 500, 500, 500, 500]);
    const session = await run.stripe.checkout.sessions.create(sessionParams());
    await run.stripe.checkout.sessions.expire(session.id);
    await waitFor(() => run.emulator.store.state.events[0]?.delivery.status === 'failed');
    expect(receiver.calls()).toBe(5);
    const undelivered = await run.stripe.events.list({ delivery_success: false });
    expect(undelivered.data.map((e) => e.type)).toEqual(['checkout.session.expired']);
    expect((await run.stripe.events.retrieve(undelivered.data[0]!.id)).type).toBe('checkout.session.expired');
  });

  it('retries after network errors', async () => {
    const receiver = await startReceiver();
    const url = receiver.url;
    await receiver.close(); // nobody listens at first
    const run = await startEmulator({ webhookUrl: url, retry: { baseDelayMs: 30, maxDelayMs: 30, maxAttempts: 50 } });
    cleanups.push(run.close);
    const session = await run.stripe.checkout.sessions.create(sessionParams());
    await pay(run, session.id);
    await waitFor(() => (run.emulator.store.state.events[0]?.delivery.attempts ?? 0) >= 2);
    expect(run.emulator.store.state.events[0]!.delivery.last_error).toBeTruthy();
    // Bring a receiver up on the same port.
    const port = Number(new URL(url).port);
    const http = await import('node:http');
    const got: string[] = [];
    const server = http.createServer((req, res) => {
      req.on('data', (c: Buffer) => got.push(c.toString()));
      req.on('end', () => res.writeHead(200).end());
    });
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }));
    await waitFor(() => run.emulator.store.state.events[0]?.delivery.status === 'delivered');
    expect(got.join('')).toContain('checkout.session.completed');
  });

  it('backs off exponentially with a cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(DEFAULT_RETRY, n))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(retryDelay(DEFAULT_RETRY, 30)).toBe(DEFAULT_RETRY.maxDelayMs);
  });

  it('emits completed (unpaid) then async_payment_failed for a delayed failure', async () => {
    const { receiver, run } = await setup();
    const session = await run.stripe.checkout.sessions.create(sessionParams());
    await pay(run, session.id, 'async_failed');
    await waitFor(() => receiver.received.length === 2);
    const events = receiver.received.map((r) => run.stripe.webhooks.constructEvent(r.rawBody, r.signature, WEBHOOK_SECRET));
    expect(events.map((e) => [e.type, (e.data.object as Stripe.Checkout.Session).payment_status])).toEqual([
      ['checkout.session.completed', 'unpaid'],
      ['checkout.session.async_payment_failed', 'unpaid'],
    ]);
    const after = await run.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(after.status).toBe('complete');
    expect((after.payment_intent as Stripe.PaymentIntent).status).toBe('requires_payment_method');
  });
});

describe('expiry sweep (fake clock)', () => {
  it('expires overdue open sessions and sends checkout.session.expired', async () => {
    let now = Date.now();
    const { receiver, run } = await setup([], { clock: () => now });
    const session = await run.stripe.checkout.sessions.create(sessionParams({ expires_at: Math.floor(now / 1000) + 1800 }));
    const paidOne = await run.stripe.checkout.sessions.create(sessionParams());
    await pay(run, paidOne.id);
    await waitFor(() => receiver.received.length === 1);
    now += 1799 * 1000;
    await run.emulator.tick();
    expect((await run.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    now += 2000;
    await run.emulator.tick();
    const expired = await run.stripe.checkout.sessions.retrieve(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    expect((await run.stripe.checkout.sessions.retrieve(paidOne.id)).status).toBe('complete');
    await waitFor(() => receiver.received.length === 2);
    const event = run.stripe.webhooks.constructEvent(receiver.received[1]!.rawBody, receiver.received[1]!.signature, WEBHOOK_SECRET, undefined, undefined, Math.floor(now / 1000));
    expect(event.type).toBe('checkout.session.expired');
    expect((event.data.object as Stripe.Checkout.Session).id).toBe(session.id);
    // Paying it now is refused.
    expect((await pay(run, session.id)).status).toBe(409);
  });
});

describe('persistence', () => {
  it('keeps sessions, intents and the pending webhook queue across a restart', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stripe-emulator-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'stripe-emulator.json');
    const receiver = await startReceiver([500, 500, 500, 500, 500, 500, 500, 500]);
    cleanups.push(receiver.close);

    const first = await startEmulator({ webhookUrl: receiver.url, store: createFileStore(file), retry: { baseDelayMs: 60_000 } });
    const session = await first.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'persist-1' });
    await pay(first, session.id);
    await waitFor(() => receiver.calls() === 1);
    await first.close();
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { events: Array<{ delivery: { status: string } }> };
    expect(saved.events[0]!.delivery.status).toBe('pending');

    // A restart with the same file: the session is there and the queue resumes.
    const receiver2 = await startReceiver();
    cleanups.push(receiver2.close);
    const now = Date.now() + 120_000; // past the scheduled retry
    const second = await startEmulator({ webhookUrl: receiver2.url, store: createFileStore(file), clock: () => now });
    cleanups.push(second.close);
    const again = await second.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(again).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect((again.payment_intent as Stripe.PaymentIntent).status).toBe('succeeded');
    const replay = await second.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'persist-1' });
    expect(replay.id).toBe(session.id);
    await waitFor(() => receiver2.received.length === 1);
    expect(second.stripe.webhooks.constructEvent(receiver2.received[0]!.rawBody, receiver2.received[0]!.signature, WEBHOOK_SECRET, undefined, undefined, Math.floor(now / 1000)).type).toBe(
      'checkout.session.completed',
    );
  });
});

describe('concurrent delivery', () => {
  /** A receiver that holds every delivery `delayMs` and records how many were open at once. */
  async function slowReceiver(delayMs: number) {
    const http = await import('node:http');
    const received: Array<{ type: string; sessionId: string; startedAt: number; endedAt: number }> = [];
    let open = 0;
    let maxOpen = 0;
    const server = http.createServer((req, res) => {
      open += 1;
      maxOpen = Math.max(maxOpen, open);
      const startedAt = Date.now();
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        setTimeout(() => {
          const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string; data: { object: { id: string } } };
          open -= 1;
          received.push({ type: event.type, sessionId: event.data.object.id, startedAt, endedAt: Date.now() });
          res.writeHead(200).end('{}');
        }, delayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
    return { url, received, maxOpen: () => maxOpen };
  }

  it('delivers several events at once, never more than webhookConcurrency', async () => {
    const receiver = await slowReceiver(150);
    const run = await startEmulator({ webhookUrl: receiver.url, webhookConcurrency: 3 });
    cleanups.push(run.close);
    const sessions = await Promise.all(Array.from({ length: 7 }, () => run.stripe.checkout.sessions.create(sessionParams())));
    const startedAt = Date.now();
    for (const session of sessions) expect((await pay(run, session.id)).status).toBe(200);
    await waitFor(() => receiver.received.length === 7);
    expect(receiver.maxOpen()).toBe(3);
    // One at a time would have taken 7 × 150 ms; three at a time takes three rounds.
    expect(Date.now() - startedAt).toBeLessThan(7 * 150);
    expect(new Set(receiver.received.map((r) => r.sessionId))).toEqual(new Set(sessions.map((s) => s.id)));
    // The receiver may have answered the last one before the emulator recorded it:
    // deliverDue() resolves once nothing is in flight any more.
    await run.emulator.dispatcher.deliverDue();
    expect(run.emulator.store.state.events.every((e) => e.delivery.status === 'delivered' && e.delivery.attempts === 1)).toBe(true);
  });

  it('never has two events of one session in flight: they arrive in creation order', async () => {
    const receiver = await slowReceiver(100);
    const run = await startEmulator({ webhookUrl: receiver.url, webhookConcurrency: 8 });
    cleanups.push(run.close);
    const [failing, paid] = await Promise.all([
      run.stripe.checkout.sessions.create(sessionParams()),
      run.stripe.checkout.sessions.create(sessionParams()),
    ]);
    await pay(run, failing!.id, 'async_failed');
    await pay(run, paid!.id);
    await waitFor(() => receiver.received.length === 3);
    const ofFailing = receiver.received.filter((r) => r.sessionId === failing!.id);
    expect(ofFailing.map((r) => r.type)).toEqual(['checkout.session.completed', 'checkout.session.async_payment_failed']);
    expect(ofFailing[1]!.startedAt).toBeGreaterThanOrEqual(ofFailing[0]!.endedAt);
    // The other session's event did not wait for them.
    expect(receiver.maxOpen()).toBe(2);
  });

  it('webhookConcurrency 1 sends them one after the other, in creation order', async () => {
    const receiver = await slowReceiver(30);
    const run = await startEmulator({ webhookUrl: receiver.url, webhookConcurrency: 1 });
    cleanups.push(run.close);
    const sessions = await Promise.all(Array.from({ length: 4 }, () => run.stripe.checkout.sessions.create(sessionParams())));
    for (const session of sessions) await pay(run, session.id);
    await waitFor(() => receiver.received.length === 4);
    expect(receiver.maxOpen()).toBe(1);
    expect(receiver.received.map((r) => r.sessionId)).toEqual(sessions.map((s) => s.id));
  });
});
