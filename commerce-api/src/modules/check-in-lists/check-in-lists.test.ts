import { CheckInCountsList, CheckInListCounts, CheckInListList, CheckInListView } from '@kizomba/api-contract/admin/check-in-lists';
import request from 'supertest';
import * as z from 'zod/mini';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createDatabase } from '../../db/index.js';
import { onDomainEvent, type DomainEvents } from '../../lib/events.js';
import { expectContract } from '../../test/contract.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import { createPaidOrder } from '../mail/mail.test-helper.js';
import { listAdmits, loadCheckInList, publishCheckInCounts, runAutoCheckout, startAutoCheckout } from './index.js';
import { FESTIVAL_CHECK_IN_LISTS, up as seedCheckInLists } from './seeders/0005-check-in-lists.js';

/** Wednesday 2 December 2026, 11:00 in Paris (UTC+1). */
const NOW = new Date('2026-12-02T10:00:00Z');

describeEachDatabase('check-in lists (back-office)', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let admin: UserInstance;
  let scanner: UserInstance;
  let awa: UserInstance;
  let typeIds: Record<string, number>;
  const events: Array<DomainEvents['checkin:counts']> = [];
  let stopListening: () => void;

  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user, { now: NOW }).token}`;
  const call = (method: 'get' | 'post' | 'patch' | 'delete', path: string, user?: UserInstance | null, body?: unknown) => {
    let req = request(app)[method](path);
    if (user) req = req.set('Authorization', bearer(user));
    return body === undefined ? req : req.send(body as object);
  };
  const audit = (action: string) => testDb.db.models.AuditLog.findAll({ where: { action }, order: [['id', 'ASC']] });
  const listNamed = async (name: string) => (await testDb.db.models.CheckInList.findOne({ where: { name } }))!;
  /** Lets the after-commit counts push run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

  /** A ticket of `typeName` in its own order (completed unless told), `status` valid unless told. */
  async function ticketOf(typeName: string, options: { orderStatus?: 'pending' | 'completed' | 'failed'; status?: 'valid' | 'cancelled' | 'refunded' } = {}) {
    const { order, tickets } = await createPaidOrder(testDb.db, { holders: ['Awa Diallo'] });
    if (options.orderStatus && options.orderStatus !== 'completed') await order.update({ status: options.orderStatus });
    const [ticket] = tickets;
    await ticket!.update({ ticketTypeId: typeIds[typeName]!, status: options.status ?? 'valid' });
    return ticket!;
  }

  async function checkIn(listId: number, ticketId: number, inside: boolean) {
    await testDb.db.models.TicketCheckIn.create({ listId, ticketId, firstEntryAt: NOW, firstEntryBy: scanner.id, inside, lastMoveAt: NOW });
  }

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    const { User, TicketType } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    awa = await User.create({ email: 'awa.lists@example.org', firstName: 'Awa', lastName: 'Diallo' });
    typeIds = Object.fromEntries((await TicketType.findAll()).map((type) => [type.name, type.id]));
    app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => NOW });
    stopListening = onDomainEvent(testDb.db.sequelize, (name, payload) => {
      if (name === 'checkin:counts') events.push(payload as DomainEvents['checkin:counts']);
    });
  });
  afterAll(async () => {
    stopListening?.();
    await testDb?.close();
  });
  const seed = () => seedCheckInLists({ name: 'check-in-lists/0005-check-in-lists', context: { sequelize: testDb.db.sequelize, models: testDb.db.models, logger, config: testDb.config } });

  beforeEach(async () => {
    const { AuditLog, CheckInList, CheckInListType, TicketCheckIn } = testDb.db.models;
    await AuditLog.destroy({ where: {} });
    await TicketCheckIn.destroy({ where: {} });
    // Back to the seeded lists only, as seeded.
    await CheckInListType.destroy({ where: {} });
    await CheckInList.destroy({ where: {} });
    await seed();
    events.length = 0;
  });

  describe('who may call what', () => {
    it('answers 401 to a guest and 403 to a user on every endpoint; door staff read lists and counts but change nothing', async () => {
      const stages = await listNamed('Stages');
      const writes: Array<['post' | 'patch' | 'delete', string, unknown?]> = [
        ['post', '/api/admin/check-in-lists', { name: 'Porte B', allTypes: true }],
        ['patch', `/api/admin/check-in-lists/${stages.id}`, { name: 'Ateliers' }],
        ['delete', `/api/admin/check-in-lists/${stages.id}`],
      ];
      const reads = ['/api/admin/check-in-lists', '/api/admin/check-in-lists/counts'];
      for (const [method, path, body] of [...writes, ...reads.map((path) => ['get', path] as const)]) {
        const guest = await call(method, path, null, body);
        expect(guest.status, `${method} ${path}`).toBe(401);
        expect(guest.body.error.code).toBe('UNAUTHORIZED');
        const user = await call(method, path, awa, body);
        expect(user.status, `${method} ${path} as user`).toBe(403);
        expect(user.body.error.code).toBe('FORBIDDEN');
      }
      for (const [method, path, body] of writes) {
        const res = await call(method, path, scanner, body);
        expect(res.status, `${method} ${path} as scanner`).toBe(403);
      }
      for (const path of reads) {
        const res = await call('get', path, scanner);
        expect(res.status, path).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect(await testDb.db.models.CheckInList.count()).toBe(4);
      expect((await listNamed('Stages')).name).toBe('Stages');
      expect(await audit('check-in-list.created')).toHaveLength(0);
    });
  });

  describe('reading', () => {
    it('lists the seeded lists in order with the types they admit, as the contract reads them', async () => {
      const res = await call('get', '/api/admin/check-in-lists', admin);
      expect(res.status).toBe(200);
      for (const row of res.body.data) expectContract(row, CheckInListView);
      const lists = z.parse(CheckInListList, res.body);
      const byName = (...names: string[]) => names.map((name) => typeIds[name]!).sort((a, b) => a - b);
      expect(lists.map((list) => [list.name, list.position, list.allTypes, list.entryExit, list.autoCheckoutAt, list.ticketTypeIds])).toEqual([
        ['Vendredi', 0, false, false, null, byName('Full Pass', 'Party Pass', 'Soirée du vendredi', 'Pass Couple')],
        ['Samedi', 1, false, false, null, byName('Full Pass', 'Party Pass', 'Soirée de gala du samedi', 'Pass Couple')],
        ['Dimanche', 2, false, false, null, byName('Full Pass', 'Party Pass', 'Soirée du dimanche', 'Pass Couple')],
        ['Stages', 3, false, true, '20:00', byName('Full Pass', 'Workshop Pass', 'Pass Couple')],
      ]);
    });

    it('loads a list with its types and tells which tickets it admits', async () => {
      const vendredi = (await loadCheckInList(testDb.db.models, (await listNamed('Vendredi')).id))!;
      expect(listAdmits(vendredi, typeIds['Soirée du vendredi']!)).toBe(true);
      expect(listAdmits(vendredi, typeIds['Soirée du dimanche']!)).toBe(false);
      expect(listAdmits({ ...vendredi, allTypes: true }, typeIds['Soirée du dimanche']!)).toBe(true);
      expect(await loadCheckInList(testDb.db.models, 999_999)).toBeNull();
    });
  });

  describe('changes', () => {
    it('creates, changes and deletes a list, each change audited and its counts pushed', async () => {
      const created = await call('post', '/api/admin/check-in-lists', admin, {
        name: '  Porte B  ',
        allTypes: false,
        ticketTypeIds: [typeIds['Party Pass'], typeIds['Full Pass'], typeIds['Party Pass']],
        entryExit: true,
        autoCheckoutAt: '23:30',
      });
      expect(created.status).toBe(201);
      expect(created.headers['cache-control']).toBe('no-store');
      const view = expectContract(created.body, CheckInListView);
      expect(view).toMatchObject({
        name: 'Porte B',
        allTypes: false,
        ticketTypeIds: [typeIds['Full Pass'], typeIds['Party Pass']].sort((a, b) => a! - b!),
        entryExit: true,
        autoCheckoutAt: '23:30',
        position: 4,
        counts: { checkedIn: 0, inside: 0 },
      });
      const [createdAudit] = await audit('check-in-list.created');
      expect(createdAudit).toMatchObject({ actorId: admin.id, targetType: 'check-in-list', targetId: String(view.id) });
      expect(createdAudit!.details).toMatchObject({ name: 'Porte B', entryExit: true, autoCheckoutAt: '23:30' });
      await settle();
      expect(events.at(-1)!.data.map((row) => row.name)).toContain('Porte B');

      const changed = await call('patch', `/api/admin/check-in-lists/${view.id}`, admin, { name: 'Porte C', allTypes: true, ticketTypeIds: [] });
      expect(changed.status).toBe(200);
      expect(expectContract(changed.body, CheckInListView)).toMatchObject({ id: view.id, name: 'Porte C', allTypes: true, ticketTypeIds: [], entryExit: true, autoCheckoutAt: '23:30' });
      const [updatedAudit] = await audit('check-in-list.updated');
      expect(updatedAudit!.details).toEqual({ name: { from: 'Porte B', to: 'Porte C' }, allTypes: { from: false, to: true }, ticketTypeIds: { from: view.ticketTypeIds, to: [] } });

      // The same change again changes nothing and writes nothing.
      const again = await call('patch', `/api/admin/check-in-lists/${view.id}`, admin, { name: 'Porte C', allTypes: true });
      expect(again.status).toBe(200);
      expect(await audit('check-in-list.updated')).toHaveLength(1);

      const removed = await call('delete', `/api/admin/check-in-lists/${view.id}`, admin);
      expect(removed.status).toBe(204);
      expect(await testDb.db.models.CheckInList.findByPk(view.id)).toBeNull();
      expect(await testDb.db.models.CheckInListType.count({ where: { listId: view.id } })).toBe(0);
      expect(await audit('check-in-list.deleted')).toHaveLength(1);
      for (const method of ['patch', 'delete'] as const) {
        const gone = await call(method, `/api/admin/check-in-lists/${view.id}`, admin, method === 'patch' ? { name: 'X' } : undefined);
        expect(gone.status).toBe(404);
        expect(gone.body.error.code).toBe('CHECK_IN_LIST_NOT_FOUND');
      }
      const garbageId = await call('patch', '/api/admin/check-in-lists/abc', admin, { name: 'X' });
      expect(garbageId.status).toBe(404);
    });

    it('refuses garbage, unknown types, an empty list of types, a bad hour and an automatic exit without entry/exit, creating nothing', async () => {
      const stages = await listNamed('Stages');
      const refusals: Array<[unknown, string]> = [
        [{}, 'name'],
        [{ name: '   ', allTypes: true }, 'name'],
        [{ name: 'x'.repeat(61), allTypes: true }, 'name'],
        [{ name: 42, allTypes: true }, 'name'],
        [{ name: 'Porte', allTypes: 'oui' }, 'allTypes'],
        [{ name: 'Porte', ticketTypeIds: ['full-pass'] }, 'ticketTypeIds[0]'],
        [{ name: 'Porte', ticketTypeIds: [1.5] }, 'ticketTypeIds[0]'],
        [{ name: 'Porte', ticketTypeIds: [-1] }, 'ticketTypeIds[0]'],
        [{ name: 'Porte', ticketTypeIds: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ticketTypeIds'],
        [{ name: 'Porte', ticketTypeIds: [typeIds['Full Pass'], 999_999] }, 'ticketTypeIds'],
        [{ name: 'Porte', ticketTypeIds: [] }, 'ticketTypeIds'],
        [{ name: 'Porte', allTypes: false }, 'ticketTypeIds'],
        [{ name: 'Porte', allTypes: true, entryExit: true, autoCheckoutAt: '24:00' }, 'autoCheckoutAt'],
        [{ name: 'Porte', allTypes: true, entryExit: true, autoCheckoutAt: '7:00' }, 'autoCheckoutAt'],
        [{ name: 'Porte', allTypes: true, entryExit: true, autoCheckoutAt: '20:60' }, 'autoCheckoutAt'],
        [{ name: 'Porte', allTypes: true, entryExit: true, autoCheckoutAt: '20:00:00' }, 'autoCheckoutAt'],
        [{ name: 'Porte', allTypes: true, entryExit: true, autoCheckoutAt: 2000 }, 'autoCheckoutAt'],
        [{ name: 'Porte', allTypes: true, autoCheckoutAt: '20:00' }, 'autoCheckoutAt'],
        [{ name: 'Porte', allTypes: true, entryExit: false, autoCheckoutAt: '20:00' }, 'autoCheckoutAt'],
        [{ name: 'Porte', allTypes: true, position: -1 }, 'position'],
        [{ name: 'Porte', allTypes: true, secret: 1 }, ''],
        [['Porte'], ''],
      ];
      for (const [body, field] of refusals) {
        const res = await call('post', '/api/admin/check-in-lists', admin, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_ERROR');
        expect(res.body.error.message).toMatch(/\S/);
        if (field) expect(res.body.error.fields.map((f: { field: string }) => f.field), JSON.stringify(body)).toContain(field);
      }
      const notJson = await request(app).post('/api/admin/check-in-lists').set('Authorization', bearer(admin)).set('Content-Type', 'application/json').send('{"name":');
      expect(notJson.status).toBe(400);

      // On an existing list: turning entry/exit off while it sends everyone out, or emptying its types.
      const off = await call('patch', `/api/admin/check-in-lists/${stages.id}`, admin, { entryExit: false });
      expect(off.status).toBe(400);
      expect(off.body.error.fields).toEqual([{ field: 'autoCheckoutAt', message: expect.stringMatching(/entrées et les sorties/) }]);
      const empty = await call('patch', `/api/admin/check-in-lists/${stages.id}`, admin, { ticketTypeIds: [] });
      expect(empty.status).toBe(400);
      const unknown = await call('patch', `/api/admin/check-in-lists/${stages.id}`, admin, { ticketTypeIds: [999_999] });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.fields[0].field).toBe('ticketTypeIds');
      const both = await call('patch', `/api/admin/check-in-lists/${stages.id}`, admin, { entryExit: false, autoCheckoutAt: null });
      expect(both.status).toBe(200);
      expect(both.body).toMatchObject({ entryExit: false, autoCheckoutAt: null });

      expect(await testDb.db.models.CheckInList.count()).toBe(4);
      expect(await audit('check-in-list.created')).toHaveLength(0);
    });

    it('refuses to delete a list on which someone was checked in (409), and keeps it', async () => {
      const vendredi = await listNamed('Vendredi');
      const ticket = await ticketOf('Full Pass');
      await checkIn(vendredi.id, ticket.id, false);
      const res = await call('delete', `/api/admin/check-in-lists/${vendredi.id}`, admin);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'CHECK_IN_LIST_IN_USE', message: expect.stringMatching(/déjà été contrôlés/) });
      expect(await testDb.db.models.CheckInList.findByPk(vendredi.id)).not.toBeNull();
      expect(await testDb.db.models.CheckInListType.count({ where: { listId: vendredi.id } })).toBe(4);
      expect(await audit('check-in-list.deleted')).toHaveLength(0);
    });

    it('numbers new lists after the last one and keeps a given position', async () => {
      const first = await call('post', '/api/admin/check-in-lists', admin, { name: 'Porte A', allTypes: true });
      const second = await call('post', '/api/admin/check-in-lists', admin, { name: 'Porte B', allTypes: true, position: 1 });
      expect([first.body.position, second.body.position]).toEqual([4, 1]);
      const names = z.parse(CheckInListList, (await call('get', '/api/admin/check-in-lists', scanner)).body).map((list) => list.name);
      expect(names).toEqual(['Vendredi', 'Samedi', 'Porte B', 'Dimanche', 'Stages', 'Porte A']);
    });

    it('answers 50 parallel creations with 50 distinct lists and 50 audit rows', async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => call('post', '/api/admin/check-in-lists', admin, { name: `Porte ${i}`, ticketTypeIds: [typeIds['Full Pass']] })),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(50).fill(201));
      expect(new Set(answers.map((res) => res.body.id)).size).toBe(50);
      expect(await audit('check-in-list.created')).toHaveLength(50);
      expect(await testDb.db.models.CheckInListType.count({ where: { ticketTypeId: typeIds['Full Pass'] } })).toBe(50 + 4);
    });

    it('applies 20 parallel changes of one list one after the other, each audited', async () => {
      const stages = await listNamed('Stages');
      const sets = [[typeIds['Full Pass']!], [typeIds['Workshop Pass']!, typeIds['Pass Couple']!], [typeIds['Full Pass']!, typeIds['Workshop Pass']!]];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => call('patch', `/api/admin/check-in-lists/${stages.id}`, admin, { ticketTypeIds: sets[i % 3], position: 100 + i })),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
      expect(await audit('check-in-list.updated')).toHaveLength(20);
      const saved = (await loadCheckInList(testDb.db.models, stages.id))!;
      const last = answers.find((res) => res.body.position === saved.position)!;
      expect(saved.ticketTypeIds).toEqual([...last.body.ticketTypeIds]);
    });
  });

  describe('counts', () => {
    it('counts expected (valid tickets of completed orders), checked in and inside per list', async () => {
      const { Ticket, Order, OrderItem } = testDb.db.models;
      await Ticket.destroy({ where: {} });
      await OrderItem.destroy({ where: {} });
      await Order.destroy({ where: {} });
      const vendredi = await listNamed('Vendredi');
      const stages = await listNamed('Stages');
      const all = (await call('post', '/api/admin/check-in-lists', admin, { name: 'Tout', allTypes: true })).body as CheckInListView;

      const pass1 = await ticketOf('Full Pass');
      const pass2 = await ticketOf('Full Pass');
      await ticketOf('Full Pass', { status: 'cancelled' });
      await ticketOf('Full Pass', { status: 'refunded' });
      await ticketOf('Full Pass', { orderStatus: 'pending' });
      await ticketOf('Full Pass', { orderStatus: 'failed' });
      const friday = await ticketOf('Soirée du vendredi');
      await ticketOf('Soirée du dimanche');
      const workshop = await ticketOf('Workshop Pass');
      await checkIn(vendredi.id, pass1.id, true);
      await checkIn(vendredi.id, friday.id, true);
      await checkIn(stages.id, pass2.id, false);
      await checkIn(stages.id, workshop.id, true);

      const res = await call('get', '/api/admin/check-in-lists/counts', scanner);
      expect(res.status).toBe(200);
      for (const row of res.body.data) expectContract(row, CheckInListCounts);
      const counts = z.parse(CheckInCountsList, res.body);
      expect(counts).toEqual([
        { listId: vendredi.id, name: 'Vendredi', entryExit: false, checkedIn: 2, inside: 2, expected: 3 },
        { listId: (await listNamed('Samedi')).id, name: 'Samedi', entryExit: false, checkedIn: 0, inside: 0, expected: 2 },
        { listId: (await listNamed('Dimanche')).id, name: 'Dimanche', entryExit: false, checkedIn: 0, inside: 0, expected: 3 },
        { listId: stages.id, name: 'Stages', entryExit: true, checkedIn: 2, inside: 1, expected: 3 },
        { listId: all.id, name: 'Tout', entryExit: false, checkedIn: 0, inside: 0, expected: 5 },
      ]);
      const lists = z.parse(CheckInListList, (await call('get', '/api/admin/check-in-lists', admin)).body);
      expect(lists.find((list) => list.id === stages.id)!.counts).toEqual({ checkedIn: 2, inside: 1, expected: 3 });
    });

    it('folds a burst of changes into at most two pushes, the last with the final counts', async () => {
      const stages = await listNamed('Stages');
      const tickets = [];
      for (let i = 0; i < 5; i += 1) tickets.push(await ticketOf('Workshop Pass'));
      // Five check-ins committed at once, each asking for a push (as the door does after each commit).
      await Promise.all(tickets.map((ticket) => checkIn(stages.id, ticket.id, true)));
      for (let i = 0; i < tickets.length; i += 1) publishCheckInCounts(testDb.db);
      await settle();
      expect(events).toHaveLength(2);
      expect(events.at(-1)!.data.find((row) => row.listId === stages.id)).toMatchObject({ checkedIn: 5, inside: 5 });
    });
  });

  describe('everyone out', () => {
    async function stagesWithPeopleInside(count: number) {
      const stages = await listNamed('Stages');
      for (let i = 0; i < count; i += 1) await checkIn(stages.id, (await ticketOf('Workshop Pass')).id, true);
      return stages;
    }
    const insideOf = (listId: number) => testDb.db.models.TicketCheckIn.count({ where: { listId, inside: true } });

    it('sends everyone out once the hour has passed in Paris, once a day, audited and pushed', async () => {
      const stages = await stagesWithPeopleInside(3);
      // 19:59 in Paris (UTC+1): not yet.
      expect(await runAutoCheckout(testDb.db, new Date('2026-12-02T18:59:00Z'))).toEqual({ lists: [] });
      expect(await insideOf(stages.id)).toBe(3);

      const at = new Date('2026-12-02T19:00:00Z');
      expect(await runAutoCheckout(testDb.db, at)).toEqual({ lists: [{ listId: stages.id, sentOut: 3 }] });
      expect(await insideOf(stages.id)).toBe(0);
      const rows = await testDb.db.models.TicketCheckIn.findAll({ where: { listId: stages.id } });
      expect(rows.map((row) => row.lastMoveAt.toISOString())).toEqual(Array(3).fill(at.toISOString()));
      expect((await listNamed('Stages')).lastAutoCheckoutOn).toBe('2026-12-02');
      const [entry] = await audit('check-in-list.everyone-out');
      expect(entry).toMatchObject({ actorId: null, targetType: 'check-in-list', targetId: String(stages.id) });
      expect(entry!.details).toMatchObject({ name: 'Stages', at: '20:00', day: '2026-12-02', count: 3 });
      await settle();
      expect(events.at(-1)!.data.find((row) => row.listId === stages.id)).toMatchObject({ inside: 0, checkedIn: 3 });

      // Back in after 20:00: the same day leaves them in; the next day at 20:00 sends them out.
      await testDb.db.models.TicketCheckIn.update({ inside: true }, { where: { listId: stages.id } });
      expect(await runAutoCheckout(testDb.db, new Date('2026-12-02T22:30:00Z'))).toEqual({ lists: [] });
      expect(await runAutoCheckout(testDb.db, new Date('2026-12-03T18:59:00Z'))).toEqual({ lists: [] });
      expect(await insideOf(stages.id)).toBe(3);
      expect(await runAutoCheckout(testDb.db, new Date('2026-12-03T19:00:30Z'))).toEqual({ lists: [{ listId: stages.id, sentOut: 3 }] });
      expect(await audit('check-in-list.everyone-out')).toHaveLength(2);
    });

    it('follows Paris summer time and leaves lists without entry/exit or without an hour alone', async () => {
      const stages = await stagesWithPeopleInside(1);
      const vendredi = await listNamed('Vendredi');
      await checkIn(vendredi.id, (await ticketOf('Full Pass')).id, true);
      // 17:59 UTC is 19:59 in Paris in April (UTC+2).
      expect(await runAutoCheckout(testDb.db, new Date('2027-04-16T17:59:00Z'))).toEqual({ lists: [] });
      expect(await runAutoCheckout(testDb.db, new Date('2027-04-16T18:00:00Z'))).toEqual({ lists: [{ listId: stages.id, sentOut: 1 }] });
      expect(await insideOf(vendredi.id)).toBe(1);
    });

    it('starts tomorrow when its hour is set after that hour has passed today', async () => {
      const stages = await stagesWithPeopleInside(2);
      // 11:00 in Paris: 09:00 has passed, 12:00 has not.
      const early = await call('patch', `/api/admin/check-in-lists/${stages.id}`, admin, { autoCheckoutAt: '09:00' });
      expect(early.status).toBe(200);
      expect(await runAutoCheckout(testDb.db, NOW)).toEqual({ lists: [] });
      expect(await runAutoCheckout(testDb.db, new Date('2026-12-03T08:00:00Z'))).toEqual({ lists: [{ listId: stages.id, sentOut: 2 }] });

      await testDb.db.models.TicketCheckIn.update({ inside: true }, { where: { listId: stages.id } });
      await call('patch', `/api/admin/check-in-lists/${stages.id}`, admin, { autoCheckoutAt: '12:00' });
      expect(await runAutoCheckout(testDb.db, new Date('2026-12-02T11:00:00Z'))).toEqual({ lists: [{ listId: stages.id, sentOut: 2 }] });
    });

    it('runs as the periodic task server.ts starts, which stops cleanly', async () => {
      const stages = await stagesWithPeopleInside(2);
      const task = startAutoCheckout({ db: testDb.db, logger, clock: () => new Date('2026-12-02T19:30:00Z') });
      try {
        expect(await task.runOnce()).toEqual({ lists: [{ listId: stages.id, sentOut: 2 }] });
        expect(await task.runOnce()).toEqual({ lists: [] });
      } finally {
        await task.stop();
      }
      expect(await task.runOnce()).toBeNull();
    });

    it('lets one of two replicas running at the same minute claim the day', async () => {
      const stages = await stagesWithPeopleInside(4);
      const other = await createDatabase(testDb.config.database, logger);
      try {
        const at = new Date('2026-12-02T19:01:00Z');
        const results = await Promise.all([runAutoCheckout(testDb.db, at), runAutoCheckout(other, at), runAutoCheckout(testDb.db, at), runAutoCheckout(other, at)]);
        expect(results.flatMap((result) => result.lists)).toEqual([{ listId: stages.id, sentOut: 4 }]);
      } finally {
        await other.close();
      }
      expect(await audit('check-in-list.everyone-out')).toHaveLength(1);
      expect(await insideOf(stages.id)).toBe(0);
    });
  });

  describe('seeder 0005', () => {
    it('creates nothing twice and leaves an edited list alone', async () => {
      const stages = await listNamed('Stages');
      await call('patch', `/api/admin/check-in-lists/${stages.id}`, admin, { autoCheckoutAt: '19:00' });
      const before = await testDb.db.models.CheckInListType.count();
      await seed();
      expect(await testDb.db.models.CheckInList.count()).toBe(4);
      expect(await testDb.db.models.CheckInListType.count()).toBe(before);
      expect((await listNamed('Stages')).autoCheckoutAt).toBe('19:00');
    });

    it('skips the types the catalogue does not have and a list left with none', async () => {
      const { CheckInList, CheckInListType, TicketType } = testDb.db.models;
      const names = FESTIVAL_CHECK_IN_LISTS.map((list) => list.name);
      const ids = (await CheckInList.findAll({ where: { name: names } })).map((list) => list.id);
      await CheckInListType.destroy({ where: { listId: ids } });
      await CheckInList.destroy({ where: { id: ids } });
      await TicketType.update({ name: 'Party Pass (ancien)' }, { where: { name: 'Party Pass' } });
      await TicketType.update({ name: 'Atelier' }, { where: { name: 'Workshop Pass' } });
      await TicketType.update({ name: 'Full' }, { where: { name: 'Full Pass' } });
      await TicketType.update({ name: 'Couple' }, { where: { name: 'Pass Couple' } });
      try {
        await seed();
        const lists = await CheckInList.findAll({ order: [['position', 'ASC']] });
        expect(lists.map((list) => list.name)).toEqual(['Vendredi', 'Samedi', 'Dimanche']);
        const vendredi = (await loadCheckInList(testDb.db.models, lists[0]!.id))!;
        expect(vendredi.ticketTypeIds).toEqual([typeIds['Soirée du vendredi']]);
      } finally {
        await TicketType.update({ name: 'Party Pass' }, { where: { name: 'Party Pass (ancien)' } });
        await TicketType.update({ name: 'Workshop Pass' }, { where: { name: 'Atelier' } });
        await TicketType.update({ name: 'Full Pass' }, { where: { name: 'Full' } });
        await TicketType.update({ name: 'Pass Couple' }, { where: { name: 'Couple' } });
      }
    });
  });
});
