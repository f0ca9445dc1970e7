import type { Request, Response } from 'express';
import { actorOf } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import { pageOf } from '../../lib/pagination.js';
import { pathId } from '../../lib/request-fields.js';
import type { TicketsAdminService } from './admin-service.js';
import type { ticketsAdminSchemas } from './schemas.js';

export function createTicketsAdminController(service: TicketsAdminService) {
  return {
    async listTickets(req: ValidatedRequest<typeof ticketsAdminSchemas.listTickets>, res: Response) {
      const { page, pageSize, ...filters } = req.query;
      res.set('Cache-Control', 'no-store').json(await service.listTickets({ ...pageOf({ page, pageSize }), ...filters }));
    },

    async resend(req: ValidatedRequest<typeof ticketsAdminSchemas.byId>, res: Response) {
      const { email } = await service.resendTickets(actorOf(req as unknown as Request), pathId(req.params.id));
      res.status(202).set('Cache-Control', 'no-store').json({ message: `Les billets ont été renvoyés à ${email}.` });
    },

    async cancel(req: ValidatedRequest<typeof ticketsAdminSchemas.cancelTicket>, res: Response) {
      const ticket = await service.cancelTicket(actorOf(req as unknown as Request), pathId(req.params.id), req.body?.reason);
      res.set('Cache-Control', 'no-store').json({ ticket });
    },
  };
}
