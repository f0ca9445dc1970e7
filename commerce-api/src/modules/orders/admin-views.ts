/**
 * The back-office's views of orders (docs/back-office.md « Sales, refunds… »): the list's
 * summaries and one order's detail with its lines, tickets, refunds and refused payments.
 * Shared by the orders list and by refunds, which answer the order as it now is.
 */
import type { AdminOrderDetail, AdminOrderSummary, AdminTicketResale } from '@kizomba/api-contract/admin/orders';
import type { Transaction } from 'sequelize';
import type { Database } from '../../db/index.js';
import type { Models } from '../../db/models.js';
import { notFound } from '../../lib/errors.js';
import { centsToEuros } from '../../lib/money.js';
import { ticketNumber } from '../tickets/index.js';
import { refundedCents } from './lifecycle.js';
import type { OrderInstance } from './models.js';

export const ORDER_NOT_FOUND_MESSAGE = 'Commande introuvable.';
export const orderNotFound = () => notFound(ORDER_NOT_FOUND_MESSAGE, 'ORDER_NOT_FOUND');

/** Order ids are UUIDs: anything else answers 404 like an unknown one, without a query. */
export const ORDER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (d: Date | null) => (d ? d.toISOString() : null);


/** Answers of the contract (`@kizomba/api-contract/admin/orders`): a renamed field fails to compile here and in the site. */
export type { AdminOrderDetail, AdminOrderSummary, AdminPaymentReview } from '@kizomba/api-contract/admin/orders';

