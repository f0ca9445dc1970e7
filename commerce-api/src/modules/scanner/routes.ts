import compression from 'compression';
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { createScannerController } from './controller.js';
import type { ScannerService } from './service.js';
import { scannerSchemas } from './schemas.js';

/** Verdicts, counts and the log are live data about people at the door: never cached (errors included). */
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/**
 * The door's check-in API (401 guest, 403 user), mounted under /api. Admin and scanner accounts:
 * `POST /api/admin/scanner/check-in` `{code, listId?, direction?, device?, nonce?}` → 200 verdict
 * (an unknown code is a verdict too), `POST /api/admin/scanner/offline-scans` (1–500 scans made
 * without network), `GET /api/admin/scanner/lists/{id}/sync` (the list's signed document),
 * `GET /api/admin/scanner/summary`, `GET /api/admin/scanner/scans?limit&before`. Admins only:
 * `GET /api/admin/scanner/conflicts?status=open|all`, `POST /api/admin/scanner/conflicts/{id}/resolve`.
 */
export function scannerRouter(deps: AppDeps & { services: { scanner: ScannerService } }): Router {
  const controller = createScannerController(deps.services.scanner, deps.clock);
  const router = Router();
  const staff = requireRole('admin', 'scanner');
  const admin = requireRole('admin');
  router.use('/admin/scanner', noStore);
  router.post('/admin/scanner/check-in', staff, validate(scannerSchemas.checkIn), controller.checkIn);
  router.post('/admin/scanner/offline-scans', staff, validate(scannerSchemas.offlineScans), controller.offlineScans);
  // A list's document is ~65 bytes per ticket (≈ 660 KB for 10,000): gzip (≈ 160 KB) for a door on a weak network.
  router.get('/admin/scanner/lists/:id/sync', staff, validate(scannerSchemas.sync), compression(), controller.sync);
  router.get('/admin/scanner/conflicts', admin, validate(scannerSchemas.conflicts), controller.conflicts);
  router.post('/admin/scanner/conflicts/:id/resolve', admin, validate(scannerSchemas.resolveConflict), controller.resolveConflict);
  router.get('/admin/scanner/summary', staff, controller.summary);
  router.get('/admin/scanner/scans', staff, validate(scannerSchemas.scans), controller.scans);
  return router;
}
