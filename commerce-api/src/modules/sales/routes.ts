import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { createSalesController } from './controller.js';
import { createSalesService, type CheckInsPerHourSource } from './service.js';

/**
 * `GET /api/admin/stats` (admins only): the dashboard's figures and charts. `checkInsPerHour` is
 * the hook the scanner module plugs its chart into.
 */
export function salesRouter(deps: AppDeps, options: { checkInsPerHour?: CheckInsPerHourSource } = {}): Router {
  const controller = createSalesController(createSalesService({ ...deps, ...options }));
  const router = Router();
  router.get('/admin/stats', requireRole('admin'), controller.stats);
  return router;
}
