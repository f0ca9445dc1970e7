import { VERDICT_MESSAGES, type ScanDirection, type ScanResult, type SyncTicket, type Verdict, type VerdictTicket } from '@kizomba/api-contract/scanner';
import { codeHash, isSignedCode, verifyTicketCode, type TicketClaims } from '@kizomba/ticket-signature';
import { translator } from '../../../i18n';
import { scanner } from '../../../i18n/fr/scanner';
import { parisToday } from '../../../lib/format';
import { listAdmits, type DoorDocument, type DoorKeys, type TicketPresence } from './document';

const t = translator({ scanner });

/**
 * The door's verdict without network, from the list's signed document, the accepted public keys
 * and what this device scanned since. The same rules, in the same order, as the API's check-in on
 * a list, so a ticket gets the same answer online and offline:
 *
 * 1. a code its ticket no longer answers to (revocation list) → transferred / renamed / resold;
 * 2. a signed code must verify (forged, tampered or signed by an unknown key → unknown); its
 *    ticket is found by id; a random code (tickets issued before signed codes) by its hash;
 *    a signed code the document does not know is a ticket issued (or re-issued) after the sync:
 *    admitted when it was issued after the document was generated, with its number and type and
 *    the holder « nom inconnu (émis après la synchro) »; an older one is unknown;
 * 3. cancelled / refunded; a type the list does not admit → wrong_list; not a valid day in
 *    Europe/Paris → not_valid_today; on resale;
 * 4. the gate: entry on a once-per-list list → valid the first time, then already_checked_in;
 *    on an entry/exit list entry is valid when outside (re-entry), already_checked_in when inside,
 *    and exit is exited when inside, not_inside otherwise.
 *
 * `presence`: what this device saw happen to tickets since the document was generated (it
 * overrides the document's check-ins). An exit on a list without exits is a caller error.
 */
export function localVerdict(
  doc: DoorDocument,
  keys: DoorKeys,
  presence: ReadonlyMap<number, TicketPresence>,
  code: string,
  direction: ScanDirection,
  now: Date,
): Verdict {
  if (direction === 'exit' && !doc.list.entryExit) throw new RangeError(`List ${doc.list.id} has no exits`);
  const scope = { direction, list: { id: doc.list.id, name: doc.list.name } };
  const answer = (result: ScanResult, ticket?: VerdictTicket, extra: Partial<Verdict> = {}): Verdict => ({
    result,
    ...(ticket ? { ticket } : {}),
    ...extra,
    message: VERDICT_MESSAGES[result],
    ...scope,
  });

  const hash = codeHash(code);
  const revoked = doc.revoked.get(hash);
  if (revoked) {
    const former = doc.ticketsById.get(revoked[2]);
    return answer(revoked[1], former ? ticketView(doc, former) : undefined);
  }

  const found = findTicket(doc, keys, code, hash);
  if (found.kind === 'unknown') return answer('unknown');

  let ticket: VerdictTicket;
  let status: SyncTicket[3];
  let ticketTypeId: number;
  if (found.kind === 'known') {
    ticket = ticketView(doc, found.row, found.renewed);
    status = found.row[3];
    ticketTypeId = found.row[1];
  } else {
    ticket = newTicketView(doc, found.claims);
    status = 'v';
    ticketTypeId = found.claims.ticketTypeId;
  }

  if (status === 'c') return answer('cancelled', ticket);
  if (status === 'r') return answer('refunded', ticket);
  if (!listAdmits(doc, ticketTypeId)) return answer('wrong_list', ticket);
  if (ticket.validDays.length > 0 && !ticket.validDays.includes(parisToday(now))) return answer('not_valid_today', ticket);
  if (status === 's') return answer('on_resale', ticket);

  const state = presence.get(ticket.id) ?? doc.checkIns.get(ticket.id);
  if (direction === 'exit') return state?.inside ? answer('exited', ticket) : answer('not_inside', ticket);
  if (state && (state.inside || !doc.list.entryExit)) {
    return answer('already_checked_in', ticket, { checkedInAt: state.firstEntryAt, checkedInBy: null });
  }
  return answer('valid', ticket, { checkedInAt: now.toISOString(), checkedInBy: null });
}

type Found =
  | { kind: 'unknown' }
  /** In the document; `renewed`: scanned with a code issued after the sync (the holder may have changed). */
  | { kind: 'known'; row: SyncTicket; renewed: boolean }
  /** Signed after the document was generated: only its claims are known. */
  | { kind: 'new'; claims: TicketClaims };

function findTicket(doc: DoorDocument, keys: DoorKeys, code: string, hash: string): Found {
  if (!isSignedCode(code)) {
    const row = doc.ticketsByHash.get(hash);
    return row ? { kind: 'known', row, renewed: false } : { kind: 'unknown' };
  }
  const verified = verifyTicketCode(code, keys);
  if (!verified.ok) return { kind: 'unknown' };
  const { claims } = verified;
  const issuedAfterSync = claims.issuedAt >= Math.floor(doc.generatedAtMs / 1000);
  const row = doc.ticketsById.get(claims.ticketId);
  if (row) {
    if (row[2] === hash) return { kind: 'known', row, renewed: false };
    // Another code of a ticket the document knows: a re-issue after the sync, or an old code the
    // revocation list of this document does not name (then it must not open the door).
    return issuedAfterSync && row[1] === claims.ticketTypeId ? { kind: 'known', row, renewed: true } : { kind: 'unknown' };
  }
  // A ticket of a type this list does not admit is not in the document: say so whenever it was issued.
  if (!listAdmits(doc, claims.ticketTypeId)) return { kind: 'new', claims };
  return issuedAfterSync ? { kind: 'new', claims } : { kind: 'unknown' };
}

const ticketNumber = (id: number) => String(id).padStart(6, '0');

const ROLES = { L: 'leader', F: 'follower', '': null } as const;

function ticketView(doc: DoorDocument, row: SyncTicket, renewed = false): VerdictTicket {
  const [id, ticketTypeId, , , holderName, role, locale] = row;
  const type = doc.types.get(ticketTypeId);
  return {
    id,
    number: ticketNumber(id),
    holderName: renewed ? t('scanner.door.holderAfterSync') : holderName,
    role: ROLES[role],
    ticketTypeName: type?.name ?? '',
    orderNumber: '',
    validDays: [...(type?.validDays ?? [])],
    locale: locale || 'fr',
  };
}

function newTicketView(doc: DoorDocument, claims: TicketClaims): VerdictTicket {
  const type = doc.types.get(claims.ticketTypeId);
  return {
    id: claims.ticketId,
    number: ticketNumber(claims.ticketId),
    holderName: t('scanner.door.holderAfterSync'),
    role: null,
    ticketTypeName: type?.name ?? '',
    orderNumber: '',
    validDays: [...(type?.validDays ?? [])],
    locale: 'fr',
  };
}

/**
 * Where a ticket stands after a verdict on the list (entry admitted, exit recorded), or
 * `undefined` when the verdict changes nothing. Online verdicts go through it too, so the device
 * knows who came in while the network was up.
 */
export function presenceAfter(verdict: Verdict, before: TicketPresence | undefined, at: string): TicketPresence | undefined {
  switch (verdict.result) {
    case 'valid':
      return { inside: true, firstEntryAt: before?.firstEntryAt ?? verdict.checkedInAt ?? at };
    case 'already_checked_in':
      return { inside: true, firstEntryAt: before?.firstEntryAt ?? verdict.checkedInAt ?? at };
    case 'exited':
      return { inside: false, firstEntryAt: before?.firstEntryAt ?? at };
    default:
      return undefined;
  }
}
