import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { FestivalSettingsAnswer } from '@kizomba/api-contract/admin/festival-settings';
import { createApp } from '../../app.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { expectContract } from '../../test/contract.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import { getFestivalSettings } from './service.js';

const NOW = new Date('2027-01-10T09:00:00Z');
const VALID = { transferDeadline: '2027-04-10', resaleEnabled: false, resaleFee: 2.5, offerHours: [36, 12, 4], offerThresholdDays: [10, 2] };

describeEachDatabase('festival settings (back-office)', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let admin: UserInstance;
  let scanner: UserInstance;
  let buyer: UserInstance;

  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user, { now: NOW }).token}`;
  const get = (user?: UserInstance) => {
    const req = request(app).get('/api/admin/festival-settings');
    return user ? req.set('Authorization', bearer(user)) : req;
  };
  const put = (body: unknown, user: UserInstance | null = admin) => {
    const req = request(app)
      .put('/api/admin/festival-settings')
      .send(body as object);
    return user ? req.set('Authorization', bearer(user)) : req;
  };

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    const { User } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    buyer = await User.create({ email: 'awa.diallo@example.org', firstName: 'Awa', lastName: 'Diallo', emailVerifiedAt: NOW });
    app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => NOW });
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    await testDb.db.models.FestivalSettings.destroy({ where: {} });
    await testDb.db.models.AuditLog.destroy({ where: {} });
  });

  it('answers the defaults while nothing was saved', async () => {
    const res = await get(admin);
    expect(res.status).toBe(200);
    expectContract(res.body, FestivalSettingsAnswer);
    expect(res.body.settings).toEqual({
      transferDeadline: null,
      resaleEnabled: true,
      resaleFee: 0,
      offerHours: [48, 24, 6],
      offerThresholdDays: [14, 3],
      updatedAt: null,
    });
    expect(await getFestivalSettings(testDb.db.models)).toMatchObject({
      transferDeadline: null,
      resaleEnabled: true,
      resaleFeeCents: 0,
      offerHours: [48, 24, 6],
      offerThresholdDays: [14, 3],
    });
  });

  it('saves the settings (a day means until its end in Paris), audited; saving again replaces them', async () => {
    const res = await put(VALID);
    expect(res.status).toBe(200);
    expectContract(res.body, FestivalSettingsAnswer);
    // 10 April 2027 ends at midnight Paris time (UTC+2).
    expect(res.body.settings).toMatchObject({
      transferDeadline: '2027-04-10T22:00:00.000Z',
      resaleEnabled: false,
      resaleFee: 2.5,
      offerHours: [36, 12, 4],
      offerThresholdDays: [10, 2],
    });
    expect(await getFestivalSettings(testDb.db.models)).toMatchObject({ resaleFeeCents: 250, updatedBy: admin.id });
    const again = await put({ ...VALID, transferDeadline: null, resaleEnabled: true, resaleFee: 0 });
    expect(again.body.settings).toMatchObject({ transferDeadline: null, resaleEnabled: true, resaleFee: 0 });
    expect(await testDb.db.models.FestivalSettings.count()).toBe(1);
    const audits = await testDb.db.models.AuditLog.findAll({ where: { action: 'festival-settings.updated' }, order: [['id', 'ASC']] });
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorId: admin.id, targetType: 'festival-settings', targetId: '1' });
    expect((audits[0]!.details as { before: { resaleEnabled: boolean }; after: { resaleEnabled: boolean } }).after.resaleEnabled).toBe(false);
  });

  it('refuses invalid settings field by field, and changes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...VALID, transferDeadline: 'demain' }, 'transferDeadline'],
      [{ ...VALID, resaleFee: -1 }, 'resaleFee'],
      [{ ...VALID, resaleFee: 100.01 }, 'resaleFee'],
      [{ ...VALID, resaleFee: 1.234 }, 'resaleFee'],
      [{ ...VALID, offerHours: [24, 48, 6] }, 'offerHours'],
      [{ ...VALID, offerHours: [48, 24, 0] }, 'offerHours[2]'],
      [{ ...VALID, offerHours: [48, 24.5, 6] }, 'offerHours[1]'],
      [{ ...VALID, offerThresholdDays: [3, 14] }, 'offerThresholdDays'],
      [{ ...VALID, offerHours: [48, 24] }, 'offerHours'],
      [{ ...VALID, resaleEnabled: 'yes' }, 'resaleEnabled'],
      [{ ...VALID, extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field)
        expect(
          res.body.error.fields.map((f: { field: string }) => f.field),
          JSON.stringify(body),
        ).toContain(field);
    }
    expect((await put('garbage')).status).toBe(400);
    expect(await testDb.db.models.FestivalSettings.count()).toBe(0);
  });

  it('is for admins only: door staff and buyers are refused, strangers asked to sign in', async () => {
    expect((await get()).status).toBe(401);
    expect((await put(VALID, null)).status).toBe(401);
    for (const user of [scanner, buyer]) {
      expect((await get(user)).status).toBe(403);
      expect((await put(VALID, user)).status).toBe(403);
    }
    expect(await testDb.db.models.FestivalSettings.count()).toBe(0);
  });
});
