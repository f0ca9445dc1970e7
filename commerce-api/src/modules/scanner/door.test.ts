import { randomBytes, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { codeHash, verifyDocument } from '@kizomba/ticket-signature';
import { OfflineScansAnswer, ScanConflictView, ScannerSyncAnswer, Verdict, type ScannerSyncDocument } from '@kizomba/api-contract/scanner';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { onDomainEvent, type DomainEventName } from '../../lib/events.js';
import { createTicketKeys, type TicketKeys } from '../../lib/ticket-keys.js';
import { expectContract } from '../../test/contract.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import type { CheckInListInstance } from '../check-in-lists/index.js';
import { createPaidOrder } from '../mail/mail.test-helper.js';
import { reissueTicketCode, signedTicketCode, type TicketInstance } from '../tickets/index.js';
import { createScannerService } from './service.js';

/** Friday and Saturday of the festival, 20:00 in Paris. */
const FRIDAY = new Date('2027-04-16T18:00:00Z');
const SATURDAY = new Date('2027-04-17T18:00:00Z');
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

describeEachDatabase('scanner per check-in list (entry/exit, offline, sync)', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let admin: UserInstance;
  let scanner: UserInstance;
  let other: UserInstance;
  let awa: UserInstance;
  let keys: TicketKeys;
  let now: Date;
  let events: Array<{ name: DomainEventName; payload: unknown }>;
  let stopListening: () => void;
  let vendredi: CheckInListInstance;
  let samedi: CheckInListInstance;
  let stages: CheckInListInstance;
  let typeId: Record<'fullPass' | 'friday' | 'saturday', number>;
  let models: TestDatabase['db']['models'];

  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user, { now }).token}`;
  const service = () => createScannerService({ db: testDb.db, clock: () => now, ticketKeys: keys });
  const checkIn = (body: Record<string, unknown>, user: UserInstance = scanner) =>
    request(app).post('/api/admin/scanner/check-in').set('Authorization', bearer(user)).send(body);
  const upload = (scans: unknown[], user: UserInstance = scanner, device = 'Porte B – Android') =>
    request(app).post('/api/admin/scanner/offline-scans').set('Authorization', bearer(user)).send({ device, scans });
  const offline = (code: string, listId: number, scannedAt: Date, extra: Record<string, unknown> = {}) => ({
    nonce: randomUUID(),
    listId,
    code,
    direction: 'entry',
    scannedAt: scannedAt.toISOString(),
    verdict: 'valid',
    ...extra,
  });
  const state = (listId: number, ticketId: number) => models.TicketCheckIn.findOne({ where: { listId, ticketId } });
  const scans = () => models.Scan.findAll({ order: [['id', 'ASC']] });
  /** Lets after-commit pushes run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  async function ticketOf(type: keyof typeof typeId = 'fullPass', holder = 'Awa Diallo'): Promise<TicketInstance> {
    const { tickets } = await createPaidOrder(testDb.db, { holders: [holder] });
    const ticket = tickets[0]!;
    if (type !== 'fullPass') await ticket.update({ ticketTypeId: typeId[type] });
    return ticket;
  }

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target, { API_AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    keys = createTicketKeys(testDb.config);
    models = testDb.db.models;
    const { User, TicketType, CheckInList, CheckInListType } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    await scanner.update({ firstName: 'Sam', lastName: 'Porte' });
    other = await User.create({ email: 'benevole.porte@example.org', firstName: 'Bénévole', lastName: 'Nord', role: 'scanner' });
    awa = await User.create({ email: 'awa.diallo@example.org', firstName: 'Awa', lastName: 'Diallo', emailVerifiedAt: FRIDAY });
    const idOf = async (slug: string) => (await TicketType.findOne({ where: { slug } }))!.id;
    typeId = { fullPass: await idOf('full-pass'), friday: await idOf('soiree-vendredi'), saturday: await idOf('soiree-gala-samedi') };
    const list = async (name: string, types: number[], entryExit = false) => {
      const at = new Date();
      const created = await CheckInList.create({ name, entryExit, position: 90, createdAt: at, updatedAt: at });
      await CheckInListType.bulkCreate(types.map((ticketTypeId) => ({ listId: created.id, ticketTypeId })));
      return created;
    };
    vendredi = await list('Porte vendredi', [typeId.fullPass, typeId.friday]);
    samedi = await list('Porte samedi', [typeId.fullPass, typeId.saturday]);
    stages = await list('Salle des stages', [typeId.fullPass], true);
    app = createApp({ config: { ...testDb.config, rateLimitPerMinute: 0 }, logger, db: testDb.db, clock: () => now });
    stopListening = onDomainEvent(testDb.db.sequelize, (name, payload) => events.push({ name, payload }));
  });
  afterAll(async () => {
    stopListening?.();
    await testDb?.close();
  });
  beforeEach(async () => {
    const { Scan, ScanConflict, Ticket, OrderItem, Order, AuditLog, TicketCheckIn } = testDb.db.models;
    await ScanConflict.destroy({ where: {} });
    await Scan.destroy({ where: {} });
    await TicketCheckIn.destroy({ where: {} });
    await AuditLog.destroy({ where: {} });
    await Ticket.destroy({ where: {} });
    await OrderItem.destroy({ where: {} });
    await Order.destroy({ where: {} });
    events = [];
    now = FRIDAY;
  });

  it('admits a Full Pass once on Vendredi and once on Samedi, and refuses a Friday ticket on Samedi (wrong_list)', async () => {
    const pass = await ticketOf('fullPass');
    const first = await checkIn({ code: pass.code, listId: vendredi.id, device: 'Porte A' });
    expect(first.status).toBe(200);
    expectContract(first.body, Verdict);
    expect(first.body).toMatchObject({
      result: 'valid',
      message: 'Entrée validée',
      direction: 'entry',
      list: { id: vendredi.id, name: 'Porte vendredi' },
      ticket: { id: pass.id, ticketTypeName: 'Full Pass' },
      checkedInAt: FRIDAY.toISOString(),
      checkedInBy: { id: scanner.id, name: 'Sam Porte' },
    });
    now = minutes(FRIDAY, 30);
    const again = await checkIn({ code: pass.code, listId: vendredi.id }, admin);
    expect(again.body).toMatchObject({ result: 'already_checked_in', message: 'Billet déjà scanné', checkedInAt: FRIDAY.toISOString(), checkedInBy: { id: scanner.id } });

    now = SATURDAY;
    expect((await checkIn({ code: pass.code, listId: samedi.id })).body).toMatchObject({ result: 'valid', list: { id: samedi.id } });
    await pass.reload();
    // The first admission anywhere is the ticket's check-in.
    expect(pass.checkedInAt!.toISOString()).toBe(FRIDAY.toISOString());
    expect(await models.TicketCheckIn.count({ where: { ticketId: pass.id } })).toBe(2);
    // Festival-wide, the ticket is already in.
    expect((await checkIn({ code: pass.code })).body.result).toBe('already_checked_in');

    const friday = await ticketOf('friday', 'Élodie Ferré');
    const wrong = await checkIn({ code: friday.code, listId: samedi.id });
    expect(wrong.body).toMatchObject({ result: 'wrong_list', message: 'Billet non valable pour cette liste', ticket: { id: friday.id }, list: { id: samedi.id } });
    // On its own list the day after, it is the day that is wrong.
    expect((await checkIn({ code: friday.code, listId: vendredi.id })).body.result).toBe('not_valid_today');
    expect(await state(samedi.id, friday.id)).toBeNull();

    expect((await scans()).map((s) => [s.result, s.listId, s.direction, s.offline])).toEqual([
      ['valid', vendredi.id, 'entry', false],
      ['already_checked_in', vendredi.id, 'entry', false],
      ['valid', samedi.id, 'entry', false],
      ['already_checked_in', null, null, false],
      ['wrong_list', samedi.id, 'entry', false],
      ['not_valid_today', vendredi.id, 'entry', false],
    ]);
    // The scan log names the list.
    const log = await request(app).get('/api/admin/scanner/scans?limit=1').set('Authorization', bearer(admin));
    expect(log.body.data[0]).toMatchObject({ result: 'not_valid_today', list: { id: vendredi.id, name: 'Porte vendredi' }, direction: 'entry', offline: false, scannedAt: null });
    await settle();
    const counts = events.filter((e) => e.name === 'checkin:counts').at(-1)?.payload as { data: Array<{ listId: number; checkedIn: number }> };
    expect(counts.data.find((c) => c.listId === samedi.id)).toMatchObject({ checkedIn: 1 });
  });

  it('counts entries and exits on an entry/exit list: in, out, in again; exit when not inside; no exit on a once-list', async () => {
    const pass = await ticketOf();
    const move = (direction: 'entry' | 'exit', listId = stages.id) => checkIn({ code: pass.code, listId, direction });
    expect((await move('exit')).body).toMatchObject({ result: 'not_inside', message: 'Billet non entré', direction: 'exit' });
    expect((await move('entry')).body).toMatchObject({ result: 'valid', direction: 'entry' });
    now = minutes(FRIDAY, 10);
    expect((await move('entry')).body).toMatchObject({ result: 'already_checked_in', checkedInAt: FRIDAY.toISOString() });
    expect((await move('exit')).body).toMatchObject({ result: 'exited', message: 'Sortie enregistrée', list: { id: stages.id } });
    expect((await state(stages.id, pass.id))!.inside).toBe(false);
    expect((await move('exit')).body.result).toBe('not_inside');
    now = minutes(FRIDAY, 20);
    expect((await move('entry')).body).toMatchObject({ result: 'valid', checkedInAt: now.toISOString() });
    const row = (await state(stages.id, pass.id))!;
    expect([row.inside, row.entries, row.firstEntryAt.toISOString(), row.lastMoveAt.toISOString()]).toEqual([true, 2, FRIDAY.toISOString(), now.toISOString()]);

    const before = await models.Scan.count();
    const refused = await move('exit', vendredi.id);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('EXIT_NOT_ALLOWED');
    const festival = await checkIn({ code: pass.code, direction: 'exit' });
    expect(festival.status).toBe(400);
    expect(festival.body.error.code).toBe('EXIT_NOT_ALLOWED');
    const missing = await checkIn({ code: pass.code, listId: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('CHECK_IN_LIST_NOT_FOUND');
    expect(await models.Scan.count()).toBe(before);
  });

  it('gives exactly one « valid » when two scanners check one ticket in on a list at once (re-entry too)', async () => {
    for (const list of [vendredi, stages]) {
      const pass = await ticketOf();
      const [a, b] = await Promise.all([checkIn({ code: pass.code, listId: list.id, device: 'porte-1' }), checkIn({ code: pass.code, listId: list.id, device: 'porte-2' }, other)]);
      expect([a.body.result, b.body.result].sort()).toEqual(['already_checked_in', 'valid']);
      const winner = a.body.result === 'valid' ? a.body : b.body;
      const loser = a.body.result === 'valid' ? b.body : a.body;
      expect(loser.checkedInAt).toBe(winner.checkedInAt);
      expect(loser.checkedInBy).toEqual(winner.checkedInBy);
    }
    const pass = await ticketOf();
    await checkIn({ code: pass.code, listId: stages.id });
    await checkIn({ code: pass.code, listId: stages.id, direction: 'exit' });
    const verdicts = await Promise.all([scanner, other, admin, scanner].map((user) => service().checkIn({ code: pass.code, listId: stages.id, scannerId: user.id })));
    expect(verdicts.map((v) => v.result).sort()).toEqual(['already_checked_in', 'already_checked_in', 'already_checked_in', 'valid']);
    expect((await state(stages.id, pass.id))!.entries).toBe(2);
  });

  it('answers a retried online scan (same nonce) with the first verdict and changes nothing, even sent at once', async () => {
    const pass = await ticketOf();
    const nonce = randomUUID();
    const first = await checkIn({ code: pass.code, listId: stages.id, nonce });
    now = minutes(FRIDAY, 5);
    const retried = await checkIn({ code: pass.code, listId: stages.id, nonce: nonce.toUpperCase() });
    expect(retried.body).toEqual(first.body);
    expect(retried.body.result).toBe('valid');
    expect(await models.Scan.count()).toBe(1);

    // An exit retried does not flip the state twice (nor an entry back in).
    const exit = randomUUID();
    const sent = await Promise.all(Array.from({ length: 5 }, () => checkIn({ code: pass.code, listId: stages.id, direction: 'exit', nonce: exit })));
    expect(sent.map((r) => r.body.result)).toEqual(Array(5).fill('exited'));
    expect(await models.Scan.count({ where: { nonce: exit } })).toBe(1);
    expect((await state(stages.id, pass.id))!.inside).toBe(false);

    const festival = await ticketOf();
    const once = randomUUID();
    const both = await Promise.all([checkIn({ code: festival.code, nonce: once }), checkIn({ code: festival.code, nonce: once }, admin)]);
    expect(both.map((r) => r.body.result)).toEqual(['valid', 'valid']);
    expect(await models.Scan.count({ where: { ticketId: festival.id } })).toBe(1);
  });

  it('records an offline upload in scan order at the device’s time, and the same upload again as duplicates', async () => {
    const [a, b] = [await ticketOf('fullPass', 'A'), await ticketOf('fullPass', 'B')];
    now = minutes(FRIDAY, 60);
    const batch = [
      offline(a.code, stages.id, minutes(FRIDAY, 20), { direction: 'exit', verdict: 'exited' }),
      offline(a.code, stages.id, minutes(FRIDAY, 10)),
      offline(b.code, vendredi.id, minutes(FRIDAY, 15)),
      offline(randomBytes(32).toString('base64url'), vendredi.id, minutes(FRIDAY, 16), { verdict: 'unknown' }),
    ];
    const res = await upload(batch);
    expect(res.status).toBe(200);
    expectContract(res.body, OfflineScansAnswer);
    expect(res.body.results).toEqual([
      { nonce: batch[0]!.nonce, outcome: 'recorded', result: 'exited' },
      { nonce: batch[1]!.nonce, outcome: 'recorded', result: 'valid' },
      { nonce: batch[2]!.nonce, outcome: 'recorded', result: 'valid' },
      { nonce: batch[3]!.nonce, outcome: 'recorded', result: 'unknown' },
    ]);
    const row = (await state(stages.id, a.id))!;
    expect([row.inside, row.firstEntryAt.toISOString(), row.lastMoveAt.toISOString()]).toEqual([false, minutes(FRIDAY, 10).toISOString(), minutes(FRIDAY, 20).toISOString()]);
    await b.reload();
    expect(b.checkedInAt!.toISOString()).toBe(minutes(FRIDAY, 15).toISOString());
    const rows = await scans();
    expect(rows.map((s) => [s.result, s.offline, s.scannedAt?.toISOString(), s.createdAt.toISOString(), s.device])).toEqual([
      ['valid', true, minutes(FRIDAY, 10).toISOString(), now.toISOString(), 'Porte B – Android'],
      ['valid', true, minutes(FRIDAY, 15).toISOString(), now.toISOString(), 'Porte B – Android'],
      ['unknown', true, minutes(FRIDAY, 16).toISOString(), now.toISOString(), 'Porte B – Android'],
      ['exited', true, minutes(FRIDAY, 20).toISOString(), now.toISOString(), 'Porte B – Android'],
    ]);

    now = minutes(FRIDAY, 90);
    const again = await upload(batch);
    expect(again.body.results.map((r: { outcome: string; result: string }) => [r.outcome, r.result])).toEqual([
      ['duplicate', 'exited'],
      ['duplicate', 'valid'],
      ['duplicate', 'valid'],
      ['duplicate', 'unknown'],
    ]);
    expect(await models.Scan.count()).toBe(4);
    expect(await models.ScanConflict.count()).toBe(0);

    // Device clocks: never after the upload, never more than 7 days back.
    const [late, old] = [offline(a.code, vendredi.id, minutes(now, 60)), offline(b.code, samedi.id, new Date('2027-01-01T00:00:00Z'), { verdict: 'wrong_list' })];
    await upload([late, old]);
    expect((await models.Scan.findOne({ where: { nonce: late.nonce } }))!.scannedAt!.toISOString()).toBe(now.toISOString());
    expect((await models.Scan.findOne({ where: { nonce: old.nonce } }))!.scannedAt!.toISOString()).toBe(minutes(now, -7 * 24 * 60).toISOString());
  });

  it('records one nonce once when two uploads race, and when it is uploaded 1,000 times', async () => {
    const pass = await ticketOf();
    const scan = offline(pass.code, vendredi.id, minutes(FRIDAY, -5));
    const [one, two] = await Promise.all([upload([scan]), upload([scan], other)]);
    expect([one.body.results[0].outcome, two.body.results[0].outcome].sort()).toEqual(['duplicate', 'recorded']);
    expect([one.body.results[0].result, two.body.results[0].result]).toEqual(['valid', 'valid']);
    expect(await models.Scan.count()).toBe(1);
    expect(await models.TicketCheckIn.count()).toBe(1);

    const repeated = offline(pass.code, stages.id, minutes(FRIDAY, -4));
    const outcomes: string[] = [];
    for (let round = 0; round < 50; round += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => upload([repeated])));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        outcomes.push(answer.body.results[0].outcome);
      }
    }
    expect(outcomes).toHaveLength(1000);
    expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(1);
    expect(await models.Scan.count({ where: { nonce: repeated.nonce } })).toBe(1);
    expect((await state(stages.id, pass.id))!.entries).toBe(1);
    // 1,000 HTTP round trips on a 2-core machine shared with other runs.
  }, 120_000);

  it('reports a double entry by two offline scanners as one conflict, audited and pushed to admins', async () => {
    const pass = await ticketOf('fullPass', 'Awa Diallo');
    now = minutes(FRIDAY, 30);
    const byA = offline(pass.code, vendredi.id, minutes(FRIDAY, 5));
    const byB = offline(pass.code, vendredi.id, minutes(FRIDAY, 7));
    expect((await upload([byA], scanner, 'Porte A')).body.results[0]).toMatchObject({ outcome: 'recorded', result: 'valid' });
    const late = await upload([byB], other, 'Porte B');
    expect(late.body.results[0]).toEqual({ nonce: byB.nonce, outcome: 'conflict', result: 'already_checked_in' });
    // The holder is in either way: one check-in row, not undone.
    expect(await models.TicketCheckIn.count()).toBe(1);

    const [conflict, ...more] = await models.ScanConflict.findAll();
    expect(more).toEqual([]);
    const first = await models.Scan.findOne({ where: { nonce: byA.nonce } });
    const second = await models.Scan.findOne({ where: { nonce: byB.nonce } });
    expect(conflict).toMatchObject({ kind: 'double_entry', listId: vendredi.id, ticketId: pass.id, scanId: second!.id, firstScanId: first!.id, resolvedAt: null });
    const audits = await models.AuditLog.findAll({ where: { action: 'scanner.conflict' } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: other.id, targetType: 'scan-conflict', targetId: String(conflict!.id) });
    expect(audits[0]!.details).toMatchObject({ kind: 'double_entry', listName: 'Porte vendredi', ticketId: pass.id, device: 'Porte B' });
    await settle();
    expect(events.filter((e) => e.name === 'scanner:conflict').map((e) => e.payload)).toEqual([
      { id: conflict!.id, kind: 'double_entry', listId: vendredi.id, ticketId: pass.id, resolved: false },
    ]);

    // An online admission first, then an offline one: a conflict too.
    const online = await ticketOf('fullPass', 'B');
    await checkIn({ code: online.code, listId: vendredi.id });
    expect((await upload([offline(online.code, vendredi.id, minutes(FRIDAY, 1))])).body.results[0].outcome).toBe('conflict');

    const view = await request(app).get('/api/admin/scanner/conflicts').set('Authorization', bearer(admin));
    expect(view.status).toBe(200);
    expect(view.body.data).toHaveLength(2);
    for (const row of view.body.data) expectContract(row, ScanConflictView);
    expect(view.body.data[1]).toEqual({
      id: conflict!.id,
      kind: 'double_entry',
      detectedAt: now.toISOString(),
      list: { id: vendredi.id, name: 'Porte vendredi' },
      ticket: { id: pass.id, number: String(pass.id).padStart(6, '0'), holderName: 'Awa Diallo', ticketTypeName: 'Full Pass' },
      first: { at: minutes(FRIDAY, 5).toISOString(), by: 'Sam Porte', device: 'Porte A' },
      late: { at: minutes(FRIDAY, 7).toISOString(), by: 'Bénévole Nord', device: 'Porte B' },
      resolvedAt: null,
      resolvedBy: null,
    });

    // « Marquer comme traité »: once, audited once; repeats answer the same.
    now = minutes(FRIDAY, 45);
    const resolve = () => request(app).post(`/api/admin/scanner/conflicts/${conflict!.id}/resolve`).set('Authorization', bearer(admin));
    const resolved = await resolve();
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ id: conflict!.id, resolvedAt: now.toISOString(), resolvedBy: expect.any(String) });
    now = minutes(FRIDAY, 50);
    expect((await resolve()).body.resolvedAt).toBe(minutes(FRIDAY, 45).toISOString());
    expect(await models.AuditLog.count({ where: { action: 'scanner.conflict-resolved' } })).toBe(1);
    const open = await request(app).get('/api/admin/scanner/conflicts?status=open').set('Authorization', bearer(admin));
    expect(open.body.data.map((c: { id: number }) => c.id)).not.toContain(conflict!.id);
    const all = await request(app).get('/api/admin/scanner/conflicts?status=all').set('Authorization', bearer(admin));
    expect(all.body.data.map((c: { id: number }) => c.id)).toContain(conflict!.id);
    expect((await request(app).post('/api/admin/scanner/conflicts/999999/resolve').set('Authorization', bearer(admin))).status).toBe(404);
  });

  it('reports an offline admission of a ticket no longer valid (refunded after the sync, revoked, wrong list) as invalid_ticket', async () => {
    const refunded = await ticketOf('fullPass', 'Remboursé');
    const transferred = await ticketOf('fullPass', 'Transféré');
    const friday = await ticketOf('friday', 'Vendredi seulement');
    now = SATURDAY;
    const document = JSON.parse((await service().syncDocument(samedi.id)).document) as ScannerSyncDocument;
    expect(document.tickets.find((t) => t[0] === refunded.id)?.[3]).toBe('v');
    await refunded.update({ status: 'refunded' });
    const oldCode = transferred.code;
    await testDb.db.write((transaction) => reissueTicketCode(models, transferred, 'transferred', now, transaction, keys.active));

    now = minutes(SATURDAY, 30);
    const res = await upload([
      offline(refunded.code, samedi.id, minutes(SATURDAY, 10)),
      offline(oldCode, samedi.id, minutes(SATURDAY, 11)),
      offline(friday.code, samedi.id, minutes(SATURDAY, 12)),
      offline(friday.code, samedi.id, minutes(SATURDAY, 13), { verdict: 'wrong_list' }),
    ]);
    expect(res.body.results.map((r: { outcome: string; result: string }) => [r.outcome, r.result])).toEqual([
      ['conflict', 'refunded'],
      ['conflict', 'transferred'],
      ['conflict', 'wrong_list'],
      ['recorded', 'wrong_list'],
    ]);
    const conflicts = await models.ScanConflict.findAll({ order: [['id', 'ASC']] });
    expect(conflicts.map((c) => [c.kind, c.ticketId, c.firstScanId])).toEqual([
      ['invalid_ticket', refunded.id, null],
      ['invalid_ticket', transferred.id, null],
      ['invalid_ticket', friday.id, null],
    ]);
    expect(await models.TicketCheckIn.count()).toBe(0);
    expect(await models.AuditLog.count({ where: { action: 'scanner.conflict' } })).toBe(3);
  });

  it('signs the list’s sync document: verified by the public key, refused once tampered; only the tickets the list admits', async () => {
    const pass = await ticketOf('fullPass', 'Awa Diallo');
    await pass.update({ role: 'follower' });
    const friday = await ticketOf('friday', 'Vendredi');
    const saturday = await ticketOf('saturday', 'Samedi');
    const cancelled = await ticketOf('saturday', 'Annulé');
    await cancelled.update({ status: 'cancelled' });
    const transferred = await ticketOf('fullPass', 'Ancien');
    const oldCode = transferred.code;
    await testDb.db.write((transaction) => reissueTicketCode(models, transferred, 'transferred', now, transaction, keys.active));
    await checkIn({ code: pass.code, listId: samedi.id });

    const res = await request(app).get(`/api/admin/scanner/lists/${samedi.id}/sync`).set('Authorization', bearer(scanner));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = expectContract(res.body, ScannerSyncAnswer);
    expect(answer.kid).toBe(keys.active.kid);
    expect(verifyDocument(answer.document, answer.signature, keys.active.publicKey)).toBe(true);
    const tampered = answer.document.replace('"Awa Diallo"', '"Awa Diallx"');
    expect(tampered).not.toBe(answer.document);
    expect(verifyDocument(tampered, answer.signature, keys.active.publicKey)).toBe(false);

    const document = JSON.parse(answer.document) as ScannerSyncDocument;
    expect(document).toMatchObject({
      version: 1,
      generatedAt: now.toISOString(),
      list: { id: samedi.id, name: 'Porte samedi', entryExit: false, allTypes: false, ticketTypeIds: [typeId.fullPass, typeId.saturday].sort((a, b) => a - b) },
    });
    expect(document.types.find((t) => t.id === typeId.friday)).toEqual({ id: typeId.friday, name: expect.any(String), validDays: ['2027-04-16'] });
    expect(document.tickets).toEqual([
      [pass.id, typeId.fullPass, codeHash(pass.code), 'v', 'Awa Diallo', 'F', 'fr'],
      [saturday.id, typeId.saturday, codeHash(saturday.code), 'v', 'Samedi', '', 'fr'],
      [cancelled.id, typeId.saturday, codeHash(cancelled.code), 'c', 'Annulé', '', 'fr'],
      [transferred.id, typeId.fullPass, codeHash(transferred.code), 'v', 'Ancien', '', 'fr'],
    ]);
    expect(document.tickets.map((t) => t[0])).not.toContain(friday.id);
    expect(document.revoked).toEqual([[codeHash(oldCode), 'transferred', transferred.id]]);
    expect(document.checkIns).toEqual([[pass.id, 1, now.toISOString()]]);

    const missing = await request(app).get('/api/admin/scanner/lists/999999/sync').set('Authorization', bearer(scanner));
    expect(missing.status).toBe(404);
  });

  it('admits a signed ticket online and offline, and names it in the document by the hash of its signed code', async () => {
    const pass = await ticketOf('fullPass', 'Signée');
    const signed = signedTicketCode(pass, keys.active, now);
    await pass.update({ code: signed });
    expect(signed).toHaveLength(114);
    expect((await checkIn({ code: signed, listId: vendredi.id })).body).toMatchObject({ result: 'valid', ticket: { id: pass.id } });
    const document = JSON.parse((await service().syncDocument(samedi.id)).document) as ScannerSyncDocument;
    expect(document.tickets.find((t) => t[0] === pass.id)?.[2]).toBe(codeHash(signed));
    now = minutes(SATURDAY, 10);
    expect((await upload([offline(signed, samedi.id, SATURDAY)])).body.results[0]).toMatchObject({ outcome: 'recorded', result: 'valid' });
    expect(await models.TicketCheckIn.count({ where: { ticketId: pass.id } })).toBe(2);
  });

  it('syncs 10,000 tickets (time and size logged)', async () => {
    const { order, tickets } = await createPaidOrder(testDb.db, { holders: ['Premier'] });
    const rows = Array.from({ length: 9_999 }, (_, i) => ({
      orderId: order.id,
      orderItemId: tickets[0]!.orderItemId,
      ticketTypeId: typeId.fullPass,
      code: randomBytes(32).toString('base64url'),
      holderName: `Danseuse ${i}`,
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 1_000) await models.Ticket.bulkCreate(rows.slice(i, i + 1_000));
    const started = performance.now();
    const res = await request(app).get(`/api/admin/scanner/lists/${vendredi.id}/sync`).set('Authorization', bearer(scanner)).set('Accept-Encoding', 'gzip');
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    // Sent gzipped to a door that accepts it (supertest unzips the body).
    expect(res.headers['content-encoding']).toBe('gzip');
    const document = JSON.parse(res.body.document) as ScannerSyncDocument;
    expect(document.tickets).toHaveLength(10_000);
    expect(verifyDocument(res.body.document, res.body.signature, keys.active.publicKey)).toBe(true);
    const raw = Buffer.byteLength(res.text);
    logger.info(
      { dialect: target.dialect, tickets: 10_000, ms: Math.round(ms), bytes: raw, gzipBytes: gzipSync(res.text).length },
      `sync 10 000 billets [${target.label}] : ${Math.round(ms)} ms, ${(raw / 1024).toFixed(0)} Kio (gzip ${(gzipSync(res.text).length / 1024).toFixed(0)} Kio)`,
    );
    console.log(`[scanner sync] ${target.label}: 10000 tickets in ${Math.round(ms)} ms, ${raw} bytes raw, ${gzipSync(res.text).length} bytes gzip`);
  });

  it('refuses guests (401) and users (403); conflicts are for admins only', async () => {
    const staffCalls = [
      () => request(app).post('/api/admin/scanner/offline-scans').send({ scans: [offline('x', vendredi.id, FRIDAY, { verdict: 'unknown' })] }),
      () => request(app).get(`/api/admin/scanner/lists/${vendredi.id}/sync`),
    ];
    const adminCalls = [() => request(app).get('/api/admin/scanner/conflicts'), () => request(app).post('/api/admin/scanner/conflicts/1/resolve')];
    for (const call of [...staffCalls, ...adminCalls]) {
      expect((await call()).status).toBe(401);
      expect((await call().set('Authorization', bearer(awa))).status).toBe(403);
    }
    for (const call of staffCalls) {
      expect((await call().set('Authorization', bearer(scanner))).status).toBe(200);
      expect((await call().set('Authorization', bearer(admin))).status).toBe(200);
    }
    for (const call of adminCalls) expect((await call().set('Authorization', bearer(scanner))).status).toBe(403);
    expect((await adminCalls[0]!().set('Authorization', bearer(admin))).status).toBe(200);
  });

  it('refuses garbage bodies with a 400 in French and writes nothing', async () => {
    const pass = await ticketOf();
    const bad = [
      checkIn({ code: pass.code, listId: 'vendredi' }),
      checkIn({ code: pass.code, listId: vendredi.id, direction: 'sideways' }),
      checkIn({ code: pass.code, nonce: 'pas-un-uuid' }),
      upload([]),
      upload(Array.from({ length: 501 }, () => offline(pass.code, vendredi.id, FRIDAY))),
      upload([offline('x'.repeat(129), vendredi.id, FRIDAY)]),
      upload([offline(pass.code, vendredi.id, FRIDAY, { nonce: 'abc' })]),
      upload([offline(pass.code, vendredi.id, FRIDAY, { scannedAt: 'hier soir' })]),
      upload([offline(pass.code, vendredi.id, FRIDAY, { verdict: 'peut-être' })]),
      upload([offline(pass.code, vendredi.id, FRIDAY, { direction: 'both' })]),
      upload('scans' as unknown as unknown[]),
      request(app).post('/api/admin/scanner/offline-scans').set('Authorization', bearer(scanner)).set('Content-Type', 'application/json').send('{"scans": ['),
      request(app).get('/api/admin/scanner/conflicts?status=closed').set('Authorization', bearer(admin)),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.status).toBe(400);
      expect(typeof res.body.error.message).toBe('string');
    }
    const fields = (await upload([offline(pass.code, vendredi.id, FRIDAY, { nonce: 'abc' })])).body.error.fields;
    expect(fields).toEqual([{ field: 'scans[0].nonce', message: 'Le nonce doit être un UUID.' }]);
    const tooMany = await upload(Array.from({ length: 501 }, () => offline(pass.code, vendredi.id, FRIDAY)));
    expect(tooMany.body.error.fields).toEqual([{ field: 'scans', message: 'Au plus 500 scans par envoi.' }]);
    const direction = await checkIn({ code: pass.code, listId: vendredi.id, direction: 'sideways' });
    expect(direction.body.error.fields).toEqual([{ field: 'direction', message: 'Le sens doit être « entry » (entrée) ou « exit » (sortie).' }]);
    expect(await models.Scan.count()).toBe(0);
    expect(await models.TicketCheckIn.count()).toBe(0);

    // The largest upload allowed (500 scans of signed-length codes) fits the body bound.
    const full = Array.from({ length: 500 }, () => offline(randomBytes(85).toString('base64url'), vendredi.id, FRIDAY, { verdict: 'unknown' }));
    const accepted = await upload(full);
    expect(accepted.status).toBe(200);
    expect(accepted.body.results).toHaveLength(500);
  });
});
