import { afterAll, beforeAll, expect, it } from 'vitest';
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
