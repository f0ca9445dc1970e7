/**
 * Door check-in: a scanned QR code becomes a verdict, every scan is logged, and the live counts
 * (summary, counts per check-in list) follow. Knows nothing of Express. The rules: door.ts.
 *
 * Without a list, a ticket is let in once for the whole festival: ONE conditional UPDATE
 * (`status = 'valid' AND checked_in_at IS NULL`, not on resale) → `valid`, none → someone else
 * was faster (two scanners, one ticket) → `already_checked_in` with when and by whom. With a
 * check-in list, once per list (entry/exit lists: in and out) through the list's gate. The scan
 * row is written in the same transaction as the check-in; `ticket:checked-in` and the lists'
 * counts are published after commit. A scan's `nonce` (uuid) is UNIQUE in the log: a retried
 * request answers the verdict recorded the first time and changes nothing.
 */
import type { ScanView, ScannerSummary, Verdict } from '@kizomba/api-contract/scanner';
import { Op, QueryTypes, UniqueConstraintError, literal, type Transaction, type WhereOptions } from 'sequelize';
import type { Database } from '../../db/index.js';
import { publishDomainEvent } from '../../lib/events.js';
import type { TicketKeys } from '../../lib/ticket-keys.js';
import type { UserInstance } from '../auth/index.js';
import { loadCheckInList, publishCheckInCounts, type LoadedCheckInList } from '../check-in-lists/index.js';
import { listedTicketIds } from '../resale/index.js';
import { ticketNumber } from '../tickets/index.js';
import { createConflicts } from './conflicts.js';
import { codeFingerprint, createDoor, exitNotAllowed, personName, type LoadedTicket } from './door.js';
import type { ScanAttributes, ScanBase, ScanCreationAttributes, ScanDirection, ScanInstance } from './models.js';
import { createOfflineUploads } from './offline.js';
import { createSyncDocuments } from './sync.js';

export { VERDICT_MESSAGES, codeFingerprint } from './door.js';

/** The check-in's guard against a resale listed between the read and the UPDATE (the door refuses a ticket on resale). */
const notListed = (ticketId: number) => literal(`NOT EXISTS (SELECT 1 FROM ticket_resales r WHERE r.ticket_id = ${Number(ticketId)} AND r.status = 'listed')`);

export const RECENT_SCANS_DEFAULT = 20;
export const RECENT_SCANS_MAX = 100;

/** Answers of the contract (`@kizomba/api-contract/scanner`): a renamed field fails to compile here and in the site. */
export type { ScanView, ScannerSummary, Verdict, VerdictTicket } from '@kizomba/api-contract/scanner';

export interface CheckInInput {
  code: string;
  scannerId: number;
  device?: string | null;
  now?: Date;
  /** The check-in list; without it, once for the whole festival. */
  listId?: number | null;
  /** Default `entry`; `exit` only on a list with entry/exit (else 400 EXIT_NOT_ALLOWED). */
  direction?: ScanDirection;
  /** The scanner's uuid for this scan: a second request with it answers the first verdict. */
  nonce?: string | null;
}

export interface ScannerDeps {
  db: Database;
  clock?: () => Date;
  /** The API's ticket keys (composition root): the active one signs the scanners' sync documents. */
  ticketKeys?: TicketKeys;
}

