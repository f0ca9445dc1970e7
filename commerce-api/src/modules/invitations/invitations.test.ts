import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyTicketCode } from '@kizomba/ticket-signature';
import { createApp } from '../../app.js';
import { createTicketKeys } from '../../lib/ticket-keys.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import type { TicketTypeInstance } from '../catalogue/index.js';
import { ORDER_CONFIRMATION_KIND } from '../mail/outbox.js';
import { createMailRenderers } from '../../services.js';
import { PermanentMailError } from '../mail/index.js';
import { renderOrderConfirmationMail } from '../tickets/index.js';
import { INVITATION_SUBJECT } from '../mail/templates/invitation.js';
import { renderInvitationMail } from './mail.js';
import { INVITATION_KIND, hashInvitationToken } from './service.js';

const NOW = new Date('2026-12-02T10:00:00Z');
const DAY = 24 * 60 * 60_000;

describeEachDatabase('invitations', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let admin: UserInstance;
  let scanner: UserInstance;
  let awa: UserInstance;
  let dayPass: TicketTypeInstance;
  let now: Date;

  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user, { now }).token}`;
  const call = (method: 'get' | 'post', path: string, user?: UserInstance | null, body?: unknown) => {
    let req = request(app)[method](path);
    if (user) req = req.set('Authorization', bearer(user));
    return body === undefined ? req : req.send(body as object);
  };
  const audit = (action: string) => testDb.db.models.AuditLog.findAll({ where: { action }, order: [['id', 'ASC']] });
  const outbox = (kind: string) => testDb.db.models.OutboxMessage.findAll({ where: { kind }, order: [['id', 'ASC']] });

  /** The link of an invitation e-mail, as rendered for sending, and its token. */
  async function linkOf(message: Awaited<ReturnType<typeof outbox>>[number]) {
    const mail = await renderInvitationMail({ models: testDb.db.models, config: testDb.config }, message, now);
    const match = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    return { mail, token: match![1]!, url: match![0] };
  }

  async function invite(body: Record<string, unknown> = {}) {
    const res = await call('post', '/api/admin/invitations', admin, {
      email: 'Nadia.Artiste@example.org',
      name: 'Nadia Kassav',
      ticketTypeId: dayPass.id,
      quantity: 2,
      message: 'Merci pour ton atelier !\nÀ très vite.',
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const messages = await outbox(INVITATION_KIND);
    const { token } = await linkOf(messages[messages.length - 1]!);
    return { invitation: res.body.invitation, token };
  }

  const counters = async () => {
    const t = (await testDb.db.models.TicketType.findByPk(dayPass.id))!;
    return { sold: t.soldCount, held: t.heldCount };
  };

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target, { API_AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    const { User, TicketType } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    awa = await User.create({ email: 'awa.invite@example.org', firstName: 'Awa', lastName: 'Diallo' });
    dayPass = (await TicketType.findOne({ where: { slug: 'full-pass' } }))!;
    app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => now });
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    now = NOW;
    await testDb.db.models.OutboxMessage.destroy({ where: {} });
    await testDb.db.models.AuditLog.destroy({ where: {} });
    await testDb.db.models.TicketType.update({ quota: 1000, soldCount: 0, heldCount: 0 }, { where: { id: dayPass.id } });
  });

  it('answers 401 to a guest, 403 to a user and to a scanner, on every admin endpoint', async () => {
    const calls: Array<['get' | 'post', string, unknown?]> = [
      ['get', '/api/admin/invitations'],
      ['post', '/api/admin/invitations', { email: 'x@example.org', name: 'X', ticketTypeId: 1, quantity: 1 }],
      ['post', '/api/admin/invitations/1/revoke'],
      ['post', '/api/admin/invitations/1/resend'],
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
    expect(await testDb.db.models.Invitation.count({ where: { email: 'x@example.org' } })).toBe(0);
  });

  it('invites, e-mails a working link, shows it, claims it into a 0 € order with tickets e-mailed; a second claim is 410', async () => {
    expect(createMailRenderers({ models: testDb.db.models, config: testDb.config })[INVITATION_KIND]).toBeTypeOf('function');
    const res = await call('post', '/api/admin/invitations', admin, {
      email: 'nadia.artiste@example.org',
      name: 'Nadia Kassav',
      ticketTypeId: dayPass.id,
      quantity: 2,
      message: 'Merci pour ton atelier !',
    });
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const expiresAt = new Date(NOW.getTime() + 30 * DAY).toISOString();
    expect(res.body.invitation).toMatchObject({
      email: 'nadia.artiste@example.org',
      name: 'Nadia Kassav',
      ticketTypeId: dayPass.id,
      ticketTypeName: dayPass.name,
      quantity: 2,
      message: 'Merci pour ton atelier !',
      status: 'sent',
      expiresAt,
      claimedAt: null,
      orderNumber: null,
      locale: 'fr',
      createdBy: { id: admin.id },
    });
    const id = res.body.invitation.id as number;
    const [created] = await audit('invitation.created');
    expect(created).toMatchObject({ actorId: admin.id, targetType: 'invitation', targetId: String(id) });

    // The e-mail: French, the message, the ticket type and quantity, the link, the expiry in fr-FR.
    const [message] = await outbox(INVITATION_KIND);
    expect(message!.recipient).toBe('nadia.artiste@example.org');
    expect(JSON.stringify(message!.payload)).not.toMatch(/[A-Za-z0-9_-]{43}"/); // the token travels sealed only
    const { mail, token, url } = await linkOf(message!);
    expect(mail.subject).toBe(INVITATION_SUBJECT);
    expect(mail.subject).toBe('Vous êtes invité·e au Kizomba Lumière Festival');
    expect(mail.text).toContain('Merci pour ton atelier !');
    expect(mail.text).toContain(`Billet : ${dayPass.name}`);
    expect(mail.text).toContain('Quantité : 2');
    expect(mail.text).toContain(`${testDb.config.publicSiteUrl}${url}`);
    expect(mail.text).toContain('1 janvier 2027 à 11:00');
    expect(mail.html).toContain(`${testDb.config.publicSiteUrl}/invitation/${token}`);
    const stored = (await testDb.db.models.Invitation.findByPk(id))!;
    expect(stored.tokenHash).toBe(hashInvitationToken(token));

    const shown = await call('get', `/api/invitations/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      invitation: { name: 'Nadia Kassav', ticketTypeName: dayPass.name, quantity: 2, role: null, ticketsPerUnit: 1, message: 'Merci pour ton atelier !', status: 'sent', expiresAt },
    });
    // The guest's page names the ticket type in the page's language (French when it has none).
    const friday = (await testDb.db.models.TicketType.findOne({ where: { slug: 'soiree-vendredi' } }))!;
    await stored.update({ ticketTypeId: friday.id });
    expect((await call('get', `/api/invitations/${token}`).set('X-Locale', 'en')).body.invitation.ticketTypeName).toBe('Friday party');
    expect((await call('get', `/api/invitations/${token}`)).body.invitation.ticketTypeName).toBe('Soirée du vendredi');
    await stored.update({ ticketTypeId: dayPass.id });
    const unknown = await call('get', `/api/invitations/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('INVITATION_NOT_FOUND');
    expect((await call('get', '/api/invitations/short')).status).toBe(404);

    now = new Date(NOW.getTime() + DAY);
    const claim = await call('post', `/api/invitations/${token}/claim`, null, { holderNames: ['  Awa Diallo ', ''] });
    expect(claim.status, JSON.stringify(claim.body)).toBe(201);
    expect(claim.body).toEqual({ orderId: expect.any(String), orderNumber: expect.stringMatching(/^KL-/) });

    const { Order, OrderItem, Ticket } = testDb.db.models;
    const order = (await Order.findByPk(claim.body.orderId))!;
    expect(order).toMatchObject({
      number: claim.body.orderNumber,
      status: 'completed',
      source: 'invitation',
      email: 'nadia.artiste@example.org',
      firstName: 'Nadia',
      lastName: 'Kassav',
      subtotalCents: 0,
      discountCents: 0,
      totalCents: 0,
      holdActive: false,
      promoCodeId: null,
    });
    expect(order.phone).toBe('');
    expect(order.billingAddress).toMatchObject({ line1: '', city: '', country: '' });
    expect(await OrderItem.findAll({ where: { orderId: order.id }, raw: true })).toEqual([
      expect.objectContaining({ ticketTypeId: dayPass.id, name: dayPass.name, quantity: 2, unitPriceCents: 0, discountCents: 0 }),
    ]);
    const tickets = await Ticket.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']] });
    expect(tickets.map((t) => [t.holderName, t.status, t.ticketTypeId])).toEqual([
      ['Awa Diallo', 'valid', dayPass.id],
      ['Nadia Kassav', 'valid', dayPass.id],
    ]);
    // Signed like a bought ticket's (the app's key, claimed now): a guest's ticket verifies offline too.
    const keys = createTicketKeys(testDb.config);
    for (const ticket of tickets) {
      expect(verifyTicketCode(ticket.code, keys.accepted)).toEqual({
        ok: true,
        kid: keys.active.kid,
        claims: { ticketId: ticket.id, ticketTypeId: dayPass.id, issuedAt: Math.floor(now.getTime() / 1000) },
      });
    }
    expect(await counters()).toEqual({ sold: 2, held: 0 });

    // The tickets e-mail, exactly as for a bought order (PDF attached).
    const [confirmation] = await outbox(ORDER_CONFIRMATION_KIND);
    expect(confirmation).toMatchObject({ recipient: 'nadia.artiste@example.org', dedupeKey: `order-confirmation:${order.id}` });
    const ticketsMail = await renderOrderConfirmationMail({ models: testDb.db.models, config: testDb.config }, confirmation!);
    expect(ticketsMail.subject).toContain(order.number);
    expect(ticketsMail.text).toContain('Invitation (offerte)');
    expect(ticketsMail.attachments).toHaveLength(1);

    const again = await call('post', `/api/invitations/${token}/claim`, null, {});
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('INVITATION_UNAVAILABLE');
    expect(await Order.count({ where: { source: 'invitation', email: 'nadia.artiste@example.org' } })).toBe(1);

    const after = await call('get', `/api/invitations/${token}`);
    expect(after.body.invitation.status).toBe('claimed');
    const list = await call('get', '/api/admin/invitations?status=claimed', admin);
    expect(list.body.data.find((i: { id: number }) => i.id === id)).toMatchObject({
      status: 'claimed',
      claimedAt: now.toISOString(),
      orderNumber: order.number,
    });
    // The mail of a claimed invitation is never sent (were it still queued).
    await expect(renderInvitationMail({ models: testDb.db.models, config: testDb.config }, message!, now)).rejects.toBeInstanceOf(PermanentMailError);

    // Claimed: neither revoked nor resent.
    for (const action of ['revoke', 'resend']) {
      const res2 = await call('post', `/api/admin/invitations/${id}/${action}`, admin);
      expect(res2.status).toBe(409);
      expect(res2.body.error.code).toBe('INVITATION_CLAIMED');
    }
  });

  it('refuses a claim of a revoked or an expired invitation with 410, changing nothing', async () => {
    const revoked = await invite();
    const res = await call('post', `/api/admin/invitations/${revoked.invitation.id}/revoke`, admin);
    expect(res.status).toBe(200);
    expect(res.body.invitation.status).toBe('revoked');
    expect(await audit('invitation.revoked')).toHaveLength(1);
    const refused = await call('post', `/api/invitations/${revoked.token}/claim`, null, {});
    expect(refused.status).toBe(410);
    expect(refused.body.error.code).toBe('INVITATION_UNAVAILABLE');
    expect((await call('get', `/api/invitations/${revoked.token}`)).body.invitation.status).toBe('revoked');
    const resend = await call('post', `/api/admin/invitations/${revoked.invitation.id}/resend`, admin);
    expect(resend.status).toBe(409);

    const expiring = await invite({ expiresAt: new Date(NOW.getTime() + DAY).toISOString() });
    expect(expiring.invitation.expiresAt).toBe(new Date(NOW.getTime() + DAY).toISOString());
    now = new Date(NOW.getTime() + DAY);
    const expired = await call('post', `/api/invitations/${expiring.token}/claim`, null, {});
    expect(expired.status).toBe(410);
    expect((await call('get', `/api/invitations/${expiring.token}`)).body.invitation.status).toBe('expired');
    const list = await call('get', '/api/admin/invitations?status=expired', admin);
    expect(list.body.data.map((i: { id: number }) => i.id)).toContain(expiring.invitation.id);
    expect(list.body.data.every((i: { status: string }) => i.status === 'expired')).toBe(true);

    expect(await counters()).toEqual({ sold: 0, held: 0 });
    expect(await outbox(ORDER_CONFIRMATION_KIND)).toHaveLength(0);

    const missing = await call('post', '/api/admin/invitations/999999/revoke', admin);
    expect(missing.status).toBe(404);
  });

  it('resend makes a new link: the old one is dead, the new one works; an expired one gets 30 more days', async () => {
    const first = await invite({ expiresAt: new Date(NOW.getTime() + DAY).toISOString() });
    now = new Date(NOW.getTime() + 2 * DAY);
    const res = await call('post', `/api/admin/invitations/${first.invitation.id}/resend`, admin);
    expect(res.status).toBe(202);
    expect(res.body.message).toContain('nadia.artiste@example.org');
    expect(await audit('invitation.resent')).toHaveLength(1);

    const messages = await outbox(INVITATION_KIND);
    expect(messages).toHaveLength(2);
    // The first e-mail would carry a dead link: it is dropped, never sent.
    await expect(renderInvitationMail({ models: testDb.db.models, config: testDb.config }, messages[0]!, now)).rejects.toBeInstanceOf(PermanentMailError);
    const { token, mail } = await linkOf(messages[1]!);
    expect(token).not.toBe(first.token);
    expect(mail.text).toContain('3 janvier 2027');

    expect((await call('get', `/api/invitations/${first.token}`)).status).toBe(404);
    expect((await call('post', `/api/invitations/${first.token}/claim`, null, {})).status).toBe(404);
    const shown = await call('get', `/api/invitations/${token}`);
    expect(shown.body.invitation).toMatchObject({ status: 'sent', expiresAt: new Date(now.getTime() + 30 * DAY).toISOString() });
    const claim = await call('post', `/api/invitations/${token}/claim`, null, {});
    expect(claim.status).toBe(201);
  });

  it('lets exactly one of two concurrent claims win', async () => {
    const { token, invitation } = await invite({ quantity: 1 });
    const results = await Promise.all([
      call('post', `/api/invitations/${token}/claim`, null, {}),
      call('post', `/api/invitations/${token}/claim`, null, {}),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 410]);
    expect(await testDb.db.models.Order.count({ where: { source: 'invitation', email: 'nadia.artiste@example.org' } })).toBeGreaterThanOrEqual(1);
    const stored = (await testDb.db.models.Invitation.findByPk(invitation.id))!;
    expect(stored.status).toBe('claimed');
    expect(await testDb.db.models.Ticket.count({ where: { orderId: stored.orderId! } })).toBe(1);
    expect(await counters()).toEqual({ sold: 1, held: 0 });
    expect(await outbox(ORDER_CONFIRMATION_KIND)).toHaveLength(1);
  });

  it('answers 409 SOLD_OUT when the quota cannot give the seats, and changes nothing', async () => {
    const { token, invitation } = await invite({ quantity: 2 });
    await testDb.db.models.TicketType.update({ quota: 10, soldCount: 8, heldCount: 1 }, { where: { id: dayPass.id } });
    const ordersBefore = await testDb.db.models.Order.count();
    const res = await call('post', `/api/invitations/${token}/claim`, null, {});
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('SOLD_OUT');
    expect(await counters()).toEqual({ sold: 8, held: 1 });
    expect(await testDb.db.models.Order.count()).toBe(ordersBefore);
    expect(await outbox(ORDER_CONFIRMATION_KIND)).toHaveLength(0);
    const stored = (await testDb.db.models.Invitation.findByPk(invitation.id))!;
    expect(stored).toMatchObject({ status: 'sent', claimedAt: null, orderId: null });
    // Once a seat more is free, the same link works.
    await testDb.db.models.TicketType.update({ heldCount: 0 }, { where: { id: dayPass.id } });
    expect((await call('post', `/api/invitations/${token}/claim`, null, {})).status).toBe(201);
    expect(await counters()).toEqual({ sold: 10, held: 0 });
  });

  it('validates the admin input and the holder names (400, nothing stored)', async () => {
    const before = await testDb.db.models.Invitation.count();
    const base = { email: 'x@example.org', name: 'X Y', ticketTypeId: dayPass.id, quantity: 1 };
    for (const body of [
      { ...base, quantity: 0 },
      { ...base, quantity: 11 },
      { ...base, email: 'pas-un-email' },
      { ...base, name: '  ' },
      { ...base, message: 'a'.repeat(1001) },
      { ...base, ticketTypeId: 999_999 },
      { ...base, expiresAt: new Date(NOW.getTime() - DAY).toISOString() },
    ]) {
      const res = await call('post', '/api/admin/invitations', admin, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    expect(await testDb.db.models.Invitation.count()).toBe(before);
    expect(await outbox(INVITATION_KIND)).toHaveLength(0);

    const { token } = await invite({ quantity: 1 });
    const tooMany = await call('post', `/api/invitations/${token}/claim`, null, { holderNames: ['A', 'B'] });
    expect(tooMany.status).toBe(400);
    expect((await call('get', `/api/invitations/${token}`)).body.invitation.status).toBe('sent');
  });

  it('lists with search and pagination, newest first', async () => {
    await invite({ email: 'first@example.org', name: 'Première Personne' });
    now = new Date(NOW.getTime() + 1000);
    await invite({ email: 'second@example.org', name: 'Seconde Personne', locale: 'pt' });
    const res = await call('get', '/api/admin/invitations?q=personne&pageSize=1', admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 1 });
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    expect(res.body.data[0].email).toBe('second@example.org');
    const one = await call('get', '/api/admin/invitations?q=first%40example', admin);
    expect(one.body.data.map((i: { email: string }) => i.email)).toEqual(['first@example.org']);
    // Each invitation says which language its guest reads.
    expect(res.body.data[0].locale).toBe('pt');
    expect(one.body.data[0].locale).toBe('fr');
    expect((await call('get', '/api/admin/invitations?status=nope', admin)).status).toBe(400);
  });

  describe('dance roles', () => {
    let workshop: TicketTypeInstance;
    let couplePass: TicketTypeInstance;
    const roleCounters = async (id: number) => {
      const t = (await testDb.db.models.TicketType.findByPk(id))!;
      return { sold: t.soldCount, held: t.heldCount, leaderSold: t.leaderSold, leaderHeld: t.leaderHeld, followerSold: t.followerSold, followerHeld: t.followerHeld };
    };
    const ticketsOf = (orderId: string) => testDb.db.models.Ticket.findAll({ where: { orderId }, order: [['id', 'ASC']] });

    beforeAll(async () => {
      const { TicketType } = testDb.db.models;
      workshop = (await TicketType.findOne({ where: { slug: 'workshop-pass' } }))!;
      couplePass = (await TicketType.findOne({ where: { slug: 'pass-couple' } }))!;
      expect([workshop.danceRoles, couplePass.danceRoles]).toEqual(['balanced', 'couple']);
    });
    beforeEach(async () => {
      const { TicketType } = testDb.db.models;
      const zero = { soldCount: 0, heldCount: 0, leaderSold: 0, leaderHeld: 0, followerSold: 0, followerHeld: 0 };
      await TicketType.update({ ...zero, quota: 120, balanceRatioPermille: 1_200, balanceAllowFirst: 10, leaderCap: null, followerCap: null }, { where: { id: workshop.id } });
      await TicketType.update({ ...zero, quota: 50 }, { where: { id: couplePass.id } });
    });

    it('a balanced invitation carries the role: claimed, the order line and the tickets have it, the role counters move', async () => {
      const { invitation, token } = await invite({ ticketTypeId: workshop.id, quantity: 2, role: 'follower' });
      expect(invitation).toMatchObject({ ticketTypeId: workshop.id, quantity: 2, role: 'follower' });
      const listed = await call('get', '/api/admin/invitations?q=nadia.artiste', admin);
      expect(listed.body.data[0].role).toBe('follower');
      const shown = await call('get', `/api/invitations/${token}`);
      expect(shown.body.invitation).toMatchObject({ quantity: 2, role: 'follower', ticketsPerUnit: 1 });
      const messages = await outbox(INVITATION_KIND);
      expect((await linkOf(messages[messages.length - 1]!)).mail.text).toContain('Workshop Pass — Suiveur');

      const claim = await call('post', `/api/invitations/${token}/claim`, null, { holderNames: ['Awa Diallo'] });
      expect(claim.status, JSON.stringify(claim.body)).toBe(201);
      const item = (await testDb.db.models.OrderItem.findOne({ where: { orderId: claim.body.orderId } }))!;
      expect([item.role, item.quantity]).toEqual(['follower', 2]);
      const tickets = await ticketsOf(claim.body.orderId);
      expect(tickets.map((t) => [t.role, t.holderFirstName, t.holderLastName, t.holderEmail])).toEqual([
        ['follower', 'Awa', 'Diallo', 'nadia.artiste@example.org'],
        ['follower', 'Nadia', 'Kassav', 'nadia.artiste@example.org'],
      ]);
      expect(await roleCounters(workshop.id)).toEqual({ sold: 2, held: 0, leaderSold: 0, leaderHeld: 0, followerSold: 2, followerHeld: 0 });
    });

    it('refuses a balanced invitation without a role, and a role on a type without roles (400, French field error, nothing stored)', async () => {
      const before = await testDb.db.models.Invitation.count();
      const body = { email: 'guest@example.org', name: 'Invité Danse', quantity: 1 };
      const missing = await call('post', '/api/admin/invitations', admin, { ...body, ticketTypeId: workshop.id });
      expect(missing.status).toBe(400);
      expect(missing.body.error.code).toBe('VALIDATION_ERROR');
      expect(missing.body.error.fields).toEqual([{ field: 'role', message: expect.stringMatching(/rôle de danse.*guideur/) }]);
      for (const ticketTypeId of [dayPass.id, couplePass.id]) {
        const refused = await call('post', '/api/admin/invitations', admin, { ...body, ticketTypeId, role: 'leader' });
        expect(refused.status).toBe(400);
        expect(refused.body.error.fields).toEqual([{ field: 'role', message: expect.stringMatching(/rôle de danse/) }]);
      }
      const garbage = await call('post', '/api/admin/invitations', admin, { ...body, ticketTypeId: workshop.id, role: 'lead' });
      expect(garbage.status).toBe(400);
      expect(garbage.body.error.fields[0].field).toBe('role');
      expect(await testDb.db.models.Invitation.count()).toBe(before);
      expect(await outbox(INVITATION_KIND)).toHaveLength(0);
    });

    it('a balanced invitation is refused (409, nothing changed) when its role is out of balance', async () => {
      await testDb.db.models.TicketType.update({ leaderSold: 12, followerSold: 10, soldCount: 22 }, { where: { id: workshop.id } });
      const { token } = await invite({ ticketTypeId: workshop.id, quantity: 1, role: 'leader' });
      const refused = await call('post', `/api/invitations/${token}/claim`, null, {});
      expect([refused.status, refused.body.error.code]).toEqual([409, 'SOLD_OUT']);
      expect((await call('get', `/api/invitations/${token}`)).body.invitation.status).toBe('sent');
      expect(await roleCounters(workshop.id)).toMatchObject({ sold: 22, held: 0, leaderSold: 12, leaderHeld: 0 });
      // The other role still balances the class.
      const follower = await invite({ ticketTypeId: workshop.id, quantity: 1, role: 'follower' });
      expect((await call('post', `/api/invitations/${follower.token}/claim`, null, {})).status).toBe(201);
    });

    it('a couple-pass invitation of 2 issues 4 tickets (leader then follower per couple) and takes 2 couples', async () => {
      const { invitation, token } = await invite({ ticketTypeId: couplePass.id, quantity: 2 });
      expect(invitation.role).toBeNull();
      expect((await call('get', `/api/invitations/${token}`)).body.invitation).toMatchObject({ quantity: 2, role: null, ticketsPerUnit: 2 });
      const tooMany = await call('post', `/api/invitations/${token}/claim`, null, { holderNames: ['A B', 'C D', 'E F', 'G H', 'I J'] });
      expect(tooMany.status).toBe(400);

      const claim = await call('post', `/api/invitations/${token}/claim`, null, { holderNames: ['Awa Diallo', 'Malik Sow', '', 'Léa Martin'] });
      expect(claim.status, JSON.stringify(claim.body)).toBe(201);
      const tickets = await ticketsOf(claim.body.orderId);
      expect(tickets.map((t) => [t.role, t.holderName])).toEqual([
        ['leader', 'Awa Diallo'],
        ['follower', 'Malik Sow'],
        ['leader', 'Nadia Kassav'],
        ['follower', 'Léa Martin'],
      ]);
      const item = (await testDb.db.models.OrderItem.findOne({ where: { orderId: claim.body.orderId } }))!;
      expect([item.role, item.quantity, item.holders?.length]).toEqual([null, 2, 4]);
      expect(await roleCounters(couplePass.id)).toEqual({ sold: 2, held: 0, leaderSold: 0, leaderHeld: 0, followerSold: 0, followerHeld: 0 });
    });
  });

  it('rate-limits the claim per IP', async () => {
    const limited = createApp({ config: { ...testDb.config, authRateLimitPerMinute: 2 }, logger, db: testDb.db, clock: () => now });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await request(limited).post(`/api/invitations/${'B'.repeat(43)}/claim`).send({})).status);
    expect(statuses).toEqual([404, 404, 429]);
  });
});
