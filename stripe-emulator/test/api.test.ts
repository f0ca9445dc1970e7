import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../src/app.ts';
import { KEY_HEADERS, SECRET_KEY, sessionParams, startEmulator, type Running } from './helpers.ts';

let run: Running;
let stripe: Stripe;
beforeAll(async () => {
  run = await startEmulator();
  stripe = run.stripe;
});
afterAll(() => run.close());

async function paidSession() {
  const session = await stripe.checkout.sessions.create(sessionParams());
  const res = await fetch(`http://127.0.0.1:${run.port}/_emulator/sessions/${session.id}/pay`, { method: 'POST', headers: KEY_HEADERS });
  expect(res.status).toBe(200);
  return stripe.checkout.sessions.retrieve(session.id);
}

describe('Checkout Sessions with the real stripe SDK', () => {
  it('creates an open, unpaid session shaped like Stripe', async () => {
    const s = await stripe.checkout.sessions.create(sessionParams());
    expect(s.id).toMatch(/^cs_test_/);
    expect(s.object).toBe('checkout.session');
    expect(s).toMatchObject({
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 10500,
      amount_subtotal: 10500,
      currency: 'eur',
      customer_email: 'awa@example.fr',
      client_reference_id: 'order_42',
      metadata: { order_id: '42' },
      livemode: false,
      payment_intent: null,
      url: `http://localhost:12211/c/pay/${s.id}`,
    });
    const now = Math.floor(Date.now() / 1000);
    expect(s.expires_at).toBeGreaterThanOrEqual(now + 24 * 3600 - 5);
    expect(s.line_items).toBeUndefined();
  });

  it('retrieves with expand[]=line_items and expand[]=payment_intent, and lists line items', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const s = await stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items', 'payment_intent'] });
    expect(s.line_items?.object).toBe('list');
    expect(s.line_items?.data.map((l) => [l.description, l.quantity, l.amount_total, l.price?.unit_amount])).toEqual([
      ['Pass festival', 2, 9000, 4500],
      ['Soirée du samedi', 1, 1500, 1500],
    ]);
    expect(s.payment_intent).toBeNull();
    const items = await stripe.checkout.sessions.listLineItems(created.id);
    expect(items.data).toHaveLength(2);
    expect(items.has_more).toBe(false);

    const paid = await paidSession();
    const expanded = await stripe.checkout.sessions.retrieve(paid.id, { expand: ['payment_intent'] });
    const pi = expanded.payment_intent as Stripe.PaymentIntent;
    expect(pi.id).toMatch(/^pi_/);
    expect(pi).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 10500, amount_received: 10500, metadata: { order_id: '42' } });
    expect((await stripe.paymentIntents.retrieve(pi.id)).id).toBe(pi.id);
  });

  it('validates expires_at between 30 minutes and 24 hours', async () => {
    const now = Math.floor(Date.now() / 1000);
    const ok = await stripe.checkout.sessions.create(sessionParams({ expires_at: now + 31 * 60 }));
    expect(ok.expires_at).toBe(now + 31 * 60);
    await expect(stripe.checkout.sessions.create(sessionParams({ expires_at: now + 10 * 60 }))).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'expires_at',
      statusCode: 400,
      message: expect.stringContaining('at least 30 minutes'),
    });
    await expect(stripe.checkout.sessions.create(sessionParams({ expires_at: now + 25 * 3600 }))).rejects.toMatchObject({
      param: 'expires_at',
      message: expect.stringContaining('less than 24 hours'),
    });
  });

  it('answers Stripe-shaped validation errors', async () => {
    const err = await stripe.checkout.sessions
      .create({ mode: 'payment', line_items: [{ price_data: { currency: 'eur', product_data: { name: 'X' } } as never, quantity: 1 }] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(err).toMatchObject({ type: 'StripeInvalidRequestError', rawType: 'invalid_request_error', code: 'parameter_missing', param: 'line_items[0][price_data][unit_amount]', statusCode: 400 });

    await expect(stripe.checkout.sessions.create({ ...sessionParams(), bogus: 'x' } as never)).rejects.toMatchObject({
      code: 'parameter_unknown',
      param: 'bogus',
      message: 'Received unknown parameter: bogus',
    });
    await expect(stripe.checkout.sessions.create(sessionParams({ customer_email: 'not-an-email' }))).rejects.toMatchObject({
      param: 'customer_email',
      message: 'Invalid email address: not-an-email',
    });
  });

  it('expires an open session once, then refuses like Stripe', async () => {
    const s = await stripe.checkout.sessions.create(sessionParams());
    const expired = await stripe.checkout.sessions.expire(s.id);
    expect(expired).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null });
    await expect(stripe.checkout.sessions.expire(s.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      message: 'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.',
    });
  });

  it('answers 404 resource_missing for unknown ids', async () => {
    for (const call of [
      () => stripe.checkout.sessions.retrieve('cs_test_unknown'),
      () => stripe.checkout.sessions.expire('cs_test_unknown'),
      () => stripe.paymentIntents.retrieve('pi_unknown'),
      () => stripe.refunds.retrieve('re_unknown'),
    ]) {
      await expect(call()).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'resource_missing', statusCode: 404 });
    }
    await expect(stripe.checkout.sessions.retrieve('cs_test_unknown')).rejects.toMatchObject({ message: "No such checkout.session: 'cs_test_unknown'", param: 'session' });
  });

  it('requires a test secret key', async () => {
    const bad = new Stripe('sk_live_nope', { host: '127.0.0.1', port: run.port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(bad.checkout.sessions.retrieve('cs_test_x')).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    const res = await fetch(`http://127.0.0.1:${run.port}/v1/checkout/sessions/cs_test_x`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { type: 'invalid_request_error', message: expect.stringContaining('API key') } });
  });

  it('accepts only its own key, not any sk_test_… key', async () => {
    const other = new Stripe('sk_test_someone_else_0000', { host: '127.0.0.1', port: run.port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(other.checkout.sessions.create(sessionParams())).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    const basic = await fetch(`http://127.0.0.1:${run.port}/v1/events`, { headers: { authorization: `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}` } });
    expect(basic.status).toBe(200);
  });

  it('refuses to start without a key', () => {
    expect(() => createEmulator({ secretKey: '', webhookUrl: null, webhookSecret: 'whsec_x', publicUrl: 'http://localhost:1' })).toThrow(/secretKey/);
  });
});

describe('/_emulator helpers', () => {
  it('want the key: without it (or with another) nobody pays a session or lists events', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const base = `http://127.0.0.1:${run.port}/_emulator`;
    for (const headers of [{}, { authorization: 'Bearer sk_test_someone_else_0000' }] as Array<Record<string, string>>) {
      const paid = await fetch(`${base}/sessions/${session.id}/pay`, { method: 'POST', headers });
      expect(paid.status).toBe(401);
      expect((await fetch(`${base}/events`, { headers })).status).toBe(401);
      expect((await fetch(`${base}/tick`, { method: 'POST', headers })).status).toBe(401);
    }
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid');
    expect((await fetch(`${base}/events`, { headers: KEY_HEADERS })).status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and parameters', async () => {
    const a = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order:1:checkout:1' });
    const b = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order:1:checkout:1' });
    expect(b.id).toBe(a.id);
    expect(b.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(Object.values(run.emulator.store.state.sessions).filter((s) => s.id === a.id)).toHaveLength(1);
  });

  it('refuses the same key with different parameters', async () => {
    await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order:2:checkout:1' });
    const err = await stripe.checkout.sessions
      .create(sessionParams({ client_reference_id: 'other' }), { idempotencyKey: 'order:2:checkout:1' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(err).toMatchObject({ statusCode: 400, message: expect.stringContaining('same parameters') });
  });

  it('replays stored errors too', async () => {
    const paid = await paidSession();
    const pi = paid.payment_intent as string;
    const first = await stripe.refunds.create({ payment_intent: pi, amount: 999_999 }, { idempotencyKey: 'refund:x' }).catch((e: unknown) => e);
    expect(first).toMatchObject({ statusCode: 400, param: 'amount' });
    const again = await stripe.refunds.create({ payment_intent: pi, amount: 999_999 }, { idempotencyKey: 'refund:x' }).catch((e: unknown) => e);
    expect(again).toMatchObject({ statusCode: 400, param: 'amount', message: (first as Error).message });
    expect((again as Stripe.errors.StripeError).headers?.['idempotent-replayed']).toBe('true');
  });
});

describe('Refunds', () => {
  it('refunds partially, then the rest, then refuses', async () => {
    const paid = await paidSession();
    const pi = paid.payment_intent as string;
    const partial = await stripe.refunds.create({ payment_intent: pi, amount: 4500, reason: 'requested_by_customer', metadata: { order_id: '42' } });
    expect(partial).toMatchObject({ object: 'refund', amount: 4500, status: 'succeeded', payment_intent: pi, currency: 'eur', reason: 'requested_by_customer' });
    expect(partial.id).toMatch(/^re_/);
    expect((await stripe.refunds.retrieve(partial.id)).amount).toBe(4500);
    expect(await stripe.paymentIntents.retrieve(pi)).toMatchObject({ amount_refunded: 4500 });

    await expect(stripe.refunds.create({ payment_intent: pi, amount: 7000 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'amount',
      message: 'Refund amount (€70.00) is greater than unrefunded amount on charge (€60.00)',
    });
    const rest = await stripe.refunds.create({ payment_intent: pi });
    expect(rest.amount).toBe(6000);
    expect(await stripe.paymentIntents.retrieve(pi)).toMatchObject({ amount_refunded: 10500 });
    await expect(stripe.refunds.create({ payment_intent: pi })).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('refunds in full by default and refuses an unpaid intent', async () => {
    const paid = await paidSession();
    const full = await stripe.refunds.create({ payment_intent: paid.payment_intent as string });
    expect(full.amount).toBe(10500);
    await expect(stripe.refunds.create({ payment_intent: 'pi_nope' })).rejects.toMatchObject({ code: 'resource_missing', statusCode: 404 });
  });
});
