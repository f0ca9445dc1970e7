/**
 * The attacks of the security review (docs/security.md), replayed against a running stack as an
 * attacker would run them, with one line per attack: REFUSED or EXPLOITED and what was observed.
 *
 *   npm run attacks -w tests            # against `npm start` (http://localhost:4321)
 *
 * It is a demonstration tool for a development stack, not a test: the proofs that each attack is
 * refused are the API and Playwright tests named in docs/security.md. It creates orders, accounts
 * and a promo code on the stack it targets, and ends with the attacks that trip the per-IP limits.
 *
 * Environment: ATTACK_SITE_URL (http://localhost:4321), ATTACK_API_URL (http://127.0.0.1:3001),
 * ATTACK_EMULATOR_URL (http://127.0.0.1:12111), DATA_DIR (./data: its dev.env gives the staff
 * accounts, their TOTP secrets and the emulator's key).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseEnv } from 'dotenv';
import Stripe from 'stripe';
import { TOTP_PERIOD_MS, totpCode } from '../support/totp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const devEnv: Record<string, string> = fs.existsSync(path.join(dataDir, 'dev.env'))
  ? parseEnv(fs.readFileSync(path.join(dataDir, 'dev.env')))
  : {};
const env = (name: string, fallback = '') => process.env[name] ?? devEnv[name] ?? fallback;

const siteUrl = env('ATTACK_SITE_URL', `http://localhost:${env('SITE_PORT', '4321')}`).replace(/\/+$/, '');
const apiUrl = env('ATTACK_API_URL', `http://127.0.0.1:${env('API_PORT', '3001')}`).replace(/\/+$/, '');
const emulatorUrl = env('ATTACK_EMULATOR_URL', `http://127.0.0.1:${env('STRIPE_EMULATOR_PORT', '12111')}`).replace(/\/+$/, '');
const emulatorKey = env('STRIPE_EMULATOR_SECRET_KEY', 'sk_test_emulator');

type Json = Record<string, any>;
interface Answer {
  status: number;
  body: Json;
  headers: Headers;
}

/** Each attack speaks as its own client address: the API trusts the site server's loopback hop. */
async function call(url: string, init: { method?: string; json?: unknown; headers?: Record<string, string>; client?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.client) headers['x-forwarded-for'] = init.client;
  const response = await fetch(url, { method: init.method ?? (init.json === undefined ? 'GET' : 'POST'), headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  const text = await response.text();
  let body: Json = {};
  try {
    body = text ? (JSON.parse(text) as Json) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tag = () => randomBytes(4).toString('hex');

/** The code an authenticator app shows for `secret`, `offsetSteps` periods ahead. */
const totp = (secret: string, offsetSteps = 0) => totpCode(secret, Date.now() + offsetSteps * TOTP_PERIOD_MS);

/** A staff session: password, then the TOTP step when the API asks for it. */
async function staffLogin(role: 'admin' | 'scanner', client: string): Promise<string> {
  const email = env(role === 'admin' ? 'ADMIN_EMAIL' : 'SCANNER_EMAIL');
  const password = env(role === 'admin' ? 'ADMIN_PASSWORD' : 'SCANNER_PASSWORD');
  const login = await call(`${apiUrl}/api/admin/auth/login`, { json: { email, password }, client });
  if (login.status !== 200) throw new Error(`${role} login: ${login.status} ${JSON.stringify(login.body)}`);
  if (login.body.token) return login.body.token as string;
  const secret = env(role === 'admin' ? 'ADMIN_TOTP_SECRET' : 'SCANNER_TOTP_SECRET');
  for (const offset of [0, 1]) {
    const verified = await call(`${apiUrl}/api/auth/mfa/verify`, { json: { mfaToken: login.body.mfaToken, code: totp(secret, offset) }, client });
    if (verified.status === 200) return verified.body.token as string;
  }
  throw new Error(`${role}: TOTP step refused`);
}

async function outboxLinkTo(address: string, since: number): Promise<string | null> {
  for (let i = 0; i < 40; i += 1) {
    const list = await call(`${apiUrl}/api/dev/outbox.json`);
    const entries = ((list.body.messages ?? []) as Json[]).filter((m) => String(m.recipient).toLowerCase() === address.toLowerCase() && m.id > since && m.status === 'sent');
    for (const entry of entries.sort((a, b) => b.id - a.id)) {
      const eml = await fetch(`${apiUrl}/api/dev/outbox/${entry.id}.eml`).then((r) => r.text());
      const token = /token=3D([A-Za-z0-9_-]{20,})|token=([A-Za-z0-9_-]{20,})/.exec(eml.replace(/=\r?\n/g, ''));
      if (token) return token[1] ?? token[2] ?? null;
    }
    await sleep(500);
  }
  return null;
}

async function lastOutboxId(): Promise<number> {
  const list = await call(`${apiUrl}/api/dev/outbox.json`);
  return Math.max(0, ...((list.body.messages ?? []) as Json[]).map((m) => Number(m.id)));
}

const buyerForm = (email: string) => ({
  customerInfo: { firstName: 'Awa', lastName: 'Diallo', email, phone: '+33612345678' },
  billingDetails: { address: { line1: '12 quai Rambaud', postalCode: '69002', city: 'Lyon', country: 'FR' } },
});

async function ticketTypes(): Promise<Json[]> {
  return ((await call(`${apiUrl}/api/tickets`)).body.data ?? []) as Json[];
}

/** Cart of `quantity` × type, then a pending order: the order id, or the refusal. */
async function checkout(typeId: number, quantity: number, email: string, client: string, extra: { promo?: string; token?: string } = {}) {
  const headers = extra.token ? bearer(extra.token) : undefined;
  const added = await call(`${apiUrl}/api/cart/add`, { json: { ticketId: typeId, quantity }, client, headers });
  if (added.status !== 200 && added.status !== 201) return { ok: false as const, status: added.status, body: added.body };
  const cartId = added.body.cart.id as string;
  if (extra.promo) {
    const promo = await call(`${apiUrl}/api/cart/promo`, { json: { code: extra.promo }, client, headers: { 'x-cart-id': cartId, ...headers } });
    if (promo.status !== 200) return { ok: false as const, status: promo.status, body: promo.body };
  }
  const order = await call(`${apiUrl}/api/checkout/session`, { json: { cartId, ...buyerForm(email) }, client, headers: { 'x-cart-id': cartId, ...headers } });
  if (order.status !== 201) return { ok: false as const, status: order.status, body: order.body };
  return { ok: true as const, orderId: order.body.orderId as string, total: order.body.order?.total as number };
}

async function payThroughApiSession(orderId: string, client: string): Promise<void> {
  const session = await call(`${apiUrl}/api/stripe/create-checkout-session`, {
    json: { orderId, successUrl: `${siteUrl}/confirmation/${orderId}?session_id={CHECKOUT_SESSION_ID}`, cancelUrl: `${siteUrl}/checkout/${orderId}?canceled=true` },
    client,
  });
  if (session.status !== 200 && session.status !== 201) throw new Error(`create-checkout-session: ${session.status} ${JSON.stringify(session.body)}`);
  await payAtEmulator(session.body.sessionId as string);
}

async function payAtEmulator(sessionId: string): Promise<void> {
  const paid = await call(`${emulatorUrl}/_emulator/sessions/${encodeURIComponent(sessionId)}/pay`, { method: 'POST', headers: bearer(emulatorKey) });
  if (paid.status >= 300) throw new Error(`emulator pay: ${paid.status} ${JSON.stringify(paid.body)}`);
}

async function orderStatus(orderId: string, waitFor?: string): Promise<string> {
  let status = '';
  for (let i = 0; i < (waitFor ? 40 : 1); i += 1) {
    status = String((await call(`${apiUrl}/api/stripe/payment-status/${orderId}`)).body.order?.status ?? '');
    if (!waitFor || status === waitFor) break;
    await sleep(500);
  }
  return status;
}

interface Outcome {
  attack: string;
  exploited: boolean | null;
  observed: string;
}
const outcomes: Outcome[] = [];
async function attack(name: string, run: () => Promise<{ exploited: boolean | null; observed: string }>): Promise<void> {
  try {
    outcomes.push({ attack: name, ...(await run()) });
  } catch (error) {
    outcomes.push({ attack: name, exploited: null, observed: `could not run: ${(error as Error).message}` });
  }
  const last = outcomes[outcomes.length - 1]!;
  console.log(`${last.exploited === null ? '?        ' : last.exploited ? 'EXPLOITED' : 'REFUSED  '}  ${name}: ${last.observed}`);
}

const types = await ticketTypes();
const byPrice = [...types].sort((a, b) => Number(b.price) - Number(a.price));
const dearest = byPrice[0]!;
const workshop = types.find((t) => /workshop|stage/i.test(`${t.slug} ${t.name}`)) ?? byPrice[1]!;

await attack('Foreign Checkout Session completes an order (H2)', async () => {
  const client = `198.51.100.${10 + Number.parseInt(tag().slice(0, 2), 16) % 200}`;
  const order = await checkout(dearest.id, 1, `victim-pay-${tag()}@example.org`, client);
  if (!order.ok) return { exploited: null, observed: `no order: ${order.status}` };
  const stripe = new Stripe(emulatorKey, { host: new URL(emulatorUrl).hostname, port: Number(new URL(emulatorUrl).port), protocol: 'http' });
  const foreign = await stripe.checkout.sessions.create({
    mode: 'payment',
    client_reference_id: order.orderId,
    line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 50, product_data: { name: 'Don' } } }],
    success_url: `${siteUrl}/`,
    cancel_url: `${siteUrl}/`,
  });
  await payAtEmulator(foreign.id);
  await sleep(4_000);
  const status = await orderStatus(order.orderId);
  return { exploited: status === 'completed', observed: `${dearest.price} € order paid with a 0.50 € foreign session → order ${status}` };
});

await attack('One client hoards a ticket type (H3)', async () => {
  const client = `198.51.100.${Number.parseInt(tag().slice(0, 2), 16)}`;
  let held = 0;
  const answers: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const order = await checkout(workshop.id, 10, `bot-${tag()}@example.org`, client);
    answers.push(order.ok ? 201 : order.status);
    if (order.ok) held += 10;
  }
  return { exploited: held > 10, observed: `6 checkouts × 10 « ${workshop.name} » from one address, rotating e-mails → ${answers.join(', ')}; ${held} places held` };
});

