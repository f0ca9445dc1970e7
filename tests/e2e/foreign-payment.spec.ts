/**
 * A payment made outside the ticketing never issues a ticket (docs/purchase-flow.md « Which
 * session may pay an order »). A Checkout Session created straight on Stripe (here the emulator,
 * with the real SDK) names a pending order by `client_reference_id`, as a Payment Link opened with
 * `?client_reference_id=<order id>` would, and is paid. Its signed webhook reaches the API, which
 * refunds it and leaves the order waiting for its own payment; the back-office lists the order
 * « À vérifier » and its page says what happened, in French.
 */
import { expect, fetchTickets, test } from './support/fixtures';
import { orderThroughApi, payAtEmulator } from './support/api-purchase';
import { loginAsAdmin } from './support/back-office';
import { deliveriesOfSession, emulatorStripe } from './support/emulator';
import { expectHydrated, fetchOrder, newBuyer } from './support/purchase';

test('a foreign payment naming an order is refunded, issues nothing and is shown « À vérifier »', async ({ page, request, stack }) => {
  const ticket = (await fetchTickets(request)).find((candidate) => candidate.onSale && !candidate.soldOut && candidate.remaining >= 1);
  if (!ticket) throw new Error('no ticket on sale');
  const placed = await orderThroughApi(request, stack.siteUrl, newBuyer('foreign-payment'), { ticketId: ticket.id, quantity: 1 });
  const stripe = emulatorStripe();

  const foreign = await test.step('someone pays 1 € through a session the ticketing did not create', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: placed.orderId,
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 100, product_data: { name: 'Don' } } }],
      success_url: `${stack.siteUrl}/`,
      cancel_url: `${stack.siteUrl}/`,
    });
    await payAtEmulator(request, session.id);
    await expect
      .poll(async () => (await deliveriesOfSession(session.id)).map((event) => `${event.type}:${event.delivery.status}`), { timeout: 15_000 })
      .toEqual(['checkout.session.completed:delivered']);
    return session;
  });

  await test.step('the order still waits for its own payment, and the 1 € went back', async () => {
    const order = await fetchOrder(request, placed.orderId);
    expect(order.status).toBe('pending');
    const paid = await stripe.checkout.sessions.retrieve(foreign.id);
    const intent = (await stripe.paymentIntents.retrieve(paid.payment_intent as string)) as unknown as { amount_refunded?: number };
    expect(intent.amount_refunded).toBe(100);
  });

  const order = await fetchOrder(request, placed.orderId);
  await loginAsAdmin(page, request, stack);
  await test.step('/admin/sales lists it « À vérifier »', async () => {
    await page.goto('/admin/sales?needsReview=1');
    const main = page.getByRole('main');
    await expectHydrated(main.getByRole('button', { name: 'Filtrer' }));
    await expect(main.getByRole('combobox', { name: 'Paiements' })).toHaveValue('1');
    const row = main.getByRole('row').filter({ hasText: order.number });
    await expect(row).toContainText('À vérifier');
    await row.getByRole('link', { name: order.number }).click();
    await page.waitForURL(new RegExp(`/admin/sales/${placed.orderId}$`));
  });

  await test.step('the order page explains the refused payment', async () => {
    const card = page.getByRole('region', { name: 'Paiements refusés : à vérifier' });
    await expect(card.getByRole('alert')).toContainText('Aucun billet n’a été émis pour ce paiement et il a été remboursé intégralement.');
    const row = card.getByRole('row').filter({ hasText: foreign.id });
    await expect(row).toContainText('Session de paiement qui n’a pas été créée par la billetterie pour cette commande');
    await expect(row).toContainText('1,00 €');
  });
});
