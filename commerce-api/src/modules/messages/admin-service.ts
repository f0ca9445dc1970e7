/**
 * The messages inbox in the back-office (docs/back-office.md « Messages »), admins only: the list
 * with its filters and unread count, read / unread, and the answer (through `reply()`: e-mail, the
 * sender's « my messages », `message:reply`). Each change is audited in its transaction and
 * publishes `admin.stats` after commit. Knows nothing of Express.
 */
import type { Transaction } from 'sequelize';
import type { Database } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import type { Page } from '../../lib/pagination.js';
import { recordAudit, type Actor } from '../audit/index.js';
import type { MessageFilter, MessageStatus } from './models.js';
import { MESSAGE_NOT_FOUND_MESSAGE, createMessagesService, toAdminMessageView, type AdminMessageView } from './service.js';

const messageNotFound = () => notFound(MESSAGE_NOT_FOUND_MESSAGE, 'MESSAGE_NOT_FOUND');

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

export interface MessagesAdminDeps {
  db: Database;
  clock?: () => Date;
}

export function createMessagesAdminService(deps: MessagesAdminDeps) {
  const { db } = deps;
  const { Message } = db.models;
  const clock = deps.clock ?? (() => new Date());
  const messages = createMessagesService({ db, clock });

  async function findMessage(id: number, transaction: Transaction) {
    const message = id > 0 ? await Message.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE }) : null;
    if (!message) throw messageNotFound();
    return message;
  }

  return {
    /** The inbox: newest first, status filter, free-text search; `unread` is docs/spec.md §4's count. */
    async listMessages(filters: MessageListFilters): Promise<Page<AdminMessageView> & { unread: number }> {
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
      return db.write(async (transaction) => {
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

export type MessagesAdminService = ReturnType<typeof createMessagesAdminService>;
