/**
 * The buyer's dashboard (docs/accounts.md « Account (dashboard) »): overview, orders, tickets and
 * their PDFs, data export (RGPD art. 15/20) and account deletion (art. 17).
 *
 * Every read is scoped to `orders.user_id = me`; another user's ticket or order answers exactly
 * like an unknown id (404, never 403), so ids cannot be probed.
 */
import type { AccountOverview, OrderSummary, TicketView } from '@kizomba/api-contract/account';
import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';
import type { Model, ModelStatic, Transaction } from 'sequelize';
import type { Database } from '../../db/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import { centsToEuros } from '../../lib/money.js';
import { verifyPassword } from '../../lib/password.js';
import { createLoginThrottle, type UserInstance } from '../auth/index.js';
import { refundedCents, type OrderInstance, type OrderItemInstance } from '../orders/index.js';
import { getFestivalSettings, transfersClosed } from '../festival-settings/index.js';
import { resaleViewsOf } from '../resale/index.js';
import {
  heldTickets,
  holderOf,
  loadOrderTicketsDocument,
  orderTicketsFileName,
  renderOrderTicketsDocument,
  ticketFileName,
  ticketNumber,
  type TicketInstance,
} from '../tickets/index.js';
import { FESTIVAL, ticketTypeNamesIn } from '../catalogue/index.js';

export const TICKET_NOT_FOUND_MESSAGE = 'Billet introuvable.';
export const ORDER_NOT_FOUND_MESSAGE = 'Commande introuvable.';
export const DELETE_CONFIRMATION = 'SUPPRIMER';
export const STAFF_DELETION_REFUSED_MESSAGE =
  "Les comptes de l'équipe (administration, contrôle des billets) ne peuvent pas être supprimés depuis le tableau de bord.";

const ticketNotFound = () => notFound(TICKET_NOT_FOUND_MESSAGE, 'TICKET_NOT_FOUND');
const orderNotFound = () => notFound(ORDER_NOT_FOUND_MESSAGE, 'ORDER_NOT_FOUND');

/** How many orders the overview lists. */
export const RECENT_ORDERS = 5;
/** Bound on what one dashboard page loads (a buyer has a handful of orders). */
const MAX_ORDERS = 500;

/** Answers of the contract (`@kizomba/api-contract/account`): a renamed field fails to compile here and in the site. */
export type { AccountOverview, OrderSummary, TicketView } from '@kizomba/api-contract/account';

export interface PdfDownload {
  fileName: string;
  pdf: Buffer;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * `namesIn`: ticket type names in the dashboard's language by ticket type id
 * (`ticketTypeNamesIn`); a line without one is named as recorded at purchase (French).
 */
export function toOrderSummary(
  order: OrderInstance,
  items: readonly OrderItemInstance[],
  validTickets: number,
  namesIn: ReadonlyMap<number, string> = new Map(),
): OrderSummary {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    total: centsToEuros(order.totalCents),
    subtotal: centsToEuros(order.subtotalCents),
    discount: centsToEuros(order.discountCents),
    promoCode: order.promoCode,
    items: [...items]
      .sort((a, b) => a.id - b.id)
      .map((item) => ({
        name: namesIn.get(item.ticketTypeId) ?? item.name,
        quantity: item.quantity,
        unitPrice: centsToEuros(item.unitPriceCents),
        subtotal: centsToEuros(item.unitPriceCents * item.quantity),
      })),
    ticketsCount: validTickets,
    refundedAmount: centsToEuros(refundedCents(order)),
  };
}

export interface AccountDeps {
  db: Database;
  clock?: () => Date;
}

/** The signed-in person; tickets transferred to their e-mail show only once it is verified. */
type AccountUser = Pick<UserInstance, 'id' | 'email' | 'role'> & Partial<Pick<UserInstance, 'emailVerifiedAt'>>;