export function createScannerService(deps: ScannerDeps) {
  const { db } = deps;
  const { Ticket, Scan, TicketType, User, TicketCheckIn, CheckInList } = db.models;
  const clock = deps.clock ?? (() => new Date());
  const door = createDoor(db);

  async function logScan(scan: ScanCreationAttributes, transaction?: Transaction): Promise<void> {
    await Scan.create(scan, { transaction });
  }

  /** The verdict a scan already recorded stands for (a retried request gets it again). */
  async function replay(scan: ScanInstance): Promise<Verdict> {
    const list = scan.listId !== null ? await loadCheckInList(db.models, scan.listId) : null;
    const ticket = scan.ticketId !== null ? await door.loadTicket({ id: scan.ticketId }) : null;
    const verdict = door.verdictOf(scan.result, { ticket: ticket ? door.verdictTicket(ticket) : undefined, list, direction: scan.direction });
    if (scan.result === 'valid') {
      verdict.checkedInAt = (scan.scannedAt ?? scan.createdAt).toISOString();
      verdict.checkedInBy = await door.staffName(scan.scannerId);
    } else if (scan.result === 'already_checked_in' && ticket) {
      const row = list ? await TicketCheckIn.findOne({ where: { listId: list.id, ticketId: ticket.id } }) : null;
      verdict.checkedInAt = (row ? row.firstEntryAt : ticket.checkedInAt)?.toISOString();
      verdict.checkedInBy = row ? await door.staffName(row.firstEntryBy) : door.checkedInByOf(ticket);
    }
    return verdict;
  }

  /** Once for the whole festival (`tickets.checked_in_at`). */
  async function checkInFestival(input: CheckInInput, base: ScanBase, now: Date): Promise<Verdict> {
    const found = await door.find(input.code);
    if (found.kind !== 'ticket') {
      const result = found.kind === 'revoked' ? found.reason : 'unknown';
      const former = found.kind === 'revoked' ? found.ticket : null;
      await db.write((transaction) => logScan({ ...base, ticketId: former?.id ?? null, result }, transaction));
      return door.verdictOf(result, { ticket: former ? door.verdictTicket(former) : undefined });
    }
    const ticket = found.ticket;
    const refused = await door.judge(ticket, null, now);
    if (refused) {
      await db.write((transaction) => logScan({ ...base, ticketId: ticket.id, result: refused }, transaction));
      return door.verdictOf(refused, { ticket: door.verdictTicket(ticket) });
    }

    return db.write(async (transaction) => {
      // The only gate: of two scanners racing on one ticket, exactly one changes the row.
      const [changed] = await Ticket.update(
        { checkedInAt: now, checkedInBy: input.scannerId },
        { where: { id: ticket.id, status: 'valid', checkedInAt: null, [Op.and]: [notListed(ticket.id)] }, transaction },
      );
      if (changed === 1) {
        await logScan({ ...base, ticketId: ticket.id, result: 'valid' }, transaction);
        publishDomainEvent(db.sequelize, 'ticket:checked-in', { ticketId: ticket.id, ticketTypeId: ticket.ticketTypeId, at: now.toISOString() }, transaction);
        return {
          ...door.verdictOf('valid', { ticket: door.verdictTicket(ticket) }),
          checkedInAt: now.toISOString(),
          checkedInBy: await door.staffName(input.scannerId, transaction),
        };
      }
      // Someone else let it in (or it was cancelled/refunded/put up for resale meanwhile): read what won.
      const current = (await door.loadTicket({ id: ticket.id }, transaction)) ?? ticket;
      const lateRefusal =
        current.status !== 'valid' ? door.refusal(current, null, now) : (await listedTicketIds(db.models, [current.id], transaction)).has(current.id) ? 'on_resale' : null;
      const verdict: Verdict = lateRefusal
        ? door.verdictOf(lateRefusal, { ticket: door.verdictTicket(current) })
        : {
            ...door.verdictOf('already_checked_in', { ticket: door.verdictTicket(current) }),
            checkedInAt: current.checkedInAt?.toISOString(),
            checkedInBy: door.checkedInByOf(current),
          };
      await logScan({ ...base, ticketId: ticket.id, result: verdict.result }, transaction);
      return verdict;
    });
  }

  /** Once per list; entry/exit lists count who is inside. */
  async function checkInOnList(input: CheckInInput, list: LoadedCheckInList, direction: ScanDirection, base: ScanBase, now: Date): Promise<Verdict> {
    const found = await door.find(input.code);
    if (found.kind !== 'ticket') {
      const result = found.kind === 'revoked' ? found.reason : 'unknown';
      const former = found.kind === 'revoked' ? found.ticket : null;
      await db.write((transaction) => logScan({ ...base, ticketId: former?.id ?? null, result }, transaction));
      return door.verdictOf(result, { ticket: former ? door.verdictTicket(former) : undefined, list, direction });
    }
    const ticket = found.ticket;
    const shown = door.verdictTicket(ticket);
    const refused = await door.judge(ticket, list, now);
    if (refused) {
      await db.write((transaction) => logScan({ ...base, ticketId: ticket.id, result: refused }, transaction));
      return door.verdictOf(refused, { ticket: shown, list, direction });
    }

    return db.write(async (transaction) => {
      const gate = await door.gate(list, ticket.id, direction, { at: now, by: input.scannerId }, transaction);
      await logScan({ ...base, ticketId: ticket.id, result: gate.result }, transaction);
      const verdict = door.verdictOf(gate.result, { ticket: shown, list, direction });
      if (gate.result === 'valid') {
        verdict.checkedInAt = now.toISOString();
        verdict.checkedInBy = await door.staffName(input.scannerId, transaction);
        publishDomainEvent(db.sequelize, 'ticket:checked-in', { ticketId: ticket.id, ticketTypeId: ticket.ticketTypeId, at: now.toISOString() }, transaction);
      } else if (gate.result === 'already_checked_in') {
        verdict.checkedInAt = gate.checkIn.firstEntryAt.toISOString();
        verdict.checkedInBy = await door.staffName(gate.checkIn.firstEntryBy, transaction);
      }
      if (gate.result === 'valid' || gate.result === 'exited') publishCheckInCounts(db, transaction);
      return verdict;
    });
  }

  return {
    /** One scan at the door → its verdict (always a verdict: an unknown code is an answer too). */
    async checkIn(input: CheckInInput): Promise<Verdict> {
      const now = input.now ?? clock();
      const direction = input.direction ?? 'entry';
      const nonce = input.nonce ?? null;
      if (nonce) {
        const earlier = await Scan.findOne({ where: { nonce } });
        if (earlier) return replay(earlier);
      }
      const list = input.listId != null ? await door.requireList(input.listId) : null;
      if (direction === 'exit' && !list?.entryExit) throw exitNotAllowed();
      const base: ScanBase = {
        codeFingerprint: codeFingerprint(input.code),
        scannerId: input.scannerId,
        device: input.device || null,
        createdAt: now,
        nonce,
        listId: list?.id ?? null,
        direction: list ? direction : null,
        offline: false,
        scannedAt: null,
      };
      try {
        return list ? await checkInOnList(input, list, direction, base, now) : await checkInFestival(input, base, now);
      } catch (err) {
        // The same nonce sent twice at once: the other request recorded it (and this one rolled back whole).
        if (nonce && err instanceof UniqueConstraintError) {
          const earlier = await Scan.findOne({ where: { nonce } });
          if (earlier) return replay(earlier);
        }
        throw err;
      }
    },

    ...createOfflineUploads({ db, door }),
    ...createSyncDocuments({ db, door, ticketKeys: deps.ticketKeys, clock }),
    ...createConflicts({ db, clock }),

    /** Sold (valid tickets of completed orders) and checked-in counts per ticket type. */
    async summary(): Promise<ScannerSummary> {
      const rows = await db.sequelize.query<{ ticket_type_id: number; sold: number | string; checked_in: number | string }>(
        `SELECT t.ticket_type_id, COUNT(*) AS sold, COUNT(t.checked_in_at) AS checked_in
           FROM tickets t JOIN orders o ON o.id = t.order_id
          WHERE o.status = 'completed' AND t.status = 'valid'
          GROUP BY t.ticket_type_id`,
        { type: QueryTypes.SELECT },
      );
      const counts = new Map(rows.map((r) => [Number(r.ticket_type_id), { sold: Number(r.sold), checkedIn: Number(r.checked_in) }]));
      const types = await TicketType.findAll({ attributes: ['id', 'name', 'visible', 'sortOrder'], order: [['sortOrder', 'ASC'], ['id', 'ASC']] });
      const perType = types
        .filter((t) => t.visible || counts.has(t.id))
        .map((t) => ({ ticketTypeId: t.id, name: t.name, sold: counts.get(t.id)?.sold ?? 0, checkedIn: counts.get(t.id)?.checkedIn ?? 0 }));
      const totals = perType.reduce((acc, t) => ({ sold: acc.sold + t.sold, checkedIn: acc.checkedIn + t.checkedIn }), { sold: 0, checkedIn: 0 });
      return { perType, totals };
    },

    /** The scan log, newest first; `beforeId` pages further back. */
    async recentScans(options: { limit?: number; beforeId?: number } = {}): Promise<{ data: ScanView[] }> {
      const limit = Math.min(Math.max(Math.trunc(options.limit ?? RECENT_SCANS_DEFAULT), 1), RECENT_SCANS_MAX);
      const where: WhereOptions<ScanAttributes> = options.beforeId !== undefined ? { id: { [Op.lt]: options.beforeId } } : {};
      const scans = (await Scan.findAll({
        where,
        order: [['id', 'DESC']],
        limit,
        include: [
          {
            model: Ticket,
            as: 'ticket',
            attributes: ['id', 'holderName', 'ticketTypeId'],
            include: [{ model: TicketType, as: 'ticketType', attributes: ['id', 'name'] }],
          },
          { model: User, as: 'scanner', attributes: ['id', 'firstName', 'lastName', 'email'] },
          { model: CheckInList, as: 'list', attributes: ['id', 'name'] },
        ],
      })) as Array<ScanInstance & { ticket?: LoadedTicket | null; scanner?: UserInstance | null; list?: { id: number; name: string } | null }>;
      return {
        data: scans.map((s) => ({
          id: s.id,
          at: s.createdAt.toISOString(),
          result: s.result,
          ticketNumber: s.ticket ? ticketNumber(s.ticket.id) : null,
          holderName: s.ticket?.holderName ?? null,
          ticketTypeName: s.ticket?.ticketType?.name ?? null,
          scannerName: s.scanner ? personName(s.scanner) : null,
          list: s.list ? { id: s.list.id, name: s.list.name } : null,
          direction: s.direction,
          offline: s.offline,
          scannedAt: s.scannedAt?.toISOString() ?? null,
        })),
      };
    },

    /** Successful check-ins per hour (UTC hour starts, ISO), oldest first; hours without any are absent. */
    async checkInsPerHour(options: { from?: Date; to?: Date } = {}): Promise<Array<{ hour: string; count: number }>> {
      // SQLite stores dates as 'YYYY-MM-DD HH:MM:SS.SSS +00:00' (always UTC): the first 13 characters are the hour.
      const hourExpr = db.dialect === 'sqlite' ? 'substr(created_at, 1, 13)' : "DATE_FORMAT(created_at, '%Y-%m-%d %H')";
      const conditions = ["result = 'valid'"];
      const replacements: Record<string, Date> = {};
      if (options.from) {
        conditions.push('created_at >= :from');
        replacements.from = options.from;
      }
      if (options.to) {
        conditions.push('created_at < :to');
        replacements.to = options.to;
      }
      const rows = await db.sequelize.query<{ hour: string; count: number | string }>(
        `SELECT ${hourExpr} AS hour, COUNT(*) AS count FROM scans WHERE ${conditions.join(' AND ')} GROUP BY ${hourExpr} ORDER BY hour`,
        { type: QueryTypes.SELECT, replacements },
      );
      return rows.map((r) => ({ hour: new Date(`${String(r.hour).replace(' ', 'T')}:00:00.000Z`).toISOString(), count: Number(r.count) }));
    },
  };
}

export type ScannerService = ReturnType<typeof createScannerService>;
