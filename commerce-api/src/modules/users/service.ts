/**
 * People in the back-office (docs/back-office.md « Users »): the list (admins and door staff), one
 * person's detail (door staff see names and check-in state; admins also orders and messages), and
 * an admin's changes of role or enabled state. Knows nothing of Express: the controller hands it
 * plain values and the acting admin.
 *
 * Every write runs in one transaction holding the change, its audit row (`recordAudit`) and the
 * domain events published after commit (`admin.stats`, `user.sessions-revoked`, `user.role-changed`).
 */
import type { AdminUserView, StaffTicketView } from '@kizomba/api-contract/admin/users';
import { Op, col, fn, type WhereOptions } from 'sequelize';
import type { Database } from '../../db/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import { pageWindow, type Page } from '../../lib/pagination.js';
import { matchingEveryWord } from '../../lib/text-search.js';
import { createAccountService, type OrderSummary, type TicketView } from '../account/index.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { toUserView, type UserAttributes, type UserInstance, type UserRole } from '../auth/index.js';
import { toAdminMessageView, visibleTo, type AdminMessageView } from '../messages/index.js';

export const USER_NOT_FOUND_MESSAGE = 'Utilisateur introuvable.';
export const SELF_ROLE_CHANGE_MESSAGE = 'Vous ne pouvez pas modifier votre propre rôle.';
export const SELF_DISABLE_MESSAGE = 'Vous ne pouvez pas désactiver votre propre compte.';

const userNotFound = () => notFound(USER_NOT_FOUND_MESSAGE, 'USER_NOT_FOUND');

/** Bound on what one user's detail page loads. */
const DETAIL_MESSAGES_LIMIT = 200;


/** Answers of the contract (`@kizomba/api-contract/admin/users`): a renamed field fails to compile here and in the site. */
export type { AdminUserView, StaffTicketView } from '@kizomba/api-contract/admin/users';

export function toStaffTicketView(ticket: TicketView): StaffTicketView {
  // Everything but the QR secret, which stays with its holder.
  const { code: _secret, ...staffView } = ticket;
  return staffView;
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


export interface UsersDeps {
  db: Database;
  clock?: () => Date;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createUsersService(deps: UsersDeps) {
  const { db } = deps;
  const { User, Order, Message } = db.models;
  const clock = deps.clock ?? (() => new Date());
  const account = createAccountService({ db, clock });

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

  return {
    /** Search (e-mail, first or last name; every word must match one of them), role filter, newest first. */
    async listUsers(filters: UserListFilters): Promise<Page<AdminUserView>> {
      const where = [...(filters.role ? [{ role: filters.role }] : []), ...matchingEveryWord(filters.q, ['email', 'first_name', 'last_name'])] as WhereOptions<UserAttributes>[];
      const { rows, count } = await User.findAndCountAll({
        where: { [Op.and]: where },
        order: [['createdAt', 'DESC'], ['id', 'DESC']],
        ...pageWindow(filters),
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
      const updated = await db.write(async (transaction) => {
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
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
