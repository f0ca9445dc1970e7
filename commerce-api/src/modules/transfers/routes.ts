import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { authRateLimiter } from '../../lib/rate-limit.js';
import { createTransfersController } from './controller.js';
import { transfersSchemas } from './schemas.js';
import type { TransfersService } from './service.js';

/**
 * Name changes and transfers, mounted under /api: the holder's `/account/tickets/:id/holder` and
 * `/account/tickets/:id/transfer` (signed in), the recipient's `/ticket-transfers/:token[/accept]`
 * (public). A name change or a transfer e-mails a new PDF or a link to someone else's address and
 * the public links carry a bearer token: they sit behind the per-IP limiter of the auth endpoints.
 */
export function transfersRouter(deps: AppDeps & { services: { transfers: TransfersService } }): Router {
  const controller = createTransfersController(deps.services.transfers);
  const limiter = authRateLimiter(deps);
  const router = Router();
  router.patch('/account/tickets/:id/holder', requireUser, limiter, validate(transfersSchemas.changeHolder), controller.changeHolder);
  router.post('/account/tickets/:id/transfer', requireUser, limiter, validate(transfersSchemas.request), controller.request);
  router.delete('/account/tickets/:id/transfer', requireUser, validate(transfersSchemas.byId), controller.cancel);
  router.get('/ticket-transfers/:token', limiter, validate(transfersSchemas.byToken), controller.show);
  router.post('/ticket-transfers/:token/accept', limiter, validate(transfersSchemas.byToken), controller.accept);
  return router;
}
