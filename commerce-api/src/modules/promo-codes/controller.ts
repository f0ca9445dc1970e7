import type { Request, Response } from 'express';
import { actorOf } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import type { PromoCodeAdminService } from './admin-service.js';
import type { promoCodeSchemas } from './schemas.js';

/** A path id, or 0 (→ 404 like an unknown one) for anything that is not a positive integer. */
const pathId = (id: string) => (/^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : 0);

export function createPromoCodeAdminController(service: PromoCodeAdminService) {
  return {
    async list(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').json(await service.list());
    },

    async create(req: ValidatedRequest<typeof promoCodeSchemas.create>, res: Response) {
      const promoCode = await service.create(actorOf(req as unknown as Request), req.body);
      res.status(201).set('Cache-Control', 'no-store').json({ promoCode });
    },

    async update(req: ValidatedRequest<typeof promoCodeSchemas.update>, res: Response) {
      const promoCode = await service.update(actorOf(req as unknown as Request), pathId(req.params.id), req.body);
      res.set('Cache-Control', 'no-store').json({ promoCode });
    },

    async remove(req: ValidatedRequest<typeof promoCodeSchemas.byId>, res: Response) {
      await service.remove(actorOf(req as unknown as Request), pathId(req.params.id));
      res.set('Cache-Control', 'no-store').status(204).end();
    },
  };
}
