import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { AccountTicket } from '@kizomba/api-contract/account';
import { Verdict } from '@kizomba/api-contract/scanner';
import { verifyTicketCode } from '@kizomba/ticket-signature';
import { PublicTransferAnswer, TransferAcceptAnswer } from '@kizomba/api-contract/transfers';
import { createApp } from '../../app.js';
import { createServices } from '../../services.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { expectContract } from '../../test/contract.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import { createPaidOrder } from '../mail/mail.test-helper.js';
import type { OrderInstance } from '../orders/index.js';
import { loadOrderTicketsDocument, reissueTicketCode, renderOrderTicketsDocument, ticketCodeHash, type TicketInstance } from '../tickets/index.js';
import { open } from '../../lib/sealed.js';
import { createTicketKeys } from '../../lib/ticket-keys.js';
import { TICKET_PDF_MAIL_KIND, TRANSFER_ACCEPTED_MAIL_KIND, TRANSFER_OFFER_MAIL_KIND, TRANSFER_WINDOW_HOURS } from './service.js';

const run = promisify(execFile);
const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Friday of the festival, 20:00 in Paris: the seeded Full Pass is valid at the door. */
const NOW = new Date('2027-04-16T18:00:00Z');
const HOUR = 3_600_000;

describeEachDatabase('transfers (name change, transfer, accept, cancel, expiry)', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let services: ReturnType<typeof createServices>;
  let now: Date;
  let awa: UserInstance;
  let bob: UserInstance;
  let carla: UserInstance;
  let admin: UserInstance;
  let scanner: UserInstance;
  let order: OrderInstance;
  let tickets: TicketInstance[];

  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user, { now }).token}`;
  const as = (user: UserInstance | null, req: request.Test) => (user ? req.set('Authorization', bearer(user)) : req);
  const transfer = (user: UserInstance | null, id: number | string, body: unknown) =>
    as(
      user,
      request(app)
        .post(`/api/account/tickets/${id}/transfer`)
        .send(body as object),
    );
  const cancel = (user: UserInstance | null, id: number | string) => as(user, request(app).delete(`/api/account/tickets/${id}/transfer`));
  const rename = (user: UserInstance | null, id: number | string, body: unknown) =>
    as(
      user,
      request(app)
        .patch(`/api/account/tickets/${id}/holder`)
        .send(body as object),
    );
  const myTickets = async (user: UserInstance) => (await as(user, request(app).get('/api/account/tickets'))).body.data as Array<{ id: number; code: string }>;
  const checkIn = (code: string) => request(app).post('/api/admin/scanner/check-in').set('Authorization', bearer(scanner)).send({ code });
  /** A new code is signed with the app's active key for this ticket, issued now. */
  const expectSignedFor = (code: string, ticket: TicketInstance) =>
    expect(verifyTicketCode(code, services.ticketKeys.accepted)).toEqual({
      ok: true,
      kid: services.ticketKeys.active.kid,
      claims: { ticketId: ticket.id, ticketTypeId: ticket.ticketTypeId, issuedAt: Math.floor(now.getTime() / 1000) },
    });
  const outbox = (kind: string) => testDb.db.models.OutboxMessage.findAll({ where: { kind }, order: [['id', 'ASC']] });
  const audits = (action: string) => testDb.db.models.AuditLog.findAll({ where: { action }, order: [['id', 'ASC']] });
  const toCarla = { firstName: 'Carla', lastName: 'Lopes', email: 'Carla.Lopes@example.org' };
  /** The acceptance token, read back from the sealed outbox payload as the e-mail would carry it. */
  const tokenOf = async () => {
    const [offer] = await outbox(TRANSFER_OFFER_MAIL_KIND);
    return open(testDb.config, String(offer!.payload.sealedToken));
  };

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target, { API_AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    const { User } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    awa = await User.create({ email: 'awa.diallo@example.org', firstName: 'Awa', lastName: 'Diallo', emailVerifiedAt: NOW });
    bob = await User.create({ email: 'bob@example.org', firstName: 'Bob', lastName: 'Martin', emailVerifiedAt: NOW });
    carla = await User.create({ email: 'carla.lopes@example.org', firstName: 'Carla', lastName: 'Lopes', emailVerifiedAt: NOW });
    const deps = { config: { ...testDb.config, rateLimitPerMinute: 0 }, logger, db: testDb.db, clock: () => now };
    services = createServices(deps);
    app = createApp({ ...deps, services });
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    const { Scan, Ticket, OrderItem, Order, TicketTransfer, RevokedTicketCode, TicketResale, OutboxMessage, AuditLog, FestivalSettings } = testDb.db.models;
    for (const model of [Scan, TicketResale, TicketTransfer, RevokedTicketCode, Ticket, OrderItem, Order, OutboxMessage, AuditLog, FestivalSettings] as const) {
      await (model as unknown as { destroy: (o: object) => Promise<number> }).destroy({ where: {} });
    }
    now = NOW;
    ({ order, tickets } = await createPaidOrder(testDb.db, { email: awa.email, holders: ['Awa Diallo', 'Élodie Ferré'] }));
    await order.update({ userId: awa.id });
    await tickets[0]!.update({ role: 'leader', holderFirstName: 'Awa', holderLastName: 'Diallo', holderEmail: awa.email });
  });

  it('changes the name on a ticket: a new code, the old one « Billet remplacé » at the door, a new PDF to the holder, audited', async () => {
    const ticket = tickets[0]!;
    const oldCode = ticket.code;
    const res = await rename(awa, ticket.id, { firstName: ' Awa ', lastName: 'Diallo-Sow' });
    expect(res.status).toBe(200);
    expectContract(res.body, AccountTicket);
    expect(res.body.ticket).toMatchObject({
      id: ticket.id,
      holderName: 'Awa Diallo-Sow',
      holder: { firstName: 'Awa', lastName: 'Diallo-Sow', email: awa.email },
      role: 'leader',
    });
    expect(res.body.ticket.code).not.toBe(oldCode);
    expectSignedFor(res.body.ticket.code, ticket);
    const revoked = await testDb.db.models.RevokedTicketCode.findByPk(ticketCodeHash(oldCode));
    expect(revoked).toMatchObject({ ticketId: ticket.id, reason: 'renamed' });
    const [pdfMail] = await outbox(TICKET_PDF_MAIL_KIND);
    expect(pdfMail).toMatchObject({ recipient: awa.email, payload: { ticketId: ticket.id, event: 'renamed', codeHash: ticketCodeHash(res.body.ticket.code) } });
    const rendered = await services.mailRenderers[TICKET_PDF_MAIL_KIND]!(pdfMail!);
    expect(rendered.attachments).toHaveLength(1);
    expect(rendered.text).toContain('Le nom sur votre billet « Full Pass » a bien été changé');
    expect((await audits('ticket.renamed')).map((a) => a.details)).toEqual([{ from: 'Awa Diallo', to: 'Awa Diallo-Sow' }]);

    const door = await checkIn(oldCode);
    expectContract(door.body, Verdict);
    expect(door.body).toMatchObject({ result: 'renamed', message: 'Billet remplacé', ticket: { id: ticket.id, holderName: 'Awa Diallo-Sow', role: 'leader' } });
    expect((await checkIn(res.body.ticket.code)).body.result).toBe('valid');

    // Once let in, the ticket can no longer change name.
    const again = await rename(awa, ticket.id, { firstName: 'Awa', lastName: 'Diallo-Sow' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('TRANSFER_CHECKED_IN');
  });

  it('refuses a name change that is not the holder’s, empty, or too long; a repeated one changes nothing', async () => {
    const ticket = tickets[1]!;
    expect((await rename(null, ticket.id, { firstName: 'X', lastName: 'Y' })).status).toBe(401);
    for (const stranger of [bob, scanner, admin]) {
      const res = await rename(stranger, ticket.id, { firstName: 'X', lastName: 'Y' });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('TICKET_NOT_FOUND');
    }
    expect((await rename(awa, 'abc', { firstName: 'X', lastName: 'Y' })).status).toBe(404);
    expect((await rename(awa, 999999, { firstName: 'X', lastName: 'Y' })).status).toBe(404);
    const empty = await rename(awa, ticket.id, { firstName: '  ', lastName: 'Y' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual([expect.objectContaining({ field: 'firstName', message: 'Veuillez renseigner le prénom.' })]);
    const english = await rename(awa, ticket.id, { firstName: 'X', lastName: 'Y'.repeat(101) }).set('X-Locale', 'en');
    expect(english.body.error.fields).toEqual([
      expect.objectContaining({ field: 'lastName', message: 'The first and last names cannot exceed 100 characters.' }),
    ]);
    const first = await rename(awa, ticket.id, { firstName: 'Élodie', lastName: 'Ferré-Martin' });
    expect(first.status).toBe(200);
    const second = await rename(awa, ticket.id, { firstName: 'Élodie', lastName: 'Ferré-Martin' });
    expect(second.body.ticket.code).toBe(first.body.ticket.code);
    expect(await outbox(TICKET_PDF_MAIL_KIND)).toHaveLength(1);
  });

  it('transfers a ticket: old code revoked at once, the recipient accepts once, gets a new code and PDF; the sender is told and no longer lists it', async () => {
    const ticket = tickets[0]!;
    const oldCode = ticket.code;
    const res = await transfer(awa, ticket.id, { ...toCarla, locale: 'en' });
    expect(res.status).toBe(201);
    expectContract(res.body, AccountTicket);
    expect(res.body.ticket).toMatchObject({
      code: '',
      canTransfer: false,
      canResell: false,
      transfer: { toFirstName: 'Carla', toLastName: 'Lopes', toEmail: 'carla.lopes@example.org' },
    });
    expect(new Date(res.body.ticket.transfer.expiresAt).getTime()).toBe(NOW.getTime() + TRANSFER_WINDOW_HOURS * HOUR);
    // The old QR code no longer opens the door, from now on.
    expect((await checkIn(oldCode)).body).toMatchObject({ result: 'transferred', message: 'Billet transféré' });
    // The PDF cannot be downloaded while in transfer.
    expect((await as(awa, request(app).get(`/api/account/tickets/${ticket.id}/pdf`))).status).toBe(409);

    const [offer] = await outbox(TRANSFER_OFFER_MAIL_KIND);
    expect(offer!.recipient).toBe('carla.lopes@example.org');
    expect(JSON.stringify(offer!.payload)).not.toContain(await tokenOf());
    const offerMail = await services.mailRenderers[TRANSFER_OFFER_MAIL_KIND]!(offer!);
    const token = await tokenOf();
    expect(offerMail.subject).toBe('Awa Diallo is giving you their ticket for Kizomba Lumière Festival');
    expect(offerMail.text).toContain(`/en/transfer/${token}`);
    expect(offerMail.text).toContain('Dance role on the ticket: Leader.');

    const shown = await request(app).get(`/api/ticket-transfers/${token}`);
    expect(shown.status).toBe(200);
    expectContract(shown.body, PublicTransferAnswer);
    expect(shown.body.transfer).toMatchObject({ status: 'pending', ticketTypeName: 'Full Pass', role: 'leader', fromName: 'Awa Diallo', toFirstName: 'Carla' });

    now = new Date(NOW.getTime() + HOUR);
    const accepted = await request(app).post(`/api/ticket-transfers/${token}/accept`);
    expect(accepted.status).toBe(200);
    expectContract(accepted.body, TransferAcceptAnswer);
    expect(accepted.body).toMatchObject({ transfer: { status: 'accepted' }, emailedTo: 'carla.lopes@example.org', dashboardPath: '/dashboard/tickets' });
    await ticket.reload();
    expect(ticket).toMatchObject({ holderFirstName: 'Carla', holderLastName: 'Lopes', holderEmail: 'carla.lopes@example.org', holderName: 'Carla Lopes' });
    expect(ticket.transferredAt).not.toBeNull();

    // Accepting twice, or an unknown/garbage token, changes nothing.
    const twice = await request(app).post(`/api/ticket-transfers/${token}/accept`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('TRANSFER_NOT_PENDING');
    expect((await request(app).post(`/api/ticket-transfers/${'x'.repeat(43)}/accept`)).status).toBe(404);
    expect((await request(app).get('/api/ticket-transfers/garbage')).status).toBe(404);

    const pdfMails = await outbox(TICKET_PDF_MAIL_KIND);
    expect(pdfMails.map((m) => [m.recipient, m.payload.event, m.payload.locale])).toEqual([['carla.lopes@example.org', 'transferred', 'en']]);
    const pdfMail = await services.mailRenderers[TICKET_PDF_MAIL_KIND]!(pdfMails[0]!);
    expect(pdfMail.text).toContain('The « Full Pass » ticket that Awa Diallo transferred to you is now in your name.');
    const [told] = await outbox(TRANSFER_ACCEPTED_MAIL_KIND);
    expect(told!.recipient).toBe(awa.email);
    expect((await services.mailRenderers[TRANSFER_ACCEPTED_MAIL_KIND]!(told!)).subject).toBe('Carla Lopes a accepté votre billet');

    // The dashboards: gone from the sender's, on the recipient's (verified e-mail), with a code never sent before.
    expect((await myTickets(awa)).map((t) => t.id)).toEqual([tickets[1]!.id]);
    const carlas = await myTickets(carla);
    expect(carlas.map((t) => t.id)).toEqual([ticket.id]);
    expect(carlas[0]!.code).toBe(ticket.code);
    expect(carlas[0]!.code).not.toBe(oldCode);
    expect((await as(carla, request(app).get(`/api/account/tickets/${ticket.id}/pdf`))).status).toBe(200);
    expect((await checkIn(carlas[0]!.code)).body.result).toBe('valid');
    // The buyer's order PDF no longer carries it.
    const document = await loadOrderTicketsDocument(testDb.db.models, order);
    expect(document.tickets.map((t) => t.id)).toEqual([tickets[1]!.id]);
    expect((await audits('ticket.transfer-requested')).length).toBe(1);
    expect((await audits('ticket.transfer-accepted')).length).toBe(1);
  });

  it('shows a transferred ticket only on an account whose e-mail is verified', async () => {
    await carla.update({ emailVerifiedAt: null });
    try {
      await transfer(awa, tickets[0]!.id, toCarla);
      await request(app).post(`/api/ticket-transfers/${await tokenOf()}/accept`);
      expect(await myTickets(carla)).toEqual([]);
    } finally {
      await carla.update({ emailVerifiedAt: NOW });
    }
  });

  it('refuses a transfer by a stranger, another buyer, door staff or an admin, and garbage bodies', async () => {
    const id = tickets[0]!.id;
    expect((await transfer(null, id, toCarla)).status).toBe(401);
    for (const stranger of [bob, scanner, admin]) {
      const res = await transfer(stranger, id, toCarla);
      expect(res.status).toBe(404);
    }
    expect((await cancel(bob, id)).status).toBe(404);
    const bad = await transfer(awa, id, { firstName: 'Carla', lastName: '', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'lastName']);
    expect((await transfer(awa, id, { ...toCarla, locale: 'xx' })).status).toBe(400);
    expect((await transfer(awa, id, 'garbage')).status).toBe(400);
    expect(await testDb.db.models.TicketTransfer.count()).toBe(0);
    expect(await testDb.db.models.RevokedTicketCode.count()).toBe(0);
  });

  it('refuses a transfer to oneself, twice, of a checked-in, refunded or resale-listed ticket, and after the deadline', async () => {
    const [first, second] = tickets as [TicketInstance, TicketInstance];
    const self = await transfer(awa, first.id, { firstName: 'Awa', lastName: 'D', email: 'AWA.diallo@example.org' });
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe('TRANSFER_TO_SELF');

    // The friend a ticket was named for at checkout may receive it (it then moves to their dashboard).
    await second.update({ holderFirstName: 'Carla', holderLastName: 'Lopes', holderEmail: 'carla.lopes@example.org' });
    expect((await transfer(awa, second.id, toCarla)).status).toBe(201);
    expect((await cancel(awa, second.id)).status).toBe(200);
    await second.reload();

    expect((await transfer(awa, first.id, toCarla)).status).toBe(201);
    const twice = await transfer(awa, first.id, { ...toCarla, email: 'someone@example.org' });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ code: 'TRANSFER_PENDING' });
    expect((await rename(awa, first.id, { firstName: 'A', lastName: 'B' })).body.error.code).toBe('TRANSFER_PENDING');

    await second.update({ checkedInAt: NOW });
    expect((await transfer(awa, second.id, toCarla)).body.error.code).toBe('TRANSFER_CHECKED_IN');
    await second.update({ checkedInAt: null, status: 'refunded' });
    expect((await transfer(awa, second.id, toCarla)).body.error.code).toBe('TRANSFER_TICKET_INVALID');
    await second.update({ status: 'valid' });
    const listing = await testDb.db.models.TicketResale.create({
      ticketId: second.id,
      ticketTypeId: second.ticketTypeId,
      sellerOrderId: order.id,
      sellerUserId: awa.id,
      priceCents: 11_650,
      createdAt: NOW,
      updatedAt: NOW,
    });
    const onResale = await transfer(awa, second.id, toCarla);
    expect(onResale.status).toBe(409);
    expect(onResale.body.error).toEqual({
      code: 'TRANSFER_ON_RESALE',
      message: 'Ce billet est en revente : retirez-le de la revente avant de le transférer ou d’en changer le nom.',
    });
    // The door refuses a ticket on resale.
    expect((await checkIn(second.code)).body).toMatchObject({ result: 'on_resale', message: 'Billet en revente', ticket: { id: second.id } });
    await listing.destroy();

    await testDb.db.models.FestivalSettings.create({ id: 1, transferDeadline: new Date(NOW.getTime() - 1000), createdAt: NOW, updatedAt: NOW });
    const closed = await transfer(awa, second.id, toCarla).set('X-Locale', 'de');
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('TRANSFER_CLOSED');
    expect(closed.body.error.message).toContain('Die Frist für Namensänderungen');
    expect((await rename(awa, second.id, { firstName: 'A', lastName: 'B' })).body.error.code).toBe('TRANSFER_CLOSED');
    const view = (await as(awa, request(app).get(`/api/account/tickets/${second.id}`))).body.ticket;
    expect(view).toMatchObject({ canTransfer: false, canResell: false, transferDeadline: new Date(NOW.getTime() - 1000).toISOString() });
  });

  it('cancels a pending transfer: the ticket comes back with a new code and its PDF; the link then answers 410', async () => {
    const ticket = tickets[0]!;
    const oldCode = ticket.code;
    await transfer(awa, ticket.id, toCarla);
    const token = await tokenOf();
    const res = await cancel(awa, ticket.id);
    expect(res.status).toBe(200);
    expect(res.body.ticket.transfer).toBeNull();
    expectSignedFor(res.body.ticket.code, ticket);
    expect(res.body.ticket.code).not.toBe(oldCode);
    expect((await checkIn(oldCode)).body.result).toBe('transferred');
    const [pdf] = await outbox(TICKET_PDF_MAIL_KIND);
    expect(pdf).toMatchObject({ recipient: awa.email, payload: { event: 'cancelled' } });
    expect((await services.mailRenderers[TICKET_PDF_MAIL_KIND]!(pdf!)).text).toContain('Vous avez annulé le transfert');
    // The offer e-mail, had it not gone yet, is never sent now.
    await expect(services.mailRenderers[TRANSFER_OFFER_MAIL_KIND]!((await outbox(TRANSFER_OFFER_MAIL_KIND))[0]!)).rejects.toThrow(/statut cancelled/);
    const late = await request(app).post(`/api/ticket-transfers/${token}/accept`);
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe('TRANSFER_CANCELLED');
    expect((await cancel(awa, ticket.id)).body.error.code).toBe('TRANSFER_NOT_PENDING');
    expect((await audits('ticket.transfer-cancelled')).length).toBe(1);
    expect((await myTickets(awa)).map((t) => t.id)).toContain(ticket.id);
  });

  it('expires an unanswered transfer: the token answers 410, the sweeper gives the ticket back with a new code', async () => {
    const ticket = tickets[0]!;
    await transfer(awa, ticket.id, toCarla);
    const token = await tokenOf();
    await ticket.reload();
    const pendingCode = ticket.code;
    now = new Date(NOW.getTime() + TRANSFER_WINDOW_HOURS * HOUR + 1000);
    expect((await request(app).get(`/api/ticket-transfers/${token}`)).body.transfer.status).toBe('expired');
    const late = await request(app).post(`/api/ticket-transfers/${token}/accept`);
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe('TRANSFER_EXPIRED');
    expect(await services.transfers.expireDue(now)).toBe(1);
    expect(await services.transfers.expireDue(now)).toBe(0);
    await ticket.reload();
    expect(ticket.code).not.toBe(pendingCode);
    expect(ticket.holderEmail).toBe(awa.email);
    expect((await outbox(TICKET_PDF_MAIL_KIND)).map((m) => [m.recipient, m.payload.event])).toEqual([[awa.email, 'expired']]);
    expect((await audits('ticket.transfer-expired')).length).toBe(1);
    expect((await myTickets(awa)).find((t) => t.id === ticket.id)?.code).toBe(ticket.code);
  });

  it('ends a transfer at the deadline when it comes before 72 hours', async () => {
    const deadline = new Date(NOW.getTime() + 5 * HOUR);
    await testDb.db.models.FestivalSettings.create({ id: 1, transferDeadline: deadline, createdAt: NOW, updatedAt: NOW });
    const res = await transfer(awa, tickets[0]!.id, toCarla);
    expect(res.body.ticket.transfer.expiresAt).toBe(deadline.toISOString());
  });

  it('names each ticket’s holder and role in the order e-mail, with « Gérer mes billets » through the quick access', async () => {
    const { OutboxMessage } = testDb.db.models;
    const message = await OutboxMessage.create({
      kind: 'order-confirmation',
      dedupeKey: `order-confirmation:${order.id}`,
      recipient: order.email,
      payload: { orderId: order.id },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: NOW,
    });
    const mail = await services.mailRenderers['order-confirmation']!(message);
    expect(mail.text).toContain('- Full Pass — Awa Diallo (Guideur)');
    expect(mail.text).toContain('- Full Pass — Élodie Ferré\n');
    expect(mail.text).toContain(`connectez-vous avec l’adresse e-mail de cette commande.\n${testDb.config.publicSiteUrl}/quick-access?redirect=%2Fdashboard%2Ftickets\n`);
    expect(mail.html).toContain('Awa Diallo (Guideur)');
    expect(mail.html).toContain('>Gérer mes billets</a>');
  });

  it('answers « Billet revendu » for the code of a resold ticket (reissueTicketCode, as the resale uses it)', async () => {
    const ticket = tickets[1]!;
    const oldCode = ticket.code;
    await testDb.db.write(async (transaction) => {
      await reissueTicketCode(testDb.db.models, ticket, 'resold', now, transaction, createTicketKeys(testDb.config).active);
      await ticket.update({ status: 'refunded' }, { transaction });
    });
    expect(ticket.code).not.toBe(oldCode);
    const door = await checkIn(oldCode);
    expect(door.body).toMatchObject({ result: 'resold', message: 'Billet revendu', ticket: { id: ticket.id, holderName: 'Élodie Ferré' } });
    const [scan] = await testDb.db.models.Scan.findAll({ order: [['id', 'DESC']], limit: 1 });
    expect(scan).toMatchObject({ result: 'resold', ticketId: ticket.id });
    expect((await checkIn('y'.repeat(43))).body.result).toBe('unknown');
  });

  it('prints the holder and the role on the PDF ticket', async () => {
    const document = await loadOrderTicketsDocument(testDb.db.models, order, { ticketId: tickets[0]!.id });
    expect(document.data.tickets).toEqual([expect.objectContaining({ holderName: 'Awa Diallo', role: 'leader' })]);
    if (!hasPoppler) return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'transfer-pdf-'));
    try {
      const file = path.join(dir, 'billet.pdf');
      fs.writeFileSync(file, await renderOrderTicketsDocument(document));
      const { stdout } = await run('pdftotext', [file, '-']);
      expect(stdout).toContain('Awa Diallo');
      expect(stdout).toContain('Rôle : Guideur');
      const english = await loadOrderTicketsDocument(testDb.db.models, order, { ticketId: tickets[0]!.id, locale: 'en' });
      fs.writeFileSync(file, await renderOrderTicketsDocument(english));
      expect((await run('pdftotext', [file, '-'])).stdout).toContain('Role: Leader');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
