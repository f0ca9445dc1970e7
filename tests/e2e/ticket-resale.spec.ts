/**
 * A holder who cannot come puts the ticket up for resale at the price paid: the door refuses it
 * while it is listed, a new buyer buys that ticket type on the tickets page and pays, the seller
 * is refunded the price minus the organiser's resale fee, and the old QR code is « Billet
 * revendu » at the door.
 *
 * The fee is the festival's setting (PUT /api/admin/festival-settings), set for the journey and
 * put back afterwards.
 */
import { resale } from '../../site/src/i18n/fr/resale';
import { scanner } from '../../site/src/i18n/fr/scanner';
import { authHeader, newAccount, registerThroughApi, storeSessionInPage } from './support/accounts';
import { checkInThroughApi, staffToken } from './support/back-office';
import { CARDS, payWithCard } from './support/emulator';
import { FAKE_CAMERA_ARGS, showOnFakeCamera } from './support/fake-camera';
import { createTicketType, paidOrderThroughApi, scanByHand } from './support/festival-passes';
import { expect, test } from './support/fixtures';
import {
  addToCart,
  expectCheckoutScreen,
  expectHydrated,
  fetchOrder,
  fillCheckoutForm,
  newBuyer,
  openCart,
  priceText,
  submitCheckout,
  waitForConfirmationPage,
} from './support/purchase';
import { escapeRegExp } from './support/text';
import { CHROMIUM_PATH } from '../support/stack';

// The scanner page opens the camera: an empty picture, the codes are typed by hand.
showOnFakeCamera(null);
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: FAKE_CAMERA_ARGS } });

const PRICE = 40;
const FEE = 2.5;

interface FestivalSettings {
  transferDeadline: string | null;
  resaleEnabled: boolean;
  resaleFee: number;
  offerHours: number[];
  offerThresholdDays: number[];
}

test('a holder resells a ticket at face value, a new buyer pays, the seller is refunded minus the fee and the old QR is refused', async ({ page, browser, request, stack }) => {
  test.slow(); // two purchases, a Stripe refund, the door
  const admin = await staffToken(request, stack, 'admin');
  const settingsUrl = '/api/admin/festival-settings';
  const saved = ((await (await request.get(settingsUrl, { headers: authHeader(admin) })).json()) as { settings: FestivalSettings }).settings;
  const put = async (settings: FestivalSettings) => {
    const { transferDeadline, resaleEnabled, resaleFee, offerHours, offerThresholdDays } = settings;
    const response = await request.put(settingsUrl, { headers: authHeader(admin), data: { transferDeadline, resaleEnabled, resaleFee, offerHours, offerThresholdDays } });
    expect(response.status(), `PUT ${settingsUrl}: ${await response.text()}`).toBe(200);
  };
  await put({ ...saved, resaleEnabled: true, resaleFee: FEE });
  try {
    const tag = Date.now().toString(36);
    const night = await createTicketType(request, admin, { name: `Soirée revendable ${tag}`, category: 'night', price: PRICE, quota: 5 });
    const seller = newAccount('resale-seller');
    const session = await registerThroughApi(request, seller);
    const sellerOrderId = await paidOrderThroughApi(request, stack.siteUrl, seller, { ticketId: night.id, quantity: 1 }, session.token);
    const tickets = ((await (await request.get('/api/account/tickets', { headers: authHeader(session.token) })).json()) as {
      data: { id: number; orderId: string; code: string }[];
    }).data;
    const ticket = tickets.find((t) => t.orderId === sellerOrderId)!;
    const refund = PRICE - FEE;

    await test.step('the dashboard: « Revendre au prix d’achat », the price paid, the fee and what comes back', async () => {
      await storeSessionInPage(page, session);
      await page.goto(`/dashboard/ticket/${ticket.id}`);
      const open = page.getByRole('button', { name: resale.open });
      await expectHydrated(open);
      await open.click();
      const quote = page.getByRole('dialog', { name: resale.title });
      const submit = quote.getByRole('button', { name: resale.submit });
      await expect(submit).toBeEnabled();
      await expect(quote).toContainText(resale.quote.price);
      await expect(quote).toContainText(priceText(PRICE));
      await expect(quote).toContainText(priceText(FEE));
      await expect(quote).toContainText(priceText(refund));
      await submit.click();
      await expect(page.getByText(resale.listedDone)).toBeVisible();
    });

    await test.step('while listed, the door refuses the ticket « Billet en revente »', async () => {
      expect(await checkInThroughApi(request, await staffToken(request, stack, 'scanner'), ticket.code)).toBe('on_resale');
    });

    const buyer = { ...newBuyer('resale-buyer'), firstName: 'Léa', lastName: 'Fontaine' };
    await test.step('a new buyer buys that night on /tickets and pays', async () => {
      const buyerPage = await browser.newPage({ baseURL: stack.siteUrl });
      await buyerPage.goto('/tickets');
      await addToCart(buyerPage, night.name, 1);
      const panel = await openCart(buyerPage);
      await panel.getByRole('link', { name: 'Passer la commande' }).click();
      await buyerPage.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/checkout');
      await expectCheckoutScreen(buyerPage);
      await fillCheckoutForm(buyerPage, buyer);
      await submitCheckout(buyerPage);
      await payWithCard(buyerPage, CARDS.success);
      const order = await fetchOrder(request, await waitForConfirmationPage(buyerPage));
      expect(order.status).toBe('completed');
      expect(order.total).toBe(PRICE);
      await buyerPage.close();
    });

    await test.step('the seller’s order shows the refund: the price minus the fee', async () => {
      await expect
        .poll(
          async () => {
            const orders = ((await (await request.get('/api/account/orders', { headers: authHeader(session.token) })).json()) as {
              data: { id: string; refundedAmount: number }[];
            }).data;
            return orders.find((o) => o.id === sellerOrderId)?.refundedAmount;
          },
          { message: 'the seller refunded through Stripe', timeout: 20_000, intervals: [500, 1_000] },
        )
        .toBe(refund);
      await page.goto(`/confirmation/${sellerOrderId}`);
      await expect(page.getByRole('main').getByText(priceText(refund)).first()).toBeVisible({ timeout: 20_000 });
      await page.goto(`/dashboard/ticket/${ticket.id}`);
      await expect(page.getByRole('main').getByText(resale.soldTitle).first()).toBeVisible();
    });

    await test.step('the door: the old QR is « Billet revendu »', async () => {
      const door = await browser.newPage({ baseURL: stack.siteUrl });
      await scanByHand(door, request, stack, ticket.code, new RegExp(`^${escapeRegExp(scanner.verdict.resold)}`));
      await door.close();
    });
  } finally {
    await put(saved);
  }
});
