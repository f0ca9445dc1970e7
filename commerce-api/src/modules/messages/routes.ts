import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../lib/auth.js';
import { validate } from '../../lib/http.js';
import { authRateLimiter } from '../../lib/rate-limit.js';
import { createMessagesController } from './controller.js';
import { messagesSchemas } from './schemas.js';
import type { MessagesService } from './service.js';

/**
 * `POST /api/messages/contact` (anyone, per-IP limited by API_AUTH_RATE_LIMIT_PER_MINUTE), `GET /api/messages/my-messages` and
 * `POST /api/messages/:id/read` (logged in). Mounted under /api.
 */
export function messagesRouter(deps: AppDeps & { services: { messages: MessagesService } }): Router {
  const controller = createMessagesController(deps.services.messages, deps.clock);
  const router = Router();
  router.post('/messages/contact', authRateLimiter(deps), validate(messagesSchemas.contact), controller.contact);
  router.get('/messages/my-messages', requireUser, controller.myMessages);
  router.post('/messages/:id/read', requireUser, validate(messagesSchemas.byId), controller.markReplySeen);
  return router;
}