let buyerToken = '';
let buyerEmail = '';
await attack('Account pre-hijacking (H1)', async () => {
  const client = `203.0.113.${Number.parseInt(tag().slice(0, 2), 16)}`;
  const victim = `victim-${tag()}@example.org`;
  const attackerPassword = `Attaquant-${tag()}-${tag()}`;
  const registered = await call(`${apiUrl}/api/auth/register`, { json: { email: victim, password: attackerPassword, firstName: 'Eve', lastName: 'Pirate' }, client });
  const attackerToken = registered.body.token as string | undefined;
  // The victim proves their mailbox with « Accès rapide » (the magic link it e-mails).
  const since = await lastOutboxId();
  await call(`${apiUrl}/api/auth/quick-login`, { json: { email: victim, name: 'Awa Diallo' }, client: '192.0.2.7' });
  const token = await outboxLinkTo(victim, since);
  if (!token) return { exploited: null, observed: 'no magic link in the outbox' };
  const victimSession = await call(`${apiUrl}/api/auth/magic-login`, { json: { token }, client: '192.0.2.7' });
  buyerToken = String(victimSession.body.token ?? '');
  buyerEmail = victim;
  const login = await call(`${apiUrl}/api/auth/login`, { json: { email: victim, password: attackerPassword }, client });
  const oldToken = attackerToken ? (await call(`${apiUrl}/api/auth/me`, { headers: bearer(attackerToken), client })).status : null;
  return {
    exploited: login.status === 200 || oldToken === 200,
    observed: `register ${registered.status}${attackerToken ? ' with a session' : ' without session'}; after the victim's magic link: attacker password login ${login.status}, attacker's first token ${oldToken ?? 'none'}`,
  };
});

