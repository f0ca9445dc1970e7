import type { Request, Response } from 'express';
import { actorOf } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import { pageOf } from '../audit/routes.js';
import type { salesSchemas } from './routes.js';
import type { SalesService } from './service.js';

/** A path id, or 0 (→ 404 like an unknown one) for anything that is not a positive integer. */
const pathId = (id: string) => (/^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : 0);

const asRequest = (req: unknown) => req as Request;

export function createSalesController(service: SalesService) {
  return {
    async listOrders(req: ValidatedRequest<typeof salesSchemas.listOrders>, res: Response) {
      const { page, pageSize, ...filters } = req.query;
      res.set('Cache-Control', 'no-store').json(await service.listOrders({ ...pageOf({ page, pageSize }), ...filters }));
    },

    async exportOrders(req: ValidatedRequest<typeof salesSchemas.exportOrders>, res: Response) {
      const { fileName, csv } = await service.exportOrdersCsv(req.query);
      res
        .set('Cache-Control', 'no-store')
        .set('Content-Type', 'text/csv; charset=utf-8')
        .set('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(csv, 'utf8'));
    },

    async orderDetail(req: ValidatedRequest<typeof salesSchemas.byId>, res: Response) {
      res.set('Cache-Control', 'no-store').json({ order: await service.orderDetail(req.params.id) });
    },

    async refund(req: ValidatedRequest<typeof salesSchemas.refund>, res: Response) {
      const order = await service.refund(actorOf(asRequest(req)), req.params.id, req.body);
      res.set('Cache-Control', 'no-store').json({ order });
    },

    async listTickets(req: ValidatedRequest<typeof salesSchemas.listTickets>, res: Response) {
      const { page, pageSize, ...filters } = req.query;
      res.set('Cache-Control', 'no-store').json(await service.listTickets({ ...pageOf({ page, pageSize }), ...filters }));
    },

    async resend(req: ValidatedRequest<typeof salesSchemas.byId>, res: Response) {
      const { email } = await service.resendTickets(actorOf(asRequest(req)), pathId(req.params.id));
      res.status(202).set('Cache-Control', 'no-store').json({ message: `Les billets ont été renvoyés à ${email}.` });
    },

    async cancel(req: ValidatedRequest<typeof salesSchemas.cancelTicket>, res: Response) {
      const ticket = await service.cancelTicket(actorOf(asRequest(req)), pathId(req.params.id), req.body?.reason);
      res.set('Cache-Control', 'no-store').json({ ticket });
    },

    async listTicketTypes(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').json(await service.listTicketTypes());
    },

    async createTicketType(req: ValidatedRequest<typeof salesSchemas.createTicketType>, res: Response) {
      const ticketType = await service.createTicketType(actorOf(asRequest(req)), req.body);
      res.status(201).set('Cache-Control', 'no-store').json({ ticketType });
    },

    async updateTicketType(req: ValidatedRequest<typeof salesSchemas.updateTicketType>, res: Response) {
      const ticketType = await service.updateTicketType(actorOf(asRequest(req)), pathId(req.params.id), req.body);
      res.set('Cache-Control', 'no-store').json({ ticketType });
    },

    async deleteTicketType(req: ValidatedRequest<typeof salesSchemas.byId>, res: Response) {
      await service.deleteTicketType(actorOf(asRequest(req)), pathId(req.params.id));
      res.set('Cache-Control', 'no-store').status(204).end();
    },
  };
}
