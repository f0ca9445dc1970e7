/**
 * Issued tickets in the back-office (docs/back-office.md « Sales, refunds, issued tickets… »),
 * admins only: search, resend the order's tickets e-mail, cancel one ticket (no money moves).
 * Every write runs in one transaction holding the change and its audit row (`recordAudit`);
 * `admin.stats` is published after commit. Knows nothing of Express.
 */
import type { AdminTicketView } from '@kizomba/api-contract/admin/tickets';
import { Op, type WhereOptions } from 'sequelize';
import type { Database } from '../../db/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import type { Logger } from '../../lib/logger.js';
import { pageWindow, type Page, type PageArgs } from '../../lib/pagination.js';
import { containsWord, searchWords } from '../../lib/text-search.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { createCatalogueService, type TicketTypeInstance } from '../catalogue/index.js';
import { nudgeWaitingList } from '../waiting-list/index.js';
import { enqueueMail, ORDER_CONFIRMATION_KIND } from '../mail/index.js';
import { ticketNumber } from './documents.js';
import type { TicketInstance, TicketStatus } from './models.js';

export const TICKET_NOT_FOUND_MESSAGE = 'Billet introuvable.';
export const TICKET_NOT_VALID_MESSAGE = "Ce billet n'est plus valide (déjà annulé ou remboursé).";

const ticketNotFound = () => notFound(TICKET_NOT_FOUND_MESSAGE, 'TICKET_NOT_FOUND');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Answers of the contract (`@kizomba/api-contract/admin/tickets`): a renamed field fails to compile here and in the site. */
export type { AdminTicketView } from '@kizomba/api-contract/admin/tickets';

export interface TicketFilters {
  q?: string;
  status?: TicketStatus;
  ticketTypeId?: number;
}

export interface TicketsAdminDeps {
  db: Database;
  logger: Logger;
  clock?: () => Date;
}

/** The order a listed ticket belongs to, as the list reads it. */
type ListedTicket = TicketInstance & { order: { id: string; number: string; email: string }; ticketType?: TicketTypeInstance | null };

