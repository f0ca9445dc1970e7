/**
 * The Express application, without any listening socket: `server.ts` owns the HTTP server (and
 * socket.io on it); tests call `createApp(deps)` with their own database, clock and config.
 */
import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppDeps } from './deps.js';
import { authContext } from './lib/auth.js';
import { errorHandler, notFoundHandler } from './lib/http.js';
import { localeOfRequests } from './lib/locale.js';
import { redactUrl } from './lib/logger.js';
import { perMinuteRateLimiter } from './lib/rate-limit.js';
import { healthRouter } from './modules/health/index.js';
import { stripeWebhookRouter } from './modules/payments/index.js';
import { apiModules } from './modules/index.js';
import { createServices, type ModuleContext, type Services } from './services.js';

export interface CreateAppDeps extends Omit<AppDeps, 'clock'> {
  clock?: () => Date;
  /** The process's services (server.ts shares them with its sweepers and worker); built here when absent. */
  services?: Services;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

export function createApp(input: CreateAppDeps): Express {
  const deps: AppDeps = { config: input.config, logger: input.logger, db: input.db, clock: input.clock ?? (() => new Date()) };
  const context: ModuleContext = { ...deps, services: input.services ?? createServices(deps) };
  const { config, logger } = deps;
  const app = express();

  app.disable('x-powered-by');
  // Exactly the site server's hop (TRUST_PROXY: 'loopback' in development, where the API listens on
  // loopback; its address or hop count in Docker): it sets X-Forwarded-For to the client it sees.
  app.set('trust proxy', config.trustProxy);

  // JSON-only API: nothing here may be rendered, framed or used to load scripts.
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
      },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
    }),
  );

  app.use(
    pinoHttp({
      logger,
      // Reuse the proxy's id when it sends a sane one, so site and API logs can be joined.
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      // Health probes every few seconds would drown the useful lines.
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      // Method, URL (one-time tokens masked), status, timing and ids; never bodies. Credentials
      // headers are redacted by the logger.
      serializers: {
        req: (req: { id: unknown; method: string; url: string; remoteAddress?: string; headers: Record<string, unknown> }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
          ip: req.remoteAddress,
          userAgent: req.headers['user-agent'],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  // The language of answers and refusals (X-Locale, Accept-Language, French), before anything may refuse.
  app.use(localeOfRequests);
  app.use('/api', healthRouter(context));
  // The Stripe webhook reads its raw body (signed bytes) and is authenticated by its signature:
  // above the JSON parser, and above the per-IP limiter (deliveries come in bursts from Stripe).
  app.use('/api', stripeWebhookRouter(context));
  if (config.rateLimitPerMinute > 0) app.use('/api', perMinuteRateLimiter(deps, { name: 'general', perMinute: config.rateLimitPerMinute }));

  // Routes needing the raw body must be mounted above this line.
  // A scanner's offline upload carries up to 500 scans (about 150 KB): its own bound, parsed first.
  app.use('/api/admin/scanner/offline-scans', express.json({ limit: '256kb' }));
  app.use(express.json({ limit: '100kb' }));
  // Who is asking (lib/auth.ts): lazy, read only by routes that need the user.
  app.use('/api', authContext(deps));

  for (const mod of apiModules) {
    if (mod.router) app.use('/api', mod.router(context));
  }

  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
