import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { validate } from '../../lib/http.js';
import { z } from '../../lib/zod.js';
import { createOrderStatusController } from './controller.js';
import { createOrderStatusService } from './service.js';

export const orderStatusSchemas = {
  paymentStatus: {
    params: z.object({
      id: z.string().trim().min(1, { error: "L'identifiant de la commande est requis." }).max(255, { error: "L'identifiant de la commande est invalide." }),
    }),
  },
} as const;

/**
 * `GET /api/stripe/payment-status/{id}`. The status page polls it every 30 s, so only the general
 * per-IP limiter applies: ids are random UUIDs / Stripe session ids, not worth guessing.
 */
export function orderStatusRouter(deps: AppDeps): Router {
  const controller = createOrderStatusController(createOrderStatusService(deps), deps.clock);
  const router = Router();
  router.get('/stripe/payment-status/:id', validate(orderStatusSchemas.paymentStatus), controller.paymentStatus);
  return router;
}
