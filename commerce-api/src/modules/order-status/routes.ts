import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { validate } from '../../lib/http.js';
import { optionalPerMinuteRateLimiter } from '../../lib/rate-limit.js';
import { createOrderStatusController } from './controller.js';
import type { OrderStatusService } from './service.js';
import { orderStatusSchemas } from './schemas.js';

/**
 * `GET /api/stripe/payment-status/{id}`. The status page polls it every 30 s; each call may cost a
 * Stripe request, so it gets the stricter per-IP limit (API_SENSITIVE_RATE_LIMIT_PER_MINUTE) on
 * top of the general one.
 */
export function orderStatusRouter(deps: AppDeps & { services: { orderStatus: OrderStatusService } }): Router {
  const controller = createOrderStatusController(deps.services.orderStatus, deps.clock);
  const limiter = optionalPerMinuteRateLimiter(deps, { name: 'payment-status', perMinute: deps.config.sensitiveRateLimitPerMinute });
  const router = Router();
  router.get('/stripe/payment-status/:id', limiter, validate(orderStatusSchemas.paymentStatus), controller.paymentStatus);
  return router;
}
