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
 * The door's check-in API, for admin and scanner accounts (401 guest, 403
 * user): `POST /api/admin/scanner/check-in` `{code, device?}` → 200 verdict (an unknown code is a
 * verdict too), `GET /api/admin/scanner/summary`, `GET /api/admin/scanner/scans?limit&before`.
 * Mounted under /api.
 */
export function scannerRouter(deps: AppDeps & { services: { scanner: ScannerService } }): Router {
  const controller = createScannerController(deps.services.scanner, deps.clock);
  const router = Router();
  const staff = requireRole('admin', 'scanner');
  router.use('/admin/scanner', noStore);
  router.post('/admin/scanner/check-in', staff, validate(scannerSchemas.checkIn), controller.checkIn);
  router.get('/admin/scanner/summary', staff, controller.summary);
  router.get('/admin/scanner/scans', staff, validate(scannerSchemas.scans), controller.scans);
  return router;
}
