/**
 * Scans a scanner made without network, uploaded when it comes back (`POST
 * /api/admin/scanner/offline-scans`). Applied one by one in the device's scan order (its clock
 * clamped to the last OFFLINE_SCAN_MAX_AGE_DAYS days and never after now), each in its own
 * transaction with its scan row, so a retried upload records each scan once: the nonce is UNIQUE
 * in the log, and of two uploads of one nonce racing, the second rolls back whole.
 *
 * What the scanner let through is applied through the list's gate (door.ts) at the device's time:
 * an entry it admitted (`valid`) and an exit it recorded (`exited`). An admitted entry the server
 * cannot apply is a conflict for the back-office, the holder being in either way (nothing is
 * undone): `double_entry` when the ticket was already in through another scan, `invalid_ticket`
 * when it is no longer valid (cancelled, refunded, revoked code, on resale, wrong list or day).
 * Each conflict: a `scan_conflicts` row and an audit entry `scanner.conflict` in the scan's
 * transaction, and a `scanner:conflict` event after commit. Offline refusals are only logged.
 */
import type { OfflineScanOutcome, OfflineScansAnswer } from '@kizomba/api-contract/scanner';
import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import type { Database } from '../../db/index.js';
import { publishDomainEvent } from '../../lib/events.js';
import { recordAudit } from '../audit/index.js';
import { loadCheckInList, publishCheckInCounts, type LoadedCheckInList } from '../check-in-lists/index.js';
import { ticketNumber } from '../tickets/index.js';
import { codeFingerprint, type Door } from './door.js';
import type { ScanBase, ScanConflictKind, ScanCreationAttributes, ScanDirection, ScanResult } from './models.js';

/** How far back an offline scan's device time is believed. */
export const OFFLINE_SCAN_MAX_AGE_DAYS = 7;
const MAX_AGE_MS = OFFLINE_SCAN_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

export interface OfflineScanInput {
  nonce: string;
  listId: number;
  code: string;
  direction: ScanDirection;
  scannedAt: Date;
  /** The verdict the scanner showed. */
  verdict: ScanResult;
}

export interface OfflineUploadInput {
  scans: OfflineScanInput[];
  device?: string | null;
  scannerId: number;
  now: Date;
  /** The uploader's address, for the audit of conflicts. */
  ip?: string | null;
}

interface Recorded {
  nonce: string;
  outcome: OfflineScanOutcome;
  result: ScanResult;
  /** A check-in list's state changed, or a conflict arose: the counts are pushed again. */
  moved: boolean;
}

