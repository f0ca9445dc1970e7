import { translator } from '../../i18n';
import { orderStatus } from '../../i18n/fr/order-status';
import { api, type ApiClient } from './client';
import { isRecord } from './read';

const t = translator({ orderStatus });

/**
 * The order status call (spec §7, docs/purchase-flow.md « GET /api/stripe/payment-status/{id} »).
 *
 * The answer is read defensively: the order may sit in `response.order`, `response.data.order`,
 * `response.data` or be the response itself (spec §7), and only `id` and `status` are required.
 * Everything else stays optional so that the status screen can apply the spec §8 fallbacks
 * ('N/A', 'Date invalide', '0,00 €', 'Aucun billet trouvé…') instead of failing on a gap.
 */

/** Order states (spec §4); anything else is kept as-is and shown as « Aucune information disponible ». */
export type OrderStatus = 'pending' | 'processing' | 'completed' | 'failed';

export interface OrderLine {
  /** `name`, else `ticket.name` (spec §3). */
  name: string;
  quantity: number;
  /** Euros; left raw so that a bad value formats as '0,00 €'. */
  unitPrice: unknown;
  subtotal: unknown;
}

export interface OrderTicket {
  id: string;
  ticketTypeName: string;
  holderName: string | null;
}

export interface OrderView {
  id: string;
  /** « KL-7H3K9Q2M »: what a person reads; null when the answer has none. */
  number: string | null;
  status: string;
  /** Raw value: formatted with the 'N/A' / 'Date invalide' fallbacks. */
  createdAt: string | number | null;
  paidAt: string | number | null;
  /** Euros, raw (see `formatPrice`). */
  total: unknown;
  subtotal: unknown;
  discount: unknown;
  promoCode: string | null;
  paymentMethod: string;
  /** `customerInfo.email`, else `customerEmail` (spec §3). */
  email: string | null;
  items: OrderLine[];
  /** `null` when the answer has no `tickets` list at all (a spec-shaped answer with items only). */
  tickets: OrderTicket[] | null;
  paymentStatus: string | null;
  /** `paymentInfo.errorMessage`, the French reason of a failed payment. */
  errorMessage: string | null;
}

/** A refusal of the answer itself; its message is one of the spec §8 sentences. */
export class OrderResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OrderResponseError';
  }
}

/** Like `nonBlank` (./read), but the text comes back trimmed: the order page shows it as is. */
function trimmedText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function dateValue(value: unknown): string | number | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return value;
  return null;
}

function quantity(value: unknown): number {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isInteger(parsed) && parsed > 0 ? parsed : 1;
}

/**
 * Where the order sits in the answer (spec §7). An explicit `order: null` (or `data: null`)
 * means the server found none: 'Commande introuvable'.
 */
function locateOrder(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw new OrderResponseError(t('orderStatus.errors.invalidResponse'));
  if (isRecord(body.order)) return body.order;
  if ('order' in body && body.order == null) throw new OrderResponseError(t('orderStatus.errors.notFound'));
  if (isRecord(body.data)) {
    if (isRecord(body.data.order)) return body.data.order;
    if ('order' in body.data && body.data.order == null) {
      throw new OrderResponseError(t('orderStatus.errors.notFound'));
    }
    return body.data;
  }
  if ('data' in body && body.data == null) throw new OrderResponseError(t('orderStatus.errors.notFound'));
  if (body.data !== undefined) throw new OrderResponseError(t('orderStatus.errors.invalidResponse'));
  return body;
}

function parseLine(value: unknown): OrderLine | null {
  if (!isRecord(value)) return null;
  const name = trimmedText(value.name) ?? (isRecord(value.ticket) ? trimmedText(value.ticket.name) : null);
  if (!name) return null;
  return { name, quantity: quantity(value.quantity), unitPrice: value.unitPrice, subtotal: value.subtotal };
}

function parseTicket(value: unknown, index: number): OrderTicket | null {
  if (!isRecord(value)) return null;
  const ticketTypeName =
    trimmedText(value.ticketTypeName) ?? trimmedText(value.name) ?? (isRecord(value.ticket) ? trimmedText(value.ticket.name) : null);
  if (!ticketTypeName) return null;
  return { id: trimmedText(value.id) ?? `ticket-${index}`, ticketTypeName, holderName: trimmedText(value.holderName) };
}

/** The order of a payment-status answer, or an `OrderResponseError` with the spec §8 message. */
export function parseOrderResponse(body: unknown): OrderView {
  const order = locateOrder(body);
  const id = trimmedText(order.id);
  const status = trimmedText(order.status);
  if (!id || !status) throw new OrderResponseError(t('orderStatus.errors.incomplete'));

  const customerInfo = isRecord(order.customerInfo) ? order.customerInfo : {};
  const payment = isRecord(order.payment) ? order.payment : {};
  const paymentInfo = isRecord(order.paymentInfo) ? order.paymentInfo : {};

  return {
    id,
    number: trimmedText(order.number) ?? trimmedText(order.orderNumber),
    status,
    createdAt: dateValue(order.createdAt),
    paidAt: dateValue(order.paidAt),
    total: order.total,
    subtotal: order.subtotal,
    discount: order.discount,
    promoCode: trimmedText(order.promoCode),
    paymentMethod: trimmedText(order.paymentMethod) ?? t('orderStatus.defaultPaymentMethod'),
    email: trimmedText(customerInfo.email) ?? trimmedText(order.customerEmail),
    items: Array.isArray(order.items)
      ? order.items.map(parseLine).filter((line): line is OrderLine => line !== null)
      : [],
    tickets: Array.isArray(order.tickets)
      ? order.tickets.map(parseTicket).filter((ticket): ticket is OrderTicket => ticket !== null)
      : null,
    paymentStatus: trimmedText(payment.status),
    errorMessage: trimmedText(paymentInfo.errorMessage),
  };
}

/** `GET /api/stripe/payment-status/{id}`: `id` is an order id or a Checkout Session id (`cs_…`). */
export async function getPaymentStatus(
  id: string,
  options: { client?: ApiClient; signal?: AbortSignal } = {},
): Promise<OrderView> {
  const client = options.client ?? api;
  const body = await client.get<unknown>(`/stripe/payment-status/${encodeURIComponent(id)}`, {
    signal: options.signal,
  });
  return parseOrderResponse(body);
}

/** Which screen an order calls for (spec §4). */
export type OrderViewKind = 'completed' | 'failed' | 'pending' | 'unknown';

export function orderViewKind(order: Pick<OrderView, 'status' | 'paymentStatus'>): OrderViewKind {
  if (order.status === 'completed' || order.paymentStatus === 'completed') return 'completed';
  if (order.status === 'failed') return 'failed';
  if (order.status === 'pending' || order.status === 'processing') return 'pending';
  return 'unknown';
}
