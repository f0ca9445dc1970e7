import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRoleUncached } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { createCatalogueAdminController } from './admin-controller.js';
import type { CatalogueAdminService } from './admin-service.js';
import { catalogueAdminSchemas } from './schemas.js';

/** `/api/admin/ticket-types` (admins only): the ticket types' administration (docs/back-office.md). */
export function catalogueAdminRouter(deps: AppDeps & { services: { catalogueAdmin: CatalogueAdminService } }): Router {
  const controller = createCatalogueAdminController(deps.services.catalogueAdmin);
  const admin = requireRoleUncached('admin');
  const router = Router();
  router.get('/admin/ticket-types', admin, controller.listTicketTypes);
  router.post('/admin/ticket-types', admin, validate(catalogueAdminSchemas.createTicketType), controller.createTicketType);
  router.patch('/admin/ticket-types/:id', admin, validate(catalogueAdminSchemas.updateTicketType), controller.updateTicketType);
  router.delete('/admin/ticket-types/:id', admin, validate(catalogueAdminSchemas.byId), controller.deleteTicketType);
  return router;
}
