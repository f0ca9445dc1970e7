/**
 * A payment that does not go through the first time still ends in one paid order: the buyer who
 * goes back from the payment page, and the buyer whose payment fails, both get their cart back
 * and pay again (docs/spec.md §2 « Checkout screen », « Order status screen », §4 « Checkout »).
 */
import { expect, test, fetchTickets, type TicketType } from './support/fixtures';
import { CARDS, expectPaymentPage, payWithCard, payWithTestOption } from './support/emulator';
import {
  checkoutSummary,
  checkoutUpToPayment,
  euros,
  expectCheckoutScreen,
  expectCompletedView,
  fetchOrder,
  fillCheckoutForm,
  newBuyer,
  orderIdOfPaymentPage,
  submitCheckout,
  waitForConfirmationPage,
  type PurchaseLine,
} from './support/purchase';

function pickLine(tickets: TicketType[], quantity: number): PurchaseLine {
  const ticket = tickets.find((candidate) => candidate.category === 'night' && candidate.onSale && candidate.remaining >= quantity);
  if (!ticket) throw new Error(`no night ticket on sale with ${quantity} places left`);
  return { name: ticket.name, price: ticket.price, quantity };
}

test.describe('payment retries', () => {
  test('cancel on the payment page, then retry and pay', async ({ page, request }) => {
    test.slow();
    const buyer = newBuyer('cancel');
    const line = pickLine(await fetchTickets(request), 2);
    const total = line.price * line.quantity;

    await checkoutUpToPayment(page, buyer, line);
    await expectPaymentPage(page, euros(total));
    const firstOrderId = await orderIdOfPaymentPage(page);

    await test.step('« ← Retour » brings the buyer back with the cancel message and the cart', async () => {
      await page.getByRole('link', { name: '← Retour' }).click();
      await page.waitForURL(
        (url) => url.pathname.replace(/\/$/, '') === `/checkout/${firstOrderId}` && url.searchParams.get('canceled') === 'true',
      );
      await expectCheckoutScreen(page);
      await expect(page.getByText('Votre paiement a été annulé. Vous pouvez réessayer quand vous le souhaitez.')).toBeVisible();
      const summary = checkoutSummary(page);
      await expect(summary.getByRole('listitem').filter({ hasText: line.name })).toHaveCount(1);
      await expect(summary.getByRole('group', { name: new RegExp(line.name) })).toHaveText(String(line.quantity));
      // The abandoned order no longer holds places nor can be paid.
      expect((await fetchOrder(request, firstOrderId)).status).toBe('failed');
    });

    await test.step('pay again: a new order, paid', async () => {
      await fillCheckoutForm(page, buyer);
      await submitCheckout(page);
      await expectPaymentPage(page, euros(total));
      await payWithCard(page, CARDS.success);
      const orderId = await waitForConfirmationPage(page);
      expect(orderId).not.toBe(firstOrderId);
      const order = await fetchOrder(request, orderId);
      expect(order.status).toBe('completed');
      await expectCompletedView(page, order, line.quantity);
    });
  });

  test('a declined card, then a failed payment, then « Réessayer » and a successful payment', async ({ page, request }) => {
    test.slow();
    const buyer = newBuyer('declined');
    const line = pickLine(await fetchTickets(request), 1);

    await checkoutUpToPayment(page, buyer, line);
    const sessionId = await expectPaymentPage(page, euros(line.price));
    const firstOrderId = await orderIdOfPaymentPage(page);

    await test.step('the card 4000 0000 0000 0002 is declined and the payment page stays open', async () => {
      await payWithCard(page, CARDS.declined);
      await expect(page.getByRole('alert')).toHaveText('Votre carte a été refusée.');
      expect(page.url()).toContain(`/c/pay/${sessionId}`);
      await expect(page.getByRole('button', { name: `Payer ${euros(line.price)}` })).toBeEnabled();
    });

    await test.step('the payment then fails asynchronously: the status page shows the failure', async () => {
      await payWithTestOption(page, 'Échec asynchrone');
      const orderId = await waitForConfirmationPage(page);
      expect(orderId).toBe(firstOrderId);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible({ timeout: 20_000 });
      expect((await fetchOrder(request, orderId)).status).toBe('failed');
      const retry = main.getByRole('link', { name: 'Réessayer' });
      await expect(retry).toHaveAttribute('href', `/payment-flow?session=${firstOrderId}`);
      await expect(main.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
      await retry.click();
    });

    await test.step('« Réessayer » leads to the checkout with the cart restored, and the payment succeeds', async () => {
      await page.waitForURL(
        (url) => url.pathname.replace(/\/$/, '') === '/checkout' && url.searchParams.get('session') === firstOrderId,
      );
      await expectCheckoutScreen(page);
      const summary = checkoutSummary(page);
      await expect(summary.getByRole('listitem').filter({ hasText: line.name })).toHaveCount(1);
      await fillCheckoutForm(page, buyer);
      await submitCheckout(page);
      await expectPaymentPage(page, euros(line.price));
      await payWithCard(page, CARDS.success);
      const orderId = await waitForConfirmationPage(page);
      expect(orderId).not.toBe(firstOrderId);
      const order = await fetchOrder(request, orderId);
      expect(order.status).toBe('completed');
      await expectCompletedView(page, order, 1);
    });
  });
});
