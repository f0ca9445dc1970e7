/**
 * `createEmulator()`: the Express app of the emulated Stripe API, hosted payment page and
 * webhook sender, plus the timers that expire sessions and retry deliveries.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { DEFAULT_API_VERSION, listObject, PaymentRefused, StripeCore, type PaymentOutcome } from './core.ts';
import { invalid, StripeApiError } from './errors.ts';
import { newId } from './ids.ts';
import { cardOutcome, pageLanguage, pageText, renderNotice, renderPayPage, type CardError } from './page.ts';
import {
  createRefundSchema,
  createSessionSchema,
  expandSchema,
  listSchema,
  parseParams,
  ValidationError,
} from './params.ts';
import { createMemoryStore, type Store } from './store.ts';
import { DEFAULT_RETRY, WebhookDispatcher, type RetryPolicy } from './webhooks.ts';

export interface EmulatorOptions {
  /**
   * The one key accepted (`sk_test_…`), on `/v1` and on the `/_emulator` helpers: whoever can reach
   * the emulator without it can neither read sessions nor pay one outside the payment page.
   */
  secretKey: string;
  /** Where events are POSTed; `null` keeps them listed but undelivered. */
  webhookUrl: string | null;
  /** `whsec_…`: the signing secret shared with the receiver. */
  webhookSecret: string;
  /** Browser-facing origin of the payment page, e.g. http://localhost:12111. */
  publicUrl: string;
  /** Epoch milliseconds; tests pass a fake clock. */
  clock?: () => number;
  store?: Store;
  retry?: Partial<RetryPolicy>;
  /** Webhook deliveries in flight at once (8 by default; 1 sends them one after the other). */
  webhookConcurrency?: number;
  /** How often the expiry sweep and the delivery queue run once started (ms). */
  tickMs?: number;
  /** Shown on the payment page. */
  businessName?: string;
  log?: (message: string) => void;
}

export interface Emulator {
  app: express.Express;
  core: StripeCore;
  store: Store;
  dispatcher: WebhookDispatcher;
  /** Expire overdue sessions, then attempt the due webhook deliveries. */
  tick(): Promise<void>;
  /** Start the periodic `tick()`. */
  start(): void;
  stop(): void;
  listen(port: number, host?: string): Promise<Server>;
  /** Stop the timers and the server started by `listen`. */
  close(): Promise<void>;
}

const API_KEY_HELP =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const expandOf = (source: unknown): string[] => parseParams(expandSchema, source ?? {}).expand ?? [];

/** The key of an `Authorization: Bearer …` or Basic (key as user name) header, or ''. */
function presentedKey(req: Request): string {
  const header = req.get('authorization') ?? '';
  if (/^bearer /i.test(header)) return header.slice(7).trim();
  if (/^basic /i.test(header)) return Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0] ?? '';
  return '';
}

