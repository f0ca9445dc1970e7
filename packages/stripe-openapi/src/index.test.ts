import { describe, expect, it } from 'vitest';
import { emulatorEventTypes, operationFor, stripeOperations, validateEvent, validateRequest, validateResponse } from './index.js';

describe('the Stripe OpenAPI subset', () => {
  it('holds the ten operations the product calls and finds them by method and URL', () => {
    expect(stripeOperations).toHaveLength(10);
    expect(operationFor('GET', '/v1/checkout/sessions/cs_test_1?expand[]=line_items')?.operationId).toBe('GetCheckoutSessionsSession');
    expect(operationFor('GET', '/v1/checkout/sessions/cs_test_1/line_items')?.operationId).toBe('GetCheckoutSessionsSessionLineItems');
    expect(operationFor('POST', '/v1/checkout/sessions/cs_test_1/expire')?.operationId).toBe('PostCheckoutSessionsSessionExpire');
    expect(operationFor('POST', '/v1/checkout/sessions')?.operationId).toBe('PostCheckoutSessions');
    expect(operationFor('DELETE', '/v1/checkout/sessions')).toBeNull();
    expect(() => validateResponse('GET', '/v1/customers', 200, {})).toThrow(/no such operation/);
    expect(Object.keys(emulatorEventTypes).sort()).toEqual([
      'checkout.session.async_payment_failed',
      'checkout.session.async_payment_succeeded',
      'checkout.session.completed',
      'checkout.session.expired',
    ]);
  });

  it('refuses an answer missing a required field or with a wrong type, accepts a null where nullable', () => {
    const refund = { id: 're_1', object: 'refund', amount: 500, created: 1_700_000_000, currency: 'eur', charge: null, metadata: null };
    expect(validateResponse('POST', '/v1/refunds', 200, refund).errors).toEqual([]);
    const { currency: _, ...noCurrency } = refund;
    expect(validateResponse('POST', '/v1/refunds', 200, noCurrency).errors).toEqual([expect.stringContaining("must have required property 'currency'")]);
    expect(validateResponse('POST', '/v1/refunds', 200, { ...refund, amount: '500' }).errors).toEqual([expect.stringContaining('/amount must be integer')]);
    expect(validateResponse('POST', '/v1/refunds', 400, { error: { type: 'invalid_request_error', message: 'x' } }).errors).toEqual([]);
    expect(validateResponse('POST', '/v1/refunds', 404, { message: 'x' }).errors).not.toEqual([]);
  });

  it('reads form-encoded requests as the SDK sends them, refusing unknown parameters', () => {
    const body = 'mode=payment&line_items[0][price_data][currency]=eur&line_items[0][price_data][unit_amount]=4500&line_items[0][price_data][product_data][name]=Pass&line_items[0][quantity]=2&expires_at=1700000000&success_url=http%3A%2F%2Fx';
    expect(validateRequest('POST', '/v1/checkout/sessions', body).errors).toEqual([]);
    expect(validateRequest('POST', '/v1/checkout/sessions', `${body}&line_items[0][quantity]=two`).errors).not.toEqual([]);
    expect(validateRequest('POST', '/v1/checkout/sessions', `${body}&colour=blue`).errors).toEqual([expect.stringContaining('additionalProperty')]);
    expect(validateRequest('GET', '/v1/checkout/sessions/cs_1?expand[0]=line_items').errors).toEqual([]);
    expect(validateRequest('GET', '/v1/checkout/sessions/cs_1?expend[0]=line_items').errors).not.toEqual([]);
  });

  it("checks an event's envelope, its type and its object", () => {
    const event = {
      id: 'evt_1',
      object: 'event',
      api_version: '2023-08-16',
      created: 1_700_000_000,
      data: { object: { id: 'cs_1', object: 'checkout.session' } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
    };
    const errors = validateEvent(event).errors;
    expect(errors).toContainEqual(expect.stringContaining("/data/object must have required property 'automatic_tax'"));
    expect(validateEvent({ ...event, type: 'checkout.session.paid' }).errors).toContainEqual(expect.stringContaining('not an event type'));
  });
});
