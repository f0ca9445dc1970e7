/**
 * E-mails about contact messages, in the language the message was written from: the acknowledgement to the sender (`message-received`)
 * and the back-office's answer (`message-reply`). Pure functions of their data; the loaders are
 * in modules/messages/mail.ts. Everything the visitor or the admin typed is escaped.
 */
import { DEFAULT_LOCALE, localePath, type Locale } from '@kizomba/locales';
import { apiText, type ApiTextKey, type TextParams } from '../../../i18n/index.js';
import { FESTIVAL } from '../../catalogue/index.js';
import {
  buttonHtml,
  escapeHtml as e,
  formatMailDate,
  greetingHtml,
  greetingOf,
  htmlText,
  linkStyle,
  paragraphHtml,
  quoteHtml,
  quoteText,
  renderEmailLayout,
  smallPrintHtml,
  textSignature,
} from './layout.js';
import type { RenderedEmail } from '../types.js';

export interface MessageMailData {
  name: string;
  subject: string;
  message: string;
  orderNumber: string | null;
  sentAt: Date;
  /** `PUBLIC_SITE_URL`, without trailing slash. */
  publicSiteUrl: string;
  /** The language the message was written from; French by default. */
  locale?: Locale;
}

export interface MessageReplyData extends MessageMailData {
  answer: string;
}

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
  const locale = data.locale ?? DEFAULT_LOCALE;
  const t = (key: ApiTextKey, params?: TextParams) => apiText(locale, key, params);
  const subject = t('mail.messageReceived.subject', { subject: shortSubject(data.subject) });
  const greeting = greetingOf(data.name, locale);
  const intro = t('mail.messageReceived.intro', { date: formatMailDate(data.sentAt, locale) });
  const reference = data.orderNumber ? t('mail.messageReceived.orderLine', { number: data.orderNumber }) : null;
  const contactUrl = `${data.publicSiteUrl}${localePath(locale, '/contact')}`;
  const notMe = t('mail.messageReceived.notMe');
  const subjectLine = t('mail.messageReceived.subjectLine', { subject: shortSubject(data.subject) });

  const text = `${[
    greeting,
    '',
    intro,
    '',
    subjectLine,
    ...(reference ? [reference] : []),
    '',
    t('mail.messageReceived.followUpText', { url: contactUrl, email: FESTIVAL.contactEmail }),
    notMe,
    ...textSignature(locale),
  ].join('\n')}\n`;

  const contentHtml = [
    greetingHtml(greeting),
    paragraphHtml(intro),
    paragraphHtml(`${subjectLine}${reference ? `\n${reference}` : ''}`),
    paragraphHtml(t('mail.messageReceived.followUpHtml')),
    buttonHtml(contactUrl, t('mail.messageReceived.button'), locale),
    smallPrintHtml(
      `${e(notMe)} ${e(t('mail.messageReceived.urgent'))} <a href="mailto:${e(FESTIVAL.contactEmail)}" style="${linkStyle}">${e(FESTIVAL.contactEmail)}</a> · ${e(FESTIVAL.contactPhone)}`,
    ),
  ].join('\n');

  return { subject, text, html: renderEmailLayout({ subject, preheader: t('mail.messageReceived.preheader'), contentHtml, locale }) };
}

export function renderMessageReply(data: MessageReplyData): RenderedEmail {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const t = (key: ApiTextKey, params?: TextParams) => apiText(locale, key, params);
  const subject = t('mail.messageReply.subject', { subject: shortSubject(data.subject) });
  const greeting = greetingOf(data.name, locale);
  const date = formatMailDate(data.sentAt, locale);
  const intro = data.orderNumber
    ? t('mail.messageReply.introWithOrder', { date, number: data.orderNumber })
    : t('mail.messageReply.intro', { date });
  const dashboardUrl = `${data.publicSiteUrl}${localePath(locale, '/dashboard')}`;
  const contactUrl = `${data.publicSiteUrl}${localePath(locale, '/contact')}`;

  const text = `${[
    greeting,
    '',
    intro,
    '',
    t('mail.messageReply.ourAnswerLine'),
    ...quoteText(data.answer),
    '',
    t('mail.messageReply.yourMessageText', { subject: data.subject }),
    ...quoteText(data.message),
    '',
    t('mail.messageReply.accountText', { url: dashboardUrl }),
    t('mail.messageReply.followUpText', { url: contactUrl, email: FESTIVAL.contactEmail }),
    ...textSignature(locale),
  ].join('\n')}\n`;

  const contentHtml = [
    greetingHtml(greeting),
    paragraphHtml(intro),
    quoteHtml(t('mail.messageReply.ourAnswer'), data.answer),
    quoteHtml(t('mail.messageReply.yourMessageHtml', { subject: data.subject }), data.message),
    paragraphHtml(t('mail.messageReply.accountHtml')),
    buttonHtml(dashboardUrl, t('mail.messageReply.button'), locale),
    smallPrintHtml(
      htmlText(locale, 'mail.messageReply.followUpHtml', {
        contactLink: `<a href="${e(contactUrl)}" style="${linkStyle}">${e(t('mail.messageReply.contactPage'))}</a>`,
        email: `<a href="mailto:${e(FESTIVAL.contactEmail)}" style="${linkStyle}">${e(FESTIVAL.contactEmail)}</a>`,
      }),
    ),
  ].join('\n');

  return { subject, text, html: renderEmailLayout({ subject, preheader: t('mail.messageReply.preheader'), contentHtml, locale }) };
}
