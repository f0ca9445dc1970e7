import { emulatorEventTypes, stripeOperations, validateRequest } from '@kizomba/stripe-openapi';
import { CHECKOUT_LOCALES } from '../src/params.ts';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { KEY_HEADERS, openApiChecks, sessionParams, startEmulator, startReceiver, waitFor, type Running } from './helpers.ts';

let run: Running;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  run = await startEmulator({ webhookUrl: receiver.url });
});
afterAll(async () => {
  await run.close();
  await receiver.close();
});

const pay = (id: string, outcome = 'succeeded') =>
  fetch(`http://127.0.0.1:${run.port}/_emulator/sessions/${id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...KEY_HEADERS },
    body: JSON.stringify({ outcome }),
  });

/** Runs a call expected to be refused, so that Stripe's error object is checked too. */
async function refused(call: () => Promise<unknown>): Promise<void> {
  await expect(call()).rejects.toBeInstanceOf(Stripe.errors.StripeError);
}

it("answers every operation of the subset, success and refusal, and sends every event type, as Stripe's OpenAPI describes them", async () => {
  const { stripe } = run;
  const paid = await stripe.checkout.sessions.create(sessionParams());
  await refused(() => stripe.checkout.sessions.create({ ...sessionParams(), line_items: [] }));
  expect((await pay(paid.id)).status).toBe(200);
  await stripe.checkout.sessions.list({ limit: 3 });
  await refused(() => stripe.checkout.sessions.list({ limit: 0 }));
  const retrieved = await stripe.checkout.sessions.retrieve(paid.id, { expand: ['line_items', 'payment_intent'] });
  await refused(() => stripe.checkout.sessions.retrieve('cs_test_unknown'));
  await stripe.checkout.sessions.listLineItems(paid.id);
  await refused(() => stripe.checkout.sessions.listLineItems('cs_test_unknown'));

  const intentId = (retrieved.payment_intent as Stripe.PaymentIntent).id;
  await stripe.paymentIntents.retrieve(intentId);
  await refused(() => stripe.paymentIntents.retrieve('pi_unknown'));
  const refund = await stripe.refunds.create({ payment_intent: intentId, amount: 500 });
  await refused(() => stripe.refunds.create({ payment_intent: intentId, amount: 1_000_000 }));
  await stripe.refunds.retrieve(refund.id);
  await refused(() => stripe.refunds.retrieve('re_unknown'));

  const expiring = await stripe.checkout.sessions.create(sessionParams());
  await stripe.checkout.sessions.expire(expiring.id);
  await refused(() => stripe.checkout.sessions.expire(expiring.id));
  for (const outcome of ['async_succeeded', 'async_failed']) {
    const session = await stripe.checkout.sessions.create(sessionParams());
    expect((await pay(session.id, outcome)).status).toBe(200);
  }

  // completed ×3 (the two delayed payments first complete unpaid), async_payment_succeeded, async_payment_failed, expired.
  await waitFor(() => receiver.received.length === 6);
  const events = await stripe.events.list({ limit: 100 });
  await refused(() => stripe.events.list({ limit: 0 }));
  await stripe.events.retrieve(events.data[0]!.id);
  await refused(() => stripe.events.retrieve('evt_unknown'));

  const checks = [...openApiChecks];
  expect(checks.filter((check) => check.errors.length > 0)).toEqual([]);
  for (const { operationId } of stripeOperations) {
    expect(checks.some((check) => check.checked === `${operationId} 200`), `${operationId} 200`).toBe(true);
    expect(
      checks.some((check) => check.checked.startsWith(`${operationId} `) && check.checked !== `${operationId} 200`),
      `${operationId} refusal`,
    ).toBe(true);
  }
  for (const type of Object.keys(emulatorEventTypes)) {
    expect(checks.some((check) => check.checked === `event ${type}`), type).toBe(true);
  }
  console.info(
    `OpenAPI: ${checks.length} answers and events checked (${stripeOperations.length} operations with success and refusal, ${Object.keys(emulatorEventTypes).length} event types)`,
  );
});

it("accepts as Checkout locale only values Stripe's OpenAPI description lists, and each of them", () => {
  const body = (locale: string) =>
    `mode=payment&success_url=https%3A%2F%2Fexample.org%2Fok&line_items[0][price]=price_x&line_items[0][quantity]=1&locale=${encodeURIComponent(locale)}`;
  for (const locale of CHECKOUT_LOCALES) expect(validateRequest('POST', '/v1/checkout/sessions', body(locale)).errors, locale).toEqual([]);
  expect(validateRequest('POST', '/v1/checkout/sessions', body('xx')).errors).not.toEqual([]);
});
