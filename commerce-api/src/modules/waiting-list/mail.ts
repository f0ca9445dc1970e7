/**
 * The waiting list's e-mails (gathered by the composition root, src/services.ts), in the language
 * the person joined in, on the festival's e-mail frame: the request to confirm a join (its button
 * opens the entry's page, where the confirmation is a POST), the offer (what is held, until when
 * in Paris time, the single-use link) and the removal after two unanswered offers. Links travel sealed in the outbox payload and are
 * re-checked at send time: an offer no longer open, or an entry closed, sends nothing.
 */
import type { Locale } from '@kizomba/locales';
import { apiPlural, apiText, type ApiPluralKey, type ApiTextKey, type TextParams } from '../../i18n/index.js';
import { open } from '../../lib/sealed.js';
import { FESTIVAL, ticketTypeTexts, type DanceRole } from '../catalogue/index.js';
import {
  PermanentMailError,
  buttonHtml,
  escapeHtml,
  formatMailDate,
  greetingHtml,
  greetingOf,
  paragraphHtml,
  renderEmailLayout,
  smallPrintHtml,
  textSignature,
  type MailRenderer,
  type OutboxMessageInstance,
  type RenderDeps,
  type RenderedMail,
} from '../mail/index.js';
import { entryUrl, hashWaitingListToken, offerUrl, ticketsUrl } from './links.js';
import { WAITING_CONFIRMATION_KIND, WAITING_OFFER_KIND, WAITING_REMOVED_KIND } from './service.js';

function openToken(deps: RenderDeps, sealedToken: unknown): string {
  if (typeof sealedToken !== 'string') throw new PermanentMailError('payload sans jeton');
  try {
    return open(deps.config, sealedToken);
  } catch {
    throw new PermanentMailError('jeton illisible (JWT_SECRET changé ?)');
  }
}

/** « 2 places « Workshop Pass » en suiveur (follower) » in `locale`. */
function whatOf(locale: Locale, ticket: string, quantity: number, role: DanceRole | null): string {
  return role
    ? apiPlural(locale, 'waitingList.mail.whatWithRole', quantity, { ticket, role: apiText(locale, `waitingList.roles.${role}`) })
    : apiPlural(locale, 'waitingList.mail.what', quantity, { ticket });
}

interface MailParts {
  locale: Locale;
  subject: string;
  preheader: string;
  /** Paragraphs before the button. */
  before: string[];
  button: { url: string; label: string; line: string };
  smallPrint?: string;
}

/** The festival's frame: greeting, paragraphs, amber button with its copyable link, signature. */
function compose({ locale, subject, preheader, before, button, smallPrint }: MailParts): RenderedMail {
  const greeting = greetingOf('', locale);
  const text = `${[greeting, '', ...before.flatMap((p) => [p, '']), button.line, ...(smallPrint ? ['', smallPrint] : []), ...textSignature(locale)].join('\n')}\n`;
  const contentHtml = [
    greetingHtml(greeting),
    ...before.map(paragraphHtml),
    buttonHtml(button.url, button.label, locale),
    ...(smallPrint ? [smallPrintHtml(escapeHtml(smallPrint))] : []),
  ].join('\n');
  return { subject, text, html: renderEmailLayout({ subject, preheader, contentHtml, locale }), attachments: [] };
}

export async function renderWaitingConfirmation(deps: RenderDeps, outbox: OutboxMessageInstance): Promise<RenderedMail> {
  const { entryId } = outbox.payload;
  if (typeof entryId !== 'number') throw new PermanentMailError('payload sans inscription');
  const token = openToken(deps, outbox.payload.sealedToken);
  const entry = await deps.models.WaitingListEntry.findByPk(entryId);
  if (!entry || entry.tokenHash !== hashWaitingListToken(token)) throw new PermanentMailError(`inscription ${entryId} introuvable`);
  // Confirmed meanwhile, the link still opens the entry's page; closed, there is nothing to confirm.
  if (entry.status === 'left' || entry.status === 'removed' || entry.status === 'converted') throw new PermanentMailError(`inscription ${entryId} au statut ${entry.status}`);
  const type = await deps.models.TicketType.findByPk(entry.ticketTypeId);
  if (!type) throw new PermanentMailError(`inscription ${entryId} : billet introuvable`);
  const { locale } = entry;
  const t = (key: ApiTextKey, params?: TextParams) => apiText(locale, key, params);
  const what = whatOf(locale, ticketTypeTexts(type, locale).name, entry.quantity, entry.role);
  const url = entryUrl(deps.config.publicSiteUrl, token, locale);
  return compose({
    locale,
    subject: t('waitingList.mail.confirmation.subject', { festival: FESTIVAL.name }),
    preheader: t('waitingList.mail.confirmation.preheader', { what }),
    before: [t('waitingList.mail.confirmation.intro', { what }), t('waitingList.mail.confirmation.how'), t('waitingList.mail.confirmation.confirm')],
    button: { url, label: t('waitingList.mail.confirmation.button'), line: t('waitingList.mail.confirmation.buttonLine', { url }) },
    smallPrint: t('waitingList.mail.confirmation.notMe'),
  });
}

