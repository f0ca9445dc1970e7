/**
 * Door check-in: a scanned QR code becomes a verdict, every scan is logged,
 * and the live counts (summary) follow. Knows nothing of Express.
 *
 * Rules, in order: code unknown (or its order not `completed`) → `unknown`, unless it is a code its
 * ticket no longer answers to (`revoked_ticket_codes`) → `transferred` / `renamed` / `resold`;
 * ticket `cancelled` / `refunded`; ticket type valid on given days (Europe/Paris) and today is not
 * one → `not_valid_today`; ticket put up for resale → `on_resale`; otherwise ONE conditional UPDATE (`status = 'valid' AND checked_in_at IS
 * NULL`) lets the ticket in: one row changed → `valid`, none → someone else was faster (two
 * scanners, one ticket) → `already_checked_in` with when and by whom. The scan row is written in
 * the same transaction as the check-in; `ticket:checked-in` is published after commit.
 */
import type { Locale } from '@kizomba/locales';
import type { ScanView, ScannerSummary, Verdict, VerdictTicket } from '@kizomba/api-contract/scanner';
import { createHash } from 'node:crypto';
import { Op, QueryTypes, literal, type Transaction, type WhereOptions } from 'sequelize';
import type { Database } from '../../db/index.js';
import { publishDomainEvent } from '../../lib/events.js';
import { parisDate } from '../../lib/paris-time.js';
import type { UserInstance } from '../auth/index.js';
import { listedTicketIds } from '../resale/index.js';
import { revocationOf, ticketNumber, type TicketInstance } from '../tickets/index.js';
import { FINGERPRINT_LENGTH, type ScanAttributes, type ScanCreationAttributes, type ScanInstance, type ScanResult } from './models.js';

export const VERDICT_MESSAGES: Record<ScanResult, string> = {
  valid: 'Entrée validée',
  already_checked_in: 'Billet déjà scanné',
  cancelled: 'Billet annulé',
  refunded: 'Billet remboursé',
  not_valid_today: 'Billet non valable aujourd’hui',
  unknown: 'Billet inconnu',
  transferred: 'Billet transféré',
  renamed: 'Billet remplacé',
  resold: 'Billet revendu',
  on_resale: 'Billet en revente',
  wrong_list: 'Billet non valable pour cette liste',
  exited: 'Sortie enregistrée',
  not_inside: 'Billet non entré',
};

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
}

/** First 12 hex characters of the code's SHA-256: what the log keeps instead of the code. */
export function codeFingerprint(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex').slice(0, FINGERPRINT_LENGTH);
}

const personName = (u: Pick<UserInstance, 'firstName' | 'lastName' | 'email'>) => `${u.firstName} ${u.lastName}`.trim() || u.email;

export interface ScannerDeps {
  db: Database;
  clock?: () => Date;
}

type LoadedTicket = TicketInstance & {
  order?: { number: string; status: string; locale: Locale } | null;
  ticketType?: { id: number; name: string; validDays: string[] } | null;
  checkedInByUser?: UserInstance | null;
};

