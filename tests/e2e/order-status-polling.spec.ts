/**
 * The order status screen waits for a confirmation that comes late (docs/spec.md §4 « Order status »:
 * pending or processing → refresh every 30 s with a visible countdown, stop on a terminal
 * state). Nothing is faked: the status page is open while the order really is unpaid (the payment
 * page is still open in the buyer's other tab), then the payment is made with the emulator's
 * « Succès asynchrone » option (a delayed-notification method: the session completes unpaid,
 * then `checkout.session.async_payment_succeeded` arrives by signed webhook), and the page's own
 * countdown refresh, without any click, shows the success.
 */
import type { Locator } from '@playwright/test';
import { expect, test, fetchTickets } from './support/fixtures';
import { deliveriesOfSession, expectPaymentPage, payWithTestOption } from './support/emulator';
import {
  checkoutUpToPayment,
  euros,
  expectCompletedView,
  fetchOrder,
  newBuyer,
  orderIdOfPaymentPage,
  waitForConfirmationPage,
} from './support/purchase';

const COUNTDOWN = /Prochaine actualisation dans (\d+) s/;

/** Seconds the countdown text shows (« Prochaine actualisation dans 27 s »), or null while refreshing. */
async function countdownSeconds(text: Locator): Promise<number | null> {
  const match = COUNTDOWN.exec((await text.textContent()) ?? '');
  return match ? Number(match[1]) : null;
}

test('a late payment confirmation: the status page counts down, then shows the success by itself', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000); // one polling period (30 s) is part of the journey
  const buyer = newBuyer('pending');
  const ticket = (await fetchTickets(request)).find((candidate) => candidate.category === 'night' && candidate.onSale);
  if (!ticket) throw new Error('no night ticket on sale');
  const line = { name: ticket.name, price: ticket.price, quantity: 1 };

  await checkoutUpToPayment(page, buyer, line);
  const sessionId = await expectPaymentPage(page, euros(line.price));
  const orderId = await orderIdOfPaymentPage(page);

  // The buyer opens the order's status page in another tab before the payment is confirmed.
  const statusPage = await context.newPage();
  await statusPage.goto(`/confirmation/${orderId}`);
  const main = statusPage.getByRole('main');
  const timer = main.getByRole('timer');
  const countdownText = main.getByText(COUNTDOWN);

  await test.step('pending view: « Actualiser maintenant » and a countdown that goes down', async () => {
    await expect(main.getByRole('heading', { name: 'Paiement en cours de vérification' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Actualiser maintenant' })).toBeVisible();
    await expect(timer).toHaveAccessibleName(COUNTDOWN);
    const first = await countdownSeconds(countdownText);
    expect(first).not.toBeNull();
    expect(first!).toBeLessThanOrEqual(30);
    await expect.poll(() => countdownSeconds(countdownText), { timeout: 5_000 }).toBeLessThan(first!);
    expect(['pending', 'processing']).toContain((await fetchOrder(request, orderId)).status);
  });

  await test.step('the payment is confirmed late, by webhook', async () => {
    await payWithTestOption(page, 'Succès asynchrone');
    expect(await waitForConfirmationPage(page)).toBe(orderId);
    // Both signed events of a delayed-notification payment reached the API and were accepted.
    await expect
      .poll(async () => (await deliveriesOfSession(sessionId)).map((event) => `${event.type}:${event.delivery.status}`).sort(), {
        timeout: 15_000,
      })
      .toEqual(['checkout.session.async_payment_succeeded:delivered', 'checkout.session.completed:delivered']);
    expect((await fetchOrder(request, orderId)).status).toBe('completed');
  });

  await test.step('the status tab shows the success at its next automatic refresh', async () => {
    // Still the pending view until the countdown reaches 0: no click, no reload.
    await expect(main.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible({ timeout: 35_000 });
    await expect(timer, 'polling stops on a terminal state').toHaveCount(0);
    await expectCompletedView(statusPage, await fetchOrder(request, orderId), 1);
  });
});
