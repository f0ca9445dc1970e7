import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createMailRenderers } from '../../services.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import { createCatalogueService, type TicketTypeAttributes } from '../catalogue/index.js';
import { createOrderLifecycle } from '../orders/index.js';
import { consumeOfferForOrder } from './consume.js';
import { createWaitingListDispatcher, startWaitingListDispatcher } from './dispatcher.js';
import { nudgeWaitingList } from './nudge.js';
import { offerHoursAt } from './offer-window.js';
import { WAITING_CONFIRMATION_KIND, WAITING_OFFER_KIND, WAITING_REMOVED_KIND } from './service.js';

const NOW = new Date('2027-01-10T10:00:00Z');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('offer window', () => {
  const windows = { offerHours: [48, 24, 6], offerThresholdDays: [14, 3] };
  const start = new Date('2027-04-16T00:00:00+02:00');
  it('shrinks from 48 h to 24 h to 6 h as the festival nears', () => {
    expect(offerHoursAt(windows, new Date(start.getTime() - 30 * DAY), start)).toBe(48);
    expect(offerHoursAt(windows, new Date(start.getTime() - 14 * DAY + HOUR), start)).toBe(24);
    expect(offerHoursAt(windows, new Date(start.getTime() - 4 * DAY), start)).toBe(24);
    expect(offerHoursAt(windows, new Date(start.getTime() - 3 * DAY + HOUR), start)).toBe(6);
    expect(offerHoursAt(windows, new Date(start.getTime() + DAY), start)).toBe(6);
  });
});

