/**
 * Renderers of the transfer e-mails (gathered by the composition root, src/services.ts), built at
 * send time from the database:
 * - TICKET_PDF_MAIL_KIND: one ticket's PDF to whoever holds it after a name change, a transfer, or
 *   a transfer that came back; never sent when the ticket's code changed since it was queued (a
 *   newer e-mail carries the newer code) or when the ticket is no longer valid.
 * - TRANSFER_OFFER_MAIL_KIND: the recipient's acceptance link (the token sealed in the payload,
 *   re-checked: a transfer cancelled, expired or accepted meanwhile sends nothing).
 * - TRANSFER_ACCEPTED_MAIL_KIND: the sender's notice that the recipient accepted.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@kizomba/locales';
import { apiText, type ApiTextKey, type TextParams } from '../../i18n/index.js';
import { open } from '../../lib/sealed.js';
import { FESTIVAL, ticketTypeTexts } from '../catalogue/index.js';
import {
  PermanentMailError,
  buttonHtml,
  formatMailDate,
  greetingHtml,
  greetingOf,
  paragraphHtml,
  renderEmailLayout,
  smallPrintHtml,
  escapeHtml,
  textSignature,
  type MailRenderer,
  type OutboxMessageInstance,
  type RenderDeps,
  type RenderedMail,
} from '../mail/index.js';
import { loadOrderTicketsDocument, renderOrderTicketsDocument, ticketCodeHash, ticketNumber } from '../tickets/index.js';
import {
  TICKET_PDF_MAIL_KIND,
  TRANSFER_ACCEPTED_MAIL_KIND,
  TRANSFER_OFFER_MAIL_KIND,
  dashboardTicketsPath,
  hashTransferToken,
  transferUrl,
  type TicketPdfEvent,
} from './service.js';

const localeOf = (value: unknown): Locale => ((LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE);
const sayIn = (locale: Locale) => (key: ApiTextKey, params?: TextParams) => apiText(locale, key, params);

const SUBJECTS: Record<TicketPdfEvent, ApiTextKey> = {
  renamed: 'transfers.mail.ticket.subjectRenamed',
  transferred: 'transfers.mail.ticket.subjectTransferred',
  cancelled: 'transfers.mail.ticket.subjectReturned',
  expired: 'transfers.mail.ticket.subjectReturned',
};
const INTROS: Record<TicketPdfEvent, ApiTextKey> = {
  renamed: 'transfers.mail.ticket.introRenamed',
  transferred: 'transfers.mail.ticket.introTransferred',
  cancelled: 'transfers.mail.ticket.introCancelled',
  expired: 'transfers.mail.ticket.introExpired',
};

export async function renderTicketPdfMail({ models, config }: RenderDeps, outbox: OutboxMessageInstance): Promise<RenderedMail> {
  const { ticketId, event, codeHash, transferId } = outbox.payload;
  if (typeof ticketId !== 'number' || typeof codeHash !== 'string' || typeof event !== 'string' || !(event in SUBJECTS)) {
    throw new PermanentMailError('payload sans billet ni code');
  }
  const ticket = await models.Ticket.findByPk(ticketId);
  if (!ticket) throw new PermanentMailError(`billet ${ticketId} introuvable`);
  if (ticket.status !== 'valid') throw new PermanentMailError(`billet ${ticketId} au statut ${ticket.status}`);
  if (ticketCodeHash(ticket.code) !== codeHash) throw new PermanentMailError(`billet ${ticketId} : code remplacé depuis`);
  const order = await models.Order.findByPk(ticket.orderId);
  if (!order) throw new PermanentMailError(`billet ${ticketId} : commande introuvable`);
  const locale = localeOf(outbox.payload.locale);
  const t = sayIn(locale);
  const document = await loadOrderTicketsDocument(models, order, {
    ticketId: ticket.id,
    locale,
  });
  const entry = document.data.tickets[0];
  if (!entry) throw new PermanentMailError(`billet ${ticketId} : rien à imprimer`);
  const transfer = typeof transferId === 'number' ? await models.TicketTransfer.findByPk(transferId) : null;
  const sender = transfer?.fromUserId
    ? await models.User.findByPk(transfer.fromUserId, {
        attributes: ['id', 'firstName', 'lastName'],
      })
    : null;
  const senderName = (sender && `${sender.firstName} ${sender.lastName}`.trim()) || transfer?.fromEmail || '';

  const pdfEvent = event as TicketPdfEvent;
  const number = ticketNumber(ticket.id);
  const subject = t(SUBJECTS[pdfEvent], { festival: FESTIVAL.name, number });
  const greeting = greetingOf(pdfEvent === 'transferred' || pdfEvent === 'renamed' ? (ticket.holderFirstName ?? '') : (sender?.firstName ?? ''), locale);
  const intro = t(INTROS[pdfEvent], {
    ticket: entry.ticketTypeName,
    name: senderName,
  });
  const oldCode = t('transfers.mail.ticket.oldCode');
  const dashboard = t('transfers.mail.ticket.dashboard');
  const url = `${config.publicSiteUrl}${dashboardTicketsPath(locale)}`;
  const text = `${[greeting, '', intro, '', oldCode, '', dashboard, url, ...textSignature(locale)].join('\n')}\n`;
  const contentHtml = [
    greetingHtml(greeting),
    paragraphHtml(intro),
    paragraphHtml(oldCode),
    paragraphHtml(dashboard),
    buttonHtml(url, t('transfers.mail.ticket.dashboardAction'), locale),
  ].join('\n');
  const html = renderEmailLayout({
    subject,
    preheader: t('transfers.mail.ticket.preheader', {
      ticket: entry.ticketTypeName,
    }),
    contentHtml,
    locale,
  });
  const pdf = await renderOrderTicketsDocument(document);
  return {
    subject,
    text,
    html,
    attachments: [
      {
        filename: `${t('transfers.mail.ticket.fileName', { number })}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
        contentDisposition: 'attachment',
      },
    ],
  };
}

export async function renderTransferOfferMail({ models, config }: RenderDeps, outbox: OutboxMessageInstance, now: Date = new Date()): Promise<RenderedMail> {
  const { transferId, sealedToken } = outbox.payload;
  if (typeof transferId !== 'number' || typeof sealedToken !== 'string') throw new PermanentMailError('payload sans transfert ni jeton');
  let token: string;
  try {
    token = open(config, sealedToken);
  } catch {
    throw new PermanentMailError('jeton illisible (JWT_SECRET changé ?)');
  }
  const transfer = await models.TicketTransfer.findByPk(transferId);
  if (!transfer) throw new PermanentMailError(`transfert ${transferId} introuvable`);
  if (transfer.tokenHash !== hashTransferToken(token)) throw new PermanentMailError(`transfert ${transferId} : jeton différent`);
  if (transfer.status !== 'pending') throw new PermanentMailError(`transfert ${transferId} au statut ${transfer.status}`);
  if (transfer.expiresAt.getTime() <= now.getTime()) throw new PermanentMailError(`transfert ${transferId} expiré`);
  const ticket = await models.Ticket.findByPk(transfer.ticketId);
  const type = ticket
    ? await models.TicketType.findByPk(ticket.ticketTypeId, {
        attributes: ['id', 'name', 'description', 'includes', 'translations'],
      })
    : null;
  if (!ticket || !type) throw new PermanentMailError(`transfert ${transferId} : billet introuvable`);
  const sender = transfer.fromUserId
    ? await models.User.findByPk(transfer.fromUserId, {
        attributes: ['id', 'firstName', 'lastName'],
      })
    : null;
  const senderName = (sender && `${sender.firstName} ${sender.lastName}`.trim()) || ticket.holderName;
  const locale = transfer.locale;
  const t = sayIn(locale);
  const ticketName = ticketTypeTexts(type, locale).name;

  const subject = t('transfers.mail.offer.subject', {
    name: senderName,
    festival: FESTIVAL.name,
  });
  const greeting = greetingOf(transfer.toFirstName, locale);
  const intro = t('transfers.mail.offer.intro', {
    name: senderName,
    ticket: ticketName,
    festival: FESTIVAL.name,
    dates: t('tickets.festival.datesLabel'),
  });
  const role =
    ticket.role === 'leader' || ticket.role === 'follower'
      ? t('transfers.mail.offer.role', {
          role: t(`tickets.roles.${ticket.role}`),
        })
      : null;
  const after = t('transfers.mail.offer.after');
  const expiry = t('transfers.mail.offer.expiry', {
    date: formatMailDate(transfer.expiresAt, locale),
    name: senderName,
  });
  const ignore = t('transfers.mail.offer.ignore');
  const url = transferUrl(config.publicSiteUrl, token, locale);
  const paragraphs = [intro, ...(role ? [role] : [])];
  const text = `${[greeting, '', ...paragraphs.flatMap((p) => [p, '']), t('transfers.mail.offer.action'), url, '', after, '', expiry, '', ignore, ...textSignature(locale)].join('\n')}\n`;
  const contentHtml = [
    greetingHtml(greeting),
    ...paragraphs.map(paragraphHtml),
    buttonHtml(url, t('transfers.mail.offer.action'), locale),
    paragraphHtml(after),
    paragraphHtml(expiry),
    smallPrintHtml(escapeHtml(ignore)),
  ].join('\n');
  return {
    subject,
    text,
    html: renderEmailLayout({
      subject,
      preheader: t('transfers.mail.offer.preheader', { ticket: ticketName }),
      contentHtml,
      locale,
    }),
    attachments: [],
  };
}

export async function renderTransferAcceptedMail({ models }: RenderDeps, outbox: OutboxMessageInstance): Promise<RenderedMail> {
  const { transferId } = outbox.payload;
  if (typeof transferId !== 'number') throw new PermanentMailError('payload sans transfert');
  const transfer = await models.TicketTransfer.findByPk(transferId);
  if (!transfer || transfer.status !== 'accepted') throw new PermanentMailError(`transfert ${transferId} introuvable ou non accepté`);
  const ticket = await models.Ticket.findByPk(transfer.ticketId);
  const order = ticket
    ? await models.Order.findByPk(ticket.orderId, {
        attributes: ['id', 'locale'],
      })
    : null;
  const type = ticket
    ? await models.TicketType.findByPk(ticket.ticketTypeId, {
        attributes: ['id', 'name', 'description', 'includes', 'translations'],
      })
    : null;
  if (!ticket || !type) throw new PermanentMailError(`transfert ${transferId} : billet introuvable`);
  const sender = transfer.fromUserId
    ? await models.User.findByPk(transfer.fromUserId, {
        attributes: ['id', 'firstName'],
      })
    : null;
  const locale = order?.locale ?? DEFAULT_LOCALE;
  const t = sayIn(locale);
  const ticketName = ticketTypeTexts(type, locale).name;
  const recipient = `${transfer.toFirstName} ${transfer.toLastName}`.trim();
  const subject = t('transfers.mail.accepted.subject', { name: recipient });
  const greeting = greetingOf(sender?.firstName ?? '', locale);
  const body = t('transfers.mail.accepted.text', {
    name: recipient,
    ticket: ticketName,
    number: ticketNumber(ticket.id),
  });
  const thanks = t('transfers.mail.accepted.thanks');
  const text = `${[greeting, '', body, '', thanks, ...textSignature(locale)].join('\n')}\n`;
  const contentHtml = [greetingHtml(greeting), paragraphHtml(body), paragraphHtml(thanks)].join('\n');
  return {
    subject,
    text,
    html: renderEmailLayout({
      subject,
      preheader: t('transfers.mail.accepted.preheader', { ticket: ticketName }),
      contentHtml,
      locale,
    }),
    attachments: [],
  };
}

export function transferMailRenderers(deps: RenderDeps): Record<string, MailRenderer> {
  return {
    [TICKET_PDF_MAIL_KIND]: (outbox) => renderTicketPdfMail(deps, outbox),
    [TRANSFER_OFFER_MAIL_KIND]: (outbox) => renderTransferOfferMail(deps, outbox),
    [TRANSFER_ACCEPTED_MAIL_KIND]: (outbox) => renderTransferAcceptedMail(deps, outbox),
  };
}
