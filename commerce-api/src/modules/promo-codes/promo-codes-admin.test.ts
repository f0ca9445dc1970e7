import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import { createPaidOrder } from '../mail/mail.test-helper.js';

const NOW = new Date('2026-12-02T10:00:00Z');

describeEachDatabase('promo codes (back-office)', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let admin: UserInstance;
  let scanner: UserInstance;
  let awa: UserInstance;

  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user, { now: NOW }).token}`;
  const call = (method: 'get' | 'post' | 'patch' | 'delete', path: string, user?: UserInstance | null, body?: unknown) => {
    let req = request(app)[method](path);
    if (user) req = req.set('Authorization', bearer(user));
    return body === undefined ? req : req.send(body as object);
  };
  const audit = (action: string) => testDb.db.models.AuditLog.findAll({ where: { action }, order: [['id', 'ASC']] });

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    const { User } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    awa = await User.create({ email: 'awa.promo@example.org', firstName: 'Awa', lastName: 'Diallo' });
    app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => NOW });
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    await testDb.db.models.AuditLog.destroy({ where: {} });
  });

  it('answers 401 to a guest, 403 to a user and to a scanner, on every endpoint', async () => {
    const calls: Array<['get' | 'post' | 'patch' | 'delete', string, unknown?]> = [
      ['get', '/api/admin/promo-codes'],
      ['post', '/api/admin/promo-codes', { code: 'NOPE10', type: 'percentage', value: 10 }],
      ['patch', '/api/admin/promo-codes/1', { active: false }],
      ['delete', '/api/admin/promo-codes/1'],
    ];
    for (const [method, path, body] of calls) {
      const guest = await call(method, path, null, body);
      expect(guest.status, `${method} ${path}`).toBe(401);
      expect(guest.body.error.code).toBe('UNAUTHORIZED');
      for (const user of [awa, scanner]) {
        const res = await call(method, path, user, body);
        expect(res.status, `${method} ${path} as ${user.role}`).toBe(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      }
    }
    expect(await testDb.db.models.PromoCode.count({ where: { code: 'NOPE10' } })).toBe(0);
  });

  it('lists the seeded code with its usage figures (completed orders only), no-store', async () => {
    // Two completed orders with BIENVENUE5 (5 € off each) and one failed one.
    const welcome = (await testDb.db.models.PromoCode.findOne({ where: { code: 'BIENVENUE5' } }))!;
    const first = await createPaidOrder(testDb.db, { email: 'a@example.org', holders: ['A A'] });
    const second = await createPaidOrder(testDb.db, { email: 'b@example.org', holders: ['B B', 'C C'] });
    const failed = await createPaidOrder(testDb.db, { email: 'c@example.org', holders: ['D D'] });
    await first.order.update({ promoCodeId: welcome.id });
    await second.order.update({ promoCodeId: welcome.id });
    await failed.order.update({ promoCodeId: welcome.id, status: 'failed', failureReason: 'payment_failed' });
    await welcome.update({ usedCount: 2 });

    const res = await call('get', '/api/admin/promo-codes', admin);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const row = res.body.data.find((p: { code: string }) => p.code === 'BIENVENUE5');
    expect(row).toMatchObject({
      id: welcome.id,
      type: 'fixed',
      value: 5,
      usedCount: 2,
      reservedCount: 0,
      maxUses: null,
      ticketTypeIds: null,
      minSubtotal: null,
      active: true,
      orders: 2,
      // 119 − 5 and 238 − 5.
      revenue: 114 + 233,
      discountGiven: 10,
      deletable: false,
    });

    const del = await call('delete', `/api/admin/promo-codes/${welcome.id}`, admin);
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe('PROMO_CODE_USED');
    expect(await testDb.db.models.PromoCode.count({ where: { id: welcome.id } })).toBe(1);
    expect(await audit('promo-code.deleted')).toHaveLength(0);
  });

  it('creates a percentage code (normalised, basis points inside), refuses a duplicate with 409', async () => {
    const fullPass = (await testDb.db.models.TicketType.findOne({ where: { slug: 'full-pass' } }))!;
    const res = await call('post', '/api/admin/promo-codes', admin, {
      code: '  ete-12 ',
      type: 'percentage',
      value: 12.5,
      startsAt: '2026-12-01T00:00:00Z',
      endsAt: '2026-12-31T23:00:00Z',
      maxUses: 50,
      ticketTypeIds: [fullPass.id],
      minSubtotal: 100,
    });
    expect(res.status).toBe(201);
    expect(res.body.promoCode).toMatchObject({
      code: 'ETE-12',
      type: 'percentage',
      value: 12.5,
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-12-31T23:00:00.000Z',
      maxUses: 50,
      usedCount: 0,
      ticketTypeIds: [fullPass.id],
      minSubtotal: 100,
      active: true,
      orders: 0,
      revenue: 0,
      discountGiven: 0,
      deletable: true,
    });
    const stored = (await testDb.db.models.PromoCode.findByPk(res.body.promoCode.id))!;
    expect(stored.value).toBe(1250);
    expect(stored.minSubtotalCents).toBe(10_000);
    const [row] = await audit('promo-code.created');
    expect(row).toMatchObject({ actorId: admin.id, targetType: 'promo-code', targetId: String(stored.id) });

    const duplicate = await call('post', '/api/admin/promo-codes', admin, { code: 'Ete-12', type: 'fixed', value: 5 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe('PROMO_CODE_EXISTS');
    expect(await testDb.db.models.PromoCode.count({ where: { code: 'ETE-12' } })).toBe(1);
    expect(await audit('promo-code.created')).toHaveLength(1);
  });

  it('refuses bad input with 400 VALIDATION_ERROR and changes nothing', async () => {
    const before = await testDb.db.models.PromoCode.count();
    const bad: unknown[] = [
      { code: 'X', type: 'fixed', value: 5 },
      { code: 'BAD CODE!', type: 'fixed', value: 5 },
      { code: 'PCT0', type: 'percentage', value: 0 },
      { code: 'PCT101', type: 'percentage', value: 101 },
      { code: 'PCT3DEC', type: 'percentage', value: 10.125 },
      { code: 'FIX0', type: 'fixed', value: 0 },
      { code: 'FIXCENT', type: 'fixed', value: 5.001 },
      { code: 'NOTYPE', value: 5 },
      { code: 'WINDOW', type: 'fixed', value: 5, startsAt: '2026-12-10T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
      { code: 'UNKNOWNTT', type: 'fixed', value: 5, ticketTypeIds: [999_999] },
      { code: 'MAXUSES', type: 'fixed', value: 5, maxUses: 0 },
    ];
    for (const body of bad) {
      const res = await call('post', '/api/admin/promo-codes', admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.message).toMatch(/[a-zé]/);
    }
    expect(await testDb.db.models.PromoCode.count()).toBe(before);
    expect(await audit('promo-code.created')).toHaveLength(0);
  });

  it('patches any field but the code, deactivates, audits the changes; 404 on an unknown id', async () => {
    const created = await call('post', '/api/admin/promo-codes', admin, { code: 'PATCHME', type: 'fixed', value: 10 });
    const id = created.body.promoCode.id as number;

    const patched = await call('patch', `/api/admin/promo-codes/${id}`, admin, { value: 7.5, maxUses: 3, minSubtotal: null });
    expect(patched.status).toBe(200);
    expect(patched.body.promoCode).toMatchObject({ code: 'PATCHME', type: 'fixed', value: 7.5, maxUses: 3, minSubtotal: null });
    expect((await testDb.db.models.PromoCode.findByPk(id))!.value).toBe(750);

    // Changing the type needs a value in the new unit.
    const typeOnly = await call('patch', `/api/admin/promo-codes/${id}`, admin, { type: 'percentage' });
    expect(typeOnly.status).toBe(400);
    const toPercent = await call('patch', `/api/admin/promo-codes/${id}`, admin, { type: 'percentage', value: 20 });
    expect(toPercent.body.promoCode).toMatchObject({ type: 'percentage', value: 20 });
    expect((await testDb.db.models.PromoCode.findByPk(id))!.value).toBe(2000);

    const off = await call('patch', `/api/admin/promo-codes/${id}`, admin, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.promoCode.active).toBe(false);

    const code = await call('patch', `/api/admin/promo-codes/${id}`, admin, { code: 'OTHER' });
    expect(code.status).toBe(400);
    expect(code.body.error.code).toBe('VALIDATION_ERROR');
    expect((await testDb.db.models.PromoCode.findByPk(id))!.code).toBe('PATCHME');

    // maxUses never below what was already used, or reserved by unpaid orders.
    await testDb.db.models.PromoCode.update({ usedCount: 2 }, { where: { id } });
    const below = await call('patch', `/api/admin/promo-codes/${id}`, admin, { maxUses: 1 });
    expect(below.status).toBe(400);
    await testDb.db.models.PromoCode.update({ reservedCount: 1 }, { where: { id } });
    const belowReserved = await call('patch', `/api/admin/promo-codes/${id}`, admin, { maxUses: 2 });
    expect(belowReserved.status).toBe(400);
    expect(belowReserved.body.error.fields).toEqual([
      {
        field: 'maxUses',
        message: 'Ce code a déjà servi 2 fois et 1 commande(s) en attente de paiement le réservent : la limite ne peut pas être plus basse que 3.',
      },
    ]);
    await testDb.db.models.PromoCode.update({ reservedCount: 0 }, { where: { id } });

    const rows = await audit('promo-code.updated');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.details).toMatchObject({ value: { from: 10, to: 7.5 }, maxUses: { from: null, to: 3 } });
    expect(rows[2]!.details).toEqual({ active: { from: true, to: false } });

    for (const path of ['/api/admin/promo-codes/999999', '/api/admin/promo-codes/abc']) {
      const missing = await call('patch', path, admin, { active: true });
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('PROMO_CODE_NOT_FOUND');
    }
  });

  it('deletes a code never used (204, audited) and refuses one a pending order carries', async () => {
    const unused = await call('post', '/api/admin/promo-codes', admin, { code: 'DELETEME', type: 'fixed', value: 3 });
    const res = await call('delete', `/api/admin/promo-codes/${unused.body.promoCode.id}`, admin);
    expect(res.status).toBe(204);
    expect(await testDb.db.models.PromoCode.count({ where: { code: 'DELETEME' } })).toBe(0);
    expect(await audit('promo-code.deleted')).toHaveLength(1);

    const pendingCode = await call('post', '/api/admin/promo-codes', admin, { code: 'INFLIGHT', type: 'fixed', value: 3 });
    const { order } = await createPaidOrder(testDb.db, { email: 'p@example.org', holders: ['P P'] });
    await order.update({ status: 'pending', promoCodeId: pendingCode.body.promoCode.id });
    const list = await call('get', '/api/admin/promo-codes', admin);
    expect(list.body.data.find((p: { code: string }) => p.code === 'INFLIGHT').deletable).toBe(false);
    const refused = await call('delete', `/api/admin/promo-codes/${pendingCode.body.promoCode.id}`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('PROMO_CODE_USED');

    const missing = await call('delete', '/api/admin/promo-codes/999999', admin);
    expect(missing.status).toBe(404);
  });
});