/** Constant-time: hashing first gives equal lengths. */
function sameKey(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function createEmulator(options: EmulatorOptions): Emulator {
  if (!/^sk_test_\w+$/.test(options.secretKey ?? '')) {
    throw new Error('stripe-emulator: secretKey (sk_test_…) est requis : la seule clé acceptée.');
  }
  const now = options.clock ?? Date.now;
  const store = options.store ?? createMemoryStore();
  const log = options.log ?? ((m: string) => console.log(`[stripe-emulator] ${m}`));
  const dispatcher = new WebhookDispatcher({
    store,
    webhookUrl: options.webhookUrl,
    webhookSecret: options.webhookSecret,
    now,
    retry: { ...DEFAULT_RETRY, ...options.retry },
    log,
    ...(options.webhookConcurrency !== undefined ? { concurrency: options.webhookConcurrency } : {}),
  });
  const core = new StripeCore({ store, dispatcher, publicUrl: options.publicUrl, now });
  const businessName = options.businessName ?? 'Paiement de test';
  const kick = () => void dispatcher.deliverDue().catch((err: unknown) => log(`webhooks: ${String(err)}`));

  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.set('etag', false);

  // ── API v1 ─────────────────────────────────────────────────────────────────────────────────
  const api = express.Router();
  api.use((req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Request-Id', newId('req', 14));
    res.setHeader('Stripe-Version', req.get('stripe-version') ?? DEFAULT_API_VERSION);
    res.setHeader('Cache-Control', 'no-cache, no-store');
    const key = presentedKey(req);
    if (!key) {
      res.status(401).json({ error: { type: 'invalid_request_error', message: API_KEY_HELP } });
      return;
    }
    if (!sameKey(key, options.secretKey)) {
      const shown = key.length > 8 ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : key;
      res.status(401).json({ error: { type: 'invalid_request_error', code: 'api_key_invalid', message: `Invalid API Key provided: ${shown}` } });
      return;
    }
    res.locals.apiKey = key;
    next();
  });
  api.use(express.urlencoded({ extended: true, limit: '1mb', parameterLimit: 5000 }));

  // Idempotency-Key: replay the stored answer, refuse a reuse with other parameters.
  api.use((req: Request, res: Response, next: NextFunction) => {
    const key = req.get('idempotency-key');
    if (req.method !== 'POST' || !key) return next();
    if (key.length > 255) {
      res.status(400).json(invalid('Idempotency-Key must be at most 255 characters long.', 'Idempotency-Key').toJSON());
      return;
    }
    const scoped = createHash('sha256').update(`${String(res.locals.apiKey)}\n${key}`).digest('hex');
    const fingerprint = createHash('sha256').update(`${req.method} ${req.path}\n${stableStringify(req.body ?? {})}`).digest('hex');
    const record = store.state.idempotency[scoped];
    if (record) {
      if (record.fingerprint !== fingerprint) {
        res.status(400).json(
          new StripeApiError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ).toJSON(),
        );
        return;
      }
      res.setHeader('Idempotent-Replayed', 'true');
      res.setHeader('Original-Request', record.created.toString());
      res.status(record.status).json(record.body);
      return;
    }
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (!res.locals.skipIdempotency) {
        core.pruneIdempotency();
        store.state.idempotency[scoped] = { fingerprint, status: res.statusCode, body, created: now() };
        store.save();
      }
      res.setHeader('Idempotency-Key', key);
      return json(body);
    };
    next();
  });

  api.post('/checkout/sessions', (req, res) => {
    const params = parseParams(createSessionSchema, req.body ?? {});
    const session = core.createSession(params, req.get('stripe-version'));
    res.json(core.renderSession(session, params.expand));
  });

  api.get('/checkout/sessions', (req, res) => {
    const q = parseParams(listSchema, req.query);
    const all = core.listSessions({
      payment_intent: typeof req.query.payment_intent === 'string' ? req.query.payment_intent : undefined,
      status: typeof req.query.status === 'string' ? req.query.status : undefined,
    });
    res.json(paginate(all, q, '/v1/checkout/sessions'));
  });

  api.get('/checkout/sessions/:id', (req, res) => {
    res.json(core.renderSession(core.getSession(req.params.id!), expandOf(req.query)));
  });

  api.get('/checkout/sessions/:id/line_items', (req, res) => {
    const q = parseParams(listSchema, req.query);
    res.json(paginate(core.lineItems(req.params.id!), q, `/v1/checkout/sessions/${req.params.id}/line_items`));
  });

  api.post('/checkout/sessions/:id/expire', (req, res) => {
    const session = core.expireSession(req.params.id!);
    kick();
    res.json(core.renderSession(session, expandOf(req.body)));
  });

  api.get('/payment_intents/:id', (req, res) => {
    expandOf(req.query);
    res.json(core.getPaymentIntent(req.params.id!));
  });

  api.post('/refunds', (req, res) => {
    const params = parseParams(createRefundSchema, req.body ?? {});
    res.json(core.createRefund(params));
  });

  api.get('/refunds/:id', (req, res) => {
    res.json(core.getRefund(req.params.id!));
  });

  api.get('/events', (req, res) => {
    const q = parseParams(listSchema, req.query);
    let entries = [...store.state.events].reverse();
    if (typeof req.query.type === 'string') entries = entries.filter((e) => e.event.type === req.query.type);
    if (req.query.delivery_success === 'true') entries = entries.filter((e) => e.delivery.status === 'delivered');
    if (req.query.delivery_success === 'false') entries = entries.filter((e) => e.delivery.status !== 'delivered');
    res.json(paginate(entries.map((e) => e.event), q, '/v1/events'));
  });

  api.get('/events/:id', (req, res) => {
    res.json(core.getEvent(req.params.id!));
  });

  api.use((req, _res, next) => {
    next(new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${req.originalUrl}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`));
  });

  api.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof StripeApiError) {
      if (err instanceof ValidationError) res.locals.skipIdempotency = true;
      res.status(err.status).json(err.toJSON());
      return;
    }
    const status = typeof (err as { status?: unknown }).status === 'number' ? (err as { status: number }).status : 500;
    if (status < 500) {
      res.locals.skipIdempotency = true;
      res.status(status).json({ error: { type: 'invalid_request_error', message: 'Invalid request body.' } });
      return;
    }
    log(`erreur interne: ${err instanceof Error ? err.stack : String(err)}`);
    res.status(500).json({ error: { type: 'api_error', message: 'An unknown error occurred in the Stripe emulator.' } });
  });

  // A write may have queued events: deliver them right away.
  app.use('/v1', (req, res, next) => {
    if (req.method === 'POST') res.on('finish', kick);
    next();
  }, api);

  // ── Hosted payment page ────────────────────────────────────────────────────────────────────
  const page = express.Router();
  page.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'");
    next();
  });
  page.use(express.urlencoded({ extended: false, limit: '16kb' }));

  const showSession = (res: Response, id: string, error?: CardError, status = 200) => {
    const session = store.state.sessions[id];
    if (!session) {
      // No session, no locale: the emulator's default language.
      res.status(404).type('html').send(renderNotice('fr', pageText('fr', 'notFoundTitle'), pageText('fr', 'notFound')));
      return;
    }
    const lang = pageLanguage(session.locale);
    const t = (key: Parameters<typeof pageText>[1]) => pageText(lang, key);
    if (session.status === 'open' && session.expires_at * 1000 <= now()) {
      core.sweepExpired();
      kick();
    }
    if (session.status === 'expired') {
      res
        .status(410)
        .type('html')
        .send(
          renderNotice(lang, t('expiredTitle'), t('expired'), session.cancel_url ? { href: session.cancel_url, label: t('back') } : undefined),
        );
      return;
    }
    if (session.status === 'complete') {
      const target = successTarget(session.success_url, session.id);
      res
        .status(200)
        .type('html')
        .send(
          renderNotice(
            lang,
            session.payment_status === 'paid' ? t('paidTitle') : t('processingTitle'),
            session.payment_status === 'paid' ? t('paid') : t('processing'),
            target ? { href: target, label: t('continue') } : undefined,
          ),
        );
      return;
    }
    res.status(status).type('html').send(renderPayPage({ session, lines: store.state.lineItems[id] ?? [], businessName, error }));
  };

  page.get('/c/pay/:id', (req, res) => showSession(res, req.params.id!));

  page.post('/c/pay/:id', (req, res) => {
    const id = req.params.id!;
    const session = store.state.sessions[id];
    if (!session) return showSession(res, id);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const action = typeof body.action === 'string' ? body.action : 'pay';
    let outcome: PaymentOutcome;
    if (action === 'async_failed' || action === 'async_succeeded') {
      outcome = action;
    } else {
      const card = cardOutcome(typeof body.card_number === 'string' ? body.card_number : '');
      if (card === 'invalid') return showSession(res, id, 'invalid', 400);
      if (card === 'unknown') return showSession(res, id, 'unknown', 402);
      outcome = card;
    }
    if (session.status === 'complete') return showSession(res, id);
    try {
      const paid = core.pay(id, outcome);
      kick();
      const target = successTarget(paid.success_url, paid.id);
      if (target) res.redirect(303, target);
      else showSession(res, id);
    } catch (err) {
      if (err instanceof PaymentRefused) {
        kick();
        if (err.reason === 'card_declined') return showSession(res, id, 'declined', 402);
        if (err.reason === 'insufficient_funds') return showSession(res, id, 'insufficient_funds', 402);
        return showSession(res, id);
      }
      throw err;
    }
  });
  app.use(page);

  // ── Test and debugging helpers ─────────────────────────────────────────────────────────────
  // Same key as /v1: they pay sessions without a card and list every event.
  const tools = express.Router();
  tools.use((req, res, next) => {
    if (sameKey(presentedKey(req), options.secretKey)) return next();
    res.status(401).json({ error: { type: 'invalid_request_error', message: API_KEY_HELP } });
  });
  tools.use(express.urlencoded({ extended: false }), express.json());
  tools.get('/events', (_req, res) => {
    res.json({
      data: [...store.state.events].reverse().map(({ event, delivery }) => ({
        id: event.id,
        type: event.type,
        created: event.created,
        object_id: (event.data.object as { id?: string }).id ?? null,
        delivery,
      })),
    });
  });
  tools.post('/sessions/:id/pay', (req, res) => {
    const requested = (req.body as Record<string, unknown> | undefined)?.outcome;
    const outcome: PaymentOutcome =
      requested === 'async_failed' || requested === 'async_succeeded' || requested === 'declined' || requested === 'insufficient_funds'
        ? requested
        : 'succeeded';
    try {
      const session = core.pay(req.params.id!, outcome);
      kick();
      res.json(core.renderSession(session));
    } catch (err) {
      if (err instanceof PaymentRefused) {
        res.status(err.reason === 'card_declined' || err.reason === 'insufficient_funds' ? 402 : 409).json({ error: { code: err.reason, message: err.message } });
        return;
      }
      if (err instanceof StripeApiError) {
        res.status(err.status).json(err.toJSON());
        return;
      }
      throw err;
    }
  });
  tools.post('/tick', async (_req, res) => {
    await tick();
    res.json({ ok: true });
  });
  app.use('/_emulator', tools);

  app.get('/', (_req, res) => {
    res.type('text/plain').send('stripe-emulator: API Stripe locale (/v1), page de paiement (/c/pay/:id), outils (/_emulator/events).\n');
  });

  // ── Lifecycle ──────────────────────────────────────────────────────────────────────────────
  let timer: NodeJS.Timeout | null = null;
  let server: Server | null = null;

  async function tick(): Promise<void> {
    core.sweepExpired();
    await dispatcher.deliverDue();
  }

  function start(): void {
    if (timer) return;
    timer = setInterval(() => {
      tick().catch((err: unknown) => log(`tick: ${String(err)}`));
    }, options.tickMs ?? 1000);
    timer.unref();
    kick();
  }

  function stop(): void {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return {
    app,
    core,
    store,
    dispatcher,
    tick,
    start,
    stop,
    listen(port: number, host?: string) {
      return new Promise<Server>((resolve, reject) => {
        const s = app.listen(port, host ?? '127.0.0.1', (err?: Error) => {
          if (err) return reject(err);
          server = s;
          start();
          resolve(s);
        });
      });
    },
    async close() {
      stop();
      if (server) {
        const s = server;
        server = null;
        s.closeAllConnections();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
      store.flush();
    },
  };
}

function successTarget(url: string | null, sessionId: string): string | null {
  return url ? url.split('{CHECKOUT_SESSION_ID}').join(sessionId) : null;
}

function paginate<T extends { id: string }>(
  all: T[],
  q: { limit?: number | undefined; starting_after?: string | undefined; ending_before?: string | undefined },
  url: string,
) {
  const limit = q.limit ?? 10;
  let start = 0;
  if (q.starting_after) {
    const i = all.findIndex((x) => x.id === q.starting_after);
    start = i >= 0 ? i + 1 : all.length;
  }
  let end = start + limit;
  if (q.ending_before) {
    const i = all.findIndex((x) => x.id === q.ending_before);
    end = i >= 0 ? i : all.length;
    start = Math.max(0, end - limit);
  }
  const data = all.slice(start, end);
  return listObject(data, url, end < all.length);
}
