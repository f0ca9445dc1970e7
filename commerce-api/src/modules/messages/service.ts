/**
 * Messages (docs/accounts.md « Messages and newsletter »): the chat bubble / contact form writes
 * them, the sender reads them (and our answers) in the dashboard, the back-office
 * answers them through `reply()`. E-mails go through the outbox in the same transaction as the
 * row they talk about; domain events are published after commit.
 */
import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';
import type { AdminMessageView, MessageView } from '@kizomba/api-contract/messages';
import { Op, col, fn, where as sqlWhere, type Transaction, type WhereOptions } from 'sequelize';
import type { Database } from '../../db/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import { normalizeEmail, type UserInstance } from '../auth/index.js';
import { enqueueMail } from '../mail/index.js';
import { MESSAGE_MAX_LENGTH, MESSAGE_STATUSES, type MessageAttributes, type MessageInstance, type MessageStatus } from './models.js';

export const MESSAGE_RECEIVED_KIND = 'message-received';
export const MESSAGE_REPLY_KIND = 'message-reply';

/**
 * Acknowledgements quote what was sent to an address anyone can type: capped per address so the
 * form cannot be used to flood someone's mailbox (the per-IP limit alone does not stop a botnet).
 */
export const ACK_MAX_PER_ADDRESS = 3;
export const ACK_WINDOW_MS = 60 * 60_000;

export const MESSAGE_NOT_FOUND_MESSAGE = 'Message introuvable.';
const messageNotFound = () => notFound(MESSAGE_NOT_FOUND_MESSAGE, 'MESSAGE_NOT_FOUND');

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  orderNumber?: string | null;
}

/** Answers of the contract (`@kizomba/api-contract/messages`): a renamed field fails to compile here and in the site. */
export type { AdminMessageView, MessageView } from '@kizomba/api-contract/messages';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function isUnread(m: Pick<MessageAttributes, 'status' | 'adminResponse'>): boolean {
  return m.status === 'new' && !m.adminResponse;
}

export function hasUnreadReply(m: Pick<MessageAttributes, 'adminResponse' | 'respondedAt' | 'replyReadAt'>): boolean {
  if (!m.adminResponse) return false;
  // A later answer (edited reply) is new again even if an older one was read.
  return !m.replyReadAt || (m.respondedAt !== null && m.replyReadAt.getTime() < m.respondedAt.getTime());
}

export function toMessageView(m: MessageInstance): MessageView {
  return {
    id: m.id,
    subject: m.subject,
    message: m.message,
    name: m.name,
    email: m.email,
    orderNumber: m.orderNumber,
    status: m.status,
    admin_response: m.adminResponse,
    respondedAt: iso(m.respondedAt),
    createdAt: m.createdAt.toISOString(),
    unread: isUnread(m),
    hasUnreadReply: hasUnreadReply(m),
  };
}

