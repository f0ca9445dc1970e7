/**
 * The invitation e-mail (French, kind `invitation`): who invites, the personal message, what the
 * invitation gives (ticket type × quantity), the one-time link to claim the tickets and until
 * when it works. A pure function of its data; the loader is modules/invitations/mail.ts.
 */
import { DATE_TIME_LONG_FR } from '../../../lib/paris-time.js';
import { FESTIVAL } from '../../catalogue/index.js';
import { buttonHtml, escapeHtml as e, greetingHtml, linkStyle, paragraphHtml, quoteHtml, quoteText, renderEmailLayout, smallPrintHtml, textSignature } from './layout.js';
import type { RenderedEmail } from '../types.js';

export const INVITATION_SUBJECT = `Vous êtes invité·e au ${FESTIVAL.name}`;

export interface InvitationMailData {
  name: string;
  ticketTypeName: string;
  quantity: number;
  message: string | null;
  /** `${publicSiteUrl}/invitation/{token}`. */
  url: string;
  expiresAt: Date;
}


/** « 1 décembre 2026 à 11:00 » (Paris time). */
export const formatInvitationExpiryFr = (date: Date) => DATE_TIME_LONG_FR.format(date);

/** « 2 × Full Pass » / « 1 billet Full Pass ». */
export const invitationWhat = (ticketTypeName: string, quantity: number) =>
  quantity > 1 ? `${quantity} billets « ${ticketTypeName} »` : `1 billet « ${ticketTypeName} »`;

export function renderInvitation(data: InvitationMailData): RenderedEmail {
  const subject = INVITATION_SUBJECT;
  const greeting = data.name.trim() ? `Bonjour ${data.name.trim()},` : 'Bonjour,';
  const what = invitationWhat(data.ticketTypeName, data.quantity);
  const intro = `L’équipe du ${FESTIVAL.name} a le plaisir de vous inviter : ${what}, offert${data.quantity > 1 ? 's' : ''}.`;
  const action = 'Pour recevoir vos billets, ouvrez le lien ci-dessous et confirmez les noms des participants : les billets (avec leur QR code) vous arrivent aussitôt par e-mail.';
  const expiry = `Ce lien personnel est valable jusqu’au ${formatInvitationExpiryFr(data.expiresAt)} et ne sert qu’une seule fois. Ne le transférez pas.`;
  const notMe = 'Vous pensez avoir reçu cet e-mail par erreur ? Ignorez-le simplement.';

  const text = `${[
    greeting,
    '',
    intro,
    ...(data.message ? ['', 'Le mot de l’équipe :', ...quoteText(data.message)] : []),
    '',
    `Billet : ${data.ticketTypeName}`,
    `Quantité : ${data.quantity}`,
    '',
    action,
    `Recevoir mes billets : ${data.url}`,
    '',
    expiry,
    notMe,
    ...textSignature(),
  ].join('\n')}\n`;

  const contentHtml = [
    greetingHtml(greeting),
    paragraphHtml(intro),
    data.message ? quoteHtml('Le mot de l’équipe', data.message) : '',
    paragraphHtml(`Billet : ${data.ticketTypeName}\nQuantité : ${data.quantity}`),
    paragraphHtml(action),
    buttonHtml(data.url, 'Recevoir mes billets'),
    paragraphHtml(expiry),
    smallPrintHtml(`${e(notMe)} Une question ? <a href="mailto:${e(FESTIVAL.contactEmail)}" style="${linkStyle}">${e(FESTIVAL.contactEmail)}</a>`),
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, text, html: renderEmailLayout({ subject, preheader: `${what} vous attend${data.quantity > 1 ? 'ent' : ''}.`, contentHtml }) };
}
