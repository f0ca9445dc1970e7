import type { Request, Response } from 'express';
import { actorOf, authenticatedUser } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import { pathId } from '../../lib/request-fields.js';
import type { scannerSchemas } from './schemas.js';
import type { ScannerService } from './service.js';

export function createScannerController(service: ScannerService, clock: () => Date) {
  return {
    async checkIn(req: ValidatedRequest<typeof scannerSchemas.checkIn>, res: Response) {
      const scanner = authenticatedUser(req as unknown as Request);
      const { code, device, listId, direction, nonce } = req.body;
      const verdict = await service.checkIn({ code, device: device ?? null, listId: listId ?? null, direction, nonce: nonce ?? null, scannerId: scanner.id, now: clock() });
      res.status(200).json(verdict);
    },

    async offlineScans(req: ValidatedRequest<typeof scannerSchemas.offlineScans>, res: Response) {
      const scanner = authenticatedUser(req as unknown as Request);
      const answer = await service.uploadOfflineScans({
        scans: req.body.scans,
        device: req.body.device ?? null,
        scannerId: scanner.id,
        now: clock(),
        ip: req.ip ?? null,
      });
      res.status(200).json(answer);
    },

    async sync(req: ValidatedRequest<typeof scannerSchemas.sync>, res: Response) {
      res.json(await service.syncDocument(pathId(req.params.id), clock()));
    },

    async conflicts(req: ValidatedRequest<typeof scannerSchemas.conflicts>, res: Response) {
      res.json(await service.conflicts(req.query.status ?? 'open'));
    },

    async resolveConflict(req: ValidatedRequest<typeof scannerSchemas.resolveConflict>, res: Response) {
      res.json(await service.resolveConflict(pathId(req.params.id), actorOf(req as unknown as Request), clock()));
    },

    async summary(_req: Request, res: Response) {
      res.json(await service.summary());
    },

    async scans(req: ValidatedRequest<typeof scannerSchemas.scans>, res: Response) {
      res.json(await service.recentScans({ limit: req.query.limit, beforeId: req.query.before }));
    },
  };
}
