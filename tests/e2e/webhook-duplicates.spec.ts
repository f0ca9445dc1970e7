/**
 * Stripe delivers webhooks at least once: the same `checkout.session.completed` can arrive many
 * times. docs/purchase-flow.md: each event id is stored once and fulfilment happens once, so ten
 * deliveries of the same, correctly signed event still mean one set of tickets and one e-mail.
 *
 * The order is bought through the same public calls the site makes (cart, checkout, Stripe
 * session) and paid through the emulator's own test helper (the same as paying with 4242);
 * the stored event is then re-sent exactly as Stripe would re-send it, signed with the stack's
 * STRIPE_WEBHOOK_SECRET by the real `stripe` SDK.
 */
import { expect, test, fetchTickets } from './support/fixtures';
import { outboxMessagesWithKey, storedStripeEvents, ticketsOfOrder } from './support/commerce-db';
import { orderThroughApi, payAtEmulator } from './support/api-purchase';
import { deliveriesOfSession, emulatorStripe, eventsOfSession, signWebhook, webhookSecret } from './support/emulator';
import { outboxTo, waitForSentTo } from './support/outbox';
import { fetchOrder, newBuyer } from './support/purchase';

const DELIVERIES = 10;
const QUANTITY = 3;

test('the same webhook delivered ten times gives one set of tickets and one e-mail', async ({ request, stack, baseURL }) => {
  const buyer = newBuyer('webhook');
  const ticket = (await fetchTickets(request)).find(
    (candidate) => candidate.category === 'night' && candidate.onSale && candidate.remaining >= QUANTITY,
  );
  if (!ticket) throw new Error(`no night ticket on sale with ${QUANTITY} places left`);

  const { orderId, sessionId } = await test.step('buy and pay an order', async () => {
    const order = await orderThroughApi(request, baseURL!, buyer, { ticketId: ticket.id, quantity: QUANTITY });
    await payAtEmulator(request, order.sessionId);
    return order;
  });

  await test.step('the emulator delivered its webhook: order completed, e-mail sent', async () => {
    await expect
      .poll(async () => (await deliveriesOfSession(sessionId)).map((event) => `${event.type}:${event.delivery.status}`), {
        timeout: 15_000,
      })
      .toEqual(['checkout.session.completed:delivered']);
    const order = await fetchOrder(request, orderId);
    expect(order.status).toBe('completed');
    expect(order.tickets).toHaveLength(QUANTITY);
    await waitForSentTo(request, buyer.email);
  });

  const stripe = emulatorStripe();
  const [event, ...others] = await eventsOfSession(stripe, sessionId, 'checkout.session.completed');
  expect(others, 'one checkout.session.completed event for the session').toHaveLength(0);
  const payload = JSON.stringify(event, null, 2);
  const webhookUrl = `${stack.apiUrl}/api/stripe/webhook`;

  await test.step('a forged signature is refused (so the 2xx below are real verifications)', async () => {
    const forged = await request.post(webhookUrl, {
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signWebhook(stripe, payload, 'whsec_not_the_secret') },
      data: payload,
    });
    expect(forged.status()).toBe(400);
  });

  await test.step(`the same event, correctly signed, ${DELIVERIES} more times: each answered 2xx`, async () => {
    const secret = webhookSecret();
    for (let delivery = 1; delivery <= DELIVERIES; delivery += 1) {
      const response = await request.post(webhookUrl, {
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signWebhook(stripe, payload, secret) },
        data: payload,
      });
      expect(response.status(), `delivery ${delivery}: ${await response.text()}`).toBeGreaterThanOrEqual(200);
      expect(response.status(), `delivery ${delivery}`).toBeLessThan(300);
    }
  });

  await test.step('still one set of tickets and one e-mail', async () => {
    expect(await storedStripeEvents(event!.id)).toBe(1);
    const order = await fetchOrder(request, orderId);
    expect(order.status).toBe('completed');
    expect(order.tickets).toHaveLength(QUANTITY);
    const tickets = await ticketsOfOrder(orderId);
    expect(tickets).toHaveLength(QUANTITY);
    expect(new Set(tickets.map((row) => row.code)).size, 'distinct QR secrets').toBe(QUANTITY);
    // Every e-mail starts as an outbox row, so one row means one e-mail, now and later.
    expect(await outboxMessagesWithKey(`order-confirmation:${orderId}`)).toBe(1);
    expect(await outboxTo(request, buyer.email)).toHaveLength(1);
  });
});