export function createTicketsAdminService(deps: TicketsAdminDeps) {
  const { db, logger } = deps;
  const { Order, OrderRefund, Ticket, TicketType, OutboxMessage, TicketResale, TicketTransfer } = db.models;
  const clock = deps.clock ?? (() => new Date());
  const catalogue = createCatalogueService(db.models);

  async function ticketViews(where: WhereOptions, page: number, pageSize: number): Promise<{ rows: AdminTicketView[]; count: number }> {
    const { rows, count } = await Ticket.findAndCountAll({
      where,
      include: [
        { model: Order, as: 'order', attributes: ['id', 'number', 'email'], required: true },
        { model: TicketType, as: 'ticketType', attributes: ['id', 'name'], required: false },
      ],
      order: [['id', 'DESC']],
      ...pageWindow({ page, pageSize }),
      distinct: true,
    });
    const pending = rows.length > 0 ? await TicketTransfer.findAll({ where: { ticketId: rows.map((t) => t.id), status: 'pending' }, attributes: ['ticketId', 'toEmail'] }) : [];
    const pendingTo = new Map(pending.map((p) => [p.ticketId, p.toEmail]));
    return {
      count,
      rows: (rows as ListedTicket[]).map((t) => ({
        id: t.id,
        number: ticketNumber(t.id),
        holderName: t.holderName,
        status: t.status,
        ticketTypeId: t.ticketTypeId,
        ticketTypeName: t.ticketType?.name ?? '',
        orderId: t.orderId,
        orderNumber: t.order.number,
        email: t.order.email,
        checkedInAt: iso(t.checkedInAt),
        role: t.role === 'leader' || t.role === 'follower' ? t.role : null,
        holderEmail: t.holderEmail,
        transferredAt: iso(t.transferredAt),
        pendingTransferTo: pendingTo.get(t.id) ?? null,
      })),
    };
  }

  return {
    /** `GET /api/admin/tickets`: search by holder, e-mail, order number, ticket number or code; newest first. */
    async listTickets(filters: TicketFilters & PageArgs): Promise<Page<AdminTicketView>> {
      const and: WhereOptions[] = [];
      if (filters.status) and.push({ status: filters.status });
      if (filters.ticketTypeId !== undefined) and.push({ ticketTypeId: filters.ticketTypeId });
      const q = (filters.q ?? '').trim();
      if (q) {
        const or: WhereOptions[] = [{ code: q }];
        if (/^\d{1,10}$/.test(q)) or.push({ id: Number(q) });
        const terms = searchWords(q);
        if (terms.length > 0) {
          or.push({
            [Op.and]: terms.map((word) => ({
              [Op.or]: [
                containsWord('Ticket.holder_name', word),
                containsWord('Ticket.holder_email', word),
                containsWord('order.email', word),
                containsWord('order.number', word),
              ],
            })),
          });
        }
        and.push({ [Op.or]: or });
      }
      const { rows, count } = await ticketViews({ [Op.and]: and }, filters.page, filters.pageSize);
      return { data: rows, page: filters.page, pageSize: filters.pageSize, total: count };
    },

    /** The order's tickets e-mail again (its valid tickets, as the confirmation), under a fresh dedupe key. */
    async resendTickets(actor: Actor, ticketId: number): Promise<{ email: string }> {
      const now = clock();
      return db.write(async (transaction) => {
        const ticket = ticketId > 0 ? await Ticket.findByPk(ticketId, { transaction }) : null;
        if (!ticket) throw ticketNotFound();
        const order = (await Order.findByPk(ticket.orderId, { transaction }))!;
        const valid = await Ticket.count({ where: { orderId: order.id, status: 'valid' }, transaction });
        if (order.status !== 'completed' || valid === 0) throw conflict("Cette commande n'a plus de billet valide à envoyer.", 'TICKET_NOT_VALID');
        const sent = await OutboxMessage.count({ where: { dedupeKey: { [Op.like]: `${ORDER_CONFIRMATION_KIND}:${order.id}%` } }, transaction });
        const { message } = await enqueueMail(
          db.models,
          { kind: ORDER_CONFIRMATION_KIND, dedupeKey: `${ORDER_CONFIRMATION_KIND}:${order.id}:resend-${sent + 1}-${now.getTime()}`, recipient: order.email, payload: { orderId: order.id } },
          { transaction, now },
        );
        await recordAudit(
          db.models,
          { actorId: actor.id, action: 'ticket.resent', targetType: 'ticket', targetId: ticket.id, details: { orderId: order.id, email: order.email, outboxId: message.id }, ip: actor.ip, now },
          transaction,
        );
        return { email: order.email };
      });
    },

    /** Cancel one ticket (no money moves): refused at the door from now on, its seat back on sale. */
    async cancelTicket(actor: Actor, ticketId: number, reason?: string): Promise<AdminTicketView> {
      const now = clock();
      const id = await db.write(async (transaction) => {
        const ticket = ticketId > 0 ? await Ticket.findByPk(ticketId, { transaction, lock: transaction.LOCK.UPDATE }) : null;
        if (!ticket) throw ticketNotFound();
        const inPendingRefund = (await OrderRefund.findAll({ where: { orderId: ticket.orderId, status: 'pending' }, transaction })).some((r) =>
          (r.ticketIds ?? []).includes(ticket.id),
        );
        const [affected] = inPendingRefund ? [0] : await Ticket.update({ status: 'cancelled' }, { where: { id: ticket.id, status: 'valid' }, transaction });
        if (affected !== 1) throw conflict(TICKET_NOT_VALID_MESSAGE, 'TICKET_NOT_VALID');
        // A ticket on resale already gave its seat back: its listing ends, its seat is not given twice.
        const [unlisted] = await TicketResale.update({ status: 'cancelled', decidedAt: now, updatedAt: now }, { where: { ticketId: ticket.id, status: 'listed' }, transaction });
        for (const ticketTypeId of unlisted > 0 ? [] : await catalogue.releaseSoldSeats([ticket], { transaction })) {
          logger.warn({ ticketTypeId }, 'billets : compteur de places vendues déjà plus bas que les billets rendus');
        }
        if (unlisted === 0) nudgeWaitingList(ticket.ticketTypeId, { transaction });
        await recordAudit(
          db.models,
          { actorId: actor.id, action: 'ticket.cancelled', targetType: 'ticket', targetId: ticket.id, details: { orderId: ticket.orderId, reason: reason?.trim() || null }, ip: actor.ip, now },
          transaction,
        );
        publishDomainEvent(db.sequelize, 'admin.stats', { reason: 'ticket' }, transaction);
        return ticket.id;
      });
      return (await ticketViews({ id }, 1, 1)).rows[0]!;
    },
  };
}

export type TicketsAdminService = ReturnType<typeof createTicketsAdminService>;
