import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRoleUncached } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { createTicketsAdminController } from './admin-controller.js';
import type { TicketsAdminService } from './admin-service.js';
import { ticketsAdminSchemas } from './schemas.js';

/** `/api/admin/tickets` (admins only): issued tickets' search, resend, cancel (docs/back-office.md). */
export function ticketsAdminRouter(deps: AppDeps & { services: { ticketsAdmin: TicketsAdminService } }): Router {
  const controller = createTicketsAdminController(deps.services.ticketsAdmin);
  const admin = requireRoleUncached('admin');
  const router = Router();
  router.get('/admin/tickets', admin, validate(ticketsAdminSchemas.listTickets), controller.listTickets);
  router.post('/admin/tickets/:id/resend', admin, validate(ticketsAdminSchemas.byId), controller.resend);
  router.post('/admin/tickets/:id/cancel', admin, validate(ticketsAdminSchemas.cancelTicket), controller.cancel);
  return router;
}