export function createOrderViews(db: Database) {
  const { Order, OrderItem, OrderRefund, Ticket, User, PaymentReview, TicketResale } = db.models;

  /** Each ticket's latest resale listing, with its buyer's order number and the seller's refund. */
  async function resalesOf(ticketIds: number[], transaction?: Transaction): Promise<Map<number, AdminTicketResale>> {
    const listings = ticketIds.length === 0 ? [] : await TicketResale.findAll({ where: { ticketId: ticketIds }, order: [['id', 'ASC']], transaction });
    const buyerIds = [...new Set(listings.flatMap((l) => (l.buyerOrderId ? [l.buyerOrderId] : [])))];
    const refundIds = listings.flatMap((l) => (l.orderRefundId ? [l.orderRefundId] : []));
    const [buyers, refunds] = await Promise.all([
      buyerIds.length === 0 ? [] : Order.findAll({ attributes: ['id', 'number'], where: { id: buyerIds }, transaction }),
      refundIds.length === 0 ? [] : OrderRefund.findAll({ where: { id: refundIds }, transaction }),
    ]);
    const views = new Map<number, AdminTicketResale>();
    for (const l of listings) {
      const refund = refunds.find((r) => r.id === l.orderRefundId) ?? null;
      views.set(l.ticketId, {
        id: l.id,
        status: l.status,
        price: centsToEuros(l.priceCents),
        fee: centsToEuros(l.feeCents),
        netRefund: centsToEuros(l.priceCents - l.feeCents),
        listedAt: l.createdAt.toISOString(),
        decidedAt: iso(l.decidedAt),
        buyerOrderId: l.buyerOrderId,
        buyerOrderNumber: buyers.find((o) => o.id === l.buyerOrderId)?.number ?? null,
        refundStatus: refund?.status ?? null,
        refundAmount: refund ? centsToEuros(refund.amountCents) : null,
      });
    }
    return views;
  }

  async function summariesOf(orders: OrderInstance[]): Promise<AdminOrderSummary[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((o) => o.id);
    const [items, tickets, reviews] = await Promise.all([
      OrderItem.findAll({ where: { orderId: ids }, attributes: ['id', 'orderId', 'name', 'quantity'], order: [['id', 'ASC']] }),
      Ticket.findAll({ where: { orderId: ids, status: 'valid' }, attributes: ['id', 'orderId'] }),
      PaymentReview.findAll({ where: { orderId: ids }, attributes: ['orderId'] }),
    ]);
    const reviewed = new Set(reviews.map((r) => r.orderId));
    return orders.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      paidAt: iso(o.paidAt),
      email: o.email,
      firstName: o.firstName,
      lastName: o.lastName,
      total: centsToEuros(o.totalCents),
      refundedAmount: centsToEuros(refundedCents(o)),
      ticketsCount: tickets.filter((t) => t.orderId === o.id).length,
      items: items.filter((i) => i.orderId === o.id).map((i) => ({ name: i.name, quantity: i.quantity })),
      promoCode: o.promoCode,
      source: o.source,
      needsReview: reviewed.has(o.id),
    }));
  }

  async function orderDetail(orderId: string, transaction?: Transaction): Promise<AdminOrderDetail> {
    const order = ORDER_ID_PATTERN.test(orderId) ? await Order.findByPk(orderId.toLowerCase(), { transaction }) : null;
    if (!order) throw orderNotFound();
    const [items, tickets, refunds, reviews] = await Promise.all([
      OrderItem.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']], transaction }),
      Ticket.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']], transaction }),
      OrderRefund.findAll({
        where: { orderId: order.id, status: 'succeeded' },
        include: [{ model: User, as: 'creator', attributes: ['id', 'email', 'firstName', 'lastName'], required: false }],
        order: [['id', 'ASC']],
        transaction,
      }),
      PaymentReview.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']], transaction }),
    ]);
    const itemNames = new Map(items.map((i) => [i.id, i.name]));
    const resales = await resalesOf(tickets.map((t) => t.id), transaction);
    return {
      id: order.id,
      number: order.number,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      paidAt: iso(order.paidAt),
      email: order.email,
      firstName: order.firstName,
      lastName: order.lastName,
      total: centsToEuros(order.totalCents),
      refundedAmount: centsToEuros(refundedCents(order)),
      ticketsCount: tickets.filter((t) => t.status === 'valid').length,
      promoCode: order.promoCode,
      source: order.source,
      needsReview: reviews.length > 0,
      phone: order.phone,
      billingAddress: order.billingAddress,
      subtotal: centsToEuros(order.subtotalCents),
      discount: centsToEuros(order.discountCents),
      items: items.map((i) => ({
        ticketTypeId: i.ticketTypeId,
        name: i.name,
        quantity: i.quantity,
        unitPrice: centsToEuros(i.unitPriceCents),
        subtotal: centsToEuros(i.unitPriceCents * i.quantity),
      })),
      tickets: tickets.map((t) => ({
        id: t.id,
        number: ticketNumber(t.id),
        holderName: t.holderName,
        ticketTypeName: itemNames.get(t.orderItemId) ?? '',
        status: t.status,
        checkedInAt: iso(t.checkedInAt),
        resale: resales.get(t.id) ?? null,
      })),
      refunds: refunds.map((r) => {
        const creator = (r as typeof r & { creator?: { email: string; firstName: string; lastName: string } | null }).creator ?? null;
        return {
          id: r.id,
          kind: r.kind,
          amount: centsToEuros(r.amountCents),
          reason: r.reason,
          createdAt: r.createdAt.toISOString(),
          createdBy: creator ? `${creator.firstName} ${creator.lastName}`.trim() || creator.email : null,
          ticketIds: r.ticketIds ?? [],
        };
      }),
      paymentReviews: reviews.map((r) => ({
        reason: r.reason,
        stripeSessionId: r.stripeSessionId,
        amount: r.amountCents === null ? null : centsToEuros(r.amountCents),
        currency: r.currency?.toUpperCase() ?? null,
        paymentStatus: r.paymentStatus,
        refundedAmount: centsToEuros(r.refundedCents),
        stripeRefundId: r.stripeRefundId,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  return { summariesOf, orderDetail };
}

export type OrderViews = ReturnType<typeof createOrderViews>;
