import { Router } from 'express';
import type { AppDeps } from '../../deps.js';
import { createDevOutboxController } from './controller.js';
import { createDevOutboxService } from './dev-outbox.js';

/** `req.ip` of a client on this machine (IPv4, IPv6 or IPv4-mapped loopback). */
export function isLoopbackAddress(ip: string | undefined): boolean {
  return ip === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/i.test(ip ?? '');
}

/**
 * Dev outbox pages, mounted under /api. Off (no routes, so the API's 404) unless
 * `config.mail.devOutboxEnabled` (`DEV_OUTBOX=1`, refused in production); even then only a client
 * on this machine sees them (`req.ip`, the address the site server forwarded): the e-mails hold
 * password-reset and login links.
 */
export function mailRouter(deps: AppDeps): Router {
  const router = Router();
  if (!deps.config.mail.devOutboxEnabled) return router;
  const controller = createDevOutboxController(createDevOutboxService(deps.db.models, deps.config.dataDir));
  router.use(['/dev/outbox', '/dev/outbox.json'], (req, _res, next) => {
    // 'route': on to the next router, then the API's 404, as if the outbox did not exist.
    next(isLoopbackAddress(req.ip) ? undefined : 'router');
  });
  router.get('/dev/outbox', controller.page);
  router.get('/dev/outbox.json', controller.json);
  router.get('/dev/outbox/:id.eml', controller.eml);
  router.get('/dev/outbox/:id/preview', controller.preview);
  router.get('/dev/outbox/:id/attachments/:n', controller.attachment);
  return router;
}
