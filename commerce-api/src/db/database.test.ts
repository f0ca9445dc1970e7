import { afterAll, beforeAll, expect, it } from 'vitest';
import { Transaction } from 'sequelize';
import { WRITE_ATTEMPTS } from './index.js';
import { describeEachDatabase, openPreparedDatabase, type TestDatabase } from '../test/helpers.js';

describeEachDatabase('database factory', (target) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('answers ping', async () => {
    await expect(testDb.db.ping()).resolves.toBeUndefined();
  });

  it('runs concurrent read-modify-write transactions without SQLITE_BUSY or lost updates', async () => {
    const { db } = testDb;
    const { TicketType } = db.models;
    const id = (await TicketType.findOne({ where: { slug: 'party-pass' } }))!.id;
    await TicketType.update({ heldCount: 0 }, { where: { id } });

    // Worst case for SQLite: each transaction reads, waits, then writes. Serialised by
    // db.write's lock (and row-locked on MySQL), none may fail and no increment may be lost.
    const increment = () =>
      db.write(async (transaction) => {
        const row = await TicketType.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        await new Promise((resolve) => setTimeout(resolve, 5));
        await TicketType.update({ heldCount: row!.heldCount + 1 }, { where: { id }, transaction });
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    expect((await TicketType.findByPk(id))!.heldCount).toBe(20);
    await TicketType.update({ heldCount: 0 }, { where: { id } });
  });

  it('keeps the write lock usable after a failed transaction', async () => {
    const { db } = testDb;
    await expect(db.write(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(db.write(async () => 42)).resolves.toBe(42);
  });

  it('rolls a failed write back whole', async () => {
    const { db } = testDb;
    const { TicketType } = db.models;
    await expect(
      db.write(async (transaction) => {
        await TicketType.update({ heldCount: 9 }, { where: { slug: 'party-pass' }, transaction });
        throw new Error('refusé');
      }),
    ).rejects.toThrow('refusé');
    expect((await TicketType.findOne({ where: { slug: 'party-pass' } }))!.heldCount).toBe(0);
  });

  it('runs a write again after a lock conflict, at most WRITE_ATTEMPTS times, and never when told not to', async () => {
    const { db } = testDb;
    const conflict = (errno: number) => Object.assign(new Error('conflit'), { parent: { errno } });
    let runs = 0;
    await expect(
      db.write(async () => {
        runs += 1;
        if (runs === 1) throw conflict(1213);
        if (runs === 2) throw conflict(1205);
        return 'fait';
      }),
    ).resolves.toBe('fait');
    expect(runs).toBe(3);

    runs = 0;
    await expect(db.write(async () => { runs += 1; throw conflict(1213); })).rejects.toThrow('conflit');
    expect(runs).toBe(WRITE_ATTEMPTS);

    runs = 0;
    await expect(db.write(async () => { runs += 1; throw conflict(1213); }, { retryDeadlocks: false })).rejects.toThrow('conflit');
    expect(runs).toBe(1);

    runs = 0;
    await expect(db.write(async () => { runs += 1; throw new Error('autre'); })).rejects.toThrow('autre');
    expect(runs).toBe(1);
  });

  // Two writes lock the same two rows in opposite orders: InnoDB kills one, db.write runs it again.
  it.runIf(target.dialect === 'mysql')('survives a real InnoDB deadlock: the victim is run again and both commit', async () => {
    const { db } = testDb;
    const { TicketType } = db.models;
    const [first, second] = await TicketType.findAll({ order: [['id', 'ASC']], limit: 2 });
    await TicketType.update({ heldCount: 0 }, { where: { id: [first!.id, second!.id] } });
    let arrived = 0;
    let bothHoldTheirFirstRow!: () => void;
    const barrier = new Promise<void>((resolve) => (bothHoldTheirFirstRow = resolve));
    let runs = 0;
    const crossing = (a: number, b: number) =>
      db.write(async (transaction) => {
        runs += 1;
        await TicketType.increment('heldCount', { by: 1, where: { id: a }, transaction });
        arrived += 1;
        if (arrived === 2) bothHoldTheirFirstRow();
        await barrier;
        await TicketType.increment('heldCount', { by: 1, where: { id: b }, transaction });
      });
    await Promise.all([crossing(first!.id, second!.id), crossing(second!.id, first!.id)]);
    expect(runs).toBe(3);
    const after = await TicketType.findAll({ where: { id: [first!.id, second!.id] } });
    expect(after.map((row) => row.heldCount)).toEqual([2, 2]);
    await TicketType.update({ heldCount: 0 }, { where: { id: [first!.id, second!.id] } });
  });
});

describeEachDatabase('SQLite transaction connections', (target) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it.runIf(target.dialect === 'sqlite')('reuses a committed or rolled-back connection, never one still in use', async () => {
    const { sequelize } = testDb.db;
    const connectionOf = (transaction: Transaction) => (transaction as unknown as { connection: object }).connection;

    let first: unknown;
    await sequelize.transaction(async (t) => {
      first = connectionOf(t);
    });
    // Rolled back (the callback threw): still a clean connection, handed to the next transaction.
    await expect(
      sequelize.transaction(async (t) => {
        expect(connectionOf(t)).toBe(first);
        await sequelize.query("UPDATE ticket_types SET held_count = 7 WHERE slug = 'party-pass'", { transaction: t });
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    const [rows] = await sequelize.query("SELECT held_count AS heldCount FROM ticket_types WHERE slug = 'party-pass'");
    expect((rows as Array<{ heldCount: number }>)[0]!.heldCount).toBe(0);

    // Two transactions open together each own a connection; both commit.
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    const seen: unknown[] = [];
    const a = sequelize.transaction({ type: Transaction.TYPES.DEFERRED }, async (t) => {
      seen.push(connectionOf(t));
      await firstHolds;
    });
    const b = sequelize.transaction({ type: Transaction.TYPES.DEFERRED }, async (t) => {
      seen.push(connectionOf(t));
      await sequelize.query('SELECT 1', { transaction: t });
    });
    while (seen.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(seen[0]).not.toBe(seen[1]);
    releaseFirst();
    await Promise.all([a, b]);
  });
});
