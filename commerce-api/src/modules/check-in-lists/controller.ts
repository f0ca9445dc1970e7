import type { Request, Response } from 'express';
import { actorOf } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import type { checkInListSchemas } from './schemas.js';
import type { CheckInListsService } from './service.js';

/** A path id, or 0 (→ 404 like an unknown one) for anything that is not a positive integer. */
const pathId = (id: string) => (/^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : 0);

export function createCheckInListsController(service: CheckInListsService) {
  return {
    async list(_req: Request, res: Response) {
      res.json(await service.list());
    },

    async counts(_req: Request, res: Response) {
      res.json(await service.counts());
    },

    async create(req: ValidatedRequest<typeof checkInListSchemas.create>, res: Response) {
      res.status(201).json(await service.create(actorOf(req as unknown as Request), req.body));
    },

    async update(req: ValidatedRequest<typeof checkInListSchemas.update>, res: Response) {
      res.json(await service.update(actorOf(req as unknown as Request), pathId(req.params.id), req.body));
    },

    async remove(req: ValidatedRequest<typeof checkInListSchemas.byId>, res: Response) {
      await service.remove(actorOf(req as unknown as Request), pathId(req.params.id));
      res.status(204).end();
    },
  };
}
