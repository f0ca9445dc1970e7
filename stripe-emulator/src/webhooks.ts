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

interface DispatcherOptions {
  store: Store;
  webhookUrl: string | null;
  webhookSecret: string;
  now: () => number;
  retry: RetryPolicy;
  log: (message: string) => void;
}

/**
 * Delivers the persisted event queue to the webhook endpoint. An event stays `pending` with a
 * `next_attempt_at` until the endpoint answers 2xx; a restart picks the queue up from the store.
 */
export class WebhookDispatcher {
  private inflight = new Set<string>();
  private running: Promise<void> | null = null;
  private rerun = false;

  constructor(private readonly opts: DispatcherOptions) {}

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

  /** Attempt every due delivery once. Concurrent calls coalesce; resolves when the pass is over. */
  deliverDue(): Promise<void> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.rerun = false;
          await this.pass();
        } while (this.rerun);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
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

  private async pass(): Promise<void> {
    const now = this.opts.now();
    const due = this.opts.store.state.events.filter(
      (e) => e.delivery.status === 'pending' && (e.delivery.next_attempt_at ?? 0) <= now && !this.inflight.has(e.event.id),
    );
    // In creation order, one after the other: a simple, predictable stream for the receiver.
    for (const entry of due) {
      await this.attempt(entry);
    }
  }

  private async attempt(entry: { event: StripeEvent; delivery: Delivery }): Promise<void> {
    const { event, delivery } = entry;
    const url = this.opts.webhookUrl;
    if (!url) return;
    this.inflight.add(event.id);
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
    } finally {
      this.inflight.delete(event.id);
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
