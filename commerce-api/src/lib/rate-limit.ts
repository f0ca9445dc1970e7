/**
 * Per-IP limiters. Keyed on req.ip, which is the real client only if TRUST_PROXY matches the
 * deployment (the site server proxies /api from loopback). Counters live in the process: with
 * several replicas each one counts on its own, which is acceptable for these abuse guards.
 */
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { HttpError } from './errors.js';

export const GENERAL_RATE_LIMIT_MESSAGE = 'Trop de requêtes. Veuillez patienter une minute avant de réessayer.';

/** A fixed one-minute window allowing `perMinute` requests per IP, then a French 429. */
export function perMinuteRateLimiter(perMinute: number, message: string = GENERAL_RATE_LIMIT_MESSAGE): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => {
      next(new HttpError(429, 'TOO_MANY_REQUESTS', message, undefined, { 'Retry-After': '60' }));
    },
  });
}
