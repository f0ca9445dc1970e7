/**
 * The order-confirmation e-mail, in the order's language: what was bought, what was paid, how to use the tickets
 * at the door, and the PDF tickets attached. A pure function of its data, so it is tested without
 * a database; `render.ts` loads the data when the outbox worker sends the message.
 *
 * HTML e-mail rules: tables and inline styles only (mail clients drop <style> and flexbox), no
 * remote images (blocked by default), a text version carrying the same information.
 */
import { DEFAULT_LOCALE, formatEuros, localePath, type Locale } from '@kizomba/locales';
import { apiList, apiPlural, apiText, type ApiTextKey, type TextParams } from '../../../i18n/index.js';
import { DATE_TIME_LONG_FR } from '../../../lib/paris-time.js';
import { FESTIVAL, FESTIVAL_COLOURS as C, FESTIVAL_VENUE_LINE } from '../../catalogue/index.js';
import { formatMailDate, htmlText } from './layout.js';
import type { RenderedEmail } from '../types.js';

export interface OrderConfirmationLine {
  name: string;
  quantity: number;
  unitPriceCents: number;
}

export interface OrderConfirmationTicket {
  ticketTypeName: string;
  holderName: string;
  /** The dance role, said after the holder's name; absent or null: none. */
  role?: 'leader' | 'follower' | null;
}

export interface OrderConfirmationData {
  orderId: string;
  orderNumber: string;
  /** The attached PDF's file name, named in the text. */
  attachmentName: string;
  firstName: string;
  email: string;
  /** Payment date (else creation date) of the order. */
  orderedAt: Date;
  lines: OrderConfirmationLine[];
  subtotalCents: number;
  discountCents: number;
  promoCode: string | null;
  totalCents: number;
  paymentMethod: string;
  tickets: OrderConfirmationTicket[];
  /** `PUBLIC_SITE_URL`, without trailing slash. */
  publicSiteUrl: string;
  /** The order's language; French by default. */
  locale?: Locale;
}



/** « 1 décembre 2026 à 13:00 » (Paris time, whatever the server's zone). */
export function formatOrderDateFr(date: Date): string {
  return DATE_TIME_LONG_FR.format(date);
}

export const orderConfirmationSubject = (orderNumber: string, locale: Locale = DEFAULT_LOCALE) =>
  apiText(locale, 'mail.orderConfirmation.subject', { festival: FESTIVAL.name, number: orderNumber });

export const orderStatusUrl = (publicSiteUrl: string, orderId: string, locale: Locale = DEFAULT_LOCALE) =>
  `${publicSiteUrl}${localePath(locale, `/confirmation/${encodeURIComponent(orderId)}`)}`;

/**
 * « Gérer mes billets »: the quick access (a sign-in link by e-mail, no password) leading to the
 * dashboard's tickets; a guest's orders join the account once its e-mail is verified that way.
 */
export const manageTicketsUrl = (publicSiteUrl: string, locale: Locale = DEFAULT_LOCALE) =>
  `${publicSiteUrl}${localePath(locale, '/quick-access')}?redirect=${encodeURIComponent(localePath(locale, '/dashboard/tickets'))}`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

