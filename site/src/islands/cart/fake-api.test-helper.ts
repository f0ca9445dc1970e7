import { vi } from 'vitest';
import type { CartItemView, CartView } from '../../lib/api/cart';
import { $cart } from './store';

/**
 * A scripted commerce API for the cart islands' tests: `fetch` is stubbed, each call is
 * answered by the handler of its `METHOD /path` (a missing one fails the test loudly), and every
 * request is recorded with its headers and JSON body.
 */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  cartIdHeader: string | null;
}

type Answer = Response | Promise<Response>;
export type Handler = (call: RecordedCall) => Answer;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function refusal(status: number, code: string, message: string): Response {
  return json({ error: { code, message } }, status);
}

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const call: RecordedCall = {
      method,
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      cartIdHeader: headers.get('X-Cart-Id'),
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected call ${method} ${url.pathname}`);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, paths: () => calls.map((call) => `${call.method} ${call.path}`) };
}

export const CART_ID = '2f1c7a52-5d0e-4a6b-9c1e-0b8f3d2a7e41';

export function line(overrides: Partial<CartItemView> = {}): CartItemView {
  const unitPrice = overrides.unitPrice ?? 149;
  const quantity = overrides.quantity ?? 1;
  return {
    id: 11,
    ticketId: 1,
    name: 'Full Pass',
    unitPrice,
    quantity,
    subtotal: unitPrice * quantity,
    ticket: { id: 1, name: 'Full Pass', slug: 'full-pass' },
    role: null,
    ticketsPerUnit: 1,
    ...overrides,
  };
}

export function cartOf(items: CartItemView[], overrides: Partial<CartView> = {}): CartView {
  const subtotal = items.reduce((sum, item) => sum + item.subtotal, 0);
  const discount = overrides.discount ?? 0;
  return {
    id: items.length > 0 ? CART_ID : null,
    items,
    subtotal,
    discount,
    total: subtotal - discount,
    promoCode: null,
    waitingOffer: false,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    ...overrides,
  };
}

/** A promise answered later by the test, to observe the store while a call is pending. */
export function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

export function resetCartStore(): void {
  $cart.set({ cart: null, loading: false, updating: false, error: null, notice: null });
  localStorage.clear();
}
