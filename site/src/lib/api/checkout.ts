import type { BillingAddress, CustomerInfo } from '@kizomba/checkout-rules';
import { translator } from '../../i18n';
import { checkout } from '../../i18n/fr/checkout';
import { errors } from '../../i18n/fr/common';
import { restoreCartFromOrderRequest, type RestoredCart } from './cart';
import { ApiError, type ApiClient } from './client';
import { isRecord, nonBlank } from './read';

const t = translator({ checkout, errors });

/**
 * Typed checkout calls (spec §7, docs/purchase-flow.md) on the one API client. The client
 * answers the body itself ("responses on cart and checkout paths are unwrapped to their body");
 * a body wrapped once more in `data` is read too.
 */

export interface CheckoutSessionRequest {
  /** Falls back to the X-Cart-Id header, which the client always sends. */
  cartId?: string | null;
  customerInfo: CustomerInfo;
  billingDetails: { address: BillingAddress };
}

/** `sessionId` is the order id (spec §3 « Checkout session creation returns a sessionId »). */
export interface CheckoutSession {
  sessionId: string;
  orderId: string;
}

export interface PaymentRedirect {
  url: string;
  /** Stripe's Checkout Session id (`cs_…`), when answered. */
  stripeSessionId: string | null;
}

/** A field refused by the server, as `docs/purchase-flow.md` words it: `{ field, message }`. */
export interface ServerFieldError {
  field: string;
  message: string;
}

/** The answer itself, or its `data` when the server wrapped it. */
function unwrap(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) return {};
  return isRecord(body.data) ? { ...body.data, ...body } : body;
}

/**
 * `POST /api/checkout/session`: creates the pending order (places held 30 minutes) from the cart.
 * Throws 'ID de session non trouvé dans la réponse du serveur' when the answer has no id.
 */
export async function createCheckoutSession(client: ApiClient, request: CheckoutSessionRequest): Promise<CheckoutSession> {
  const payload: Record<string, unknown> = {
    customerInfo: request.customerInfo,
    billingDetails: request.billingDetails,
  };
  if (request.cartId) payload.cartId = request.cartId;
  const body = unwrap(await client.post('/checkout/session', payload));
  const sessionId = nonBlank(body.sessionId) ?? nonBlank(body.orderId);
  if (!sessionId) throw new ApiError(t('checkout.errors.missingSessionId'), 200, 'missing_session_id', body);
  return { sessionId, orderId: nonBlank(body.orderId) ?? sessionId };
}

/**
 * `POST /api/stripe/create-checkout-session`: the hosted payment page of the order. Throws
 * 'URL de paiement Stripe non trouvée dans la réponse' when the answer has no URL.
 */
export async function createPaymentRedirect(
  client: ApiClient,
  request: { orderId: string; successUrl: string; cancelUrl: string },
): Promise<PaymentRedirect> {
  const body = unwrap(await client.post('/stripe/create-checkout-session', request));
  const url = nonBlank(body.url);
  if (!url || !/^https?:\/\//i.test(url)) {
    throw new ApiError(t('checkout.errors.missingStripeUrl'), 200, 'missing_payment_url', body);
  }
  return { url, stripeSessionId: nonBlank(body.sessionId) };
}

/** `POST /api/checkout/restore-cart`: an unpaid order's lines back in a new cart. */
export function restoreCart(client: ApiClient, orderId: string): Promise<RestoredCart> {
  return restoreCartFromOrderRequest(client, orderId);
}

/**
 * The order id behind an identifier of the status page: an order id as is, a Stripe Checkout
 * Session id (`cs_…`, what the status page's « Réessayer » may carry) through
 * `GET /api/stripe/payment-status/{id}`.
 */
export async function resolveOrderId(client: ApiClient, id: string): Promise<string> {
  if (!id.startsWith('cs_')) return id;
  const body = unwrap(await client.get(`/stripe/payment-status/${encodeURIComponent(id)}`));
  const order = isRecord(body.order) ? body.order : body;
  const orderId = nonBlank(order.id);
  if (!orderId) throw new ApiError(t('errors.generic'), 200, 'invalid_response', body);
  return orderId;
}

/** The `fields` of a validation refusal (`error.fields`), empty for any other error. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || !isRecord(error.body) || !isRecord(error.body.error)) return [];
  const fields = error.body.error.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const field = nonBlank(entry.field) ?? (Array.isArray(entry.path) ? entry.path.join('.') : null);
    const message = nonBlank(entry.message);
    return field && message ? [{ field, message }] : [];
  });
}
