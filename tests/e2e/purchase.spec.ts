/**
 * Issue 3, the reason the site exists: a guest buys tickets with the welcome code, pays on the
 * payment page (the local Stripe emulator, through the real `stripe` SDK and signed webhooks),
 * sees the confirmation, and receives the e-mail whose PDF tickets scan at the door.
 */
import { expect, test, fetchTickets, type TicketType } from './support/fixtures';
import { ticketsOfOrder } from './support/commerce-db';
import { CARDS, expectPaymentPage, payWithCard } from './support/emulator';
import { openEmail, outboxTo, waitForSentTo } from './support/outbox';
import { pdfPageCount, pdfPageText, qrCodeOfPdfPage } from './support/pdf-qr';
import {
  addToCart,
  checkoutFields,
  euros,
  expectCheckoutScreen,
  expectHydrated,
  expectCompletedView,
  fetchOrder,
  fillCheckoutForm,
  newBuyer,
  openCart,
  priceText,
  submitCheckout,
  waitForConfirmationPage,
} from './support/purchase';

const WELCOME_CODE = 'BIENVENUE5';
const WELCOME_DISCOUNT = 5;

/** A pass on sale with room for `quantity` more. */
function pickPass(tickets: TicketType[], quantity: number): TicketType {
  const pass = tickets.find((ticket) => ticket.category === 'pass' && ticket.onSale && !ticket.soldOut && ticket.remaining >= quantity);
  if (!pass) throw new Error(`no pass on sale with ${quantity} places left in GET /api/tickets`);
  return pass;
}

