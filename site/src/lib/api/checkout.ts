import type { BillingAddress, CustomerInfo } from '@kizomba/checkout-rules';
import {
  CheckoutSessionAnswer,
  PaymentRedirect,
  type PaymentRedirectRequest,
  type TicketHolderInput,
} from '@kizomba/api-contract/checkout';
import { PaymentStatusAnswer } from '@kizomba/api-contract/order-status';
import { translator } from '../../i18n';
import { checkout } from '../../i18n/fr/checkout';
import { api, explainUnreadable, type CallOptions } from './client';

const t = translator({ checkout });

/** Checkout calls (docs/purchase-flow.md): the pending order, then Stripe's hosted payment page. */

export interface CheckoutSessionRequest {
  /** Falls back to the X-Cart-Id header, which the client always sends. */
  cartId?: string | null;
  customerInfo: CustomerInfo;
  billingDetails: { address: BillingAddress };
  /** One per ticket slot (`ticketSlots` order), for an order of two tickets or more; null → the buyer. */
  holders?: Array<TicketHolderInput | null>;
}

export type { CheckoutSessionAnswer as CheckoutSession, PaymentRedirect } from '@kizomba/api-contract/checkout';

/**
 * `POST /api/checkout/session`: creates the pending order (places held 30 minutes) from the cart.
 * Throws 'ID de session non trouvé dans la réponse du serveur' when the answer has no id.
 */
export function createCheckoutSession(request: CheckoutSessionRequest, { client = api, signal }: CallOptions = {}): Promise<CheckoutSessionAnswer> {
  const payload: Record<string, unknown> = { customerInfo: request.customerInfo, billingDetails: request.billingDetails };
  if (request.cartId) payload.cartId = request.cartId;
  if (request.holders) payload.holders = request.holders;
  return explainUnreadable(
    client.post('/checkout/session', payload, CheckoutSessionAnswer, { signal }),
    t('checkout.errors.missingSessionId'),
    'missing_session_id',
  );
}

/**
 * `POST /api/stripe/create-checkout-session`: the hosted payment page of the order. Throws
 * 'URL de paiement Stripe non trouvée dans la réponse' when the answer has no URL.
 */
export function createPaymentRedirect(request: PaymentRedirectRequest, { client = api, signal }: CallOptions = {}): Promise<PaymentRedirect> {
  return explainUnreadable(
    client.post('/stripe/create-checkout-session', request, PaymentRedirect, { signal }),
    t('checkout.errors.missingStripeUrl'),
    'missing_payment_url',
  );
}

/**
 * The order id behind an identifier of the status page: an order id as is, a Stripe Checkout
 * Session id (`cs_…`, what the status page's « Réessayer » may carry) through
 * `GET /api/stripe/payment-status/{id}`.
 */
export async function resolveOrderId(id: string, { client = api, signal }: CallOptions = {}): Promise<string> {
  if (!id.startsWith('cs_')) return id;
  const { order } = await client.get(`/stripe/payment-status/${encodeURIComponent(id)}`, PaymentStatusAnswer, { signal });
  return order.id;
}
