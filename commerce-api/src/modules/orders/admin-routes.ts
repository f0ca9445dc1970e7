import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRoleUncached } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { createOrdersAdminController } from './admin-controller.js';
import type { OrdersAdminService } from './admin-service.js';
import { ordersAdminSchemas } from './schemas.js';

/**
 * `/api/admin/orders` (admins only): list, CSV export, detail, refund (docs/back-office.md
 * « Sales, refunds… »). Refunds go through the app's Stripe client.
 */
export function ordersAdminRouter(deps: AppDeps & { services: { ordersAdmin: OrdersAdminService } }): Router {
  const controller = createOrdersAdminController(
    deps.services.ordersAdmin,
  );
  const admin = requireRoleUncached('admin');
  const router = Router();
  router.get('/admin/orders', admin, validate(ordersAdminSchemas.listOrders), controller.listOrders);
  router.get('/admin/orders/export.csv', admin, validate(ordersAdminSchemas.exportOrders), controller.exportOrders);
  router.get('/admin/orders/:id', admin, validate(ordersAdminSchemas.byId), controller.orderDetail);
  router.post('/admin/orders/:id/refund', admin, validate(ordersAdminSchemas.refund), controller.refund);
  return router;
}
