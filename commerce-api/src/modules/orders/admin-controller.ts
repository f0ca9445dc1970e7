import type { Request, Response } from 'express';
import { actorOf } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import { pageOf } from '../../lib/pagination.js';
import type { OrdersAdminService } from './admin-service.js';
import type { ordersAdminSchemas } from './schemas.js';

export function createOrdersAdminController(service: OrdersAdminService) {
  return {
    async listOrders(req: ValidatedRequest<typeof ordersAdminSchemas.listOrders>, res: Response) {
      const { page, pageSize, ...filters } = req.query;
      res.set('Cache-Control', 'no-store').json(await service.listOrders({ ...pageOf({ page, pageSize }), ...filters }));
    },

    async exportOrders(req: ValidatedRequest<typeof ordersAdminSchemas.exportOrders>, res: Response) {
      const { fileName, csv } = await service.exportOrdersCsv(req.query);
      res
        .set('Cache-Control', 'no-store')
        .set('Content-Type', 'text/csv; charset=utf-8')
        .set('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(csv, 'utf8'));
    },

    async orderDetail(req: ValidatedRequest<typeof ordersAdminSchemas.byId>, res: Response) {
      res.set('Cache-Control', 'no-store').json({ order: await service.orderDetail(req.params.id) });
    },

    async refund(req: ValidatedRequest<typeof ordersAdminSchemas.refund>, res: Response) {
      const order = await service.refund(actorOf(req as unknown as Request), req.params.id, req.body);
      res.set('Cache-Control', 'no-store').json({ order });
    },
  };
}
