/**
 * Renderer of the order confirmation, the e-mail that carries the tickets (gathered by the
 * composition root, src/services.ts). Built at send time from the database: the outbox row only
 * stores the order id, so the message always shows the order as it was fulfilled.
 */
import {
  ORDER_CONFIRMATION_KIND,
  PermanentMailError,
  renderOrderConfirmation,
  type MailRenderers,
  type OutboxMessageInstance,
  type RenderDeps,
  type RenderedMail,
} from '../mail/index.js';
import { apiText } from '../../i18n/index.js';
import { loadOrderTicketsDocument, orderTicketsFileName, renderOrderTicketsDocument } from './documents.js';

export async function renderOrderConfirmationMail({ models, config }: RenderDeps, message: OutboxMessageInstance): Promise<RenderedMail> {
  const orderId = message.payload.orderId;
  if (typeof orderId !== 'string') throw new PermanentMailError('payload sans orderId');
  const order = await models.Order.findByPk(orderId);
  if (!order) throw new PermanentMailError(`commande ${orderId} introuvable`);
  if (order.status !== 'completed') throw new PermanentMailError(`commande ${order.number} au statut ${order.status}, pas de billets à envoyer`);
  // The same pages as the dashboard's download (documents.ts).
  const document = await loadOrderTicketsDocument(models, order);
  const { items, itemNames } = document;
  const { locale } = order;
  const ticketRows = document.data.tickets;
  if (ticketRows.length === 0) throw new PermanentMailError(`commande ${order.number} sans billet valide`);
  const orderedAt = document.data.issuedAt;

  const attachmentName = orderTicketsFileName(order.number, locale);
  const email = renderOrderConfirmation({
    orderId: order.id,
    orderNumber: order.number,
    attachmentName,
    firstName: order.firstName,
    email: order.email,
    orderedAt,
    lines: items.map((item) => ({ name: itemNames.get(item.id) ?? item.name, quantity: item.quantity, unitPriceCents: item.unitPriceCents })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    promoCode: order.promoCode,
    totalCents: order.totalCents,
    // An invitation's order was not paid (0 €, modules/invitations): say so instead of « Carte de crédit ».
    paymentMethod: apiText(locale, order.source === 'invitation' ? 'notices.order.invitationPaymentMethod' : 'notices.order.paymentMethod'),
    tickets: ticketRows,
    publicSiteUrl: config.publicSiteUrl,
    locale,
  });
  const pdf = await renderOrderTicketsDocument(document);
  return {
    ...email,
    attachments: [{ filename: attachmentName, content: pdf, contentType: 'application/pdf', contentDisposition: 'attachment' }],
  };
}

export function ticketMailRenderers(deps: RenderDeps): MailRenderers {
  return { [ORDER_CONFIRMATION_KIND]: (message) => renderOrderConfirmationMail(deps, message) };
}
