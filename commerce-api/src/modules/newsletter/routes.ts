import express, { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { validate } from '../../lib/http.js';
import { authRateLimiter } from '../../lib/rate-limit.js';
import { z } from '../../lib/zod.js';
import { createNewsletterController } from './controller.js';
import { createNewsletterService } from './service.js';

const token = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(200, { error: "Ce lien n'est pas valide." });

export const newsletterSchemas = {
  subscribe: {
    body: z.object({
      email: z
        .string({ error: 'Veuillez indiquer votre adresse e-mail.' })
        .trim()
        .min(1, { error: 'Veuillez indiquer votre adresse e-mail.' })
        .max(254, { error: "L'adresse e-mail est trop longue." })
        .pipe(z.email({ error: "L'adresse e-mail n'est pas valide." })),
    }),
  },
  confirm: { body: z.object({ token: token('Le lien de confirmation est incomplet.') }) },
  /** JSON `{token}` from the site's page, or `?token=` from a mail client's one-click POST (RFC 8058). */
  unsubscribe: {
    query: z.object({ token: token('Le lien de désinscription est incomplet.').optional() }),
    body: z.object({ token: token('Le lien de désinscription est incomplet.').optional() }).optional(),
  },
} as const;

/**
 * Newsletter, mounted under /api; POST only (no GET side effects: the site's pages POST the
 * tokens). Subscribe and confirm share the public forms' per-IP limit (API_AUTH_RATE_LIMIT_PER_MINUTE). Unsubscribe does not: its
 * token is an unguessable HMAC, and one-click requests come from mail providers' servers, many
 * people behind one IP.
 */
export function newsletterRouter(deps: AppDeps): Router {
  const controller = createNewsletterController(createNewsletterService(deps), deps.clock);
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
