/**
 * Buyers the first purchase journey does not cover: someone who opens another paid order's status
 * page while filling a cart, a buyer from Angola (whose addresses have no postal code), a logged-in
 * buyer whose name and e-mail the checkout fills in, and a buyer whose order was refunded.
 */
import type { Page } from '@playwright/test';
import { expect, fetchTickets, test, type TicketType } from './support/fixtures';
import { orderThroughApi, payAtEmulator } from './support/api-purchase';
import { authHeader, newAccount, registerThroughApi, storeSessionInPage, waitForCompletedOrder } from './support/accounts';
import { staffToken } from './support/back-office';
import { CARDS, expectPaymentPage, payWithCard } from './support/emulator';
import {
  addToCart,
  cartButton,
  checkoutFields,
  euros,
  expectCheckoutScreen,
  expectCompletedView,
  fetchOrder,
  newBuyer,
  openCart,
  priceText,
  submitCheckout,
  waitForConfirmationPage,
} from './support/purchase';

function nightOnSale(tickets: TicketType[]): TicketType {
  const night = tickets.find((ticket) => ticket.category === 'night' && ticket.onSale && !ticket.soldOut && ticket.remaining >= 2);
  if (!night) throw new Error('no night ticket on sale in GET /api/tickets');
  return night;
}

/** /tickets → one `ticket` in the cart → « Passer la commande » → the checkout screen. */
async function cartToCheckout(page: Page, ticket: TicketType): Promise<void> {
  await page.goto('/tickets');
  await addToCart(page, ticket.name, 1);
  const panel = await openCart(page);
  await panel.getByRole('link', { name: 'Passer la commande' }).click();
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/checkout');
  await expectCheckoutScreen(page);
}

test.describe('buyer journeys', () => {
  test("opening another paid order's status page leaves the visitor's cart as it was", async ({ page, request, baseURL }) => {
    const night = nightOnSale(await fetchTickets(request));
    const paid = await orderThroughApi(request, baseURL!, newBuyer('unrelated-order'), { ticketId: night.id, quantity: 1 });
    await payAtEmulator(request, paid.sessionId);
    await waitForCompletedOrder(request, paid.orderId);

    await page.goto('/tickets');
    await addToCart(page, night.name, 2);
    const cartId = await page.evaluate(() => localStorage.getItem('cartId'));
    expect(cartId, 'the new cart is stored').toBeTruthy();

    await page.goto(`/confirmation/${paid.orderId}`);
    await expectCompletedView(page, await fetchOrder(request, paid.orderId), 1);
    await expect(cartButton(page)).toHaveAccessibleName(/\(2 articles\)/);
    expect(await page.evaluate(() => localStorage.getItem('cartId'))).toBe(cartId);

    await page.goto('/tickets');
    const panel = await openCart(page);
    await expect(panel.getByRole('listitem').filter({ hasText: night.name })).toHaveCount(1);
  });

  test('a buyer from Angola buys without being asked for a postal code', async ({ page, request }) => {
    test.slow(); // a whole purchase through the payment page
    const night = nightOnSale(await fetchTickets(request));
    const buyer = newBuyer('angola');
    await cartToCheckout(page, night);

    const fields = checkoutFields(page);
    await fields.country.selectOption({ label: 'Angola' });
    await expect(fields.postalCode, 'no postal code field for Angola').toHaveCount(0);
    await fields.firstName.fill('Nzinga');
    await fields.lastName.fill('Mbande');
    await fields.email.fill(buyer.email);
    await fields.phone.fill('+244 923 456 789');
    await fields.line1.fill('Rua Rainha Ginga 12');
    await fields.city.fill('Luanda');
    await submitCheckout(page);

    await expectPaymentPage(page, euros(night.price));
    await payWithCard(page, CARDS.success);
    const orderId = await waitForConfirmationPage(page);
    const order = await fetchOrder(request, orderId);
    expect(order.status).toBe('completed');
    await expectCompletedView(page, order, 1);
  });

  test("a logged-in buyer finds their name and e-mail filled in, and may send the tickets elsewhere", async ({ page, request }) => {
    const night = nightOnSale(await fetchTickets(request));
    const account = newAccount('prefill');
    await storeSessionInPage(page, await registerThroughApi(request, account));
    await cartToCheckout(page, night);

    const fields = checkoutFields(page);
    await expect(fields.firstName).toHaveValue(account.firstName);
    await expect(fields.lastName).toHaveValue(account.lastName);
    await expect(fields.email).toHaveValue(account.email);
    await expect(fields.email).toBeEditable();
    await fields.email.fill(`tickets.${account.email}`);
    await expect(fields.email).toHaveValue(`tickets.${account.email}`);
  });

  test("a refunded order's status page says what went back, when, and which tickets no longer count", async ({ page, request, baseURL, stack }) => {
    const night = nightOnSale(await fetchTickets(request));
    const paid = await orderThroughApi(request, baseURL!, newBuyer('refunded'), { ticketId: night.id, quantity: 2 });
    await payAtEmulator(request, paid.sessionId);
    await waitForCompletedOrder(request, paid.orderId);
    const admin = await staffToken(request, stack, 'admin');
    const refund = async (data: { ticketIds?: number[] }) => {
      const response = await request.post(`/api/admin/orders/${paid.orderId}/refund`, { headers: authHeader(admin), data });
      expect(response.status(), `POST /api/admin/orders/${paid.orderId}/refund: ${await response.text()}`).toBe(200);
    };
    const main = page.getByRole('main');

    await test.step('one ticket refunded: still paid, the refund told, that ticket marked', async () => {
      await refund({ ticketIds: [(await fetchOrder(request, paid.orderId)).tickets[0]!.id] });
      await page.goto(`/confirmation/${paid.orderId}`);
      await expect(main.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible({ timeout: 20_000 });
      const note = main.getByRole('note', { name: 'Remboursement partiel' });
      await expect(note).toContainText(priceText(night.price));
      await expect(note).toContainText('remboursés le');
      await expect(main.getByRole('listitem').filter({ hasText: 'Remboursé' })).toHaveCount(1);
      await expect(main.getByRole('listitem').filter({ hasText: 'Validé' })).toHaveCount(1);
    });

    await test.step('the rest refunded: « Commande remboursée » with the whole amount, never « Aucune information disponible »', async () => {
      await refund({});
      await page.reload();
      await expect(main.getByRole('heading', { name: 'Commande remboursée' })).toBeVisible({ timeout: 20_000 });
      await expect(main.getByText(/remboursés le/)).toContainText(priceText(night.price * 2));
      await expect(main.getByRole('heading', { name: 'Aucune information disponible' })).toHaveCount(0);
    });
  });
});
