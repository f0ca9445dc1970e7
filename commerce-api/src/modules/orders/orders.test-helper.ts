import type Stripe from 'stripe';
import type { Database } from '../../db/index.js';
import type { InProcessEmulator } from '../../test/stripe-emulator.js';
import { createPaidOrder } from '../mail/mail.test-helper.js';

/** Empties orders, tickets, refunds, refused payments, scans, e-mails and the audit log, and frees every seat (between sales tests). */
export async function clearSales(db: Database): Promise<void> {
  const { Scan, Ticket, OutboxMessage, OrderRefund, OrderItem, Order, AuditLog, TicketType, PaymentReview } = db.models;
  await Scan.destroy({ where: {} });
  await Ticket.destroy({ where: {} });
  await OutboxMessage.destroy({ where: {} });
  await OrderRefund.destroy({ where: {} });
  await PaymentReview.destroy({ where: {} });
  await OrderItem.destroy({ where: {} });
  await Order.destroy({ where: {} });
  await AuditLog.destroy({ where: {} });
  await TicketType.update({ soldCount: 0, heldCount: 0 }, { where: {} });
}

/**
 * A completed order (2 Full Pass, 233 € by default) actually paid on the emulator (so Stripe can
 * refund it), its seats counted as sold; `pay: false` leaves it without a Stripe payment.
 */
export async function paidOrderOnEmulator(
  db: Database,
  stripe: Stripe,
  emulator: InProcessEmulator,
  ticketTypeId: number,
  options: Parameters<typeof createPaidOrder>[1] & { pay?: boolean } = {},
) {
  const fixture = await createPaidOrder(db, options);
  await db.models.TicketType.increment({ soldCount: fixture.tickets.length }, { where: { id: ticketTypeId } });
  if (options.pay === false) return fixture;
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ price_data: { currency: 'eur', unit_amount: fixture.order.totalCents, product_data: { name: 'Billets' } }, quantity: 1 }],
    client_reference_id: fixture.order.id,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    success_url: 'http://localhost:4321/ok',
    cancel_url: 'http://localhost:4321/ko',
  });
  await emulator.pay(session.id);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  await fixture.order.update({ stripeSessionId: session.id, stripePaymentIntentId: paid.payment_intent as string });
  return fixture;
}
