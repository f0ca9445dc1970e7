import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { createCatalogueController } from './controller.js';
import { createCatalogueService } from './service.js';

/** Public catalogue, mounted under /api. */
export function catalogueRouter(deps: AppDeps): Router {
  const controller = createCatalogueController(createCatalogueService(deps.db.models), deps.clock);
  const router = Router();
  router.get('/tickets', controller.list);
  router.get('/tickets/:slug', controller.show);
  return router;
}
