import type { Request, Response } from 'express';
import { authenticatedUser } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import { pathId } from '../../lib/request-fields.js';
import type { transfersSchemas } from './schemas.js';
import type { TransferActor, TransfersService } from './service.js';

const actorOf = (req: Request): TransferActor => {
  const user = authenticatedUser(req);
  return {
    id: user.id,
    email: user.email,
    emailVerifiedAt: user.emailVerifiedAt,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    ip: req.ip ?? null,
  };
};

export function createTransfersController(service: TransfersService) {
  return {
    async changeHolder(req: ValidatedRequest<typeof transfersSchemas.changeHolder>, res: Response) {
      const request = req as unknown as Request;
      const ticket = await service.changeHolderName(actorOf(request), pathId(req.params.id), req.body, request.locale);
      res.set('Cache-Control', 'no-store').json({ ticket });
    },

    async request(req: ValidatedRequest<typeof transfersSchemas.request>, res: Response) {
      const request = req as unknown as Request;
      const ticket = await service.requestTransfer(actorOf(request), pathId(req.params.id), req.body, request.locale);
      res.status(201).set('Cache-Control', 'no-store').json({ ticket });
    },

    async cancel(req: ValidatedRequest<typeof transfersSchemas.byId>, res: Response) {
      const request = req as unknown as Request;
      const ticket = await service.cancelTransfer(actorOf(request), pathId(req.params.id), request.locale);
      res.set('Cache-Control', 'no-store').json({ ticket });
    },

    async show(req: ValidatedRequest<typeof transfersSchemas.byToken>, res: Response) {
      const transfer = await service.show(req.params.token, (req as unknown as Request).locale);
      res.set('Cache-Control', 'no-store').json({ transfer });
    },

    async accept(req: ValidatedRequest<typeof transfersSchemas.byToken>, res: Response) {
      res.set('Cache-Control', 'no-store').json(await service.accept(req.params.token, (req as unknown as Request).locale));
    },
  };
}
