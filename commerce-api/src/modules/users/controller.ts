import type { Request, Response } from 'express';
import { actorOf, authenticatedUser } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import { pageOf } from '../../lib/pagination.js';
import { pathId } from '../../lib/request-fields.js';
import type { usersSchemas } from './schemas.js';
import type { UsersService } from './service.js';

export function createUsersController(service: UsersService) {
  return {
    async listUsers(req: ValidatedRequest<typeof usersSchemas.listUsers>, res: Response) {
      res.set('Cache-Control', 'no-store').json(await service.listUsers({ ...pageOf(req.query), q: req.query.q, role: req.query.role }));
    },

    async userDetail(req: ValidatedRequest<typeof usersSchemas.byId>, res: Response) {
      const viewer = authenticatedUser(req as unknown as Request).role;
      res.set('Cache-Control', 'no-store').json(await service.userDetail(pathId(req.params.id), viewer));
    },

    async updateUser(req: ValidatedRequest<typeof usersSchemas.updateUser>, res: Response) {
      const user = await service.updateUser(actorOf(req as unknown as Request), pathId(req.params.id), req.body);
      res.json({ user });
    },
  };
}
