import type { Request, Response } from 'express';
import { badRequest } from '../../lib/errors.js';
import { validationError, type ValidatedRequest } from '../../lib/http.js';
import { newsletterSchemas } from './schemas.js';
import { apiText } from '../../i18n/index.js';
import type { NewsletterService } from './service.js';

/** The site's pages answering the footer form posted without JavaScript (same origin as /api). */
export const NO_SCRIPT_PAGES = { subscribed: '/newsletter/subscribed', invalid: '/newsletter/invalid-address' } as const;

export function createNewsletterController(service: NewsletterService, clock: () => Date) {
  return {
    async subscribe(req: ValidatedRequest<typeof newsletterSchemas.subscribe>, res: Response) {
      await service.subscribe(req.body.email, { ip: req.ip ?? null, now: clock(), locale: req.locale });
      // Whatever the address's state: no way to learn who is subscribed.
      res.status(202).json({ message: apiText(req.locale, 'notices.newsletter.subscribed') });
    },

    /** The footer form without JavaScript: 303 to the site's page saying the same as the JSON answer. */
    async subscribeFromForm(req: Request, res: Response) {
      const parsed = newsletterSchemas.subscribe.body.safeParse(req.body ?? {});
      if (!parsed.success) {
        res.redirect(303, NO_SCRIPT_PAGES.invalid);
        return;
      }
      await service.subscribe(parsed.data.email, { ip: req.ip ?? null, now: clock(), locale: req.locale });
      res.redirect(303, NO_SCRIPT_PAGES.subscribed);
    },

    async confirm(req: ValidatedRequest<typeof newsletterSchemas.confirm>, res: Response) {
      res.json(await service.confirm(req.body.token, clock()));
    },

    /** Body parsed by hand: a one-click POST is form-encoded (`List-Unsubscribe=One-Click`), which
     *  the JSON parser leaves undefined; its token is in the query string. */
    async unsubscribe(req: Request, res: Response) {
      const query = newsletterSchemas.unsubscribe.query.safeParse(req.query);
      if (!query.success) throw validationError(query.error, 'query');
      const body = newsletterSchemas.unsubscribe.body.safeParse(req.body ?? undefined);
      if (!body.success) throw validationError(body.error, 'body');
      const token = body.data?.token ?? query.data.token;
      if (!token) throw badRequest('Le lien de désinscription est incomplet.', 'VALIDATION_ERROR');
      res.json(await service.unsubscribe(token, clock()));
    },
  };
}
