import type { Request, Response } from 'express';
import { badRequest, serviceUnavailable } from '../../lib/errors.js';
import type { ValidatedRequest } from '../../lib/http.js';
import type { Logger } from '../../lib/logger.js';
import type { paymentsSchemas } from './schemas.js';
import { isStripeUnavailable, isTransientDatabaseError, type PaymentsService } from './service.js';

export function createPaymentsController(service: PaymentsService, clock: () => Date, logger: Logger) {
  return {
    async createCheckoutSession(req: ValidatedRequest<typeof paymentsSchemas.createCheckoutSession>, res: Response) {
      const { orderId, successUrl, cancelUrl } = req.body;
      const answer = await service.createCheckoutSession(orderId, successUrl, cancelUrl, clock());
      res.set('Cache-Control', 'no-store').json(answer);
    },

    /** Stripe reads only the status: 2xx = done, anything else = deliver again later. */
    async webhook(req: Request, res: Response) {
      if (!Buffer.isBuffer(req.body)) {
        throw badRequest('Le webhook doit être envoyé en JSON (Content-Type: application/json).', 'INVALID_PAYLOAD');
      }
      try {
        const result = await service.handleWebhook(req.body, req.get('stripe-signature'));
        res.json({ received: true, duplicate: result.duplicate });
      } catch (err) {
        if (isTransientDatabaseError(err) || isStripeUnavailable(err)) {
          // 503: Stripe retries the delivery with backoff, and the event was not recorded.
          logger.warn({ err }, 'webhook Stripe : échec transitoire, Stripe réessaiera');
          throw serviceUnavailable();
        }
        throw err;
      }
    },
  };
}
