import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { createSalesController } from './controller.js';
import type { SalesService } from './service.js';

/**
 * `GET /api/admin/stats` (admins only): the dashboard's figures and charts. `checkInsPerHour` is
 * the hook the scanner module plugs its chart into.
 */
export function salesRouter(deps: AppDeps & { services: { sales: SalesService } }): Router {
  const controller = createSalesController(deps.services.sales);
  const router = Router();
  router.get('/admin/stats', requireRole('admin'), controller.stats);
  return router;
}
