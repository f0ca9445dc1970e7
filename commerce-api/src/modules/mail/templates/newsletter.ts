/**
 * Newsletter e-mails (French): the double opt-in confirmation (`newsletter-confirm`) and an issue
 * (`newsletter-issue`, plain paragraphs, unsubscribe link in the footer; the List-Unsubscribe
 * headers are added by the loader, modules/newsletter/mail.ts).
 */
import {
  buttonHtml,
  escapeHtml as e,
  footerLineHtml,
  footerLinkStyle,
  greetingHtml,
  paragraphHtml,
  renderEmailLayout,
  smallPrintHtml,
  textSignature,
} from './layout.js';
import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';
import { apiText, type ApiTextKey } from '../../../i18n/index.js';
import { FESTIVAL } from '../../catalogue/index.js';
import type { RenderedEmail } from '../types.js';

export function renderNewsletterConfirm(data: { confirmUrl: string; locale?: Locale }): RenderedEmail {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const t = (key: ApiTextKey) => apiText(locale, key, { festival: FESTIVAL.name });
  const subject = t('mail.newsletterConfirm.subject');
  const intro = t('mail.newsletterConfirm.intro');
  const action = t('mail.newsletterConfirm.action');
  const ignore = t('mail.newsletterConfirm.ignore');
  const privacy = t('mail.newsletterConfirm.privacy');
  const greeting = t('mail.layout.greetingNoName');

  const text = `${[greeting, '', intro, '', action, data.confirmUrl, '', ignore, privacy, ...textSignature(locale)].join('\n')}\n`;
  const contentHtml = [
    greetingHtml(greeting),
    paragraphHtml(intro),
    paragraphHtml(action),
    buttonHtml(data.confirmUrl, t('mail.newsletterConfirm.button'), locale),
    smallPrintHtml(`${e(ignore)}<br>${e(privacy)}`),
  ].join('\n');
  return { subject, text, html: renderEmailLayout({ subject, preheader: t('mail.newsletterConfirm.preheader'), contentHtml, locale }) };
}

export interface NewsletterIssueData {
  subject: string;
  /** Plain text, paragraphs separated by blank lines. */
  body: string;
  /** Page of the site that unsubscribes (POST) this address. */
  unsubscribeUrl: string;
  /** The subscriber's language (the frame and the unsubscribe lines); French by default. */
  locale?: Locale;
}

export function renderNewsletterIssue(data: NewsletterIssueData): RenderedEmail {
  const paragraphs = data.body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const locale = data.locale ?? DEFAULT_LOCALE;
  const why = apiText(locale, 'mail.newsletterIssue.why', { festival: FESTIVAL.name });
  const text = `${[
    ...paragraphs.flatMap((p) => [p, '']),
    ...textSignature(locale).slice(1),
    '',
    '—',
    why,
    apiText(locale, 'mail.newsletterIssue.unsubscribeLine', { url: data.unsubscribeUrl }),
  ].join('\n')}\n`;
  const contentHtml = paragraphs.map(paragraphHtml).join('\n');
  const footerHtml = footerLineHtml(
    `${e(why)} <a href="${e(data.unsubscribeUrl)}" style="${footerLinkStyle}">${e(apiText(locale, 'mail.newsletterIssue.unsubscribe'))}</a>`,
  );
  return {
    subject: data.subject,
    text,
    html: renderEmailLayout({ subject: data.subject, preheader: paragraphs[0]?.slice(0, 120) ?? data.subject, contentHtml, footerHtml, locale }),
  };
}
