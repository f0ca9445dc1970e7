/**
 * The emulated Stripe account: Checkout Sessions, PaymentIntents, Refunds and the events they emit.
 * HTTP-free, so the API routes, the hosted payment page and the test helpers share one behaviour.
 */
import { invalid, notFound, StripeApiError } from './errors.ts';
import { newId } from './ids.ts';
import { type CreateSessionParams } from './params.ts';
import type { Store } from './store.ts';
import type {
  CheckoutSession,
  LineItem,
  Metadata,
  PaymentIntent,
  Refund,
  StripeEvent,
} from './types.ts';
import type { WebhookDispatcher } from './webhooks.ts';

export const DEFAULT_API_VERSION = '2026-10-28.endive';
const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** What the buyer did on the payment page (or the test helper). */
export type PaymentOutcome = 'succeeded' | 'declined' | 'insufficient_funds' | 'async_failed' | 'async_succeeded';

export class PaymentRefused extends Error {
  constructor(
    readonly reason: 'expired' | 'not_open' | 'card_declined' | 'insufficient_funds',
    message: string,
  ) {
    super(message);
  }
}

export interface CoreOptions {
  store: Store;
  dispatcher: WebhookDispatcher;
  publicUrl: string;
  now: () => number;
}

export class StripeCore {
  constructor(private readonly opts: CoreOptions) {}

  private get state() {
    return this.opts.store.state;
  }

  private nowS(): number {
    return Math.floor(this.opts.now() / 1000);
  }

  private save(): void {
    this.opts.store.save();
  }

  // ── Checkout Sessions ──────────────────────────────────────────────────────────────────────

  createSession(params: CreateSessionParams, apiVersion: string | undefined): CheckoutSession {
    const created = this.nowS();
    let expiresAt = created + MAX_EXPIRY_S;
    if (params.expires_at !== undefined) {
      // A little slack for the client's clock and the request's latency, as Stripe allows in practice.
      if (params.expires_at < created + MIN_EXPIRY_S - 10) {
        throw invalid('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
      }
      if (params.expires_at > created + MAX_EXPIRY_S + 10) {
        throw invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
      }
      expiresAt = params.expires_at;
    }
    const currencies = new Set(params.line_items.map((l) => l.price_data.currency));
    if (currencies.size > 1) {
      throw invalid('All line_items must have the same currency.', 'line_items');
    }
    const currency = params.line_items[0]!.price_data.currency;
    const id = newId('cs_test', 58);
    const lineItems: LineItem[] = params.line_items.map((l) => {
      const amount = l.price_data.unit_amount * l.quantity;
      return {
        id: newId('li', 24),
        object: 'item',
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency,
        description: l.price_data.product_data.name,
        price: {
          id: newId('price', 24),
          object: 'price',
          active: false,
          billing_scheme: 'per_unit',
          created,
          currency,
          livemode: false,
          metadata: {},
          product: newId('prod', 14),
          type: 'one_time',
          unit_amount: l.price_data.unit_amount,
          unit_amount_decimal: String(l.price_data.unit_amount),
        },
        quantity: l.quantity,
      };
    });
    const total = lineItems.reduce((sum, l) => sum + l.amount_total, 0);
    if (total < 50) {
      throw invalid(
        `The Checkout Session's total amount due must add up to at least ${formatMoney(50, currency)} ${currency}`,
        'line_items',
        'amount_too_small',
      );
    }
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      automatic_tax: { enabled: false, liability: null, status: null },
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created,
      currency,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer: null,
      customer_details: null,
      customer_email: params.customer_email ?? null,
      expires_at: expiresAt,
      livemode: false,
      locale: params.locale ?? null,
      metadata: params.metadata ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_method_types: params.payment_method_types ?? ['card'],
      payment_status: 'unpaid',
      shipping_options: [],
      status: 'open',
      success_url: params.success_url ?? null,
      ui_mode: 'hosted',
      url: `${this.opts.publicUrl.replace(/\/+$/, '')}/c/pay/${id}`,
    };
    this.state.sessions[id] = session;
    this.state.lineItems[id] = lineItems;
    this.state.sessionExtras[id] = {
      payment_intent_data: {
        metadata: params.payment_intent_data?.metadata ?? {},
        description: params.payment_intent_data?.description ?? null,
        receipt_email: params.payment_intent_data?.receipt_email ?? null,
      },
      api_version: apiVersion ?? DEFAULT_API_VERSION,
    };
    this.save();
    return session;
  }

