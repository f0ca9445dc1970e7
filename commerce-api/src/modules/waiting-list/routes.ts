import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { AUTH_RATE_LIMIT_MESSAGE, optionalPerMinuteRateLimiter } from '../../lib/rate-limit.js';
import type { WaitingListAdminService } from './admin-service.js';
import { createWaitingListController } from './controller.js';
import { waitingListSchemas } from './schemas.js';
import type { WaitingListService } from './service.js';

/**
 * The waiting list, mounted under /api: the public join, the entry's page (its confirmation by POST
 * only) and the offer's page (bearer tokens; the writes and the claim under the stricter per-IP
 * limit), and the back-office's `/admin/waiting-lists` (admins).
 */
export function waitingListRouter(deps: AppDeps & { services: { waitingList: WaitingListService; waitingListAdmin: WaitingListAdminService } }): Router {
  const controller = createWaitingListController(deps.services.waitingList, deps.services.waitingListAdmin);
  const limiter = optionalPerMinuteRateLimiter(deps, {
    name: 'waiting-list',
    perMinute: deps.config.sensitiveRateLimitPerMinute,
    message: AUTH_RATE_LIMIT_MESSAGE,
  });
  const admin = requireRole('admin');
  const router = Router();
  router.post('/waiting-list', limiter, validate(waitingListSchemas.join), controller.join);
  router.get('/waiting-list/entries/:token', validate(waitingListSchemas.byToken), controller.showEntry);
  router.post('/waiting-list/entries/:token/confirm', limiter, validate(waitingListSchemas.byToken), controller.confirm);
  router.delete('/waiting-list/entries/:token', limiter, validate(waitingListSchemas.byToken), controller.leave);
  router.get('/waiting-list/offers/:token', validate(waitingListSchemas.byToken), controller.showOffer);
  router.post('/waiting-list/offers/:token/claim', limiter, validate(waitingListSchemas.byToken), controller.claim);
  router.get('/admin/waiting-lists', admin, controller.adminLists);
  router.get('/admin/waiting-lists/:ticketTypeId', admin, validate(waitingListSchemas.adminType), controller.adminDetail);
  router.delete('/admin/waiting-lists/entries/:id', admin, validate(waitingListSchemas.adminEntry), controller.adminRemove);
  return router;
}