export function createOfflineUploads({ db, door }: { db: Database; door: Door }) {
  const { Scan, ScanConflict } = db.models;

  async function conflict(
    kind: ScanConflictKind,
    late: ScanCreationAttributes & { ticketId: number; listId: number },
    list: LoadedCheckInList,
    input: OfflineUploadInput,
    transaction: Transaction,
  ): Promise<void> {
    const scan = await Scan.create(late, { transaction });
    // The admission that stands: the last entry let in on this list for this ticket.
    const first =
      kind === 'double_entry'
        ? await Scan.findOne({
            where: { listId: list.id, ticketId: late.ticketId, result: 'valid', direction: 'entry', id: { [Op.ne]: scan.id } },
            order: [['id', 'DESC']],
            transaction,
          })
        : null;
    const row = await ScanConflict.create(
      { listId: list.id, ticketId: late.ticketId, kind, scanId: scan.id, firstScanId: first?.id ?? null, detectedAt: input.now },
      { transaction },
    );
    await recordAudit(
      db.models,
      {
        actorId: input.scannerId,
        action: 'scanner.conflict',
        targetType: 'scan-conflict',
        targetId: row.id,
        details: {
          kind,
          listId: list.id,
          listName: list.name,
          ticketId: late.ticketId,
          ticketNumber: ticketNumber(late.ticketId),
          scanId: scan.id,
          firstScanId: row.firstScanId,
          device: late.device ?? null,
        },
        ip: input.ip ?? null,
        now: input.now,
      },
      transaction,
    );
    publishDomainEvent(db.sequelize, 'scanner:conflict', { id: row.id, kind, listId: list.id, ticketId: late.ticketId, resolved: false }, transaction);
  }

  async function record(scan: OfflineScanInput, list: LoadedCheckInList | null, input: OfflineUploadInput): Promise<Recorded> {
    const base: ScanBase = {
      codeFingerprint: codeFingerprint(scan.code),
      scannerId: input.scannerId,
      device: input.device || null,
      createdAt: input.now,
      nonce: scan.nonce,
      listId: list?.id ?? null,
      direction: scan.direction,
      offline: true,
      scannedAt: scan.scannedAt,
    };
    const recorded = (result: ScanResult, outcome: OfflineScanOutcome = 'recorded', moved = false): Recorded => ({ nonce: scan.nonce, outcome, result, moved });
    const found = await door.find(scan.code);
    const ticketId = found.kind === 'unknown' ? null : found.ticket.id;
    const admitted = list !== null && ((scan.direction === 'entry' && scan.verdict === 'valid') || (scan.direction === 'exit' && scan.verdict === 'exited' && list.entryExit));

    // A refusal, or a scan for a list deleted since: logged as the scanner judged it. An admission
    // of a code the server never issued has no ticket to settle a conflict on: logged as unknown.
    if (!admitted || found.kind === 'unknown') {
      const result = admitted ? 'unknown' : scan.verdict;
      await db.write((transaction) => Scan.create({ ...base, ticketId, result }, { transaction }));
      return recorded(result);
    }

    if (found.kind === 'revoked') {
      if (scan.direction === 'exit') {
        await db.write((transaction) => Scan.create({ ...base, ticketId, result: found.reason }, { transaction }));
        return recorded(found.reason);
      }
      await db.write((transaction) => conflict('invalid_ticket', { ...base, listId: list.id, ticketId: found.ticket.id, result: found.reason }, list, input, transaction));
      return recorded(found.reason, 'conflict', true);
    }

    const ticket = found.ticket;
    return db.write(async (transaction) => {
      const gate = await door.gate(list, ticket.id, scan.direction, { at: scan.scannedAt, by: input.scannerId }, transaction);
      const late = { ...base, listId: list.id, ticketId: ticket.id, result: gate.result };
      if (gate.result === 'valid' || gate.result === 'exited' || gate.result === 'not_inside' || gate.result === 'unknown' || scan.direction === 'exit') {
        await Scan.create(late, { transaction });
        if (gate.result === 'valid') {
          publishDomainEvent(db.sequelize, 'ticket:checked-in', { ticketId: ticket.id, ticketTypeId: ticket.ticketTypeId, at: scan.scannedAt.toISOString() }, transaction);
        }
        return recorded(gate.result, 'recorded', gate.result === 'valid' || gate.result === 'exited');
      }
      await conflict(gate.result === 'already_checked_in' ? 'double_entry' : 'invalid_ticket', late, list, input, transaction);
      return recorded(gate.result, 'conflict', true);
    });
  }

  return {
    /** Records an offline upload; answers each scan's outcome, in the order sent. */
    async uploadOfflineScans(input: OfflineUploadInput): Promise<OfflineScansAnswer> {
      const now = input.now.getTime();
      const ordered = input.scans
        .map((scan, index) => ({ ...scan, scannedAt: new Date(Math.min(Math.max(scan.scannedAt.getTime(), now - MAX_AGE_MS), now)), index }))
        .sort((a, b) => a.scannedAt.getTime() - b.scannedAt.getTime() || a.index - b.index);
      const lists = new Map<number, LoadedCheckInList | null>();
      for (const listId of new Set(ordered.map((scan) => scan.listId))) lists.set(listId, await loadCheckInList(db.models, listId));

      const results: Recorded[] = new Array<Recorded>(input.scans.length);
      for (const scan of ordered) {
        const earlier = await Scan.findOne({ where: { nonce: scan.nonce }, attributes: ['id', 'result'] });
        if (earlier) {
          results[scan.index] = { nonce: scan.nonce, outcome: 'duplicate', result: earlier.result, moved: false };
          continue;
        }
        try {
          results[scan.index] = await record(scan, lists.get(scan.listId) ?? null, input);
        } catch (err) {
          // Another upload of the same scan got there first; this one rolled back whole.
          const again = err instanceof UniqueConstraintError ? await Scan.findOne({ where: { nonce: scan.nonce }, attributes: ['id', 'result'] }) : null;
          if (!again) throw err;
          results[scan.index] = { nonce: scan.nonce, outcome: 'duplicate', result: again.result, moved: false };
        }
      }
      if (results.some((r) => r.moved)) publishCheckInCounts(db);
      return { results: results.map(({ nonce, outcome, result }) => ({ nonce, outcome, result })) };
    },
  };
}
