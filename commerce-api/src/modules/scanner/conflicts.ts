/**
 * The back-office's view of offline conflicts (`GET /api/admin/scanner/conflicts`) and « Marquer
 * comme traité » (`POST …/conflicts/{id}/resolve`, idempotent: only the first one is stamped and
 * audited as `scanner.conflict-resolved`).
 */
import type { ScanConflictView } from '@kizomba/api-contract/scanner';
import type { WhereOptions } from 'sequelize';
import type { Database } from '../../db/index.js';
import { notFound } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import type { UserInstance } from '../auth/index.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { ticketNumber } from '../tickets/index.js';
import { personName } from './door.js';
import type { ScanConflictAttributes, ScanConflictInstance, ScanInstance } from './models.js';

export type ConflictStatus = 'open' | 'all';

type ScanWithStaff = ScanInstance & { scanner?: UserInstance | null };
type ConflictRow = ScanConflictInstance & {
  list?: { id: number; name: string } | null;
  ticket?: { id: number; holderName: string; ticketType?: { name: string } | null } | null;
  scan?: ScanWithStaff | null;
  firstScan?: ScanWithStaff | null;
  resolver?: UserInstance | null;
};

const staffAttributes = ['id', 'firstName', 'lastName', 'email'];

function witness(scan: ScanWithStaff) {
  return {
    // An offline scan happened at the device's time; an online one when the server recorded it.
    at: (scan.scannedAt ?? scan.createdAt).toISOString(),
    by: scan.scanner ? personName(scan.scanner) : null,
    device: scan.device,
  };
}

export function createConflicts({ db, clock }: { db: Database; clock: () => Date }) {
  const { ScanConflict, Scan, Ticket, TicketType, User, CheckInList } = db.models;

  async function load(where: WhereOptions<ScanConflictAttributes>): Promise<ScanConflictView[]> {
    const scanInclude = (as: 'scan' | 'firstScan') => ({
      model: Scan,
      as,
      attributes: ['id', 'scannedAt', 'createdAt', 'device', 'scannerId'],
      include: [{ model: User, as: 'scanner', attributes: staffAttributes }],
    });
    const rows = (await ScanConflict.findAll({
      where,
      order: [['id', 'DESC']],
      include: [
        { model: CheckInList, as: 'list', attributes: ['id', 'name'] },
        {
          model: Ticket,
          as: 'ticket',
          attributes: ['id', 'holderName', 'ticketTypeId'],
          include: [{ model: TicketType, as: 'ticketType', attributes: ['id', 'name'] }],
        },
        scanInclude('scan'),
        scanInclude('firstScan'),
        { model: User, as: 'resolver', attributes: staffAttributes },
      ],
    })) as ConflictRow[];
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      detectedAt: row.detectedAt.toISOString(),
      list: { id: row.listId, name: row.list?.name ?? '' },
      ticket: {
        id: row.ticketId,
        number: ticketNumber(row.ticketId),
        holderName: row.ticket?.holderName ?? '',
        ticketTypeName: row.ticket?.ticketType?.name ?? '',
      },
      first: row.firstScan ? witness(row.firstScan) : null,
      late: row.scan ? witness(row.scan) : { at: row.detectedAt.toISOString(), by: null, device: null },
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      resolvedBy: row.resolver ? personName(row.resolver) : null,
    }));
  }

  return {
    /** Conflicts newest first: the open ones, or all. */
    async conflicts(status: ConflictStatus = 'open'): Promise<{ data: ScanConflictView[] }> {
      return { data: await load(status === 'open' ? { resolvedAt: null } : {}) };
    },

    /** Marks a conflict as dealt with (once; a repeat answers it unchanged); 404 when there is none. */
    async resolveConflict(id: number, actor: Actor, now: Date = clock()): Promise<ScanConflictView> {
      const resolved = await db.write(async (transaction) => {
        const conflict = await ScanConflict.findByPk(id, { transaction });
        if (!conflict) throw notFound('Ce conflit n’existe pas.', 'SCAN_CONFLICT_NOT_FOUND');
        const [changed] = await ScanConflict.update({ resolvedAt: now, resolvedBy: actor.id }, { where: { id, resolvedAt: null }, transaction });
        if (changed === 1) {
          await recordAudit(
            db.models,
            {
              actorId: actor.id,
              action: 'scanner.conflict-resolved',
              targetType: 'scan-conflict',
              targetId: id,
              details: { kind: conflict.kind, listId: conflict.listId, ticketId: conflict.ticketId },
              ip: actor.ip ?? null,
              now,
            },
            transaction,
          );
          publishDomainEvent(db.sequelize, 'scanner:conflict', { id, kind: conflict.kind, listId: conflict.listId, ticketId: conflict.ticketId, resolved: true }, transaction);
        }
        return conflict.id;
      });
      const [view] = await load({ id: resolved });
      if (!view) throw notFound('Ce conflit n’existe pas.', 'SCAN_CONFLICT_NOT_FOUND');
      return view;
    },
  };
}
