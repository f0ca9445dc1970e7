/**
 * Account e-mails, in the account's language: password reset, magic link, e-mail verification and « you already
 * have an account ». Pure functions of their data; the loaders are in modules/auth/mail.ts. Every
 * link carries a one-time token: the e-mails say how long it lasts and that it works once.
 */
import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';
import { apiText, type ApiTextKey } from '../../../i18n/index.js';
import { FESTIVAL } from '../../catalogue/index.js';
import { buttonHtml, escapeHtml as e, greetingHtml, greetingOf, linkStyle, paragraphHtml, renderEmailLayout, smallPrintHtml, textSignature } from './layout.js';
import type { RenderedEmail } from '../types.js';

export interface AuthMailData {
  firstName: string;
  /** The link to click (already built with its token). */
  url: string;
  /** The reader's language; French by default. */
  locale?: Locale;
}

type AuthMail = 'passwordReset' | 'magicLink' | 'emailVerification' | 'accountExists';

function render(mail: AuthMail, data: AuthMailData): RenderedEmail {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const t = (key: ApiTextKey) => apiText(locale, key, { festival: FESTIVAL.name });
  const subject = t(`mail.${mail}.subject`);
  const intro = t(`mail.${mail}.intro`);
  const button = t(`mail.${mail}.button`);
  const after = t(`mail.${mail}.after`);
  const notMe = t(`mail.${mail}.notMe`);
  const greeting = greetingOf(data.firstName, locale);
  const text = `${[greeting, '', intro, '', apiText(locale, 'mail.orderConfirmation.amountLine', { label: button, amount: data.url }), '', after, notMe, ...textSignature(locale)].join('\n')}\n`;
  const contentHtml = [
    greetingHtml(greeting),
    paragraphHtml(intro),
    buttonHtml(data.url, button, locale),
    paragraphHtml(after),
    smallPrintHtml(
      `${e(notMe)} ${e(t('mail.layout.aQuestion'))} <a href="mailto:${e(FESTIVAL.contactEmail)}" style="${linkStyle}">${e(FESTIVAL.contactEmail)}</a>`,
    ),
  ].join('\n');
  return { subject, text, html: renderEmailLayout({ subject, preheader: t(`mail.${mail}.preheader`), contentHtml, locale }) };
}

export const renderPasswordReset = (data: AuthMailData): RenderedEmail => render('passwordReset', data);
export const renderMagicLink = (data: AuthMailData): RenderedEmail => render('magicLink', data);
export const renderEmailVerification = (data: AuthMailData): RenderedEmail => render('emailVerification', data);
export const renderAccountExists = (data: AuthMailData): RenderedEmail => render('accountExists', data);
