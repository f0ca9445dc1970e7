import * as z from 'zod/mini';
import { dataList, flag, id, list, num, oneOf, requiredText, text, textOrNull, texts } from './read.ts';

/** The door scanner (docs/back-office.md « Scanner »). */

export const SCAN_RESULTS = [
  'valid',
  'already_checked_in',
  'cancelled',
  'refunded',
  'not_valid_today',
  'unknown',
  /** An old code of a ticket handed to someone else (« Billet transféré »). */
  'transferred',
  /** An old code of a ticket whose name was changed (« Billet remplacé »). */
  'renamed',
  /** An old code of a ticket resold to someone else (« Billet revendu »). */
  'resold',
  /** A ticket its holder put up for resale: its seat is on sale again (« Billet en revente »). */
  'on_resale',
  /** A ticket whose type the scanner's check-in list does not admit (« Billet non valable pour cette liste »). */
  'wrong_list',
  /** An exit scan on an entry/exit list: the holder is now outside (« Sortie enregistrée »). */
  'exited',
  /** An exit scan of a ticket that is not inside (« Billet non entré »). */
  'not_inside',
] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

/** A verdict's `message`, in French: the API's and the offline scanner's, word for word. */
export const VERDICT_MESSAGES: Readonly<Record<ScanResult, string>> = {
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

/** Which way a scan lets the holder through; `exit` only on a check-in list with entry/exit. */
export const SCAN_DIRECTIONS = ['entry', 'exit'] as const;
export type ScanDirection = (typeof SCAN_DIRECTIONS)[number];

/** The check-in list a scan was made for. */
export const ScanList = z.object({ id, name: text });
export type ScanList = z.infer<typeof ScanList>;

export const VerdictTicket = z.object({
  id: num,
  /** The id padded to 6 digits, as printed on the ticket. */
  number: text,
  holderName: text,
  /** The dance role printed on the ticket, null without one. */
  role: z.catch(z.nullable(z.enum(['leader', 'follower'])), null),
  ticketTypeName: text,
  orderNumber: text,
  validDays: texts,
  /** The holder's language: their order's (`fr`, `pt`…), shown to the door staff. */
  locale: z.catch(text, 'fr'),
});
export type VerdictTicket = z.infer<typeof VerdictTicket>;

/** `POST /api/admin/scanner/check-in`: the verdict for a scanned or typed code; `message` in French. */
export const Verdict = z.object({
  result: oneOf(SCAN_RESULTS, 'unknown'),
  ticket: z.catch(z.optional(VerdictTicket), undefined),
  /** When the ticket was let in (valid: now; already_checked_in: the first time). */
  checkedInAt: z.catch(z.optional(z.string()), undefined),
  /** Who let it in; null when that staff account no longer exists. */
  checkedInBy: z.catch(z.optional(z.nullable(z.object({ id: num, name: text }))), null),
  message: text,
  /** The scan's direction, on a check-in list. */
  direction: z.catch(z.optional(z.enum(SCAN_DIRECTIONS)), undefined),
  /** The check-in list the verdict is for; absent for a festival-wide check-in. */
  list: z.catch(z.optional(ScanList), undefined),
});
export type Verdict = z.infer<typeof Verdict>;

/**
 * `POST /api/admin/scanner/check-in`. Without `listId`: once per festival. With it: once per list
 * (entry/exit lists: in and out). A `nonce` (uuid) the server has already seen answers the stored
 * verdict again and changes nothing (a retried request).
 */
export interface CheckInRequest {
  code: string;
  device?: string;
  listId?: number;
  /** Default `entry`. */
  direction?: ScanDirection;
  nonce?: string;
}

/** Scans of one offline upload, at most. */
export const OFFLINE_SCANS_MAX = 500;

/** One scan a scanner made without network, with the verdict it showed. */
export interface OfflineScan {
  nonce: string;
  listId: number;
  code: string;
  direction: ScanDirection;
  /** The device's time of the scan (ISO). */
  scannedAt: string;
  verdict: ScanResult;
}

/** `POST /api/admin/scanner/offline-scans`: 1 to OFFLINE_SCANS_MAX scans. */
export interface OfflineScansRequest {
  device?: string;
  scans: OfflineScan[];
}

/**
 * What became of an uploaded scan: `recorded` (applied or logged), `duplicate` (its nonce was
 * already recorded: nothing changed), `conflict` (an offline admission the server could not apply:
 * already in through another scan, or the ticket is no longer valid; see the back-office conflicts).
 */
export const OFFLINE_SCAN_OUTCOMES = ['recorded', 'duplicate', 'conflict'] as const;
export type OfflineScanOutcome = (typeof OFFLINE_SCAN_OUTCOMES)[number];

export const OfflineScansAnswer = z.object({
  results: list(
    z.object({
      nonce: requiredText,
      outcome: oneOf(OFFLINE_SCAN_OUTCOMES, 'recorded'),
      /** The verdict recorded for that scan (the server's, for a conflict). */
      result: oneOf(SCAN_RESULTS, 'unknown'),
    }),
  ),
});
export type OfflineScansAnswer = z.infer<typeof OfflineScansAnswer>;

/**
 * `GET /api/admin/scanner/lists/{id}/sync`: `document` is the JSON text of a ScannerSyncDocument,
 * `signature` its Ed25519 signature (base64url) by the key `kid` (`verifyDocument` of
 * `@kizomba/ticket-signature`). Parse `document` only after the signature verifies.
 */
export const ScannerSyncAnswer = z.object({ kid: requiredText, signature: requiredText, document: z.string() });
export type ScannerSyncAnswer = z.infer<typeof ScannerSyncAnswer>;

/** A ticket's state in the sync document: valid, cancelled, refunded, on resale. */
export type SyncTicketStatus = 'v' | 'c' | 'r' | 's';
/** The dance role: leader, follower, none. */
export type SyncTicketRole = 'L' | 'F' | '';
/** `[id, ticketTypeId, codeHash, status, holderName, role, locale]`. */
export type SyncTicket = [number, number, string, SyncTicketStatus, string, SyncTicketRole, string];
/** A code its ticket no longer answers to: `[codeHash, reason, ticketId]`. */
export type SyncRevokedCode = [string, 'transferred' | 'renamed' | 'resold', number];
/** A ticket checked in on the list: `[ticketId, inside, firstEntryAt (ISO)]`. */
export type SyncCheckIn = [number, 0 | 1, string];

/** What a scanner needs to judge a list's tickets without network (codes only as `codeHash`). */
export interface ScannerSyncDocument {
  version: 1;
  generatedAt: string;
  list: { id: number; name: string; entryExit: boolean; allTypes: boolean; ticketTypeIds: number[] };
  /** Every ticket type (names for `wrong_list`), `validDays` as Paris dates. */
  types: Array<{ id: number; name: string; validDays: string[] }>;
  /** Tickets of completed orders whose type the list admits. */
  tickets: SyncTicket[];
  revoked: SyncRevokedCode[];
  checkIns: SyncCheckIn[];
}

/** Why an offline admission could not be applied. */
export const SCAN_CONFLICT_KINDS = ['double_entry', 'invalid_ticket'] as const;
export type ScanConflictKind = (typeof SCAN_CONFLICT_KINDS)[number];

const ScanWitness = z.object({ at: text, by: textOrNull, device: textOrNull });

/** One conflict between offline scanners (or an offline admission of a ticket no longer valid). */
export const ScanConflictView = z.object({
  id,
  kind: oneOf(SCAN_CONFLICT_KINDS, 'double_entry'),
  detectedAt: text,
  list: ScanList,
  ticket: z.object({ id, number: text, holderName: text, ticketTypeName: text }),
  /** The admission that was applied first; null for an `invalid_ticket`. */
  first: z.catch(z.nullable(ScanWitness), null),
  /** The offline admission that could not be applied. */
  late: ScanWitness,
  resolvedAt: textOrNull,
  resolvedBy: textOrNull,
});
export type ScanConflictView = z.infer<typeof ScanConflictView>;

/** `GET /api/admin/scanner/conflicts?status=open|all`: newest first. */
export const ScanConflicts = dataList(ScanConflictView);

/** `GET /api/admin/scanner/summary`. */
export const ScannerSummary = z.pipe(
  z.object({
    perType: list(z.object({ ticketTypeId: num, name: text, sold: num, checkedIn: num })),
    totals: z.catch(z.object({ sold: z.optional(num), checkedIn: z.optional(num) }), {}),
  }),
  z.transform(({ perType, totals }) => ({
    perType,
    totals: {
      sold: totals.sold ?? perType.reduce((sum, row) => sum + row.sold, 0),
      checkedIn: totals.checkedIn ?? perType.reduce((sum, row) => sum + row.checkedIn, 0),
    },
  })),
);
export type ScannerSummary = z.infer<typeof ScannerSummary>;

export const ScanView = z.object({
  id,
  at: text,
  result: text,
  ticketNumber: textOrNull,
  holderName: textOrNull,
  ticketTypeName: textOrNull,
  scannerName: textOrNull,
  /** The check-in list, null for a festival-wide scan. */
  list: z.catch(z.nullable(ScanList), null),
  direction: z.catch(z.nullable(z.enum(SCAN_DIRECTIONS)), null),
  /** Made without network and uploaded later. */
  offline: flag(),
  /** The device's time of an offline scan (`at` is when the server recorded it); null online. */
  scannedAt: textOrNull,
});
export type ScanView = z.infer<typeof ScanView>;

/** `GET /api/admin/scanner/scans?limit`: newest first. */
export const RecentScans = dataList(ScanView);

/** The key ids of `@kizomba/ticket-signature`: 4 bytes of SHA-256(public key), lowercase hex. */
const KeyId = z.string().check(z.regex(/^[0-9a-f]{8}$/));
/** A raw 32-byte Ed25519 public key, base64url without padding. */
const PublicKeyText = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

/** A public key that signs tickets' codes and scanner documents; private keys never leave the API. */
export const ScannerKey = z.object({
  kid: KeyId,
  publicKey: PublicKeyText,
  algorithm: z.literal('Ed25519'),
  /** The key that signs new codes; the others are retired keys whose codes stay valid. */
  active: flag(),
});
export type ScannerKey = z.infer<typeof ScannerKey>;

/**
 * `GET /api/scanner/keys` (admin, scanner): the public keys by key id. A key of another algorithm
 * or spelling is dropped, so a scanner never verifies with something it misread.
 */
export const ScannerKeys = z.object({ keys: list(ScannerKey) });
export type ScannerKeys = z.infer<typeof ScannerKeys>;
