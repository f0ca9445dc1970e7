import { createHmac } from 'node:crypto';
import type { Delivery, StripeEvent } from './types.ts';
import type { Store } from './store.ts';

/** `Stripe-Signature` header value, computed like Stripe: HMAC-SHA256 of `${t}.${payload}`. */
export function signPayload(payload: string, secret: string, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

export interface RetryPolicy {
  /** Delay before the 2nd attempt; doubles each time (1 s, 2 s, 4 s…). */
  baseDelayMs: number;
  /** Upper bound of one delay. */
  maxDelayMs: number;
  /** Attempts in total, the first included; then the event is marked `failed`. */
  maxAttempts: number;
  /** Per-attempt HTTP timeout. */
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  baseDelayMs: 1_000,
  maxDelayMs: 5 * 60_000,
  maxAttempts: 12,
  timeoutMs: 10_000,
};

export function retryDelay(policy: RetryPolicy, attemptsDone: number): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attemptsDone - 1), policy.maxDelayMs);
}

/** Deliveries in flight at once, by default: Stripe too sends a burst of events concurrently. */
export const DEFAULT_CONCURRENCY = 8;

interface DispatcherOptions {
  store: Store;
  webhookUrl: string | null;
  webhookSecret: string;
  now: () => number;
  retry: RetryPolicy;
  log: (message: string) => void;
  /** At most this many deliveries in flight (default DEFAULT_CONCURRENCY). */
  concurrency?: number;
}

/** The object an event is about (a Checkout Session): its events are never in flight together. */
function objectIdOf(event: StripeEvent): string {
  const id = (event.data.object as { id?: unknown }).id;
  return typeof id === 'string' ? id : event.id;
}

/**
 * Delivers the persisted event queue to the webhook endpoint. An event stays `pending` with a
 * `next_attempt_at` until the endpoint answers 2xx; a restart picks the queue up from the store.
 *
 * Up to `concurrency` deliveries are in flight at once, each freeing its slot for the next due
 * event as soon as it ends: one slow answer no longer holds up every later payment (it did when
 * deliveries went one at a time). As on Stripe, the receiver must not rely on order; the emulator
 * still never has two events of the same session in flight, so when both are due they arrive in
 * creation order (a retried one may arrive after a later event of its session, as on Stripe).
 */
export class WebhookDispatcher {
  /** Event id → id of its object, for every delivery in flight. */
  private inflight = new Map<string, string>();
  /** Index of the first event that may still be pending: the ones before it are all settled. */
  private firstOpen = 0;
  private idleWaiters: Array<() => void> = [];
  private readonly concurrency: number;

  constructor(private readonly opts: DispatcherOptions) {
    this.concurrency = Math.max(1, opts.concurrency ?? DEFAULT_CONCURRENCY);
  }

  /** Append an event to the queue (the caller saves the store). */
  enqueue(event: StripeEvent): void {
    const delivery: Delivery = {
      status: this.opts.webhookUrl ? 'pending' : 'failed',
      attempts: 0,
      next_attempt_at: this.opts.webhookUrl ? this.opts.now() : null,
      last_attempt_at: null,
      last_response_status: null,
      last_error: this.opts.webhookUrl ? null : 'no webhook URL configured',
    };
    this.opts.store.state.events.push({ event, delivery });
  }

  /**
   * Starts every due delivery (within the concurrency bound; the others start as slots free up).
   * Resolves once no delivery is in flight any more.
   */
  deliverDue(): Promise<void> {
    this.fill();
    if (this.inflight.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Epoch ms of the earliest pending attempt, or null. */
  nextDueAt(): number | null {
    let next: number | null = null;
    for (const { delivery } of this.opts.store.state.events) {
      if (delivery.status === 'pending' && delivery.next_attempt_at !== null) {
        next = next === null ? delivery.next_attempt_at : Math.min(next, delivery.next_attempt_at);
      }
    }
    return next;
  }

  /** Starts due deliveries, oldest first, until the slots are full. */
  private fill(): void {
    if (!this.opts.webhookUrl) return;
    const events = this.opts.store.state.events;
    while (this.firstOpen < events.length && events[this.firstOpen]!.delivery.status !== 'pending') this.firstOpen += 1;
    if (this.inflight.size >= this.concurrency) return;
    const now = this.opts.now();
    const busy = new Set(this.inflight.values());
    for (let i = this.firstOpen; i < events.length && this.inflight.size < this.concurrency; i += 1) {
      const entry = events[i]!;
      const { event, delivery } = entry;
      if (delivery.status !== 'pending' || this.inflight.has(event.id)) continue;
      if ((delivery.next_attempt_at ?? 0) > now) continue;
      const objectId = objectIdOf(event);
      if (busy.has(objectId)) continue;
      busy.add(objectId);
      this.inflight.set(event.id, objectId);
      void this.attempt(entry)
        .catch((err: unknown) => this.opts.log(`webhook ${event.type} ${event.id}: ${String(err)}`))
        .finally(() => {
          this.inflight.delete(event.id);
          this.fill();
          if (this.inflight.size === 0) {
            const waiters = this.idleWaiters;
            this.idleWaiters = [];
            for (const resolve of waiters) resolve();
          }
        });
    }
  }

  private async attempt(entry: { event: StripeEvent; delivery: Delivery }): Promise<void> {
    const { event, delivery } = entry;
    const url = this.opts.webhookUrl;
    if (!url) return;
    const payload = JSON.stringify(event, null, 2);
    const t = Math.floor(this.opts.now() / 1000);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) stripe-emulator',
          'Stripe-Signature': signPayload(payload, this.opts.webhookSecret, t),
        },
        body: payload,
        signal: AbortSignal.timeout(this.opts.retry.timeoutMs),
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) error = `HTTP ${res.status}`;
    } catch (err) {
      error = err instanceof Error ? (err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message) : String(err);
    }
    delivery.attempts += 1;
    delivery.last_attempt_at = this.opts.now();
    delivery.last_response_status = status;
    delivery.last_error = error;
    if (error === null) {
      delivery.status = 'delivered';
      delivery.next_attempt_at = null;
      event.pending_webhooks = 0;
    } else if (delivery.attempts >= this.opts.retry.maxAttempts) {
      delivery.status = 'failed';
      delivery.next_attempt_at = null;
      this.opts.log(`webhook ${event.type} ${event.id}: abandon après ${delivery.attempts} tentatives (${error})`);
    } else {
      const wait = retryDelay(this.opts.retry, delivery.attempts);
      delivery.next_attempt_at = this.opts.now() + wait;
      this.opts.log(`webhook ${event.type} ${event.id}: échec (${error}), nouvel essai dans ${wait} ms`);
    }
    this.opts.store.save();
  }
}
