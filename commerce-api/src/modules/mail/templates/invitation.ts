/**
 * The invitation e-mail (kind `invitation`), in the language the admin chose for the guest: who invites, the personal message, what the
 * invitation gives (ticket type × quantity), the one-time link to claim the tickets and until
 * when it works. A pure function of its data; the loader is modules/invitations/mail.ts.
 */
import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';
import { apiPlural, apiText, type ApiTextKey, type TextParams } from '../../../i18n/index.js';
import { FESTIVAL } from '../../catalogue/index.js';
import {
  buttonHtml,
  escapeHtml as e,
  formatMailDate,
  greetingHtml,
  greetingOf,
  linkStyle,
  paragraphHtml,
  quoteHtml,
  quoteText,
  renderEmailLayout,
  smallPrintHtml,
  textSignature,
} from './layout.js';
import type { RenderedEmail } from '../types.js';

export const INVITATION_SUBJECT = apiText(DEFAULT_LOCALE, 'mail.invitation.subject', { festival: FESTIVAL.name });

export interface InvitationMailData {
  name: string;
  ticketTypeName: string;
  quantity: number;
  message: string | null;
  /** `${publicSiteUrl}/invitation/{token}` (on the site in the guest's language). */
  url: string;
  expiresAt: Date;
  /** The guest's language, chosen by the admin; French by default. */
  locale?: Locale;
}

/** « 2 billets « Full Pass » » / « 1 billet « Full Pass » », in `locale`. */
export const invitationWhat = (ticketTypeName: string, quantity: number, locale: Locale = DEFAULT_LOCALE) =>
  apiPlural(locale, 'mail.invitation.what', quantity, { ticket: ticketTypeName });

/** A heading followed by a colon: French puts a (no-break) space before it, the other languages do not. */
const headingLine = (label: string, locale: Locale) => (locale === 'fr' ? `${label} :` : `${label}:`);

export function renderInvitation(data: InvitationMailData): RenderedEmail {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const t = (key: ApiTextKey, params?: TextParams) => apiText(locale, key, params);
  const subject = t('mail.invitation.subject', { festival: FESTIVAL.name });
  const greeting = greetingOf(data.name, locale);
  const what = invitationWhat(data.ticketTypeName, data.quantity, locale);
  const intro = apiPlural(locale, 'mail.invitation.intro', data.quantity, { festival: FESTIVAL.name, what });
  const action = t('mail.invitation.action');
  const expiry = t('mail.invitation.expiry', { date: formatMailDate(data.expiresAt, locale) });
  const notMe = t('mail.invitation.notMe');
  const ticketLine = t('mail.invitation.ticketLine', { ticket: data.ticketTypeName });
  const quantityLine = t('mail.invitation.quantityLine', { quantity: data.quantity });

  const text = `${[
    greeting,
    '',
    intro,
    ...(data.message ? ['', headingLine(t('mail.invitation.teamNote'), locale), ...quoteText(data.message)] : []),
    '',
    ticketLine,
    quantityLine,
    '',
    action,
    t('mail.invitation.buttonLine', { url: data.url }),
    '',
    expiry,
    notMe,
    ...textSignature(locale),
  ].join('\n')}\n`;

  const contentHtml = [
    greetingHtml(greeting),
    paragraphHtml(intro),
    data.message ? quoteHtml(t('mail.invitation.teamNote'), data.message) : '',
    paragraphHtml(`${ticketLine}\n${quantityLine}`),
    paragraphHtml(action),
    buttonHtml(data.url, t('mail.invitation.button'), locale),
    paragraphHtml(expiry),
    smallPrintHtml(`${e(notMe)} ${e(t('mail.layout.aQuestion'))} <a href="mailto:${e(FESTIVAL.contactEmail)}" style="${linkStyle}">${e(FESTIVAL.contactEmail)}</a>`),
  ]
    .filter(Boolean)
    .join('\n');
  const preheader = apiPlural(locale, 'mail.invitation.preheader', data.quantity, { what });
  return { subject, text, html: renderEmailLayout({ subject, preheader, contentHtml, locale }) };
}
