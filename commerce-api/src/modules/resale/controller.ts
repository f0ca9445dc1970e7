import type { Request, Response } from 'express';
import { authenticatedUser } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import type { resaleSchemas } from './schemas.js';
import type { ResaleService, ResaleUser } from './service.js';

/** Path ids that are not positive integers answer 404 like unknown ones. */
const numericId = (raw: string) => (/^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 0);

type ByTicket = ValidatedRequest<typeof resaleSchemas.byTicketId>;

function seller(req: Request): ResaleUser {
  const user = authenticatedUser(req);
  return { id: user.id, email: user.email, emailVerifiedAt: user.emailVerifiedAt, ip: req.ip ?? null };
}

export function createResaleController(service: ResaleService) {
  return {
    async quote(req: ByTicket, res: Response) {
      res.set('Cache-Control', 'no-store').json(await service.quote(seller(req as unknown as Request), numericId(req.params.id)));
    },

    async list(req: ByTicket, res: Response) {
      res.status(201).json({ listing: await service.list(seller(req as unknown as Request), numericId(req.params.id)) });
    },

    async withdraw(req: ByTicket, res: Response) {
      res.json({ listing: await service.withdraw(seller(req as unknown as Request), numericId(req.params.id)) });
    },
  };
}
