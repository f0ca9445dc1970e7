/**
 * Renderers: outbox `kind` + `payload` → the e-mail, built at send time from the database (the
 * outbox row only stores ids, so a message always shows the order as it was fulfilled).
 */
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { AppConfig } from '../../config/index.js';
import type { Models } from '../../db/models.js';
import { authMailRenderers } from '../auth/mail.js';
import { invitationMailRenderers } from '../invitations/mail.js';
import { messageMailRenderers } from '../messages/mail.js';
import { newsletterMailRenderers } from '../newsletter/mail.js';
import { loadOrderTicketsDocument, renderOrderTicketsDocument, ticketNumber } from '../tickets/index.js';
import type { OutboxMessageInstance } from './models.js';
import { ORDER_CONFIRMATION_KIND } from './outbox.js';
import { renderOrderConfirmation, ticketsAttachmentName, type RenderedEmail } from './templates/order-confirmation.js';

/** A message that can never be sent (unknown kind, order gone…): failed at once, no retry. */
export class PermanentMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentMailError';
  }
}

export interface RenderedMail extends RenderedEmail {
  attachments: Mail.Attachment[];
  /** Extra headers, e.g. List-Unsubscribe on newsletters. */
  headers?: Record<string, string>;
}

export type MailRenderer = (message: OutboxMessageInstance) => Promise<RenderedMail>;

export interface RenderDeps {
  models: Models;
  config: Pick<AppConfig, 'publicSiteUrl' | 'jwtSecret'>;
}

/** What the site shows as the payment method (spec: 'Carte de crédit'). */
const PAYMENT_METHOD = 'Carte de crédit';
/** What an invitation's order shows instead. */
const INVITATION_PAYMENT_METHOD = 'Invitation (offerte)';

/** The printed ticket number (kept here for existing importers; lives with the tickets). */
export { ticketNumber };

export async function renderOrderConfirmationMail({ models, config }: RenderDeps, message: OutboxMessageInstance): Promise<RenderedMail> {
  const orderId = message.payload.orderId;
  if (typeof orderId !== 'string') throw new PermanentMailError('payload sans orderId');
  const order = await models.Order.findByPk(orderId);
  if (!order) throw new PermanentMailError(`commande ${orderId} introuvable`);
  if (order.status !== 'completed') throw new PermanentMailError(`commande ${order.number} au statut ${order.status}, pas de billets à envoyer`);
  // The same pages as the dashboard's download (tickets/documents.ts).
  const document = await loadOrderTicketsDocument(models, order);
  const { items } = document;
  const ticketRows = document.data.tickets;
  if (ticketRows.length === 0) throw new PermanentMailError(`commande ${order.number} sans billet valide`);
  const orderedAt = document.data.issuedAt;

  const email = renderOrderConfirmation({
    orderId: order.id,
    orderNumber: order.number,
    firstName: order.firstName,
    email: order.email,
    orderedAt,
    lines: items.map((item) => ({ name: item.name, quantity: item.quantity, unitPriceCents: item.unitPriceCents })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    promoCode: order.promoCode,
    totalCents: order.totalCents,
    // An invitation's order was not paid (0 €, modules/invitations): say so instead of « Carte de crédit ».
    paymentMethod: order.source === 'invitation' ? INVITATION_PAYMENT_METHOD : PAYMENT_METHOD,
    tickets: ticketRows,
    publicSiteUrl: config.publicSiteUrl,
  });
  const pdf = await renderOrderTicketsDocument(document);
  return {
    ...email,
    attachments: [{ filename: ticketsAttachmentName(order.number), content: pdf, contentType: 'application/pdf', contentDisposition: 'attachment' }],
  };
}

export function createMailRenderers(deps: RenderDeps): Record<string, MailRenderer> {
  return {
    [ORDER_CONFIRMATION_KIND]: (message) => renderOrderConfirmationMail(deps, message),
    ...authMailRenderers(deps),
    ...messageMailRenderers(deps),
    ...newsletterMailRenderers(deps),
    ...invitationMailRenderers(deps),
  };
}
