import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers.js';
import { expectContract } from '../../test/contract.js';
import { AdminStats } from '@kizomba/api-contract/admin/stats';
import { useStaffBackOffice } from '../users/users.test-helper.js';
import { createSalesService } from './service.js';

describeEachDatabase('sales reporting', (target) => {
  const bo = useStaffBackOffice(target);
  const { call, contact, messages } = bo;

  describe('who may call what', () => {
    it('answers 401 to a guest and 403 to a user and to a scanner', async () => {
      await bo.expectAdminOnly([['get', '/api/admin/stats']]);
    });
  });

  describe('GET /api/admin/stats', () => {
    it('counts users, sales, valid tickets and unread messages, with the charts', async () => {
      const first = await contact({ name: 'Awa', email: bo.awa.email }, bo.awa.id);
      await contact({ name: 'Zoé', email: 'zoe@example.org' });
      const answered = await contact({ name: 'Yann', email: 'yann@example.org' });
      const read = await contact({ name: 'Xavier', email: 'xavier@example.org' });
      await messages().reply(answered.id, bo.admin.id, 'Réponse');
      await messages().markRead(read.id);

      const res = await call('get', '/api/admin/stats', bo.admin);
      expect(res.status).toBe(200);
      expectContract(res.body, AdminStats);
      expect(res.headers['cache-control']).toBe('no-store');
      const { charts, ...figures } = res.body;
      expect(figures).toEqual({ totalUsers: 5, totalSales: 461, ticketsSold: 3, unreadMessages: 2 });
      expect(charts.salesPerDay).toEqual([
        { date: '2026-12-01', orders: 2, revenue: 347 },
        { date: '2026-12-02', orders: 1, revenue: 114 },
      ]);
      const fullPass = (await bo.testDb.db.models.TicketType.findOne({ where: { slug: 'full-pass' } }))!;
      expect(charts.perTicketType).toHaveLength(await bo.testDb.db.models.TicketType.count());
      expect(charts.perTicketType).toContainEqual({ ticketTypeId: fullPass.id, name: fullPass.name, ticketsSold: 3, revenue: 461 });
      for (const row of charts.perTicketType.filter((r: { ticketTypeId: number }) => r.ticketTypeId !== fullPass.id)) {
        expect(row).toMatchObject({ ticketsSold: 0, revenue: 0 });
      }
      // The check-ins chart is a hook the scanner module fills; empty without it.
      expect(charts.checkInsPerHour).toEqual([]);
      expect(first.id).toBeGreaterThan(0);
    });

    it('takes the check-ins chart from the hook when one is given', async () => {
      const service = createSalesService({ db: bo.testDb.db, clock: () => bo.now, checkInsPerHour: async () => [{ hour: '2027-04-17T18:00:00.000Z', count: 12 }] });
      expect((await service.stats()).charts.checkInsPerHour).toEqual([{ hour: '2027-04-17T18:00:00.000Z', count: 12 }]);
    });
  });
});
