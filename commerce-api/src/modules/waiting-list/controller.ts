import type { Request, Response } from 'express';
import { actorOf, currentUser } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import { pathId } from '../../lib/request-fields.js';
import { say } from '../../i18n/index.js';
import type { WaitingListAdminService } from './admin-service.js';
import { isWaitingListToken } from './links.js';
import type { waitingListSchemas } from './schemas.js';
import { entryNotFound, offerNotFound, type WaitingListService } from './service.js';

/** The cart id travels in this header too (the cart module's convention). */
const CART_ID_HEADER = 'X-Cart-Id';

const entryToken = (token: string) => {
  if (!isWaitingListToken(token)) throw entryNotFound();
  return token;
};
const offerToken = (token: string) => {
  if (!isWaitingListToken(token)) throw offerNotFound();
  return token;
};

/** Links carry a bearer token: never cached, never sent on as a referrer. */
const privateAnswer = (res: Response) => res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer');

export function createWaitingListController(service: WaitingListService, admin: WaitingListAdminService) {
  return {
    async join(req: ValidatedRequest<typeof waitingListSchemas.join>, res: Response) {
      const request = req as unknown as Request;
      const user = await currentUser(request);
      const { entry, alreadyJoined, message } = await service.join({
        ticketTypeId: req.body.ticketTypeId,
        role: req.body.role ?? null,
        quantity: req.body.quantity,
        email: req.body.email,
        locale: request.locale,
        userId: user && user.email.toLowerCase() === req.body.email ? user.id : null,
        ip: request.ip ?? null,
      });
      res.status(alreadyJoined ? 200 : 201).set('Cache-Control', 'no-store').json({ entry, alreadyJoined, message: say(request.locale, message) });
    },

    async showEntry(req: ValidatedRequest<typeof waitingListSchemas.byToken>, res: Response) {
      const entry = await service.showEntry(entryToken(req.params.token), (req as unknown as Request).locale);
      privateAnswer(res).json({ entry });
    },

    async confirm(req: ValidatedRequest<typeof waitingListSchemas.byToken>, res: Response) {
      const request = req as unknown as Request;
      const { entry, message } = await service.confirm(entryToken(req.params.token), request.locale, request.ip ?? null);
      privateAnswer(res).json({ entry, message: say(request.locale, message) });
    },

    async leave(req: ValidatedRequest<typeof waitingListSchemas.byToken>, res: Response) {
      const request = req as unknown as Request;
      const { entry, message } = await service.leave(entryToken(req.params.token), request.locale, request.ip ?? null);
      privateAnswer(res).json({ entry, message: say(request.locale, message) });
    },

    async showOffer(req: ValidatedRequest<typeof waitingListSchemas.byToken>, res: Response) {
      const offer = await service.showOffer(offerToken(req.params.token), (req as unknown as Request).locale);
      privateAnswer(res).json({ offer });
    },

    async claim(req: ValidatedRequest<typeof waitingListSchemas.byToken>, res: Response) {
      const { cartId, result } = await service.claim(offerToken(req.params.token), (req as unknown as Request).locale);
      privateAnswer(res).set(CART_ID_HEADER, cartId).json(result);
    },

    async adminLists(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').json({ data: await admin.lists() });
    },

    async adminDetail(req: ValidatedRequest<typeof waitingListSchemas.adminType>, res: Response) {
      res.set('Cache-Control', 'no-store').json(await admin.detail(pathId(req.params.ticketTypeId)));
    },

    async adminRemove(req: ValidatedRequest<typeof waitingListSchemas.adminEntry>, res: Response) {
      const entry = await admin.removeEntry(actorOf(req as unknown as Request), pathId(req.params.id));
      res.set('Cache-Control', 'no-store').json({ entry });
    },
  };
}
