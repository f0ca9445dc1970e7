import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { createDevOutboxController } from './controller.js';
import { createDevOutboxService } from './dev-outbox.js';

/**
 * Dev outbox pages, mounted under /api. Off (no routes, so the API's 404) unless
 * `config.mail.devOutboxEnabled`, which is never true in production.
 */
export function mailRouter(deps: AppDeps): Router {
  const router = Router();
  if (!deps.config.mail.devOutboxEnabled) return router;
  const controller = createDevOutboxController(createDevOutboxService(deps.db.models, deps.config.dataDir));
  router.get('/dev/outbox', controller.page);
  router.get('/dev/outbox.json', controller.json);
  router.get('/dev/outbox/:id.eml', controller.eml);
  router.get('/dev/outbox/:id/preview', controller.preview);
  router.get('/dev/outbox/:id/attachments/:n', controller.attachment);
  return router;
}
