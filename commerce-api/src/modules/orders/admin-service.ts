/**
 * The back-office's orders (docs/back-office.md « Sales, refunds… »), admins only: the list with
 * its filters and totals, its CSV export for French spreadsheets, one order's detail, and refunds
 * (orders/refunds.ts). Knows nothing of Express.
 */
import type { OrderTotals } from '@kizomba/api-contract/admin/orders';
import { Op, literal, type WhereOptions } from 'sequelize';
import type { Database } from '../../db/index.js';
import { CSV_BOM, csvRow, decimalFr } from '../../lib/csv.js';
import type { Logger } from '../../lib/logger.js';
import { centsToEuros } from '../../lib/money.js';
import { pageWindow, type Page, type PageArgs } from '../../lib/pagination.js';
import { parisDate, parisDateTimeFr, parisDayStart, parisNextDayStart } from '../../lib/paris-time.js';
import { containsWord, searchWords } from '../../lib/text-search.js';
import { createOrderViews, type AdminOrderSummary } from './admin-views.js';
import { refundedCents } from './lifecycle.js';
import type { OrderAttributes, OrderSource, OrderStatus } from './models.js';
import { createRefundService, type RefundDeps } from './refunds.js';

/** Rows fetched per query while writing the CSV. */
const EXPORT_BATCH = 500;
/** An export never holds more rows than this (far above a festival's orders). */
const EXPORT_MAX_ROWS = 100_000;

const STATUS_FR: Record<OrderStatus, string> = { pending: 'En attente', processing: 'En cours', completed: 'Payée', failed: 'Échouée' };
const SOURCE_FR: Record<OrderSource, string> = { purchase: 'Achat', invitation: 'Invitation' };

export interface OrderFilters {
  status?: OrderStatus;
  /** Paris days (YYYY-MM-DD), inclusive, on `createdAt`. */
  from?: string;
  to?: string;
  ticketTypeId?: number;
  q?: string;
  /** Only orders with a refused payment (« À vérifier »). */
  needsReview?: boolean;
}

/** Answers of the contract (`@kizomba/api-contract/admin/orders`): a renamed field fails to compile here and in the site. */
export type { OrderTotals } from '@kizomba/api-contract/admin/orders';

export type OrdersAdminDeps = RefundDeps;

export function createOrdersAdminService(deps: OrdersAdminDeps) {
  const { db } = deps;
  const { Order, Ticket } = db.models;
  const clock = deps.clock ?? (() => new Date());
  const views = createOrderViews(db);
  const refunds = createRefundService(deps);

  /** Filters on orders; `alias` is how the query names the orders table (`Order`, or `order` in an include). */
  function orderWhere(filters: OrderFilters, alias: string): WhereOptions<OrderAttributes> {
    const and: WhereOptions<OrderAttributes>[] = [];
    if (filters.status) and.push({ status: filters.status });
    if (filters.from) and.push({ createdAt: { [Op.gte]: parisDayStart(filters.from) } });
    if (filters.to) {
      and.push({ createdAt: { [Op.lt]: parisNextDayStart(filters.to) } });
    }
    if (filters.ticketTypeId !== undefined) {
      const id = Number(filters.ticketTypeId);
      if (!Number.isSafeInteger(id)) throw new RangeError('ticketTypeId');
      and.push({ id: { [Op.in]: literal(`(SELECT oi.order_id FROM order_items oi WHERE oi.ticket_type_id = ${id})`) } });
    }
    if (filters.needsReview) and.push({ id: { [Op.in]: literal('(SELECT pr.order_id FROM payment_reviews pr WHERE pr.order_id IS NOT NULL)') } });
    for (const word of searchWords(filters.q)) {
      and.push({ [Op.or]: ['number', 'email', 'first_name', 'last_name'].map((c) => containsWord(`${alias}.${c}`, word)) } as WhereOptions<OrderAttributes>);
    }
    return { [Op.and]: and };
  }

  async function totalsOf(filters: OrderFilters): Promise<OrderTotals> {
    const completed = { [Op.and]: [orderWhere(filters, 'Order'), { status: 'completed' }] } as WhereOptions<OrderAttributes>;
    const [orders, paid, refunded, tickets] = await Promise.all([
      Order.count({ where: orderWhere(filters, 'Order') }),
      Order.sum('totalCents', { where: completed }),
      Order.sum('refundedCents', { where: completed }),
      Ticket.count({
        where: { status: 'valid' },
        include: [
          {
            model: Order,
            as: 'order',
            attributes: [],
            required: true,
            where: { [Op.and]: [orderWhere(filters, 'order'), { status: 'completed' }] } as WhereOptions<OrderAttributes>,
          },
        ],
      }),
    ]);
    const paidCents = Number(paid ?? 0);
    const refundedTotal = Number(refunded ?? 0);
    return { orders, revenue: centsToEuros(paidCents - refundedTotal), refunded: centsToEuros(refundedTotal), tickets };
  }

  return {
    /** `GET /api/admin/orders`: newest first, with the totals of the whole filter. */
    async listOrders(filters: OrderFilters & PageArgs): Promise<Page<AdminOrderSummary> & { totals: OrderTotals }> {
      const [{ rows, count }, totals] = await Promise.all([
        Order.findAndCountAll({
          where: orderWhere(filters, 'Order'),
          order: [['createdAt', 'DESC'], ['id', 'DESC']],
          ...pageWindow(filters),
        }),
        totalsOf(filters),
      ]);
      return { data: await views.summariesOf(rows), page: filters.page, pageSize: filters.pageSize, total: count, totals };
    },

    /** `GET /api/admin/orders/export.csv`: every order of the filter, as French spreadsheets read it. */
    async exportOrdersCsv(filters: OrderFilters): Promise<{ fileName: string; csv: string }> {
      const parts: string[] = [
        CSV_BOM,
        csvRow(['Numéro', 'Créée le', 'Payée le', 'Statut', 'Origine', 'E-mail', 'Prénom', 'Nom', 'Billets', 'Nombre de billets valides', 'Code promo', 'Total (€)', 'Remboursé (€)']),
      ];
      for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += EXPORT_BATCH) {
        const rows = await Order.findAll({ where: orderWhere(filters, 'Order'), order: [['createdAt', 'DESC'], ['id', 'DESC']], limit: EXPORT_BATCH, offset });
        for (const s of await views.summariesOf(rows)) {
          const order = rows.find((o) => o.id === s.id)!;
          parts.push(
            csvRow([
              s.number,
              parisDateTimeFr(order.createdAt),
              parisDateTimeFr(order.paidAt),
              STATUS_FR[order.status],
              SOURCE_FR[s.source],
              s.email,
              s.firstName,
              s.lastName,
              s.items.map((i) => `${i.quantity} × ${i.name}`).join(', '),
              s.ticketsCount,
              s.promoCode,
              decimalFr(order.totalCents),
              decimalFr(refundedCents(order)),
            ]),
          );
        }
        if (rows.length < EXPORT_BATCH) break;
      }
      return { fileName: `ventes-${parisDate(clock())}.csv`, csv: parts.join('') };
    },


    orderDetail: (orderId: string) => views.orderDetail(orderId),

    refund: refunds.refund,
  };
}

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
