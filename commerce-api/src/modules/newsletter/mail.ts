/**
 * Renderers of the newsletter's e-mails (gathered by the composition root, src/services.ts). Each re-checks the
 * subscriber at send time: a superseded confirmation or an issue for someone who unsubscribed
 * meanwhile is dropped (permanent failure, never sent).
 */
import { open } from '../../lib/sealed.js';
import { PermanentMailError, renderNewsletterConfirm, renderNewsletterIssue, type MailRenderer, type OutboxMessageInstance, type RenderDeps, type RenderedMail } from '../mail/index.js';
import { NEWSLETTER_CONFIRM_KIND, NEWSLETTER_ISSUE_KIND } from './service.js';
import { confirmUrl, hashToken, oneClickUnsubscribeUrl, unsubscribePageUrl, unsubscribeToken } from './tokens.js';

async function loadSubscriber({ models }: RenderDeps, outbox: OutboxMessageInstance) {
  const id = outbox.payload.subscriberId;
  if (typeof id !== 'number') throw new PermanentMailError('payload sans subscriberId');
  const subscriber = await models.NewsletterSubscriber.findByPk(id);
  if (!subscriber) throw new PermanentMailError(`abonné ${id} introuvable`);
  return subscriber;
}

export function newsletterMailRenderers(deps: RenderDeps): Record<string, MailRenderer> {
  const { config } = deps;
  return {
    [NEWSLETTER_CONFIRM_KIND]: async (outbox): Promise<RenderedMail> => {
      const subscriber = await loadSubscriber(deps, outbox);
      const sealed = outbox.payload.token;
      if (typeof sealed !== 'string') throw new PermanentMailError('payload sans jeton');
      let token: string;
      try {
        token = open(config, sealed);
      } catch {
        throw new PermanentMailError('jeton illisible (JWT_SECRET changé ?)');
      }
      if (subscriber.status !== 'pending' || subscriber.confirmTokenHash !== hashToken(token)) {
        throw new PermanentMailError(`abonné ${subscriber.id} : lien remplacé ou déjà utilisé, e-mail inutile`);
      }
      const { locale } = subscriber;
      return { ...renderNewsletterConfirm({ confirmUrl: confirmUrl(config.publicSiteUrl, token, locale), locale }), attachments: [] };
    },
    [NEWSLETTER_ISSUE_KIND]: async (outbox): Promise<RenderedMail> => {
      const subscriber = await loadSubscriber(deps, outbox);
      if (subscriber.status !== 'confirmed') throw new PermanentMailError(`abonné ${subscriber.id} au statut ${subscriber.status}`);
      const { subject, body } = outbox.payload;
      if (typeof subject !== 'string' || typeof body !== 'string') throw new PermanentMailError('payload sans objet ni texte');
      const token = unsubscribeToken(config, subscriber.id);
      return {
        ...renderNewsletterIssue({ subject, body, unsubscribeUrl: unsubscribePageUrl(config.publicSiteUrl, token, subscriber.locale), locale: subscriber.locale }),
        attachments: [],
        // RFC 2369 + RFC 8058: one-click unsubscribe from the mail client (Gmail, Yahoo require it).
        headers: {
          'List-Unsubscribe': `<${oneClickUnsubscribeUrl(config.publicSiteUrl, token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    },
  };
}
