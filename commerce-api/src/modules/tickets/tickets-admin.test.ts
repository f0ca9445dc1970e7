import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers.js';
import { useSalesBackOffice } from '../orders/orders.test-helper.js';

describeEachDatabase('back-office issued tickets (admins)', (target) => {
  const bo = useSalesBackOffice(target);
  const { call, audit, fullPass, paidOrder, checkIn } = bo;

  describe('who may call what', () => {
    it('answers 401 to a guest, 403 to a user and to a scanner, and serves an admin', async () => {
      await bo.expectAdminOnly([
        ['get', '/api/admin/tickets'],
        ['post', '/api/admin/tickets/999999/resend'],
        ['post', '/api/admin/tickets/999999/cancel', {}],
      ]);
      for (const path of ['/api/admin/tickets']) {
        expect((await call('get', path, bo.admin)).status, path).toBe(200);
      }
    });
  });

  describe('issued tickets', () => {
    it('lists and searches by holder, e-mail, order number, ticket number or code', async () => {
      const awa = await paidOrder({ pay: false });
      const bob = await paidOrder({ pay: false, email: 'bob@example.org', holders: ['Bob Martin'] });
      const all = await call('get', '/api/admin/tickets', bo.admin);
      expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(all.body.data[0]).toEqual({
        id: bob.tickets[0]!.id,
        number: String(bob.tickets[0]!.id).padStart(6, '0'),
        holderName: 'Bob Martin',
        status: 'valid',
        ticketTypeId: bo.fullPassId,
        ticketTypeName: 'Full Pass',
        orderId: bob.order.id,
        orderNumber: bob.order.number,
        email: 'bob@example.org',
        checkedInAt: null,
        role: null,
        holderEmail: null,
        transferredAt: null,
        pendingTransferTo: null,
      });
      const ids = async (q: string) => (await call('get', `/api/admin/tickets?q=${encodeURIComponent(q)}`, bo.admin)).body.data.map((t: { id: number }) => t.id);
      expect(await ids('ferré')).toEqual([awa.tickets[1]!.id]);
      expect(await ids('bob@example')).toEqual([bob.tickets[0]!.id]);
      expect(await ids(awa.order.number)).toEqual([awa.tickets[1]!.id, awa.tickets[0]!.id]);
      expect(await ids(String(awa.tickets[0]!.id).padStart(6, '0'))).toEqual([awa.tickets[0]!.id]);
      expect(await ids(awa.tickets[1]!.code)).toEqual([awa.tickets[1]!.id]);
      // A ticket named for someone is found by their e-mail too; its role and any transfer in flight show.
      await awa.tickets[0]!.update({ role: 'follower', holderEmail: 'elodie.ferre@example.org' });
      await bo.testDb.db.models.TicketTransfer.create({
        ticketId: awa.tickets[0]!.id,
        fromEmail: 'awa.diallo@example.org',
        toFirstName: 'Carla',
        toLastName: 'Lopes',
        toEmail: 'carla@example.org',
        tokenHash: 'a'.repeat(64),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const named = await call('get', `/api/admin/tickets?q=${encodeURIComponent('elodie.ferre@')}`, bo.admin);
      expect(named.body.data).toEqual([
        expect.objectContaining({ id: awa.tickets[0]!.id, role: 'follower', holderEmail: 'elodie.ferre@example.org', pendingTransferTo: 'carla@example.org' }),
      ]);
      await awa.tickets[0]!.update({ status: 'cancelled' });
      expect((await call('get', '/api/admin/tickets?status=cancelled', bo.admin)).body.data.map((t: { id: number }) => t.id)).toEqual([awa.tickets[0]!.id]);
    });

    it('resends the order’s tickets e-mail under a fresh key each time, audited', async () => {
      const { order, tickets } = await paidOrder({ pay: false });
      for (let i = 0; i < 2; i++) {
        const res = await call('post', `/api/admin/tickets/${tickets[0]!.id}/resend`, bo.admin);
        expect(res.status).toBe(202);
        expect(res.body).toEqual({ message: `Les billets ont été renvoyés à ${order.email}.` });
      }
      const outbox = await bo.testDb.db.models.OutboxMessage.findAll({ order: [['id', 'ASC']] });
      expect(outbox).toHaveLength(2);
      expect(outbox.map((m) => m.kind)).toEqual(['order-confirmation', 'order-confirmation']);
      expect(outbox[0]!.dedupeKey).not.toBe(outbox[1]!.dedupeKey);
      expect(outbox[0]).toMatchObject({ recipient: order.email, status: 'pending' });
      expect(outbox[0]!.payload).toMatchObject({ orderId: order.id });
      expect(await audit('ticket.resent')).toHaveLength(2);
      expect((await call('post', '/api/admin/tickets/999999/resend', bo.admin)).status).toBe(404);
    });

    it('cancels a ticket: refused at the door, seat back on sale, audited; twice → 409', async () => {
      const { tickets } = await paidOrder({ pay: false });
      const res = await call('post', `/api/admin/tickets/${tickets[0]!.id}/cancel`, bo.admin, { reason: 'Doublon' });
      expect(res.status).toBe(200);
      expect(res.body.ticket).toMatchObject({ id: tickets[0]!.id, status: 'cancelled' });
      expect((await fullPass()).soldCount).toBe(1);
      expect((await checkIn(tickets[0]!)).result).toBe('cancelled');
      const logged = await audit('ticket.cancelled');
      expect(logged).toHaveLength(1);
      expect(logged[0]!.details).toMatchObject({ reason: 'Doublon' });
      expect(bo.events.some((e) => e.name === 'admin.stats')).toBe(true);

      const again = await call('post', `/api/admin/tickets/${tickets[0]!.id}/cancel`, bo.admin, {});
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('TICKET_NOT_VALID');
      expect((await fullPass()).soldCount).toBe(1);
      expect((await call('post', '/api/admin/tickets/999999/cancel', bo.admin, {})).status).toBe(404);
    });
  });
});