describeEachDatabase('waiting list', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let admin: UserInstance;
  let scanner: UserInstance;
  let awa: UserInstance;
  let now: Date;

  const models = () => testDb.db.models;
  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user, { now }).token}`;
  const joinOnly = (body: unknown, locale = 'fr') => request(app).post('/api/waiting-list').set('X-Locale', locale).send(body as object);
  const confirm = (token: string, locale = 'fr') => request(app).post(`/api/waiting-list/entries/${token}/confirm`).set('X-Locale', locale);
  const dispatcher = () => createWaitingListDispatcher({ db: testDb.db, config: testDb.config, clock: () => now });
  const outbox = (kind: string) => models().OutboxMessage.findAll({ where: { kind }, order: [['id', 'ASC']] });
  const renderers = () => createMailRenderers({ models: models(), config: testDb.config });
  const audit = (action: string) => models().AuditLog.count({ where: { action } });

  async function typeWith(state: Partial<TicketTypeAttributes> = {}) {
    return models().TicketType.create({
      slug: `wl-${randomBytes(5).toString('hex')}`,
      name: 'Atelier du samedi',
      category: 'workshop',
      priceCents: 4_500,
      quota: 2,
      soldCount: 2,
      salesStart: new Date(NOW.getTime() - 30 * DAY),
      salesEnd: new Date(NOW.getTime() + 60 * DAY),
      ...state,
    });
  }

  /** The link token in the newest e-mail of `kind`, as the outbox would send it. */
  async function tokenFrom(kind: string, path: string): Promise<{ token: string; text: string; html: string; subject: string }> {
    const messages = await outbox(kind);
    const mail = await renderers()[kind]!(messages[messages.length - 1]!);
    const match = new RegExp(`/${path}/([A-Za-z0-9_-]{43})`).exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    return { token: match![1]!, text: mail.text, html: mail.html, subject: mail.subject };
  }

  /** The management link of the newest pending (or given) entry of `email`, from its confirmation e-mail. */
  async function confirmationToken(ticketTypeId: number, email: string): Promise<{ token: string; text: string; subject: string }> {
    const entry = (await models().WaitingListEntry.findOne({ where: { ticketTypeId, emailKey: email.toLowerCase().replace(/\+[^@]*@/, '@') }, order: [['id', 'DESC']] }))!;
    const messages = (await outbox(WAITING_CONFIRMATION_KIND)).filter((m) => m.payload.entryId === entry.id);
    const mail = await renderers()[WAITING_CONFIRMATION_KIND]!(messages[messages.length - 1]!);
    const token = /\/waiting-list\/entry\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    return { token, text: mail.text, subject: mail.subject };
  }

  /** Joins, then confirms from the e-mailed link as the person does: the join's answer with the confirmed entry. */
  async function join(body: unknown, locale = 'fr'): Promise<{ status: number; body: any }> {
    const joined = await joinOnly(body, locale);
    if (joined.body?.entry?.status !== 'pending') return joined;
    const { ticketTypeId, email } = body as { ticketTypeId: number; email: string };
    const confirmed = await confirm((await confirmationToken(ticketTypeId, email)).token, locale);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    return { status: joined.status, body: { ...joined.body, entry: confirmed.body.entry, confirmation: confirmed.body.message } };
  }

  async function order(status: 'pending' | 'completed' | 'failed') {
    return models().Order.create({
      id: randomUUID(),
      number: `KL-${randomBytes(4).toString('hex').toUpperCase()}`,
      status,
      email: 'awa@example.org',
      firstName: 'Awa',
      lastName: 'Diallo',
      phone: '+33 6 12 34 56 78',
      billingAddress: { line1: '1 rue', line2: null, postalCode: '69002', city: 'Lyon', country: 'FR', state: null, isInternational: false },
      currency: 'EUR',
      subtotalCents: 4_500,
      discountCents: 0,
      totalCents: 4_500,
      holdExpiresAt: now,
      holdActive: false,
      createdAt: now,
      updatedAt: now,
    });
  }

  const counters = async (id: number) => {
    const t = (await models().TicketType.findByPk(id))!;
    return { sold: t.soldCount, held: t.heldCount, leaderHeld: t.leaderHeld, followerHeld: t.followerHeld };
  };

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target, { API_SENSITIVE_RATE_LIMIT_PER_MINUTE: '0' });
    const { User } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    awa = await User.create({ email: 'awa.waiting@example.org', firstName: 'Awa', lastName: 'Diallo' });
    app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => now });
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    now = NOW;
    await models().OutboxMessage.destroy({ where: {} });
    // The dispatcher serves every list of the database: earlier tests' lists are closed first.
    await models().WaitingListOffer.update({ status: 'withdrawn' }, { where: { status: ['open', 'ordered'] } });
    await models().WaitingListEntry.update({ status: 'left' }, { where: { status: ['pending', 'waiting', 'offered'] } });
  });

  it('joins a sold-out type with a position, answers the same entry to the same mailbox, shows it and lets the person leave', async () => {
    const type = await typeWith();
    const first = await join({ ticketTypeId: type.id, quantity: 2, email: 'Awa.Diallo+festival@example.org' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ alreadyJoined: false, entry: { ticketTypeId: type.id, quantity: 2, status: 'waiting', position: 1, role: null, offer: null } });
    expect(first.body.message).toBe('Confirmez votre inscription : nous vous avons envoyé un e-mail à awa.diallo+festival@example.org. Votre place dans la file compte à partir de la confirmation.');
    expect(first.body.confirmation).toBe('C’est confirmé : vous êtes sur la liste d’attente, en position 1.');
    const second = await join({ ticketTypeId: type.id, email: 'nadia@example.org' }, 'en');
    expect(second.status).toBe(201);
    expect(second.body.entry.position).toBe(2);
    expect(second.body.message).toBe('Please confirm your registration: we have sent an email to nadia@example.org. Your place in the queue counts from the moment you confirm.');

    const again = await join({ ticketTypeId: type.id, quantity: 1, email: 'awa.diallo@example.org' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ alreadyJoined: true, entry: { position: 1, quantity: 2 } });
    expect(await models().WaitingListEntry.count({ where: { ticketTypeId: type.id } })).toBe(2);
    expect(await outbox(WAITING_CONFIRMATION_KIND)).toHaveLength(2);
    expect(await audit('waiting-list.joined')).toBeGreaterThanOrEqual(2);

    // The e-mail asks to confirm; its button opens the entry's page, in the entry's language.
    const messages = await outbox(WAITING_CONFIRMATION_KIND);
    const english = await renderers()[WAITING_CONFIRMATION_KIND]!(messages[1]!);
    expect(english.subject).toBe('Please confirm your place on the Kizomba Lumière Festival waiting list');
    expect(english.text).toMatch(/Confirm my registration: .*\/en\/waiting-list\/entry\/[A-Za-z0-9_-]{43}/);
    expect(english.text).not.toMatch(/in position \d/);
    const french = await renderers()[WAITING_CONFIRMATION_KIND]!(messages[0]!);
    expect(french.text).toContain('2 places « Atelier du samedi »');
    expect(french.text).toContain('Confirmez votre inscription avec le bouton ci-dessous dans les 48 heures');
    const token = /\/waiting-list\/entry\/([A-Za-z0-9_-]{43})/.exec(french.text)![1]!;
    expect(await models().WaitingListEntry.count({ where: { tokenHash: token } })).toBe(0);

    const shown = await request(app).get(`/api/waiting-list/entries/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body.entry).toMatchObject({ position: 1, status: 'waiting', ticketTypeName: 'Atelier du samedi' });

    const left = await request(app).delete(`/api/waiting-list/entries/${token}`);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ entry: { status: 'left', position: null }, message: 'Vous avez quitté la liste d’attente.' });
    expect((await request(app).delete(`/api/waiting-list/entries/${token}`)).status).toBe(200);
    const nadia = (await models().WaitingListEntry.findOne({ where: { ticketTypeId: type.id, emailKey: 'nadia@example.org' } }))!;
    expect(nadia.status).toBe('waiting');
    expect((await request(app).get('/api/admin/waiting-lists/' + type.id).set('Authorization', bearer(admin))).body.entries[0]).toMatchObject({
      email: 'nadia@example.org',
      position: 1,
    });
    // Left, the same mailbox may join again: a new entry at the back.
    const back = await join({ ticketTypeId: type.id, email: 'awa.diallo@example.org' });
    expect(back.status).toBe(201);
    expect(back.body.entry.position).toBe(2);
  });

  it('keeps one entry when the same mailbox joins the same list many times at once', async () => {
    const type = await typeWith();
    const answers = await Promise.all(Array.from({ length: 6 }, () => joinOnly({ ticketTypeId: type.id, email: 'twice@example.org' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => `${a.body.entry.status}:${a.body.entry.position}`))).toEqual(new Set(['pending:null']));
    expect(await models().WaitingListEntry.count({ where: { ticketTypeId: type.id } })).toBe(1);
    expect(await outbox(WAITING_CONFIRMATION_KIND)).toHaveLength(1);
  });

  it('refuses garbage, unknown or hidden types, a type on sale, too many places, wrong roles, and unknown or malformed links', async () => {
    const soldOut = await typeWith();
    const onSale = await typeWith({ soldCount: 0 });
    const hidden = await typeWith({ visible: false });
    const closed = await typeWith({ salesEnd: new Date(NOW.getTime() - DAY) });
    const balanced = await typeWith({ danceRoles: 'balanced', quota: 10, soldCount: 10, followerSold: 5, leaderSold: 5 });
    const cases: Array<[unknown, number, string]> = [
      [{}, 400, 'VALIDATION_ERROR'],
      [{ ticketTypeId: 'abc', email: 'a@example.org' }, 400, 'VALIDATION_ERROR'],
      [{ ticketTypeId: soldOut.id, email: 'not-an-address' }, 400, 'VALIDATION_ERROR'],
      [{ ticketTypeId: soldOut.id, email: 'a@example.org', quantity: 5 }, 400, 'VALIDATION_ERROR'],
      [{ ticketTypeId: soldOut.id, email: 'a@example.org', quantity: 0 }, 400, 'VALIDATION_ERROR'],
      [{ ticketTypeId: soldOut.id, email: 'a@example.org', role: 'lead' }, 400, 'VALIDATION_ERROR'],
      [{ ticketTypeId: soldOut.id, email: 'a@example.org', role: 'leader' }, 400, 'ROLE_NOT_ALLOWED'],
      [{ ticketTypeId: balanced.id, email: 'a@example.org' }, 400, 'ROLE_REQUIRED'],
      [{ ticketTypeId: 999_999, email: 'a@example.org' }, 404, 'TICKET_TYPE_NOT_FOUND'],
      [{ ticketTypeId: hidden.id, email: 'a@example.org' }, 404, 'TICKET_TYPE_NOT_FOUND'],
      [{ ticketTypeId: onSale.id, email: 'a@example.org' }, 409, 'TICKET_AVAILABLE'],
      [{ ticketTypeId: closed.id, email: 'a@example.org' }, 409, 'WAITING_LIST_CLOSED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await join(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.code, JSON.stringify(body)).toBe(code);
    }
    const tooMany = await join({ ticketTypeId: soldOut.id, email: 'a@example.org', quantity: 5 }, 'de');
    expect(tooMany.body.error.message).toContain('Sie können auf höchstens 4 Plätze warten.');
    const available = await join({ ticketTypeId: onSale.id, email: 'a@example.org' }, 'en');
    expect(available.body.error.message).toBe('“Atelier du samedi” places are on sale: you can book them straight away, no need for the waiting list.');
    expect(await models().WaitingListEntry.count({ where: { emailKey: 'a@example.org' } })).toBe(0);

    const stranger = randomBytes(32).toString('base64url');
    for (const path of [`/api/waiting-list/entries/${stranger}`, '/api/waiting-list/entries/short', `/api/waiting-list/offers/${stranger}`, '/api/waiting-list/offers/x']) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(404);
    }
    expect((await request(app).delete(`/api/waiting-list/entries/${stranger}`)).status).toBe(404);
    for (const token of [stranger, 'short']) {
      const unknown = await confirm(token);
      expect(unknown.status, token).toBe(404);
      expect(unknown.body.error.code).toBe('WAITING_ENTRY_NOT_FOUND');
    }
    const claim = await request(app).post(`/api/waiting-list/offers/${stranger}/claim`);
    expect(claim.status).toBe(404);
    expect(claim.body.error.code).toBe('OFFER_NOT_FOUND');
  });

  it('counts a join nowhere until it is confirmed: no gate, no offer, no figures; confirmed, it is in line from then', async () => {
    const type = await typeWith({ quota: 2, soldCount: 1, heldCount: 1 });
    const catalogue = createCatalogueService(models());
    const pending = await joinOnly({ ticketTypeId: type.id, quantity: 1, email: 'early@example.org' });
    expect(pending.status).toBe(201);
    expect(pending.body).toMatchObject({ alreadyJoined: false, entry: { status: 'pending', position: null } });
    await join({ ticketTypeId: type.id, quantity: 1, email: 'confirmed@example.org' });
    const { token } = await confirmationToken(type.id, 'early@example.org');

    // Opening the link (a GET: mail scanners do) confirms nothing.
    const shown = await request(app).get(`/api/waiting-list/entries/${token}`);
    expect(shown.body.entry).toMatchObject({ status: 'pending', position: null });
    const figures = (await request(app).get('/api/admin/waiting-lists').set('Authorization', bearer(admin))).body.data.find((l: { ticketTypeId: number }) => l.ticketTypeId === type.id);
    expect(figures).toMatchObject({ waitingPeople: 1, waitingPlaces: 1, revenueWaiting: 45 });
    const detail = await request(app).get(`/api/admin/waiting-lists/${type.id}`).set('Authorization', bearer(admin));
    expect(detail.body.entries.map((e: { email: string; status: string; position: number | null }) => [e.email, e.status, e.position])).toEqual([
      ['confirmed@example.org', 'waiting', 1],
      ['early@example.org', 'pending', null],
    ]);

    // A place frees: it goes to the confirmed person, whatever the pending one joined first.
    await testDb.db.write((transaction) => catalogue.releaseSeats(type.id, 1, { transaction }));
    expect(await catalogue.holdSeats(type.id, 1)).toBe(false);
    expect(await dispatcher().runOnce()).toMatchObject({ offered: 1 });
    expect((await models().WaitingListEntry.findAll({ where: { ticketTypeId: type.id }, order: [['id', 'ASC']] })).map((e) => e.status)).toEqual(['pending', 'offered']);

    // With nobody confirmed, the gate lets the public through: a pending join holds nothing back.
    const open = await typeWith({ quota: 2, soldCount: 1, heldCount: 1 });
    await joinOnly({ ticketTypeId: open.id, quantity: 2, email: 'ghost@example.org' });
    await testDb.db.write((transaction) => catalogue.releaseSeats(open.id, 1, { transaction }));
    expect(await dispatcher().runOnce()).toMatchObject({ offered: 0 });
    expect((await request(app).post('/api/cart/add').send({ ticketId: open.id, quantity: 1 })).status).toBe(200);

    // Confirmed: audited, in line from now (behind nobody here), then offered the next freed place.
    now = new Date(NOW.getTime() + HOUR);
    const confirmed = await confirm(token, 'en');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ entry: { status: 'waiting', position: 1 }, message: 'Confirmed: you are on the waiting list, in position 1.' });
    expect(confirmed.headers['cache-control']).toBe('no-store');
    const entry = (await models().WaitingListEntry.findOne({ where: { ticketTypeId: type.id, emailKey: 'early@example.org' } }))!;
    expect(entry.queuedAt.toISOString()).toBe(now.toISOString());
    expect(await audit('waiting-list.confirmed')).toBeGreaterThanOrEqual(2);
    // Again: the entry as it is, nothing changes.
    const twice = await confirm(token);
    expect(twice.status).toBe(200);
    expect(twice.body.entry).toMatchObject({ status: 'waiting', position: 1 });
    expect((await models().WaitingListEntry.findByPk(entry.id))!.queuedAt.toISOString()).toBe(now.toISOString());
    // The festival adds a place.
    await models().TicketType.update({ quota: 3 }, { where: { id: type.id } });
    expect(await dispatcher().runOnce()).toMatchObject({ offered: 1 });
    expect((await models().WaitingListEntry.findByPk(entry.id))!.status).toBe('offered');
    const offered = await confirm(token);
    expect(offered.status).toBe(200);
    expect(offered.body.entry).toMatchObject({ status: 'offered', position: null });
  });

  it('answers a pending mailbox joining again with the same entry, its e-mail again at most every 10 minutes; refuses a confirmation after 48 h, then sweeps it', async () => {
    const type = await typeWith();
    const body = { ticketTypeId: type.id, email: 'slow@example.org' };
    expect((await joinOnly(body)).status).toBe(201);
    const { token } = await confirmationToken(type.id, 'slow@example.org');
    now = new Date(NOW.getTime() + 5 * 60_000);
    const again = await joinOnly(body, 'en');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ alreadyJoined: true, entry: { status: 'pending', position: null }, message: 'Please confirm your registration: we have sent an email to slow@example.org. Your place in the queue counts from the moment you confirm.' });
    expect(await outbox(WAITING_CONFIRMATION_KIND)).toHaveLength(1);
    now = new Date(NOW.getTime() + 11 * 60_000);
    expect((await joinOnly(body)).status).toBe(200);
    expect((await joinOnly(body)).status).toBe(200);
    expect(await outbox(WAITING_CONFIRMATION_KIND)).toHaveLength(2);
    // The e-mail sent again carries the same link.
    expect((await confirmationToken(type.id, 'slow@example.org')).token).toBe(token);
    expect(await models().WaitingListEntry.count({ where: { ticketTypeId: type.id } })).toBe(1);

    now = new Date(NOW.getTime() + 48 * HOUR);
    const late = await confirm(token, 'de');
    expect(late.status).toBe(410);
    expect(late.body.error).toMatchObject({ code: 'WAITING_CONFIRMATION_EXPIRED' });
    expect(late.body.error.message).toContain('Bitte melden Sie sich auf der Ticketseite erneut an.');
    expect(await dispatcher().runOnce()).toMatchObject({ unconfirmed: 1 });
    expect((await request(app).get(`/api/waiting-list/entries/${token}`)).body.entry.status).toBe('left');
    expect((await confirm(token)).status).toBe(409);

    // Joining again starts over: a new pending entry, a new link.
    const anew = await joinOnly(body);
    expect(anew.status).toBe(201);
    expect(anew.body.entry.status).toBe('pending');
    const fresh = await confirmationToken(type.id, 'slow@example.org');
    expect(fresh.token).not.toBe(token);
    expect((await confirm(fresh.token)).body.entry).toMatchObject({ status: 'waiting', position: 1 });
  });

  it('keeps a freed place for the waiting list (the public gate), offers it in line order, skipping who does not fit', async () => {
    const type = await typeWith({ quota: 3, soldCount: 1, heldCount: 2 });
    const catalogue = createCatalogueService(models());
    await join({ ticketTypeId: type.id, quantity: 2, email: 'big@example.org' });
    await join({ ticketTypeId: type.id, quantity: 1, email: 'first@example.org' });
    await join({ ticketTypeId: type.id, quantity: 1, email: 'second@example.org' });
    expect(await dispatcher().runOnce()).toMatchObject({ offered: 0 });

    // A checkout's hold of one place expires: the place is the waiting list's, not the public's.
    await testDb.db.write((transaction) => catalogue.releaseSeats(type.id, 1, { transaction }));
    expect(await catalogue.holdSeats(type.id, 1)).toBe(false);
    const buyer = await request(app).post('/api/cart/add').send({ ticketId: type.id, quantity: 1 });
    expect(buyer.status, JSON.stringify(buyer.body)).toBe(409);
    expect(await dispatcher().runOnce()).toMatchObject({ offered: 1 });
    const offered = await models().WaitingListEntry.findAll({ where: { ticketTypeId: type.id }, order: [['id', 'ASC']] });
    expect(offered.map((e) => e.status)).toEqual(['waiting', 'offered', 'waiting']);
    expect(await counters(type.id)).toMatchObject({ sold: 1, held: 2 });
    expect(await outbox(WAITING_OFFER_KIND)).toHaveLength(1);
    expect(await audit('waiting-list.offered')).toBeGreaterThanOrEqual(1);

    const { token, text, subject } = await tokenFrom(WAITING_OFFER_KIND, 'waiting-list/offer');
    expect(subject).toBe('Une place s’est libérée pour vous au Kizomba Lumière Festival');
    // 48 h later, Paris time, in French.
    expect(text).toContain('jusqu’au 12 janvier 2027 à 11:00 (heure de Paris)');
    expect(text).toContain('Montant : 45,00');
    const shown = await request(app).get(`/api/waiting-list/offers/${token}`);
    expect(shown.body.offer).toMatchObject({ quantity: 1, status: 'open', unitPrice: 45, total: 45, expiresAt: new Date(NOW.getTime() + 48 * HOUR).toISOString() });
  });

  it('passes an expired offer to the next person, requeues the first, removes who let two offers lapse', async () => {
    const type = await typeWith({ quota: 2, soldCount: 1 });
    const entries = [];
    for (const email of ['a@example.org', 'b@example.org']) {
      // Joined while the last place was a pending checkout's.
      await models().TicketType.update({ heldCount: 1 }, { where: { id: type.id } });
      entries.push((await join({ ticketTypeId: type.id, email }, email.startsWith('a') ? 'fr' : 'pl')).body.entry);
    }
    await models().TicketType.update({ heldCount: 0 }, { where: { id: type.id } });
    const status = async () => (await models().WaitingListEntry.findAll({ where: { ticketTypeId: type.id }, order: [['id', 'ASC']] })).map((e) => `${e.status}/${e.lapses}`);

    await dispatcher().runOnce();
    expect(await status()).toEqual(['offered/0', 'waiting/0']);
    now = new Date(NOW.getTime() + 48 * HOUR + 1);
    expect(await dispatcher().runOnce()).toMatchObject({ lapsed: 1, offered: 1 });
    expect(await status()).toEqual(['waiting/1', 'offered/0']);
    expect(await counters(type.id)).toMatchObject({ held: 1 });
    const polish = await tokenFrom(WAITING_OFFER_KIND, 'waiting-list/offer');
    expect(polish.text).toMatch(/\/pl\/waiting-list\/offer\//);
    expect(polish.subject).toBe('Zwolniło się 1 miejsce dla Państwa na Kizomba Lumière Festival');

    now = new Date(now.getTime() + 48 * HOUR + 1);
    expect(await dispatcher().runOnce()).toMatchObject({ lapsed: 1, offered: 1 });
    expect(await status()).toEqual(['offered/1', 'waiting/1']);

    now = new Date(now.getTime() + 48 * HOUR + 1);
    expect(await dispatcher().runOnce()).toMatchObject({ lapsed: 1, removed: 1, offered: 1 });
    expect(await status()).toEqual(['removed/2', 'offered/1']);
    expect(await outbox(WAITING_REMOVED_KIND)).toHaveLength(1);
    const removed = await renderers()[WAITING_REMOVED_KIND]!((await outbox(WAITING_REMOVED_KIND))[0]!);
    expect(removed.subject).toBe('Vous avez quitté la liste d’attente du Kizomba Lumière Festival');
    expect(await counters(type.id)).toMatchObject({ sold: 1, held: 1 });
    expect(await audit('waiting-list.offer-lapsed')).toBeGreaterThanOrEqual(3);
    // A lapsed offer's e-mail is never sent late.
    const first = (await outbox(WAITING_OFFER_KIND))[0]!;
    await expect(renderers()[WAITING_OFFER_KIND]!(first)).rejects.toThrow(/statut lapsed/);
  });

  it('claims an offer into its own cart (same cart again), single-use once an order consumed it; a failed order re-opens it, a paid one converts it', async () => {
    const type = await typeWith({ quota: 2, soldCount: 2 });
    await join({ ticketTypeId: type.id, quantity: 2, email: 'claim@example.org' });
    await models().TicketType.update({ soldCount: 0 }, { where: { id: type.id } });
    await dispatcher().runOnce();
    const { token } = await tokenFrom(WAITING_OFFER_KIND, 'waiting-list/offer');

    const claimed = await request(app).post(`/api/waiting-list/offers/${token}/claim`).set('X-Locale', 'en');
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    const cartId = claimed.headers['x-cart-id'];
    expect(claimed.body.cart).toMatchObject({ id: cartId, total: 90, items: [{ ticketId: type.id, quantity: 2, role: null }] });
    const cart = (await models().Cart.findByPk(cartId))!;
    const offer = (await models().WaitingListOffer.findOne({ where: { ticketTypeId: type.id } }))!;
    expect(cart.waitingOfferId).toBe(offer.id);
    const again = await request(app).post(`/api/waiting-list/offers/${token}/claim`);
    expect(again.headers['x-cart-id']).toBe(cartId);
    expect(await models().Cart.count({ where: { waitingOfferId: offer.id } })).toBe(1);

    // The checkout consumes it (once); the link is then spent.
    const failing = await order('failed');
    const consumed = await testDb.db.write((transaction) => consumeOfferForOrder(models(), { offerId: offer.id, orderId: failing.id, now }, transaction));
    expect(consumed).toEqual({ ticketTypeId: type.id, role: null, quantity: 2 });
    await expect(testDb.db.write((transaction) => consumeOfferForOrder(models(), { offerId: offer.id, orderId: failing.id, now }, transaction))).rejects.toMatchObject({
      status: 410,
      code: 'OFFER_EXPIRED',
    });
    const used = await request(app).post(`/api/waiting-list/offers/${token}/claim`);
    expect(used.status).toBe(410);
    expect(used.body.error.code).toBe('OFFER_USED');

    // The order failed (its hold released) while the offer is still valid: held again, open again.
    await models().TicketType.update({ heldCount: 0 }, { where: { id: type.id } });
    expect(await dispatcher().runOnce()).toMatchObject({ reopened: 1 });
    expect(await counters(type.id)).toMatchObject({ held: 2 });
    expect((await request(app).post(`/api/waiting-list/offers/${token}/claim`)).status).toBe(200);

    const paid = await order('completed');
    await testDb.db.write((transaction) => consumeOfferForOrder(models(), { offerId: offer.id, orderId: paid.id, now }, transaction));
    expect(await dispatcher().runOnce()).toMatchObject({ converted: 1 });
    await offer.reload();
    expect(offer.status).toBe('converted');
    expect((await models().WaitingListEntry.findByPk(offer.entryId))!.status).toBe('converted');
    expect((await request(app).post(`/api/waiting-list/offers/${token}/claim`)).status).toBe(410);
    expect(await audit('waiting-list.offer-converted')).toBeGreaterThanOrEqual(1);
  });

  it('checks out a claimed offer without holding its places twice; the order abandoned gives the offer back, checked out again', async () => {
    const type = await typeWith({ danceRoles: 'balanced', quota: 4, soldCount: 4, leaderSold: 2, followerSold: 2, balanceAllowFirst: 10 });
    await join({ ticketTypeId: type.id, role: 'follower', quantity: 2, email: 'buyer@example.org' });
    await models().TicketType.update({ soldCount: 2, followerSold: 0 }, { where: { id: type.id } });
    await dispatcher().runOnce();
    expect(await counters(type.id)).toMatchObject({ sold: 2, held: 2, followerHeld: 2 });
    const { token } = await tokenFrom(WAITING_OFFER_KIND, 'waiting-list/offer');
    const cartId = String((await request(app).post(`/api/waiting-list/offers/${token}/claim`)).headers['x-cart-id']);
    const form = {
      customerInfo: { firstName: 'Awa', lastName: 'Diallo', email: 'buyer@example.org', phone: '+33 6 12 34 56 78' },
      billingDetails: { address: { line1: '12 rue de la Paix', line2: '', postalCode: '75002', city: 'Paris', country: 'FR', isInternational: false } },
    };
    const checkout = await request(app).post('/api/checkout/session').set('X-Cart-Id', cartId).send(form);
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const offer = (await models().WaitingListOffer.findOne({ where: { ticketTypeId: type.id } }))!;
    expect(offer).toMatchObject({ status: 'ordered', orderId: checkout.body.orderId });
    expect((await models().Order.findByPk(checkout.body.orderId))!.waitingOfferId).toBe(offer.id);
    expect(await counters(type.id)).toMatchObject({ sold: 2, held: 2, followerHeld: 2 });
    expect((await request(app).post(`/api/waiting-list/offers/${token}/claim`)).status).toBe(410);

    // The buyer abandons the payment: the order's hold is released, the offer holds the places again.
    await testDb.db.write((transaction) => createOrderLifecycle(models()).failOrder(checkout.body.orderId, 'canceled', now, { transaction }));
    expect(await counters(type.id)).toMatchObject({ held: 0 });
    expect(await dispatcher().runOnce()).toMatchObject({ reopened: 1 });
    expect(await counters(type.id)).toMatchObject({ held: 2, followerHeld: 2 });
    const again = await request(app).post(`/api/waiting-list/offers/${token}/claim`);
    expect(again.status).toBe(200);
    const second = await request(app).post('/api/checkout/session').set('X-Cart-Id', String(again.headers['x-cart-id'])).send(form);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(await counters(type.id)).toMatchObject({ held: 2 });
  });

  it('leaving with an open offer gives its places to the next person at once', async () => {
    const type = await typeWith({ quota: 1, soldCount: 1 });
    await join({ ticketTypeId: type.id, email: 'leaver@example.org' });
    await join({ ticketTypeId: type.id, email: 'next@example.org' });
    const confirmation = (await outbox(WAITING_CONFIRMATION_KIND))[0]!;
    const leaverToken = /\/waiting-list\/entry\/([A-Za-z0-9_-]{43})/.exec((await renderers()[WAITING_CONFIRMATION_KIND]!(confirmation)).text)![1]!;
    await models().TicketType.update({ soldCount: 0 }, { where: { id: type.id } });
    await dispatcher().runOnce();
    const shown = await request(app).get(`/api/waiting-list/entries/${leaverToken}`);
    expect(shown.body.entry).toMatchObject({ status: 'offered', position: null, offer: { status: 'open', quantity: 1 } });
    expect((await request(app).delete(`/api/waiting-list/entries/${leaverToken}`)).status).toBe(200);
    expect(await counters(type.id)).toMatchObject({ held: 0 });
    expect(await dispatcher().runOnce()).toMatchObject({ offered: 1 });
    const next = (await models().WaitingListEntry.findOne({ where: { ticketTypeId: type.id, emailKey: 'next@example.org' } }))!;
    expect(next.status).toBe('offered');
    expect(await models().WaitingListOffer.count({ where: { ticketTypeId: type.id, status: 'withdrawn' } })).toBe(1);
  });

  it('offers a balanced type by role: a leader waits until the balance admits one more leader', async () => {
    const type = await typeWith({ danceRoles: 'balanced', quota: 10, soldCount: 6, leaderSold: 4, followerSold: 2, balanceRatioPermille: 1000, balanceAllowFirst: 0 });
    const catalogue = createCatalogueService(models());
    expect(await catalogue.holdSeats(type.id, 1, { leaders: 1 })).toBe(false);
    const leader = await join({ ticketTypeId: type.id, role: 'leader', email: 'lead@example.org' });
    expect(leader.status, JSON.stringify(leader.body)).toBe(201);
    expect(leader.body.entry).toMatchObject({ role: 'leader', position: 1 });
    const follower = await join({ ticketTypeId: type.id, role: 'follower', email: 'follow@example.org' });
    expect(follower.status).toBe(409);
    expect(follower.body.error.code).toBe('TICKET_AVAILABLE');
    expect(await dispatcher().runOnce()).toMatchObject({ offered: 0 });

    // Three followers buy: a fifth leader is now within the ratio.
    await models().TicketType.update({ soldCount: 9, followerSold: 5 }, { where: { id: type.id } });
    expect(await dispatcher().runOnce()).toMatchObject({ offered: 1 });
    expect(await counters(type.id)).toMatchObject({ held: 1, leaderHeld: 1, followerHeld: 0 });
    const mail = await tokenFrom(WAITING_OFFER_KIND, 'waiting-list/offer');
    expect(mail.text).toContain('1 place « Atelier du samedi » en guideur (leader)');
  });

  it('makes one offer per freed place when two dispatchers (two API replicas) run at once', async () => {
    const type = await typeWith({ quota: 2, soldCount: 2 });
    for (const email of ['r1@example.org', 'r2@example.org', 'r3@example.org']) await join({ ticketTypeId: type.id, email });
    await models().TicketType.update({ soldCount: 0 }, { where: { id: type.id } });
    const results = await Promise.all([dispatcher().runOnce(), dispatcher().runOnce(), dispatcher().runOnce()]);
    expect(results.reduce((sum, r) => sum + r.offered, 0)).toBe(2);
    expect(await models().WaitingListOffer.count({ where: { ticketTypeId: type.id } })).toBe(2);
    expect(await counters(type.id)).toMatchObject({ held: 2 });
    const statuses = (await models().WaitingListEntry.findAll({ where: { ticketTypeId: type.id }, order: [['id', 'ASC']] })).map((e) => e.status);
    expect(statuses).toEqual(['offered', 'offered', 'waiting']);
  });

  it('wakes on a nudge: a refunded seat becomes an offer e-mail in the outbox without waiting for the timer', async () => {
    const type = await typeWith({ quota: 1, soldCount: 1 });
    await join({ ticketTypeId: type.id, email: 'fast@example.org' });
    const running = startWaitingListDispatcher({ db: testDb.db, config: testDb.config, logger, clock: () => now }, 3_600_000);
    try {
      const catalogue = createCatalogueService(models());
      const started = performance.now();
      await testDb.db.write(async (transaction) => {
        await catalogue.releaseSoldSeats([{ ticketTypeId: type.id }], { transaction });
        nudgeWaitingList(type.id, { transaction });
      });
      let offers = 0;
      while (offers === 0 && performance.now() - started < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        offers = await models().OutboxMessage.count({ where: { kind: WAITING_OFFER_KIND } });
      }
      expect(offers).toBe(1);
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await running.stop();
    }
  });

  describe('back-office', () => {
    it('answers 401 to a guest, 403 to a user and a scanner', async () => {
      for (const [method, path] of [
        ['get', '/api/admin/waiting-lists'],
        ['get', '/api/admin/waiting-lists/1'],
        ['delete', '/api/admin/waiting-lists/entries/1'],
      ] as const) {
        expect((await request(app)[method](path)).status, path).toBe(401);
        for (const user of [awa, scanner]) expect((await request(app)[method](path).set('Authorization', bearer(user))).status, `${path} ${user.role}`).toBe(403);
      }
    });

    it('shows each list with its figures and entries, and removes an entry (audited, its offer withdrawn)', async () => {
      const type = await typeWith({ quota: 1, soldCount: 1, priceCents: 12_000 });
      await join({ ticketTypeId: type.id, quantity: 3, email: 'one@example.org' });
      await join({ ticketTypeId: type.id, quantity: 1, email: 'two@example.org' });
      await models().TicketType.update({ soldCount: 0 }, { where: { id: type.id } });
      await dispatcher().runOnce();

      const lists = await request(app).get('/api/admin/waiting-lists').set('Authorization', bearer(admin));
      expect(lists.status).toBe(200);
      const mine = lists.body.data.find((l: { ticketTypeId: number }) => l.ticketTypeId === type.id);
      expect(mine).toMatchObject({ role: null, waitingPeople: 1, waitingPlaces: 3, offersOpen: 1, placesOffered: 1, converted: 0, lapsed: 0, conversionRate: null, unitPrice: 120, revenueWaiting: 360 });

      const detail = await request(app).get(`/api/admin/waiting-lists/${type.id}`).set('Authorization', bearer(admin));
      expect(detail.body.entries.map((e: { email: string; position: number | null; status: string }) => [e.email, e.position, e.status])).toEqual([
        ['one@example.org', 1, 'waiting'],
        ['two@example.org', null, 'offered'],
      ]);
      expect(detail.body.entries[1].offer).toMatchObject({ status: 'open', quantity: 1 });
      expect((await request(app).get('/api/admin/waiting-lists/999999').set('Authorization', bearer(admin))).status).toBe(404);

      const offeredId = detail.body.entries[1].id;
      const removed = await request(app).delete(`/api/admin/waiting-lists/entries/${offeredId}`).set('Authorization', bearer(admin));
      expect(removed.status).toBe(200);
      expect(removed.body.entry).toMatchObject({ status: 'removed' });
      expect(await counters(type.id)).toMatchObject({ held: 0 });
      expect(await models().AuditLog.count({ where: { action: 'waiting-list.entry-removed', targetId: String(offeredId), actorId: admin.id } })).toBe(1);
      expect((await request(app).delete('/api/admin/waiting-lists/entries/999999').set('Authorization', bearer(admin))).status).toBe(404);
    });
  });
});
