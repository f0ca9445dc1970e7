/**
 * axe-core (4.13.0) finds no WCAG 2.1 A/AA violation on any public page, on a desktop screen and
 * on a phone (where the layout, the mobile menu and the tab bar differ).
 */
import type { APIRequestContext } from '@playwright/test';
import { cartThroughApi, orderThroughApi, payAtEmulator } from './support/api-purchase';
import { expectNoViolations, open } from './support/axe';
import { expect, fetchTickets, test } from './support/fixtures';
import { controlledElementId } from './support/menu';
import { expectCheckoutScreen, fetchOrder, newBuyer } from './support/purchase';
import { authHeader, newAccount, registerThroughApi, storeSessionInPage, waitForCompletedOrder } from './support/accounts';
import { CONTENT_ROUTES } from './support/routes';
import { loginAsAdmin } from './support/back-office';

/** Account pages a visitor reaches without a session (one-time-link pages with a dead token). */
const ACCOUNT_ROUTES = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=lien-expire',
  '/quick-access',
  '/auth/magic-login?token=lien-expire',
  '/newsletter/confirm?token=lien-expire',
  '/newsletter/unsubscribe?token=lien-expire',
  '/newsletter/subscribed',
  '/newsletter/invalid-address',
  '/admin/login',
  '/admin/forgot-password',
];

/** The back-office (docs/spec.md §2 « Admin routes »), checked logged in as the seeded admin. */
const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/messages',
  '/admin/sales',
  '/admin/tickets',
  '/admin/promo-codes',
  '/admin/invitations',
  '/admin/news',
  '/admin/scanner',
];