export function createScannerService(deps: ScannerDeps) {
  const { db } = deps;
  const { Ticket, Scan, TicketType, User, Order } = db.models;
  const clock = deps.clock ?? (() => new Date());

  const ticketIncludes = [
    { model: Order, as: 'order', attributes: ['id', 'number', 'status', 'locale'] },
    { model: TicketType, as: 'ticketType', attributes: ['id', 'name', 'validDays'] },
    { model: User, as: 'checkedInByUser', attributes: ['id', 'firstName', 'lastName', 'email'] },
  ];

  const loadTicket = (where: WhereOptions, transaction?: Transaction) =>
    Ticket.findOne({ where, include: ticketIncludes, transaction }) as Promise<LoadedTicket | null>;

  function verdictTicket(t: LoadedTicket): VerdictTicket {
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
  }

  function checkedInByOf(t: LoadedTicket): { id: number; name: string } | null {
    return t.checkedInByUser ? { id: t.checkedInByUser.id, name: personName(t.checkedInByUser) } : null;
  }

  /** The verdict a ticket that cannot be let in gets from its own state (status, days). */
  function refusal(t: LoadedTicket, now: Date): ScanResult | null {
    if (t.status === 'cancelled') return 'cancelled';
    if (t.status === 'refunded') return 'refunded';
    const days = t.ticketType?.validDays ?? [];
    if (days.length > 0 && !days.includes(parisDate(now))) return 'not_valid_today';
    return null;
  }

  function alreadyCheckedIn(t: LoadedTicket): Verdict {
    return {
      result: 'already_checked_in',
      ticket: verdictTicket(t),
      checkedInAt: t.checkedInAt?.toISOString(),
      checkedInBy: checkedInByOf(t),
      message: VERDICT_MESSAGES.already_checked_in,
    };
  }

  async function logScan(scan: ScanCreationAttributes, transaction?: Transaction): Promise<void> {
    await Scan.create(scan, { transaction });
  }

  return {
    /** One scan at the door → its verdict (always a verdict: an unknown code is an answer too). */
    async checkIn(input: CheckInInput): Promise<Verdict> {
      const now = input.now ?? clock();
      const base = { codeFingerprint: codeFingerprint(input.code), scannerId: input.scannerId, device: input.device || null, createdAt: now };
      const found = await loadTicket({ code: input.code });

      if (!found || found.order?.status !== 'completed') {
        // A code its ticket no longer answers to (handed over, renamed, resold): say why, with whose ticket it was.
        const revoked = found ? null : await revocationOf(db.models, input.code);
        const former = revoked ? await loadTicket({ id: revoked.ticketId }) : null;
        if (revoked && former) {
          await db.write((transaction) => logScan({ ...base, ticketId: former.id, result: revoked.reason }, transaction));
          return { result: revoked.reason, ticket: verdictTicket(former), message: VERDICT_MESSAGES[revoked.reason] };
        }
        await db.write((transaction) => logScan({ ...base, ticketId: null, result: 'unknown' }, transaction));
        return { result: 'unknown', message: VERDICT_MESSAGES.unknown };
      }
      const refused = refusal(found, now) ?? ((await listedTicketIds(db.models, [found.id])).has(found.id) ? 'on_resale' : null);
      if (refused) {
        await db.write((transaction) => logScan({ ...base, ticketId: found.id, result: refused }, transaction));
        return { result: refused, ticket: verdictTicket(found), message: VERDICT_MESSAGES[refused] };
      }

      return db.write(async (transaction) => {
        // The only gate: of two scanners racing on one ticket, exactly one changes the row.
        const [changed] = await Ticket.update(
          { checkedInAt: now, checkedInBy: input.scannerId },
          { where: { id: found.id, status: 'valid', checkedInAt: null, [Op.and]: [notListed(found.id)] }, transaction },
        );
        if (changed === 1) {
          await logScan({ ...base, ticketId: found.id, result: 'valid' }, transaction);
          const scanner = await User.findByPk(input.scannerId, { attributes: ['id', 'firstName', 'lastName', 'email'], transaction });
          publishDomainEvent(db.sequelize, 'ticket:checked-in', { ticketId: found.id, ticketTypeId: found.ticketTypeId, at: now.toISOString() }, transaction);
          return {
            result: 'valid' as const,
            ticket: verdictTicket(found),
            checkedInAt: now.toISOString(),
            checkedInBy: scanner ? { id: scanner.id, name: personName(scanner) } : null,
            message: VERDICT_MESSAGES.valid,
          };
        }
        // Someone else let it in (or it was cancelled/refunded/put up for resale meanwhile): read what won.
        const current = (await loadTicket({ id: found.id }, transaction)) ?? found;
        const lateRefusal =
          current.status !== 'valid' ? refusal(current, now) : (await listedTicketIds(db.models, [current.id], transaction)).has(current.id) ? 'on_resale' : null;
        const verdict: Verdict = lateRefusal
          ? { result: lateRefusal, ticket: verdictTicket(current), message: VERDICT_MESSAGES[lateRefusal] }
          : alreadyCheckedIn(current);
        await logScan({ ...base, ticketId: found.id, result: verdict.result }, transaction);
        return verdict;
      });
    },

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
        ],
      })) as Array<ScanInstance & { ticket?: LoadedTicket | null; scanner?: UserInstance | null }>;
      return {
        data: scans.map((s) => ({
          id: s.id,
          at: s.createdAt.toISOString(),
          result: s.result,
          ticketNumber: s.ticket ? ticketNumber(s.ticket.id) : null,
          holderName: s.ticket?.holderName ?? null,
          ticketTypeName: s.ticket?.ticketType?.name ?? null,
          scannerName: s.scanner ? personName(s.scanner) : null,
          list: null,
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
