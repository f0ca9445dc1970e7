import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import { recordAudit } from './service.js';

const NOW = new Date('2026-12-02T10:00:00Z');

describeEachDatabase('audit log', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let admin: UserInstance;
  let scanner: UserInstance;
  let awa: UserInstance;

  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user, { now: NOW }).token}`;
  const list = (query = '', user: UserInstance | null = admin) => {
    const req = request(app).get(`/api/admin/audit${query}`);
    return user ? req.set('Authorization', bearer(user)) : req;
  };
  const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    const { User } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    await admin.update({ firstName: 'Alice', lastName: 'Admin' });
    awa = await User.create({ email: 'awa.diallo@example.org', firstName: 'Awa', lastName: 'Diallo' });
    app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => NOW });
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    await testDb.db.models.AuditLog.destroy({ where: {} });
  });

  it('recordAudit writes with the change’s transaction: committed together, rolled back together', async () => {
    const { sequelize } = testDb.db;
    await testDb.db.write(async (transaction) => {
      await awa.update({ role: 'scanner' }, { transaction });
      await recordAudit(
        testDb.db.models,
        { actorId: admin.id, action: 'user.role-changed', targetType: 'user', targetId: awa.id, details: { from: 'user', to: 'scanner' }, ip: '203.0.113.7', now: at(1) },
        transaction,
      );
    });
    await expect(
      testDb.db.write(async (transaction) => {
        await awa.update({ role: 'admin' }, { transaction });
        await recordAudit(testDb.db.models, { actorId: admin.id, action: 'user.role-changed', targetType: 'user', targetId: awa.id, now: at(2) }, transaction);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await awa.reload();
    expect(awa.role).toBe('scanner');
    const rows = await testDb.db.models.AuditLog.findAll();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: admin.id, action: 'user.role-changed', targetType: 'user', targetId: String(awa.id), details: { from: 'user', to: 'scanner' }, ip: '203.0.113.7' });
    expect(rows[0]!.createdAt.toISOString()).toBe(at(1).toISOString());
    await awa.update({ role: 'user' });
  });

  it('answers 401 to a guest, 403 to a user and to a scanner', async () => {
    const guest = await list('', null);
    expect(guest.status).toBe(401);
    expect(guest.body.error.code).toBe('UNAUTHORIZED');
    for (const user of [awa, scanner]) {
      const res = await list('', user);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
  });

  it('lists newest first with the actor’s name, filters and pages', async () => {
    const models = testDb.db.models;
    await recordAudit(models, { actorId: admin.id, action: 'user.disabled', targetType: 'user', targetId: awa.id, ip: '::1', now: at(1) });
    await recordAudit(models, { actorId: admin.id, action: 'message.replied', targetType: 'message', targetId: 7, details: { length: 12 }, now: at(2) });
    await recordAudit(models, { actorId: null, action: 'user.enabled', targetType: 'user', targetId: awa.id, now: at(3) });

    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    expect(res.body.data.map((r: { action: string }) => r.action)).toEqual(['user.enabled', 'message.replied', 'user.disabled']);
    expect(res.body.data[1]).toEqual({
      id: expect.any(Number),
      action: 'message.replied',
      targetType: 'message',
      targetId: '7',
      details: { length: 12 },
      ip: null,
      createdAt: at(2).toISOString(),
      actorId: admin.id,
      actorName: 'Alice Admin',
      actorEmail: admin.email,
    });
    expect(res.body.data[0]).toMatchObject({ actorId: null, actorName: null, actorEmail: null, details: null });

    const actions = async (query: string) => (await list(query)).body.data.map((r: { action: string }) => r.action);
    expect(await actions('?action=user.disabled')).toEqual(['user.disabled']);
    expect(await actions(`?targetType=user&targetId=${awa.id}`)).toEqual(['user.enabled', 'user.disabled']);
    expect(await actions('?targetType=message')).toEqual(['message.replied']);
    expect(await actions('?targetId=999')).toEqual([]);
    const page2 = await list('?pageSize=2&page=2');
    expect(page2.body).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page2.body.data.map((r: { action: string }) => r.action)).toEqual(['user.disabled']);
  });

  it('refuses bad parameters with a French 400', async () => {
    for (const query of ['?pageSize=0', '?pageSize=101', '?page=-1', `?action=${'x'.repeat(61)}`]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await list('?page=abc')).body.error.message).toBe('Le champ « page » est invalide : le numéro de page doit être un nombre.');
  });

  it('keeps the rows when the actor account goes away (actor_id SET NULL)', async () => {
    const temp = await testDb.db.models.User.create({ email: 'temp.admin@example.org', firstName: 'Temp', role: 'admin' });
    await recordAudit(testDb.db.models, { actorId: temp.id, action: 'user.disabled', targetType: 'user', targetId: awa.id, now: at(1) });
    await temp.destroy();
    const rows = await testDb.db.models.AuditLog.findAll();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actorId).toBeNull();
  });
});
