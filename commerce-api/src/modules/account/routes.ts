import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { authRateLimiter } from '../../lib/rate-limit.js';
import { createAccountController } from './controller.js';
import type { AccountService } from './service.js';
import { accountSchemas } from './schemas.js';

/** The dashboard's API (docs/accounts.md « Account (dashboard) »); every route needs a logged-in user. */
export function accountRouter(deps: AppDeps & { services: { account: AccountService } }): Router {
  const controller = createAccountController(deps.services.account);
  const router = Router();
  router.get('/account/overview', requireUser, controller.overview);
  router.get('/account/orders', requireUser, controller.orders);
  router.get('/account/orders/:id/pdf', requireUser, validate(accountSchemas.byOrderId), controller.orderPdf);
  router.get('/account/tickets', requireUser, controller.tickets);
  router.get('/account/tickets/:id', requireUser, validate(accountSchemas.byId), controller.ticket);
  router.get('/account/tickets/:id/pdf', requireUser, validate(accountSchemas.byId), controller.ticketPdf);
  router.get('/account/export', requireUser, controller.exportData);
  // A password check: behind the auth endpoints' per-IP limiter (and the account's throttle, in the service).
  router.delete('/account', requireUser, authRateLimiter(deps), validate(accountSchemas.deleteAccount), controller.deleteAccount);
  return router;
}
