import { afterAll, beforeAll, expect, it } from 'vitest';
import { Transaction } from 'sequelize';
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
    // withWriteLock (and row-locked on MySQL), none may fail and no increment may be lost.
    const increment = () =>
      db.withWriteLock(() =>
        db.sequelize.transaction(async (transaction) => {
          const row = await TicketType.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
          await new Promise((resolve) => setTimeout(resolve, 5));
          await TicketType.update({ heldCount: row!.heldCount + 1 }, { where: { id }, transaction });
        }),
      );
    await Promise.all(Array.from({ length: 20 }, increment));
    expect((await TicketType.findByPk(id))!.heldCount).toBe(20);
    await TicketType.update({ heldCount: 0 }, { where: { id } });
  });

  it('keeps the write lock usable after a failed transaction', async () => {
    const { db } = testDb;
    await expect(db.withWriteLock(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(db.withWriteLock(async () => 42)).resolves.toBe(42);
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
