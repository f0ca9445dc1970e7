import type { ScannerSyncAnswer, ScannerSyncDocument, SyncCheckIn, SyncRevokedCode, SyncTicket } from '@kizomba/api-contract/scanner';
import { codeHash, generateSigningSeed, signDocument, signingKeyFromSeed, signTicketCode, type SigningKey, type TicketClaims } from '@kizomba/ticket-signature';
import type { DoorKeys } from './document';

/**
 * A festival for the door engine's tests, signed as the API signs: « Soirées » admits the Full
 * Pass and the Friday and Saturday nights, not the Workshop Pass; « Stages » counts entries and exits.
 */

export const FRIDAY = '2027-04-16';
export const SATURDAY = '2027-04-17';
/** Friday 22:30 in Lyon. */
export const FRIDAY_NIGHT = new Date('2027-04-16T20:30:00.000Z');
/** When the test documents say they were generated: Friday 18:00 in Lyon. */
export const GENERATED_AT = '2027-04-16T16:00:00.000Z';
export const GENERATED_AT_SECONDS = Date.parse(GENERATED_AT) / 1000;

export const TYPES = {
  fullPass: { id: 1, name: 'Full Pass', validDays: [FRIDAY, SATURDAY, '2027-04-18'] },
  friday: { id: 2, name: 'Soirée du vendredi', validDays: [FRIDAY] },
  saturday: { id: 3, name: 'Soirée du samedi', validDays: [SATURDAY] },
  workshop: { id: 4, name: 'Workshop Pass', validDays: [] as string[] },
};

export function newKey(): SigningKey {
  return signingKeyFromSeed(generateSigningSeed());
}

export function keysOf(...keys: SigningKey[]): DoorKeys {
  return new Map(keys.map((key) => [key.kid, key.publicKey]));
}

/** A random legacy code: 43 base64url characters, as tickets issued before signed codes have. */
export function legacyCode(seed: number): string {
  return `legacy${String(seed).padStart(6, '0')}`.padEnd(43, 'x');
}

export function signedCode(key: SigningKey, ticketId: number, ticketTypeId: number, issuedAt = GENERATED_AT_SECONDS - 86_400): string {
  const claims: TicketClaims = { ticketId, ticketTypeId, issuedAt };
  return signTicketCode(claims, key);
}

export interface FestivalCodes {
  alice: string;
  bruno: string;
  chloe: string;
  denis: string;
  emma: string;
  farid: string;
  gabi: string;
  legacy: string;
  revokedOld: string;
}

/** Ticket ids of the festival. */
export const TICKETS = { alice: 101, bruno: 102, chloe: 103, denis: 104, emma: 105, farid: 106, gabi: 107, legacy: 108, renamed: 109 };

/**
 * The codes of the festival's tickets and the document rows that name them by hash: Alice (Full
 * Pass, leader), Bruno (Friday), Chloé (cancelled), Denis (refunded), Emma (on resale), Farid
 * (Saturday), Gabi (Full Pass, already in), a legacy random code, and ticket 109 whose first code
 * was revoked by a name change.
 */
export function festival(key: SigningKey): Festival {
  let made = festivals.get(key);
  if (!made) festivals.set(key, (made = makeFestival(key)));
  return made;
}

interface Festival {
  codes: FestivalCodes;
  tickets: SyncTicket[];
  revoked: SyncRevokedCode[];
  checkIns: SyncCheckIn[];
}

/** One festival per key: a signed code has a random salt, so the codes are made once. */
const festivals = new WeakMap<SigningKey, Festival>();

function makeFestival(key: SigningKey): Festival {
  const codes: FestivalCodes = {
    alice: signedCode(key, TICKETS.alice, TYPES.fullPass.id),
    bruno: signedCode(key, TICKETS.bruno, TYPES.friday.id),
    chloe: signedCode(key, TICKETS.chloe, TYPES.friday.id),
    denis: signedCode(key, TICKETS.denis, TYPES.fullPass.id),
    emma: signedCode(key, TICKETS.emma, TYPES.friday.id),
    farid: signedCode(key, TICKETS.farid, TYPES.saturday.id),
    gabi: signedCode(key, TICKETS.gabi, TYPES.fullPass.id),
    legacy: legacyCode(TICKETS.legacy),
    revokedOld: signedCode(key, TICKETS.renamed, TYPES.friday.id, GENERATED_AT_SECONDS - 7200),
  };
  const renamedNow = signedCode(key, TICKETS.renamed, TYPES.friday.id, GENERATED_AT_SECONDS - 3600);
  const tickets: SyncTicket[] = [
    [TICKETS.alice, TYPES.fullPass.id, codeHash(codes.alice), 'v', 'Alice Martin', 'L', 'fr'],
    [TICKETS.bruno, TYPES.friday.id, codeHash(codes.bruno), 'v', 'Bruno Silva', 'F', 'pt'],
    [TICKETS.chloe, TYPES.friday.id, codeHash(codes.chloe), 'c', 'Chloé Petit', '', 'fr'],
    [TICKETS.denis, TYPES.fullPass.id, codeHash(codes.denis), 'r', 'Denis Roy', '', 'fr'],
    [TICKETS.emma, TYPES.friday.id, codeHash(codes.emma), 's', 'Emma Roux', '', 'fr'],
    [TICKETS.farid, TYPES.saturday.id, codeHash(codes.farid), 'v', 'Farid Haddad', 'L', 'fr'],
    [TICKETS.gabi, TYPES.fullPass.id, codeHash(codes.gabi), 'v', 'Gabi Lang', 'F', 'de'],
    [TICKETS.legacy, TYPES.friday.id, codeHash(codes.legacy), 'v', 'Léa Ancien', '', 'fr'],
    [TICKETS.renamed, TYPES.friday.id, codeHash(renamedNow), 'v', 'Nouveau Nom', '', 'fr'],
  ];
  return {
    codes,
    tickets,
    revoked: [[codeHash(codes.revokedOld), 'renamed', TICKETS.renamed]],
    checkIns: [[TICKETS.gabi, 1, '2027-04-16T19:00:00.000Z']],
  };
}

export const PARTY_LIST = { id: 7, name: 'Soirées', entryExit: false, allTypes: false, ticketTypeIds: [TYPES.fullPass.id, TYPES.friday.id, TYPES.saturday.id] };
export const WORKSHOP_LIST = { id: 8, name: 'Stages', entryExit: true, allTypes: false, ticketTypeIds: [TYPES.fullPass.id, TYPES.friday.id, TYPES.saturday.id] };

/** The list's sync document, as `GET /api/admin/scanner/lists/{id}/sync` carries it. */
export function syncDocument(key: SigningKey, list = PARTY_LIST, changes: Partial<ScannerSyncDocument> = {}): ScannerSyncDocument {
  const { tickets, revoked, checkIns } = festival(key);
  return { version: 1, generatedAt: GENERATED_AT, list, types: Object.values(TYPES), tickets, revoked, checkIns, ...changes };
}

/** The signed answer of the sync endpoint. */
export function signedAnswer(key: SigningKey, doc: ScannerSyncDocument = syncDocument(key)): ScannerSyncAnswer {
  const text = JSON.stringify(doc);
  return { kid: key.kid, signature: signDocument(text, key), document: text };
}
