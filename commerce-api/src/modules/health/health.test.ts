import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';

describeEachDatabase('GET /api/health', (target) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('reports ok when the database answers', async () => {
    const res = await request(createApp({ config: testDb.config, logger, db: testDb.db })).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ status: 'ok', database: 'ok', uptimeSeconds: expect.any(Number) });
    expect(Number.isInteger(res.body.uptimeSeconds)).toBe(true);
    expect(res.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 with a French message when the database ping fails', async () => {
    const db = { ...testDb.db, ping: () => Promise.reject(new Error('ECONNREFUSED 127.0.0.1:3306')) };
    const res = await request(createApp({ config: testDb.config, logger, db })).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      error: { code: 'DATABASE_UNAVAILABLE', message: 'La base de données ne répond pas. Veuillez réessayer dans quelques instants.' },
    });
  });

  it('answers 503 once the connection is really closed', async () => {
    const other = await openPreparedDatabase(target);
    const app = createApp({ config: other.config, logger, db: other.db });
    await other.db.close();
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('DATABASE_UNAVAILABLE');
    await other.close().catch(() => undefined);
  });
});
