/**
 * Issue 5: the organiser runs the sales from the back-office. An admin creates a promo code and a
 * guest uses it; an admin refunds an order and its ticket is refused at the door; an invitation is
 * sent, claimed, and its ticket scans once. Each journey goes through the admin pages as a person
 * would, and checks the outcome where it matters (the door, the e-mails, the order).
 */
import { authHeader, linkInEmail, loginThroughApi, newAccount, registerThroughApi, waitForCompletedOrder, waitForEmail } from './support/accounts';
import { orderThroughApi, payAtEmulator } from './support/api-purchase';
import { CARDS, payWithCard } from './support/emulator';
import { expect, fetchTickets, test, type StackSettings } from './support/fixtures';
import { checkInThroughApi, createAnyDayTicketType, loginAsAdmin, staffToken, ticketCodeFromEmail } from './support/back-office';
import {
  addToCart,
  checkoutFields,
  expectHydrated,
  fetchOrder,
  fillCheckoutForm,
  newBuyer,
  openCart,
  submitCheckout,
  waitForConfirmationPage,
} from './support/purchase';

test.describe('back-office', () => {
  test('an admin creates a promo code and a guest uses it at checkout', async ({ page, browser, request, stack }) => {
    test.slow(); // the admin page, then a whole purchase
    const code = `FETE${Date.now().toString(36).toUpperCase().slice(-5)}`;
    await loginAsAdmin(page, request, stack);

    await test.step('/admin/promo-codes: a 20 % code', async () => {
      await page.goto('/admin/promo-codes');
      const main = page.getByRole('main');
      const create = main.getByRole('button', { name: 'Nouveau code promo' });
      await expectHydrated(create);
      await create.click();
      await main.getByRole('textbox', { name: /^Code/ }).fill(code);
      await main.getByRole('combobox', { name: 'Type de remise' }).selectOption({ label: 'Pourcentage' });
      await main.getByLabel(/^Remise \(%\)/).fill('20');
      await main.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(main.getByText(`Le code ${code} a été enregistré.`)).toBeVisible();
      await expect(main.getByRole('row').filter({ hasText: code })).toContainText('-20 %');
    });

    const buyer = newBuyer('promo-admin');
    const pass = (await fetchTickets(request)).find((t) => t.category === 'pass' && t.onSale && !t.soldOut && t.remaining >= 1)!;
    const guest = await browser.newPage({ baseURL: stack.siteUrl });
    await test.step('a guest applies it at checkout and pays 80 %', async () => {
      await guest.goto('/tickets');
      await addToCart(guest, pass.name, 1);
      const panel = await openCart(guest);
      await panel.getByRole('link', { name: 'Passer la commande' }).click();
      await guest.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/checkout');
      await fillCheckoutForm(guest, buyer);
      await checkoutFields(guest).promoCode.fill(code.toLowerCase());
      await guest.getByRole('main').getByRole('button', { name: 'Appliquer', exact: true }).click();
      await expect(guest.getByText('Code promo appliqué avec succès !')).toBeVisible();
      await submitCheckout(guest);
      await payWithCard(guest, CARDS.success);
    });
    const order = await fetchOrder(request, await waitForConfirmationPage(guest));
    await guest.close();
    expect(order.status).toBe('completed');
    expect(order.promoCode).toBe(code);
    expect(order.total).toBeCloseTo(pass.price * 0.8, 2);

    await test.step('the code shows one use and its revenue', async () => {
      await page.reload();
      const row = page.getByRole('main').getByRole('row').filter({ hasText: code });
      await expect(row).toContainText('1 /');
    });
  });

  test('an admin refunds an order from /admin/sales and its ticket is refused at the door', async ({ page, request, stack }) => {
    test.slow();
    const buyer = newAccount('refund');
    const session = await registerThroughApi(request, buyer);
    const night = (await fetchTickets(request)).find((t) => t.onSale && !t.soldOut && t.remaining >= 1)!;
    const placed = await orderThroughApi(request, stack.siteUrl, buyer, { ticketId: night.id, quantity: 1 }, session.token);
    await payAtEmulator(request, placed.sessionId);
    await waitForCompletedOrder(request, placed.orderId);
    const order = await fetchOrder(request, placed.orderId);
    const tickets = ((await (await request.get('/api/account/tickets', { headers: authHeader(session.token) })).json()) as {
      data: { orderId: string; code: string }[];
    }).data;
    const code = tickets.find((t) => t.orderId === placed.orderId)!.code;

    await loginAsAdmin(page, request, stack);
    await test.step('/admin/sales finds the order by its number', async () => {
      await page.goto(`/admin/sales?q=${order.number}`);
      const link = page.getByRole('main').getByRole('link', { name: order.number! });
      await expectHydrated(link);
      await link.click();
      await page.waitForURL(new RegExp(`/admin/sales/${placed.orderId}$`));
    });

    await test.step('full refund, confirmed with its amount', async () => {
      const main = page.getByRole('main');
      await main.getByRole('radio', { name: /^Remboursement total/ }).check();
      await main.getByRole('button', { name: 'Continuer' }).click();
      await expect(main.getByText(`à ${buyer.email}`)).toBeVisible();
      await main.getByRole('button', { name: 'Rembourser', exact: true }).click();
      await expect(main.getByText('Remboursement effectué.')).toBeVisible();
    });

    await test.step('the door refuses the ticket, the buyer sees the refund', async () => {
      expect(await checkInThroughApi(request, await staffToken(request, stack, 'scanner'), code)).toBe('refunded');
      const mine = (await (await request.get('/api/account/orders', { headers: authHeader(session.token) })).json()) as {
        data: { id: string; refundedAmount: number; total: number }[];
      };
      const refunded = mine.data.find((o) => o.id === placed.orderId)!;
      expect(refunded.refundedAmount).toBe(refunded.total);
    });
  });

  test('an invitation is sent, claimed once, e-mailed, and its ticket scans once', async ({ page, request, stack }) => {
    test.slow();
    const guest = newAccount('invite');
    const adminToken = await loginAsAdmin(page, request, stack);
    // A hidden type for the team, valid every day (the passes are valid on the festival's days only).
    const ticketType = await createAnyDayTicketType(request, adminToken, `Équipe accueil ${Date.now().toString(36)}`);

    await test.step('/admin/invitations: invite a guest to one ticket', async () => {
      await page.goto('/admin/invitations');
      const main = page.getByRole('main');
      const send = main.getByRole('button', { name: 'Envoyer l’invitation' });
      await expectHydrated(send);
      await main.getByLabel('E-mail', { exact: true }).fill(guest.email);
      await main.getByLabel('Nom', { exact: true }).fill(`${guest.firstName} ${guest.lastName}`);
      await main.getByRole('combobox', { name: 'Type de billet' }).selectOption({ label: ticketType.name });
      await main.getByLabel('Nombre de billets', { exact: true }).fill('1');
      await main.getByLabel('Message personnel', { exact: true }).fill('Merci pour ton aide au vestiaire l’an dernier !');
      await send.click();
      await expect(main.getByText(`Invitation envoyée à ${guest.email}.`)).toBeVisible();
    });

    const invitation = await waitForEmail(request, guest.email, 'invitation');
    const link = linkInEmail(invitation, '/invitation/');
    await test.step('the guest opens the link and accepts', async () => {
      await page.goto(`${link.pathname}${link.search}`);
      const main = page.getByRole('main');
      await expect(main).toContainText('Merci pour ton aide au vestiaire');
      const accept = main.getByRole('button', { name: 'Accepter l’invitation' });
      await expectHydrated(accept);
      await accept.click();
      await expect(main.getByRole('heading', { name: 'Vos billets sont en route' })).toBeVisible();
    });

    await test.step('a second claim of the same link is refused', async () => {
      const token = link.pathname.split('/').pop()!;
      const again = await request.post(`/api/invitations/${token}/claim`, { data: {} });
      expect(again.status()).toBe(410);
    });

    await test.step('the tickets e-mail carries a QR code that scans once', async () => {
      const code = await ticketCodeFromEmail(request, guest.email);
      const scanner = await staffToken(request, stack, 'scanner');
      expect(await checkInThroughApi(request, scanner, code)).toBe('valid');
      expect(await checkInThroughApi(request, scanner, code)).toBe('already_checked_in');
    });
  });
});
