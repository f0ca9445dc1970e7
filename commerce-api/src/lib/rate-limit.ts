/**
 * Per-IP limiters. Keyed on req.ip, which is the real client only if TRUST_PROXY matches the
 * deployment (the site server proxies /api from loopback). Counters live in the process: with
 * several replicas each one counts on its own, which is acceptable for these abuse guards.
 */
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { AppConfig } from '../config/index.js';
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

export const AUTH_RATE_LIMIT_MESSAGE = 'Trop de tentatives. Veuillez patienter une minute avant de réessayer.';

/**
 * Per-IP limit of the account endpoints and the public forms that send e-mails (login, register,
 * reset, magic link, quick access, contact, newsletter): `API_AUTH_RATE_LIMIT_PER_MINUTE`
 * (default 10, 0 disables it). Each call has its own counter: a router builds one and shares it
 * between its routes.
 */
export function authRateLimiter(deps: { config: Pick<AppConfig, 'authRateLimitPerMinute'> }): RequestHandler {
  const perMinute = deps.config.authRateLimitPerMinute;
  return perMinute > 0 ? perMinuteRateLimiter(perMinute, AUTH_RATE_LIMIT_MESSAGE) : (_req, _res, next) => next();
}
