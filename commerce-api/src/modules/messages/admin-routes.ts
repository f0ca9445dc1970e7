import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { createMessagesAdminController } from './admin-controller.js';
import type { MessagesAdminService } from './admin-service.js';
import { messagesAdminSchemas } from './schemas.js';

/** `/api/admin/messages` (admins only): the inbox, read / unread, the answer (docs/back-office.md « Messages »). */
export function messagesAdminRouter(deps: AppDeps & { services: { messagesAdmin: MessagesAdminService } }): Router {
  const controller = createMessagesAdminController(deps.services.messagesAdmin);
  const admin = requireRole('admin');
  const router = Router();
  router.get('/admin/messages', admin, validate(messagesAdminSchemas.listMessages), controller.listMessages);
  router.patch('/admin/messages/:id', admin, validate(messagesAdminSchemas.markMessage), controller.markMessage);
  router.post('/admin/messages/:id/reply', admin, validate(messagesAdminSchemas.reply), controller.reply);
  return router;
}
