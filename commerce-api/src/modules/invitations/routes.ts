import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { authRateLimiter } from '../../lib/rate-limit.js';
import { createInvitationsController } from './controller.js';
import type { InvitationsService } from './service.js';
import { invitationSchemas } from './schemas.js';

/**
 * Invitations, mounted under /api: the back-office's `/admin/invitations` (admin only) and the
 * invitee's `GET /invitations/:token`, `POST /invitations/:token/claim` (per-IP auth limiter).
 */
export function invitationsRouter(deps: AppDeps & { services: { invitations: InvitationsService } }): Router {
  const controller = createInvitationsController(deps.services.invitations);
  const admin = requireRole('admin');
  const limiter = authRateLimiter(deps);
  const router = Router();
  router.get('/admin/invitations', admin, validate(invitationSchemas.list), controller.list);
  router.post('/admin/invitations', admin, validate(invitationSchemas.create), controller.create);
  router.post('/admin/invitations/:id/revoke', admin, validate(invitationSchemas.byId), controller.revoke);
  router.post('/admin/invitations/:id/resend', admin, validate(invitationSchemas.byId), controller.resend);
  router.get('/invitations/:token', validate(invitationSchemas.byToken), controller.show);
  router.post('/invitations/:token/claim', limiter, validate(invitationSchemas.claim), controller.claim);
  return router;
}
