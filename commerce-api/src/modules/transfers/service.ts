/**
 * Name changes and transfers of tickets (docs/accounts.md « Name change and transfer »). Knows
 * nothing of Express.
 *
 * - Name change: the holder corrects the name printed on a ticket; the ticket gets a new code
 *   (the old one is revoked, reason 'renamed': « Billet remplacé » at the door) and its holder a
 *   new PDF.
 * - Transfer: the holder names someone by e-mail; the ticket's code is revoked AT ONCE (reason
 *   'transferred': « Billet transféré »), a pending transfer is stored with only the SHA-256 of the
 *   acceptance link's token, and the recipient gets the link. Accepting makes them the holder with
 *   a code never sent before (PDF e-mailed) and tells the sender; the sender's cancellation or the
 *   end of the window gives the ticket back to the sender with a new code (PDF e-mailed).
 *
 * Every change runs in one transaction with its audit row and its e-mails (outbox); the status
 * changes are conditional UPDATEs, so of an accept and a cancel racing, exactly one wins, and a
 * replayed accept finds nothing pending. Refused after the festival's deadline (409 TRANSFER_CLOSED).
 */
import type { PendingTransferView, PublicTransferView, TransferAcceptAnswer } from '@kizomba/api-contract/transfers';
import type { TicketView } from '@kizomba/api-contract/account';
import { DEFAULT_LOCALE, localePath, type Locale } from '@kizomba/locales';
import { createHash, randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { AppConfig } from '../../config/index.js';
import type { UserRole } from '../auth/index.js';
import type { Database } from '../../db/index.js';
import { HttpError, conflict, notFound } from '../../lib/errors.js';
import { seal } from '../../lib/sealed.js';
import type { TicketKeys } from '../../lib/ticket-keys.js';
import { recordAudit } from '../audit/index.js';
import { FESTIVAL, ticketTypeTexts } from '../catalogue/index.js';
import { getFestivalSettings, transfersClosed } from '../festival-settings/index.js';
import { enqueueMail } from '../mail/index.js';
import { heldTickets, holderOf, reissueTicketCode, ticketCodeHash, type TicketInstance, type TicketKeeper } from '../tickets/index.js';
import type { TicketTransferInstance } from './models.js';

/** How long a recipient has to accept (never beyond the festival's deadline). */
export const TRANSFER_WINDOW_HOURS = 72;
/** One ticket's PDF, e-mailed to whoever holds it after a name change or a transfer. */
export const TICKET_PDF_MAIL_KIND = 'ticket-pdf';
/** The recipient's e-mail with the acceptance link. */
export const TRANSFER_OFFER_MAIL_KIND = 'ticket-transfer-offer';
/** The sender's notice that the recipient accepted. */
export const TRANSFER_ACCEPTED_MAIL_KIND = 'ticket-transfer-accepted';

/** Why a ticket's PDF is e-mailed: its name changed, it was received, or it came back to its sender. */
export type TicketPdfEvent = 'renamed' | 'transferred' | 'cancelled' | 'expired';

/** Bound on the transfers one sweep expires. */
const EXPIRY_BATCH = 100;

export const hashTransferToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newTransferToken = () => randomBytes(32).toString('base64url');
/** A token as the link carries it: 43 base64url characters; anything else is unknown. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const transferUrl = (publicSiteUrl: string, token: string, locale: Locale = DEFAULT_LOCALE) =>
  `${publicSiteUrl}${localePath(locale, `/transfer/${encodeURIComponent(token)}`)}`;
/** Where a holder finds their tickets once signed in. */
export const dashboardTicketsPath = (locale: Locale) => localePath(locale, '/dashboard/tickets');

const gone = (code: string, key: Parameters<typeof conflict>[0]) => new HttpError(410, code, key);
const refusals = {
  notFound: () => notFound({ key: 'errors.common.notFound' }, 'TICKET_NOT_FOUND'),
  closed: () => conflict({ key: 'transfers.errors.closed' }, 'TRANSFER_CLOSED'),
  checkedIn: () => conflict({ key: 'transfers.errors.checkedIn' }, 'TRANSFER_CHECKED_IN'),
  invalid: () => conflict({ key: 'transfers.errors.invalid' }, 'TRANSFER_TICKET_INVALID'),
  onResale: () => conflict({ key: 'transfers.errors.onResale' }, 'TRANSFER_ON_RESALE'),
  pending: () => conflict({ key: 'transfers.errors.pending' }, 'TRANSFER_PENDING'),
  toSelf: () => conflict({ key: 'transfers.errors.toSelf' }, 'TRANSFER_TO_SELF'),
  notPending: () => conflict({ key: 'transfers.errors.notPending' }, 'TRANSFER_NOT_PENDING'),
  linkNotFound: () => notFound({ key: 'transfers.errors.linkNotFound' }, 'TRANSFER_NOT_FOUND'),
  alreadyAccepted: () => conflict({ key: 'transfers.errors.alreadyAccepted' }, 'TRANSFER_NOT_PENDING'),
  cancelled: () => gone('TRANSFER_CANCELLED', { key: 'transfers.errors.cancelled' }),
  expired: () => gone('TRANSFER_EXPIRED', { key: 'transfers.errors.expired' }),
};

/** The signed-in holder acting from the dashboard. */
export interface TransferActor extends TicketKeeper {
  role: UserRole;
  firstName: string;
  lastName: string;
  ip?: string | null;
}

export interface HolderName {
  firstName: string;
  lastName: string;
}

export interface TransferInput extends HolderName {
  email: string;
  locale?: Locale;
}

export interface TransfersDeps {
  db: Database;
  config: Pick<AppConfig, 'publicSiteUrl' | 'jwtSecret'>;
  clock?: () => Date;
  /** Signs the new code a ticket gets when it changes hands or names. */
  ticketKeys: TicketKeys;
  /** The dashboard's view of one ticket, answered after each change. */
  ticketView: (user: TicketKeeper & { role: UserRole }, ticketId: number, locale: Locale) => Promise<TicketView>;
}

const fullName = (first: string, last: string) => `${first.trim()} ${last.trim()}`.trim();
const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toPendingTransferView(transfer: TicketTransferInstance): PendingTransferView {
  return {
    toFirstName: transfer.toFirstName,
    toLastName: transfer.toLastName,
    toEmail: transfer.toEmail,
    createdAt: transfer.createdAt.toISOString(),
    expiresAt: transfer.expiresAt.toISOString(),
  };
}

export function createTransfersService(deps: TransfersDeps) {
  const { db, config } = deps;
  const { Ticket, TicketTransfer, TicketResale, Order, TicketType } = db.models;
  const clock = deps.clock ?? (() => new Date());

  /** The actor's ticket, locked, or 404 (unknown and someone else's alike). */
  async function heldTicket(actor: TransferActor, ticketId: number, transaction: Transaction) {
    if (!Number.isSafeInteger(ticketId) || ticketId <= 0) throw refusals.notFound();
    const { tickets, orders } = await heldTickets(db.models, actor, {
      ticketId,
      transaction,
      lock: true,
    });
    const ticket = tickets[0];
    if (!ticket) throw refusals.notFound();
    return { ticket, order: orders.get(ticket.orderId)! };
  }

  /** What forbids a ticket to change holder now (pending transfer aside, which each action reads itself). */
  async function assertMovable(ticket: TicketInstance, now: Date, transaction: Transaction): Promise<void> {
    if (ticket.status !== 'valid') throw refusals.invalid();
    if (ticket.checkedInAt !== null) throw refusals.checkedIn();
    if (transfersClosed(await getFestivalSettings(db.models, transaction), now)) throw refusals.closed();
    if (
      await TicketResale.findOne({
        where: { ticketId: ticket.id, status: 'listed' },
        attributes: ['id'],
        transaction,
      })
    )
      throw refusals.onResale();
  }

  const pendingOf = (ticketId: number, transaction: Transaction) =>
    TicketTransfer.findOne({
      where: { ticketId, status: 'pending' },
      transaction,
    });

  /** Queues one ticket's PDF for whoever holds it now (rendered at send time; see mail.ts). */
  async function mailTicketPdf(
    ticket: TicketInstance,
    recipient: string,
    event: TicketPdfEvent,
    locale: Locale,
    transaction: Transaction,
    extra: { transferId?: number } = {},
  ): Promise<void> {
    const codeHash = ticketCodeHash(ticket.code);
    await enqueueMail(
      db.models,
      {
        kind: TICKET_PDF_MAIL_KIND,
        dedupeKey: `${TICKET_PDF_MAIL_KIND}:${ticket.id}:${codeHash.slice(0, 32)}`,
        recipient,
        payload: { ticketId: ticket.id, event, locale, codeHash, ...extra },
      },
      { transaction, now: clock() },
    );
  }

  /** The transfer a token names, or null (unknown, malformed). */
  async function byToken(token: string, transaction?: Transaction): Promise<TicketTransferInstance | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    return TicketTransfer.findOne({
      where: { tokenHash: hashTransferToken(token) },
      transaction,
    });
  }

  async function publicView(transfer: TicketTransferInstance, locale: Locale, now: Date, transaction?: Transaction): Promise<PublicTransferView> {
    const ticket = await Ticket.findByPk(transfer.ticketId, { transaction });
    const type = ticket
      ? await TicketType.findByPk(ticket.ticketTypeId, {
          attributes: ['id', 'name', 'translations'],
          transaction,
        })
      : null;
    const lapsed = transfer.status === 'pending' && transfer.expiresAt.getTime() <= now.getTime();
    const sender = transfer.fromUserId
      ? await db.models.User.findByPk(transfer.fromUserId, {
          attributes: ['id', 'firstName', 'lastName'],
          transaction,
        })
      : null;
    return {
      status: lapsed ? 'expired' : transfer.status,
      ticketTypeName: type ? ticketTypeTexts(type, locale).name : '',
      role: ticket?.role === 'leader' || ticket?.role === 'follower' ? ticket.role : null,
      fromName: (sender && fullName(sender.firstName, sender.lastName)) || ticket?.holderName || '',
      toFirstName: transfer.toFirstName,
      toLastName: transfer.toLastName,
      expiresAt: transfer.expiresAt.toISOString(),
      festivalStart: FESTIVAL.startDate,
      festivalEnd: FESTIVAL.endDate,
    };
  }

  /** Gives a transfer's ticket back to its sender with a new code (cancelled or expired). */
  async function giveBack(
    transfer: TicketTransferInstance,
    event: 'cancelled' | 'expired',
    now: Date,
    actorId: number | null,
    transaction: Transaction,
    ip?: string | null,
  ) {
    const ticket = await Ticket.findByPk(transfer.ticketId, {
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (ticket && ticket.status === 'valid') {
      await reissueTicketCode(db.models, ticket, 'transferred', now, transaction, deps.ticketKeys.active);
      const order = await Order.findByPk(ticket.orderId, {
        attributes: ['id', 'locale'],
        transaction,
      });
      await mailTicketPdf(ticket, transfer.fromEmail, event, order?.locale ?? DEFAULT_LOCALE, transaction, { transferId: transfer.id });
    }
    await recordAudit(
      db.models,
      {
        actorId,
        action: event === 'cancelled' ? 'ticket.transfer-cancelled' : 'ticket.transfer-expired',
        targetType: 'ticket',
        targetId: transfer.ticketId,
        details: { transferId: transfer.id, to: transfer.toEmail },
        ip: ip ?? null,
        now,
      },
      transaction,
    );
  }

  return {
    /** `PATCH /api/account/tickets/{id}/holder`: the name printed on the ticket; a new code and PDF. */
    async changeHolderName(actor: TransferActor, ticketId: number, name: HolderName, locale: Locale): Promise<TicketView> {
      const now = clock();
      await db.write(async (transaction) => {
        const { ticket, order } = await heldTicket(actor, ticketId, transaction);
        await assertMovable(ticket, now, transaction);
        if (await pendingOf(ticket.id, transaction)) throw refusals.pending();
        const holder = holderOf(ticket, order);
        const firstName = name.firstName.trim();
        const lastName = name.lastName.trim();
        // The same name again changes nothing (a double click, a replayed request).
        if (holder.firstName === firstName && holder.lastName === lastName && ticket.holderFirstName !== null) return;
        await reissueTicketCode(db.models, ticket, 'renamed', now, transaction, deps.ticketKeys.active);
        await ticket.update(
          {
            holderFirstName: firstName,
            holderLastName: lastName,
            holderEmail: holder.email,
            holderName: fullName(firstName, lastName),
            updatedAt: now,
          },
          { transaction },
        );
        await recordAudit(
          db.models,
          {
            actorId: actor.id,
            action: 'ticket.renamed',
            targetType: 'ticket',
            targetId: ticket.id,
            details: {
              from: fullName(holder.firstName, holder.lastName),
              to: fullName(firstName, lastName),
            },
            ip: actor.ip ?? null,
            now,
          },
          transaction,
        );
        await mailTicketPdf(ticket, holder.email, 'renamed', locale, transaction);
      });
      return deps.ticketView(actor, ticketId, locale);
    },

    /** `POST /api/account/tickets/{id}/transfer`: the old code revoked now, the recipient e-mailed a link. */
    async requestTransfer(actor: TransferActor, ticketId: number, input: TransferInput, locale: Locale): Promise<TicketView> {
      const now = clock();
      const toEmail = normalizeEmail(input.email);
      await db.write(async (transaction) => {
        const { ticket } = await heldTicket(actor, ticketId, transaction);
        await assertMovable(ticket, now, transaction);
        if (await pendingOf(ticket.id, transaction)) throw refusals.pending();
        // Handing a ticket named at checkout to the friend it names is a real transfer (it moves to their dashboard).
        if (toEmail === normalizeEmail(actor.email)) throw refusals.toSelf();
        const settings = await getFestivalSettings(db.models, transaction);
        const window = now.getTime() + TRANSFER_WINDOW_HOURS * 3_600_000;
        const expiresAt = new Date(settings.transferDeadline ? Math.min(window, settings.transferDeadline.getTime()) : window);
        const token = newTransferToken();
        await reissueTicketCode(db.models, ticket, 'transferred', now, transaction, deps.ticketKeys.active);
        const transfer = await TicketTransfer.create(
          {
            ticketId: ticket.id,
            fromUserId: actor.id,
            fromEmail: normalizeEmail(actor.email),
            toFirstName: input.firstName.trim(),
            toLastName: input.lastName.trim(),
            toEmail,
            locale: input.locale ?? locale,
            tokenHash: hashTransferToken(token),
            status: 'pending',
            expiresAt,
            createdAt: now,
            updatedAt: now,
          },
          { transaction },
        );
        await recordAudit(
          db.models,
          {
            actorId: actor.id,
            action: 'ticket.transfer-requested',
            targetType: 'ticket',
            targetId: ticket.id,
            details: {
              transferId: transfer.id,
              to: toEmail,
              expiresAt: expiresAt.toISOString(),
            },
            ip: actor.ip ?? null,
            now,
          },
          transaction,
        );
        // The token travels sealed in the outbox row; the renderer re-checks it at send time.
        await enqueueMail(
          db.models,
          {
            kind: TRANSFER_OFFER_MAIL_KIND,
            dedupeKey: `${TRANSFER_OFFER_MAIL_KIND}:${transfer.id}`,
            recipient: toEmail,
            payload: {
              transferId: transfer.id,
              sealedToken: seal(config, token),
            },
          },
          { transaction, now },
        );
      });
      return deps.ticketView(actor, ticketId, locale);
    },

    /** `DELETE /api/account/tickets/{id}/transfer`: the pending transfer cancelled, the ticket back with a new code. */
    async cancelTransfer(actor: TransferActor, ticketId: number, locale: Locale): Promise<TicketView> {
      const now = clock();
      await db.write(async (transaction) => {
        const { ticket } = await heldTicket(actor, ticketId, transaction);
        const transfer = await pendingOf(ticket.id, transaction);
        if (!transfer) throw refusals.notPending();
        const [changed] = await TicketTransfer.update(
          { status: 'cancelled', decidedAt: now, updatedAt: now },
          { where: { id: transfer.id, status: 'pending' }, transaction },
        );
        if (changed !== 1) throw refusals.notPending();
        await giveBack(transfer, 'cancelled', now, actor.id, transaction, actor.ip);
      });
      return deps.ticketView(actor, ticketId, locale);
    },

    /** `GET /api/ticket-transfers/{token}`: what the recipient sees (any status: the page says why it is over). */
    async show(token: string, locale: Locale): Promise<PublicTransferView> {
      const transfer = await byToken(token);
      if (!transfer) throw refusals.linkNotFound();
      return publicView(transfer, locale, clock());
    },

    /** `POST /api/ticket-transfers/{token}/accept`: the recipient becomes the holder; a new code and PDF to them. */
    async accept(token: string, locale: Locale): Promise<TransferAcceptAnswer> {
      const now = clock();
      const accepted = await db.write(async (transaction) => {
        const transfer = await byToken(token, transaction);
        if (!transfer) throw refusals.linkNotFound();
        const [changed] = await TicketTransfer.update(
          { status: 'accepted', decidedAt: now, updatedAt: now },
          {
            where: {
              id: transfer.id,
              status: 'pending',
              expiresAt: { [Op.gt]: now },
            },
            transaction,
          },
        );
        if (changed !== 1) {
          await transfer.reload({ transaction });
          if (transfer.status === 'accepted') throw refusals.alreadyAccepted();
          if (transfer.status === 'cancelled') throw refusals.cancelled();
          throw refusals.expired();
        }
        await transfer.reload({ transaction });
        const ticket = await Ticket.findByPk(transfer.ticketId, {
          transaction,
          lock: transaction.LOCK.UPDATE,
        });
        // Cancelled or refunded by the festival meanwhile: nothing to hand over (the whole accept rolls back).
        if (!ticket || ticket.status !== 'valid') throw refusals.invalid();
        const fromName = ticket.holderName;
        await reissueTicketCode(db.models, ticket, 'transferred', now, transaction, deps.ticketKeys.active);
        await ticket.update(
          {
            holderFirstName: transfer.toFirstName,
            holderLastName: transfer.toLastName,
            holderEmail: transfer.toEmail,
            holderName: fullName(transfer.toFirstName, transfer.toLastName),
            transferredAt: now,
            updatedAt: now,
          },
          { transaction },
        );
        await recordAudit(
          db.models,
          {
            actorId: null,
            action: 'ticket.transfer-accepted',
            targetType: 'ticket',
            targetId: ticket.id,
            details: {
              transferId: transfer.id,
              from: transfer.fromEmail,
              to: transfer.toEmail,
            },
            now,
          },
          transaction,
        );
        await mailTicketPdf(ticket, transfer.toEmail, 'transferred', transfer.locale, transaction, { transferId: transfer.id });
        await enqueueMail(
          db.models,
          {
            kind: TRANSFER_ACCEPTED_MAIL_KIND,
            dedupeKey: `${TRANSFER_ACCEPTED_MAIL_KIND}:${transfer.id}`,
            recipient: transfer.fromEmail,
            payload: { transferId: transfer.id, fromName },
          },
          { transaction, now },
        );
        return {
          transfer: await publicView(transfer, locale, now, transaction),
          ticket,
        };
      });
      return {
        transfer: accepted.transfer,
        ticketNumber: String(accepted.ticket.id).padStart(6, '0'),
        emailedTo: accepted.ticket.holderEmail ?? '',
        dashboardPath: dashboardTicketsPath(locale),
      };
    },

    /** Expires the transfers whose window is over; each ticket goes back to its sender with a new code. */
    async expireDue(now: Date = clock()): Promise<number> {
      const due = await TicketTransfer.findAll({
        where: { status: 'pending', expiresAt: { [Op.lte]: now } },
        order: [
          ['expiresAt', 'ASC'],
          ['id', 'ASC'],
        ],
        limit: EXPIRY_BATCH,
      });
      let expired = 0;
      for (const transfer of due) {
        const done = await db.write(async (transaction) => {
          const [changed] = await TicketTransfer.update(
            { status: 'expired', decidedAt: now, updatedAt: now },
            {
              where: {
                id: transfer.id,
                status: 'pending',
                expiresAt: { [Op.lte]: now },
              },
              transaction,
            },
          );
          if (changed !== 1) return false;
          await giveBack(transfer, 'expired', now, null, transaction);
          return true;
        });
        if (done) expired += 1;
      }
      return expired;
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
