import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { createResaleController } from './controller.js';
import { resaleSchemas } from './schemas.js';
import type { ResaleService } from './service.js';

/** Resale from the dashboard (docs/accounts.md « Resale »): the holder's quote, listing and withdrawal; logged-in users only. */
export function resaleRouter(deps: AppDeps & { services: { resale: ResaleService } }): Router {
  const controller = createResaleController(deps.services.resale);
  const router = Router();
  router.get('/account/tickets/:id/resale', requireUser, validate(resaleSchemas.byTicketId), controller.quote);
  router.post('/account/tickets/:id/resale', requireUser, validate(resaleSchemas.byTicketId), controller.list);
  router.delete('/account/tickets/:id/resale', requireUser, validate(resaleSchemas.byTicketId), controller.withdraw);
  return router;
}
