import type { Request, Response } from 'express';
import { actorOf } from '../../lib/auth.js';
import { notFound } from '../../lib/errors.js';
import type { ValidatedRequest } from '../../lib/http.js';
import { pageOf } from '../../lib/pagination.js';
import type { invitationSchemas } from './schemas.js';
import { INVITATION_NOT_FOUND_MESSAGE, type InvitationsService } from './service.js';

/** A path id, or 0 (→ 404 like an unknown one) for anything that is not a positive integer. */
const pathId = (id: string) => (/^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : 0);

/** Tokens are 43 base64url characters; anything else is unknown without a database look-up. */
function tokenOf(token: string): string {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound(INVITATION_NOT_FOUND_MESSAGE, 'INVITATION_NOT_FOUND');
  return token;
}

export function createInvitationsController(service: InvitationsService) {
  return {
    async list(req: ValidatedRequest<typeof invitationSchemas.list>, res: Response) {
      res.set('Cache-Control', 'no-store').json(await service.list({ ...pageOf(req.query), status: req.query.status, q: req.query.q }));
    },

    async create(req: ValidatedRequest<typeof invitationSchemas.create>, res: Response) {
      const invitation = await service.create(actorOf(req as unknown as Request), req.body);
      res.status(201).set('Cache-Control', 'no-store').json({ invitation });
    },

    async revoke(req: ValidatedRequest<typeof invitationSchemas.byId>, res: Response) {
      const invitation = await service.revoke(actorOf(req as unknown as Request), pathId(req.params.id));
      res.set('Cache-Control', 'no-store').json({ invitation });
    },

    async resend(req: ValidatedRequest<typeof invitationSchemas.byId>, res: Response) {
      const { email } = await service.resend(actorOf(req as unknown as Request), pathId(req.params.id));
      res.status(202).set('Cache-Control', 'no-store').json({ message: `Un nouveau lien d’invitation a été envoyé à ${email}.` });
    },

    async show(req: ValidatedRequest<typeof invitationSchemas.byToken>, res: Response) {
      const invitation = await service.publicView(tokenOf(req.params.token), (req as unknown as Request).locale);
      res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer').json({ invitation });
    },

    async claim(req: ValidatedRequest<typeof invitationSchemas.claim>, res: Response) {
      const answer = await service.claim(tokenOf(req.params.token), req.body.holderNames ?? []);
      res.status(201).set('Cache-Control', 'no-store').json(answer);
    },
  };
}
