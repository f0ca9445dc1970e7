/**
 * The back-office core (issue 5): figures, users, messages. Knows nothing of Express: the
 * controller hands it plain values and the acting admin.
 *
 * Every write runs in one transaction (`db.withWriteLock` on SQLite) holding the change, its
 * audit row (`recordAudit`) and the domain events published after commit (`admin.stats`, and
 * `user.sessions-revoked` / `user.role-changed` / `message.replied` where they apply).
 */
import { Op, QueryTypes, col, fn, where as sqlWhere, type Transaction, type WhereOptions } from 'sequelize';
import type { Database } from '../../db/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import { centsToEuros } from '../../lib/money.js';
import { createAccountService, type OrderSummary, type TicketView } from '../account/service.js';
import { recordAudit, type Actor } from '../audit/service.js';
import type { UserAttributes, UserInstance, UserRole } from '../auth/models.js';
import { toUserView, type UserView } from '../auth/service.js';
import type { MessageStatus } from '../messages/models.js';
import { MESSAGE_NOT_FOUND_MESSAGE, createMessagesService, toAdminMessageView, visibleTo, type AdminMessageView } from '../messages/service.js';

export const USER_NOT_FOUND_MESSAGE = 'Utilisateur introuvable.';
export const SELF_ROLE_CHANGE_MESSAGE = 'Vous ne pouvez pas modifier votre propre rôle.';
export const SELF_DISABLE_MESSAGE = 'Vous ne pouvez pas désactiver votre propre compte.';

const userNotFound = () => notFound(USER_NOT_FOUND_MESSAGE, 'USER_NOT_FOUND');
const messageNotFound = () => notFound(MESSAGE_NOT_FOUND_MESSAGE, 'MESSAGE_NOT_FOUND');

/** Bound on what one user's detail page loads. */
const DETAIL_MESSAGES_LIMIT = 200;

// ---------------------------------------------------------------------------------------------
// Stats

export interface SalesPerDay {
  /** Paris calendar day of the payment (YYYY-MM-DD). */
  date: string;
  orders: number;
  /** Euros. */
  revenue: number;
}

export interface PerTicketType {
  ticketTypeId: number;
  name: string;
  ticketsSold: number;
  /** Euros: the lines' price × quantity minus their share of the discount. */
  revenue: number;
}

export interface CheckInsPerHour {
  /** Start of the hour, ISO (UTC); the site shows it in Paris time. */
  hour: string;
  count: number;
}

/**
 * Hook for the door check-ins chart (the scanner module provides it when it exists). The admin
 * module never reads the scans table itself; without a source the chart is an empty list.
 */
export type CheckInsPerHourSource = (db: Database, now: Date) => Promise<CheckInsPerHour[]>;

