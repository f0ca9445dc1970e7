/**
 * The local Stripe emulator (`stripe-emulator/`), in process, for API tests: the real `stripe` SDK
 * talks to it over HTTP on an ephemeral port, exactly as in development.
 *
 * The emulator is imported by a computed path on purpose: its sources use `.ts` import
 * specifiers that this package's tsc settings refuse, and it is type-checked in its own workspace.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { validateRequest, type Validation } from '@kizomba/stripe-openapi';
import { TEST_SECRETS } from './helpers.js';

/** A Stripe event as the emulator stores and sends it. */
export interface EmulatedEvent {
  id: string;
  type: string;
  created: number;
  data: { object: { id: string; [key: string]: unknown } };
}

interface EmulatorModule {
  createEmulator(options: {
    secretKey: string;
    webhookUrl: string | null;
    webhookSecret: string;
    publicUrl: string;
    clock?: () => number;
    retry?: Partial<{ baseDelayMs: number; maxDelayMs: number; maxAttempts: number; timeoutMs: number }>;
    log?: (message: string) => void;
  }): {
    store: { state: { events: Array<{ event: EmulatedEvent; delivery: { status: string; attempts: number } }>; paymentIntents: Record<string, { amount_refunded?: number; status: string }> } };
    tick(): Promise<void>;
    stop(): void;
    listen(port: number, host?: string): Promise<Server>;
    close(): Promise<void>;
  };
}

interface WebhooksModule {
  signPayload(payload: string, secret: string, timestampSeconds: number): string;
}

const EMULATOR_SRC = fileURLToPath(new URL('../../../stripe-emulator/src/', import.meta.url));

/** One request sent to the emulator's Stripe API, checked against Stripe's OpenAPI description. */
export interface CheckedRequest extends Validation {
  method: string;
  url: string;
}

export interface InProcessEmulator {
  /** `http://127.0.0.1:<port>`: give it to the API as `STRIPE_EMULATOR_URL`. */
  url: string;
  /**
   * Every `/v1/…` request received since the last call, each checked against the parameters
   * Stripe's OpenAPI description documents (@kizomba/stripe-openapi); the list starts again empty.
   */
  takeRequests(): CheckedRequest[];
  /** Every event emitted so far, oldest first. */
  events(): EmulatedEvent[];
  /** The latest event of `type` about the object `objectId`. */
  event(type: string, objectId: string): EmulatedEvent;
  deliveryStatus(eventId: string): string | undefined;
  paymentIntent(id: string): { amount_refunded?: number; status: string } | undefined;
  /** Pays the session as the hosted page would (4242 by default). */
  pay(sessionId: string, outcome?: 'succeeded' | 'declined' | 'async_failed' | 'async_succeeded'): Promise<void>;
  /** The body and `Stripe-Signature` header the emulator sends for `event`, signed at `timestampSeconds`. */
  signed(event: EmulatedEvent, timestampSeconds: number, secret?: string): { body: string; signature: string };
  tick(): Promise<void>;
  close(): Promise<void>;
}

export async function startStripeEmulator(options: {
  webhookSecret: string;
  webhookUrl?: string | null;
  clock?: () => number;
}): Promise<InProcessEmulator> {
  const appPath = `${EMULATOR_SRC}app.ts`;
  const webhooksPath = `${EMULATOR_SRC}webhooks.ts`;
  const { createEmulator } = (await import(appPath)) as EmulatorModule;
  const { signPayload } = (await import(webhooksPath)) as WebhooksModule;
  // The key testConfig() gives the API: the emulator refuses any other.
  const secretKey = TEST_SECRETS.STRIPE_EMULATOR_SECRET_KEY;
  const emulator = createEmulator({
    secretKey,
    webhookUrl: options.webhookUrl ?? null,
    webhookSecret: options.webhookSecret,
    publicUrl: 'http://localhost:12111',
    clock: options.clock,
    retry: { baseDelayMs: 20, maxDelayMs: 100, maxAttempts: 5, timeoutMs: 5_000 },
    log: () => undefined,
  });
  const server = await emulator.listen(0, '127.0.0.1');
  // Tests drive expiry and deliveries by hand (tick), never by the background timer.
  emulator.stop();
  const requests: CheckedRequest[] = [];
  server.prependListener('request', (req: IncomingMessage) => {
    const url = req.url ?? '';
    if (!url.startsWith('/v1/')) return;
    // Reads the body as the emulator's own parser receives it, without touching the stream.
    const chunks: Buffer[] = [];
    const emit = req.emit.bind(req) as (event: string, ...args: unknown[]) => boolean;
    req.emit = ((event: string, ...args: unknown[]) => {
      if (event === 'data') chunks.push(Buffer.from(args[0] as Buffer));
      if (event === 'end') {
        const method = req.method ?? 'GET';
        requests.push({ method, url, ...validateRequest(method, url, Buffer.concat(chunks).toString('utf8')) });
      }
      return emit(event, ...args);
    }) as typeof req.emit;
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const events = () => emulator.store.state.events.map((entry) => entry.event);

  return {
    url,
    takeRequests: () => requests.splice(0),
    events,
    event(type, objectId) {
      const found = events()
        .filter((e) => e.type === type && e.data.object.id === objectId)
        .at(-1);
      if (!found) throw new Error(`no ${type} event for ${objectId} (events: ${events().map((e) => e.type).join(', ')})`);
      return found;
    },
    deliveryStatus: (eventId) => emulator.store.state.events.find((entry) => entry.event.id === eventId)?.delivery.status,
    paymentIntent: (id) => emulator.store.state.paymentIntents[id],
    async pay(sessionId, outcome = 'succeeded') {
      const res = await fetch(`${url}/_emulator/sessions/${sessionId}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secretKey}` },
        body: JSON.stringify({ outcome }),
      });
      if (!res.ok) throw new Error(`emulator pay ${sessionId}: ${res.status} ${await res.text()}`);
    },
    signed(event, timestampSeconds, secret = options.webhookSecret) {
      const body = JSON.stringify(event, null, 2);
      return { body, signature: signPayload(body, secret, timestampSeconds) };
    },
    tick: () => emulator.tick(),
    close: () => emulator.close(),
  };
}