test.describe('purchase journey', () => {
  test('a guest buys two passes with the welcome code and gets the PDF by e-mail', async ({ page, request }) => {
    test.slow(); // one whole purchase plus rendering the PDF
    const buyer = newBuyer('purchase');
    const pass = pickPass(await fetchTickets(request), 2);
    const subtotal = pass.price * 2;
    const total = subtotal - WELCOME_DISCOUNT;

    await test.step('/tickets: add 2 × the pass, the cart dropdown shows them', async () => {
      await page.goto('/tickets');
      await addToCart(page, pass.name, 2);
      const panel = await openCart(page);
      const line = panel.getByRole('listitem').filter({ hasText: pass.name });
      await expect(line).toHaveCount(1);
      await expect(line.getByRole('group', { name: new RegExp(pass.name) })).toHaveText('2');
      await expect(panel).toContainText(priceText(subtotal));
      await panel.getByRole('link', { name: 'Passer la commande' }).click();
    });

    await test.step('checkout: the form in French and the welcome code', async () => {
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/checkout');
      await expectCheckoutScreen(page);
      const main = page.getByRole('main');
      await expect(main.getByText('Votre billet sera envoyé à cette adresse.')).toBeVisible();
      await expect(checkoutFields(page).country.getByRole('option', { name: 'Sélectionnez un pays' })).toBeDisabled();
      await expect(main.getByText('Les commandes internationales sont acceptées.')).toBeVisible();
      await fillCheckoutForm(page, buyer);

      const promo = checkoutFields(page).promoCode;
      const apply = page.getByRole('main').getByRole('button', { name: 'Appliquer', exact: true });
      await expect(apply, 'Apply is disabled while the code is empty').toBeDisabled();
      await promo.fill(WELCOME_CODE);
      await apply.click();
      await expect(page.getByText('Code promo appliqué avec succès !')).toBeVisible();
      // Summary: discount as a negative amount, total after discount.
      await expect(main.getByText('Réduction').first()).toBeVisible();
      await expect(main.getByText(priceText(WELCOME_DISCOUNT, '−')).first()).toBeVisible();
      await expect(main.getByText(priceText(total)).first()).toBeVisible();
      await submitCheckout(page);
    });

    await test.step('payment page: pay with 4242', async () => {
      await expectPaymentPage(page, euros(total));
      await payWithCard(page, CARDS.success);
    });

    const orderId = await waitForConfirmationPage(page);
    const order = await fetchOrder(request, orderId);

    await test.step('confirmation: paid, order number, 2 tickets « Validé »', async () => {
      expect(order.status).toBe('completed');
      expect(order.number).toMatch(/^KL-[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(order.total).toBe(total);
      expect(order.discount).toBe(WELCOME_DISCOUNT);
      expect(order.promoCode).toBe(WELCOME_CODE);
      expect(order.tickets).toHaveLength(2);
      await expectCompletedView(page, order, 2);
    });

    const codes = (await ticketsOfOrder(orderId)).map((ticket) => ticket.code);

    await test.step('the e-mail: exactly one, with billets-<number>.pdf', async () => {
      await waitForSentTo(request, buyer.email);
      const entries = await outboxTo(request, buyer.email);
      expect(entries, `e-mails to ${buyer.email}`).toHaveLength(1);
      expect(entries[0]!.attachments).toEqual([`billets-${order.number}.pdf`]);
      const { mail } = await openEmail(request, entries[0]!);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((to) => to.address) : []).toEqual([buyer.email]);
      expect(mail.subject ?? '').toContain(order.number);
      expect(mail.text ?? '').toContain(order.number);

      const pdfs = mail.attachments.filter((attachment) => attachment.contentType === 'application/pdf');
      expect(pdfs.map((attachment) => attachment.filename)).toEqual([`billets-${order.number}.pdf`]);
      const pdf = pdfs[0]!.content;

      expect(await pdfPageCount(pdf), 'one page per ticket').toBe(2);
      expect(codes).toHaveLength(2);
      const scanned: string[] = [];
      for (const pageNumber of [1, 2]) {
        const qr = await qrCodeOfPdfPage(pdf, pageNumber);
        expect(qr, `a QR code readable on page ${pageNumber} at 150 dpi`).not.toBeNull();
        scanned.push(qr!);
        const text = await pdfPageText(pdf, pageNumber);
        expect(text).toContain(order.number);
        expect(text).toContain(pass.name);
        expect(text).toContain(`${buyer.firstName} ${buyer.lastName}`);
      }
      // Each page scans to one ticket of this order, and no ticket is printed twice.
      expect([...scanned].sort()).toEqual([...codes].sort());
    });
  });

  test('a visitor who chose « Plus tard » gets the welcome code applied with the next add to cart', async ({ page, request }) => {
    const night = (await fetchTickets(request)).find((ticket) => ticket.category === 'night' && ticket.onSale && !ticket.soldOut);
    if (!night) throw new Error('no night ticket on sale in GET /api/tickets');

    await page.goto(`/?code=${WELCOME_CODE}`);
    const notification = page.getByRole('region', { name: 'Code promo' });
    await expect(notification).toBeVisible();
    await expect(notification).toContainText('Un code promo de 5 € sera appliqué automatiquement à votre panier.');
    await expectHydrated(notification.getByRole('button', { name: 'Appliquer maintenant' }));
    await notification.getByRole('button', { name: 'Plus tard' }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pendingPromoCode')), { message: 'the code is kept as pending' })
      .toBe(WELCOME_CODE);

    await page.goto('/tickets');
    await addToCart(page, night.name, 1);
    await expect(page.getByRole('main').getByText('Code promo appliqué avec succès !')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pendingPromoCode')), {
        message: 'the pending code is removed once applied',
      })
      .toBeNull();
    const panel = await openCart(page);
    await expect(panel.getByText(priceText(WELCOME_DISCOUNT, '−'))).toBeVisible();
    await expect(panel).toContainText(priceText(night.price - WELCOME_DISCOUNT));

    const cartId = await page.evaluate(() => localStorage.getItem('cartId'));
    expect(cartId, 'the cart id is stored').toBeTruthy();
    const response = await request.get('/api/cart', { headers: { 'X-Cart-Id': cartId! } });
    expect(response.status()).toBe(200);
    const { cart } = (await response.json()) as { cart: { promoCode: string | null; discount: number; total: number } };
    expect(cart).toMatchObject({ promoCode: WELCOME_CODE, discount: WELCOME_DISCOUNT, total: night.price - WELCOME_DISCOUNT });
  });
});
