import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { createAuditController } from './controller.js';
import { auditSchemas } from './schemas.js';
import { createAuditService } from './service.js';

/** `GET /api/admin/audit` (admin only): the back-office audit log, newest first. Mounted under /api. */
export function auditRouter(deps: AppDeps): Router {
  const controller = createAuditController(createAuditService(deps));
  const router = Router();
  router.get('/admin/audit', requireRole('admin'), validate(auditSchemas.list), controller.list);
  return router;
}
