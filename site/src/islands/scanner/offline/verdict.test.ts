import { VERDICT_MESSAGES, type ScanDirection } from '@kizomba/api-contract/scanner';
import { codeHash, fromBase64url, toBase64url } from '@kizomba/ticket-signature';
import { describe, expect, it } from 'vitest';
import { openSyncAnswer, type DoorDocument, type TicketPresence } from './document';
import {
  FRIDAY_NIGHT,
  GENERATED_AT,
  GENERATED_AT_SECONDS,
  keysOf,
  legacyCode,
  newKey,
  PARTY_LIST,
  signedAnswer,
  signedCode,
  syncDocument,
  TICKETS,
  TYPES,
  WORKSHOP_LIST,
  festival,
} from './test-fixtures';
import { localVerdict, presenceAfter } from './verdict';

const key = newKey();
const keys = keysOf(key);
const { codes } = festival(key);

function open(list = PARTY_LIST, changes = {}): DoorDocument {
  const opened = openSyncAnswer(signedAnswer(key, syncDocument(key, list, changes)), keys);
  if (!opened.ok) throw new Error(`test document refused: ${opened.reason}`);
  return opened.document;
}

const party = open();
const workshops = open(WORKSHOP_LIST);
const none = new Map<number, TicketPresence>();

const judge = (code: string, { doc = party, direction = 'entry' as ScanDirection, presence = none, now = FRIDAY_NIGHT } = {}) =>
  localVerdict(doc, keys, presence, code, direction, now);

/** The same code with one character of its signature changed. */
function tampered(code: string, at: number): string {
  const bytes = fromBase64url(code);
  bytes[at] ^= 0x01;
  return toBase64url(bytes);
}

