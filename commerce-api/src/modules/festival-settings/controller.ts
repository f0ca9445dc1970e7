import type { Request, Response } from 'express';
import { actorOf } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import type { festivalSettingsSchemas } from './schemas.js';
import type { FestivalSettingsService } from './service.js';

export function createFestivalSettingsController(service: FestivalSettingsService) {
  return {
    async get(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').json({ settings: await service.get() });
    },

    async update(req: ValidatedRequest<typeof festivalSettingsSchemas.update>, res: Response) {
      res.json({
        settings: await service.update(req.body, actorOf(req as unknown as Request)),
      });
    },
  };
}
