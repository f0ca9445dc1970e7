import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SIGNED_CODE_LENGTH, generateSigningSeed, signingKeyFromSeed, verifyTicketCode } from '@kizomba/ticket-signature';
import { createTicketKeys, type TicketKeys } from '../../lib/ticket-keys.js';
import { describeEachDatabase, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { createPaidOrder } from '../mail/mail.test-helper.js';
import { reissueTicketCode, revocationOf } from './codes.js';
import { TICKET_CODE_PATTERN, createTicketService } from './service.js';

const NOW = new Date('2026-12-01T12:05:07.500Z');
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);

describeEachDatabase('signed ticket codes (issuance, re-issue, storage)', (target) => {
  let testDb: TestDatabase;
  let keys: TicketKeys;

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    keys = createTicketKeys(testDb.config);
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    const { RevokedTicketCode, Ticket, OrderItem, Order } = testDb.db.models;
    await RevokedTicketCode.destroy({ where: {} });
    await Ticket.destroy({ where: {} });
    await OrderItem.destroy({ where: {} });
    await Order.destroy({ where: {} });
  });

  /** A completed order without tickets and its line of `quantity` Full Pass. */
  async function orderLine(quantity: number) {
    const { order, tickets } = await createPaidOrder(testDb.db, { holders: ['Awa Diallo'] });
    await tickets[0]!.destroy();
    const item = (await testDb.db.models.OrderItem.findOne({ where: { orderId: order.id } }))!;
    await item.update({ quantity });
    return { order, item };
  }

  it('signs every ticket of an order for its own id and type, at the issue time, and stores the code whole', async () => {
    const { order, item } = await orderLine(120);
    const issued = await testDb.db.write((transaction) =>
      createTicketService(testDb.db.models, keys.active).issueForOrder(order, [item], { transaction, now: NOW }),
    );
    expect(issued).toHaveLength(120);
    const stored = await testDb.db.models.Ticket.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']] });
    expect(stored.map((ticket) => [ticket.id, ticket.code])).toEqual(issued.map((ticket) => [ticket.id, ticket.code]));
    expect(new Set(stored.map((ticket) => ticket.code)).size).toBe(120);
    for (const ticket of stored) {
      expect(ticket.code).toHaveLength(SIGNED_CODE_LENGTH);
      expect(ticket.code).toMatch(TICKET_CODE_PATTERN);
      expect(verifyTicketCode(ticket.code, keys.accepted)).toEqual({
        ok: true,
        kid: keys.active.kid,
        claims: { ticketId: ticket.id, ticketTypeId: item.ticketTypeId, issuedAt: NOW_SECONDS },
      });
    }
  });

  it('rolls the tickets back with the transaction that issued them', async () => {
    const { order, item } = await orderLine(3);
    await expect(
      testDb.db.write(async (transaction) => {
        await createTicketService(testDb.db.models, keys.active).issueForOrder(order, [item], { transaction, now: NOW });
        throw new Error('fulfilment failed later');
      }),
    ).rejects.toThrow('fulfilment failed later');
    expect(await testDb.db.models.Ticket.count({ where: { orderId: order.id } })).toBe(0);
  });

  it('gives a re-issued ticket a new signed code with a fresh issue time, and revokes the old one, random or signed', async () => {
    // A ticket issued before signed codes: its random code still answers, until it is re-issued.
    const { tickets } = await createPaidOrder(testDb.db, { holders: ['Awa Diallo'] });
    const ticket = tickets[0]!;
    const randomCode = ticket.code;
    expect(randomCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const first = await testDb.db.write((transaction) => reissueTicketCode(testDb.db.models, ticket, 'renamed', NOW, transaction, keys.active));
    expect(verifyTicketCode(first, keys.accepted)).toMatchObject({ ok: true, claims: { ticketId: ticket.id, ticketTypeId: ticket.ticketTypeId, issuedAt: NOW_SECONDS } });
    expect(await revocationOf(testDb.db.models, randomCode)).toMatchObject({ ticketId: ticket.id, reason: 'renamed' });

    const later = new Date(NOW.getTime() + 60_000);
    const second = await testDb.db.write((transaction) => reissueTicketCode(testDb.db.models, ticket, 'transferred', later, transaction, keys.active));
    expect(second).not.toBe(first);
    expect(verifyTicketCode(second, keys.accepted)).toMatchObject({ ok: true, claims: { issuedAt: NOW_SECONDS + 60 } });
    expect(await revocationOf(testDb.db.models, first)).toMatchObject({ ticketId: ticket.id, reason: 'transferred' });
    expect((await ticket.reload()).code).toBe(second);
  });

  it('keeps codes byte for byte: another case of a code names no ticket', async () => {
    const { order, item } = await orderLine(1);
    const [ticket] = await testDb.db.write((transaction) =>
      createTicketService(testDb.db.models, keys.active).issueForOrder(order, [item], { transaction, now: NOW }),
    );
    const { Ticket } = testDb.db.models;
    expect(await Ticket.count({ where: { code: ticket!.code } })).toBe(1);
    const swapped = [...ticket!.code].map((ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase())).join('');
    expect(swapped).not.toBe(ticket!.code);
    expect(await Ticket.count({ where: { code: swapped } })).toBe(0);
    // Whatever is typed at the door compares without a database error.
    for (const typed of ['élodie', 'Łukasz 🎟️', '“code”', '']) expect(await Ticket.count({ where: { code: typed } })).toBe(0);
  });

  it('signs with the key it is given: a code of another key is not one of ours', async () => {
    const { order, item } = await orderLine(1);
    const stranger = signingKeyFromSeed(generateSigningSeed());
    const [ticket] = await testDb.db.write((transaction) =>
      createTicketService(testDb.db.models, stranger).issueForOrder(order, [item], { transaction, now: NOW }),
    );
    expect(verifyTicketCode(ticket!.code, keys.accepted)).toEqual({ ok: false, reason: 'unknown_key' });
  });
});
