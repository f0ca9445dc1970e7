import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../deps.js';
import { validate } from '../../lib/http.js';
import { optionalPerMinuteRateLimiter } from '../../lib/rate-limit.js';
import { z } from '../../lib/zod.js';
import { createCartController } from './controller.js';
import { MAX_QUANTITY_PER_LINE } from './models.js';
import { createCartService } from './service.js';

export const SENSITIVE_RATE_LIMIT_MESSAGE = 'Trop de tentatives. Veuillez patienter une minute avant de réessayer.';

const quantity = z
  .number({ error: 'La quantité doit être un nombre entier.' })
  .int({ error: 'La quantité doit être un nombre entier.' })
  .min(1, { error: 'La quantité doit être au moins de 1.' })
  .max(MAX_QUANTITY_PER_LINE, { error: `La quantité ne peut pas dépasser ${MAX_QUANTITY_PER_LINE} billets par type.` });

const TICKET_ID_MESSAGE = 'Le billet doit être désigné par son identifiant (nombre) ou son slug.';
const ticketId = z.union(
  [
    z.number().int({ error: TICKET_ID_MESSAGE }).positive({ error: TICKET_ID_MESSAGE }).max(2_147_483_647, { error: TICKET_ID_MESSAGE }),
    z.string().trim().min(1, { error: TICKET_ID_MESSAGE }).max(64, { error: TICKET_ID_MESSAGE }),
  ],
  { error: TICKET_ID_MESSAGE },
);

export const cartSchemas = {
  recover: {
    body: z.object({
      cartId: z.string({ error: "L'identifiant du panier est requis." }).trim().min(1, { error: "L'identifiant du panier est requis." }).max(100),
    }),
  },
  add: {
    body: z.object({ ticketId, quantity: quantity.default(1) }),
  },
  update: {
    params: z.object({ itemId: z.string() }),
    body: z.object({ quantity }),
  },
  promo: {
    body: z.object({
      code: z
        .string({ error: 'Veuillez saisir un code promo.' })
        .trim()
        .min(1, { error: 'Veuillez saisir un code promo.' })
        .max(64, { error: 'Ce code promo est trop long.' }),
    }),
  },
} as const;

/**
 * Cart (docs/spec.md §7), mounted under /api. Recovery and promo codes try guessable things (cart ids,
 * codes): they get a stricter per-IP limit on top of the general one.
 */
export function cartRouter(deps: AppDeps): Router {
  const controller = createCartController(createCartService(deps.db), deps.clock);
  const guessLimiter = optionalPerMinuteRateLimiter(deps, {
    name: 'cart-guess',
    perMinute: deps.config.sensitiveRateLimitPerMinute,
    message: SENSITIVE_RATE_LIMIT_MESSAGE,
  });

  const router = Router();
  router.get('/cart', controller.show);
  router.post('/cart/recover', guessLimiter, validate(cartSchemas.recover), controller.recover);
  router.post('/cart/add', validate(cartSchemas.add), controller.add);
  router.put('/cart/update/:itemId', validate(cartSchemas.update), controller.update);
  router.delete('/cart/remove/:itemId', controller.remove);
  router.post('/cart/promo', guessLimiter, validate(cartSchemas.promo), controller.applyPromo);
  router.post('/cart/clear', controller.clear);
  return router;
}
