import type { Response } from 'express';
import type { ValidatedRequest } from '../../lib/http.js';
import type { orderStatusSchemas } from './schemas.js';
import type { OrderStatusService } from './service.js';

export function createOrderStatusController(service: OrderStatusService, clock: () => Date) {
  return {
    async paymentStatus(req: ValidatedRequest<typeof orderStatusSchemas.paymentStatus>, res: Response) {
      const order = await service.paymentStatus(req.params.id, clock(), req.locale);
      // A bearer-secret URL: never cached by the browser or a proxy.
      res.set('Cache-Control', 'no-store').json({ order });
    },
  };
}
