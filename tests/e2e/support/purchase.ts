/**
 * The buyer's steps of the purchase journey (docs/spec.md §2 « Checkout screen », « Order status
 * screen »; docs/purchase-flow.md), written with roles and the spec's French texts so that a
 * redesign keeps them working while a missing label or a wrong text breaks them.
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A guest buyer; each journey gets its own e-mail address so outbox checks never mix runs. */
export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  line1: string;
  postalCode: string;
  city: string;
  /** French name, as the country select shows it. */
  country: string;
}

export function newBuyer(journey: string): Buyer {
  const tag = `${journey}-${randomBytes(4).toString('hex')}`;
  return {
    firstName: 'Awa',
    lastName: 'Diallo',
    email: `awa.diallo+${tag}@example.com`,
    phone: '06 12 34 56 78',
    line1: '12 rue des Lilas',
    postalCode: '75011',
    city: 'Paris',
    country: 'France',
  };
}

/** `12,5` → « 12,50 € » exactly as `Intl.NumberFormat('fr-FR', EUR)` writes it (narrow no-break space). */
export function euros(amount: number): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);
}

/** A price as text, tolerant of the kind of space before « € » (no-break, narrow no-break, plain). */
export function priceText(amount: number, sign: '' | '-' | '−' = ''): RegExp {
  const [units, cents] = amount.toFixed(2).split('.');
  const grouped = units!.replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f]?');
  const signPart = sign ? '[-−–]\\s?' : '';
  return new RegExp(`${signPart}${grouped},${cents}[\\s\\u00a0\\u202f]?€`);
}

/**
 * Waits until the React island holding `locator` takes clicks. Astro server-renders islands, so
 * their buttons are visible (and clickable, to no effect) before React takes over; Astro removes
 * the island's `ssr` attribute once it has hydrated it. A `client:interaction` island (the top
 * bar's menus, the chat bubble) takes a click at any time: the click hydrates it and is handed to
 * the hydrated island (site/src/directives/interaction.ts).
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect(locator.first()).toBeVisible();
  const island = locator.first().locator('xpath=ancestor::astro-island[1]');
  if ((await island.getAttribute('client')) === 'interaction') return;
  await expect(island).not.toHaveAttribute('ssr', /.*/);
}

// ── Cart ───────────────────────────────────────────────────────────────────────────────────────

/** The top bar's cart button (« Ouvrir le panier », with the item count once there is one). */
export function cartButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Ouvrir le panier/ }).filter({ visible: true });
}

/** The open cart dropdown (« Mon panier »). */
export function cartPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Mon panier' });
}

/** One ticket type on /tickets: the card is an article named after the ticket type. */
export function ticketCard(page: Page, ticketName: string): Locator {
  return page.getByRole('main').getByRole('article', { name: ticketName, exact: true });
}

/**
 * Picks `quantity` with the card's stepper, presses « Ajouter au panier », and waits until the card
 * confirms (« Ajouté au panier ») and the top bar's cart button counts `cartCountAfter` items.
 */
export async function addToCart(page: Page, ticketName: string, quantity: number, cartCountAfter = quantity): Promise<void> {
  const card = ticketCard(page, ticketName);
  await expectHydrated(card);
  const stepper = card.getByRole('group', { name: new RegExp(`${ticketName}$`) });
  // The stepper's only text is the chosen quantity (its buttons are icons with labels).
  await expect(stepper).toHaveText('1');
  for (let i = 1; i < quantity; i += 1) {
    await stepper.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expect(stepper).toHaveText(String(i + 1));
  }
  await card.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(card.getByText('Ajouté au panier')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(
    new RegExp(`\\(${cartCountAfter === 1 ? '1 article' : `${cartCountAfter} articles`}\\)`),
  );
}

/** Opens the cart dropdown and answers it. */
export async function openCart(page: Page): Promise<Locator> {
  const panel = cartPanel(page);
  await expectHydrated(cartButton(page));
  if (!(await panel.isVisible())) await cartButton(page).click();
  await expect(panel).toBeVisible();
  return panel;
}

// ── Checkout ───────────────────────────────────────────────────────────────────────────────────

/**
 * The checkout form's fields, found by their French labels (docs/spec.md §2 « Checkout screen »), in
 * the buyer's own sections: an order of several tickets also asks a name per ticket (« Qui vient ? »).
 */
export function checkoutFields(page: Page) {
  const form = page.getByRole('main');
  const contact = form.getByRole('group', { name: 'Vos coordonnées' });
  const billing = form.getByRole('group', { name: 'Adresse de facturation' });
  return {
    firstName: contact.getByLabel(/^Prénom/),
    lastName: contact.getByLabel(/^Nom\b/),
    email: contact.getByLabel(/^E-mail/),
    phone: contact.getByLabel(/^Téléphone/),
    country: billing.getByLabel(/^Pays/),
    line1: billing.getByLabel(/^Adresse/),
    postalCode: billing.getByLabel(/^Code postal/),
    city: billing.getByLabel(/^Ville/),
    promoCode: form.getByRole('textbox', { name: /^Code promo/ }),
  };
}

/** Fills the contact and billing sections; the country first, since changing it clears the postal code. */
export async function fillCheckoutForm(page: Page, buyer: Buyer): Promise<void> {
  const fields = checkoutFields(page);
  await fields.country.selectOption({ label: buyer.country });
  await fields.firstName.fill(buyer.firstName);
  await fields.lastName.fill(buyer.lastName);
  await fields.email.fill(buyer.email);
  await fields.phone.fill(buyer.phone);
  await fields.line1.fill(buyer.line1);
  await fields.postalCode.fill(buyer.postalCode);
  await fields.city.fill(buyer.city);
}

/** Waits for the checkout screen with its cart loaded (« Chargement du panier... » gone). */
export async function expectCheckoutScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser la commande' })).toBeVisible();
  await expectHydrated(page.getByRole('button', { name: 'Procéder au paiement' }));
  await expect(page.getByText('Chargement du panier...')).toHaveCount(0, { timeout: 15_000 });
}