  getSession(id: string): CheckoutSession {
    const session = this.state.sessions[id];
    if (!session) throw notFound('checkout.session', id, 'session');
    return session;
  }

  lineItems(id: string): LineItem[] {
    this.getSession(id);
    return this.state.lineItems[id] ?? [];
  }

  /** The session as the API shows it, with `line_items` / `payment_intent` expanded on request. */
  renderSession(session: CheckoutSession, expand: string[] = []): Record<string, unknown> {
    const out: Record<string, unknown> = { ...session };
    for (const field of expand) {
      if (field === 'line_items') {
        out.line_items = listObject(this.state.lineItems[session.id] ?? [], `/v1/checkout/sessions/${session.id}/line_items`);
      } else if (field === 'payment_intent') {
        out.payment_intent = session.payment_intent ? this.state.paymentIntents[session.payment_intent] ?? null : null;
      } else {
        throw invalid(`This property cannot be expanded (${field}).`, 'expand');
      }
    }
    return out;
  }

  listSessions(filter: { payment_intent?: string; status?: string }): CheckoutSession[] {
    return Object.values(this.state.sessions)
      .filter((s) => (filter.payment_intent ? s.payment_intent === filter.payment_intent : true))
      .filter((s) => (filter.status ? s.status === filter.status : true))
      .sort((a, b) => b.created - a.created);
  }

