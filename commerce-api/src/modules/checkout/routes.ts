import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../deps.js';
import { validate } from '../../lib/http.js';
import { perMinuteRateLimiter } from '../../lib/rate-limit.js';
import { z } from '../../lib/zod.js';
import { SENSITIVE_RATE_LIMIT_MESSAGE } from '../cart/routes.js';
import { createPaymentsService } from '../payments/service.js';
import { createCheckoutController } from './controller.js';
import { createCheckoutService, type CancelCheckoutSession } from './service.js';

/**
 * Shape only: each field must be text (or absent) so the form rules of `@kizomba/checkout-rules`
 * (run by the service) can say, field by field and in French, what is missing or malformed.
 */
const text = z.string({ error: 'Ce champ doit être du texte.' }).max(1_000, { error: 'Ce champ est trop long.' });
const optionalText = text.nullish();

export const checkoutSchemas = {
  session: {
    body: z.object({
      cartId: z.string({ error: "L'identifiant du panier doit être du texte." }).max(100).optional(),
      customerInfo: z
        .object({ firstName: optionalText, lastName: optionalText, email: optionalText, phone: optionalText })
        .optional(),
      billingDetails: z
        .object({
          address: z
            .object({
              line1: optionalText,
              line2: optionalText,
              postalCode: optionalText,
              city: optionalText,
              country: optionalText,
              state: optionalText,
              isInternational: z.boolean({ error: 'isInternational doit être vrai ou faux.' }).optional(),
            })
            .optional(),
        })
        .optional(),
    }),
  },
  restoreCart: {
    body: z.object({
      orderId: z
        .string({ error: "L'identifiant de la commande est requis." })
        .trim()
        .min(1, { error: "L'identifiant de la commande est requis." })
        .max(100, { error: "L'identifiant de la commande est invalide." }),
    }),
  },
} as const;

/**
 * Checkout (docs/purchase-flow.md), mounted under /api. `cancelCheckoutSession` comes from the
 * payments module (expires a pending order's Stripe session before its cart is restored).
 * Restoring by order id tries guessable things: it gets the stricter per-IP limit.
 */
export function createCheckoutRouter(deps: AppDeps, cancelCheckoutSession: CancelCheckoutSession): Router {
  const service = createCheckoutService(deps.db, { cancelCheckoutSession, logger: deps.logger });
  const controller = createCheckoutController(service, deps.clock);
  const perMinute = deps.config.sensitiveRateLimitPerMinute;
  const guessLimiter: RequestHandler =
    perMinute > 0 ? perMinuteRateLimiter(perMinute, SENSITIVE_RATE_LIMIT_MESSAGE) : (_req, _res, next) => next();

  const router = Router();
  router.post('/checkout/session', validate(checkoutSchemas.session), controller.createSession);
  router.post('/checkout/restore-cart', guessLimiter, validate(checkoutSchemas.restoreCart), controller.restoreCart);
  return router;
}

/** The checkout router with the payments module's Stripe session cancel (registered in modules/index.ts). */
export function checkoutRouter(deps: AppDeps): Router {
  const payments = createPaymentsService(deps);
  return createCheckoutRouter(deps, (order) => payments.cancelCheckoutSession(order));
}
