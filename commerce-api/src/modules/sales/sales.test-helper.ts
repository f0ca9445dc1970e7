import type { Database } from '../../db/index.js';

/** Empties orders, tickets, refunds, scans, e-mails and the audit log, and frees every seat (between sales tests). */
export async function clearSales(db: Database): Promise<void> {
  const { Scan, Ticket, OutboxMessage, OrderRefund, OrderItem, Order, AuditLog, TicketType } = db.models;
  await Scan.destroy({ where: {} });
  await Ticket.destroy({ where: {} });
  await OutboxMessage.destroy({ where: {} });
  await OrderRefund.destroy({ where: {} });
  await OrderItem.destroy({ where: {} });
  await Order.destroy({ where: {} });
  await AuditLog.destroy({ where: {} });
  await TicketType.update({ soldCount: 0, heldCount: 0 }, { where: {} });
}
