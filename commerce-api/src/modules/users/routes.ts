import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { createUsersController } from './controller.js';
import { usersSchemas } from './schemas.js';
import type { UsersService } from './service.js';

/**
 * `/api/admin/users`: read by admins and door staff (a scanner looks a person up at the door),
 * changed by admins only (docs/back-office.md « Users »).
 */
export function usersRouter(deps: AppDeps & { services: { users: UsersService } }): Router {
  const controller = createUsersController(deps.services.users);
  const admin = requireRole('admin');
  const staff = requireRole('admin', 'scanner');
  const router = Router();
  router.get('/admin/users', staff, validate(usersSchemas.listUsers), controller.listUsers);
  router.get('/admin/users/:id', staff, validate(usersSchemas.byId), controller.userDetail);
  router.patch('/admin/users/:id', admin, validate(usersSchemas.updateUser), controller.updateUser);
  return router;
}