await attack('Scanner staff read QR secrets (M1)', async () => {
  if (!buyerToken) return { exploited: null, observed: 'no buyer account' };
  const client = '192.0.2.7';
  const order = await checkout(dearest.id, 1, buyerEmail, client, { token: buyerToken });
  if (!order.ok) return { exploited: null, observed: `buyer order refused ${order.status}` };
  await payThroughApiSession(order.orderId, client);
  await orderStatus(order.orderId, 'completed');
  const scanner = await staffLogin('scanner', '192.0.2.50');
  const users = await call(`${apiUrl}/api/admin/users?q=${encodeURIComponent(buyerEmail)}`, { headers: bearer(scanner), client: '192.0.2.50' });
  const id = ((users.body.data ?? users.body.users ?? []) as Json[])[0]?.id;
  const detail = await call(`${apiUrl}/api/admin/users/${id}`, { headers: bearer(scanner), client: '192.0.2.50' });
  const codes = JSON.stringify(detail.body).match(/"code":"[^"]{16,}"/g) ?? [];
  const tickets = Array.isArray(detail.body.tickets) ? detail.body.tickets.length : 0;
  return { exploited: codes.length > 0, observed: `GET /api/admin/users/${id} as scanner → ${detail.status}, ${tickets} ticket(s) listed, ${codes.length} QR secret(s) in the answer` };
});

