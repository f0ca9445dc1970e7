import { describe, expect, it } from 'vitest';
import { resolveOrderIdentifier, routeOrderId } from './identifier';

const at = (pathname: string, search = '') => resolveOrderIdentifier({ pathname, search });

describe('resolveOrderIdentifier (docs/spec.md §2)', () => {
  it('takes query session_id first', () => {
    expect(at('/confirmation/ord-1', '?session_id=cs_1&orderId=ord-2&session=ord-3')).toBe('cs_1');
  });

  it('then the route param orderId', () => {
    expect(at('/confirmation/ord-1', '?orderId=ord-2&session=ord-3')).toBe('ord-1');
    expect(at('/confirmation/ord-1/', '')).toBe('ord-1');
  });

  it('then query orderId, then query session', () => {
    expect(at('/payment/status', '?orderId=ord-2&session=ord-3')).toBe('ord-2');
    expect(at('/payment/status', '?session=ord-3')).toBe('ord-3');
  });

  it('skips empty values', () => {
    expect(at('/payment/status', '?session_id=&orderId=%20&session=ord-3')).toBe('ord-3');
  });

  it('answers null when there is none or when it is malformed', () => {
    expect(at('/payment/status', '')).toBeNull();
    expect(at('/confirmation', '')).toBeNull();
    expect(at('/payment/status', '?session_id=a%20b')).toBeNull();
    expect(at('/payment/status', '?orderId=../admin')).toBeNull();
    expect(at('/confirmation/%E0%A4%A', '')).toBeNull();
  });

  it('reads the route param only on /confirmation/{orderId}', () => {
    expect(routeOrderId('/confirmation/5b7c1c9e-2a3f-4f51-9d55-1e2f3a4b5c6d')).toBe(
      '5b7c1c9e-2a3f-4f51-9d55-1e2f3a4b5c6d',
    );
    expect(routeOrderId('/pt/confirmation/ord-7')).toBe('ord-7');
    expect(at('/en/confirmation/ord-8', '')).toBe('ord-8');
    expect(routeOrderId('/payment/status')).toBeNull();
    expect(routeOrderId('/confirmation/a/b')).toBeNull();
  });
});
