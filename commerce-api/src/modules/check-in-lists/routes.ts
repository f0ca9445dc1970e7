import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { createCheckInListsController } from './controller.js';
import { checkInListSchemas } from './schemas.js';
import type { CheckInListsService } from './service.js';

/** Lists and their counts are live data: never cached (errors included). */
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/**
 * `/api/admin/check-in-lists`: read by admins and door staff (the scanner picks its list, the
 * counts follow the door), changed by admins only (docs/back-office.md « Scanner »).
 */
export function checkInListsRouter(deps: AppDeps & { services: { checkInLists: CheckInListsService } }): Router {
  const controller = createCheckInListsController(deps.services.checkInLists);
  const staff = requireRole('admin', 'scanner');
  const admin = requireRole('admin');
  const router = Router();
  router.use('/admin/check-in-lists', noStore);
  router.get('/admin/check-in-lists', staff, controller.list);
  router.get('/admin/check-in-lists/counts', staff, controller.counts);
  router.post('/admin/check-in-lists', admin, validate(checkInListSchemas.create), controller.create);
  router.patch('/admin/check-in-lists/:id', admin, validate(checkInListSchemas.update), controller.update);
  router.delete('/admin/check-in-lists/:id', admin, validate(checkInListSchemas.byId), controller.remove);
  return router;
}
