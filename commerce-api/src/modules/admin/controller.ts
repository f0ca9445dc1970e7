import type { Request, Response } from 'express';
import { actorOf, authenticatedUser } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import { pageOf } from '../audit/routes.js';
import type { adminSchemas } from './routes.js';
import type { AdminService } from './service.js';

/** A path id, or 0 (→ 404 like an unknown one) for anything that is not a positive integer. */
const pathId = (id: string) => (/^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : 0);


export function createAdminController(service: AdminService) {
  return {
    async stats(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').json(await service.stats());
    },

    async listUsers(req: ValidatedRequest<typeof adminSchemas.listUsers>, res: Response) {
      res.set('Cache-Control', 'no-store').json(await service.listUsers({ ...pageOf(req.query), q: req.query.q, role: req.query.role }));
    },

    async userDetail(req: ValidatedRequest<typeof adminSchemas.byId>, res: Response) {
      const viewer = authenticatedUser(req as unknown as Request).role;
      res.set('Cache-Control', 'no-store').json(await service.userDetail(pathId(req.params.id), viewer));
    },

    async updateUser(req: ValidatedRequest<typeof adminSchemas.updateUser>, res: Response) {
      const user = await service.updateUser(actorOf(req as unknown as Request), pathId(req.params.id), req.body);
      res.json({ user });
    },

    async listMessages(req: ValidatedRequest<typeof adminSchemas.listMessages>, res: Response) {
      res.set('Cache-Control', 'no-store').json(await service.listMessages({ ...pageOf(req.query), status: req.query.status ?? 'all', q: req.query.q }));
    },

    async markMessage(req: ValidatedRequest<typeof adminSchemas.markMessage>, res: Response) {
      const message = await service.setMessageRead(actorOf(req as unknown as Request), pathId(req.params.id), req.body.read);
      res.json({ message });
    },

    async reply(req: ValidatedRequest<typeof adminSchemas.reply>, res: Response) {
      const message = await service.replyToMessage(actorOf(req as unknown as Request), pathId(req.params.id), req.body.response);
      res.json({ message });
    },
  };
}
