import type { Request, Response } from 'express';
import { actorOf } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import { pageOf } from '../../lib/pagination.js';
import { pathId } from '../../lib/request-fields.js';
import type { MessagesAdminService } from './admin-service.js';
import type { messagesAdminSchemas } from './schemas.js';

export function createMessagesAdminController(service: MessagesAdminService) {
  return {
    async listMessages(req: ValidatedRequest<typeof messagesAdminSchemas.listMessages>, res: Response) {
      res.set('Cache-Control', 'no-store').json(await service.listMessages({ ...pageOf(req.query), status: req.query.status ?? 'all', q: req.query.q }));
    },

    async markMessage(req: ValidatedRequest<typeof messagesAdminSchemas.markMessage>, res: Response) {
      const message = await service.setMessageRead(actorOf(req as unknown as Request), pathId(req.params.id), req.body.read);
      res.json({ message });
    },

    async reply(req: ValidatedRequest<typeof messagesAdminSchemas.reply>, res: Response) {
      const message = await service.replyToMessage(actorOf(req as unknown as Request), pathId(req.params.id), req.body.response);
      res.json({ message });
    },
  };
}
