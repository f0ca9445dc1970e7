import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../lib/errors.js';

/**
 * Liveness + readiness in one: used by `wait-on` in the root start script, the site server and
 * container health checks. Mounted before the rate limiter so probes are never throttled.
 */
export function healthRouter({ db, logger }: AppDeps): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    try {
      await db.ping();
    } catch (err) {
      logger.warn({ err }, 'base de données injoignable');
      throw new HttpError(
        503,
        'DATABASE_UNAVAILABLE',
        'La base de données ne répond pas. Veuillez réessayer dans quelques instants.',
        undefined,
        { 'Retry-After': '5' },
      );
    }
    res.set('Cache-Control', 'no-store').json({ status: 'ok', database: 'ok', uptimeSeconds: Math.floor(process.uptime()) });
  });
  return router;
}
