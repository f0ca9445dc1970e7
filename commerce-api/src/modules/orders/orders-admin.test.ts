import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers.js';
import { expectContract } from '../../test/contract.js';
import { AdminOrderAnswer, AdminOrderPage } from '@kizomba/api-contract/admin/orders';
import { BACK_OFFICE_NOW as NOW, useSalesBackOffice } from './orders.test-helper.js';
import { ticketShares } from './refunds.js';

describe('refund shares', () => {
  it('splits a line over its tickets to the cent', () => {
    const items = [{ id: 1, unitPriceCents: 11_900, quantity: 3, discountCents: 500 }] as never;
    const tickets = [{ id: 7, orderItemId: 1 }, { id: 8, orderItemId: 1 }, { id: 9, orderItemId: 1 }] as never;
    const shares = ticketShares(items, tickets);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(11_900 * 3 - 500);
    expect(shares.get(7)).toBe(11_734);
    expect(shares.get(9)).toBe(11_733);
  });
});

describeEachDatabase('back-office orders (admins)', (target) => {
  const bo = useSalesBackOffice(target);
  const { call, audit, paidOrder, snapshot, checkIn } = bo;

  describe('who may call what', () => {
    it('answers 401 to a guest, 403 to a user and to a scanner, and serves an admin', async () => {
      await bo.expectAdminOnly([
        ['get', '/api/admin/orders'],
        ['get', '/api/admin/orders/export.csv'],
        ['get', '/api/admin/orders/00000000-0000-4000-8000-000000000000'],
        ['post', '/api/admin/orders/00000000-0000-4000-8000-000000000000/refund', {}],
      ]);
      for (const path of ['/api/admin/orders', '/api/admin/orders/export.csv']) {
        expect((await call('get', path, bo.admin)).status, path).toBe(200);
      }
    });
  });

  describe('orders', () => {
    it('lists with filters, pagination and totals over the whole filter', async () => {
      const awa = await paidOrder({ pay: false, paidAt: new Date('2026-11-30T23:30:00Z') });
      await bo.testDb.db.sequelize.query('UPDATE orders SET created_at = ? WHERE id = ?', { replacements: [new Date('2026-11-30T23:20:00Z'), awa.order.id] });
      const bob = await paidOrder({ pay: false, email: 'bob@example.org', holders: ['Bob Martin'] });
      await bob.order.update({ lastName: 'Martin', refundedCents: 2_000 });
      await bo.testDb.db.models.Order.create({
        id: '9f0c1a52-6a1e-4f5e-9b7d-2f6d8c1e4a3b',
        number: 'KL-PENDING1',
        status: 'pending',
        email: 'late@example.org',
        firstName: 'Lou',
        lastName: 'Late',
        phone: '+33600000000',
        billingAddress: { line1: '1 rue X', line2: null, postalCode: '69001', city: 'Lyon', country: 'FR', state: null, isInternational: false },
        subtotalCents: 3_500,
        totalCents: 3_500,
        holdExpiresAt: NOW,
      });

      const all = await call('get', '/api/admin/orders?pageSize=1', bo.admin);
      expect(all.status).toBe(200);
      expectContract(all.body, AdminOrderPage);
      expect(all.body).toMatchObject({ page: 1, pageSize: 1, total: 3 });
      expect(all.body.data).toHaveLength(1);
      // 233 € + 114 € paid, 20 € refunded; 3 valid tickets; the pending order counts only as an order.
      expect(all.body.totals).toEqual({ orders: 3, revenue: 327, refunded: 20, tickets: 3 });

      const completed = await call('get', '/api/admin/orders?status=completed&q=bob', bo.admin);
      expect(completed.body.total).toBe(1);
      expect(completed.body.data[0]).toEqual({
        id: bob.order.id,
        number: bob.order.number,
        status: 'completed',
        createdAt: expect.any(String),
        paidAt: expect.any(String),
        email: 'bob@example.org',
        firstName: 'Awa',
        lastName: 'Martin',
        total: 114,
        refundedAmount: 20,
        ticketsCount: 1,
        items: [{ name: 'Full Pass', quantity: 1 }],
        promoCode: 'BIENVENUE5',
        source: 'purchase',
        needsReview: false,
      });
      expect(completed.body.totals).toEqual({ orders: 1, revenue: 94, refunded: 20, tickets: 1 });

      // 23:20 UTC on 30 Nov is 1 Dec in Paris.
      const day = await call('get', '/api/admin/orders?from=2026-12-01&to=2026-12-01', bo.admin);
      expect(day.body.data.map((o: { id: string }) => o.id)).toEqual([awa.order.id]);
      const byNumber = await call('get', `/api/admin/orders?q=${awa.order.number.toLowerCase()}`, bo.admin);
      expect(byNumber.body.total).toBe(1);
      const byType = await call('get', `/api/admin/orders?ticketTypeId=${bo.fullPassId}`, bo.admin);
      expect(byType.body.total).toBe(2);
      const otherType = await call('get', `/api/admin/orders?ticketTypeId=${bo.fullPassId + 1}`, bo.admin);
      expect(otherType.body).toMatchObject({ total: 0, totals: { orders: 0, revenue: 0, refunded: 0, tickets: 0 } });

      const bad = await call('get', '/api/admin/orders?from=01/12/2026&pageSize=500', bo.admin);
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    });

    it('exports a CSV French spreadsheets open as is', async () => {
      const { order } = await paidOrder({ pay: false, email: 'x@example.org', holders: ['Zoé'] });
      await order.update({ firstName: '=HYPERLINK("http://evil")', lastName: 'Dupont; fils', refundedCents: 1_050 });
      await bo.testDb.db.sequelize.query('UPDATE orders SET created_at = ? WHERE id = ?', { replacements: [new Date('2026-12-01T11:50:00Z'), order.id] });
      const res = await call('get', '/api/admin/orders/export.csv?status=completed', bo.admin).buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="ventes-2026-12-02.csv"');
      const bytes = res.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      const lines = text.split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[2]).toBe('');
      expect(text.replace(/\r\n/g, '')).not.toContain('\n');
      expect(lines[0]).toBe('Numéro;Créée le;Payée le;Statut;Origine;E-mail;Prénom;Nom;Billets;Nombre de billets valides;Code promo;Total (€);Remboursé (€)');
      expect(lines[1]).toBe(
        `${order.number};01/12/2026 12:50;01/12/2026 13:05;Payée;Achat;x@example.org;"'=HYPERLINK(""http://evil"")";"Dupont; fils";1 × Full Pass;1;BIENVENUE5;114,00;10,50`,
      );
    });

    it('shows one order in detail, 404 for an unknown or malformed id', async () => {
      const { order, tickets } = await paidOrder({ pay: false });
      const res = await call('get', `/api/admin/orders/${order.id}`, bo.admin);
      expect(res.status).toBe(200);
      expectContract(res.body, AdminOrderAnswer);
      expect(res.body.order).toMatchObject({
        id: order.id,
        phone: '+33612345678',
        billingAddress: { city: 'Lyon' },
        subtotal: 238,
        discount: 5,
        total: 233,
        refundedAmount: 0,
        items: [{ ticketTypeId: bo.fullPassId, name: 'Full Pass', quantity: 2, unitPrice: 119, subtotal: 238 }],
        tickets: tickets.map((t) => ({ id: t.id, number: String(t.id).padStart(6, '0'), holderName: t.holderName, ticketTypeName: 'Full Pass', status: 'valid', checkedInAt: null })),
        refunds: [],
        needsReview: false,
        paymentReviews: [],
      });
      expect((await call('get', '/api/admin/orders/00000000-0000-4000-8000-000000000000', bo.admin)).status).toBe(404);
      expect((await call('get', '/api/admin/orders/nope', bo.admin)).body.error.code).toBe('ORDER_NOT_FOUND');
    });
  });

  describe('payments to check', () => {
    it('flags the orders a refused payment named « À vérifier », filters on them and tells what happened', async () => {
      const { order } = await paidOrder({ pay: false });
      const other = await paidOrder({ pay: false, email: 'bob@example.org' });
      await bo.testDb.db.models.PaymentReview.create({
        orderId: order.id,
        stripeSessionId: 'cs_test_foreign_0001',
        reason: 'foreign_session',
        amountCents: 100,
        currency: 'eur',
        paymentStatus: 'paid',
        stripePaymentIntentId: 'pi_test_0001',
        stripeRefundId: 're_test_0001',
        refundedCents: 100,
      });
      // A refused session that named no order of ours flags nothing.
      await bo.testDb.db.models.PaymentReview.create({ stripeSessionId: 'cs_test_stray_0001', reason: 'foreign_session', refundedCents: 2_500 });

      const flagged = await call('get', '/api/admin/orders?needsReview=1', bo.admin);
      expect(flagged.status).toBe(200);
      expect(flagged.body.data.map((o: { id: string; needsReview: boolean }) => [o.id, o.needsReview])).toEqual([[order.id, true]]);
      expect(flagged.body.totals.orders).toBe(1);
      const all = await call('get', '/api/admin/orders', bo.admin);
      expect(Object.fromEntries(all.body.data.map((o: { id: string; needsReview: boolean }) => [o.id, o.needsReview]))).toEqual({ [order.id]: true, [other.order.id]: false });
      const bad = await call('get', '/api/admin/orders?needsReview=oui', bo.admin);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toMatch(/needsReview/);

      const detail = await call('get', `/api/admin/orders/${order.id}`, bo.admin);
      expect(detail.body.order).toMatchObject({
        needsReview: true,
        paymentReviews: [
          {
            reason: 'foreign_session',
            stripeSessionId: 'cs_test_foreign_0001',
            amount: 1,
            currency: 'EUR',
            paymentStatus: 'paid',
            refundedAmount: 1,
            stripeRefundId: 're_test_0001',
            createdAt: expect.any(String),
          },
        ],
      });
    });
  });

  describe('refunds', () => {
    it('refunds in full through Stripe: tickets refunded, seats back, audited, refused at the door', async () => {
      const { order, tickets } = await paidOrder();
      const res = await call('post', `/api/admin/orders/${order.id}/refund`, bo.admin, { reason: 'Annulation' });
      expect(res.status).toBe(200);
      expect(res.body.order).toMatchObject({ refundedAmount: 233, ticketsCount: 0, status: 'completed' });
      expect(res.body.order.tickets.map((t: { status: string }) => t.status)).toEqual(['refunded', 'refunded']);
      expect(res.body.order.refunds).toEqual([
        { id: expect.any(Number), kind: 'refund', amount: 233, reason: 'Annulation', createdAt: expect.any(String), createdBy: expect.any(String), ticketIds: [] },
      ]);
      expect(bo.emulator.paymentIntent(order.stripePaymentIntentId!)?.amount_refunded).toBe(23_300);
      expect(await snapshot(order)).toMatchObject({ refundedCents: 23_300, sold: 0, refunds: 1, audits: 1 });
      const row = (await bo.testDb.db.models.OrderRefund.findOne({ where: { orderId: order.id } }))!;
      expect(row.stripeRefundId).toMatch(/^re_/);
      expect((await audit('order.refunded'))[0]!.actorId).toBe(bo.admin.id);
      expect(bo.events.some((e) => e.name === 'admin.stats')).toBe(true);
      expect((await checkIn(tickets[0]!)).result).toBe('refunded');

      // Nothing remains: a second refund is refused, nothing moves.
      const again = await call('post', `/api/admin/orders/${order.id}/refund`, bo.admin, {});
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('REFUND_INVALID');
      expect(bo.emulator.paymentIntent(order.stripePaymentIntentId!)?.amount_refunded).toBe(23_300);
    });

    it('refunds one ticket (its share), then the rest', async () => {
      const { order, tickets } = await paidOrder();
      const first = await call('post', `/api/admin/orders/${order.id}/refund`, bo.admin, { ticketIds: [tickets[0]!.id] });
      expect(first.status).toBe(200);
      // 233 € over two tickets of one line: 116,50 € each.
      expect(first.body.order).toMatchObject({ refundedAmount: 116.5, ticketsCount: 1 });
      expect(first.body.order.refunds[0]).toMatchObject({ amount: 116.5, ticketIds: [tickets[0]!.id] });
      expect(await snapshot(order)).toMatchObject({ refundedCents: 11_650, tickets: ['refunded', 'valid'], sold: 1 });
      expect((await checkIn(tickets[0]!)).result).toBe('refunded');
      expect((await checkIn(tickets[1]!)).result).toBe('valid');

      const same = await call('post', `/api/admin/orders/${order.id}/refund`, bo.admin, { ticketIds: [tickets[0]!.id] });
      expect(same.status).toBe(400);
      expect(same.body.error.code).toBe('REFUND_INVALID');

      const rest = await call('post', `/api/admin/orders/${order.id}/refund`, bo.admin, {});
      expect(rest.status).toBe(200);
      expect(rest.body.order).toMatchObject({ refundedAmount: 233, ticketsCount: 0 });
      expect(rest.body.order.refunds.map((r: { amount: number }) => r.amount)).toEqual([116.5, 116.5]);
      expect(bo.emulator.paymentIntent(order.stripePaymentIntentId!)?.amount_refunded).toBe(23_300);
      expect(await snapshot(order)).toMatchObject({ refundedCents: 23_300, tickets: ['refunded', 'refunded'], sold: 0, audits: 2 });
    });

    it('refunds an amount only, and refuses over-refunds and unpaid orders with nothing changed', async () => {
      const { order } = await paidOrder();
      const part = await call('post', `/api/admin/orders/${order.id}/refund`, bo.admin, { amount: 33.1 });
      expect(part.status).toBe(200);
      expect(part.body.order).toMatchObject({ refundedAmount: 33.1, ticketsCount: 2 });
      const before = await snapshot(order);

      const over = await call('post', `/api/admin/orders/${order.id}/refund`, bo.admin, { amount: 200 });
      expect(over.status).toBe(400);
      expect(over.body.error.code).toBe('REFUND_INVALID');
      expect(await snapshot(order)).toEqual(before);
      expect(bo.emulator.paymentIntent(order.stripePaymentIntentId!)?.amount_refunded).toBe(3_310);

      const cents = await call('post', `/api/admin/orders/${order.id}/refund`, bo.admin, { amount: 1.234 });
      expect(cents.status).toBe(400);
      expect(cents.body.error.code).toBe('VALIDATION_ERROR');

      await order.update({ status: 'processing' });
      const unpaid = await call('post', `/api/admin/orders/${order.id}/refund`, bo.admin, { amount: 1 });
      expect(unpaid.status).toBe(400);
      expect(unpaid.body.error.code).toBe('REFUND_INVALID');
      expect(await snapshot(order)).toEqual(before);
    });

    it('answers 502 REFUND_FAILED when Stripe refuses, nothing changed', async () => {
      const { order, tickets } = await paidOrder();
      // Refunded behind our back on Stripe: Stripe now refuses any further refund.
      await bo.stripe.refunds.create({ payment_intent: order.stripePaymentIntentId! });
      const before = await snapshot(order);
      const res = await call('post', `/api/admin/orders/${order.id}/refund`, bo.admin, { ticketIds: [tickets[1]!.id] });
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('REFUND_FAILED');
      expect(await snapshot(order)).toEqual(before);
      expect((await bo.testDb.db.models.OrderRefund.findOne({ where: { orderId: order.id } }))!.status).toBe('failed');
      expect((await checkIn(tickets[1]!)).result).toBe('valid');

      const unknown = await paidOrder({ pay: false });
      await unknown.order.update({ stripePaymentIntentId: 'pi_does_not_exist' });
      const res2 = await call('post', `/api/admin/orders/${unknown.order.id}/refund`, bo.admin, {});
      expect(res2.status).toBe(502);
      expect(await snapshot(unknown.order)).toMatchObject({ refundedCents: 0, tickets: ['valid', 'valid'], refunds: 0 });
    });
  });
});
