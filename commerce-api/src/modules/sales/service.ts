/**
 * Sales reporting for the back-office dashboard (docs/back-office.md « Dashboard »), admins only:
 * the headline figures and the charts of `GET /api/admin/stats` (sales per Paris day, per ticket
 * type, door check-ins per hour). Reads only; knows nothing of Express.
 */
import type { AdminStats, CheckInsPerHour } from '@kizomba/api-contract/admin/stats';
import { QueryTypes } from 'sequelize';
import type { Database } from '../../db/index.js';
import { centsToEuros } from '../../lib/money.js';
import { parisDate } from '../../lib/paris-time.js';
import { createMessagesService } from '../messages/index.js';

/** Answers of the contract (`@kizomba/api-contract/admin/stats`): a renamed field fails to compile here and in the site. */
export type { AdminStats, CheckInsPerHour, PerTicketType, SalesPerDay } from '@kizomba/api-contract/admin/stats';

/**
 * Hook for the door check-ins chart, provided by the scanner module: reporting never reads the
 * scans table itself; without a source the chart is an empty list.
 */
export type CheckInsPerHourSource = (db: Database, now: Date) => Promise<CheckInsPerHour[]>;

export interface SalesDeps {
  db: Database;
  clock?: () => Date;
  checkInsPerHour?: CheckInsPerHourSource;
}

export function createSalesService(deps: SalesDeps) {
  const { db } = deps;
  const { User, Order, Ticket, TicketType } = db.models;
  const clock = deps.clock ?? (() => new Date());
  const messages = createMessagesService({ db, clock });

  return {
    /** `GET /api/admin/stats`: docs/spec.md §3 « Admin stats » plus the dashboard's charts. */
    async stats(): Promise<AdminStats> {
      const completed = { status: 'completed' as const };
      const [totalUsers, salesCents, refundedCents, ticketsSold, unreadMessages, paidOrders, ticketTypes, revenueRows, ticketRows, checkIns] = await Promise.all([
        User.count({ where: { disabledAt: null } }),
        Order.sum('totalCents', { where: completed }),
        // Refunds from the back-office (partial or full) leave the order completed: net them out.
        Order.sum('refundedCents', { where: completed }),
        Ticket.count({ where: { status: 'valid' }, include: [{ model: Order, as: 'order', where: completed, attributes: [], required: true }] }),
        messages.unreadCount(),
        Order.findAll({ where: completed, attributes: ['id', 'totalCents', 'paidAt', 'createdAt'] }),
        TicketType.findAll({ attributes: ['id', 'name', 'sortOrder'], order: [['sortOrder', 'ASC'], ['id', 'ASC']] }),
        db.sequelize.query<{ ticketTypeId: number; revenue: number | string | null }>(
          `SELECT oi.ticket_type_id AS ticketTypeId, SUM(oi.unit_price_cents * oi.quantity - oi.discount_cents) AS revenue
             FROM order_items oi JOIN orders o ON o.id = oi.order_id
            WHERE o.status = 'completed'
            GROUP BY oi.ticket_type_id`,
          { type: QueryTypes.SELECT },
        ),
        db.sequelize.query<{ ticketTypeId: number; sold: number | string }>(
          `SELECT t.ticket_type_id AS ticketTypeId, COUNT(*) AS sold
             FROM tickets t JOIN orders o ON o.id = t.order_id
            WHERE o.status = 'completed' AND t.status = 'valid'
            GROUP BY t.ticket_type_id`,
          { type: QueryTypes.SELECT },
        ),
        deps.checkInsPerHour ? deps.checkInsPerHour(db, clock()) : Promise.resolve([]),
      ]);

      const days = new Map<string, { orders: number; cents: number }>();
      for (const order of paidOrders) {
        const date = parisDate(order.paidAt ?? order.createdAt);
        const day = days.get(date) ?? { orders: 0, cents: 0 };
        day.orders += 1;
        day.cents += order.totalCents;
        days.set(date, day);
      }
      const revenueByType = new Map(revenueRows.map((r) => [Number(r.ticketTypeId), Number(r.revenue ?? 0)]));
      const soldByType = new Map(ticketRows.map((r) => [Number(r.ticketTypeId), Number(r.sold)]));

      return {
        totalUsers,
        totalSales: centsToEuros(Number(salesCents ?? 0) - Number(refundedCents ?? 0)),
        ticketsSold,
        unreadMessages,
        charts: {
          salesPerDay: [...days.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([date, d]) => ({ date, orders: d.orders, revenue: centsToEuros(d.cents) })),
          perTicketType: ticketTypes.map((t) => ({
            ticketTypeId: t.id,
            name: t.name,
            ticketsSold: soldByType.get(t.id) ?? 0,
            revenue: centsToEuros(revenueByType.get(t.id) ?? 0),
          })),
          checkInsPerHour: checkIns,
        },
      };
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
