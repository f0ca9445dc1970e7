/** The objects the emulator keeps, shaped like Stripe's API objects (a subset of their fields). */

export type Metadata = Record<string, string>;

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  livemode: false;
  metadata: Metadata;
  product: string;
  type: 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface LineItem {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: Price;
  quantity: number;
}

export type SessionStatus = 'open' | 'complete' | 'expired';
export type SessionPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  /** No tax is computed here: always disabled, as Stripe answers for a session created without it. */
  automatic_tax: { enabled: false; liability: null; status: null };
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  /** Sessions never collect extra fields or show extra texts here; Stripe answers them empty. */
  custom_fields: [];
  custom_text: { after_submit: null; shipping_address: null; submit: null; terms_of_service_acceptance: null };
  customer: null;
  customer_details: { email: string | null; name: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: SessionPaymentStatus;
  /** No shipping is sold: no shipping rates. */
  shipping_options: [];
  status: SessionStatus;
  success_url: string | null;
  ui_mode: 'hosted';
  url: string | null;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  /** Emulator extension (on Stripe this lives on the Charge): sum of the refunds. */
  amount_refunded: number;
  canceled_at: null;
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  last_payment_error: { code: string; message: string; type: 'card_error' } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: 'succeeded' | 'processing' | 'requires_payment_method';
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  charge: string | null;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface Delivery {
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** Epoch milliseconds of the next attempt (pending only). */
  next_attempt_at: number | null;
  last_attempt_at: number | null;
  last_response_status: number | null;
  last_error: string | null;
}

export interface IdempotencyRecord {
  fingerprint: string;
  status: number;
  body: unknown;
  created: number;
}

/** What a session needs later but Stripe does not show on the session object. */
export interface SessionExtras {
  payment_intent_data: { metadata: Metadata; description: string | null; receipt_email: string | null };
  api_version: string;
}

export interface EmulatorState {
  version: 1;
  sessions: Record<string, CheckoutSession>;
  sessionExtras: Record<string, SessionExtras>;
  lineItems: Record<string, LineItem[]>;
  paymentIntents: Record<string, PaymentIntent>;
  refunds: Record<string, Refund>;
  events: Array<{ event: StripeEvent; delivery: Delivery }>;
  idempotency: Record<string, IdempotencyRecord>;
}
