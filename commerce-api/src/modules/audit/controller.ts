import type { Response } from 'express';
import type { ValidatedRequest } from '../../lib/http.js';
import { pageOf } from '../../lib/pagination.js';
import type { auditSchemas } from './schemas.js';
import type { AuditService } from './service.js';

export function createAuditController(service: AuditService) {
  return {
    async list(req: ValidatedRequest<typeof auditSchemas.list>, res: Response) {
      const { action, targetType, targetId } = req.query;
      const answer = await service.list({ ...pageOf(req.query), action: action || undefined, targetType: targetType || undefined, targetId: targetId || undefined });
      res.set('Cache-Control', 'no-store').json(answer);
    },
  };
}
