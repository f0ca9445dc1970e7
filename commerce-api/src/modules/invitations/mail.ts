/**
 * Renderer of the `invitation` e-mail (gathered by the composition root, src/services.ts). The payload carries the raw
 * token sealed; the renderer re-checks it at send time, so a link replaced by a resend, revoked,
 * claimed or expired meanwhile is never sent (permanent failure, nothing goes out).
 */
import { apiText } from '../../i18n/index.js';
import { ticketTypeTexts } from '../catalogue/index.js';
import { open } from '../../lib/sealed.js';
import { PermanentMailError, renderInvitation, type MailRenderer, type OutboxMessageInstance, type RenderDeps, type RenderedMail } from '../mail/index.js';
import { INVITATION_KIND, hashInvitationToken, invitationUrl } from './service.js';

export async function renderInvitationMail({ models, config }: RenderDeps, outbox: OutboxMessageInstance, now: Date = new Date()): Promise<RenderedMail> {
  const { invitationId, sealedToken } = outbox.payload;
  if (typeof invitationId !== 'number' || typeof sealedToken !== 'string') throw new PermanentMailError('payload sans invitation ni jeton');
  let token: string;
  try {
    token = open(config, sealedToken);
  } catch {
    throw new PermanentMailError('jeton illisible (JWT_SECRET changé ?)');
  }
  const invitation = await models.Invitation.findByPk(invitationId);
  if (!invitation) throw new PermanentMailError(`invitation ${invitationId} introuvable`);
  if (invitation.tokenHash !== hashInvitationToken(token)) throw new PermanentMailError(`invitation ${invitationId} : lien remplacé par un nouvel envoi`);
  if (invitation.status !== 'sent') throw new PermanentMailError(`invitation ${invitationId} au statut ${invitation.status}`);
  if (invitation.expiresAt.getTime() <= now.getTime()) throw new PermanentMailError(`invitation ${invitationId} expirée`);
  const ticketType = await models.TicketType.findByPk(invitation.ticketTypeId, { attributes: ['id', 'name', 'description', 'includes', 'translations'] });
  if (!ticketType) throw new PermanentMailError(`invitation ${invitationId} : billet ${invitation.ticketTypeId} introuvable`);
  const { locale } = invitation;
  const typeName = ticketTypeTexts(ticketType, locale).name;
  return {
    ...renderInvitation({
      name: invitation.name,
      // « Workshop Pass — Suiveur »: the guest's dance role on a balanced type.
      ticketTypeName: invitation.role ? `${typeName} — ${apiText(locale, `tickets.roles.${invitation.role}`)}` : typeName,
      quantity: invitation.quantity,
      message: invitation.message,
      url: invitationUrl(config.publicSiteUrl, token, locale),
      expiresAt: invitation.expiresAt,
      locale,
    }),
    attachments: [],
  };
}

export function invitationMailRenderers(deps: RenderDeps): Record<string, MailRenderer> {
  return { [INVITATION_KIND]: (outbox) => renderInvitationMail(deps, outbox) };
}
