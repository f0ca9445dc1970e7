import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { validate } from '../../lib/http.js';
import { optionalPerMinuteRateLimiter } from '../../lib/rate-limit.js';
import { SENSITIVE_RATE_LIMIT_MESSAGE } from '../cart/index.js';
import type { PaymentsService } from '../payments/index.js';
import { createCheckoutController } from './controller.js';
import { checkoutSchemas } from './schemas.js';
import { createCheckoutService, type CancelCheckoutSession } from './service.js';

export const CHECKOUT_RATE_LIMIT_MESSAGE =
  'Trop de tentatives de commande depuis votre connexion. Veuillez patienter une minute avant de réessayer.';

/**
 * Checkout (docs/purchase-flow.md), mounted under /api. `cancelCheckoutSession` comes from the
 * payments module (expires a pending order's Stripe session before its cart is restored).
 * Restoring by order id tries guessable things: it gets the stricter per-IP limit. Creating an
 * order holds seats: its own per-IP limit (`API_CHECKOUT_RATE_LIMIT_PER_MINUTE`), on top of the
 * fair-hold caps the service enforces (`config.checkout`).
 */
export function createCheckoutRouter(deps: AppDeps, cancelCheckoutSession: CancelCheckoutSession): Router {
  const { checkout } = deps.config;
  const service = createCheckoutService(deps.db, {
    cancelCheckoutSession,
    logger: deps.logger,
    limits: checkout,
    clientKeySecret: deps.config.jwtSecret,
  });
  const controller = createCheckoutController(service, deps.clock);
  const guessLimiter = optionalPerMinuteRateLimiter(deps, {
    name: 'checkout-restore',
    perMinute: deps.config.sensitiveRateLimitPerMinute,
    message: SENSITIVE_RATE_LIMIT_MESSAGE,
  });
  const orderLimiter = optionalPerMinuteRateLimiter(deps, {
    name: 'checkout-session',
    perMinute: checkout.rateLimitPerMinute,
    message: CHECKOUT_RATE_LIMIT_MESSAGE,
  });

  const router = Router();
  router.post('/checkout/session', orderLimiter, validate(checkoutSchemas.session), controller.createSession);
  router.post('/checkout/restore-cart', guessLimiter, validate(checkoutSchemas.restoreCart), controller.restoreCart);
  return router;
}

/** The checkout router with the payments module's Stripe session cancel (registered in modules/index.ts). */
export function checkoutRouter(deps: AppDeps & { services: { payments: PaymentsService } }): Router {
  const { payments } = deps.services;
  return createCheckoutRouter(deps, (order) => payments.cancelCheckoutSession(order));
}
