import express, { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { validate } from '../../lib/http.js';
import { createPaymentsController } from './controller.js';
import type { PaymentsService } from './service.js';
import { paymentsSchemas } from './schemas.js';

/** `POST /api/stripe/create-checkout-session` (JSON body; mounted with the other modules). */
export function paymentsRouter(deps: AppDeps & { services: { payments: PaymentsService } }): Router {
  const controller = createPaymentsController(deps.services.payments, deps.clock, deps.logger);
  const router = Router();
  router.post('/stripe/create-checkout-session', validate(paymentsSchemas.createCheckoutSession), controller.createCheckoutSession);
  return router;
}

/**
 * `POST /api/stripe/webhook`. The signature covers the exact bytes Stripe sent, so this router
 * reads the raw body itself and is mounted in app.ts above `express.json()` (and above the
 * per-IP limiter: every delivery comes from Stripe's few addresses and is authenticated).
 */
export function stripeWebhookRouter(deps: AppDeps & { services: { payments: PaymentsService } }): Router {
  const controller = createPaymentsController(deps.services.payments, deps.clock, deps.logger);
  const router = Router();
  router.post('/stripe/webhook', express.raw({ type: 'application/json', limit: '512kb' }), controller.webhook);
  return router;
}
