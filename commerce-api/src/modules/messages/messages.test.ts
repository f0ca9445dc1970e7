import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { onDomainEvent, type DomainEventName } from '../../lib/events.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';
import type { OutboxMessageInstance } from '../mail/models.js';
import { createMailRenderers } from '../../services.js';
import { orderNumberOf } from './controller.js';
import { ACK_MAX_PER_ADDRESS, createMessagesService, MESSAGE_RECEIVED_KIND, MESSAGE_REPLY_KIND } from './service.js';

const NOW = new Date('2026-12-01T12:00:00Z');

describeEachDatabase('messages', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let awa: UserInstance;
  let bob: UserInstance;
  let admin: UserInstance;
  let events: Array<{ name: DomainEventName; payload: unknown }>;
  let stopListening: () => void;
  let now: Date;

  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user, { now }).token}`;
  const service = () => createMessagesService({ db: testDb.db, clock: () => now });
  const render = (message: OutboxMessageInstance) =>
    createMailRenderers({ models: testDb.db.models, config: testDb.config })[message.kind]!(message);
  const outbox = (kind: string) => testDb.db.models.OutboxMessage.findAll({ where: { kind }, order: [['id', 'ASC']] });
  const contact = (body: Record<string, unknown>, auth?: string) => {
    const req = request(app).post('/api/messages/contact');
    if (auth) req.set('Authorization', auth);
    return req.send(body);
  };
  const valid = {
    name: 'Awa Diallo',
    email: 'Awa.Diallo@Example.fr',
    subject: 'Question générale',
    message: 'Bonjour,\nY a-t-il un vestiaire ? <script>alert(1)</script>',
  };

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target, { API_AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    const { User } = testDb.db.models;
    awa = await User.create({ email: 'awa.diallo@example.fr', firstName: 'Awa', lastName: 'Diallo', emailVerifiedAt: NOW });
    bob = await User.create({ email: 'bob@example.fr', firstName: 'Bob', lastName: 'Martin' });
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => now });
    stopListening = onDomainEvent(testDb.db.sequelize, (name, payload) => events.push({ name, payload }));
  });
  afterAll(async () => {
    stopListening?.();
    await testDb?.close();
  });
  beforeEach(async () => {
    await testDb.db.models.OutboxMessage.destroy({ where: {} });
    await testDb.db.models.Message.destroy({ where: {} });
    events = [];
    now = NOW;
  });

  it('stores a guest message as new, queues the French acknowledgement and tells the back-office', async () => {
    const res = await contact(valid);
    expect(res.status).toBe(201);
    expect(res.body.message).toEqual({ id: expect.any(Number), status: 'new', subject: 'Question générale', createdAt: NOW.toISOString() });
    const row = (await testDb.db.models.Message.findByPk(res.body.message.id))!;
    expect(row).toMatchObject({ userId: null, email: 'awa.diallo@example.fr', status: 'new', orderNumber: null, adminResponse: null });
    expect(events).toEqual([{ name: 'message.created', payload: { messageId: row.id } }]);

    const [ack, ...others] = await outbox(MESSAGE_RECEIVED_KIND);
    expect(others).toHaveLength(0);
    expect(ack!.recipient).toBe('awa.diallo@example.fr');
    expect(ack!.payload).toEqual({ messageId: row.id });
    const mail = await render(ack!);
    expect(mail.subject).toBe('Nous avons bien reçu votre message — Question générale');
    expect(mail.text).toContain('Bonjour Awa Diallo,');
    // Sent to an unverified address: the visitor's text is not repeated (no spam relay).
    expect(mail.text).not.toContain('vestiaire');
    expect(mail.html).not.toContain('vestiaire');
    expect(mail.html).not.toContain('<script>');
  });

  it('repeats neither the message nor more than 80 characters of the subject to the address typed', async () => {
    const spam = 'Votre compte bancaire est bloqué : reconnectez-vous sur https://phishing.example/login';
    const subject = `Gagnez ${'un voyage '.repeat(12)}https://spam.example/offre`;
    const res = await contact({ ...valid, email: 'victime@example.org', subject, message: `${spam}\n${'x'.repeat(3000)}` });
    expect(res.status).toBe(201);
    const [ack] = await outbox(MESSAGE_RECEIVED_KIND);
    const mail = await render(ack!);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('phishing.example');
      expect(part).not.toContain('spam.example');
      expect(part).not.toContain('xxxxxxxxxx');
    }
    expect(mail.text).toContain('Sujet : Gagnez un voyage');
    expect(mail.text).toContain('Merci de nous avoir écrit !');
  });

  it('stores the user id of a logged-in sender, and the order number of a support request', async () => {
    const res = await contact({ ...valid, subject: 'Support technique - Commande: KL-AB12CD34' }, bearer(bob));
    expect(res.status).toBe(201);
    const row = (await testDb.db.models.Message.findByPk(res.body.message.id))!;
    expect(row.userId).toBe(bob.id);
    expect(row.orderNumber).toBe('KL-AB12CD34');
    expect(orderNumberOf('Support technique - Commande: N/A', undefined)).toBeNull();
    expect(orderNumberOf('Question générale', ' KL-1 ')).toBe('KL-1');
  });

  it('refuses missing fields with a French message per field', async () => {
    const res = await contact({ orderNumber: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.fields).toEqual([
      { field: 'name', message: 'Veuillez indiquer votre nom.' },
      { field: 'email', message: 'Veuillez indiquer votre adresse e-mail.' },
      { field: 'subject', message: 'Veuillez indiquer le sujet de votre message.' },
      { field: 'message', message: 'Veuillez écrire votre message.' },
    ]);
    expect(res.body.error.message).toBe(
      'Le champ « name » est invalide : veuillez indiquer votre nom. Autres champs à corriger : « email », « subject », « message ».',
    );

    const bad = await contact({ ...valid, email: 'pas-une-adresse', message: '   ', subject: 'Ligne 1\nBcc: x@y.z' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual([
      { field: 'email', message: "L'adresse e-mail n'est pas valide." },
      { field: 'subject', message: 'Le sujet doit tenir sur une seule ligne.' },
      { field: 'message', message: 'Veuillez écrire votre message.' },
    ]);
    const long = await contact({ ...valid, message: 'x'.repeat(5001) });
    expect(long.body.error.fields).toEqual([{ field: 'message', message: 'Le message ne peut pas dépasser 5\u202f000 caractères.' }]);
    expect(await testDb.db.models.Message.count()).toBe(0);
  });

  it('answers bots filling the honeypot like a success, storing and sending nothing', async () => {
    const res = await contact({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body.message.status).toBe('new');
    expect(await testDb.db.models.Message.count()).toBe(0);
    expect(await testDb.db.models.OutboxMessage.count()).toBe(0);
    expect(events).toEqual([]);
  });

  it(`acknowledges at most ${ACK_MAX_PER_ADDRESS} messages per address and hour`, async () => {
    for (let i = 0; i < ACK_MAX_PER_ADDRESS + 1; i += 1) expect((await contact(valid)).status).toBe(201);
    expect(await outbox(MESSAGE_RECEIVED_KIND)).toHaveLength(ACK_MAX_PER_ADDRESS);
    now = new Date(NOW.getTime() + 61 * 60_000);
    await contact(valid);
    expect(await outbox(MESSAGE_RECEIVED_KIND)).toHaveLength(ACK_MAX_PER_ADDRESS + 1);
  });

  it('limits contact requests per IP with a French 429', async () => {
    const limited = createApp({ config: { ...testDb.config, authRateLimitPerMinute: 2 }, logger, db: testDb.db, clock: () => now });
    for (let i = 0; i < 2; i += 1) expect((await request(limited).post('/api/messages/contact').send(valid)).status).toBe(201);
    const res = await request(limited).post('/api/messages/contact').send(valid);
    expect(res.status).toBe(429);
    expect(res.body.error).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Trop de tentatives. Veuillez patienter une minute avant de réessayer.' });
  });

  it('lists only the caller’s messages, newest first, with the unread flags', async () => {
    expect((await request(app).get('/api/messages/my-messages')).status).toBe(401);

    const own = (await contact({ ...valid, subject: 'Mine, logged in' }, bearer(awa))).body.message.id as number;
    now = new Date(NOW.getTime() + 60_000);
    // Sent as a guest from Awa's (verified) address: hers too.
    const byEmail = (await contact({ ...valid, subject: 'Mine, as a guest' })).body.message.id as number;
    now = new Date(NOW.getTime() + 120_000);
    const bobs = (await contact({ ...valid, email: 'bob@example.fr', subject: 'Bob' }, bearer(bob))).body.message.id as number;
    // Sent from Bob's address by a guest: Bob's e-mail is not verified, so not listed for him.
    await contact({ ...valid, email: 'bob@example.fr', subject: 'Someone typing Bob’s address' });
    await service().reply(byEmail, admin.id, 'Oui, au rez-de-chaussée.');

    const res = await request(app).get('/api/messages/my-messages').set('Authorization', bearer(awa));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.map((m: { id: number }) => m.id)).toEqual([byEmail, own]);
    expect(res.body.data[0]).toEqual({
      id: byEmail,
      subject: 'Mine, as a guest',
      message: valid.message,
      name: 'Awa Diallo',
      email: 'awa.diallo@example.fr',
      orderNumber: null,
      status: 'answered',
      admin_response: 'Oui, au rez-de-chaussée.',
      respondedAt: now.toISOString(),
      createdAt: new Date(NOW.getTime() + 60_000).toISOString(),
      unread: false,
      hasUnreadReply: true,
    });
    expect(res.body.data[1]).toMatchObject({ id: own, status: 'new', admin_response: null, unread: true, hasUnreadReply: false });

    const bobList = await request(app).get('/api/messages/my-messages').set('Authorization', bearer(bob));
    expect(bobList.body.data.map((m: { id: number }) => m.id)).toEqual([bobs]);

    // Reading someone else's message, or an unknown one: 404, never 403.
    for (const id of [byEmail, 999_999, 'abc']) {
      const other = await request(app).post(`/api/messages/${id}/read`).set('Authorization', bearer(bob));
      expect(other.status).toBe(404);
      expect(other.body.error).toEqual({ code: 'MESSAGE_NOT_FOUND', message: 'Message introuvable.' });
    }
    expect((await request(app).post(`/api/messages/${byEmail}/read`)).status).toBe(401);

    now = new Date(NOW.getTime() + 180_000);
    const seen = await request(app).post(`/api/messages/${byEmail}/read`).set('Authorization', bearer(awa));
    expect(seen.status).toBe(200);
    expect(seen.body.message).toMatchObject({ id: byEmail, hasUnreadReply: false });
    // A new answer written afterwards is unread again.
    now = new Date(NOW.getTime() + 240_000);
    await service().reply(byEmail, admin.id, 'Précision : gratuit.');
    const again = await request(app).get('/api/messages/my-messages').set('Authorization', bearer(awa));
    expect(again.body.data[0]).toMatchObject({ id: byEmail, admin_response: 'Précision : gratuit.', hasUnreadReply: true });
  });

  it('reply() stores the answer, e-mails it with the question and publishes message.replied', async () => {
    const guestId = (await contact({ ...valid, name: 'Awa <b>', email: 'awa.diallo@example.fr' })).body.message.id as number;
    const strangerId = (await contact({ ...valid, email: 'someone@example.fr' })).body.message.id as number;
    events = [];

    const view = await service().reply(guestId, admin.id, '  Oui : un vestiaire gratuit <surveillé>.\nÀ bientôt !  ');
    expect(view).toMatchObject({ id: guestId, status: 'answered', admin_response: 'Oui : un vestiaire gratuit <surveillé>.\nÀ bientôt !', respondedBy: admin.id });
    const row = (await testDb.db.models.Message.findByPk(guestId))!;
    expect(row).toMatchObject({ status: 'answered', respondedBy: admin.id, respondedAt: NOW });
    // A guest message from a verified account's address reaches that account's sockets.
    expect(events).toEqual([{ name: 'message.replied', payload: { messageId: guestId, userId: awa.id } }]);

    const [reply] = await outbox(MESSAGE_REPLY_KIND);
    expect(reply!.recipient).toBe('awa.diallo@example.fr');
    const mail = await render(reply!);
    expect(mail.subject).toBe('Réponse à votre message — Question générale');
    expect(mail.text).toContain('Bonjour Awa <b>,');
    expect(mail.text).toContain('> Oui : un vestiaire gratuit <surveillé>.\n> À bientôt !');
    expect(mail.text).toContain('> Y a-t-il un vestiaire ?');
    expect(mail.html).toContain('Bonjour Awa &lt;b&gt;,');
    expect(mail.html).toContain('Oui : un vestiaire gratuit &lt;surveillé&gt;.<br>À bientôt !');

    events = [];
    await service().reply(strangerId, admin.id, 'Bonjour !');
    expect(events).toEqual([{ name: 'message.replied', payload: { messageId: strangerId, userId: null } }]);
    await expect(service().reply(123_456, admin.id, 'x')).rejects.toMatchObject({ status: 404, code: 'MESSAGE_NOT_FOUND' });
    await expect(service().reply(strangerId, admin.id, '   ')).rejects.toMatchObject({ status: 400 });
  });

  it('markRead, list with filters and unreadCount serve the back-office', async () => {
    const a = (await contact({ ...valid, subject: 'Remise 50% ?' })).body.message.id as number;
    now = new Date(NOW.getTime() + 1000);
    const b = (await contact({ ...valid, name: 'Chloé', email: 'chloe@example.fr', message: 'Parking ?', orderNumber: 'KL-ZZ' })).body.message.id as number;
    now = new Date(NOW.getTime() + 2000);
    const c = (await contact({ ...valid, email: 'dan@example.fr', message: 'Hôtel ?' })).body.message.id as number;
    const s = service();
    expect(await s.unreadCount()).toBe(3);

    expect((await s.markRead(a)).status).toBe('read');
    await s.reply(c, admin.id, 'Voir la page Hôtels.');
    expect((await s.markRead(c)).status).toBe('answered');
    expect(await s.unreadCount()).toBe(1);

    expect((await s.list()).data.map((m) => m.id)).toEqual([c, b, a]);
    expect(await s.list({ status: 'new' })).toMatchObject({ total: 1, data: [{ id: b }] });
    expect((await s.list({ search: 'CHLOÉ' })).data.map((m) => m.id)).toEqual([b]);
    expect((await s.list({ search: 'kl-zz' })).data.map((m) => m.id)).toEqual([b]);
    // Wildcards typed in the box are literal.
    expect((await s.list({ search: '50%' })).data.map((m) => m.id)).toEqual([a]);
    expect((await s.list({ search: '%' })).data.map((m) => m.id)).toEqual([a]);
    expect((await s.list({ search: '_' })).total).toBe(0);
    expect(await s.list({ limit: 1, offset: 1 })).toMatchObject({ total: 3, data: [{ id: b }] });
    await expect(s.markRead(999_999)).rejects.toMatchObject({ status: 404 });
  });
});
