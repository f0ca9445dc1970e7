/**
 * The tickets PDF of an order, from the database: shared by the order-confirmation e-mail
 * (mail/render.ts) and the dashboard downloads (account module), so both print the same pages.
 */
import type { Models } from '../../db/models.js';
import type { TicketInstance } from './models.js';
import { renderTicketsPdf, type TicketPdfEntry, type TicketsPdfData } from './pdf.js';

// Orders' rows as the models registry types them (tickets are issued for orders; orders list tickets).
type OrderAttributes = InstanceType<Models['Order']>;
type OrderItemInstance = InstanceType<Models['OrderItem']>;

/** The printed ticket number: the ticket id, zero-padded so it reads as a reference. */
export const ticketNumber = (id: number) => String(id).padStart(6, '0');

/** `billets-KL-XXXXXXXX.pdf`: the e-mail attachment and the order download. */
export const orderTicketsFileName = (orderNumber: string) => `billets-${orderNumber}.pdf`;
/** `billet-KL-XXXXXXXX-000042.pdf`: one ticket's download. */
export const ticketFileName = (orderNumber: string, ticketId: number) => `billet-${orderNumber}-${ticketNumber(ticketId)}.pdf`;

export interface OrderTicketsDocument {
  items: OrderItemInstance[];
  tickets: TicketInstance[];
  /** What renderTicketsPdf prints: valid tickets only, in id order. */
  data: TicketsPdfData;
}

/** The order's lines and valid tickets (or only `ticketId` among them), ready to print. */
export async function loadOrderTicketsDocument(
  models: Pick<Models, 'OrderItem' | 'Ticket'>,
  order: Pick<OrderAttributes, 'id' | 'number' | 'paidAt' | 'createdAt'>,
  options: { ticketId?: number } = {},
): Promise<OrderTicketsDocument> {
  const [items, tickets] = await Promise.all([
    models.OrderItem.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']] }),
    models.Ticket.findAll({
      where: options.ticketId === undefined ? { orderId: order.id, status: 'valid' } : { orderId: order.id, status: 'valid', id: options.ticketId },
      order: [['id', 'ASC']],
    }),
  ]);
  const itemNames = new Map(items.map((item) => [item.id, item.name]));
  const entries: TicketPdfEntry[] = tickets.map((t) => ({
    number: ticketNumber(t.id),
    code: t.code,
    holderName: t.holderName,
    ticketTypeName: itemNames.get(t.orderItemId) ?? '',
  }));
  return { items, tickets, data: { orderNumber: order.number, issuedAt: order.paidAt ?? order.createdAt, tickets: entries } };
}

/** The PDF of a loaded document; throws when it has no valid ticket (callers check first). */
export function renderOrderTicketsDocument(document: OrderTicketsDocument): Promise<Buffer> {
  return renderTicketsPdf(document.data);
}
