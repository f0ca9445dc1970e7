import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { createAuditController } from './controller.js';
import { auditSchemas } from './schemas.js';
import type { AuditService } from './service.js';

/** `GET /api/admin/audit` (admin only): the back-office audit log, newest first. Mounted under /api. */
export function auditRouter(deps: AppDeps & { services: { audit: AuditService } }): Router {
  const controller = createAuditController(deps.services.audit);
  const router = Router();
  router.get('/admin/audit', requireRole('admin'), validate(auditSchemas.list), controller.list);
  return router;
}