export function renderOrderConfirmation(data: OrderConfirmationData): RenderedEmail {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const t = (key: ApiTextKey, params?: TextParams) => apiText(locale, key, params);
  const euros = (cents: number) => formatEuros(cents, locale);
  const count = data.tickets.length;
  const subject = orderConfirmationSubject(data.orderNumber, locale);
  const statusUrl = orderStatusUrl(data.publicSiteUrl, data.orderId, locale);
  const manageUrl = manageTicketsUrl(data.publicSiteUrl, locale);
  const manage = t('transfers.mail.manage.text');
  const holderOf = (ticket: OrderConfirmationTicket) =>
    ticket.role ? `${ticket.holderName} (${t(`tickets.roles.${ticket.role}`)})` : ticket.holderName;
  const attachment = data.attachmentName;
  const date = formatMailDate(data.orderedAt, locale);
  const ticketCount = apiPlural(locale, 'mail.orderConfirmation.ticketCount', count);
  const discountLabel = data.promoCode ? t('mail.orderConfirmation.discountWithCode', { code: data.promoCode }) : t('mail.orderConfirmation.discount');
  const greeting = data.firstName.trim() ? t('mail.layout.greeting', { name: data.firstName.trim() }) : t('mail.layout.greetingNoName');
  const intro = apiPlural(locale, 'mail.orderConfirmation.intro', count, { file: attachment });
  const usage = apiList(locale, 'mail.orderConfirmation.usage');
  const signature = t('mail.layout.signature', { festival: FESTIVAL.name });
  const datesLabel = t('tickets.festival.datesLabel');
  const amountLine = (label: string, amount: string) => t('mail.orderConfirmation.amountLine', { label, amount });

  // ---- Text version ---------------------------------------------------------------------------
  const textLines = [
    greeting,
    '',
    intro,
    '',
    t('mail.orderConfirmation.orderLine', { number: data.orderNumber }),
    t('mail.orderConfirmation.dateLine', { date }),
    t('mail.orderConfirmation.paymentLine', { method: data.paymentMethod }),
    '',
    t('mail.orderConfirmation.summary'),
    ...data.lines.map((l) =>
      t('mail.orderConfirmation.summaryLine', {
        name: l.name,
        quantity: l.quantity,
        unitPrice: euros(l.unitPriceCents),
        total: euros(l.unitPriceCents * l.quantity),
      }),
    ),
    amountLine(t('mail.orderConfirmation.subtotal'), euros(data.subtotalCents)),
    ...(data.discountCents > 0 ? [amountLine(discountLabel, `−${euros(data.discountCents)}`)] : []),
    amountLine(t('mail.orderConfirmation.totalPaid'), euros(data.totalCents)),
    '',
    t('mail.orderConfirmation.yourTickets', { count: ticketCount }),
    ...data.tickets.map((ticket) => `- ${ticket.ticketTypeName} — ${holderOf(ticket)}`),
    '',
    t('mail.orderConfirmation.atTheDoor'),
    ...usage.map((u) => `- ${u}`),
    '',
    t('mail.orderConfirmation.followOrder', { url: statusUrl }),
    '',
    manage,
    manageUrl,
    '',
    t('mail.orderConfirmation.questionText', { email: FESTIVAL.contactEmail, number: data.orderNumber, phone: FESTIVAL.contactPhone }),
    '',
    t('mail.layout.signOff'),
    signature,
    `${datesLabel} · ${FESTIVAL_VENUE_LINE}`,
  ];
  const text = `${textLines.join('\n')}\n`;

  // ---- HTML version ---------------------------------------------------------------------------
  const e = escapeHtml;
  const font = "font-family:Helvetica,Arial,sans-serif;";
  const cell = `${font}font-size:14px;line-height:20px;color:${C.ink900};padding:10px 0;border-bottom:1px solid ${C.cream200};`;
  const lineRows = data.lines
    .map(
      (l) => `<tr>
<td style="${cell}">${e(l.name)}</td>
<td align="center" style="${cell}white-space:nowrap;">${l.quantity}</td>
<td align="right" style="${cell}white-space:nowrap;">${e(euros(l.unitPriceCents))}</td>
<td align="right" style="${cell}white-space:nowrap;font-weight:bold;">${e(euros(l.unitPriceCents * l.quantity))}</td>
</tr>`,
    )
    .join('\n');
  const totalRow = (label: string, value: string, strong = false) => `<tr>
<td colspan="3" align="right" style="${font}font-size:${strong ? 16 : 14}px;line-height:22px;color:${strong ? C.ink900 : C.ink700};padding:6px 12px 0 0;${strong ? 'font-weight:bold;' : ''}">${e(label)}</td>
<td align="right" style="${font}font-size:${strong ? 16 : 14}px;line-height:22px;color:${strong ? C.coral700 : C.ink900};padding:6px 0 0 0;white-space:nowrap;font-weight:bold;">${e(value)}</td>
</tr>`;
  const ticketItems = data.tickets
    .map(
      (ticket) =>
        `<tr><td style="${font}font-size:14px;line-height:20px;color:${C.ink900};padding:4px 0;"><span style="color:${C.amber800};">&#9679;</span>&nbsp; <strong>${e(ticket.ticketTypeName)}</strong> — ${e(holderOf(ticket))}</td></tr>`,
    )
    .join('\n');
  const usageItems = usage.map(
    (u) => `<tr><td style="${font}font-size:14px;line-height:21px;color:${C.moon50};padding:4px 0;">${e(u)}</td></tr>`,
  ).join('\n');

  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light only">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${C.cream100};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(apiPlural(locale, 'mail.orderConfirmation.preheader', count, { number: data.orderNumber }))}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${C.cream100};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:${C.cream50};border-radius:16px;overflow:hidden;">
<tr><td style="background-color:${C.night900};padding:32px 32px 28px 32px;">
<p style="${font}margin:0 0 10px 0;font-size:12px;line-height:16px;letter-spacing:2px;text-transform:uppercase;color:${C.amber400};font-weight:bold;">${e(t('tickets.festival.edition'))} · ${e(t('mail.orderConfirmation.ticketing'))}</p>
<p style="${font}margin:0;font-size:30px;line-height:36px;font-weight:bold;color:${C.moon50};">Kizomba Lumière <span style="color:${C.amber400};">Festival</span></p>
<p style="${font}margin:12px 0 0 0;font-size:15px;line-height:22px;color:${C.moon300};">${e(datesLabel)} · ${e(FESTIVAL.venueName)}, ${e(FESTIVAL.venueCity)}</p>
</td></tr>
<tr><td style="height:4px;background-color:${C.amber400};font-size:0;line-height:0;">&nbsp;</td></tr>
<tr><td style="padding:32px;">
<p style="${font}margin:0 0 14px 0;font-size:18px;line-height:26px;color:${C.ink900};font-weight:bold;">${e(greeting)}</p>
<p style="${font}margin:0 0 24px 0;font-size:15px;line-height:23px;color:${C.ink900};">${e(intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${C.cream100};border-radius:12px;">
<tr><td style="padding:16px 20px;">
<p style="${font}margin:0;font-size:12px;line-height:18px;color:${C.amber800};text-transform:uppercase;letter-spacing:1px;font-weight:bold;">${e(t('mail.orderConfirmation.order'))}</p>
<p style="${font}margin:0 0 8px 0;font-size:20px;line-height:28px;color:${C.ink900};font-weight:bold;">${e(data.orderNumber)}</p>
<p style="${font}margin:0;font-size:14px;line-height:20px;color:${C.ink700};">${e(t('mail.orderConfirmation.placedOn', { date, method: data.paymentMethod }))}</p>
</td></tr>
</table>
<h2 style="${font}margin:28px 0 8px 0;font-size:17px;line-height:24px;color:${C.ink900};">${e(t('mail.orderConfirmation.summary'))}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>
<th align="left" style="${font}font-size:12px;color:${C.ink700};padding:6px 0;border-bottom:2px solid ${C.amber400};">${e(t('mail.orderConfirmation.columnTicket'))}</th>
<th align="center" style="${font}font-size:12px;color:${C.ink700};padding:6px 0;border-bottom:2px solid ${C.amber400};">${e(t('mail.orderConfirmation.columnQuantity'))}</th>
<th align="right" style="${font}font-size:12px;color:${C.ink700};padding:6px 0;border-bottom:2px solid ${C.amber400};">${e(t('mail.orderConfirmation.columnUnitPrice'))}</th>
<th align="right" style="${font}font-size:12px;color:${C.ink700};padding:6px 0;border-bottom:2px solid ${C.amber400};">${e(t('mail.orderConfirmation.columnTotal'))}</th>
</tr>
${lineRows}
${totalRow(t('mail.orderConfirmation.subtotal'), euros(data.subtotalCents))}
${data.discountCents > 0 ? totalRow(discountLabel, `−${euros(data.discountCents)}`) : ''}
${totalRow(t('mail.orderConfirmation.totalPaid'), euros(data.totalCents), true)}
</table>
<h2 style="${font}margin:28px 0 8px 0;font-size:17px;line-height:24px;color:${C.ink900};">${e(t('mail.orderConfirmation.yourTickets', { count: ticketCount }))}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${ticketItems}
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin-top:24px;background-color:${C.night900};border-radius:12px;">
<tr><td style="padding:20px 22px;">
<p style="${font}margin:0 0 8px 0;font-size:16px;line-height:22px;color:${C.amber400};font-weight:bold;">${e(t('mail.orderConfirmation.atTheDoor'))}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${usageItems}
</table>
</td></tr>
</table>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:28px 0 8px 0;">
<tr><td style="background-color:${C.amber400};border-radius:999px;">
<a href="${e(statusUrl)}" style="${font}display:inline-block;padding:14px 26px;font-size:15px;line-height:20px;font-weight:bold;color:${C.night950};text-decoration:none;">${e(t('mail.orderConfirmation.viewOrder'))}</a>
</td></tr>
</table>
<p style="${font}margin:0 0 24px 0;font-size:12px;line-height:18px;color:${C.ink700};">${e(t('mail.layout.copyLink'))} <a href="${e(statusUrl)}" style="color:${C.coral700};">${e(statusUrl)}</a></p>
<p style="${font}margin:0 0 24px 0;font-size:14px;line-height:21px;color:${C.ink900};">${e(manage)} <a href="${e(manageUrl)}" style="color:${C.coral700};font-weight:bold;">${e(t('transfers.mail.manage.action'))}</a></p>
<p style="${font}margin:0;font-size:14px;line-height:21px;color:${C.ink900};">${htmlText(locale, 'mail.orderConfirmation.questionHtml', {
    email: `<a href="mailto:${e(FESTIVAL.contactEmail)}" style="color:${C.coral700};">${e(FESTIVAL.contactEmail)}</a>`,
    phone: e(FESTIVAL.contactPhone),
  })}</p>
<p style="${font}margin:18px 0 0 0;font-size:14px;line-height:21px;color:${C.ink900};">${e(t('mail.layout.signOff'))}<br>${e(signature)}</p>
</td></tr>
<tr><td style="background-color:${C.night900};padding:18px 32px;">
<p style="${font}margin:0;font-size:12px;line-height:18px;color:${C.moon300};">${e(FESTIVAL.name)} · ${e(datesLabel)} · ${e(FESTIVAL_VENUE_LINE)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  return { subject, html, text };
}
