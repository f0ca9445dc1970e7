/**
 * An English-speaking guest buys on /en/tickets: the whole purchase speaks English — the site
 * (its English dictionaries), the payment page (the Checkout Session's locale), the confirmation
 * page, the e-mail and the PDF tickets (the order's recorded locale) — and the order records `en`.
 */
import { cart } from '../../site/src/i18n/en/cart';
import { checkout } from '../../site/src/i18n/en/checkout';
import { orderStatus } from '../../site/src/i18n/en/order-status';
import { mail as englishMail } from '../../commerce-api/src/i18n/en/mail';
import { tickets as englishTickets } from '../../commerce-api/src/i18n/en/tickets';
import { expect, fetchTickets, test, type TicketType } from './support/fixtures';
import { CARDS } from './support/emulator';
import { EMULATOR_PUBLIC_URL } from './support/emulator';
import { openEmail, outboxTo, waitForSentTo } from './support/outbox';
import { pdfPageCount, pdfPageText } from './support/pdf-qr';
import { expectHydrated, fetchOrder, newBuyer, orderIdFromUrl } from './support/purchase';

test.use({ locale: 'en-GB' });

/** `149` → « €149.00 », as Intl writes euros in British English. */
const gbp = (amount: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(amount);

/** The pass's English name, as GET /api/tickets answers it for an English page. */
async function englishPass(request: Parameters<typeof fetchTickets>[0], siteUrl: string): Promise<TicketType> {
  const french = await fetchTickets(request);
  const pass = french.find((ticket) => ticket.category === 'pass' && ticket.onSale && !ticket.soldOut && ticket.remaining >= 1);
  if (!pass) throw new Error('no pass on sale in GET /api/tickets');
  const res = await request.get(`${siteUrl}/api/tickets/${pass.slug}`, { headers: { 'X-Locale': 'en' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: TicketType }).data;
}

test('an English-speaking guest buys on /en/tickets and gets everything in English', async ({ page, request, stack }) => {
  test.slow(); // a whole purchase plus rendering the PDF
  // An English-speaking visitor living in Lyon: the language is the page's, not the country's.
  const buyer = { ...newBuyer('english'), firstName: 'Emma', lastName: 'Clarke', phone: '+33 6 12 34 56 78' };
  const pass = await englishPass(request, stack.siteUrl);

  await test.step('/en/tickets: add the pass to the basket, in English', async () => {
    await page.goto('/en/tickets');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const card = page.getByRole('main').getByRole('article', { name: pass.name, exact: true });
    await expectHydrated(card.getByRole('button', { name: cart.addToCart }));
    await card.getByRole('button', { name: cart.addToCart }).click();
    await expect(card.getByText(cart.added)).toBeVisible();
    const open = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${cart.open}`) }).filter({ visible: true });
    await open.click();
    const panel = page.getByRole('region', { name: cart.title });
    await expect(panel.getByRole('listitem').filter({ hasText: pass.name })).toHaveCount(1);
    await panel.getByRole('link', { name: cart.checkout }).click();
  });

  await test.step('/en/checkout: the English form', async () => {
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/en/checkout');
    await expect(page.getByRole('heading', { level: 1, name: checkout.title })).toBeVisible();
    const submit = page.getByRole('button', { name: checkout.submit });
    await expectHydrated(submit);
    await expect(page.getByText(checkout.loadingCart)).toHaveCount(0, { timeout: 15_000 });
    const form = page.getByRole('main');
    await form.getByLabel(new RegExp(`^${checkout.country}`)).selectOption('FR');
    await form.getByLabel(new RegExp(`^${checkout.firstName}`)).fill(buyer.firstName);
    await form.getByLabel(new RegExp(`^${checkout.lastName}`)).fill(buyer.lastName);
    await form.getByLabel(new RegExp(`^${checkout.email}`)).fill(buyer.email);
    await form.getByLabel(new RegExp(`^${checkout.phone}`)).fill(buyer.phone);
    await form.getByLabel(/^Address/).first().fill(buyer.line1);
    await form.getByLabel(/^Postcode/).fill(buyer.postalCode);
    await form.getByLabel(/^Town/).fill(buyer.city);
    await expect(form.getByLabel(new RegExp(`^${checkout.email}`))).toHaveValue(buyer.email);
    await expect(submit).toBeEnabled();
    await submit.click();
  });

  await test.step('the payment page speaks English', async () => {
    await page.waitForURL((url) => url.href.startsWith(`${EMULATOR_PUBLIC_URL}/c/pay/cs_`), { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(pass.name);
    await page.getByLabel('Card number').fill(CARDS.success);
    await page.getByRole('button', { name: `Pay ${gbp(pass.price)}` }).click();
  });

  const orderId = await test.step('the confirmation page, in English', async () => {
    await page.waitForURL((url) => url.pathname.startsWith('/en/confirmation/') && url.searchParams.has('session_id'), { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: orderStatus.title })).toBeVisible();
    await expect(main.getByRole('heading', { name: orderStatus.successTitle })).toBeVisible({ timeout: 20_000 });
    await expect(main.getByRole('listitem').filter({ hasText: orderStatus.validated })).toHaveCount(1);
    return orderIdFromUrl(page.url(), 'confirmation');
  });

  const order = await fetchOrder(request, orderId);
  expect(order.status).toBe('completed');
  expect((order as unknown as { locale: string }).locale).toBe('en');

  await test.step('the e-mail and its PDF ticket, in English', async () => {
    await waitForSentTo(request, buyer.email);
    const entries = await outboxTo(request, buyer.email);
    expect(entries).toHaveLength(1);
    const fileName = `${englishTickets.pdf.fileName.replace('{number}', order.number!)}.pdf`;
    expect(entries[0]!.attachments).toEqual([fileName]);
    const { mail } = await openEmail(request, entries[0]!);
    expect(mail.subject).toBe(englishMail.orderConfirmation.subject.replace('{festival}', 'Kizomba Lumière Festival').replace('{number}', order.number!));
    const text = mail.text ?? '';
    expect(text).toContain(englishMail.layout.greeting.replace('{name}', buyer.firstName));
    expect(text).toContain(englishMail.orderConfirmation.totalPaid);
    expect(text).toContain(gbp(pass.price).replace(/\u00a0/g, ' '));
    expect(text).toContain(`${stack.siteUrl}/en/confirmation/${orderId}`);
    expect(text).toContain(pass.name);
    expect(text).not.toMatch(/Bonjour|Récapitulatif|Total payé|avril/);

    const pdf = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf')!.content;
    expect(await pdfPageCount(pdf)).toBe(1);
    const page1 = await pdfPageText(pdf, 1);
    expect(page1).toContain(order.number!);
    expect(page1).toContain(englishTickets.festival.datesLabel);
    expect(page1).toContain(englishTickets.pdf.holder.toUpperCase());
    expect(page1).not.toMatch(/Titulaire|Présentez|avril/);
  });
});
