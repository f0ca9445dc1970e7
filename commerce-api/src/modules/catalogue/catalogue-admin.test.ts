import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers.js';
import { useSalesBackOffice } from '../orders/orders.test-helper.js';
import { slugify } from './admin-service.js';

describe('ticket type slugs', () => {
  it('slugifies names', () => {
    expect(slugify('Soirée Été — Gala !')).toBe('soiree-ete-gala');
    expect(slugify('???')).toBe('billet');
  });
});

describeEachDatabase('back-office ticket types (admins)', (target) => {
  const bo = useSalesBackOffice(target);
  const { call, audit, fullPass, paidOrder } = bo;

  describe('who may call what', () => {
    it('answers 401 to a guest, 403 to a user and to a scanner, and serves an admin', async () => {
      await bo.expectAdminOnly([
        ['get', '/api/admin/ticket-types'],
        ['post', '/api/admin/ticket-types', { name: 'X' }],
        ['patch', '/api/admin/ticket-types/999999', { visible: false }],
        ['delete', '/api/admin/ticket-types/999999'],
      ]);
      for (const path of ['/api/admin/ticket-types']) {
        expect((await call('get', path, bo.admin)).status, path).toBe(200);
      }
    });
  });

  describe('ticket types', () => {
    const input = {
      name: 'Atelier Bachata',
      description: 'Deux heures',
      category: 'workshop',
      price: 25.5,
      quota: 30,
      salesStart: '2026-12-01T00:00:00.000Z',
      salesEnd: '2027-04-15T22:00:00.000Z',
      validDays: ['2027-04-17'],
    };

    it('lists every type, hidden ones included, with counters', async () => {
      await bo.testDb.db.models.TicketType.update({ visible: false }, { where: { id: bo.fullPassId } });
      await paidOrder({ pay: false });
      const res = await call('get', '/api/admin/ticket-types', bo.admin);
      expect(res.status).toBe(200);
      const fp = res.body.data.find((t: { id: number }) => t.id === bo.fullPassId);
      expect(fp).toMatchObject({ slug: 'full-pass', visible: false, quota: 400, sold: 2, held: 0, remaining: 398, deletable: false, price: expect.any(Number) });
      await bo.testDb.db.models.TicketType.update({ visible: true }, { where: { id: bo.fullPassId } });
    });

    it('creates with a unique slug and the price in cents; validates days and the sales window', async () => {
      const res = await call('post', '/api/admin/ticket-types', bo.admin, input);
      expect(res.status).toBe(201);
      expect(res.body.ticketType).toMatchObject({ slug: 'atelier-bachata', price: 25.5, quota: 30, sold: 0, remaining: 30, validDays: ['2027-04-17'], visible: true, deletable: true });
      expect((await bo.testDb.db.models.TicketType.findByPk(res.body.ticketType.id))!.priceCents).toBe(2_550);
      const twin = await call('post', '/api/admin/ticket-types', bo.admin, input);
      expect(twin.body.ticketType.slug).toBe('atelier-bachata-2');
      expect(await audit('ticket-type.created')).toHaveLength(2);

      for (const bad of [
        { ...input, validDays: ['2027-04-19'] },
        { ...input, price: -1 },
        { ...input, price: 1.005 },
        { ...input, salesEnd: input.salesStart },
        { ...input, category: 'gala' },
        { ...input, quota: 1.5 },
      ]) {
        const r = await call('post', '/api/admin/ticket-types', bo.admin, bad);
        expect(r.status, JSON.stringify(bad)).toBe(400);
        expect(r.body.error.code).toBe('VALIDATION_ERROR');
      }
      expect(await bo.testDb.db.models.TicketType.count({ where: { name: 'Atelier Bachata' } })).toBe(2);
    });

    it('updates, never letting the quota below sold + held', async () => {
      await paidOrder({ pay: false });
      await bo.testDb.db.models.TicketType.update({ heldCount: 3 }, { where: { id: bo.fullPassId } });
      const below = await call('patch', `/api/admin/ticket-types/${bo.fullPassId}`, bo.admin, { quota: 4, name: 'Renamed' });
      expect(below.status).toBe(400);
      expect(below.body.error.code).toBe('QUOTA_BELOW_SOLD');
      expect((await fullPass()).quota).toBe(400);
      expect((await fullPass()).name).toBe('Full Pass');

      const ok = await call('patch', `/api/admin/ticket-types/${bo.fullPassId}`, bo.admin, { quota: 5, price: 120 });
      expect(ok.status).toBe(200);
      expect(ok.body.ticketType).toMatchObject({ slug: 'full-pass', quota: 5, sold: 2, held: 3, remaining: 0, price: 120 });
      expect(await audit('ticket-type.updated')).toHaveLength(1);
      expect((await call('patch', '/api/admin/ticket-types/999999', bo.admin, { quota: 5 })).status).toBe(404);
      expect((await call('patch', `/api/admin/ticket-types/${bo.fullPassId}`, bo.admin, {})).status).toBe(400);
      await bo.testDb.db.models.TicketType.update({ priceCents: 11_900 }, { where: { id: bo.fullPassId } });
    });

    it('deletes a type never sold; a sold or ordered one → 409 TICKET_TYPE_SOLD', async () => {
      await paidOrder({ pay: false });
      const sold = await call('delete', `/api/admin/ticket-types/${bo.fullPassId}`, bo.admin);
      expect(sold.status).toBe(409);
      expect(sold.body.error.code).toBe('TICKET_TYPE_SOLD');
      expect(await fullPass()).not.toBeNull();

      const created = (await call('post', '/api/admin/ticket-types', bo.admin, { ...input, name: 'Soirée test' })).body.ticketType;
      const del = await call('delete', `/api/admin/ticket-types/${created.id}`, bo.admin);
      expect(del.status).toBe(204);
      expect(await bo.testDb.db.models.TicketType.findByPk(created.id)).toBeNull();
      expect(await audit('ticket-type.deleted')).toHaveLength(1);
      expect((await call('delete', `/api/admin/ticket-types/${created.id}`, bo.admin)).status).toBe(404);
    });

    it('sets the dance roles and the balance rule, validated, audited; the mode is locked once a place is sold or held', async () => {
      const created = await call('post', '/api/admin/ticket-types', bo.admin, {
        ...input,
        name: 'Atelier Kizomba',
        danceRoles: 'balanced',
        balanceRatio: 1.2,
        balanceAllowFirst: 4,
        leaderCap: 16,
      });
      expect(created.status).toBe(201);
      expect(created.body.ticketType).toMatchObject({ danceRoles: 'balanced', balanceRatio: 1.2, balanceAllowFirst: 4, leaderCap: 16, followerCap: null, leaderSold: 0 });
      const id = created.body.ticketType.id as number;
      expect((await bo.testDb.db.models.TicketType.findByPk(id))!.balanceRatioPermille).toBe(1_200);
      for (const bad of [{ balanceRatio: 0.8 }, { balanceAllowFirst: -1 }, { followerCap: 31 }, { leaderCap: 2.5 }, { danceRoles: 'trio' }, { balanceRatio: 1.23456 }]) {
        const r = await call('patch', `/api/admin/ticket-types/${id}`, bo.admin, bad);
        expect(r.status, JSON.stringify(bad)).toBe(400);
      }
      const changed = await call('patch', `/api/admin/ticket-types/${id}`, bo.admin, { balanceRatio: null, followerCap: 30, danceRoles: 'couple' });
      expect(changed.status).toBe(200);
      expect(changed.body.ticketType).toMatchObject({ danceRoles: 'couple', balanceRatio: null, followerCap: 30 });
      const updates = await audit('ticket-type.updated');
      expect(updates.at(-1)!.details).toMatchObject({ before: { danceRoles: 'balanced', balanceRatio: 1.2 }, after: { danceRoles: 'couple', balanceRatio: null } });

      await bo.testDb.db.models.TicketType.update({ heldCount: 1 }, { where: { id } });
      const locked = await call('patch', `/api/admin/ticket-types/${id}`, bo.admin, { danceRoles: 'none' });
      expect([locked.status, locked.body.error.code]).toEqual([409, 'DANCE_ROLES_LOCKED']);
      expect((await bo.testDb.db.models.TicketType.findByPk(id))!.danceRoles).toBe('couple');
      // The rule itself may still change.
      expect((await call('patch', `/api/admin/ticket-types/${id}`, bo.admin, { balanceAllowFirst: 6 })).status).toBe(200);
    });
  });
});
