import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { getPaymentStatus, orderEmail, OrderResponseError, orderViewKind } from './orders';

const order = {
  id: '5b7c1c9e-2a3f-4f51-9d55-1e2f3a4b5c6d',
  number: 'KL-7H3K9Q2M',
  status: 'completed',
  createdAt: '2026-11-22T13:05:00.000Z',
  paidAt: '2026-11-22T13:06:00.000Z',
  holdExpiresAt: '2026-11-22T13:35:00.000Z',
  subtotal: 238,
  discount: 5,
  total: 233,
  currency: 'EUR',
  promoCode: 'BIENVENUE5',
  paymentMethod: 'Carte de crédit',
  locale: 'fr',
  customerInfo: { firstName: 'Awa', lastName: 'Diallo', email: 'awa@example.fr' },
  customerEmail: 'awa@example.fr',
  items: [{ name: 'Full Pass', quantity: 2, unitPrice: 119, subtotal: 238, ticket: { id: 1, name: 'Full Pass' } }],
  tickets: [
    { id: 12, ticketTypeName: 'Full Pass', holderName: 'Awa Diallo', status: 'valid' },
    { id: 13, ticketTypeName: 'Full Pass', holderName: 'Awa Diallo', status: 'valid' },
  ],
  payment: { status: 'completed' },
  paymentInfo: { errorMessage: null },
  refund: null,
};

const respond = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

/** What `getPaymentStatus` makes of an answer. */
const read = (body: unknown) => getPaymentStatus('x', { client: createApiClient({ fetch: respond(body), storage: null }) });

async function refusal(body: unknown): Promise<string> {
  const error = await read(body).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(OrderResponseError);
  return (error as Error).message;
}

describe('reading the status answer', () => {
  it('reads { order } as the API sends it', async () => {
    expect(await read({ order })).toEqual(order);
  });

  it('refuses what is not an order answer with the docs/spec.md §8 sentences', async () => {
    expect(await refusal({ order: null })).toBe('Commande introuvable');
    expect(await refusal({ order: { id: order.id } })).toBe('Les données de commande sont incomplètes');
    expect(await refusal({ order: { ...order, status: '  ' } })).toBe('Les données de commande sont incomplètes');
    expect(await refusal('x')).toBe('Format de réponse invalide');
  });

  it('gives a missing field its neutral value, so the page shows its fallbacks', async () => {
    const bare = await read({ order: { id: order.id, status: 'completed', total: 'abc' } });
    expect(bare).toMatchObject({ number: null, createdAt: null, total: null, paymentMethod: null, items: [], tickets: [] });
    expect(bare.payment.status).toBeNull();
    expect(bare.paymentInfo.errorMessage).toBeNull();
    expect(orderEmail(bare)).toBeNull();
    expect(orderEmail({ ...bare, customerEmail: 'awa@example.fr' })).toBe('awa@example.fr');
  });
});

describe('orderViewKind', () => {
  it('follows docs/spec.md §4', () => {
    expect(orderViewKind({ status: 'completed', payment: { status: null }, refund: null })).toBe('completed');
    expect(orderViewKind({ status: 'processing', payment: { status: 'completed' }, refund: null })).toBe('completed');
    expect(orderViewKind({ status: 'failed', payment: { status: 'failed' }, refund: null })).toBe('failed');
    expect(orderViewKind({ status: 'pending', payment: { status: 'pending' }, refund: null })).toBe('pending');
    expect(orderViewKind({ status: 'processing', payment: { status: null }, refund: null })).toBe('pending');
    expect(orderViewKind({ status: 'refunded', payment: { status: null }, refund: null })).toBe('unknown');
    const refund = { amount: 233, full: true, refundedAt: '2026-12-03T15:30:00.000Z' };
    expect(orderViewKind({ status: 'completed', payment: { status: 'completed' }, refund })).toBe('refunded');
    expect(orderViewKind({ status: 'completed', payment: { status: 'completed' }, refund: { ...refund, full: false } })).toBe('completed');
  });
});

describe('getPaymentStatus', () => {
  it('calls GET /api/stripe/payment-status/{id} through the API client', async () => {
    const fetch = respond({ order });
    const client = createApiClient({ fetch, storage: null });
    const parsed = await getPaymentStatus('cs_test_a1/b', { client });
    expect(parsed.number).toBe('KL-7H3K9Q2M');
    expect(fetch).toHaveBeenCalledWith(
      '/api/stripe/payment-status/cs_test_a1%2Fb',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it("passes the API's French refusal on", async () => {
    const client = createApiClient({
      fetch: respond({ error: { code: 'ORDER_NOT_FOUND', message: 'Commande introuvable' } }, 404),
      storage: null,
    });
    await expect(getPaymentStatus('x', { client })).rejects.toMatchObject({ status: 404, message: 'Commande introuvable' });
  });
});
