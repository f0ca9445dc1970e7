import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryTypes } from 'sequelize';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { onDomainEvent, type DomainEventName } from '../../lib/events.js';
import { parisDate } from '../../lib/paris-time.js';
import { attachRealtime, SOCKET_PATH } from '../../lib/realtime.js';
import { createMigrator, discoverFiles } from '../../db/migrator.js';
import { describeEachDatabase, logger, openEmptyDatabase, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { expectContract } from '../../test/contract.js';
import { Verdict } from '@kizomba/api-contract/scanner';
import { createAccountService } from '../account/service.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import { createPaidOrder } from '../mail/mail.test-helper.js';
import { codeFingerprint, createScannerService, VERDICT_MESSAGES } from './service.js';

/** Friday of the festival, 20:00 in Paris: the seeded Full Pass (16–18 April 2027) is valid. */
const FESTIVAL_FRIDAY = new Date('2027-04-16T18:00:00Z');

describeEachDatabase('scanner (door check-in)', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let admin: UserInstance;
  let scanner: UserInstance;
  let awa: UserInstance;
  let now: Date;
  let events: Array<{ name: DomainEventName; payload: unknown }>;
  let stopListening: () => void;

  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user, { now }).token}`;
  const service = () => createScannerService({ db: testDb.db, clock: () => now });
  const checkIn = (code: unknown, user: UserInstance = scanner, device?: string) =>
    request(app).post('/api/admin/scanner/check-in').set('Authorization', bearer(user)).send({ code, ...(device ? { device } : {}) });
  const scans = () => testDb.db.models.Scan.findAll({ order: [['id', 'ASC']] });

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target, { API_AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    const { User } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    await scanner.update({ firstName: 'Sam', lastName: 'Porte' });
    awa = await User.create({ email: 'awa.diallo@example.org', firstName: 'Awa', lastName: 'Diallo', emailVerifiedAt: FESTIVAL_FRIDAY });
    app = createApp({ config: { ...testDb.config, rateLimitPerMinute: 0 }, logger, db: testDb.db, clock: () => now });
    stopListening = onDomainEvent(testDb.db.sequelize, (name, payload) => events.push({ name, payload }));
  });
  afterAll(async () => {
    stopListening?.();
    await testDb?.close();
  });
  beforeEach(async () => {
    const { Scan, Ticket, OrderItem, Order } = testDb.db.models;
    await Scan.destroy({ where: {} });
    await Ticket.destroy({ where: {} });
    await OrderItem.destroy({ where: {} });
    await Order.destroy({ where: {} });
    events = [];
    now = FESTIVAL_FRIDAY;
  });

  it('lets a valid ticket in once, logs the scan without the code, and publishes the check-in', async () => {
    const { order, tickets } = await createPaidOrder(testDb.db, { holders: ['Awa Diallo'] });
    const ticket = tickets[0]!;
    const res = await checkIn(ticket.code, scanner, 'Porte A – iPhone');
    expect(res.status).toBe(200);
    expectContract(res.body, Verdict);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      result: 'valid',
      ticket: {
        id: ticket.id,
        number: String(ticket.id).padStart(6, '0'),
        holderName: 'Awa Diallo',
        role: null,
        ticketTypeName: 'Full Pass',
        orderNumber: order.number,
        validDays: ['2027-04-16', '2027-04-17', '2027-04-18'],
        locale: 'fr',
      },
      checkedInAt: FESTIVAL_FRIDAY.toISOString(),
      checkedInBy: { id: scanner.id, name: 'Sam Porte' },
      message: 'Entrée validée',
    });
    await ticket.reload();
    expect(ticket.checkedInAt!.toISOString()).toBe(FESTIVAL_FRIDAY.toISOString());
    expect(ticket.checkedInBy).toBe(scanner.id);

    const [scan, ...others] = await scans();
    expect(others).toEqual([]);
    expect(scan).toMatchObject({ ticketId: ticket.id, result: 'valid', scannerId: scanner.id, device: 'Porte A – iPhone' });
    expect(scan!.codeFingerprint).toBe(codeFingerprint(ticket.code));
    expect(scan!.codeFingerprint).toMatch(/^[0-9a-f]{12}$/);
    expect(events).toEqual([
      { name: 'ticket:checked-in', payload: { ticketId: ticket.id, ticketTypeId: ticket.ticketTypeId, at: FESTIVAL_FRIDAY.toISOString() } },
    ]);

    // The dashboard shows the real check-in time now.
    await order.update({ userId: awa.id });
    const [view] = await createAccountService({ db: testDb.db }).tickets(awa);
    expect(view!.checkedInAt).toBe(FESTIVAL_FRIDAY.toISOString());
  });

  it('tells the door the holder’s language: their order’s', async () => {
    const { order, tickets } = await createPaidOrder(testDb.db, { holders: ['João Silva'] });
    await order.update({ locale: 'pt' });
    const res = await checkIn(tickets[0]!.code, scanner);
    expect(res.body.result).toBe('valid');
    expect(res.body.ticket.locale).toBe('pt');
  });

  it('answers « déjà scanné » with when and by whom on a second scan', async () => {
    const { tickets } = await createPaidOrder(testDb.db, { holders: ['Awa Diallo'] });
    expect((await checkIn(tickets[0]!.code, scanner)).body.result).toBe('valid');
    now = new Date(FESTIVAL_FRIDAY.getTime() + 5 * 60_000);
    const res = await checkIn(tickets[0]!.code, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      result: 'already_checked_in',
      ticket: { id: tickets[0]!.id, holderName: 'Awa Diallo' },
      checkedInAt: FESTIVAL_FRIDAY.toISOString(),
      checkedInBy: { id: scanner.id, name: 'Sam Porte' },
      message: 'Billet déjà scanné',
    });
    expect((await scans()).map((s) => [s.result, s.scannerId])).toEqual([
      ['valid', scanner.id],
      ['already_checked_in', admin.id],
    ]);
    expect(events.filter((e) => e.name === 'ticket:checked-in')).toHaveLength(1);
  });

  it('refuses cancelled and refunded tickets, and unknown codes, logging each scan', async () => {
    const { order, tickets } = await createPaidOrder(testDb.db, { holders: ['A', 'B', 'C'] });
    await tickets[0]!.update({ status: 'cancelled' });
    await tickets[1]!.update({ status: 'refunded' });

    const cancelled = await checkIn(tickets[0]!.code);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ result: 'cancelled', message: 'Billet annulé', ticket: { id: tickets[0]!.id } });
    expect(cancelled.body).not.toHaveProperty('checkedInAt');
    const refunded = await checkIn(tickets[1]!.code);
    expect(refunded.body).toMatchObject({ result: 'refunded', message: 'Billet remboursé', ticket: { id: tickets[1]!.id } });

    const unknownCode = randomBytes(32).toString('base64url');
    const unknown = await checkIn(unknownCode);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ result: 'unknown', message: 'Billet inconnu' });

    // A ticket of an order that is not completed is unknown at the door (no detail leaks).
    await order.update({ status: 'failed' });
    expect((await checkIn(tickets[2]!.code)).body).toEqual({ result: 'unknown', message: 'Billet inconnu' });

    const rows = await scans();
    expect(rows.map((s) => [s.result, s.ticketId])).toEqual([
      ['cancelled', tickets[0]!.id],
      ['refunded', tickets[1]!.id],
      ['unknown', null],
      ['unknown', null],
    ]);
    expect(rows[2]!.codeFingerprint).toBe(codeFingerprint(unknownCode));
    // Nothing in the log or on any row holds the raw code.
    const dump = JSON.stringify(await testDb.db.models.Scan.findAll({ raw: true }));
    expect(dump).not.toContain(unknownCode);
    expect(dump).not.toContain(tickets[0]!.code);
    expect(await testDb.db.models.Ticket.count({ where: { checkedInAt: null } })).toBe(3);
    expect(events).toEqual([]);
  });

  it('refuses a ticket outside its valid days, by the calendar day in Paris', async () => {
    const { tickets } = await createPaidOrder(testDb.db, { holders: ['A'] });
    // Thursday 15 April, 23:30 in Paris (21:30 UTC): the day before the festival.
    now = new Date('2027-04-15T21:30:00Z');
    expect(parisDate(now)).toBe('2027-04-15');
    const early = await checkIn(tickets[0]!.code);
    expect(early.body).toMatchObject({ result: 'not_valid_today', message: 'Billet non valable aujourd’hui', ticket: { validDays: ['2027-04-16', '2027-04-17', '2027-04-18'] } });
    // 22:30 UTC is already Friday 00:30 in Paris (UTC+2): valid.
    now = new Date('2027-04-15T22:30:00Z');
    expect(parisDate(now)).toBe('2027-04-16');
    expect((await checkIn(tickets[0]!.code)).body.result).toBe('valid');

    // A one-night ticket the day after.
    const { tickets: [friday] } = await createPaidOrder(testDb.db, { holders: ['B'] });
    const night = (await testDb.db.models.TicketType.findOne({ where: { slug: 'soiree-vendredi' } }))!;
    await friday!.update({ ticketTypeId: night.id });
    now = new Date('2027-04-17T19:00:00Z');
    expect((await checkIn(friday!.code)).body).toMatchObject({ result: 'not_valid_today', ticket: { ticketTypeName: night.name, validDays: ['2027-04-16'] } });
    expect((await scans()).map((s) => s.result)).toEqual(['not_valid_today', 'valid', 'not_valid_today']);
  });

  it('lets in a ticket type without valid days on any day', async () => {
    const { tickets } = await createPaidOrder(testDb.db, { holders: ['A'] });
    await testDb.db.models.TicketType.update({ validDays: [] }, { where: { id: tickets[0]!.ticketTypeId } });
    try {
      now = new Date('2030-01-01T12:00:00Z');
      expect((await checkIn(tickets[0]!.code)).body.result).toBe('valid');
    } finally {
      await testDb.db.models.TicketType.update({ validDays: ['2027-04-16', '2027-04-17', '2027-04-18'] }, { where: { id: tickets[0]!.ticketTypeId } });
    }
  });

  it('gives exactly one « valid » when two scanners check the same ticket in at once', async () => {
    const { tickets } = await createPaidOrder(testDb.db, { holders: ['A', 'B', 'C'] });
    for (const ticket of tickets) {
      const [a, b] = await Promise.all([checkIn(ticket.code, scanner, 'porte-1'), checkIn(ticket.code, admin, 'porte-2')]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.body.result, b.body.result].sort()).toEqual(['already_checked_in', 'valid']);
      const winner = a.body.result === 'valid' ? a.body : b.body;
      const loser = a.body.result === 'valid' ? b.body : a.body;
      expect(loser.checkedInAt).toBe(winner.checkedInAt);
      expect(loser.checkedInBy).toEqual(winner.checkedInBy);
    }
    // And straight on the service, bypassing HTTP.
    const { tickets: [solo] } = await createPaidOrder(testDb.db, { holders: ['D'] });
    const verdicts = await Promise.all([1, 2, 3, 4].map((i) => service().checkIn({ code: solo!.code, scannerId: i % 2 ? scanner.id : admin.id, now })));
    expect(verdicts.filter((v) => v.result === 'valid')).toHaveLength(1);
    expect(verdicts.filter((v) => v.result === 'already_checked_in')).toHaveLength(3);

    const rows = await scans();
    expect(rows).toHaveLength(3 * 2 + 4);
    expect(rows.filter((s) => s.result === 'valid')).toHaveLength(4);
    expect(events.filter((e) => e.name === 'ticket:checked-in')).toHaveLength(4);
  });

  it('refuses guests (401) and ordinary users (403) on every endpoint; scanner and admin get 200', async () => {
    const calls = [
      () => request(app).post('/api/admin/scanner/check-in').send({ code: 'x' }),
      () => request(app).get('/api/admin/scanner/summary'),
      () => request(app).get('/api/admin/scanner/scans'),
    ];
    for (const call of calls) {
      const guest = await call();
      expect(guest.status).toBe(401);
      expect(guest.body.error.code).toBe('UNAUTHORIZED');
      expect(guest.headers['cache-control']).toBe('no-store');
      const user = await call().set('Authorization', bearer(awa));
      expect(user.status).toBe(403);
      expect(user.body.error.code).toBe('FORBIDDEN');
      for (const staff of [scanner, admin]) {
        const ok = await call().set('Authorization', bearer(staff));
        expect(ok.status).toBe(200);
        expect(ok.headers['cache-control']).toBe('no-store');
      }
    }
    // Refused callers left no scan behind; the two staff check-ins of 'x' are unknown codes.
    expect((await scans()).map((s) => [s.result, s.scannerId])).toEqual([
      ['unknown', scanner.id],
      ['unknown', admin.id],
    ]);
  });

  it('validates the body and the query in French', async () => {
    const empty = await checkIn('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual([{ field: 'code', message: 'Veuillez indiquer le code du billet.' }]);
    const long = await checkIn('x'.repeat(129));
    expect(long.body.error.fields).toEqual([{ field: 'code', message: 'Ce code est trop long.' }]);
    const device = await checkIn('x', scanner, 'd'.repeat(61));
    expect(device.status).toBe(400);
    const number = await checkIn(12345);
    expect(number.status).toBe(400);
    const limit = await request(app).get('/api/admin/scanner/scans?limit=101').set('Authorization', bearer(scanner));
    expect(limit.status).toBe(400);
    expect(limit.body.error.code).toBe('VALIDATION_ERROR');
    expect(await testDb.db.models.Scan.count()).toBe(0);
  });

  it('counts sold and checked-in tickets per ticket type', async () => {
    const { tickets } = await createPaidOrder(testDb.db, { holders: ['A', 'B', 'C', 'D'] });
    await createPaidOrder(testDb.db, { holders: ['E'] }).then(({ order }) => order.update({ status: 'failed' }));
    await tickets[3]!.update({ status: 'refunded' });
    await checkIn(tickets[0]!.code);
    await checkIn(tickets[1]!.code);
    await checkIn(tickets[1]!.code);
    await checkIn(tickets[3]!.code);

    const res = await request(app).get('/api/admin/scanner/summary').set('Authorization', bearer(scanner));
    expect(res.status).toBe(200);
    const fullPass = (await testDb.db.models.TicketType.findOne({ where: { slug: 'full-pass' } }))!;
    expect(res.body.perType.find((t: { ticketTypeId: number }) => t.ticketTypeId === fullPass.id)).toEqual({
      ticketTypeId: fullPass.id,
      name: 'Full Pass',
      sold: 3,
      checkedIn: 2,
    });
    expect(res.body.perType.length).toBeGreaterThan(1);
    for (const other of res.body.perType.filter((t: { ticketTypeId: number }) => t.ticketTypeId !== fullPass.id)) {
      expect(other).toMatchObject({ sold: 0, checkedIn: 0 });
    }
    expect(res.body.totals).toEqual({ sold: 3, checkedIn: 2 });
  });

  it('lists the scan log newest first, paged with before', async () => {
    const { tickets } = await createPaidOrder(testDb.db, { holders: ['Awa Diallo', 'Élodie Ferré'] });
    await checkIn(tickets[0]!.code, scanner);
    now = new Date(FESTIVAL_FRIDAY.getTime() + 60_000);
    await checkIn('inconnu', admin);
    now = new Date(FESTIVAL_FRIDAY.getTime() + 120_000);
    await checkIn(tickets[0]!.code, admin);
    await checkIn(tickets[1]!.code, scanner);

    const res = await request(app).get('/api/admin/scanner/scans?limit=3').set('Authorization', bearer(admin));
    expect(res.status).toBe(200);
    const ids = (await scans()).map((s) => s.id);
    // Festival-wide scans made online: no list, no direction, no device time.
    const online = { list: null, direction: null, offline: false, scannedAt: null };
    expect(res.body.data).toEqual([
      { id: ids[3], at: now.toISOString(), result: 'valid', ticketNumber: String(tickets[1]!.id).padStart(6, '0'), holderName: 'Élodie Ferré', ticketTypeName: 'Full Pass', scannerName: 'Sam Porte', ...online },
      { id: ids[2], at: now.toISOString(), result: 'already_checked_in', ticketNumber: String(tickets[0]!.id).padStart(6, '0'), holderName: 'Awa Diallo', ticketTypeName: 'Full Pass', scannerName: expect.any(String), ...online },
      { id: ids[1], at: new Date(FESTIVAL_FRIDAY.getTime() + 60_000).toISOString(), result: 'unknown', ticketNumber: null, holderName: null, ticketTypeName: null, scannerName: expect.any(String), ...online },
    ]);
    const older = await request(app).get(`/api/admin/scanner/scans?limit=3&before=${ids[1]}`).set('Authorization', bearer(admin));
    expect(older.body.data.map((s: { id: number }) => s.id)).toEqual([ids[0]]);
    expect((await service().recentScans({ limit: 1000 })).data).toHaveLength(4);
  });

  it('counts successful check-ins per hour', async () => {
    const { tickets } = await createPaidOrder(testDb.db, { holders: ['A', 'B', 'C', 'D'] });
    now = new Date('2027-04-16T18:05:00Z');
    await checkIn(tickets[0]!.code);
    await checkIn(tickets[0]!.code); // already: not counted
    now = new Date('2027-04-16T18:59:59Z');
    await checkIn(tickets[1]!.code);
    now = new Date('2027-04-16T20:00:00Z');
    await checkIn(tickets[2]!.code);
    await checkIn('inconnu');
    expect(await service().checkInsPerHour()).toEqual([
      { hour: '2027-04-16T18:00:00.000Z', count: 2 },
      { hour: '2027-04-16T20:00:00.000Z', count: 1 },
    ]);
    expect(await service().checkInsPerHour({ from: new Date('2027-04-16T18:30:00Z'), to: new Date('2027-04-16T20:00:00Z') })).toEqual([
      { hour: '2027-04-16T18:00:00.000Z', count: 1 },
    ]);
  });

  it('keeps tickets and scans when the staff account that scanned them is deleted (set null)', async () => {
    const temp = await testDb.db.models.User.create({ email: 'benevole@example.org', firstName: 'Bénévole', role: 'scanner' });
    const { tickets } = await createPaidOrder(testDb.db, { holders: ['A'] });
    expect((await checkIn(tickets[0]!.code, temp)).body.result).toBe('valid');
    await temp.destroy();
    await tickets[0]!.reload();
    expect(tickets[0]!.checkedInAt).not.toBeNull();
    expect(tickets[0]!.checkedInBy).toBeNull();
    expect((await scans()).map((s) => [s.result, s.scannerId])).toEqual([['valid', null]]);
    const again = await checkIn(tickets[0]!.code, scanner);
    expect(again.body).toMatchObject({ result: 'already_checked_in', checkedInBy: null });
  });

  it('keeps the French verdict messages', () => {
    expect(VERDICT_MESSAGES).toEqual({
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
    });
  });

  describeRealtime();

  function describeRealtime() {
    const clients: ClientSocket[] = [];
    afterEach(() => {
      for (const socket of clients.splice(0)) socket.disconnect();
    });

    /** Runs `fn` with a realtime server and a socket per user, closed afterwards. */
    async function withSockets(users: UserInstance[], fn: (sockets: ClientSocket[]) => Promise<void>): Promise<void> {
      const server = http.createServer();
      const realtime = await attachRealtime(server, { config: testDb.config, logger, db: testDb.db, clock: () => now });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const connect = (user: UserInstance) => {
          const socket = connectClient(base, {
            path: SOCKET_PATH,
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
            auth: { token: issueAccessToken(testDb.config, user, { now }).token },
          });
          clients.push(socket);
          return new Promise<ClientSocket>((resolve, reject) => {
            socket.once('connect', () => resolve(socket));
            socket.once('connect_error', reject);
          });
        };
        await fn(await Promise.all(users.map(connect)));
      } finally {
        await realtime.close();
      }
    }

    it('pushes checkin:update with the live counts to admin and scanner sockets only', async () => {
      await withSockets([admin, scanner, awa], async ([adminSocket, scannerSocket, userSocket]) => {
        const userSaw: unknown[] = [];
        userSocket!.on('checkin:update', (p: unknown) => userSaw.push(p));
        const next = (socket: ClientSocket) => new Promise<{ lastCheckIn: unknown; summary: { totals: unknown } }>((resolve) => socket.once('checkin:update', resolve));
        const toAdmin = next(adminSocket!);
        const toScanner = next(scannerSocket!);

        const { tickets } = await createPaidOrder(testDb.db, { holders: ['A', 'B'] });
        await service().checkIn({ code: tickets[0]!.code, scannerId: scanner.id });
        const [a, s] = await Promise.all([toAdmin, toScanner]);
        const expected = {
          lastCheckIn: { ticketId: tickets[0]!.id, ticketTypeId: tickets[0]!.ticketTypeId, at: now.toISOString() },
          summary: expect.objectContaining({ totals: { sold: 2, checkedIn: 1 } }),
        };
        expect(a).toEqual(expected);
        expect(s).toEqual(expected);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(userSaw).toEqual([]);
      });
    });

    it('pushes every list’s counts (checkin:counts) to staff, and offline conflicts (scanner:conflict) to admins only', async () => {
      const { CheckInList } = testDb.db.models;
      const list = await CheckInList.create({ name: 'Porte temps réel', allTypes: true, createdAt: now, updatedAt: now });
      try {
        await withSockets([admin, scanner, awa], async ([adminSocket, scannerSocket, userSocket]) => {
          const saw = { scanner: [] as string[], user: [] as string[] };
          for (const event of ['checkin:counts', 'scanner:conflict']) {
            scannerSocket!.on(event, () => saw.scanner.push(event));
            userSocket!.on(event, () => saw.user.push(event));
          }
          const counts = (socket: ClientSocket) => new Promise<{ data: Array<{ listId: number; checkedIn: number; inside: number }> }>((resolve) => socket.once('checkin:counts', resolve));
          const toAdmin = counts(adminSocket!);
          const toScanner = counts(scannerSocket!);
          const { tickets } = await createPaidOrder(testDb.db, { holders: ['A'] });
          expect((await service().checkIn({ code: tickets[0]!.code, scannerId: scanner.id, listId: list.id })).result).toBe('valid');
          for (const pushed of await Promise.all([toAdmin, toScanner])) {
            expect(pushed.data.find((row) => row.listId === list.id)).toMatchObject({ checkedIn: 1, inside: 1 });
          }

          const conflict = new Promise<{ id: number; kind: string; resolved: boolean }>((resolve) => adminSocket!.once('scanner:conflict', resolve));
          const answer = await service().uploadOfflineScans({
            scans: [{ nonce: randomUUID(), listId: list.id, code: tickets[0]!.code, direction: 'entry', scannedAt: now, verdict: 'valid' }],
            scannerId: admin.id,
            now,
          });
          expect(answer.results[0]!.outcome).toBe('conflict');
          expect(await conflict).toMatchObject({ kind: 'double_entry', resolved: false });
          await new Promise((resolve) => setTimeout(resolve, 100));
          expect(saw.scanner).not.toContain('scanner:conflict');
          expect(saw.user).toEqual([]);
        });
      } finally {
        await testDb.db.models.Ticket.destroy({ where: {} });
        await list.destroy();
      }
    });
  }
});

describeEachDatabase('scanner migration 0013', (target) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.close();
    testDb = undefined;
  });

  it('reverts to the tickets table as it was, indexes included, and re-applies', async () => {
    testDb = await openEmptyDatabase(target);
    const migrator = createMigrator(testDb.db, logger);
    await migrator.up();
    const qi = testDb.db.sequelize.getQueryInterface();
    const indexNames = async (table: string) => ((await qi.showIndex(table)) as Array<{ name: string }>).map((i) => i.name);
    const ticketIndexes = ['tickets_code_unique', 'tickets_order', 'tickets_ticket_type'];

    const reverted = await migrator.down({ to: 'scanner/0013-add-check-ins' });
    expect(reverted.map((m) => m.name)).toContain('scanner/0013-add-check-ins');
    const columns = await qi.describeTable('tickets');
    expect(columns).not.toHaveProperty('checked_in_at');
    expect(columns).not.toHaveProperty('checked_in_by');
    expect(await indexNames('tickets')).toEqual(expect.arrayContaining(ticketIndexes));
    expect(await indexNames('tickets')).not.toContain('tickets_checked_in_at');
    if (target.dialect === 'sqlite') {
      // Dropped in place: the other columns keep their ON DELETE / ON UPDATE rules.
      const fks = await testDb.db.sequelize.query<{ from: string; on_delete: string }>('PRAGMA foreign_key_list(tickets)', { type: QueryTypes.SELECT });
      expect(fks.map((fk) => [fk.from, fk.on_delete]).sort()).toEqual([['order_id', 'RESTRICT'], ['order_item_id', 'RESTRICT'], ['ticket_type_id', 'RESTRICT']]);
    }

    await migrator.up();
    expect((await migrator.executed()).map((m) => m.name)).toEqual(discoverFiles('migrations').map((f) => f.name));
    expect(await qi.describeTable('tickets')).toHaveProperty('checked_in_by');
    expect(await indexNames('tickets')).toEqual(expect.arrayContaining([...ticketIndexes, 'tickets_checked_in_at']));
  });
});
