import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { validate } from '../../lib/http.js';
import { optionalPerMinuteRateLimiter } from '../../lib/rate-limit.js';
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
export function checkoutRouter(deps: AppDeps): Router {
  const payments = createPaymentsService(deps);
  return createCheckoutRouter(deps, (order) => payments.cancelCheckoutSession(order));
}