/** Pages behind the login (docs/spec.md §2), checked with a session holding one paid ticket. */
const DASHBOARD_ROUTES = ['/dashboard', '/dashboard/tickets', '/dashboard/payments', '/dashboard/security', '/quick-tickets'];

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const path of CONTENT_ROUTES) {
    test(`${path} has no violation`, async ({ page }, testInfo) => {
      await open(page, path);
      await expectNoViolations(page, testInfo, path);
    });
  }

  for (const path of ACCOUNT_ROUTES) {
    test(`${path} has no violation`, async ({ page }, testInfo) => {
      await open(page, path);
      await expectNoViolations(page, testInfo, path);
    });
  }

  test('the dashboard pages of a user with a ticket have no violation', async ({ page, request, baseURL }, testInfo) => {
    test.slow(); // a paid order, then five pages
    const account = newAccount('a11y-dashboard');
    const session = await registerThroughApi(request, account);
    const ticket = (await fetchTickets(request)).find((candidate) => candidate.category === 'night' && candidate.onSale);
    if (!ticket) throw new Error('no night ticket on sale');
    const order = await orderThroughApi(request, baseURL!, account, { ticketId: ticket.id, quantity: 1 }, session.token);
    await payAtEmulator(request, order.sessionId);
    await waitForCompletedOrder(request, order.orderId);
    const tickets = (await (await request.get('/api/account/tickets', { headers: authHeader(session.token) })).json()) as { data: { id: number }[] };
    await storeSessionInPage(page, session);
    for (const path of [...DASHBOARD_ROUTES, `/dashboard/ticket/${tickets.data[0]!.id}`]) {
      await open(page, path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expectNoViolations(page, testInfo, `${path} (logged in)`);
    }
  });

  test('the back-office pages have no violation', async ({ page, request, stack }, testInfo) => {
    test.slow(); // nine pages
    await loginAsAdmin(page, request, stack);
    for (const path of ADMIN_ROUTES) {
      await open(page, path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expectNoViolations(page, testInfo, `${path} (admin)`);
    }
  });

  test('the open chat bubble has no violation', async ({ page }, testInfo) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Besoin d’aide ?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Une question ?' });
    await dialog.getByRole('button', { name: 'Un problème avec ma commande' }).click();
    await page.waitForTimeout(400); // let an opening transition finish
    await expectNoViolations(page, testInfo, '/ with the chat bubble open on the support form');
  });

  test('a news article has no violation', async ({ page, cms }, testInfo) => {
    const [article] = await cms.newsArticles();
    await open(page, `/news/${article.slug}`);
    await expectNoViolations(page, testInfo, `/news/${article.slug}`);
  });

  test('the not-found page has no violation', async ({ page }, testInfo) => {
    await open(page, '/cette-page-n-existe-pas', 404);
    await expectNoViolations(page, testInfo, 'the 404 page');
  });

  test('the open mobile menu has no violation @phone-only', async ({ page }, testInfo) => {
    await open(page, '/');
    const toggle = page.getByRole('banner').getByRole('button', { name: /menu/i }).filter({ visible: true });
    const menu = page.locator(`[id="${await controlledElementId(toggle)}"]`);
    await toggle.tap();
    await expect(menu).toBeVisible();
    await page.waitForTimeout(400); // let an opening transition finish
    await expectNoViolations(page, testInfo, '/ with the mobile menu open');
  });

  test.describe('purchase pages', () => {
    /** A night ticket: the cheapest kind, plenty of places. */
    const nightTicketId = async (request: APIRequestContext) => {
      const ticket = (await fetchTickets(request)).find((candidate) => candidate.category === 'night' && candidate.onSale);
      if (!ticket) throw new Error('no night ticket on sale');
      return ticket.id;
    };

    test('/checkout with a cart has no violation', async ({ page, request }, testInfo) => {
      const cartId = await cartThroughApi(request, { ticketId: await nightTicketId(request), quantity: 2 });
      await page.addInitScript((id) => localStorage.setItem('cartId', id), cartId);
      await open(page, '/checkout');
      await expectCheckoutScreen(page);
      await expectNoViolations(page, testInfo, '/checkout with 2 tickets in the cart');
    });

    test('/confirmation/{id} of a paid order and its download modal have no violation', async ({ page, request, baseURL }, testInfo) => {
      const order = await orderThroughApi(request, baseURL!, newBuyer('a11y-paid'), { ticketId: await nightTicketId(request), quantity: 2 });
      await payAtEmulator(request, order.sessionId);
      await expect.poll(async () => (await fetchOrder(request, order.orderId)).status).toBe('completed');
      await open(page, `/confirmation/${order.orderId}?session_id=${order.sessionId}`);
      await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();
      await expectNoViolations(page, testInfo, '/confirmation/{id} (success view)');

      await page.getByRole('button', { name: 'Télécharger mes billets' }).click();
      await expect(page.getByRole('dialog', { name: 'Authentification requise' })).toBeVisible();
      await page.waitForTimeout(400); // let an opening transition finish
      await expectNoViolations(page, testInfo, '/confirmation/{id} with the « Authentification requise » modal');
    });

    test('/payment/status of a failed payment has no violation', async ({ page, request, baseURL }, testInfo) => {
      const order = await orderThroughApi(request, baseURL!, newBuyer('a11y-failed'), { ticketId: await nightTicketId(request), quantity: 1 });
      await payAtEmulator(request, order.sessionId, 'async_failed');
      await expect.poll(async () => (await fetchOrder(request, order.orderId)).status).toBe('failed');
      await open(page, `/payment/status?orderId=${order.orderId}`);
      await expect(page.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible();
      await expectNoViolations(page, testInfo, '/payment/status (failed view)');
    });

    test('/payment/status of an unconfirmed payment has no violation', async ({ page, request, baseURL }, testInfo) => {
      const order = await orderThroughApi(request, baseURL!, newBuyer('a11y-pending'), { ticketId: await nightTicketId(request), quantity: 1 });
      await open(page, `/payment/status?session_id=${order.sessionId}`);
      await expect(page.getByRole('heading', { name: 'Paiement en cours de vérification' })).toBeVisible();
      await expectNoViolations(page, testInfo, '/payment/status (pending view with its countdown)');
    });

    test('/payment/status without an order has no violation', async ({ page }, testInfo) => {
      await open(page, '/payment/status');
      await expect(page.getByRole('heading', { name: 'Aucune information disponible' })).toBeVisible();
      await expectNoViolations(page, testInfo, '/payment/status without an identifier');
    });
  });

  test('the top bar after scrolling has no violation', async ({ page }, testInfo) => {
    await open(page, '/');
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await page.waitForTimeout(500);
    await expectNoViolations(page, testInfo, '/ scrolled by 400 px (solid top bar)');
  });
});
