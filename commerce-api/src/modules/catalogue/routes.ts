import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { createCatalogueController } from './controller.js';
import type { CatalogueService } from './service.js';

/** Public catalogue, mounted under /api. */
export function catalogueRouter(deps: AppDeps & { services: { catalogue: CatalogueService } }): Router {
  const controller = createCatalogueController(deps.services.catalogue, deps.clock);
  const router = Router();
  router.get('/tickets', controller.list);
  router.get('/tickets/:slug', controller.show);
  return router;
}
