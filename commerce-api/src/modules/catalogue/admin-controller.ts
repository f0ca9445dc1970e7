import type { Request, Response } from 'express';
import { actorOf } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import { pathId } from '../../lib/request-fields.js';
import type { CatalogueAdminService } from './admin-service.js';
import type { catalogueAdminSchemas } from './schemas.js';

export function createCatalogueAdminController(service: CatalogueAdminService) {
  return {
    async listTicketTypes(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').json(await service.listTicketTypes());
    },

    async createTicketType(req: ValidatedRequest<typeof catalogueAdminSchemas.createTicketType>, res: Response) {
      const ticketType = await service.createTicketType(actorOf(req as unknown as Request), req.body);
      res.status(201).set('Cache-Control', 'no-store').json({ ticketType });
    },

    async updateTicketType(req: ValidatedRequest<typeof catalogueAdminSchemas.updateTicketType>, res: Response) {
      const ticketType = await service.updateTicketType(actorOf(req as unknown as Request), pathId(req.params.id), req.body);
      res.set('Cache-Control', 'no-store').json({ ticketType });
    },

    async deleteTicketType(req: ValidatedRequest<typeof catalogueAdminSchemas.byId>, res: Response) {
      await service.deleteTicketType(actorOf(req as unknown as Request), pathId(req.params.id));
      res.set('Cache-Control', 'no-store').status(204).end();
    },
  };
}
