/**
 * The sync document of a check-in list (`GET /api/admin/scanner/lists/{id}/sync`): what a scanner
 * needs to judge that list's tickets with no network, signed with the active ticket signing key so
 * the scanner trusts only what the API wrote. Codes travel only as their `codeHash` (64 bits of
 * SHA-256): the document opens no ticket by itself. Holder names are there for the door's screen.
 */
import type { ScannerSyncAnswer, ScannerSyncDocument, SyncCheckIn, SyncRevokedCode, SyncTicket, SyncTicketStatus } from '@kizomba/api-contract/scanner';
import { codeHash, signDocument } from '@kizomba/ticket-signature';
import { QueryTypes } from 'sequelize';
import type { Database } from '../../db/index.js';
import type { TicketKeys } from '../../lib/ticket-keys.js';
import type { RevocationReason } from '../tickets/index.js';
import type { Door } from './door.js';

/** The first 16 hex characters of a stored revoked code's SHA-256 are its `codeHash`. */
const CODE_HASH_LENGTH = 16;

const STATUS: Record<string, SyncTicketStatus> = { valid: 'v', cancelled: 'c', refunded: 'r' };

interface TicketRow {
  id: number | string;
  typeId: number | string;
  code: string;
  status: string;
  holderName: string;
  role: string | null;
  locale: string;
  listed: number | string;
}

export function createSyncDocuments({ db, door, ticketKeys, clock }: { db: Database; door: Door; ticketKeys?: TicketKeys; clock: () => Date }) {
  const { TicketType, TicketCheckIn } = db.models;

  return {
    /** The list's signed document; 404 when the list does not exist. */
    async syncDocument(listId: number, now: Date = clock()): Promise<ScannerSyncAnswer> {
      // Only the composition root (services.ts) builds the service with the keys; a summary-only instance cannot sign.
      if (!ticketKeys) throw new Error('scanner: the sync document needs the ticket keys');
      const signingKey = ticketKeys.active;
      const list = await door.requireList(listId);
      const admits = list.allTypes || list.ticketTypeIds.length > 0;
      // Tickets of completed orders whose type the list admits (the same filter for their revoked codes).
      const filter = `o.status = 'completed'${list.allTypes ? '' : ' AND t.ticket_type_id IN (:typeIds)'}`;
      const replacements = { typeIds: list.ticketTypeIds };

      const [types, ticketRows, revokedRows, checkInRows] = await Promise.all([
        TicketType.findAll({ attributes: ['id', 'name', 'validDays'], order: [['id', 'ASC']] }),
        admits
          ? db.sequelize.query<TicketRow>(
              `SELECT t.id, t.ticket_type_id AS typeId, t.code, t.status, t.holder_name AS holderName, t.role, o.locale,
                      CASE WHEN EXISTS (SELECT 1 FROM ticket_resales r WHERE r.ticket_id = t.id AND r.status = 'listed') THEN 1 ELSE 0 END AS listed
                 FROM tickets t JOIN orders o ON o.id = t.order_id
                WHERE ${filter}
                ORDER BY t.id`,
              { type: QueryTypes.SELECT, replacements },
            )
          : Promise.resolve([]),
        admits
          ? db.sequelize.query<{ codeHash: string; reason: RevocationReason; ticketId: number | string }>(
              `SELECT rc.code_hash AS codeHash, rc.reason, rc.ticket_id AS ticketId
                 FROM revoked_ticket_codes rc JOIN tickets t ON t.id = rc.ticket_id JOIN orders o ON o.id = t.order_id
                WHERE ${filter}
                ORDER BY rc.ticket_id, rc.code_hash`,
              { type: QueryTypes.SELECT, replacements },
            )
          : Promise.resolve([]),
        TicketCheckIn.findAll({ where: { listId: list.id }, attributes: ['ticketId', 'inside', 'firstEntryAt'], order: [['ticketId', 'ASC']] }),
      ]);

      const tickets: SyncTicket[] = ticketRows.map((row) => [
        Number(row.id),
        Number(row.typeId),
        codeHash(row.code),
        row.status === 'valid' && Number(row.listed) === 1 ? 's' : (STATUS[row.status] ?? 'c'),
        row.holderName,
        row.role === 'leader' ? 'L' : row.role === 'follower' ? 'F' : '',
        row.locale,
      ]);
      const revoked: SyncRevokedCode[] = revokedRows.map((row) => [row.codeHash.slice(0, CODE_HASH_LENGTH), row.reason, Number(row.ticketId)]);
      const checkIns: SyncCheckIn[] = checkInRows.map((row) => [row.ticketId, row.inside ? 1 : 0, row.firstEntryAt.toISOString()]);
      const document: ScannerSyncDocument = {
        version: 1,
        generatedAt: now.toISOString(),
        list: { id: list.id, name: list.name, entryExit: list.entryExit, allTypes: list.allTypes, ticketTypeIds: [...list.ticketTypeIds] },
        types: types.map((type) => ({ id: type.id, name: type.name, validDays: [...(type.validDays ?? [])] })),
        tickets,
        revoked,
        checkIns,
      };
      const text = JSON.stringify(document);
      return { kid: signingKey.kid, signature: signDocument(text, signingKey), document: text };
    },
  };
}
