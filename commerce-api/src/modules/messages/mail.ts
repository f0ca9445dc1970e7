/**
 * Renderers of the messages' e-mails (gathered by the composition root, src/services.ts): the outbox row holds the
 * message id only, the text is read at send time (a message deleted with its account is then
 * never sent).
 */
import { PermanentMailError, renderMessageReceived, renderMessageReply, type MailRenderer, type OutboxMessageInstance, type RenderDeps, type RenderedMail } from '../mail/index.js';
import type { MessageInstance } from './models.js';
import { MESSAGE_RECEIVED_KIND, MESSAGE_REPLY_KIND } from './service.js';

async function loadMessage({ models }: RenderDeps, outbox: OutboxMessageInstance): Promise<MessageInstance> {
  const id = outbox.payload.messageId;
  if (typeof id !== 'number') throw new PermanentMailError('payload sans messageId');
  const message = await models.Message.findByPk(id);
  if (!message) throw new PermanentMailError(`message ${id} introuvable`);
  return message;
}

const common = (m: MessageInstance, publicSiteUrl: string) => ({
  name: m.name,
  subject: m.subject,
  message: m.message,
  orderNumber: m.orderNumber,
  sentAt: m.createdAt,
  publicSiteUrl,
  locale: m.locale,
});

export function messageMailRenderers(deps: RenderDeps): Record<string, MailRenderer> {
  return {
    [MESSAGE_RECEIVED_KIND]: async (outbox): Promise<RenderedMail> => {
      const message = await loadMessage(deps, outbox);
      return { ...renderMessageReceived(common(message, deps.config.publicSiteUrl)), attachments: [] };
    },
    [MESSAGE_REPLY_KIND]: async (outbox): Promise<RenderedMail> => {
      const message = await loadMessage(deps, outbox);
      if (!message.adminResponse) throw new PermanentMailError(`message ${message.id} sans réponse`);
      return { ...renderMessageReply({ ...common(message, deps.config.publicSiteUrl), answer: message.adminResponse }), attachments: [] };
    },
  };
}