export async function renderWaitingOffer(deps: RenderDeps, outbox: OutboxMessageInstance, now: Date = new Date()): Promise<RenderedMail> {
  const { offerId } = outbox.payload;
  if (typeof offerId !== 'number') throw new PermanentMailError('payload sans offre');
  const token = openToken(deps, outbox.payload.sealedToken);
  const offer = await deps.models.WaitingListOffer.findByPk(offerId);
  if (!offer || offer.tokenHash !== hashWaitingListToken(token)) throw new PermanentMailError(`offre ${offerId} introuvable`);
  if (offer.status !== 'open' || offer.expiresAt.getTime() <= now.getTime()) throw new PermanentMailError(`offre ${offerId} au statut ${offer.status}`);
  const [entry, type] = await Promise.all([deps.models.WaitingListEntry.findByPk(offer.entryId), deps.models.TicketType.findByPk(offer.ticketTypeId)]);
  if (!entry || !type) throw new PermanentMailError(`offre ${offerId} : inscription ou billet introuvable`);
  const { locale } = entry;
  const t = (key: ApiTextKey, params?: TextParams) => apiText(locale, key, params);
  const p = (key: ApiPluralKey, params?: TextParams) => apiPlural(locale, key, offer.quantity, params);
  const what = whatOf(locale, ticketTypeTexts(type, locale).name, offer.quantity, offer.role);
  const date = formatMailDate(offer.expiresAt, locale);
  const url = offerUrl(deps.config.publicSiteUrl, token, locale);
  return compose({
    locale,
    subject: p('waitingList.mail.offer.subject', { festival: FESTIVAL.name }),
    preheader: t('waitingList.mail.offer.preheader', { date }),
    before: [
      p('waitingList.mail.offer.intro', { what }),
      `${p('waitingList.mail.offer.hold', { date })}\n${t('waitingList.mail.offer.total', { total: { cents: type.priceCents * offer.quantity } })}`,
      t('waitingList.mail.offer.action'),
    ],
    button: { url, label: t('waitingList.mail.offer.button'), line: t('waitingList.mail.offer.buttonLine', { url }) },
    smallPrint: t('waitingList.mail.offer.decline'),
  });
}

export async function renderWaitingRemoved(deps: RenderDeps, outbox: OutboxMessageInstance): Promise<RenderedMail> {
  const { entryId } = outbox.payload;
  if (typeof entryId !== 'number') throw new PermanentMailError('payload sans inscription');
  const entry = await deps.models.WaitingListEntry.findByPk(entryId);
  if (!entry) throw new PermanentMailError(`inscription ${entryId} introuvable`);
  if (entry.status !== 'removed') throw new PermanentMailError(`inscription ${entryId} au statut ${entry.status}`);
  const type = await deps.models.TicketType.findByPk(entry.ticketTypeId);
  if (!type) throw new PermanentMailError(`inscription ${entryId} : billet introuvable`);
  const { locale } = entry;
  const t = (key: ApiTextKey, params?: TextParams) => apiText(locale, key, params);
  const what = whatOf(locale, ticketTypeTexts(type, locale).name, entry.quantity, entry.role);
  const url = ticketsUrl(deps.config.publicSiteUrl, locale);
  return compose({
    locale,
    subject: t('waitingList.mail.removed.subject', { festival: FESTIVAL.name }),
    preheader: t('waitingList.mail.removed.preheader'),
    before: [t('waitingList.mail.removed.intro', { what }), t('waitingList.mail.removed.again')],
    button: { url, label: t('waitingList.mail.removed.button'), line: t('waitingList.mail.removed.buttonLine', { url }) },
  });
}

export function waitingListMailRenderers(deps: RenderDeps): Record<string, MailRenderer> {
  return {
    [WAITING_CONFIRMATION_KIND]: (outbox) => renderWaitingConfirmation(deps, outbox),
    [WAITING_OFFER_KIND]: (outbox) => renderWaitingOffer(deps, outbox),
    [WAITING_REMOVED_KIND]: (outbox) => renderWaitingRemoved(deps, outbox),
  };
}
