/**
 * Who manages a ticket from their dashboard: the buyer (the account their completed order is
 * linked to) — unless the ticket was handed over by an accepted transfer, after which it is the
 * account whose VERIFIED e-mail is the holder's (docs/accounts.md: nothing follows an unverified
 * address, anyone can register with someone else's). A ticket named for a friend at checkout
 * stays with the buyer who paid for it.
 */
import { Op, col, fn, where as sqlWhere, type Transaction, type WhereOptions } from 'sequelize';
import type { Models } from '../../db/models.js';
import type { TicketAttributes, TicketInstance } from './models.js';

/** The signed-in person, as far as holding tickets goes. */
export interface TicketKeeper {
  id: number;
  email: string;
  /** Null or absent: the e-mail is not verified, tickets transferred to it are not shown. */
  emailVerifiedAt?: Date | null;
}

/** Bound on what one dashboard loads (a buyer has a handful of orders). */
const MAX_ORDERS = 500;

export interface HeldTickets {
  tickets: TicketInstance[];
  orders: Map<string, InstanceType<Models['Order']>>;
}

/**
 * The tickets `keeper` manages (all statuses), with their completed orders; `ticketId` narrows to
 * one (absent from the answer when it is not theirs). Order: newest order first, then id.
 */
export async function heldTickets(
  models: Pick<Models, 'Order' | 'Ticket'>,
  keeper: TicketKeeper,
  options: {
    ticketId?: number;
    transaction?: Transaction;
    lock?: boolean;
  } = {},
): Promise<HeldTickets> {
  const { Order, Ticket } = models;
  const { transaction } = options;
  const email = keeper.email.trim().toLowerCase();
  const own = await Order.findAll({
    where: { userId: keeper.id, status: 'completed' },
    order: [
      ['paidAt', 'DESC'],
      ['createdAt', 'DESC'],
    ],
    limit: MAX_ORDERS,
    transaction,
  });
  const holderIsMe = sqlWhere(fn('lower', col('holder_email')), email);
  const byId: WhereOptions<TicketAttributes> = options.ticketId === undefined ? {} : { id: options.ticketId };
  const alternatives: WhereOptions<TicketAttributes>[] = [];
  if (own.length > 0) {
    alternatives.push({
      orderId: own.map((o) => o.id),
      [Op.or]: [{ transferredAt: null }, holderIsMe],
    } as WhereOptions<TicketAttributes>);
  }
  if (keeper.emailVerifiedAt && email) {
    alternatives.push({
      [Op.and]: [{ transferredAt: { [Op.ne]: null } }, holderIsMe],
    } as WhereOptions<TicketAttributes>);
  }
  if (alternatives.length === 0) return { tickets: [], orders: new Map() };
  const found = await Ticket.findAll({
    where: {
      [Op.and]: [byId, { [Op.or]: alternatives }],
    } as WhereOptions<TicketAttributes>,
    order: [['id', 'ASC']],
    transaction,
    ...(options.lock && transaction ? { lock: transaction.LOCK.UPDATE } : {}),
  });
  const orders = new Map(own.map((o) => [o.id, o]));
  const missing = [...new Set(found.map((t) => t.orderId).filter((id) => !orders.has(id)))];
  if (missing.length > 0) {
    for (const order of await Order.findAll({
      where: { id: missing, status: 'completed' },
      transaction,
    }))
      orders.set(order.id, order);
  }
  const rank = new Map([...orders.values()].sort((a, b) => (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0)).map((o, i) => [o.id, i]));
  const tickets = found.filter((t) => orders.has(t.orderId)).sort((a, b) => rank.get(a.orderId)! - rank.get(b.orderId)! || a.id - b.id);
  return { tickets, orders };
}

/**
 * A ticket's holder. Tickets issued before names per ticket carry only `holder_name`: the buyer's
 * name (their order's parts and e-mail), or a name typed whole, kept as the first name.
 */
export function holderOf(
  ticket: Pick<TicketAttributes, 'holderName' | 'holderFirstName' | 'holderLastName' | 'holderEmail'>,
  order: { firstName: string; lastName: string; email: string },
): { firstName: string; lastName: string; email: string } {
  const email = ticket.holderEmail ?? order.email;
  if (ticket.holderFirstName !== null || ticket.holderLastName !== null) {
    return {
      firstName: ticket.holderFirstName ?? '',
      lastName: ticket.holderLastName ?? '',
      email,
    };
  }
  const buyer = `${order.firstName.trim()} ${order.lastName.trim()}`.trim();
  return ticket.holderName === buyer
    ? {
        firstName: order.firstName.trim(),
        lastName: order.lastName.trim(),
        email,
      }
    : { firstName: ticket.holderName, lastName: '', email };
}
