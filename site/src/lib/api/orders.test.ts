import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { getPaymentStatus, OrderResponseError, orderViewKind, parseOrderResponse } from './orders';

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
  customerInfo: { firstName: 'Awa', lastName: 'Diallo', email: 'awa@example.fr' },
  customerEmail: 'awa@example.fr',
  items: [{ name: 'Full Pass', quantity: 2, unitPrice: 119, subtotal: 238, ticket: { id: 1, name: 'Full Pass' } }],
  tickets: [
    { id: 12, ticketTypeName: 'Full Pass', holderName: 'Awa Diallo', status: 'valid' },
    { id: 13, ticketTypeName: 'Full Pass', holderName: 'Awa Diallo', status: 'valid' },
  ],
  payment: { status: 'completed' },
  paymentInfo: { errorMessage: null },
};

function refusal(body: unknown): string {
  try {
    parseOrderResponse(body);
  } catch (error) {
    expect(error).toBeInstanceOf(OrderResponseError);
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('parseOrderResponse', () => {
  it('reads the order from response.order, response.data.order, response.data or the response itself', () => {
    for (const body of [{ order }, { data: { order } }, { data: order }, order]) {
      const parsed = parseOrderResponse(body);
      expect(parsed.id).toBe(order.id);
      expect(parsed.number).toBe('KL-7H3K9Q2M');
      expect(parsed.status).toBe('completed');
      expect(parsed.email).toBe('awa@example.fr');
      expect(parsed.tickets).toEqual([
        { id: '12', ticketTypeName: 'Full Pass', holderName: 'Awa Diallo' },
        { id: '13', ticketTypeName: 'Full Pass', holderName: 'Awa Diallo' },
      ]);
      expect(parsed.items).toEqual([{ name: 'Full Pass', quantity: 2, unitPrice: 119, subtotal: 238 }]);
    }
  });

  it('refuses what is not an order answer with the docs/spec.md §8 sentences', () => {
    for (const body of [null, undefined, 'ok', 42, [order], { data: 'x' }]) {
      expect(refusal(body)).toBe('Format de réponse invalide');
    }
    for (const body of [{ order: null }, { data: null }, { data: { order: null } }]) {
      expect(refusal(body)).toBe('Commande introuvable');
    }
    expect(refusal({ order: { ...order, id: undefined } })).toBe('Les données de commande sont incomplètes');
    expect(refusal({ order: { ...order, status: '' } })).toBe('Les données de commande sont incomplètes');
    expect(refusal({})).toBe('Les données de commande sont incomplètes');
  });

  it('fills the spec defaults and keeps raw values for the formatting fallbacks', () => {
    const parsed = parseOrderResponse({
      order: { id: 7, status: 'pending', customerEmail: 'x@example.fr', total: 'abc', createdAt: '' },
    });
    expect(parsed).toMatchObject({
      id: '7',
      number: null,
      paymentMethod: 'Carte de crédit',
      email: 'x@example.fr',
      total: 'abc',
      createdAt: null,
      items: [],
      tickets: null,
      paymentStatus: null,
      errorMessage: null,
    });
  });

  it('names a line from name, else ticket.name, and skips unusable lines', () => {
    const parsed = parseOrderResponse({
      order: {
        id: 'a',
        status: 'completed',
        items: [{ ticket: { name: 'Pass Soirées' }, quantity: '3', unitPrice: 59 }, { quantity: 1 }, 'junk'],
        tickets: [{ name: 'Stage' }, null],
      },
    });
    expect(parsed.items).toEqual([{ name: 'Pass Soirées', quantity: 3, unitPrice: 59, subtotal: undefined }]);
    expect(parsed.tickets).toEqual([{ id: 'ticket-0', ticketTypeName: 'Stage', holderName: null }]);
  });
});

describe('orderViewKind', () => {
  it('follows docs/spec.md §4', () => {
    expect(orderViewKind({ status: 'completed', paymentStatus: null })).toBe('completed');
    expect(orderViewKind({ status: 'processing', paymentStatus: 'completed' })).toBe('completed');
    expect(orderViewKind({ status: 'failed', paymentStatus: 'failed' })).toBe('failed');
    expect(orderViewKind({ status: 'pending', paymentStatus: 'pending' })).toBe('pending');
    expect(orderViewKind({ status: 'processing', paymentStatus: null })).toBe('pending');
    expect(orderViewKind({ status: 'refunded', paymentStatus: null })).toBe('unknown');
  });
});

describe('getPaymentStatus', () => {
  const respond = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

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
