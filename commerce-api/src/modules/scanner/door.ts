/**
 * The door's rules, shared by online check-ins and offline uploads: find the ticket a code opens,
 * judge it against a check-in list, and pass ONE gate per direction on the ticket's state on that
 * list (`ticket_check_ins`). Knows nothing of Express.
 *
 * Judging, in order: code unknown (or its order not `completed`) → `unknown`, unless it is a code
 * its ticket no longer answers to → `transferred` / `renamed` / `resold`; ticket `cancelled` /
 * `refunded`; type not admitted by the list → `wrong_list`; ticket type valid on given days
 * (Europe/Paris) and that day is not one → `not_valid_today`; ticket put up for resale → `on_resale`.
 *
 * The gate runs in the caller's transaction with the ticket row locked (MariaDB; SQLite's writes are
 * serialized anyway), so of two scanners racing on one ticket exactly one lets it in, and a refund
 * or resale committed meanwhile is seen. Entry: no row → first entry (`valid`); a row on an
 * entry/exit list with the holder outside → re-entry (`valid`); otherwise `already_checked_in`.
 * Exit: inside → `exited`, else `not_inside`. A ticket's first admission anywhere also stamps
 * `tickets.checked_in_at` (only while it is null).
 */
import type { Locale } from '@kizomba/locales';
import { VERDICT_MESSAGES, type Verdict, type VerdictTicket } from '@kizomba/api-contract/scanner';
import { createHash } from 'node:crypto';
import { literal, type Transaction, type WhereOptions } from 'sequelize';
import type { Database } from '../../db/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { parisDate } from '../../lib/paris-time.js';
import type { UserInstance } from '../auth/index.js';
import { listAdmits, loadCheckInList, type LoadedCheckInList, type TicketCheckInInstance } from '../check-in-lists/index.js';
import { listedTicketIds } from '../resale/index.js';
import { revocationOf, ticketNumber, type TicketInstance } from '../tickets/index.js';
import { FINGERPRINT_LENGTH, type ScanDirection, type ScanResult } from './models.js';

/** The verdicts' French texts, from the contract: the offline scanner shows the same ones. */
export { VERDICT_MESSAGES };

/** First 12 hex characters of the code's SHA-256: what the log keeps instead of the code. */
export function codeFingerprint(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex').slice(0, FINGERPRINT_LENGTH);
}

export const personName = (u: Pick<UserInstance, 'firstName' | 'lastName' | 'email'>) => `${u.firstName} ${u.lastName}`.trim() || u.email;

export type LoadedTicket = TicketInstance & {
  order?: { number: string; status: string; locale: Locale } | null;
  ticketType?: { id: number; name: string; validDays: string[] } | null;
  checkedInByUser?: UserInstance | null;
};

/** What a scanned code opens: a ticket to judge, a former ticket (revoked code), or nothing. */
export type Found = { kind: 'ticket'; ticket: LoadedTicket } | { kind: 'revoked'; ticket: LoadedTicket; reason: ScanResult } | { kind: 'unknown' };

/** The outcome of the gate on a list. */
export type GateResult =
  | { result: 'valid'; checkIn: TicketCheckInInstance | null; firstEntry: boolean }
  | { result: 'already_checked_in'; checkIn: TicketCheckInInstance }
  | { result: 'exited' | 'not_inside' }
  | { result: Exclude<ScanResult, 'valid' | 'already_checked_in' | 'exited' | 'not_inside'> };

export const exitNotAllowed = () =>
  badRequest('Cette liste ne compte pas les sorties : choisissez l’entrée ou une liste avec entrées et sorties.', 'EXIT_NOT_ALLOWED');

