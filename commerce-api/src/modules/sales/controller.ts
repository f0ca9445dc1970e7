import type { Request, Response } from 'express';
import type { SalesService } from './service.js';

export function createSalesController(service: SalesService) {
  return {
    async stats(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').json(await service.stats());
    },
  };
}