export interface AdminStats {
  totalUsers: number;
  totalSales: number;
  ticketsSold: number;
  unreadMessages: number;
  charts: {
    salesPerDay: SalesPerDay[];
    perTicketType: PerTicketType[];
    checkInsPerHour: CheckInsPerHour[];
  };
}

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 2026-11-30T23:30Z → '2026-12-01' (Paris is UTC+1 in winter). */
export function parisDate(d: Date): string {
  const parts = Object.fromEntries(PARIS_DAY.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}


// ---------------------------------------------------------------------------------------------
// Users

export interface AdminUserView extends UserView {
  disabled: boolean;
  disabledAt: string | null;
  /** Orders linked to the account, whatever their status (the detail's `orders`). */
  ordersCount: number;
}

/**
 * A ticket as staff see it: number, holder, type, state and check-in, never its QR `code` (the
 * secret that opens the door stays with its holder: e-mail, PDF, dashboard; staff resend it).
 * Built field by field so a field added to the buyer's view does not reach staff unnoticed.
 */
export type StaffTicketView = Omit<TicketView, 'code'>;

export function toStaffTicketView(ticket: TicketView): StaffTicketView {
  return {
    id: ticket.id,
    number: ticket.number,
    status: ticket.status,
    ticketTypeName: ticket.ticketTypeName,
    holderName: ticket.holderName,
    orderId: ticket.orderId,
    orderNumber: ticket.orderNumber,
    issuedAt: ticket.issuedAt,
    checkedInAt: ticket.checkedInAt,
  };
}

/** What door staff (scanner) see of a person: who they are and their tickets' check-in state. */
export interface ScannerUserDetail {
  user: AdminUserView;
  tickets: StaffTicketView[];
}

/** An admin also sees the person's orders (amounts, promo code) and their messages to the team. */
export interface AdminUserDetail extends ScannerUserDetail {
  orders: OrderSummary[];
  messages: AdminMessageView[];
}

export interface UserListFilters {
  q?: string;
  role?: UserRole;
  page: number;
  pageSize: number;
}

export interface UserChanges {
  role?: UserRole;
  disabled?: boolean;
}

export type { Actor };

// ---------------------------------------------------------------------------------------------
// Messages

/** The inbox filter: the spec's words (`replied`) and the stored ones (`answered`) alike. */
export const MESSAGE_FILTERS = ['all', 'new', 'read', 'replied', 'answered', 'archived'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

const STORED_STATUS: Record<Exclude<MessageFilter, 'all'>, MessageStatus> = {
  new: 'new',
  read: 'read',
  replied: 'answered',
  answered: 'answered',
  archived: 'archived',
};

export interface MessageListFilters {
  status: MessageFilter;
  q?: string;
  page: number;
  pageSize: number;
}

export interface AdminDeps {
  db: Database;
  clock?: () => Date;
  checkInsPerHour?: CheckInsPerHourSource;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createAdminService(deps: AdminDeps) {
  const { db } = deps;
  const { User, Order, Ticket, TicketType, Message } = db.models;
  const clock = deps.clock ?? (() => new Date());
  const messages = createMessagesService({ db, clock });
  const account = createAccountService({ db, clock });
  const writeTransaction = <T>(run: (t: Transaction) => Promise<T>) => db.withWriteLock(() => db.sequelize.transaction(run));

  async function ordersCountOf(userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = (await Order.findAll({
      attributes: ['userId', [fn('COUNT', col('id')), 'count']],
      where: { userId: userIds },
      group: [col('user_id')],
      raw: true,
    })) as unknown as Array<{ userId: number; count: number | string }>;
    return new Map(rows.map((r) => [Number(r.userId), Number(r.count)]));
  }

  function toAdminUserView(user: UserInstance, ordersCount: number): AdminUserView {
    return { ...toUserView(user), disabled: user.disabledAt !== null, disabledAt: iso(user.disabledAt), ordersCount };
  }

  async function findMessage(id: number, transaction: Transaction) {
    const message = id > 0 ? await Message.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE }) : null;
    if (!message) throw messageNotFound();
    return message;
  }

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

    /** Search (e-mail, first or last name; every word must match one of them), role filter, newest first. */
    async listUsers(filters: UserListFilters): Promise<{ data: AdminUserView[]; page: number; pageSize: number; total: number }> {
      const where: WhereOptions<UserAttributes>[] = [];
      if (filters.role) where.push({ role: filters.role });
      const words = (filters.q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
      for (const word of words) {
        // INSTR(LOWER(…)) on both dialects: case-insensitive, and `%`/`_` stay literal.
        const contains = (column: string) => sqlWhere(fn('INSTR', fn('LOWER', col(column)), word), Op.gt, 0);
        where.push({ [Op.or]: ['email', 'first_name', 'last_name'].map(contains) } as WhereOptions<UserAttributes>);
      }
      const { rows, count } = await User.findAndCountAll({
        where: { [Op.and]: where },
        order: [['createdAt', 'DESC'], ['id', 'DESC']],
        limit: filters.pageSize,
        offset: (filters.page - 1) * filters.pageSize,
      });
      const counts = await ordersCountOf(rows.map((u) => u.id));
      return { data: rows.map((u) => toAdminUserView(u, counts.get(u.id) ?? 0)), page: filters.page, pageSize: filters.pageSize, total: count };
    },

    /**
     * One user with their tickets (without their codes); for an admin also their orders and
     * messages. Door staff need names and check-in state, not money nor correspondence.
     */
    async userDetail(userId: number, viewer: UserRole): Promise<ScannerUserDetail | AdminUserDetail> {
      const user = userId > 0 ? await User.findByPk(userId) : null;
      if (!user) throw userNotFound();
      const tickets = (await account.tickets(user)).map(toStaffTicketView);
      if (viewer !== 'admin') {
        const counts = await ordersCountOf([user.id]);
        return { user: toAdminUserView(user, counts.get(user.id) ?? 0), tickets };
      }
      const [orders, rows] = await Promise.all([
        account.orders(user),
        Message.findAll({ where: visibleTo(user), order: [['createdAt', 'DESC'], ['id', 'DESC']], limit: DETAIL_MESSAGES_LIMIT }),
      ]);
      return { user: toAdminUserView(user, orders.length), tickets, orders, messages: rows.map(toAdminMessageView) };
    },

    /**
     * Role and/or enabled state. An admin never changes their own role nor disables themselves
     * (so at least one admin always remains). Disabling bumps `tokenVersion`: every session
     * ends (`session:revoked` on the sockets). Each actual change writes one audit row.
     */
    async updateUser(actor: Actor, userId: number, changes: UserChanges): Promise<AdminUserView> {
      const now = clock();
      const updated = await writeTransaction(async (transaction) => {
        const user = userId > 0 ? await User.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE }) : null;
        if (!user) throw userNotFound();
        if (user.id === actor.id) {
          if (changes.role !== undefined && changes.role !== user.role) throw badRequest(SELF_ROLE_CHANGE_MESSAGE, 'SELF_ROLE_CHANGE');
          if (changes.disabled === true) throw badRequest(SELF_DISABLE_MESSAGE, 'SELF_DISABLE');
        }
        let changed = false;
        if (changes.role !== undefined && changes.role !== user.role) {
          const from = user.role;
          await user.update({ role: changes.role }, { transaction });
          await recordAudit(
            db.models,
            { actorId: actor.id, action: 'user.role-changed', targetType: 'user', targetId: user.id, details: { from, to: changes.role }, ip: actor.ip, now },
            transaction,
          );
          publishDomainEvent(db.sequelize, 'user.role-changed', { userId: user.id, role: changes.role }, transaction);
          changed = true;
        }
        if (changes.disabled === true && !user.disabledAt) {
          await user.update({ disabledAt: now, tokenVersion: user.tokenVersion + 1 }, { transaction });
          await recordAudit(db.models, { actorId: actor.id, action: 'user.disabled', targetType: 'user', targetId: user.id, ip: actor.ip, now }, transaction);
          publishDomainEvent(db.sequelize, 'user.sessions-revoked', { userId: user.id }, transaction);
          changed = true;
        } else if (changes.disabled === false && user.disabledAt) {
          // The sessions of before stay revoked (their version was bumped when disabling).
          await user.update({ disabledAt: null }, { transaction });
          await recordAudit(db.models, { actorId: actor.id, action: 'user.enabled', targetType: 'user', targetId: user.id, ip: actor.ip, now }, transaction);
          changed = true;
        }
        if (changed) publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'user' }, transaction);
        return user;
      });
      const counts = await ordersCountOf([updated.id]);
      return toAdminUserView(updated, counts.get(updated.id) ?? 0);
    },

    /** The inbox: newest first, status filter, free-text search; `unread` is docs/spec.md §4's count. */
    async listMessages(filters: MessageListFilters): Promise<{ data: AdminMessageView[]; page: number; pageSize: number; total: number; unread: number }> {
      const [list, unread] = await Promise.all([
        messages.list({
          status: filters.status === 'all' ? undefined : STORED_STATUS[filters.status],
          search: filters.q,
          limit: filters.pageSize,
          offset: (filters.page - 1) * filters.pageSize,
        }),
        messages.unreadCount(),
      ]);
      return { data: list.data, page: filters.page, pageSize: filters.pageSize, total: list.total, unread };
    },

    /**
     * Read / unread in the back-office: `new` ↔ `read`. An answered or archived message keeps its
     * status (it is not unread anyway: docs/spec.md §4 wants no answer). Audited when something changed.
     */
    async setMessageRead(actor: Actor, messageId: number, read: boolean): Promise<AdminMessageView> {
      const now = clock();
      return writeTransaction(async (transaction) => {
        const message = await findMessage(messageId, transaction);
        const [from, to]: [MessageStatus, MessageStatus] = read ? ['new', 'read'] : ['read', 'new'];
        if (message.status === from) {
          await message.update({ status: to }, { transaction });
          await recordAudit(
            db.models,
            { actorId: actor.id, action: read ? 'message.read' : 'message.unread', targetType: 'message', targetId: message.id, ip: actor.ip, now },
            transaction,
          );
          publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'message' }, transaction);
        }
        return toAdminMessageView(message);
      });
    },

    /** The answer, through messages' `reply()` (e-mail, sender's « my messages », `message:reply`), audited in its transaction. */
    async replyToMessage(actor: Actor, messageId: number, response: string): Promise<AdminMessageView> {
      const now = clock();
      if (!(messageId > 0)) throw messageNotFound();
      return messages.reply(messageId, actor.id, response, now, {
        inTransaction: async (transaction, message) => {
          await recordAudit(
            db.models,
            {
              actorId: actor.id,
              action: 'message.replied',
              targetType: 'message',
              targetId: message.id,
              details: { length: message.adminResponse?.length ?? 0 },
              ip: actor.ip,
              now,
            },
            transaction,
          );
          publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'message' }, transaction);
        },
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
