/**
 * The tickets PDF of an order, from the database: shared by the order-confirmation e-mail
 * (mail/render.ts) and the dashboard downloads (account module), so both print the same pages.
 */
import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';
import type { Models } from '../../db/models.js';
import { apiText } from '../../i18n/index.js';
import { ticketTypeNamesIn } from '../catalogue/index.js';
import type { TicketInstance } from './models.js';
import { renderTicketsPdf, type TicketPdfEntry, type TicketsPdfData } from './pdf.js';

// Orders' rows as the models registry types them (tickets are issued for orders; orders list tickets).
type OrderAttributes = InstanceType<Models['Order']>;
type OrderItemInstance = InstanceType<Models['OrderItem']>;

/** The printed ticket number: the ticket id, zero-padded so it reads as a reference. */
export const ticketNumber = (id: number) => String(id).padStart(6, '0');

/** `billets-KL-XXXXXXXX.pdf` (`tickets-KL-…` in English…): the e-mail attachment and the order download. */
export const orderTicketsFileName = (orderNumber: string, locale: Locale = DEFAULT_LOCALE) =>
  `${apiText(locale, 'tickets.pdf.fileName', { number: orderNumber })}.pdf`;
/** `billet-KL-XXXXXXXX-000042.pdf`: one ticket's download. */
export const ticketFileName = (orderNumber: string, ticketId: number) => `billet-${orderNumber}-${ticketNumber(ticketId)}.pdf`;

export interface OrderTicketsDocument {
  items: OrderItemInstance[];
  /** Each line's ticket type name in the order's language, by line id. */
  itemNames: Map<number, string>;
  tickets: TicketInstance[];
  /** What renderTicketsPdf prints: valid tickets only, in id order. */
  data: TicketsPdfData;
}

/**
 * The order's lines and the valid tickets its buyer still holds (not handed over by a transfer,
 * nor in one), ready to print in the order's language (the tickets' type names too). With
 * `ticketId`: that one ticket whoever holds it (its holder's download or e-mail), in `locale`
 * when given.
 */
export async function loadOrderTicketsDocument(
  models: Pick<Models, 'OrderItem' | 'Ticket' | 'TicketType' | 'TicketTransfer'>,
  order: Pick<OrderAttributes, 'id' | 'number' | 'paidAt' | 'createdAt' | 'locale' | 'email'>,
  options: { ticketId?: number; locale?: Locale } = {},
): Promise<OrderTicketsDocument> {
  const locale = options.locale ?? order.locale;
  const [items, found] = await Promise.all([
    models.OrderItem.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']] }),
    models.Ticket.findAll({
      where: options.ticketId === undefined ? { orderId: order.id, status: 'valid' } : { orderId: order.id, status: 'valid', id: options.ticketId },
      order: [['id', 'ASC']],
    }),
  ]);
  let tickets = found;
  if (options.ticketId === undefined && found.length > 0) {
    const pending = await models.TicketTransfer.findAll({ where: { ticketId: found.map((t) => t.id), status: 'pending' }, attributes: ['ticketId'] });
    const inTransfer = new Set(pending.map((p) => p.ticketId));
    const buyer = order.email.trim().toLowerCase();
    tickets = found.filter((t) => !inTransfer.has(t.id) && (t.transferredAt === null || (t.holderEmail ?? '').trim().toLowerCase() === buyer));
  }
  const localized = await ticketTypeNamesIn(models, items.map((item) => item.ticketTypeId), locale);
  const itemNames = new Map(items.map((item) => [item.id, localized.get(item.ticketTypeId) ?? item.name]));
  const entries: TicketPdfEntry[] = tickets.map((t) => ({
    number: ticketNumber(t.id),
    code: t.code,
    holderName: t.holderName,
    ticketTypeName: itemNames.get(t.orderItemId) ?? '',
    role: t.role === 'leader' || t.role === 'follower' ? t.role : null,
  }));
  return { items, itemNames, tickets, data: { orderNumber: order.number, issuedAt: order.paidAt ?? order.createdAt, tickets: entries, locale } };
}

/** The PDF of a loaded document; throws when it has no valid ticket (callers check first). */
export function renderOrderTicketsDocument(document: OrderTicketsDocument): Promise<Buffer> {
  return renderTicketsPdf(document.data);
}
