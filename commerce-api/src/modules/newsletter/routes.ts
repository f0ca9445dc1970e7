import express, { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { validate } from '../../lib/http.js';
import { authRateLimiter } from '../../lib/rate-limit.js';
import { createNewsletterController } from './controller.js';
import type { NewsletterService } from './service.js';
import { newsletterSchemas } from './schemas.js';

/**
 * Newsletter, mounted under /api; POST only (no GET side effects: the site's pages POST the
 * tokens). Subscribe and confirm share the public forms' per-IP limit (API_AUTH_RATE_LIMIT_PER_MINUTE). Unsubscribe does not: its
 * token is an unguessable HMAC, and one-click requests come from mail providers' servers, many
 * people behind one IP.
 */
export function newsletterRouter(deps: AppDeps & { services: { newsletter: NewsletterService } }): Router {
  const controller = createNewsletterController(deps.services.newsletter, deps.clock);
  const limiter = authRateLimiter(deps);
  const router = Router();
  router.post(
    '/newsletter/subscribe',
    limiter,
    // The footer box is a real <form>: before (or without) JavaScript it posts form-encoded data
    // and the browser follows a redirect to the site's answer page.
    express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 5 }),
    (req, res, next) => (req.is('application/x-www-form-urlencoded') ? controller.subscribeFromForm(req, res) : next()),
    validate(newsletterSchemas.subscribe),
    controller.subscribe,
  );
  router.post('/newsletter/confirm', limiter, validate(newsletterSchemas.confirm), controller.confirm);
  router.post('/newsletter/unsubscribe', controller.unsubscribe);
  return router;
}