/** The checkout's summary panel (« Récapitulatif »). */
export function checkoutSummary(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: 'Récapitulatif', exact: true });
}

/** Presses « Procéder au paiement » and waits for the payment page (emulator or Stripe). */
export async function submitCheckout(page: Page): Promise<void> {
  const submit = page.getByRole('button', { name: 'Procéder au paiement' });
  await expect(submit).toBeEnabled();
  await submit.click();
}

// ── Order status ───────────────────────────────────────────────────────────────────────────────

/** The order id of a status page address `/confirmation/{orderId}…` or `/checkout/{orderId}…`. */
export function orderIdFromUrl(url: string, route: 'confirmation' | 'checkout'): string {
  const match = new RegExp(`/${route}/([0-9a-f-]{36})(?:[/?#]|$)`, 'i').exec(url);
  if (!match) throw new Error(`no order id in ${url}`);
  return match[1]!;
}

/** OrderView of docs/purchase-flow.md (the fields the journeys read). */
export interface OrderView {
  id: string;
  number: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  subtotal: number;
  discount: number;
  total: number;
  promoCode: string | null;
  customerEmail: string;
  items: { name: string; quantity: number; unitPrice: number; subtotal: number }[];
  tickets: { id: number; ticketTypeName: string; holderName: string; status: string }[];
}

/** `GET /api/stripe/payment-status/{id}` through the site, as the status page asks. */
export async function fetchOrder(request: APIRequestContext, id: string): Promise<OrderView> {
  const response = await request.get(`/api/stripe/payment-status/${encodeURIComponent(id)}`);
  expect(response.status(), `GET /api/stripe/payment-status/${id}`).toBe(200);
  const body = (await response.json()) as { order: OrderView };
  return body.order;
}

/** The success view of the status page, with the order number and one 'Validé' row per ticket. */
export async function expectCompletedView(page: Page, order: OrderView, ticketCount: number): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'État de la commande' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText(order.number, { exact: true })).toBeVisible();
  await expect(main.getByText(priceText(order.total)).first()).toBeVisible();
  const rows = main.getByRole('listitem').filter({ hasText: 'Validé' });
  await expect(rows).toHaveCount(ticketCount);
}

// ── Whole steps ────────────────────────────────────────────────────────────────────────────────

export interface PurchaseLine {
  name: string;
  price: number;
  quantity: number;
}

/**
 * /tickets → add the line → 'Passer la commande' from the cart dropdown → the checkout form →
 * 'Procéder au paiement'. Stops once the browser is on the payment page.
 */
export async function checkoutUpToPayment(page: Page, buyer: Buyer, line: PurchaseLine): Promise<void> {
  await page.goto('/tickets');
  await addToCart(page, line.name, line.quantity);
  const panel = await openCart(page);
  await panel.getByRole('link', { name: 'Passer la commande' }).click();
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/checkout');
  await expectCheckoutScreen(page);
  await fillCheckoutForm(page, buyer);
  await submitCheckout(page);
}

/** The order id the payment page's « ← Retour » link carries (`/checkout/{orderId}?canceled=true`). */
export async function orderIdOfPaymentPage(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: '← Retour' }).getAttribute('href');
  if (!href) throw new Error('the payment page has no « ← Retour » link');
  return orderIdFromUrl(href, 'checkout');
}

/** Waits for the success redirect to `/confirmation/{orderId}?session_id=cs_…` and answers the order id. */
export async function waitForConfirmationPage(page: Page): Promise<string> {
  await page.waitForURL((url) => url.pathname.startsWith('/confirmation/') && url.searchParams.has('session_id'), {
    timeout: 20_000,
  });
  return orderIdFromUrl(page.url(), 'confirmation');
}
