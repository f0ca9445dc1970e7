import { PaymentStatusAnswer, type OrderView } from '@kizomba/api-contract/order-status';
import { translator } from '../../i18n';
import { orderStatus } from '../../i18n/fr/order-status';
import { api, ApiError, type CallOptions } from './client';

const t = translator({ orderStatus });

/**
 * The order status call, `GET /api/stripe/payment-status/{id}` (docs/purchase-flow.md): `{ order }`.
 * Only the order's `id` and `status` are required; every other field reads as its neutral value,
 * so the status screen shows its fallbacks ('N/A', '0,00 €') instead of failing on a gap.
 */
export type { OrderView } from '@kizomba/api-contract/order-status';

/** Order states (docs/spec.md §4); anything else is shown as « Aucune information disponible ». */
export type OrderStatus = 'pending' | 'processing' | 'completed' | 'failed';

/** A refusal of the answer itself; its message is one of the docs/spec.md §8 sentences. */
export class OrderResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OrderResponseError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Which sentence an unreadable answer gets: no order (`order: null`), an order without id or status, or no answer at all. */
function unreadable(body: unknown): OrderResponseError {
  if (isRecord(body) && 'order' in body && body.order == null) return new OrderResponseError(t('orderStatus.errors.notFound'));
  if (isRecord(body) && isRecord(body.order)) return new OrderResponseError(t('orderStatus.errors.incomplete'));
  return new OrderResponseError(t('orderStatus.errors.invalidResponse'));
}

/** `id`: an order id or a Checkout Session id (`cs_…`). */
export async function getPaymentStatus(id: string, { client = api, signal }: CallOptions = {}): Promise<OrderView> {
  try {
    const { order } = await client.get(`/stripe/payment-status/${encodeURIComponent(id)}`, PaymentStatusAnswer, { signal });
    return order;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_response') throw unreadable(error.body);
    throw error;
  }
}

/** Where the confirmation goes: the buyer's e-mail, or null when the answer has none. */
export function orderEmail(order: OrderView): string | null {
  return order.customerInfo.email.trim() || order.customerEmail.trim() || null;
}

/**
 * Which screen an order calls for (docs/spec.md §4), plus `refunded`: a paid order whose payment
 * went back in full (a partial refund keeps the paid screen, which tells it).
 */
export type OrderViewKind = 'completed' | 'refunded' | 'failed' | 'pending' | 'unknown';

export function orderViewKind(order: Pick<OrderView, 'status' | 'payment' | 'refund'>): OrderViewKind {
  if (order.status === 'completed' || order.payment.status === 'completed') return order.refund?.full ? 'refunded' : 'completed';
  if (order.status === 'failed') return 'failed';
  if (order.status === 'pending' || order.status === 'processing') return 'pending';
  return 'unknown';
}