describe('localVerdict', () => {
  it('admits a valid signed ticket with its holder, role, type and language, in the API’s words', () => {
    const verdict = judge(codes.alice);
    expect(verdict).toEqual({
      result: 'valid',
      message: VERDICT_MESSAGES.valid,
      ticket: {
        id: TICKETS.alice,
        number: '000101',
        holderName: 'Alice Martin',
        role: 'leader',
        ticketTypeName: 'Full Pass',
        orderNumber: '',
        validDays: TYPES.fullPass.validDays,
        locale: 'fr',
      },
      checkedInAt: FRIDAY_NIGHT.toISOString(),
      checkedInBy: null,
      direction: 'entry',
      list: { id: PARTY_LIST.id, name: 'Soirées' },
    });
    expect(judge(codes.bruno).ticket).toMatchObject({ holderName: 'Bruno Silva', role: 'follower', locale: 'pt', ticketTypeName: 'Soirée du vendredi' });
  });

  it('finds a ticket issued before signed codes by the hash of its random code, and nothing for a code it does not know', () => {
    expect(judge(codes.legacy)).toMatchObject({ result: 'valid', ticket: { id: TICKETS.legacy, holderName: 'Léa Ancien' } });
    expect(judge(legacyCode(999))).toEqual({ result: 'unknown', message: VERDICT_MESSAGES.unknown, direction: 'entry', list: { id: PARTY_LIST.id, name: 'Soirées' } });
    expect(judge('').result).toBe('unknown');
    expect(judge('x'.repeat(114)).result).toBe('unknown');
  });

  it('refuses a forged signed code: tampered claims or signature, or a key the door does not accept', () => {
    // Byte 5 is the ticket id, 13 the issue time, 40 inside the signature.
    for (const at of [5, 13, 40]) expect(judge(tampered(codes.alice, at)).result).toBe('unknown');
    const stranger = newKey();
    expect(judge(signedCode(stranger, TICKETS.alice, TYPES.fullPass.id)).result).toBe('unknown');
    // A key id the door knows, signed by another key.
    const impostor = signedCode(stranger, TICKETS.alice, TYPES.fullPass.id);
    const bytes = fromBase64url(impostor);
    bytes.set(fromBase64url(codes.alice).subarray(1, 5), 1);
    expect(judge(toBase64url(bytes)).result).toBe('unknown');
    // The keys the door accepts are the ones it is given: none, nothing signed passes.
    expect(localVerdict(party, new Map(), none, codes.alice, 'entry', FRIDAY_NIGHT).result).toBe('unknown');
  });

  it('answers a revoked code with the reason, naming whose ticket it was', () => {
    expect(judge(codes.revokedOld)).toMatchObject({
      result: 'renamed',
      message: VERDICT_MESSAGES.renamed,
      ticket: { id: TICKETS.renamed, holderName: 'Nouveau Nom' },
    });
    // A revoked legacy code too, by hash.
    const doc = open(PARTY_LIST, { revoked: [[codeHash(codes.legacy), 'transferred', TICKETS.legacy]] });
    expect(judge(codes.legacy, { doc })).toMatchObject({ result: 'transferred', message: VERDICT_MESSAGES.transferred });
  });

  it('refuses cancelled, refunded and on-resale tickets', () => {
    expect(judge(codes.chloe)).toMatchObject({ result: 'cancelled', message: VERDICT_MESSAGES.cancelled, ticket: { holderName: 'Chloé Petit' } });
    expect(judge(codes.denis)).toMatchObject({ result: 'refunded', message: VERDICT_MESSAGES.refunded });
    expect(judge(codes.emma)).toMatchObject({ result: 'on_resale', message: VERDICT_MESSAGES.on_resale });
  });

  it('refuses a ticket whose type the list does not admit, with its type name', () => {
    const workshopPass = signedCode(key, 500, TYPES.workshop.id);
    expect(judge(workshopPass)).toMatchObject({
      result: 'wrong_list',
      message: VERDICT_MESSAGES.wrong_list,
      ticket: { id: 500, number: '000500', ticketTypeName: 'Workshop Pass' },
    });
    // Also one issued after the sync: its type decides.
    expect(judge(signedCode(key, 501, TYPES.workshop.id, GENERATED_AT_SECONDS + 60)).result).toBe('wrong_list');
    // A list of all types admits it (issued after the sync, so not in the document).
    const everything = open({ ...PARTY_LIST, allTypes: true, ticketTypeIds: [] });
    expect(judge(signedCode(key, 502, TYPES.workshop.id, GENERATED_AT_SECONDS + 60), { doc: everything }).result).toBe('valid');
  });

  it('refuses a ticket on a day it is not valid, the day read in Europe/Paris', () => {
    expect(judge(codes.farid)).toMatchObject({ result: 'not_valid_today', message: VERDICT_MESSAGES.not_valid_today, ticket: { validDays: TYPES.saturday.validDays } });
    // 23:30 UTC on Friday is already Saturday 01:30 in Lyon.
    const saturdayInLyon = new Date('2027-04-16T23:30:00.000Z');
    expect(judge(codes.farid, { now: saturdayInLyon }).result).toBe('valid');
    expect(judge(codes.bruno, { now: saturdayInLyon }).result).toBe('not_valid_today');
    // Friday 23:59 in Lyon (21:59 UTC) is still Friday.
    expect(judge(codes.bruno, { now: new Date('2027-04-16T21:59:00.000Z') }).result).toBe('valid');
    // A type valid every day.
    const workshopDoc = open({ ...PARTY_LIST, allTypes: true }, { tickets: [[600, TYPES.workshop.id, codeHash('w'.repeat(43)), 'v', 'Wendy', '', 'fr']] });
    expect(judge('w'.repeat(43), { doc: workshopDoc, now: new Date('2030-01-01T12:00:00Z') }).result).toBe('valid');
  });

  it('lets a ticket in once on a once-per-list list: the document’s check-ins and this device’s scans both count', () => {
    expect(judge(codes.gabi)).toMatchObject({
      result: 'already_checked_in',
      message: VERDICT_MESSAGES.already_checked_in,
      checkedInAt: '2027-04-16T19:00:00.000Z',
      checkedInBy: null,
      ticket: { holderName: 'Gabi Lang' },
    });
    const first = judge(codes.alice);
    expect(first.result).toBe('valid');
    const seen = new Map([[TICKETS.alice, presenceAfter(first, undefined, first.checkedInAt!)!]]);
    expect(judge(codes.alice, { presence: seen })).toMatchObject({ result: 'already_checked_in', checkedInAt: FRIDAY_NIGHT.toISOString() });
    // Out then in again is not a thing on a once-per-list list.
    const out = new Map([[TICKETS.alice, { inside: false, firstEntryAt: GENERATED_AT }]]);
    expect(judge(codes.alice, { presence: out }).result).toBe('already_checked_in');
  });

  it('counts entries and exits on an entry/exit list: in, out, in again; an exit of someone not inside', () => {
    const doc = workshops;
    let presence = new Map<number, TicketPresence>();
    const step = (direction: ScanDirection) => {
      const verdict = judge(codes.alice, { doc, direction, presence });
      const next = presenceAfter(verdict, presence.get(TICKETS.alice), FRIDAY_NIGHT.toISOString());
      if (next) presence = new Map([[TICKETS.alice, next]]);
      return verdict.result;
    };
    expect(step('exit')).toBe('not_inside');
    expect(step('entry')).toBe('valid');
    expect(step('entry')).toBe('already_checked_in');
    expect(step('exit')).toBe('exited');
    expect(step('exit')).toBe('not_inside');
    expect(step('entry')).toBe('valid');
    expect(judge(codes.alice, { doc, direction: 'exit', presence })).toMatchObject({ result: 'exited', message: VERDICT_MESSAGES.exited, direction: 'exit', list: { id: WORKSHOP_LIST.id, name: 'Stages' } });
    // Gabi is inside according to the document.
    expect(judge(codes.gabi, { doc, direction: 'exit' }).result).toBe('exited');
    expect(judge(codes.bruno, { doc, direction: 'exit' })).toMatchObject({ result: 'not_inside', message: VERDICT_MESSAGES.not_inside });
    // A refused ticket never reaches the gate.
    expect(judge(codes.chloe, { doc, direction: 'exit' }).result).toBe('cancelled');
  });

  it('leaves exits to lists that count them', () => {
    expect(() => judge(codes.alice, { direction: 'exit' })).toThrow(RangeError);
  });

  it('admits a signed ticket issued after the sync with its number and type, the holder unknown', () => {
    const fresh = signedCode(key, 900, TYPES.friday.id, GENERATED_AT_SECONDS + 120);
    expect(judge(fresh)).toMatchObject({
      result: 'valid',
      ticket: { id: 900, number: '000900', holderName: 'nom inconnu (émis après la synchro)', ticketTypeName: 'Soirée du vendredi', role: null, validDays: [TYPES.friday.validDays[0]] },
    });
    // Its days still count.
    expect(judge(signedCode(key, 901, TYPES.saturday.id, GENERATED_AT_SECONDS + 120)).result).toBe('not_valid_today');
    // Not in the document but issued before it was generated: not a ticket the API sells (unpaid order, deleted).
    expect(judge(signedCode(key, 902, TYPES.friday.id, GENERATED_AT_SECONDS - 1)).result).toBe('unknown');
  });

  it('admits a code re-issued after the sync for a ticket the document knows, and refuses an older one it does not know', () => {
    // Renamed after the sync: the document still has the previous code's hash and the old name.
    const reissued = signedCode(key, TICKETS.bruno, TYPES.friday.id, GENERATED_AT_SECONDS + 300);
    expect(judge(reissued)).toMatchObject({ result: 'valid', ticket: { id: TICKETS.bruno, holderName: 'nom inconnu (émis après la synchro)', ticketTypeName: 'Soirée du vendredi' } });
    // The document's state of the ticket still applies to the new code.
    const cancelledLater = signedCode(key, TICKETS.chloe, TYPES.friday.id, GENERATED_AT_SECONDS + 300);
    expect(judge(cancelledLater).result).toBe('cancelled');
    // Another code of the ticket, older than the document: not the one the API knows.
    expect(judge(signedCode(key, TICKETS.bruno, TYPES.friday.id, GENERATED_AT_SECONDS - 60)).result).toBe('unknown');
    // Claims that do not match the ticket's type.
    expect(judge(signedCode(key, TICKETS.bruno, TYPES.fullPass.id, GENERATED_AT_SECONDS + 300)).result).toBe('unknown');
  });

  it('judges 10,000 tickets quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => [10_000 + index, TYPES.fullPass.id, codeHash(legacyCode(10_000 + index)), 'v', `Danseur ${index}`, '', 'fr'] as const);
    const doc = open(PARTY_LIST, { tickets: many.map((row) => [...row]) });
    const started = performance.now();
    for (let index = 0; index < 200; index += 1) expect(judge(legacyCode(10_000 + index * 7), { doc }).result).toBe('valid');
    const signedStarted = performance.now();
    for (let index = 0; index < 20; index += 1) judge(codes.alice, { doc });
    const signedEach = (performance.now() - signedStarted) / 20;
    expect((signedStarted - started) / 200).toBeLessThan(5);
    expect(signedEach).toBeLessThan(50);
  });
});

describe('presenceAfter', () => {
  const at = '2027-04-16T21:00:00.000Z';
  it('records entries and exits and keeps the first entry', () => {
    const before = { inside: false, firstEntryAt: '2027-04-16T19:00:00.000Z' };
    expect(presenceAfter({ result: 'valid', message: '', checkedInAt: at }, undefined, at)).toEqual({ inside: true, firstEntryAt: at });
    expect(presenceAfter({ result: 'valid', message: '', checkedInAt: at }, before, at)).toEqual({ inside: true, firstEntryAt: before.firstEntryAt });
    expect(presenceAfter({ result: 'already_checked_in', message: '', checkedInAt: '2027-04-16T18:00:00.000Z' }, undefined, at)).toEqual({ inside: true, firstEntryAt: '2027-04-16T18:00:00.000Z' });
    expect(presenceAfter({ result: 'exited', message: '' }, { ...before, inside: true }, at)).toEqual(before);
  });

  it('changes nothing for refusals', () => {
    for (const result of ['unknown', 'cancelled', 'refunded', 'not_valid_today', 'wrong_list', 'not_inside', 'on_resale', 'renamed'] as const) {
      expect(presenceAfter({ result, message: '' }, undefined, at)).toBeUndefined();
    }
  });
});
