import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
      received.push({ rawBody: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature'] ?? '') });
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
