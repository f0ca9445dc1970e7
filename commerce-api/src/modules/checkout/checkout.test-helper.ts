/**
 * Concurrent checkouts through real HTTP, as from as many browsers: the oversell and balance race
 * tests. The app carries the checkout router with a fake Stripe cancel and no fair-hold caps or
 * rate limits (every checkout comes from the test's one address).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createApp } from '../../app.js';
import { authContext } from '../../lib/auth.js';
import { errorHandler } from '../../lib/http.js';
import { localeOfRequests } from '../../lib/locale.js';
import { logger, type TestDatabase } from '../../test/helpers.js';
import { NO_HOLD_CAPS } from './fair-holds.js';
import { createCheckoutRouter } from './routes.js';
import type { CancelCheckoutSession } from './service.js';

export function checkoutAppWithoutCaps(testDb: TestDatabase, cancel: CancelCheckoutSession, now: Date): express.Express {
  const config = {
    ...testDb.config,
    rateLimitPerMinute: 0,
    sensitiveRateLimitPerMinute: 0,
    checkout: { ...testDb.config.checkout, ...NO_HOLD_CAPS, rateLimitPerMinute: 0 },
  };
  const deps = { config, logger, db: testDb.db, clock: () => now };
  const app = express();
  app.use(express.json());
  app.use(localeOfRequests);
  app.use('/api', authContext(deps));
  app.use('/api', createCheckoutRouter(deps, cancel));
  app.use(createApp(deps));
  app.use(errorHandler(logger));
  return app;
}

/** `POST /api/checkout/session` of every cart at once, each on its own connection; answers in cart order and the time taken. */
export async function checkoutAtOnce(
  app: express.Express,
  cartIds: readonly string[],
  form: unknown,
): Promise<{ results: Array<{ status: number; code?: string }>; elapsedMs: number }> {
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  // Keep-alive off: every checkout is its own connection.
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const body = JSON.stringify(form);
  const post = (cartId: string) =>
    new Promise<{ status: number; code?: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/checkout/session',
          method: 'POST',
          agent,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Cart-Id': cartId },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, code: JSON.parse(text).error?.code }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const started = performance.now();
  try {
    const results = await Promise.all(cartIds.map(post));
    return { results, elapsedMs: Math.round(performance.now() - started) };
  } finally {
    server.close();
    agent.destroy();
  }
}
