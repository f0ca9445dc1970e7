/**
 * Renderer of the seller's e-mail « Votre billet a été revendu » (kind RESALE_SOLD_MAIL_KIND,
 * gathered by the composition root, src/services.ts), in the language of the seller's order: which
 * ticket, what is refunded (price − fee) and that its QR code no longer opens the door. Queued
 * when the refund settled (payload `refundId`, orders/refunds.ts), or at the sale when nothing was
 * left to refund (payload `resaleId`).
 */
import { apiText, type ApiTextKey, type TextParams } from '../../i18n/index.js';
import { ticketTypeTexts } from '../catalogue/index.js';
import {
  PermanentMailError,
  greetingHtml,
  greetingOf,
  paragraphHtml,
  renderEmailLayout,
  textSignature,
  type MailRenderer,
  type OutboxMessageInstance,
  type RenderDeps,
  type RenderedMail,
} from '../mail/index.js';
import { RESALE_SOLD_MAIL_KIND } from '../orders/index.js';
import { ticketNumber } from '../tickets/index.js';

export async function renderResaleSoldMail({ models }: RenderDeps, outbox: OutboxMessageInstance): Promise<RenderedMail> {
  const { refundId, resaleId } = outbox.payload;
  const listing =
    typeof refundId === 'number'
      ? await models.TicketResale.findOne({ where: { orderRefundId: refundId } })
      : typeof resaleId === 'number'
        ? await models.TicketResale.findByPk(resaleId)
        : null;
  if (!listing) throw new PermanentMailError('revente introuvable');
  if (listing.status !== 'sold') throw new PermanentMailError(`revente ${listing.id} au statut ${listing.status}`);
  const refund = listing.orderRefundId ? await models.OrderRefund.findByPk(listing.orderRefundId) : null;
  if (refund && refund.status !== 'succeeded') throw new PermanentMailError(`revente ${listing.id} : remboursement ${refund.id} au statut ${refund.status}`);
  const [order, ticketType] = await Promise.all([
    models.Order.findByPk(listing.sellerOrderId),
    models.TicketType.findByPk(listing.ticketTypeId, { attributes: ['id', 'name', 'description', 'includes', 'translations'] }),
  ]);
  if (!order || !ticketType) throw new PermanentMailError(`revente ${listing.id} : commande ou billet introuvable`);
  const locale = order.locale;
  const t = (key: ApiTextKey, params?: TextParams) => apiText(locale, key, params);
  const ticket = ticketTypeTexts(ticketType, locale).name;
  const refundedCents = refund?.amountCents ?? 0;

  const subject = t('resale.mail.subject');
  const greeting = greetingOf(order.firstName, locale);
  const intro = t('resale.mail.intro', { ticket, number: ticketNumber(listing.ticketId) });
  const money =
    refundedCents > 0
      ? [t('resale.mail.refunded', { amount: { cents: refundedCents }, order: order.number }), t('resale.mail.feeLine', { price: { cents: listing.priceCents }, fee: { cents: listing.feeCents } })]
      : listing.priceCents > listing.feeCents
        ? [t('resale.mail.alreadyRefunded', { order: order.number })]
        : [t('resale.mail.nothingRefunded', { price: { cents: listing.priceCents }, fee: { cents: listing.feeCents } })];
  const revoked = t('resale.mail.revoked');
  const thanks = t('resale.mail.thanks');

  const text = `${[greeting, '', intro, '', ...money, '', revoked, '', thanks, ...textSignature(locale)].join('\n')}\n`;
  const contentHtml = [greetingHtml(greeting), paragraphHtml(intro), paragraphHtml(money.join('\n')), paragraphHtml(revoked), paragraphHtml(thanks)].join('\n');
  const preheader = t('resale.mail.preheader', { ticket });
  return { subject, text, html: renderEmailLayout({ subject, preheader, contentHtml, locale }), attachments: [] };
}

export function resaleMailRenderers(deps: RenderDeps): Record<string, MailRenderer> {
  return { [RESALE_SOLD_MAIL_KIND]: (outbox) => renderResaleSoldMail(deps, outbox) };
}
