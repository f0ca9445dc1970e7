/**
 * E-mails about contact messages (French): the acknowledgement to the sender (`message-received`)
 * and the back-office's answer (`message-reply`). Pure functions of their data; the loaders are
 * in modules/messages/mail.ts. Everything the visitor or the admin typed is escaped.
 */
import { FESTIVAL } from '../../catalogue/index.js';
import {
  buttonHtml,
  escapeHtml as e,
  greetingHtml,
  linkStyle,
  paragraphHtml,
  quoteHtml,
  quoteText,
  renderEmailLayout,
  smallPrintHtml,
  textSignature,
} from './layout.js';
import type { RenderedEmail } from '../types.js';
import { formatOrderDateFr } from './order-confirmation.js';

export interface MessageMailData {
  name: string;
  subject: string;
  message: string;
  orderNumber: string | null;
  sentAt: Date;
  /** `PUBLIC_SITE_URL`, without trailing slash. */
  publicSiteUrl: string;
}

export interface MessageReplyData extends MessageMailData {
  answer: string;
}

const greetingOf = (name: string) => (name.trim() ? `Bonjour ${name.trim()},` : 'Bonjour,');
/** Subjects come from a form: kept on one line and short in the e-mail's own subject. */
const shortSubject = (subject: string) => {
  const oneLine = subject.replace(/\s+/g, ' ').trim();
  return oneLine.length > 80 ? `${oneLine.slice(0, 79)}…` : oneLine;
};

/**
 * The acknowledgement goes to an address nobody has verified: it repeats nothing the sender wrote
 * but the name and a one-line subject cut at 80 characters, so the form cannot make the festival
 * send someone else's text (spam, phishing links) under its name.
 */
export function renderMessageReceived(data: MessageMailData): RenderedEmail {
  const subject = `Nous avons bien reçu votre message — ${shortSubject(data.subject)}`;
  const greeting = greetingOf(data.name);
  const intro = `Merci de nous avoir écrit ! Votre message du ${formatOrderDateFr(data.sentAt)} est bien arrivé : notre équipe vous répond en général sous 48 heures, par e-mail (et dans votre espace personnel si vous avez un compte).`;
  const reference = data.orderNumber ? `Commande concernée : ${data.orderNumber}` : null;
  const contactUrl = `${data.publicSiteUrl}/contact`;
  const notMe = "Vous n'avez pas écrit ce message ? Ignorez simplement cet e-mail.";

  const text = `${[
    greeting,
    '',
    intro,
    '',
    `Sujet : ${shortSubject(data.subject)}`,
    ...(reference ? [reference] : []),
    '',
    `Pour compléter votre demande, écrivez-nous à nouveau depuis ${contactUrl} ou à ${FESTIVAL.contactEmail}.`,
    notMe,
    ...textSignature(),
  ].join('\n')}\n`;

  const contentHtml = [
    greetingHtml(greeting),
    paragraphHtml(intro),
    paragraphHtml(`Sujet : ${shortSubject(data.subject)}${reference ? `\n${reference}` : ''}`),
    paragraphHtml('Pour compléter votre demande, écrivez-nous à nouveau depuis notre page de contact.'),
    buttonHtml(contactUrl, 'Nous écrire'),
    smallPrintHtml(
      `${e(notMe)} Une question urgente ? <a href="mailto:${e(FESTIVAL.contactEmail)}" style="${linkStyle}">${e(FESTIVAL.contactEmail)}</a> · ${e(FESTIVAL.contactPhone)}`,
    ),
  ].join('\n');

  return { subject, text, html: renderEmailLayout({ subject, preheader: 'Votre message est bien arrivé : nous vous répondons rapidement.', contentHtml }) };
}

export function renderMessageReply(data: MessageReplyData): RenderedEmail {
  const subject = `Réponse à votre message — ${shortSubject(data.subject)}`;
  const greeting = greetingOf(data.name);
  const intro = `Voici la réponse de notre équipe à votre message du ${formatOrderDateFr(data.sentAt)}${data.orderNumber ? ` (commande ${data.orderNumber})` : ''}.`;
  const dashboardUrl = `${data.publicSiteUrl}/dashboard`;
  const contactUrl = `${data.publicSiteUrl}/contact`;

  const text = `${[
    greeting,
    '',
    intro,
    '',
    'Notre réponse :',
    ...quoteText(data.answer),
    '',
    `Votre message (« ${data.subject} ») :`,
    ...quoteText(data.message),
    '',
    `Vous avez un compte ? Retrouvez vos échanges dans votre espace : ${dashboardUrl}`,
    `Besoin de préciser quelque chose ? Écrivez-nous depuis ${contactUrl} ou à ${FESTIVAL.contactEmail}.`,
    ...textSignature(),
  ].join('\n')}\n`;

  const contentHtml = [
    greetingHtml(greeting),
    paragraphHtml(intro),
    quoteHtml('Notre réponse', data.answer),
    quoteHtml(`Votre message — ${data.subject}`, data.message),
    paragraphHtml('Vous avez un compte ? Retrouvez vos échanges dans votre espace personnel.'),
    buttonHtml(dashboardUrl, 'Voir mes messages'),
    smallPrintHtml(
      `Besoin de préciser quelque chose ? Écrivez-nous depuis <a href="${e(contactUrl)}" style="${linkStyle}">la page de contact</a> ou à <a href="mailto:${e(FESTIVAL.contactEmail)}" style="${linkStyle}">${e(FESTIVAL.contactEmail)}</a>.`,
    ),
  ].join('\n');

  return { subject, text, html: renderEmailLayout({ subject, preheader: 'Notre équipe a répondu à votre message.', contentHtml }) };
}
