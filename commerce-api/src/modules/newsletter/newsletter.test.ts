import { simpleParser } from 'mailparser';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { createRecordingTransport } from '../mail/mail.test-helper.js';
import type { OutboxMessageInstance } from '../mail/models.js';
import { createMailRenderers } from '../../services.js';
import { PermanentMailError } from '../mail/index.js';
import { createOutboxService } from '../mail/service.js';
import {
  CONFIRM_RESEND_INTERVAL_MS,
  CONFIRM_TOKEN_TTL_MS,
  NEWSLETTER_CONFIRM_KIND,
  NEWSLETTER_ISSUE_KIND,
  SUBSCRIBE_MESSAGE,
  createNewsletterService,
} from './service.js';
import { unsubscribeToken, verifyUnsubscribeToken } from './tokens.js';

const NOW = new Date('2026-12-01T12:00:00Z');
const CONFIRM_LINK = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/;
const UNSUBSCRIBE_LINK = /\/newsletter\/unsubscribe\?token=([0-9]+\.[A-Za-z0-9_-]{43})/;

describeEachDatabase('newsletter', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let now: Date;

  const post = (path: string, body: Record<string, unknown>) => request(app).post(`/api/newsletter/${path}`).send(body);
  const confirmMails = () => testDb.db.models.OutboxMessage.findAll({ where: { kind: NEWSLETTER_CONFIRM_KIND }, order: [['id', 'ASC']] });
  const render = (message: OutboxMessageInstance) =>
    createMailRenderers({ models: testDb.db.models, config: testDb.config })[message.kind]!(message);
  const subscriber = (email: string) => testDb.db.models.NewsletterSubscriber.findOne({ where: { email } });
  /** The confirmation link of the last e-mail queued, as the recipient would read it. */
  async function lastConfirmToken(): Promise<string> {
    const mails = await confirmMails();
    const mail = await render(mails[mails.length - 1]!);
    expect(mail.html).toContain(`href="${testDb.config.publicSiteUrl}/newsletter/confirm?token=`);
    return CONFIRM_LINK.exec(mail.text)![1]!;
  }

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target, { API_AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => now });
  });
  afterAll(async () => {
    await testDb?.close();
  });
  beforeEach(async () => {
    await testDb.db.models.OutboxMessage.destroy({ where: {} });
    await testDb.db.models.NewsletterSubscriber.destroy({ where: {} });
    now = NOW;
  });

  it('answers the footer form posted without JavaScript with a redirect to the site, and subscribes the same way', async () => {
    const form = (email: string) => request(app).post('/api/newsletter/subscribe').type('form').send({ email });
    const ok = await form(' Nadia@Example.FR ');
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('/newsletter/subscribed');
    expect(await subscriber('nadia@example.fr')).toMatchObject({ status: 'pending' });
    expect(await confirmMails()).toHaveLength(1);

    const bad = await form('pas-une-adresse');
    expect(bad.status).toBe(303);
    expect(bad.headers.location).toBe('/newsletter/invalid-address');
    expect(await testDb.db.models.NewsletterSubscriber.count()).toBe(1);
    expect(await confirmMails()).toHaveLength(1);
  });

  it('subscribes with double opt-in: pending, an e-mail with a working link, confirm twice', async () => {
    const res = await post('subscribe', { email: '  Lea.Martin@Example.FR ' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: SUBSCRIBE_MESSAGE });
    const row = (await subscriber('lea.martin@example.fr'))!;
    expect(row).toMatchObject({ status: 'pending', confirmSentAt: NOW, confirmedAt: null });
    expect(row.consentIp).toBeTruthy();

    const [mail] = await confirmMails();
    expect(mail!.recipient).toBe('lea.martin@example.fr');
    const token = await lastConfirmToken();
    // Stored: the hash only; the outbox payload holds the token sealed, never in clear.
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(mail!.payload)).not.toContain(token);
    expect(JSON.stringify(await testDb.db.models.NewsletterSubscriber.findAll({ raw: true }))).not.toContain(token);

    const confirmed = await post('confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ status: 'confirmed', email: 'lea.martin@example.fr' });
    expect(await subscriber('lea.martin@example.fr')).toMatchObject({ status: 'confirmed', confirmedAt: NOW });
    now = new Date(NOW.getTime() + 60_000);
    expect((await post('confirm', { token })).body).toEqual({ status: 'confirmed', email: 'lea.martin@example.fr' });
    expect((await subscriber('lea.martin@example.fr'))!.confirmedAt).toEqual(NOW);
    // Once confirmed, the queued confirmation (if not sent yet) is pointless: dropped at send time.
    await expect(render(mail!)).rejects.toBeInstanceOf(PermanentMailError);
    // The first confirmation (and only it) queued the welcome e-mail, with its unsubscribe link.
    const welcome = await testDb.db.models.OutboxMessage.findAll({ where: { kind: NEWSLETTER_ISSUE_KIND, recipient: 'lea.martin@example.fr' } });
    expect(welcome).toHaveLength(1);
    const rendered = await render(welcome[0]!);
    expect(rendered.subject).toBe('Bienvenue dans la newsletter du Kizomba Lumière Festival');
    expect(rendered.text).toContain('/newsletter/unsubscribe?token=');
    expect(rendered.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    for (const bad of [token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), 'abc', '']) {
      const refused = await post('confirm', { token: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe(bad ? 'NEWSLETTER_TOKEN_INVALID' : 'VALIDATION_ERROR');
    }
    expect((await post('confirm', { token: 'A'.repeat(43) })).body.error).toEqual({
      code: 'NEWSLETTER_TOKEN_INVALID',
      message: "Ce lien de confirmation n'est pas valide ou a expiré. Inscrivez-vous à nouveau pour recevoir un nouveau lien.",
    });
  });

  it('answers the same for unknown, pending and confirmed addresses, and sends at most one e-mail per 10 minutes', async () => {
    await post('subscribe', { email: 'known@example.fr' });
    await post('confirm', { token: await lastConfirmToken() });
    await post('subscribe', { email: 'pending@example.fr' });
    expect(await confirmMails()).toHaveLength(2);

    now = new Date(NOW.getTime() + 5 * 60_000);
    const answers = await Promise.all(['known@example.fr', 'pending@example.fr', 'new@example.fr'].map((email) => post('subscribe', { email })));
    for (const res of answers) {
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: SUBSCRIBE_MESSAGE });
    }
    // Only the new address got an e-mail: none for the confirmed one, none again within 10 min.
    expect((await confirmMails()).map((m) => m.recipient)).toEqual(['known@example.fr', 'pending@example.fr', 'new@example.fr']);

    const firstToken = CONFIRM_LINK.exec((await render((await confirmMails())[1]!)).text)![1]!;
    now = new Date(NOW.getTime() + CONFIRM_RESEND_INTERVAL_MS + 1);
    await post('subscribe', { email: 'pending@example.fr' });
    const mails = await confirmMails();
    expect(mails.map((m) => m.recipient)).toEqual(['known@example.fr', 'pending@example.fr', 'new@example.fr', 'pending@example.fr']);
    // The refreshed link replaces the first one.
    await expect(render(mails[1]!)).rejects.toBeInstanceOf(PermanentMailError);
    expect((await post('confirm', { token: firstToken })).status).toBe(400);
    expect((await post('confirm', { token: await lastConfirmToken() })).body.status).toBe('confirmed');
  });

  it('refuses a confirmation link older than 7 days', async () => {
    await post('subscribe', { email: 'late@example.fr' });
    const token = await lastConfirmToken();
    now = new Date(NOW.getTime() + CONFIRM_TOKEN_TTL_MS + 1000);
    expect((await post('confirm', { token })).body.error.code).toBe('NEWSLETTER_TOKEN_INVALID');
    expect((await subscriber('late@example.fr'))!.status).toBe('pending');
  });

  it('sends an issue to confirmed subscribers with List-Unsubscribe headers and a working unsubscribe link', async () => {
    for (const email of ['a@example.fr', 'b@example.fr']) {
      await post('subscribe', { email });
      await post('confirm', { token: await lastConfirmToken() });
    }
    await post('subscribe', { email: 'pending@example.fr' });
    await testDb.db.models.OutboxMessage.destroy({ where: {} });

    const service = createNewsletterService({ db: testDb.db, config: testDb.config, clock: () => now });
    const sent = await service.sendIssue({ subject: 'Le line-up est là !', body: 'Bonjour à toutes et tous,\n\nLe line-up <complet> est en ligne.', issueId: 'line-up-2027' });
    expect(sent).toEqual({ issueId: 'line-up-2027', queued: 2 });
    expect(await service.sendIssue({ subject: 'Le line-up est là !', body: 'x', issueId: 'line-up-2027' })).toEqual({ issueId: 'line-up-2027', queued: 0 });
    const issues = await testDb.db.models.OutboxMessage.findAll({ where: { kind: NEWSLETTER_ISSUE_KIND }, order: [['id', 'ASC']] });
    const a = (await subscriber('a@example.fr'))!;
    expect(issues.map((m) => [m.recipient, m.dedupeKey])).toEqual([
      ['a@example.fr', `newsletter-issue:line-up-2027:${a.id}`],
      ['b@example.fr', `newsletter-issue:line-up-2027:${(await subscriber('b@example.fr'))!.id}`],
    ]);

    const transport = createRecordingTransport();
    const outbox = createOutboxService({ db: testDb.db, config: testDb.config, logger, transport, clock: () => now, renderers: createMailRenderers({ models: testDb.db.models, config: testDb.config }) });
    expect(await outbox.runOnce()).toMatchObject({ sent: 2 });
    const parsed = await simpleParser(transport.sent.find((m) => m.to === 'a@example.fr')!.raw);
    expect(parsed.subject).toBe('Le line-up est là !');
    const token = unsubscribeToken(testDb.config, a.id);
    const header = (name: string) => parsed.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n[ \t]+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${testDb.config.publicSiteUrl}/api/newsletter/unsubscribe?token=${token}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(parsed.text).toContain('Le line-up <complet> est en ligne.');
    expect(parsed.html).toContain('Le line-up &lt;complet&gt; est en ligne.');
    const linkToken = UNSUBSCRIBE_LINK.exec(parsed.text!)![1]!;
    expect(linkToken).toBe(token);
    expect(verifyUnsubscribeToken(testDb.config, linkToken)).toBe(a.id);

    const res = await post('unsubscribe', { token: linkToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'unsubscribed' });
    expect(await subscriber('a@example.fr')).toMatchObject({ status: 'unsubscribed', unsubscribedAt: NOW, confirmTokenHash: null });
    expect((await post('unsubscribe', { token: linkToken })).body).toEqual({ status: 'unsubscribed' });
    // Gone before its e-mail left: never sent.
    await expect(render(issues[0]!)).rejects.toBeInstanceOf(PermanentMailError);

    // RFC 8058 one-click: form-encoded POST, token in the query string.
    const b = (await subscriber('b@example.fr'))!;
    const oneClick = await request(app)
      .post(`/api/newsletter/unsubscribe?token=${unsubscribeToken(testDb.config, b.id)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect((await subscriber('b@example.fr'))!.status).toBe('unsubscribed');

    for (const bad of [`${a.id}.${'A'.repeat(43)}`, `${b.id + 1000}.${token.split('.')[1]}`, 'nope']) {
      const refused = await post('unsubscribe', { token: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({ code: 'NEWSLETTER_TOKEN_INVALID', message: "Ce lien de désinscription n'est pas valide." });
    }
    expect((await request(app).post('/api/newsletter/unsubscribe')).status).toBe(400);
    expect((await request(app).get(`/api/newsletter/unsubscribe?token=${token}`)).status).toBe(404);

    // Subscribing again starts a new opt-in (not within 10 min of the last confirmation e-mail).
    await post('subscribe', { email: 'a@example.fr' });
    expect((await subscriber('a@example.fr'))!.status).toBe('unsubscribed');
    now = new Date(NOW.getTime() + CONFIRM_RESEND_INTERVAL_MS + 1);
    await post('subscribe', { email: 'a@example.fr' });
    expect((await subscriber('a@example.fr'))!.status).toBe('pending');
    expect((await post('confirm', { token: await lastConfirmToken() })).body.status).toBe('confirmed');
  });

  it('validates the address in French and limits subscriptions per IP', async () => {
    const bad = await post('subscribe', { email: 'pas-une-adresse' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual([{ field: 'email', message: "L'adresse e-mail n'est pas valide." }]);
    expect((await post('subscribe', {})).body.error.fields).toEqual([{ field: 'email', message: 'Veuillez indiquer votre adresse e-mail.' }]);

    const limited = createApp({ config: { ...testDb.config, authRateLimitPerMinute: 2 }, logger, db: testDb.db, clock: () => now });
    for (let i = 0; i < 2; i += 1) expect((await request(limited).post('/api/newsletter/subscribe').send({ email: `x${i}@example.fr` })).status).toBe(202);
    const res = await request(limited).post('/api/newsletter/subscribe').send({ email: 'x9@example.fr' });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('TOO_MANY_REQUESTS');
  });
});
