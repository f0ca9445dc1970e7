import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import type { PromoCodeAdminService } from './admin-service.js';
import { createPromoCodeAdminController } from './controller.js';
import { promoCodeSchemas } from './schemas.js';

/** `/api/admin/promo-codes` (admin only), docs/back-office.md « Promo codes and invitations ». */
export function promoCodesRouter(deps: AppDeps & { services: { promoCodesAdmin: PromoCodeAdminService } }): Router {
  const controller = createPromoCodeAdminController(deps.services.promoCodesAdmin);
  const admin = requireRole('admin');
  const router = Router();
  router.get('/admin/promo-codes', admin, controller.list);
  router.post('/admin/promo-codes', admin, validate(promoCodeSchemas.create), controller.create);
  router.patch('/admin/promo-codes/:id', admin, validate(promoCodeSchemas.update), controller.update);
  router.delete('/admin/promo-codes/:id', admin, validate(promoCodeSchemas.byId), controller.remove);
  return router;
}
