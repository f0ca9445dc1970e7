import type { Request, Response } from 'express';
import { authenticatedUser, currentUser } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import type { messagesSchemas } from './schemas.js';
import type { MessagesService } from './service.js';

/** 'Support technique - Commande: KL-XXXX' (docs/spec.md §7): the number, when the form did not send it apart. */
const SUPPORT_SUBJECT = /^Support technique - Commande:\s*(\S.*)$/;

export function orderNumberOf(subject: string, orderNumber: string | null | undefined): string | null {
  const given = orderNumber?.trim();
  const fromSubject = SUPPORT_SUBJECT.exec(subject)?.[1]?.trim();
  const value = given || fromSubject;
  return value && value.toUpperCase() !== 'N/A' ? value.slice(0, 40) : null;
}

export function createMessagesController(service: MessagesService, clock: () => Date) {
  return {
    async contact(req: ValidatedRequest<typeof messagesSchemas.contact>, res: Response) {
      const { website, ...input } = req.body;
      const now = clock();
      if (website) {
        // A bot: same answer as a success, nothing stored, nothing sent.
        res.status(201).json({ message: { id: 0, status: 'new', subject: input.subject, createdAt: now.toISOString() } });
        return;
      }
      const user = await currentUser(req as unknown as Request);
      const message = await service.contact(
        { ...input, orderNumber: orderNumberOf(input.subject, input.orderNumber) },
        { userId: user?.id ?? null, locale: req.locale },
        now,
      );
      res.status(201).json({ message: { id: message.id, status: message.status, subject: message.subject, createdAt: message.createdAt.toISOString() } });
    },

    async myMessages(req: Request, res: Response) {
      const data = await service.myMessages(authenticatedUser(req));
      res.set('Cache-Control', 'no-store').json({ data });
    },

    async markReplySeen(req: ValidatedRequest<typeof messagesSchemas.byId>, res: Response) {
      const id = /^[1-9][0-9]{0,9}$/.test(req.params.id) ? Number(req.params.id) : 0;
      const message = await service.markReplySeen(authenticatedUser(req as unknown as Request), id, clock());
      res.json({ message });
    },
  };
}
