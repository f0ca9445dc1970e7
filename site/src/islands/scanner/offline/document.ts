import type { ScannerSyncAnswer, ScannerSyncDocument, SyncRevokedCode, SyncTicket } from '@kizomba/api-contract/scanner';
import { verifyDocument } from '@kizomba/ticket-signature';
import * as z from 'zod/mini';

/**
 * The list's sync document as the door reads it: checked against the API's signature, parsed,
 * then indexed once so a verdict is a few map look-ups (10,000 tickets, a verdict well under the
 * 50 ms a person waits).
 */

/** Public keys the door accepts: key id → raw 32-byte Ed25519 public key. */
export type DoorKeys = ReadonlyMap<string, Uint8Array>;

const count = z.number().check(z.int(), z.nonnegative());
const isoInstant = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));

const SyncTicketRow = z.tuple([count, count, z.string(), z.enum(['v', 'c', 'r', 's']), z.string(), z.enum(['L', 'F', '']), z.string()]);
const SyncRevokedRow = z.tuple([z.string(), z.enum(['transferred', 'renamed', 'resold']), count]);
const SyncCheckInRow = z.tuple([count, z.union([z.literal(0), z.literal(1)]), isoInstant]);

/**
 * The document's shape, strict: it is signed by the API, so anything else is a document this
 * door does not understand (another version) and is refused as a whole.
 */
const SyncDocument = z.object({
  version: z.literal(1),
  generatedAt: isoInstant,
  list: z.object({ id: count, name: z.string(), entryExit: z.boolean(), allTypes: z.boolean(), ticketTypeIds: z.array(count) }),
  types: z.array(z.object({ id: count, name: z.string(), validDays: z.array(z.string()) })),
  tickets: z.array(SyncTicketRow),
  revoked: z.array(SyncRevokedRow),
  checkIns: z.array(SyncCheckInRow),
}) satisfies z.ZodMiniType<ScannerSyncDocument>;

/** Where a ticket stands on the list: admitted once (`firstEntryAt`), inside or out. */
export interface TicketPresence {
  inside: boolean;
  firstEntryAt: string;
}

export interface DoorDocument {
  /** The signed answer as received: what is stored, and checked again when read back. */
  answer: ScannerSyncAnswer;
  generatedAt: string;
  generatedAtMs: number;
  list: ScannerSyncDocument['list'];
  types: ReadonlyMap<number, ScannerSyncDocument['types'][number]>;
  ticketsById: ReadonlyMap<number, SyncTicket>;
  ticketsByHash: ReadonlyMap<string, SyncTicket>;
  revoked: ReadonlyMap<string, SyncRevokedCode>;
  /** The list's check-ins when the document was generated. */
  checkIns: ReadonlyMap<number, TicketPresence>;
  ticketCount: number;
}

/** Why a signed answer was refused. */
export type DocumentRefusal = 'unknown_key' | 'bad_signature' | 'malformed';

/**
 * The answer's document, once its signature verifies with the key it names and its content is a
 * version-1 document; otherwise why not.
 */
export function openSyncAnswer(answer: ScannerSyncAnswer, keys: DoorKeys): { ok: true; document: DoorDocument } | { ok: false; reason: DocumentRefusal } {
  const publicKey = keys.get(answer.kid);
  if (!publicKey) return { ok: false, reason: 'unknown_key' };
  if (!verifyDocument(answer.document, answer.signature, publicKey)) return { ok: false, reason: 'bad_signature' };
  let json: unknown;
  try {
    json = JSON.parse(answer.document);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = z.safeParse(SyncDocument, json);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  return { ok: true, document: indexDocument(answer, parsed.data as ScannerSyncDocument) };
}

function indexDocument(answer: ScannerSyncAnswer, doc: ScannerSyncDocument): DoorDocument {
  const ticketsById = new Map<number, SyncTicket>();
  const ticketsByHash = new Map<string, SyncTicket>();
  for (const ticket of doc.tickets) {
    ticketsById.set(ticket[0], ticket);
    ticketsByHash.set(ticket[2], ticket);
  }
  return {
    answer,
    generatedAt: doc.generatedAt,
    generatedAtMs: Date.parse(doc.generatedAt),
    list: doc.list,
    types: new Map(doc.types.map((type) => [type.id, type])),
    ticketsById,
    ticketsByHash,
    revoked: new Map(doc.revoked.map((row) => [row[0], row])),
    checkIns: new Map(doc.checkIns.map(([ticketId, inside, firstEntryAt]) => [ticketId, { inside: inside === 1, firstEntryAt }])),
    ticketCount: doc.tickets.length,
  };
}

/** Whether the document's list lets a ticket of this type in. */
export function listAdmits(doc: DoorDocument, ticketTypeId: number): boolean {
  return doc.list.allTypes || doc.list.ticketTypeIds.includes(ticketTypeId);
}