await attack('A 1-use promo code honoured twice (M2)', async () => {
  const admin = await staffLogin('admin', '192.0.2.60');
  const code = `UNEFOIS${tag().toUpperCase()}`;
  const created = await call(`${apiUrl}/api/admin/promo-codes`, {
    json: { code, type: 'percentage', value: 50, maxUses: 1, active: true },
    headers: bearer(admin),
    client: '192.0.2.60',
  });
  if (created.status !== 201 && created.status !== 200) return { exploited: null, observed: `promo not created: ${created.status} ${JSON.stringify(created.body)}` };
  // Both orders are created before either is paid: the use was counted only at payment.
  const results: string[] = [];
  const orders: Array<{ orderId: string; total: number; client: string }> = [];
  for (const n of [1, 2]) {
    const client = `198.51.100.${200 + n}`;
    const order = await checkout(workshop.id, 1, `promo${n}-${tag()}@example.org`, client, { promo: code });
    if (order.ok) orders.push({ orderId: order.orderId, total: order.total, client });
    else results.push(`order ${n}: ${order.status} ${order.body.error?.code ?? ''}`);
  }
  let completed = 0;
  for (const [i, order] of orders.entries()) {
    await payThroughApiSession(order.orderId, order.client);
    const status = await orderStatus(order.orderId, 'completed');
    if (status === 'completed') completed += 1;
    results.push(`order ${i + 1}: ${status} at ${order.total} €`);
  }
  return { exploited: completed > 1, observed: results.join('; ') };
});

await attack('Register tells known addresses apart (M6)', async () => {
  const fresh = await call(`${apiUrl}/api/auth/register`, { json: { email: `new-${tag()}@example.org`, password: `Inconnu-${tag()}-${tag()}`, firstName: 'A', lastName: 'B' }, client: '192.0.2.80' });
  const known = await call(`${apiUrl}/api/auth/register`, { json: { email: env('ADMIN_EMAIL'), password: `Inconnu-${tag()}-${tag()}`, firstName: 'A', lastName: 'B' }, client: '192.0.2.81' });
  const same = fresh.status === known.status && JSON.stringify(fresh.body) === JSON.stringify(known.body);
  return { exploited: !same, observed: `new address → ${fresh.status}, known address → ${known.status}${same ? ' (same body)' : ''}` };
});

await attack('Promo refusals enumerate codes (L7)', async () => {
  const client = '192.0.2.90';
  const added = await call(`${apiUrl}/api/cart/add`, { json: { ticketId: workshop.id, quantity: 1 }, client });
  const cartId = added.body.cart.id as string;
  const unknown = await call(`${apiUrl}/api/cart/promo`, { json: { code: `NOPE${tag()}` }, client, headers: { 'x-cart-id': cartId } });
  const admin = await staffLogin('admin', '192.0.2.61');
  const code = `INACTIF${tag().toUpperCase()}`;
  await call(`${apiUrl}/api/admin/promo-codes`, { json: { code, type: 'percentage', value: 10, active: false }, headers: bearer(admin), client: '192.0.2.61' });
  const inactive = await call(`${apiUrl}/api/cart/promo`, { json: { code }, client, headers: { 'x-cart-id': cartId } });
  const a = `${unknown.status} ${unknown.body.error?.code}`;
  const b = `${inactive.status} ${inactive.body.error?.code}`;
  return { exploited: a !== b, observed: `unknown code → ${a}; inactive code → ${b}` };
});

await attack('DELETE /api/account as a password oracle (L6)', async () => {
  if (!buyerToken) return { exploited: null, observed: 'no buyer account' };
  const statuses: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    statuses.push((await call(`${apiUrl}/api/account`, { method: 'DELETE', json: { password: `faux-${i}` }, headers: bearer(buyerToken), client: '192.0.2.7' })).status);
  }
  return { exploited: !statuses.includes(429), observed: `15 wrong passwords → ${[...new Set(statuses)].join('/')}` };
});

await attack('Rotating X-Forwarded-For through the site defeats per-IP limits (M4)', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    const answer = await call(`${siteUrl}/api/auth/login`, {
      json: { email: `quelquun-${i}@example.org`, password: 'mauvais-mot-de-passe' },
      headers: { 'x-forwarded-for': `100.64.${i}.${i + 1}` },
    });
    statuses.push(answer.status);
  }
  return { exploited: !statuses.includes(429), observed: `15 logins, each with a new X-Forwarded-For → ${statuses.join(',')}` };
});

await attack('Per-account login throttling (L1)', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const answer = await call(`${apiUrl}/api/auth/login`, { json: { email: env('ADMIN_EMAIL'), password: `devine-${i}` }, client: `100.64.200.${i + 1}` });
    statuses.push(answer.status);
  }
  return { exploited: !statuses.includes(429), observed: `8 wrong passwords for the admin address from 8 addresses → ${statuses.join(',')}` };
});

const exploited = outcomes.filter((o) => o.exploited === true).length;
const refused = outcomes.filter((o) => o.exploited === false).length;
console.log(`\n${refused} refused, ${exploited} exploited, ${outcomes.length - refused - exploited} could not run`);