export function createAccountService(deps: AccountDeps) {
  const { db } = deps;
  const { Order, OrderItem, Ticket, TicketType, TicketTransfer, Message, NewsletterSubscriber, User } = db.models;
  const clock = deps.clock ?? (() => new Date());

  async function ordersOf(userId: number, limit = MAX_ORDERS): Promise<OrderInstance[]> {
    return Order.findAll({ where: { userId }, order: [['createdAt', 'DESC'], ['id', 'DESC']], limit });
  }

  async function summaries(orders: OrderInstance[], locale: Locale): Promise<OrderSummary[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((o) => o.id);
    const [items, tickets] = await Promise.all([
      OrderItem.findAll({ where: { orderId: ids } }),
      Ticket.findAll({ where: { orderId: ids, status: 'valid' }, attributes: ['id', 'orderId'] }),
    ]);
    const namesIn = await ticketTypeNamesIn(db.models, items.map((i) => i.ticketTypeId), locale);
    return orders.map((order) =>
      toOrderSummary(
        order,
        items.filter((i) => i.orderId === order.id),
        tickets.filter((t) => t.orderId === order.id).length,
        namesIn,
      ),
    );
  }

  /**
   * Tickets the user holds (tickets.heldTickets: their completed orders' tickets, less those they
   * transferred away, plus those transferred to their verified e-mail), all statuses, newest order
   * first, their ticket type named in `locale` (the data export keeps the French name recorded at
   * purchase), with what can be done with each now (name change, transfer, resale).
   */
  async function ticketViews(user: AccountUser, locale: Locale, ticketId?: number): Promise<TicketView[]> {
    const { tickets, orders } = await heldTickets(db.models, user, { ticketId });
    if (tickets.length === 0) return [];
    const ids = tickets.map((t) => t.id);
    const [items, types, pending, resales, settings] = await Promise.all([
      OrderItem.findAll({ where: { id: [...new Set(tickets.map((t) => t.orderItemId))] }, attributes: ['id', 'ticketTypeId', 'name'] }),
      TicketType.findAll({ where: { id: [...new Set(tickets.map((t) => t.ticketTypeId))] }, attributes: ['id', 'danceRoles'] }),
      TicketTransfer.findAll({ where: { ticketId: ids, status: 'pending' } }),
      resaleViewsOf(db.models, ids),
      getFestivalSettings(db.models),
    ]);
    const namesIn = await ticketTypeNamesIn(db.models, items.map((i) => i.ticketTypeId), locale);
    const itemNames = new Map(items.map((i) => [i.id, namesIn.get(i.ticketTypeId) ?? i.name]));
    const couples = new Set(types.filter((t) => t.danceRoles === 'couple').map((t) => t.id));
    const transfers = new Map(pending.map((p) => [p.ticketId, p]));
    const closed = transfersClosed(settings, clock());
    return tickets.map((ticket) => {
      const order = orders.get(ticket.orderId)!;
      const transfer = transfers.get(ticket.id) ?? null;
      const resale = resales.get(ticket.id) ?? null;
      const movable = ticket.status === 'valid' && ticket.checkedInAt === null && transfer === null && resale?.status !== 'listed' && !closed;
      return {
        ...toTicketView(ticket, order, itemNames.get(ticket.orderItemId) ?? ''),
        // In a transfer, the ticket's code is nobody's until it is accepted or comes back.
        ...(transfer ? { code: '' } : {}),
        transfer: transfer
          ? {
              toFirstName: transfer.toFirstName,
              toLastName: transfer.toLastName,
              toEmail: transfer.toEmail,
              createdAt: transfer.createdAt.toISOString(),
              expiresAt: transfer.expiresAt.toISOString(),
            }
          : null,
        resale,
        canTransfer: movable,
        // The resale module's own rules: a received ticket's refund would go to someone else's card; a free one refunds nothing.
        canResell:
          movable && settings.resaleEnabled && !couples.has(ticket.ticketTypeId) && ticket.transferredAt === null && order.totalCents > 0 && resale === null,
        transferDeadline: iso(settings.transferDeadline),
      };
    });
  }

  function toTicketView(ticket: TicketInstance, order: OrderInstance, ticketTypeName: string): TicketView {
    return {
      id: ticket.id,
      number: ticketNumber(ticket.id),
      code: ticket.code,
      status: ticket.status,
      ticketTypeName,
      holderName: ticket.holderName,
      orderId: order.id,
      orderNumber: order.number,
      issuedAt: ticket.createdAt.toISOString(),
      checkedInAt: iso(ticket.checkedInAt),
      role: ticket.role === 'leader' || ticket.role === 'follower' ? ticket.role : null,
      holder: holderOf(ticket, order),
      transfer: null,
      resale: null,
      canTransfer: false,
      canResell: false,
      transferDeadline: null,
    };
  }

  /** The user's order, or 404 for anyone else's (and for unknown ids). */
  async function ownOrder(userId: number, orderId: string): Promise<OrderInstance> {
    const order = /^[0-9a-f-]{36}$/i.test(orderId) ? await Order.findOne({ where: { id: orderId.toLowerCase(), userId } }) : null;
    if (!order) throw orderNotFound();
    return order;
  }

  return {
    async overview(user: AccountUser, locale: Locale = DEFAULT_LOCALE): Promise<AccountOverview> {
      const [tickets, recent] = await Promise.all([ticketViews(user, locale), ordersOf(user.id, RECENT_ORDERS)]);
      const valid = tickets.filter((t) => t.status === 'valid').length;
      // The festival is « upcoming » for a ticket holder until its last day is over (Paris).
      const festivalOver = clock().getTime() >= new Date(`${FESTIVAL.endDate}T23:59:59+02:00`).getTime();
      return {
        ticketsCount: valid,
        ...(valid > 0 && !festivalOver ? { upcoming: { startDate: FESTIVAL.startDate, endDate: FESTIVAL.endDate } } : {}),
        recentOrders: await summaries(recent, locale),
      };
    },

    async orders(user: AccountUser, locale: Locale = DEFAULT_LOCALE): Promise<OrderSummary[]> {
      return summaries(await ordersOf(user.id), locale);
    },

    tickets(user: AccountUser, locale: Locale = DEFAULT_LOCALE): Promise<TicketView[]> {
      return ticketViews(user, locale);
    },

    async ticket(user: AccountUser, ticketId: number, locale: Locale = DEFAULT_LOCALE): Promise<TicketView> {
      const [view] = Number.isSafeInteger(ticketId) && ticketId > 0 ? await ticketViews(user, locale, ticketId) : [];
      if (!view) throw ticketNotFound();
      return view;
    },

    async ticketPdf(user: AccountUser, ticketId: number): Promise<PdfDownload> {
      const view = await this.ticket(user, ticketId);
      if (view.status !== 'valid') {
        throw conflict("Ce billet n'est plus valable : il ne peut pas être téléchargé.", 'TICKET_NOT_VALID');
      }
      if (view.transfer) throw conflict({ key: 'transfers.errors.pending' }, 'TRANSFER_PENDING');
      // A ticket received by transfer belongs to someone else's order: the ticket's, not the user's.
      const order = await Order.findByPk(view.orderId);
      if (!order) throw ticketNotFound();
      const document = await loadOrderTicketsDocument(db.models, order, { ticketId: view.id });
      if (document.data.tickets.length === 0) throw ticketNotFound();
      return { fileName: ticketFileName(order.number, view.id), pdf: await renderOrderTicketsDocument(document) };
    },

    async orderPdf(user: AccountUser, orderId: string): Promise<PdfDownload> {
      const order = await ownOrder(user.id, orderId);
      const document = order.status === 'completed' ? await loadOrderTicketsDocument(db.models, order) : null;
      if (!document || document.data.tickets.length === 0) {
        throw conflict("Cette commande n'a aucun billet valable à télécharger.", 'NO_VALID_TICKETS');
      }
      return { fileName: orderTicketsFileName(order.number, order.locale), pdf: await renderOrderTicketsDocument(document) };
    },

    /** Everything stored about the user (RGPD access and portability), as one JSON document. */
    async exportData(user: AccountUser) {
      const profile = await User.findByPk(user.id);
      if (!profile) throw notFound();
      const orders = await ordersOf(user.id);
      const ids = orders.map((o) => o.id);
      const [items, tickets, messages, newsletter] = await Promise.all([
        ids.length ? OrderItem.findAll({ where: { orderId: ids }, order: [['id', 'ASC']] }) : [],
        ticketViews(user, DEFAULT_LOCALE),
        Message.findAll({ where: { userId: user.id }, order: [['createdAt', 'ASC'], ['id', 'ASC']] }),
        NewsletterSubscriber.findOne({ where: { email: profile.email } }),
      ]);
      return {
        exportedAt: clock().toISOString(),
        profile: {
          id: profile.id,
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          role: profile.role,
          emailVerifiedAt: iso(profile.emailVerifiedAt),
          createdAt: profile.createdAt.toISOString(),
          updatedAt: profile.updatedAt.toISOString(),
        },
        orders: orders.map((o) => ({
          id: o.id,
          number: o.number,
          status: o.status,
          failureReason: o.failureReason,
          email: o.email,
          firstName: o.firstName,
          lastName: o.lastName,
          phone: o.phone,
          billingAddress: o.billingAddress,
          currency: o.currency,
          subtotal: centsToEuros(o.subtotalCents),
          discount: centsToEuros(o.discountCents),
          total: centsToEuros(o.totalCents),
          promoCode: o.promoCode,
          refundedAmount: centsToEuros(refundedCents(o)),
          createdAt: o.createdAt.toISOString(),
          paidAt: iso(o.paidAt),
          failedAt: iso(o.failedAt),
          items: items
            .filter((i) => i.orderId === o.id)
            .map((i) => ({ name: i.name, quantity: i.quantity, unitPrice: centsToEuros(i.unitPriceCents), discount: centsToEuros(i.discountCents) })),
        })),
        tickets,
        messages: messages.map((m) => ({
          id: m.id,
          name: m.name,
          email: m.email,
          subject: m.subject,
          message: m.message,
          orderNumber: m.orderNumber,
          status: m.status,
          adminResponse: m.adminResponse,
          respondedAt: iso(m.respondedAt),
          createdAt: m.createdAt.toISOString(),
        })),
        newsletter: newsletter
          ? {
              email: newsletter.email,
              status: newsletter.status,
              confirmedAt: iso(newsletter.confirmedAt),
              unsubscribedAt: iso(newsletter.unsubscribedAt),
              consentIp: newsletter.consentIp,
              createdAt: newsletter.createdAt.toISOString(),
            }
          : null,
      };
    },

    /**
     * Deletes the account (RGPD art. 17), in one transaction: the user row is anonymised and
     * disabled (every token revoked), their messages and newsletter row deleted. Orders and
     * tickets are kept as invoiced (buyer's name and e-mail included): accounting records must be
     * retained for 10 years (art. L123-22 Code de commerce); they keep `user_id`, which now names
     * an anonymous, disabled row.
     */
    async deleteAccount(user: AccountUser, proof: { password?: string | null; confirm?: string | null }): Promise<void> {
      if (user.role !== 'user') throw forbidden(STAFF_DELETION_REFUSED_MESSAGE, 'STAFF_ACCOUNT');
      const withPassword = await User.scope('withPassword').findByPk(user.id);
      if (!withPassword) throw notFound();
      if (withPassword.passwordHash) {
        if (!proof.password) throw badRequest('Veuillez saisir votre mot de passe pour confirmer la suppression.', 'PASSWORD_REQUIRED', [
          { field: 'password', message: 'Veuillez saisir votre mot de passe.' },
        ]);
        // A stolen token must not make this a password oracle: the account's login throttle applies.
        const throttle = createLoginThrottle(db);
        await throttle.assertOpen(withPassword.email, clock());
        if (!(await verifyPassword(proof.password, withPassword.passwordHash))) {
          await throttle.recordFailure(withPassword.email, clock());
          throw badRequest('Mot de passe incorrect.', 'INVALID_PASSWORD', [{ field: 'password', message: 'Mot de passe incorrect.' }]);
        }
      } else if (proof.confirm !== DELETE_CONFIRMATION) {
        throw badRequest(`Veuillez saisir « ${DELETE_CONFIRMATION} » pour confirmer la suppression.`, 'CONFIRMATION_REQUIRED', [
          { field: 'confirm', message: `Veuillez saisir « ${DELETE_CONFIRMATION} ».` },
        ]);
      }
      const email = withPassword.email;
      const now = clock();
      // Read before the write: a re-run after a lock conflict must not bump it twice.
      const tokenVersion = withPassword.tokenVersion + 1;
      await db.write(async (transaction: Transaction) => {
        await Message.destroy({ where: { userId: user.id }, transaction });
        await NewsletterSubscriber.destroy({ where: { email }, transaction });
        // Magic links, resets… (auth module, when its table exists).
        const AuthToken = (db.models as unknown as Record<string, ModelStatic<Model> | undefined>).AuthToken;
        if (AuthToken) await AuthToken.destroy({ where: { userId: user.id }, transaction });
        // `deleted-<id>@invalid` has no TLD: the model's isEmail check is skipped on purpose.
        await withPassword.update(
          {
            email: `deleted-${user.id}@invalid`,
            firstName: '',
            lastName: '',
            passwordHash: null,
            emailVerifiedAt: null,
            disabledAt: now,
            tokenVersion,
          },
          { transaction, validate: false },
        );
        publishDomainEvent(db.sequelize, 'user.sessions-revoked', { userId: user.id }, transaction);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