export function createDoor(db: Database) {
  const { Ticket, TicketType, User, Order, TicketCheckIn } = db.models;

  const ticketIncludes = [
    { model: Order, as: 'order', attributes: ['id', 'number', 'status', 'locale'] },
    { model: TicketType, as: 'ticketType', attributes: ['id', 'name', 'validDays'] },
    { model: User, as: 'checkedInByUser', attributes: ['id', 'firstName', 'lastName', 'email'] },
  ];

  const loadTicket = (where: WhereOptions, transaction?: Transaction) =>
    Ticket.findOne({ where, include: ticketIncludes, transaction }) as Promise<LoadedTicket | null>;

  /** Status and days refusals (and the list's types): what a ticket's own state says. */
  function refusal(t: Pick<TicketInstance, 'status' | 'ticketTypeId'> & { ticketType?: LoadedTicket['ticketType'] }, list: LoadedCheckInList | null, at: Date): ScanResult | null {
    if (t.status === 'cancelled') return 'cancelled';
    if (t.status === 'refunded') return 'refunded';
    if (list && !listAdmits(list, t.ticketTypeId)) return 'wrong_list';
    const days = t.ticketType?.validDays ?? [];
    if (days.length > 0 && !days.includes(parisDate(at))) return 'not_valid_today';
    return null;
  }

  async function staffName(id: number | null, transaction?: Transaction): Promise<{ id: number; name: string } | null> {
    if (id === null) return null;
    const user = await User.findByPk(id, { attributes: ['id', 'firstName', 'lastName', 'email'], transaction });
    return user ? { id: user.id, name: personName(user) } : null;
  }

  return {
    loadTicket,
    refusal,
    staffName,

    verdictTicket(t: LoadedTicket): VerdictTicket {
      return {
        id: t.id,
        number: ticketNumber(t.id),
        holderName: t.holderName,
        role: t.role === 'leader' || t.role === 'follower' ? t.role : null,
        ticketTypeName: t.ticketType?.name ?? '',
        orderNumber: t.order?.number ?? '',
        validDays: [...(t.ticketType?.validDays ?? [])],
        // The holder's language (their order's), so the door staff can greet them in it.
        locale: t.order?.locale ?? 'fr',
      };
    },

    checkedInByOf(t: LoadedTicket): { id: number; name: string } | null {
      return t.checkedInByUser ? { id: t.checkedInByUser.id, name: personName(t.checkedInByUser) } : null;
    },

    /** The list a scan is for; 404 when it does not exist. */
    async requireList(listId: number, transaction?: Transaction): Promise<LoadedCheckInList> {
      const list = await loadCheckInList(db.models, listId, transaction);
      if (!list) throw notFound('Cette liste de contrôle n’existe pas.', 'CHECK_IN_LIST_NOT_FOUND');
      return list;
    },

    /** The ticket a code opens (of a completed order), the former ticket of a revoked code, or nothing. */
    async find(code: string): Promise<Found> {
      const found = await loadTicket({ code });
      if (found && found.order?.status === 'completed') return { kind: 'ticket', ticket: found };
      // A code its ticket no longer answers to (handed over, renamed, resold): say why, with whose ticket it was.
      const revoked = found ? null : await revocationOf(db.models, code);
      const former = revoked ? await loadTicket({ id: revoked.ticketId }) : null;
      return revoked && former ? { kind: 'revoked', ticket: former, reason: revoked.reason } : { kind: 'unknown' };
    },

    /** The refusal a ticket gets before any gate (status, list, days, resale), or null. */
    async judge(t: LoadedTicket, list: LoadedCheckInList | null, at: Date, transaction?: Transaction): Promise<ScanResult | null> {
      return refusal(t, list, at) ?? ((await listedTicketIds(db.models, [t.id], transaction)).has(t.id) ? 'on_resale' : null);
    },

    /**
     * The gate on `list` for `ticketId`, in `transaction` (see the file's comment). `at` is the
     * move's time (an offline scan's device time), `by` the staff account.
     */
    async gate(
      list: LoadedCheckInList,
      ticketId: number,
      direction: ScanDirection,
      move: { at: Date; by: number },
      transaction: Transaction,
    ): Promise<GateResult> {
      const locked = await Ticket.findByPk(ticketId, { lock: transaction.LOCK.UPDATE, transaction });
      if (!locked) return { result: 'unknown' };
      const ticketType = await TicketType.findByPk(locked.ticketTypeId, { attributes: ['id', 'name', 'validDays'], transaction });
      const ticket = Object.assign(locked, { ticketType }) as LoadedTicket;
      // Refunded, cancelled or put up for resale while the scan was on its way.
      const late = refusal(ticket, list, move.at) ?? ((await listedTicketIds(db.models, [ticket.id], transaction)).has(ticket.id) ? 'on_resale' : null);
      if (late) return { result: late } as GateResult;

      const where = { listId: list.id, ticketId };
      if (direction === 'exit') {
        const [changed] = await TicketCheckIn.update({ inside: false, lastMoveAt: move.at }, { where: { ...where, inside: true }, transaction });
        return { result: changed === 1 ? 'exited' : 'not_inside' };
      }

      const current = await TicketCheckIn.findOne({ where, lock: transaction.LOCK.UPDATE, transaction });
      if (!current) {
        const created = await TicketCheckIn.create(
          { ...where, firstEntryAt: move.at, firstEntryBy: move.by, inside: true, entries: 1, lastMoveAt: move.at },
          { transaction },
        );
        const [stamped] = await Ticket.update({ checkedInAt: move.at, checkedInBy: move.by }, { where: { id: ticketId, checkedInAt: null }, transaction });
        return { result: 'valid', checkIn: created, firstEntry: stamped === 1 };
      }
      if (list.entryExit) {
        const [changed] = await TicketCheckIn.update(
          { inside: true, entries: literal('entries + 1') as unknown as number, lastMoveAt: move.at },
          { where: { ...where, inside: false }, transaction },
        );
        if (changed === 1) return { result: 'valid', checkIn: null, firstEntry: false };
      }
      return { result: 'already_checked_in', checkIn: current };
    },

    /** A verdict's French message with its ticket (when there is one), list and direction. */
    verdictOf(
      result: ScanResult,
      parts: { ticket?: VerdictTicket; list?: LoadedCheckInList | null; direction?: ScanDirection | null } = {},
    ): Verdict {
      return {
        result,
        ...(parts.ticket ? { ticket: parts.ticket } : {}),
        message: VERDICT_MESSAGES[result],
        ...(parts.list ? { direction: parts.direction ?? 'entry', list: { id: parts.list.id, name: parts.list.name } } : {}),
      };
    },
  };
}

export type Door = ReturnType<typeof createDoor>;
