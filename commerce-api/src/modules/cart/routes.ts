import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { validate } from '../../lib/http.js';
import { optionalPerMinuteRateLimiter } from '../../lib/rate-limit.js';
import { createCartController } from './controller.js';
import type { CartService } from './service.js';
import { cartSchemas } from './schemas.js';

export const SENSITIVE_RATE_LIMIT_MESSAGE = 'Trop de tentatives. Veuillez patienter une minute avant de réessayer.';

/**
 * Cart (docs/spec.md §7), mounted under /api. Recovery and promo codes try guessable things (cart ids,
 * codes): they get a stricter per-IP limit on top of the general one.
 */
export function cartRouter(deps: AppDeps & { services: { cart: CartService } }): Router {
  const controller = createCartController(deps.services.cart, deps.clock);
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
