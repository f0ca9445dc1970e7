import express, { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { validate } from '../../lib/http.js';
import { z } from '../../lib/zod.js';
import { createPaymentsController } from './controller.js';
import { createPaymentsService } from './service.js';

const returnUrl = (label: string) =>
  z
    .string({ error: `${label} est requise.` })
    .trim()
    .min(1, { error: `${label} est requise.` })
    .max(2000, { error: `${label} est trop longue.` });

export const paymentsSchemas = {
  createCheckoutSession: {
    body: z.object({
      orderId: z
        .string({ error: "L'identifiant de la commande est requis." })
        .trim()
        .min(1, { error: "L'identifiant de la commande est requis." })
        .max(100, { error: "L'identifiant de la commande est invalide." }),
      successUrl: returnUrl("L'adresse de retour après paiement"),
      cancelUrl: returnUrl("L'adresse de retour en cas d'annulation"),
    }),
  },
} as const;

/** `POST /api/stripe/create-checkout-session` (JSON body; mounted with the other modules). */
export function paymentsRouter(deps: AppDeps): Router {
  const controller = createPaymentsController(createPaymentsService(deps), deps.clock, deps.logger);
  const router = Router();
  router.post('/stripe/create-checkout-session', validate(paymentsSchemas.createCheckoutSession), controller.createCheckoutSession);
  return router;
}

/**
 * `POST /api/stripe/webhook`. The signature covers the exact bytes Stripe sent, so this router
 * reads the raw body itself and is mounted in app.ts above `express.json()` (and above the
 * per-IP limiter: every delivery comes from Stripe's few addresses and is authenticated).
 */
export function stripeWebhookRouter(deps: AppDeps): Router {
  const controller = createPaymentsController(createPaymentsService(deps), deps.clock, deps.logger);
  const router = Router();
  router.post('/stripe/webhook', express.raw({ type: 'application/json', limit: '512kb' }), controller.webhook);
  return router;
}
