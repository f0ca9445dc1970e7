/**
 * What the purchase-path benchmarks share: calling the API as a buyer, the bench's own ticket type
 * (inserted into the stack's database), and paying through the Stripe emulator's test helper.
 *
 * Each simulated buyer is its own client: the API reads the client address from X-Forwarded-For,
 * which it trusts from loopback only (the site server's hop; the bench calls the API from this
 * machine), and its fair-hold caps count per address and per e-mail (docs/purchase-flow.md).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Connection } from 'mysql2/promise';
import { readDevEnv } from '../support/stack';

export function integer(name: string, fallback: number, min: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer ${min}–${max}, got ${process.env[name]}`);
  return value;
}

/** A refusal of the API (status and error code), as opposed to a network failure. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Sold out or not enough seats: the expected end of the demand, not a failure. */
export const SOLD_OUT_CODES = new Set(['SOLD_OUT', 'NOT_ENOUGH_SEATS']);

/** The balance rule keeping a role back (the waiting list's turn): a refusal, not a failure. */
export const ROLE_REFUSAL_CODES = new Set(['ROLE_WAITLISTED', 'ROLE_SOLD_OUT']);

/** The emulator's only key: BENCH_STRIPE_EMULATOR_SECRET_KEY, or the stack's `$DATA_DIR/dev.env`. */
export function emulatorSecretKey(dataDir: string | null): string {
  const fromEnv = process.env.BENCH_STRIPE_EMULATOR_SECRET_KEY;
  if (fromEnv) return fromEnv;
  if (dataDir && existsSync(path.join(dataDir, 'dev.env'))) {
    const key = readDevEnv(dataDir).STRIPE_EMULATOR_SECRET_KEY;
    if (key) return key;
  }
  throw new Error('the purchase benchmarks pay through the emulator’s /_emulator helper, which wants its key: set BENCH_STRIPE_EMULATOR_SECRET_KEY (or BENCH_DATA_DIR to a stack DATA_DIR holding dev.env)');
}

export async function call<T>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<{ body: T; headers: Headers }> {
  const { json, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...(rest.headers as Record<string, string>) },
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) {
    let code = 'HTTP_' + response.status;
    let message = text.slice(0, 300);
    try {
      const parsed = JSON.parse(text) as { error?: { code?: string; message?: string } };
      code = parsed.error?.code ?? code;
      message = parsed.error?.message ?? message;
    } catch {
      /* not JSON */
    }
    throw new Refused(response.status, code, `${init.method ?? 'GET'} ${new URL(url).pathname} → ${response.status} ${code}: ${message}`);
  }
  return { body: JSON.parse(text) as T, headers: response.headers };
}

/** The n-th simulated client address, in 198.18.0.0/15 (reserved for benchmarks, RFC 2544). */
export function benchAddress(n: number): string {
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

/** A run id for names: `20261124135600-a1b2c3`. */
export function runId(): string {
  return `${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${Math.random().toString(16).slice(2, 8)}`;
}

/**
 * Inserts a visible ticket type on sale for a year at `priceCents`, directly into the stack's
 * database, and checks that the API at `apiUrl` sees it (or the verification would prove nothing).
 */
export async function insertBenchTicketType(
  db: Connection,
  apiUrl: string,
  { slug, name, description, quota, priceCents }: { slug: string; name: string; description: string; quota: number; priceCents: number },
): Promise<number> {
  const now = Date.now();
  const [inserted] = await db.execute(
    `INSERT INTO ticket_types (slug, name, description, includes, category, price_cents, quota, sold_count, held_count,
       sales_start, sales_end, valid_days, highlighted, visible, sort_order, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'pass', ?, ?, 0, 0, ?, ?, ?, 0, 1, 9999, ?, ?)`,
    [
      slug,
      name,
      description,
      JSON.stringify(['Banc d’essai']),
      priceCents,
      quota,
      new Date(now - 86_400_000),
      new Date(now + 365 * 86_400_000),
      JSON.stringify(['2027-04-16']),
      new Date(now),
      new Date(now),
    ],
  );
  const id = (inserted as { insertId: number }).insertId;
  const catalogue = await call<{ data: Array<{ id: number; slug: string }> }>(`${apiUrl}/api/tickets`);
  if (!catalogue.body.data.some((ticket) => ticket.slug === slug && ticket.id === id)) {
    throw new Error(`the API at ${apiUrl} does not see ticket type ${slug}: it does not read the bench's database`);
  }
  return id;
}

export interface CheckoutStep {
  apiUrl: string;
  /** The buyer's client address (X-Forwarded-For). */
  address: string;
  email: string;
  lastName: string;
  ticketTypeId: number;
  quantity: number;
  /** The dance role of the line, for a ticket type whose tickets each have one ('balanced'). */
  role?: 'leader' | 'follower';
}

/** Add to a new cart, then `POST /api/checkout/session`: the order id (its seats are held). */
export async function checkOut({ apiUrl, address, email, lastName, ticketTypeId, quantity, role }: CheckoutStep, lap: (step: 'add' | 'checkout') => void = () => undefined): Promise<string> {
  const client = { 'x-forwarded-for': address };
  const added = await call<{ cart: { id: string } }>(`${apiUrl}/api/cart/add`, { method: 'POST', headers: client, json: { ticketId: ticketTypeId, quantity, ...(role ? { role } : {}) } });
  lap('add');
  const checkout = await call<{ orderId: string }>(`${apiUrl}/api/checkout/session`, {
    method: 'POST',
    headers: { ...client, 'x-cart-id': added.body.cart.id },
    json: {
      cartId: added.body.cart.id,
      customerInfo: { firstName: 'Awa', lastName, email, phone: '+33612345678' },
      billingDetails: { address: { line1: '12 quai Rambaud', postalCode: '69002', city: 'Lyon', country: 'FR' } },
    },
  });
  lap('checkout');
  return checkout.body.orderId;
}

export interface PaymentStep {
  apiUrl: string;
  siteUrl: string;
  stripeEmulatorUrl: string;
  emulatorAuth: Record<string, string>;
  address: string;
  orderId: string;
  pollMs: number;
  timeoutMs: number;
}

/** Opens the payment page (Checkout Session), pays it at the emulator, waits for the order to be completed. */
export async function payOrder(
  { apiUrl, siteUrl, stripeEmulatorUrl, emulatorAuth, address, orderId, pollMs, timeoutMs }: PaymentStep,
  lap: (step: 'session' | 'pay' | 'completed') => void = () => undefined,
): Promise<void> {
  const client = { 'x-forwarded-for': address };
  const session = await call<{ url: string; sessionId: string }>(`${apiUrl}/api/stripe/create-checkout-session`, {
    method: 'POST',
    headers: client,
    json: {
      orderId,
      successUrl: `${siteUrl}/confirmation/${orderId}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${siteUrl}/checkout/${orderId}?canceled=true`,
    },
  });
  lap('session');
  await call(`${stripeEmulatorUrl}/_emulator/sessions/${encodeURIComponent(session.body.sessionId)}/pay`, { method: 'POST', headers: emulatorAuth });
  lap('pay');
  const until = performance.now() + timeoutMs;
  for (;;) {
    const status = await call<{ order: { status: string } }>(`${apiUrl}/api/stripe/payment-status/${orderId}`, { headers: client });
    if (status.body.order.status === 'completed') break;
    if (status.body.order.status === 'failed') throw new Error(`order ${orderId} failed after payment`);
    if (performance.now() > until) throw new Error(`order ${orderId} still ${status.body.order.status} ${timeoutMs / 1000} s after payment`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  lap('completed');
}
