/**
 * An order made through the same public calls the site makes (docs/spec.md §7: cart, checkout session,
 * Stripe Checkout Session) without driving the browser, for journeys that need an order in a
 * given state rather than the buying itself. Paying goes through the emulator's documented test
 * helper `POST /_emulator/sessions/:id/pay` (stripe-emulator/README.md), which is what its
 * payment page does with the chosen card or option.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { EMULATOR_API_URL, emulatorAuth } from './emulator';
import type { Buyer } from './purchase';

export type EmulatorOutcome = 'succeeded' | 'async_failed' | 'async_succeeded';

export interface ApiOrder {
  orderId: string;
  /** The Stripe Checkout Session (`cs_…`). */
  sessionId: string;
  /** The payment page address. */
  url: string;
}

/** `Authorization` header of a logged-in buyer, or none for a guest. */
function bearer(token: string | undefined): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** One cart line: a ticket type, a quantity and, for a balanced type, the dance role. */
export interface ApiLine {
  ticketId: number;
  quantity: number;
  role?: 'leader' | 'follower';
}

/** A new cart holding one line (`POST /api/cart/add` without `X-Cart-Id`); answers its id. */
export async function cartThroughApi(request: APIRequestContext, line: ApiLine, token?: string): Promise<string> {
  const added = await request.post('/api/cart/add', {
    headers: bearer(token),
    data: { ticketId: line.ticketId, quantity: line.quantity, ...(line.role ? { role: line.role } : {}) },
  });
  expect(added.status(), `POST /api/cart/add: ${await added.text()}`).toBeLessThan(300);
  const cartId = ((await added.json()) as { cart: { id: string | null } }).cart.id;
  expect(cartId, 'the answer carries the new cart id').toBeTruthy();
  return cartId!;
}

/**
 * Cart → `POST /api/checkout/session` → `POST /api/stripe/create-checkout-session`; the order is
 * `pending`. With `token`, the buyer is logged in (the order belongs to that account).
 */
export async function orderThroughApi(
  request: APIRequestContext,
  siteUrl: string,
  buyer: Buyer,
  line: ApiLine,
  token?: string,
): Promise<ApiOrder> {
  const cartId = await cartThroughApi(request, line, token);
  const checkout = await request.post('/api/checkout/session', {
    headers: { 'X-Cart-Id': cartId, ...bearer(token) },
    data: {
      cartId,
      customerInfo: { firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email, phone: buyer.phone },
      billingDetails: { address: { line1: buyer.line1, postalCode: buyer.postalCode, city: buyer.city, country: 'FR' } },
    },
  });
  expect(checkout.status(), `POST /api/checkout/session: ${await checkout.text()}`).toBe(201);
  const { sessionId: orderId } = (await checkout.json()) as { sessionId: string };

  const created = await request.post('/api/stripe/create-checkout-session', {
    headers: bearer(token),
    data: {
      orderId,
      successUrl: `${siteUrl}/confirmation/${orderId}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${siteUrl}/checkout/${orderId}?canceled=true`,
    },
  });
  expect(created.status(), `POST /api/stripe/create-checkout-session: ${await created.text()}`).toBeLessThan(300);
  const { sessionId, url } = (await created.json()) as { sessionId: string; url: string };
  expect(sessionId).toMatch(/^cs_/);
  return { orderId, sessionId, url };
}

/** Pays (or fails) the session at the emulator, as its payment page would. */
export async function payAtEmulator(request: APIRequestContext, sessionId: string, outcome: EmulatorOutcome = 'succeeded'): Promise<void> {
  const paid = await request.post(`${EMULATOR_API_URL}/_emulator/sessions/${sessionId}/pay`, { form: { outcome }, headers: emulatorAuth() });
  expect(paid.status(), `POST /_emulator/sessions/${sessionId}/pay: ${await paid.text()}`).toBe(200);
}
