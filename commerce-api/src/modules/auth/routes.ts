import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole, requireUser } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { authRateLimiter } from '../../lib/rate-limit.js';
import { createAuthController } from './controller.js';
import type { AuthService } from './service.js';
import { authSchemas } from './schemas.js';

/**
 * /api/auth/* and /api/admin/auth/* (docs/accounts.md « Endpoints »), mounted under /api. Every
 * endpoint a guest can hammer shares one per-IP limiter (API_AUTH_RATE_LIMIT_PER_MINUTE).
 */
export function authRouter(deps: AppDeps & { services: { auth: AuthService } }): Router {
  const controller = createAuthController(deps.services.auth);
  const limiter = authRateLimiter(deps);
  const router = Router();
  router.post('/auth/register', limiter, validate(authSchemas.register), controller.register);
  router.post('/auth/login', limiter, validate(authSchemas.login), controller.login);
  router.post('/admin/auth/login', limiter, validate(authSchemas.login), controller.adminLogin);
  router.get('/auth/me', requireUser, controller.me);
  router.patch('/auth/me', requireUser, validate(authSchemas.updateMe), controller.updateMe);
  router.get('/admin/auth/me', requireRole('admin', 'scanner'), controller.me);
  router.post('/auth/mfa/verify', limiter, validate(authSchemas.mfa), controller.verifyMfa);
  router.post('/auth/mfa/enroll', limiter, validate(authSchemas.mfa), controller.enrollMfa);
  router.post('/auth/logout', requireUser, controller.logout);
  router.post('/auth/logout-all', requireUser, controller.logoutAll);
  router.post('/auth/forgot-password', limiter, validate(authSchemas.forgot), controller.forgotPassword);
  router.post('/auth/reset-password', limiter, validate(authSchemas.reset), controller.resetPassword);
  router.post('/auth/magic-link', limiter, validate(authSchemas.magicLink), controller.magicLink);
  router.post('/auth/link-preview', limiter, validate(authSchemas.token), controller.linkPreview);
  router.post('/auth/magic-login', limiter, validate(authSchemas.token), controller.magicLogin);
  router.post('/auth/quick-login', limiter, validate(authSchemas.quickLogin), controller.quickLogin);
  router.post('/auth/verify-email', limiter, validate(authSchemas.verifyEmail), controller.verifyEmail);
  router.post('/auth/change-password', requireUser, limiter, validate(authSchemas.changePassword), controller.changePassword);
  return router;
}
