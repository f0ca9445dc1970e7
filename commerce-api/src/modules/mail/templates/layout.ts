/**
 * Shared frame of the festival's e-mails (same look as the order confirmation): night header,
 * amber rule, cream card, night footer. Templates build their content with the small blocks
 * below and hand it to `renderEmailLayout`; every string coming from a person goes through
 * `escapeHtml` (the blocks escape their text arguments themselves).
 *
 * HTML e-mail rules: tables and inline styles only, no remote images, a text version alongside.
 */
import { DEFAULT_LOCALE, INTL_TAGS, type Locale } from '@kizomba/locales';
import { apiText, interpolate, type ApiTextKey } from '../../../i18n/index.js';
import { DATE_TIME_LONG_FR, PARIS_TIME_ZONE } from '../../../lib/paris-time.js';
import { FESTIVAL, FESTIVAL_COLOURS as C, FESTIVAL_VENUE_LINE } from '../../catalogue/index.js';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

const longDates = new Map<Locale, Intl.DateTimeFormat>([[DEFAULT_LOCALE, DATE_TIME_LONG_FR]]);

/** « 1 décembre 2026 à 13:05 », « 1 December 2026 at 13:05 »…: Paris time, in the reader's language. */
export function formatMailDate(date: Date, locale: Locale = DEFAULT_LOCALE): string {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: PARIS_TIME_ZONE });
    longDates.set(locale, format);
  }
  return format.format(date);
}

/** A dictionary text as HTML: the text escaped, then `{placeholders}` replaced by HTML built by the caller (links…). */
export const htmlText = (locale: Locale, key: ApiTextKey, html: Readonly<Record<string, string>>) =>
  interpolate(escapeHtml(apiText(locale, key)), html);

const e = escapeHtml;
export const EMAIL_FONT = 'font-family:Helvetica,Arial,sans-serif;';
const font = EMAIL_FONT;

/** Escaped text with its line breaks kept (`<br>`), for quoting what a person wrote. */
export const multilineHtml = (text: string) => e(text.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>');

export const greetingHtml = (greeting: string) =>
  `<p style="${font}margin:0 0 14px 0;font-size:18px;line-height:26px;color:${C.ink900};font-weight:bold;">${e(greeting)}</p>`;

export const paragraphHtml = (text: string) =>
  `<p style="${font}margin:0 0 16px 0;font-size:15px;line-height:23px;color:${C.ink900};">${multilineHtml(text)}</p>`;

/** A labelled cream box quoting a person's text (their message, our answer). */
export const quoteHtml = (label: string, text: string) => `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px 0;background-color:${C.cream100};border-radius:12px;border-left:4px solid ${C.amber400};">
<tr><td style="padding:16px 20px;">
<p style="${font}margin:0 0 8px 0;font-size:12px;line-height:18px;color:${C.amber800};text-transform:uppercase;letter-spacing:1px;font-weight:bold;">${e(label)}</p>
<p style="${font}margin:0;font-size:14px;line-height:21px;color:${C.ink900};">${multilineHtml(text)}</p>
</td></tr>
</table>`;

/** Amber call-to-action button followed by the copyable link (some clients block buttons). */
export const buttonHtml = (href: string, label: string, locale: Locale = DEFAULT_LOCALE) => `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 8px 0;">
<tr><td style="background-color:${C.amber400};border-radius:999px;">
<a href="${e(href)}" style="${font}display:inline-block;padding:14px 26px;font-size:15px;line-height:20px;font-weight:bold;color:${C.night950};text-decoration:none;">${e(label)}</a>
</td></tr>
</table>
<p style="${font}margin:0 0 24px 0;font-size:12px;line-height:18px;color:${C.ink700};">${e(apiText(locale, 'mail.layout.copyLink'))} <a href="${e(href)}" style="color:${C.coral700};word-break:break-all;">${e(href)}</a></p>`;

export const smallPrintHtml = (html: string) =>
  `<p style="${font}margin:16px 0 0 0;font-size:12px;line-height:18px;color:${C.ink700};">${html}</p>`;

export const signatureHtml = (locale: Locale = DEFAULT_LOCALE) =>
  `<p style="${font}margin:18px 0 0 0;font-size:14px;line-height:21px;color:${C.ink900};">${e(apiText(locale, 'mail.layout.signOff'))}<br>${e(apiText(locale, 'mail.layout.signature', { festival: FESTIVAL.name }))}</p>`;

/** The text version's closing lines. */
export const textSignature = (locale: Locale = DEFAULT_LOCALE) => [
  '',
  apiText(locale, 'mail.layout.signOff'),
  apiText(locale, 'mail.layout.signature', { festival: FESTIVAL.name }),
  `${apiText(locale, 'tickets.festival.datesLabel')} · ${FESTIVAL_VENUE_LINE}`,
];

/** « Bonjour Awa, » / « Bonjour, » in the reader's language. */
export const greetingOf = (name: string, locale: Locale = DEFAULT_LOCALE) =>
  name.trim() ? apiText(locale, 'mail.layout.greeting', { name: name.trim() }) : apiText(locale, 'mail.layout.greetingNoName');

/** Quotes a person's text in the text version (`> ` before each line). */
export const quoteText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `> ${line}`);

export interface EmailLayout {
  subject: string;
  /** Hidden preview line shown by mail clients next to the subject. */
  preheader: string;
  /** Already-built (escaped) HTML of the card's body. */
  contentHtml: string;
  /** Already-built (escaped) HTML added to the footer, e.g. an unsubscribe link. */
  footerHtml?: string;
  /** The reader's language; French by default. */
  locale?: Locale;
}

export function renderEmailLayout({ subject, preheader, contentHtml, footerHtml = '', locale = DEFAULT_LOCALE }: EmailLayout): string {
  const datesLabel = apiText(locale, 'tickets.festival.datesLabel');
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light only">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${C.cream100};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${C.cream100};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:${C.cream50};border-radius:16px;overflow:hidden;">
<tr><td style="background-color:${C.night900};padding:32px 32px 28px 32px;">
<p style="${font}margin:0 0 10px 0;font-size:12px;line-height:16px;letter-spacing:2px;text-transform:uppercase;color:${C.amber400};font-weight:bold;">${e(apiText(locale, 'tickets.festival.edition'))}</p>
<p style="${font}margin:0;font-size:30px;line-height:36px;font-weight:bold;color:${C.moon50};">Kizomba Lumière <span style="color:${C.amber400};">Festival</span></p>
<p style="${font}margin:12px 0 0 0;font-size:15px;line-height:22px;color:${C.moon300};">${e(datesLabel)} · ${e(FESTIVAL.venueName)}, ${e(FESTIVAL.venueCity)}</p>
</td></tr>
<tr><td style="height:4px;background-color:${C.amber400};font-size:0;line-height:0;">&nbsp;</td></tr>
<tr><td style="padding:32px;">
${contentHtml}
${signatureHtml(locale)}
</td></tr>
<tr><td style="background-color:${C.night900};padding:18px 32px;">
<p style="${font}margin:0;font-size:12px;line-height:18px;color:${C.moon300};">${e(FESTIVAL.name)} · ${e(datesLabel)} · ${e(FESTIVAL_VENUE_LINE)}</p>
${footerHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** Footer line in the night band (unsubscribe link…), already-escaped HTML inside. */
export const footerLineHtml = (html: string) =>
  `<p style="${font}margin:8px 0 0 0;font-size:12px;line-height:18px;color:${C.moon300};">${html}</p>`;

export const footerLinkStyle = `color:${C.amber300};`;
export const linkStyle = `color:${C.coral700};`;
