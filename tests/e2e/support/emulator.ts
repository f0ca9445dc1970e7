/**
 * The local Stripe emulator of the test stack (stripe-emulator/README.md): its hosted payment
 * page as a buyer uses it, and its stored events as Stripe's API shows them. `npm start` runs it
 * when no STRIPE_SECRET_KEY is set, which is always the case for the test stack.
 */
import { expect, type Page } from '@playwright/test';
import Stripe from 'stripe';
import { readDevEnv, resolveDataDir, TEST_PORTS } from '../../support/stack';

/** What the browser sees (`STRIPE_EMULATOR_PUBLIC_URL`, derived from the port by scripts/dev/stack-env.ts). */
export const EMULATOR_PUBLIC_URL = `http://localhost:${TEST_PORTS.stripeEmulator}`;
/** What the API's SDK talks to (`STRIPE_EMULATOR_URL`). */
export const EMULATOR_API_URL = `http://127.0.0.1:${TEST_PORTS.stripeEmulator}`;
/** The emulator's only key (`$DATA_DIR/dev.env`), for its `/v1` API and its `/_emulator` helpers. */
export function emulatorSecretKey(): string {
  const dataDir = resolveDataDir();
  const key = readDevEnv(dataDir).STRIPE_EMULATOR_SECRET_KEY;
  if (!key) throw new Error(`STRIPE_EMULATOR_SECRET_KEY is missing from ${dataDir}/dev.env`);
  return key;
}

/** `Authorization` for the emulator's `/_emulator` helpers. */
export const emulatorAuth = (): Record<string, string> => ({ authorization: `Bearer ${emulatorSecretKey()}` });

/** Test cards of the payment page (stripe-emulator/README.md, « Payment page »). */
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** `cs_…` from a payment page address `…/c/pay/cs_…`. */
export function checkoutSessionIdOf(url: string): string {
  const match = /\/c\/pay\/(cs_[A-Za-z0-9_]+)/.exec(new URL(url).pathname);
  if (!match) throw new Error(`not an emulator payment page: ${url}`);
  return match[1]!;
}

/**
 * Waits until the browser reached the emulator's hosted payment page and checks it is the page
 * of this order: the amount to pay in fr-FR euros. Answers the Checkout Session id.
 */
export async function expectPaymentPage(page: Page, total: string): Promise<string> {
  await page.waitForURL((url) => url.href.startsWith(`${EMULATOR_PUBLIC_URL}/c/pay/cs_`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payer par carte' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Payer ${total}` })).toBeVisible();
  return checkoutSessionIdOf(page.url());
}

/** Types a card number and presses « Payer … », as a buyer does. */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  const card = page.getByLabel('Numéro de carte');
  await card.fill(cardNumber);
  await page.getByRole('button', { name: /^Payer / }).click();
}

/** Opens « Options de test » and picks « Succès asynchrone » or « Échec asynchrone ». */
export async function payWithTestOption(page: Page, option: 'Succès asynchrone' | 'Échec asynchrone'): Promise<void> {
  await page.getByText('Options de test', { exact: true }).click();
  await page.getByRole('button', { name: option, exact: true }).click();
}

/** The real `stripe` SDK pointed at the emulator, as commerce-api's stripe-client does. */
export function emulatorStripe(): Stripe {
  const url = new URL(EMULATOR_API_URL);
  return new Stripe(emulatorSecretKey(), {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    telemetry: false,
  });
}

/** The stored events of one Checkout Session, newest first (Stripe's `GET /v1/events`). */
export async function eventsOfSession(stripe: Stripe, sessionId: string, type: string): Promise<Stripe.Event[]> {
  const found: Stripe.Event[] = [];
  for await (const event of stripe.events.list({ type, limit: 100 })) {
    if ((event.data.object as { id?: string }).id === sessionId) found.push(event);
  }
  return found;
}

interface EmulatorDelivery {
  id: string;
  type: string;
  object_id: string | null;
  delivery: {
    status: 'pending' | 'delivered' | 'failed';
    attempts: number;
    last_response_status: number | null;
    last_error: string | null;
  };
}

/** Delivery state of the events of one session (`GET /_emulator/events`). */
export async function deliveriesOfSession(sessionId: string): Promise<EmulatorDelivery[]> {
  const response = await fetch(`${EMULATOR_API_URL}/_emulator/events`, { headers: emulatorAuth() });
  if (!response.ok) throw new Error(`GET /_emulator/events answered ${response.status}`);
  const body = (await response.json()) as { data: EmulatorDelivery[] };
  return body.data.filter((event) => event.object_id === sessionId);
}

/** The webhook signing secret the emulator and the API share (`$DATA_DIR/dev.env`). */
export function webhookSecret(): string {
  const dataDir = resolveDataDir();
  const secret = readDevEnv(dataDir).STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error(`STRIPE_WEBHOOK_SECRET is missing from ${dataDir}/dev.env`);
  return secret;
}

/** A `Stripe-Signature` header for `payload`, exactly as Stripe (and the emulator) sign. */
export function signWebhook(stripe: Stripe, payload: string, secret: string): string {
  return stripe.webhooks.generateTestHeaderString({ payload, secret });
}