  expireSession(id: string): CheckoutSession {
    const session = this.getSession(id);
    if (session.status !== 'open') {
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
        undefined,
        'checkout_session_not_open',
      );
    }
    this.markExpired(session);
    this.save();
    return session;
  }

  private markExpired(session: CheckoutSession): void {
    session.status = 'expired';
    session.url = null;
    this.emit('checkout.session.expired', session);
  }

  /** Expire every open session past its `expires_at`; returns how many. */
  sweepExpired(): number {
    const now = this.nowS();
    let count = 0;
    for (const session of Object.values(this.state.sessions)) {
      if (session.status === 'open' && session.expires_at <= now) {
        this.markExpired(session);
        count += 1;
      }
    }
    if (count > 0) this.save();
    return count;
  }

  // ── Paying (hosted page / test helper) ─────────────────────────────────────────────────────

  pay(id: string, outcome: PaymentOutcome): CheckoutSession {
    const session = this.getSession(id);
    if (session.status === 'open' && session.expires_at <= this.nowS()) {
      this.markExpired(session);
      this.save();
    }
    if (session.status === 'expired') throw new PaymentRefused('expired', 'Cette session de paiement a expiré.');
    if (session.status !== 'open') throw new PaymentRefused('not_open', 'Cette session de paiement est déjà terminée.');
    if (outcome === 'declined') throw new PaymentRefused('card_declined', 'Votre carte a été refusée.');
    if (outcome === 'insufficient_funds') {
      throw new PaymentRefused('insufficient_funds', 'Votre carte a été refusée : fonds insuffisants.');
    }

    const extras = this.state.sessionExtras[id];
    const created = this.nowS();
    const intent: PaymentIntent = {
      id: newId('pi', 24),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_capturable: 0,
      amount_received: 0,
      amount_refunded: 0,
      canceled_at: null,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      created,
      currency: session.currency,
      customer: null,
      description: extras?.payment_intent_data.description ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: { ...(extras?.payment_intent_data.metadata ?? {}) },
      payment_method: newId('pm', 24),
      payment_method_types: ['card'],
      receipt_email: extras?.payment_intent_data.receipt_email ?? session.customer_email,
      status: 'processing',
    };
    this.state.paymentIntents[intent.id] = intent;
    session.status = 'complete';
    session.url = null;
    session.payment_intent = intent.id;
    session.customer_details = { email: session.customer_email, name: null };

    const succeed = () => {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = newId('ch', 24);
      session.payment_status = 'paid';
    };

    if (outcome === 'succeeded') {
      succeed();
      this.emit('checkout.session.completed', session);
    } else {
      // Delayed-notification payment method: completed but unpaid first, the outcome afterwards.
      session.payment_status = 'unpaid';
      this.emit('checkout.session.completed', session);
      if (outcome === 'async_succeeded') {
        succeed();
        this.emit('checkout.session.async_payment_succeeded', session);
      } else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          code: 'payment_method_provider_decline',
          message: 'The payment failed (simulated asynchronous failure).',
          type: 'card_error',
        };
        this.emit('checkout.session.async_payment_failed', session);
      }
    }
    this.save();
    return session;
  }

  // ── PaymentIntents & Refunds ───────────────────────────────────────────────────────────────

  getPaymentIntent(id: string): PaymentIntent {
    const intent = this.state.paymentIntents[id];
    if (!intent) throw notFound('payment_intent', id, 'intent');
    return intent;
  }

  createRefund(params: {
    payment_intent?: string | undefined;
    charge?: string | undefined;
    amount?: number | undefined;
    reason?: string | undefined;
    metadata?: Metadata | undefined;
  }): Refund {
    let intent: PaymentIntent | undefined;
    if (params.payment_intent) {
      intent = this.state.paymentIntents[params.payment_intent];
      if (!intent) throw notFound('payment_intent', params.payment_intent, 'payment_intent');
    } else if (params.charge) {
      intent = Object.values(this.state.paymentIntents).find((pi) => pi.latest_charge === params.charge);
      if (!intent) throw notFound('charge', params.charge, 'charge');
    } else {
      throw invalid('One of the following params should be provided for this request: payment_intent or charge.', undefined, 'parameter_missing');
    }
    if (intent.status !== 'succeeded' || !intent.latest_charge) {
      throw invalid(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'payment_intent',
        'payment_intent_unexpected_state',
      );
    }
    const remaining = intent.amount_received - intent.amount_refunded;
    if (remaining <= 0) {
      throw invalid(`Charge ${intent.latest_charge} has already been refunded.`, undefined, 'charge_already_refunded');
    }
    const amount = params.amount ?? remaining;
    if (amount > remaining) {
      throw invalid(
        `Refund amount (${formatMoneyEn(amount, intent.currency)}) is greater than unrefunded amount on charge (${formatMoneyEn(remaining, intent.currency)})`,
        'amount',
        'amount_too_large',
      );
    }
    const refund: Refund = {
      id: newId('re', 24),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: intent.latest_charge,
      created: this.nowS(),
      currency: intent.currency,
      metadata: params.metadata ?? {},
      payment_intent: intent.id,
      reason: params.reason ?? null,
      status: 'succeeded',
    };
    this.state.refunds[refund.id] = refund;
    intent.amount_refunded += amount;
    this.save();
    return refund;
  }

  getRefund(id: string): Refund {
    const refund = this.state.refunds[id];
    if (!refund) throw notFound('refund', id, 'id');
    return refund;
  }

  // ── Events ─────────────────────────────────────────────────────────────────────────────────

  private emit(type: string, session: CheckoutSession): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt', 24),
      object: 'event',
      api_version: this.state.sessionExtras[session.id]?.api_version ?? DEFAULT_API_VERSION,
      created: this.nowS(),
      // A snapshot: the object as it was when the event happened, like Stripe.
      data: { object: structuredClone(session) as unknown as Record<string, unknown> },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.opts.dispatcher.enqueue(event);
    return event;
  }

  getEvent(id: string): StripeEvent {
    const entry = this.state.events.find((e) => e.event.id === id);
    if (!entry) throw notFound('event', id, 'id');
    return entry.event;
  }

  // ── Idempotency ────────────────────────────────────────────────────────────────────────────

  pruneIdempotency(): void {
    const limit = this.opts.now() - IDEMPOTENCY_TTL_MS;
    for (const [key, record] of Object.entries(this.state.idempotency)) {
      if (record.created < limit) delete this.state.idempotency[key];
    }
  }
}

export function listObject<T>(data: T[], url: string, hasMore = false) {
  return { object: 'list' as const, data, has_more: hasMore, url };
}

/** An amount in minor units in a language's notation: 4500 → « 45,00 € » (French by default). */
export function formatMoney(amount: number, currency: string, intlTag = 'fr-FR'): string {
  return new Intl.NumberFormat(intlTag, { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

/** Stripe's own English notation, for the refusals it words in English. */
const formatMoneyEn = (amount: number, currency: string): string => formatMoney(amount, currency, 'en-US');

export { StripeApiError };
