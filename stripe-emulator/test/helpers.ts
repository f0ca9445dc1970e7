import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateEvent, validateResponse, type Validation } from '@kizomba/stripe-openapi';
import Stripe from 'stripe';
import { createEmulator, type Emulator, type EmulatorOptions } from '../src/app.ts';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_emulator';
/** The emulator's one accepted key in these tests. */
export const SECRET_KEY = 'sk_test_emulator_tests_5f2c9a';
/** Headers for the `/_emulator` helpers, which want the key too. */
export const KEY_HEADERS = { authorization: `Bearer ${SECRET_KEY}` } as const;

export interface Running {
  emulator: Emulator;
  port: number;
  stripe: Stripe;
  close(): Promise<void>;
}

/**
 * Every answer the SDK got from the emulator and every event it sent, checked against Stripe's
 * OpenAPI description (@kizomba/stripe-openapi), in the order they happened. The SDK must get
 * the answer as it came (a throw would only read as a connection error), so the mismatches are
 * collected here and openapi-setup.ts fails the test that produced them.
 */
export const openApiChecks: Validation[] = [];

function check(validation: Validation): void {
  openApiChecks.push(validation);
}

/** Checks an answer of the Stripe API (and the events it lists) against the OpenAPI subset. */
export function checkAnswer(method: string, url: string, status: number, body: unknown): void {
  check(validateResponse(method, url, status, body));
  if (status !== 200 || !url.includes('/v1/events')) return;
  const listed = (body as { object?: string; data?: unknown[] }).object === 'list' ? ((body as { data: unknown[] }).data ?? []) : [body];
  for (const event of listed) check(validateEvent(event));
}

/** Checks a webhook event's body against the OpenAPI subset. */
export function checkEvent(rawBody: string): void {
  check(validateEvent(JSON.parse(rawBody)));
}

/**
 * Checks the answer to `req` as it leaves, if it answers `/v1/…` (whoever asked: the SDK or a
 * plain fetch); the client gets it untouched.
 */
function watchAnswer(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = req.url ?? '';
  if (!url.startsWith('/v1/')) return;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.end = ((...args: unknown[]) => {
    const [chunk] = args;
    const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '';
    checkAnswer(req.method ?? 'GET', url, res.statusCode, text ? JSON.parse(text) : null);
    return end(...args);
  }) as typeof res.end;
}

/** The emulator's app with its `/v1/…` answers checked, for supertest. */
export function checkedApp(emulator: Emulator): http.RequestListener {
  return (req, res) => {
    watchAnswer(req, res);
    emulator.app(req, res);
  };
}

export async function startEmulator(options: Partial<EmulatorOptions> = {}): Promise<Running> {
  const emulator = createEmulator({
    secretKey: SECRET_KEY,
    webhookUrl: null,
    webhookSecret: WEBHOOK_SECRET,
    publicUrl: 'http://localhost:12211',
    log: () => {},
    tickMs: 20,
    ...options,
  });
  const server = await emulator.listen(0, '127.0.0.1');
  const port = (server.address() as AddressInfo).port;
  server.prependListener('request', watchAnswer);
  const stripe = new Stripe(options.secretKey ?? SECRET_KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  return { emulator, port, stripe, close: () => emulator.close() };
}

export interface Received {
  rawBody: string;
  signature: string;
}

/** A webhook endpoint that answers with the statuses of `plan` in turn (then 200). */
export async function startReceiver(plan: number[] = []) {
  const received: Received[] = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = plan[calls] ?? 200;
      calls += 1;
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ rawBody, signature: String(req.headers['stripe-signature'] ?? '') });
      checkEvent(rawBody);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ received: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`;
  return {
    url,
    received,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

export const sessionParams = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    { price_data: { currency: 'eur', unit_amount: 4500, product_data: { name: 'Pass festival' } }, quantity: 2 },
    { price_data: { currency: 'eur', unit_amount: 1500, product_data: { name: 'Soirée du samedi' } }, quantity: 1 },
  ],
  customer_email: 'awa@example.fr',
  client_reference_id: 'order_42',
  metadata: { order_id: '42' },
  payment_intent_data: { metadata: { order_id: '42' } },
  success_url: 'http://localhost:4321/commande/merci?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://localhost:4321/panier',
  ...overrides,
});

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('waitFor: timeout');
    await new Promise((r) => setTimeout(r, 10));
  }
}