export function toAdminMessageView(m: MessageInstance): AdminMessageView {
  return {
    ...toMessageView(m),
    userId: m.userId,
    respondedBy: m.respondedBy,
    replyReadAt: iso(m.replyReadAt),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** Messages a user may see: their own, and those sent from their e-mail once it is verified
 *  (anyone can type any address in the contact form, so an unverified one proves nothing). */
export function visibleTo(user: Pick<UserInstance, 'id' | 'email' | 'emailVerifiedAt'>): WhereOptions<MessageAttributes> {
  return user.emailVerifiedAt ? { [Op.or]: [{ userId: user.id }, { email: normalizeEmail(user.email) }] } : { userId: user.id };
}

export interface ListFilters {
  status?: MessageStatus;
  search?: string;
  limit?: number;
  offset?: number;
}

export interface MessagesDeps {
  db: Database;
  clock?: () => Date;
}

export function createMessagesService(deps: MessagesDeps) {
  const { db } = deps;
  const { Message, OutboxMessage, User } = db.models;
  const clock = deps.clock ?? (() => new Date());

  return {
    /** Stores a visitor's message (`new`), queues the acknowledgement, tells the back-office. */
    /** `sender.locale`: the language the message was written from; the acknowledgement and the reply speak it. */
    async contact(input: ContactInput, sender: { userId: number | null; locale?: Locale }, now: Date = clock()): Promise<MessageInstance> {
      const email = normalizeEmail(input.email);
      return db.write(async (transaction) => {
        const recent = await Message.count({
          where: { email, createdAt: { [Op.gt]: new Date(now.getTime() - ACK_WINDOW_MS) } },
          transaction,
        });
        const message = await Message.create(
          {
            userId: sender.userId,
            name: input.name,
            email,
            subject: input.subject,
            message: input.message,
            orderNumber: input.orderNumber ?? null,
            status: 'new',
            locale: sender.locale ?? DEFAULT_LOCALE,
            createdAt: now,
            updatedAt: now,
          },
          { transaction },
        );
        if (recent < ACK_MAX_PER_ADDRESS) {
          await enqueueMail(
            { OutboxMessage },
            { kind: MESSAGE_RECEIVED_KIND, dedupeKey: `${MESSAGE_RECEIVED_KIND}:${message.id}`, recipient: email, payload: { messageId: message.id } },
            { transaction, now },
          );
        }
        publishDomainEvent(db.sequelize, 'message.created', { messageId: message.id }, transaction);
        return message;
      });
    },

    /** The user's messages, newest first. */
    async myMessages(user: Pick<UserInstance, 'id' | 'email' | 'emailVerifiedAt'>): Promise<MessageView[]> {
      const rows = await Message.findAll({ where: visibleTo(user), order: [['createdAt', 'DESC'], ['id', 'DESC']], limit: 500 });
      return rows.map(toMessageView);
    },

    /** The sender opened the answer: clears `hasUnreadReply`. Another user's message → 404. */
    async markReplySeen(user: Pick<UserInstance, 'id' | 'email' | 'emailVerifiedAt'>, messageId: number, now: Date = clock()): Promise<MessageView> {
      const message = await Message.findOne({ where: { [Op.and]: [{ id: messageId }, visibleTo(user)] } });
      if (!message) throw messageNotFound();
      if (message.adminResponse) {
        await db.write((transaction) => message.update({ replyReadAt: now }, { transaction }));
      }
      return toMessageView(message);
    },

    /**
     * The back-office's answer: stored, status `answered`, e-mailed (`message-reply`, queued in
     * the same transaction) and pushed (`message.replied`) after commit. A second call replaces
     * the answer and sends it again. `inTransaction` runs inside the same transaction, after the
     * answer is written (the back-office's audit row).
     */
    async reply(
      messageId: number,
      adminUserId: number,
      text: string,
      now: Date = clock(),
      options: { inTransaction?: (transaction: Transaction, message: MessageInstance) => Promise<void> } = {},
    ): Promise<AdminMessageView> {
      const answer = text.trim();
      if (!answer) throw badRequest('Veuillez écrire une réponse.', 'VALIDATION_ERROR');
      if (answer.length > MESSAGE_MAX_LENGTH) {
        throw badRequest(`La réponse ne peut pas dépasser ${MESSAGE_MAX_LENGTH.toLocaleString('fr-FR')} caractères.`, 'VALIDATION_ERROR');
      }
      return db.write(async (transaction) => {
        const message = await Message.findByPk(messageId, { transaction, lock: transaction.LOCK.UPDATE });
        if (!message) throw messageNotFound();
        await message.update({ adminResponse: answer, respondedAt: now, respondedBy: adminUserId, status: 'answered' }, { transaction });
        await enqueueMail(
          { OutboxMessage },
          {
            kind: MESSAGE_REPLY_KIND,
            // One e-mail per answer written (an edited answer is sent again).
            dedupeKey: `${MESSAGE_REPLY_KIND}:${message.id}:${now.getTime()}`,
            recipient: message.email,
            payload: { messageId: message.id },
          },
          { transaction, now },
        );
        // A guest's message sent from a verified account's address still reaches that account's sockets.
        let userId = message.userId;
        if (userId === null) {
          const owner = await User.findOne({ where: { email: message.email, emailVerifiedAt: { [Op.ne]: null } }, transaction });
          userId = owner?.id ?? null;
        }
        publishDomainEvent(db.sequelize, 'message.replied', { messageId: message.id, userId }, transaction);
        await options.inTransaction?.(transaction, message);
        return toAdminMessageView(message);
      });
    },

    /** The back-office opened a `new` message: `read` (answered/archived ones stay as they are). */
    async markRead(messageId: number): Promise<AdminMessageView> {
      const message = await Message.findByPk(messageId);
      if (!message) throw messageNotFound();
      if (message.status === 'new') {
        await db.write((transaction) => Message.update({ status: 'read' }, { where: { id: messageId, status: 'new' }, transaction }));
        await message.reload();
      }
      return toAdminMessageView(message);
    },

    /** Back-office inbox: newest first, optional status and free-text search. */
    async list(filters: ListFilters = {}): Promise<{ data: AdminMessageView[]; total: number }> {
      const where: WhereOptions<MessageAttributes>[] = [];
      if (filters.status) {
        if (!MESSAGE_STATUSES.includes(filters.status)) throw badRequest('Statut de message inconnu.', 'VALIDATION_ERROR');
        where.push({ status: filters.status });
      }
      const search = filters.search?.trim();
      if (search) {
        // INSTR (SQLite and MySQL alike) rather than LIKE: `%` and `_` typed in the box stay literal.
        const contains = (column: string) => sqlWhere(fn('INSTR', fn('LOWER', col(column)), search.toLowerCase()), Op.gt, 0);
        where.push({ [Op.or]: ['name', 'email', 'subject', 'message', 'order_number'].map(contains) } as WhereOptions<MessageAttributes>);
      }
      const { rows, count } = await Message.findAndCountAll({
        where: { [Op.and]: where },
        order: [['createdAt', 'DESC'], ['id', 'DESC']],
        limit: Math.min(Math.max(filters.limit ?? 50, 1), 200),
        offset: Math.max(filters.offset ?? 0, 0),
      });
      return { data: rows.map(toAdminMessageView), total: count };
    },

    /** Admin stats' `unreadMessages` (docs/spec.md §4: status `new` without an answer). */
    unreadCount(): Promise<number> {
      return Message.count({ where: { status: 'new', adminResponse: null } });
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
