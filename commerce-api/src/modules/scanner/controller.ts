import type { Request, Response } from 'express';
import { authenticatedUser } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import type { scannerSchemas } from './schemas.js';
import type { ScannerService } from './service.js';

export function createScannerController(service: ScannerService, clock: () => Date) {
  return {
    async checkIn(req: ValidatedRequest<typeof scannerSchemas.checkIn>, res: Response) {
      const scanner = authenticatedUser(req as unknown as Request);
      const verdict = await service.checkIn({ code: req.body.code, device: req.body.device ?? null, scannerId: scanner.id, now: clock() });
      res.status(200).json(verdict);
    },

    async summary(_req: Request, res: Response) {
      res.json(await service.summary());
    },

    async scans(req: ValidatedRequest<typeof scannerSchemas.scans>, res: Response) {
      res.json(await service.recentScans({ limit: req.query.limit, beforeId: req.query.before }));
    },
  };
}
