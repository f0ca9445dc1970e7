// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeHandler } from '../../lib/realtime';
import { usePaymentStatus } from './usePaymentStatus';

const realtime = vi.hoisted(() => ({ handlers: new Map<string, RealtimeHandler>() }));
vi.mock('../../lib/realtime', () => ({
  onRealtime: (event: string, handler: RealtimeHandler) => {
    realtime.handlers.set(event, handler);
    return () => realtime.handlers.delete(event);
  },
}));

const ORDER_ID = '5b7c1c9e-2a3f-4f51-9d55-1e2f3a4b5c6d';
const order = (status: string) => ({
  id: ORDER_ID,
  number: 'KZL-0001',
  status,
  createdAt: '2026-05-01T10:00:00.000Z',
  total: 149,
  items: [{ name: 'Full Pass', quantity: 1, unitPrice: 149 }],
  tickets: [],
  payment: { status },
});

afterEach(() => {
  cleanup();
  realtime.handlers.clear();
});

describe('usePaymentStatus and the realtime order:status', () => {
  it('refreshes at once when this order changes, ignores other orders, and stops listening on unmount', async () => {
    const answers = [order('pending'), order('completed')];
    const fetch = vi.fn(async () => new Response(JSON.stringify({ order: answers.length > 1 ? answers.shift() : answers[0] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    // The page was opened with the payment session id: the push names the order id.
    const { result, unmount } = renderHook(() => usePaymentStatus('cs_test_123'));
    await act(async () => {});
    expect(result.current.order?.status).toBe('pending');
    expect(fetch).toHaveBeenCalledTimes(1);

    await act(async () => realtime.handlers.get('order:status')?.({ orderId: 'another-order', status: 'completed' }));
    expect(fetch).toHaveBeenCalledTimes(1);

    await act(async () => realtime.handlers.get('order:status')?.({ orderId: ORDER_ID, status: 'completed' }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current.order?.status).toBe('completed');
    expect(result.current.secondsLeft).toBeNull();

    unmount();
    expect(realtime.handlers.has('order:status')).toBe(false);
  });
});
