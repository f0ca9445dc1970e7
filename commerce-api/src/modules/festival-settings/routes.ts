import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { createFestivalSettingsController } from './controller.js';
import { festivalSettingsSchemas } from './schemas.js';
import type { FestivalSettingsService } from './service.js';

/** `/api/admin/festival-settings`: read and replaced by admins (docs/back-office.md « Festival settings »). */
export function festivalSettingsRouter(deps: AppDeps & { services: { festivalSettings: FestivalSettingsService } }): Router {
  const controller = createFestivalSettingsController(deps.services.festivalSettings);
  const admin = requireRole('admin');
  const router = Router();
  router.get('/admin/festival-settings', admin, controller.get);
  router.put('/admin/festival-settings', admin, validate(festivalSettingsSchemas.update), controller.update);
  return router;
}
