/**
 * Order status (`GET /api/stripe/payment-status/{id}`): the order as its status page shows it.
 * While Stripe has not settled it (`pending`/`processing`), the Checkout Session is re-fetched and
 * settled by the payments state machine first (at most once per STRIPE_STATUS_REFETCH_SECONDS),
 * so a lost webhook still ends in one fulfilment. Only sessions this API recorded are looked up:
 * an id it never created never reaches Stripe.
 */
import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';
import Stripe from 'stripe';
import { ticketTypeNamesIn } from '../catalogue/index.js';
import { toOrderView, type OrderInstance, type OrderView } from '../orders/index.js';
import { createPaymentsService, orderNotFound, SESSION_ID_PATTERN, type PaymentsDeps, type PaymentsService } from '../payments/index.js';

const ORDER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createOrderStatusService(deps: PaymentsDeps & { payments?: PaymentsService }) {
  const { db, logger } = deps;
  const { Order, OrderItem, OrderRefund, Ticket, CheckoutSession } = db.models;
  const payments = deps.payments ?? createPaymentsService(deps);

  /** The order named by its id or by one of its Checkout Session ids, or null. */
  async function findOrder(id: string): Promise<OrderInstance | null> {
    if (ORDER_ID_PATTERN.test(id)) return Order.findByPk(id.toLowerCase());
    if (!SESSION_ID_PATTERN.test(id)) return null;
    const recorded = await CheckoutSession.findOne({ where: { stripeSessionId: id } });
    return recorded ? Order.findByPk(recorded.orderId) : null;
  }

  return {
    async paymentStatus(id: string, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<OrderView> {
      let order = await findOrder(id.trim());
      if (!order) throw orderNotFound();
      // At most twice: a settlement of this order already running here (its webhook, usually) is
      // awaited first, and the session re-fetched only if the order is still not settled after it.
      for (let round = 0; round < 2 && (order.status === 'pending' || order.status === 'processing') && order.stripeSessionId; round += 1) {
        try {
          const outcome = await payments.refreshFromStripe(order.id, order.stripeSessionId, now);
          if (outcome !== 'unchanged') order = (await Order.findByPk(order.id)) ?? order;
          if (outcome !== null) break;
        } catch (err) {
          if (!(err instanceof Stripe.errors.StripeError)) throw err;
          // Stripe unreachable: the page shows the state we know and polls again.
          logger.warn({ err, orderId: order.id }, 'statut de commande : session Stripe non relue');
          break;
        }
      }
      const [items, tickets, refunds] = await Promise.all([
        OrderItem.findAll({ where: { orderId: order.id } }),
        order.status === 'completed' ? Ticket.findAll({ where: { orderId: order.id } }) : Promise.resolve([]),
        order.refundedCents > 0 ? OrderRefund.findAll({ where: { orderId: order.id, status: 'succeeded' } }) : Promise.resolve([]),
      ]);
      // The lines keep the French name they were bought under; the page names them in its language.
      const namesIn = await ticketTypeNamesIn(db.models, items.map((item) => item.ticketTypeId), locale);
      return toOrderView(
        order,
        items,
        tickets,
        refunds.map((refund) => ({ amountCents: refund.amountCents, settledAt: refund.updatedAt })),
        locale,
        namesIn,
      );
    },
  };
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
