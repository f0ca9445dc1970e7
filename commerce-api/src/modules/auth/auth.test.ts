import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { onDomainEvent, type DomainEventName } from '../../lib/events.js';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword } from '../../lib/password.js';
import { open } from '../../lib/sealed.js';
import { TEST_SECRETS, describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { generateOrderNumber } from '../checkout/orders.js';
import type { OutboxMessageInstance } from '../mail/models.js';
import { createMailRenderers } from '../mail/render.js';
import type { UserInstance } from './models.js';
import {
  ACCOUNT_EXISTS_KIND,
  EMAIL_VERIFICATION_KIND,
  INVALID_CREDENTIALS_MESSAGE,
  MAGIC_LINK_KIND,
  MAIL_SENT_MESSAGE,
  MAX_LINKS_PER_WINDOW,
  PASSWORD_RESET_KIND,
  REGISTER_EXISTING_MESSAGE,
  safeRedirect,
  splitName,
} from './service.js';
import { REMEMBERED_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS, issueAccessToken } from './tokens.js';

const NOW = new Date('2026-12-01T12:00:00Z');
const PASSWORD = 'Kizomba-Lumiere-42';

describe('auth helpers', () => {
  it('keeps only local single-slash redirects', () => {
    expect(safeRedirect('/dashboard/tickets?x=1')).toBe('/dashboard/tickets?x=1');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'dashboard', '/a b', '', null, undefined]) {
      expect(safeRedirect(bad)).toBeNull();
    }
  });

  it('splits a quick access name', () => {
    expect(splitName('  Awa   Diallo Traoré ')).toEqual({ firstName: 'Awa', lastName: 'Diallo Traoré' });
    expect(splitName('Awa')).toEqual({ firstName: 'Awa', lastName: '' });
  });
});

describeEachDatabase('auth', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let now: Date;
  let events: Array<{ name: DomainEventName; payload: unknown }>;
  let stopListening: () => void;

  const models = () => testDb.db.models;
  const bearer = (token: string) => `Bearer ${token}`;
  const post = (path: string, body: Record<string, unknown> = {}, token?: string) => {
    const req = request(app).post(path);
    if (token) req.set('Authorization', bearer(token));
    return req.send(body);
  };
  const me = (token?: string, path = '/api/auth/me') => {
    const req = request(app).get(path);
    if (token) req.set('Authorization', bearer(token));
    return req;
  };
  const outbox = (kind: string, recipient?: string) =>
    models().OutboxMessage.findAll({ where: { kind, ...(recipient ? { recipient } : {}) }, order: [['id', 'ASC']] });
  /** The raw one-time token of the last e-mail of that kind to that address. */
  const mailedToken = async (kind: string, recipient: string) => {
    const rows = await outbox(kind, recipient);
    const last = rows.at(-1);
    if (!last) throw new Error(`no ${kind} e-mail to ${recipient}`);
    return open(testDb.config, last.payload.sealedToken as string);
  };
  const render = (message: OutboxMessageInstance) => createMailRenderers({ models: models(), config: testDb.config })[message.kind]!(message);
  const makeUser = async (email: string, extra: Partial<UserInstance> = {}) =>
    models().User.create({ email, passwordHash: await hashPassword(PASSWORD), firstName: 'Awa', lastName: 'Diallo', ...extra });
  const guestOrder = (email: string) =>
    models().Order.create({
      id: randomUUID(),
      number: generateOrderNumber(),
      email,
      firstName: 'Awa',
      lastName: 'Diallo',
      phone: '+33612345678',
      billingAddress: { line1: '1 rue X', line2: null, postalCode: '75001', city: 'Paris', country: 'FR', state: null, isInternational: false },
      subtotalCents: 14_900,
      totalCents: 14_900,
      holdExpiresAt: new Date(NOW.getTime() + 30 * 60_000),
    });

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target, { API_AUTH_RATE_LIMIT_PER_MINUTE: '0' });
    app = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => now });
    stopListening = onDomainEvent(testDb.db.sequelize, (name, payload) => events.push({ name, payload }));
  });
  afterAll(async () => {
    stopListening?.();
    await testDb?.close();
  });
  beforeEach(async () => {
    const { OutboxMessage, AuthToken, Order, User } = models();
    await OutboxMessage.destroy({ where: {} });
    await AuthToken.destroy({ where: {} });
    await Order.destroy({ where: {} });
    await User.destroy({ where: { role: 'user' } });
    events = [];
    now = NOW;
  });

  describe('register, login, me', () => {
    it('registers a new address: 201 session, unverified user, verification e-mail; me answers it', async () => {
      const res = await post('/api/auth/register', { email: 'Awa.Diallo@Example.fr', password: PASSWORD, firstName: 'Awa', lastName: 'Diallo' });
      expect(res.status).toBe(201);
      const user = {
        id: expect.any(Number),
        email: 'awa.diallo@example.fr',
        name: 'Awa Diallo',
        firstName: 'Awa',
        lastName: 'Diallo',
        role: 'user',
        avatar: null,
        emailVerified: false,
        createdAt: NOW.toISOString(),
      };
      expect(res.body).toEqual({ token: expect.any(String), user, data: { token: res.body.token, userInfo: user } });
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|tokenVersion|disabled/);

      const [mail] = await outbox(EMAIL_VERIFICATION_KIND, 'awa.diallo@example.fr');
      expect(JSON.stringify(mail!.payload)).not.toContain(await mailedToken(EMAIL_VERIFICATION_KIND, 'awa.diallo@example.fr'));
      const rendered = await render(mail!);
      expect(rendered.subject).toBe('Confirmez votre adresse e-mail');
      expect(rendered.text).toContain(`${testDb.config.publicSiteUrl}/auth/magic-login?token=`);
      expect(rendered.text).toContain('&verify=1');
      expect(rendered.html).toContain('48 heures');

      const who = await me(res.body.token);
      expect(who.status).toBe(200);
      expect(who.body).toEqual({ user, data: user });
    });

    it('answers the same 202 for an address that has an account, e-mails its owner and changes nothing', async () => {
      const awa = await makeUser('awa@example.fr');
      const res = await post('/api/auth/register', { email: 'AWA@example.fr', password: 'autre-Mot-2-passe', firstName: 'X', lastName: 'Y' });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: REGISTER_EXISTING_MESSAGE });
      const [mail] = await outbox(ACCOUNT_EXISTS_KIND, 'awa@example.fr');
      expect((await render(mail!)).text).toContain(`${testDb.config.publicSiteUrl}/forgot-password`);
      const stored = (await models().User.scope('withPassword').findByPk(awa.id))!;
      expect(await verifyPassword(PASSWORD, stored.passwordHash!)).toBe(true);
      expect(stored.firstName).toBe('Awa');

      // A passwordless account (quick access) gets a verification link instead; same answer.
      await models().User.create({ email: 'guest@example.fr', firstName: 'G' });
      const guest = await post('/api/auth/register', { email: 'guest@example.fr', password: PASSWORD, firstName: 'X', lastName: 'Y' });
      expect(guest.status).toBe(202);
      expect(guest.body).toEqual(res.body);
      expect(await outbox(EMAIL_VERIFICATION_KIND, 'guest@example.fr')).toHaveLength(1);
      expect((await models().User.scope('withPassword').findOne({ where: { email: 'guest@example.fr' } }))!.passwordHash).toBeNull();
    });

    it('refuses short, long and very common passwords', async () => {
      const base = { email: 'new@example.fr', firstName: 'A', lastName: 'B' };
      for (const password of ['court', 'x'.repeat(129), 'azertyuiop', 'Password123']) {
        const res = await post('/api/auth/register', { ...base, password });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_ERROR');
        expect(res.body.error.fields[0].field).toBe('password');
      }
      expect(await models().User.count({ where: { email: 'new@example.fr' } })).toBe(0);
    });

    it('logs in (12 h, or 30 days remembered); a wrong pair, an unknown e-mail and a disabled account get the same 401', async () => {
      await makeUser('awa@example.fr');
      const res = await post('/api/auth/login', { email: 'Awa@Example.fr', password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe('awa@example.fr');
      expect(res.body.data.userInfo).toEqual(res.body.user);
      const claims = jwt.decode(res.body.token) as { exp: number; iat: number };
      expect(claims.exp - claims.iat).toBe(SESSION_TTL_SECONDS);
      const remembered = await post('/api/auth/login', { email: 'awa@example.fr', password: PASSWORD, rememberMe: true });
      const long = jwt.decode(remembered.body.token) as { exp: number; iat: number };
      expect(long.exp - long.iat).toBe(REMEMBERED_SESSION_TTL_SECONDS);

      const wrong = await post('/api/auth/login', { email: 'awa@example.fr', password: 'pas-le-bon-mdp' });
      const unknown = await post('/api/auth/login', { email: 'nobody@example.fr', password: PASSWORD });
      await makeUser('off@example.fr', { disabledAt: NOW });
      const disabled = await post('/api/auth/login', { email: 'off@example.fr', password: PASSWORD });
      for (const r of [wrong, unknown, disabled]) {
        expect(r.status).toBe(401);
        expect(r.body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE } });
      }
      expect(INVALID_CREDENTIALS_MESSAGE).toBe('E-mail ou mot de passe incorrect.');
    });

    it('rehashes a password stored with older parameters at login', async () => {
      const old = await hashPassword(PASSWORD, { ...DEFAULT_SCRYPT_PARAMS, N: 2 ** 14 });
      const awa = await models().User.create({ email: 'awa@example.fr', passwordHash: old });
      expect((await post('/api/auth/login', { email: 'awa@example.fr', password: PASSWORD })).status).toBe(200);
      const stored = (await models().User.scope('withPassword').findByPk(awa.id))!.passwordHash!;
      expect(stored).not.toBe(old);
      expect(needsRehash(stored)).toBe(false);
      expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    });

    it('updates the first and last name', async () => {
      await makeUser('awa@example.fr');
      const { token } = (await post('/api/auth/login', { email: 'awa@example.fr', password: PASSWORD })).body;
      const res = await request(app).patch('/api/auth/me').set('Authorization', bearer(token)).send({ firstName: ' Awa-Marie ', lastName: 'Traoré' });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ firstName: 'Awa-Marie', lastName: 'Traoré', name: 'Awa-Marie Traoré' });
      expect((await request(app).patch('/api/auth/me').set('Authorization', bearer(token)).send({ firstName: '' })).status).toBe(400);
      expect((await request(app).patch('/api/auth/me').send({ firstName: 'X' })).status).toBe(401);
    });
  });

  describe('staff', () => {
    it('logs admin and scanner in at /admin/auth/login, refuses a user with the same 401', async () => {
      const admin = await post('/api/admin/auth/login', { email: TEST_SECRETS.ADMIN_EMAIL, password: TEST_SECRETS.ADMIN_PASSWORD });
      expect(admin.status).toBe(200);
      expect(admin.body.user.role).toBe('admin');
      const scanner = await post('/api/admin/auth/login', { email: TEST_SECRETS.SCANNER_EMAIL, password: TEST_SECRETS.SCANNER_PASSWORD });
      expect(scanner.body.user.role).toBe('scanner');
      expect((await me(scanner.body.token, '/api/admin/auth/me')).body.user.role).toBe('scanner');

      await makeUser('awa@example.fr');
      const user = await post('/api/admin/auth/login', { email: 'awa@example.fr', password: PASSWORD });
      expect(user.status).toBe(401);
      expect(user.body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE } });
    });

    it('GET /admin/auth/me: 403 for a user, 401 for a guest', async () => {
      await makeUser('awa@example.fr');
      const { token } = (await post('/api/auth/login', { email: 'awa@example.fr', password: PASSWORD })).body;
      const forbidden = await me(token, '/api/admin/auth/me');
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.error.code).toBe('FORBIDDEN');
      const guest = await me(undefined, '/api/admin/auth/me');
      expect(guest.status).toBe(401);
      expect(guest.body.error.code).toBe('UNAUTHORIZED');
    });
  });

  describe('sessions', () => {
    it('refuses an expired token, a forged or unsigned (alg none) one and a disabled account’s with 401 SESSION_EXPIRED', async () => {
      const awa = await makeUser('awa@example.fr');
      const { token } = (await post('/api/auth/login', { email: 'awa@example.fr', password: PASSWORD })).body;
      now = new Date(NOW.getTime() + SESSION_TTL_SECONDS * 1000 + 1000);
      const expired = await me(token);
      expect(expired.status).toBe(401);
      expect(expired.body.error.code).toBe('SESSION_EXPIRED');
      now = NOW;

      const forged = issueAccessToken({ jwtSecret: 'another-secret-another-secret-another-secret' }, awa, { now }).token;
      expect((await me(forged)).body.error.code).toBe('SESSION_EXPIRED');
      expect((await me()).body.error.code).toBe('UNAUTHORIZED');

      // alg none (unsigned) and a signature moved onto a token with other claims: both refused.
      const real = jwt.decode(token, { complete: true })!;
      const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(real.payload as object)}.`;
      const stolenSignature = `${b64(real.header)}.${b64({ ...(real.payload as object), role: 'admin' })}.${real.signature}`;
      for (const bad of [unsigned, `${unsigned}x`, stolenSignature]) {
        const res = await me(bad);
        expect(res.status, bad).toBe(401);
      }

      expect((await me(token)).status).toBe(200);
      await awa.update({ disabledAt: NOW });
      const disabled = await me(token);
      expect(disabled.status).toBe(401);
      expect(disabled.body.error.code).toBe('SESSION_EXPIRED');
    });

    it('logout answers 204; logout-all revokes every token and publishes user.sessions-revoked', async () => {
      const awa = await makeUser('awa@example.fr');
      const first = (await post('/api/auth/login', { email: 'awa@example.fr', password: PASSWORD })).body.token;
      const second = (await post('/api/auth/login', { email: 'awa@example.fr', password: PASSWORD })).body.token;
      expect((await post('/api/auth/logout', {}, first)).status).toBe(204);
      expect((await post('/api/auth/logout')).status).toBe(401);
      expect((await post('/api/auth/logout-all', {}, first)).status).toBe(204);
      for (const token of [first, second]) {
        const res = await me(token);
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('SESSION_EXPIRED');
      }
      expect(events).toEqual([{ name: 'user.sessions-revoked', payload: { userId: awa.id } }]);
      expect((await me((await post('/api/auth/login', { email: 'awa@example.fr', password: PASSWORD })).body.token)).status).toBe(200);
    });

    it('changes the password: the current one is required, other tokens are revoked, the answer carries a new one', async () => {
      await makeUser('awa@example.fr');
      const old = (await post('/api/auth/login', { email: 'awa@example.fr', password: PASSWORD })).body.token;
      const wrong = await post('/api/auth/change-password', { currentPassword: 'pas-le-bon', newPassword: 'Nouveau-Mot-2-passe' }, old);
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe('INVALID_CURRENT_PASSWORD');
      const common = await post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'motdepasse' }, old);
      expect(common.status).toBe(400);

      const res = await post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'Nouveau-Mot-2-passe' }, old);
      expect(res.status).toBe(200);
      expect(res.body.data.token).toBe(res.body.token);
      expect((await me(old)).body.error.code).toBe('SESSION_EXPIRED');
      expect((await me(res.body.token)).status).toBe(200);
      expect((await post('/api/auth/login', { email: 'awa@example.fr', password: PASSWORD })).status).toBe(401);
      expect((await post('/api/auth/login', { email: 'awa@example.fr', password: 'Nouveau-Mot-2-passe' })).status).toBe(200);
      expect(events.map((e) => e.name)).toEqual(['user.sessions-revoked']);
    });
  });

  describe('password reset', () => {
    it('answers the same 202 for a known and an unknown e-mail, and e-mails a 30-minute link only to the known one', async () => {
      await makeUser('awa@example.fr');
      const known = await post('/api/auth/forgot-password', { email: 'awa@example.fr' });
      const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.fr' });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(known.body).toEqual({ message: MAIL_SENT_MESSAGE });
      expect(await outbox(PASSWORD_RESET_KIND)).toHaveLength(1);
      const [mail] = await outbox(PASSWORD_RESET_KIND, 'awa@example.fr');
      const token = await mailedToken(PASSWORD_RESET_KIND, 'awa@example.fr');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rendered = await render(mail!);
      expect(rendered.subject).toBe('Réinitialisation de votre mot de passe');
      expect(rendered.text).toContain(`${testDb.config.publicSiteUrl}/reset-password?token=${token}`);
      const row = (await models().AuthToken.findOne({ where: { userId: mail!.payload.userId as number } }))!;
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.expiresAt.getTime() - NOW.getTime()).toBe(30 * 60_000);
    });

    it("sends staff to the back-office's reset page", async () => {
      await makeUser('controle@example.fr', { role: 'scanner' });
      await post('/api/auth/forgot-password', { email: 'controle@example.fr' });
      const [mail] = await outbox(PASSWORD_RESET_KIND, 'controle@example.fr');
      const token = await mailedToken(PASSWORD_RESET_KIND, 'controle@example.fr');
      expect((await render(mail!)).text).toContain(`${testDb.config.publicSiteUrl}/admin/reset-password?token=${token}`);
    });

    it('resets once: a session, older tokens revoked, address verified; the same link again is refused', async () => {
      const awa = await makeUser('awa@example.fr');
      const old = (await post('/api/auth/login', { email: 'awa@example.fr', password: PASSWORD })).body.token;
      await guestOrder('awa@example.fr');
      await post('/api/auth/forgot-password', { email: 'awa@example.fr' });
      const token = await mailedToken(PASSWORD_RESET_KIND, 'awa@example.fr');
      const res = await post('/api/auth/reset-password', { token, password: 'Nouveau-Mot-2-passe' });
      expect(res.status).toBe(200);
      expect(res.body.user.emailVerified).toBe(true);
      expect((await me(old)).body.error.code).toBe('SESSION_EXPIRED');
      expect((await me(res.body.token)).status).toBe(200);
      expect(await models().Order.count({ where: { userId: awa.id } })).toBe(1);

      const again = await post('/api/auth/reset-password', { token, password: 'Encore-Un-Autre-1' });
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('RESET_TOKEN_INVALID');
      expect((await post('/api/auth/reset-password', { token: 'nimporte-quoi', password: 'Encore-Un-Autre-1' })).body.error.code).toBe('RESET_TOKEN_INVALID');
    });

    it('refuses an expired link and one superseded by a newer request (whose e-mail is then not sent)', async () => {
      await makeUser('awa@example.fr');
      await post('/api/auth/forgot-password', { email: 'awa@example.fr' });
      const first = await mailedToken(PASSWORD_RESET_KIND, 'awa@example.fr');
      await post('/api/auth/forgot-password', { email: 'awa@example.fr' });
      const second = await mailedToken(PASSWORD_RESET_KIND, 'awa@example.fr');
      expect((await post('/api/auth/reset-password', { token: first, password: 'Nouveau-Mot-2-passe' })).body.error.code).toBe('RESET_TOKEN_INVALID');
      const [firstMail] = await outbox(PASSWORD_RESET_KIND);
      await expect(render(firstMail!)).rejects.toThrow(/déjà utilisé, remplacé ou expiré/);

      now = new Date(NOW.getTime() + 31 * 60_000);
      const expired = await post('/api/auth/reset-password', { token: second, password: 'Nouveau-Mot-2-passe' });
      expect(expired.status).toBe(400);
      expect(expired.body.error.code).toBe('RESET_TOKEN_INVALID');
    });

    it('keeps the raw token out of the database, records who asked, and caps the links per address', async () => {
      await makeUser('awa@example.fr');
      const answers = [];
      for (let i = 0; i < MAX_LINKS_PER_WINDOW + 2; i += 1) answers.push(await post('/api/auth/forgot-password', { email: 'awa@example.fr' }));
      // Same answer beyond the cap, but no more e-mails to that mailbox for the window.
      for (const res of answers) expect(res.body).toEqual({ message: MAIL_SENT_MESSAGE });
      const mails = await outbox(PASSWORD_RESET_KIND, 'awa@example.fr');
      expect(mails).toHaveLength(MAX_LINKS_PER_WINDOW);
      const token = await mailedToken(PASSWORD_RESET_KIND, 'awa@example.fr');
      expect(JSON.stringify(mails.at(-1)!.payload)).not.toContain(token);
      const rows = await models().AuthToken.findAll();
      expect(rows.every((r) => r.requestedIp && /127\.0\.0\.1|::1/.test(r.requestedIp))).toBe(true);
      // The window slides: later on, links are sent again.
      now = new Date(NOW.getTime() + 16 * 60_000);
      await post('/api/auth/forgot-password', { email: 'awa@example.fr' });
      expect(await outbox(PASSWORD_RESET_KIND, 'awa@example.fr')).toHaveLength(MAX_LINKS_PER_WINDOW + 1);
    });
  });

  describe('magic links, quick access, verification', () => {
    it('answers the same 202 for any e-mail; the link logs in once, verifies the address and links guest orders', async () => {
      const awa = await makeUser('awa@example.fr');
      const order = await guestOrder('Awa@Example.fr');
      const other = await guestOrder('someone@example.fr');
      const known = await post('/api/auth/magic-link', { email: 'awa@example.fr', redirect: '/dashboard/tickets' });
      const unknown = await post('/api/auth/magic-link', { email: 'nobody@example.fr', redirect: '/dashboard/tickets' });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(unknown.body).toEqual(known.body);
      expect(await outbox(MAGIC_LINK_KIND)).toHaveLength(1);

      const token = await mailedToken(MAGIC_LINK_KIND, 'awa@example.fr');
      const [mail] = await outbox(MAGIC_LINK_KIND);
      expect((await render(mail!)).text).toContain(
        `${testDb.config.publicSiteUrl}/auth/magic-login?token=${token}&redirect=${encodeURIComponent('/dashboard/tickets')}`,
      );
      const res = await post('/api/auth/magic-login', { token });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: awa.id, emailVerified: true });
      expect((await me(res.body.token)).status).toBe(200);
      expect((await models().Order.findByPk(order.id))!.userId).toBe(awa.id);
      expect((await models().Order.findByPk(other.id))!.userId).toBeNull();

      const again = await post('/api/auth/magic-login', { token });
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('MAGIC_LINK_INVALID');
    });

    it('drops an unsafe redirect and refuses an expired link', async () => {
      await makeUser('awa@example.fr');
      await post('/api/auth/magic-link', { email: 'awa@example.fr', redirect: '//evil.example/x' });
      const [mail] = await outbox(MAGIC_LINK_KIND);
      const text = (await render(mail!)).text;
      expect(text).not.toContain('redirect=');
      expect(text).not.toContain('evil');
      now = new Date(NOW.getTime() + 31 * 60_000);
      const res = await post('/api/auth/magic-login', { token: await mailedToken(MAGIC_LINK_KIND, 'awa@example.fr') });
      expect(res.body.error.code).toBe('MAGIC_LINK_INVALID');
    });

    it('lets only one of two concurrent uses of a link succeed', async () => {
      await makeUser('awa@example.fr');
      await post('/api/auth/magic-link', { email: 'awa@example.fr' });
      const token = await mailedToken(MAGIC_LINK_KIND, 'awa@example.fr');
      const results = await Promise.all([post('/api/auth/magic-login', { token }), post('/api/auth/magic-login', { token })]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    });

    it('quick access never answers a session: it e-mails a magic link, creating a passwordless account on first use', async () => {
      const first = await post('/api/auth/quick-login', { email: 'Nouvelle@Example.fr', name: 'Fatou Ndiaye' });
      expect(first.status).toBe(202);
      expect(first.body).toEqual({ message: expect.any(String), magicLinkSent: true });
      expect(first.body.token).toBeUndefined();
      const created = (await models().User.scope('withPassword').findOne({ where: { email: 'nouvelle@example.fr' } }))!;
      expect(created).toMatchObject({ firstName: 'Fatou', lastName: 'Ndiaye', passwordHash: null, emailVerifiedAt: null, role: 'user' });

      await makeUser('awa@example.fr');
      const existing = await post('/api/auth/quick-login', { email: 'awa@example.fr', name: 'Quelqu’un' });
      const again = await post('/api/auth/quick-login', { email: 'nouvelle@example.fr', name: 'Fatou Ndiaye' });
      for (const r of [existing, again]) {
        expect(r.status).toBe(first.status);
        expect(r.body).toEqual(first.body);
      }
      expect(await models().User.count({ where: { email: 'nouvelle@example.fr' } })).toBe(1);
      expect((await models().User.findOne({ where: { email: 'awa@example.fr' } }))!.firstName).toBe('Awa');
      expect(await outbox(MAGIC_LINK_KIND, 'nouvelle@example.fr')).toHaveLength(2);

      const res = await post('/api/auth/magic-login', { token: await mailedToken(MAGIC_LINK_KIND, 'nouvelle@example.fr') });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email: 'nouvelle@example.fr', name: 'Fatou Ndiaye', emailVerified: true });
    });

    it('does not link guest orders to an unverified registration, links them once the address is verified', async () => {
      const order = await guestOrder('fatou@example.fr');
      const reg = await post('/api/auth/register', { email: 'fatou@example.fr', password: PASSWORD, firstName: 'Fatou', lastName: 'Ndiaye' });
      expect(reg.status).toBe(201);
      expect((await post('/api/auth/login', { email: 'fatou@example.fr', password: PASSWORD })).status).toBe(200);
      expect((await models().Order.findByPk(order.id))!.userId).toBeNull();

      const token = await mailedToken(EMAIL_VERIFICATION_KIND, 'fatou@example.fr');
      const verified = await post('/api/auth/verify-email', { token });
      expect(verified.status).toBe(200);
      expect(verified.body.user).toMatchObject({ email: 'fatou@example.fr', emailVerified: true });
      expect(verified.body.token).toBeUndefined();
      expect((await models().Order.findByPk(order.id))!.userId).toBe(reg.body.user.id);
      expect((await post('/api/auth/verify-email', { token })).body.error.code).toBe('VERIFICATION_TOKEN_INVALID');

      // A later guest order joins the verified account at its next login.
      const later = await guestOrder('fatou@example.fr');
      await post('/api/auth/login', { email: 'fatou@example.fr', password: PASSWORD });
      expect((await models().Order.findByPk(later.id))!.userId).toBe(reg.body.user.id);
    });

    it('the verification link also opens a session at /auth/magic-login (the site page serves both)', async () => {
      await post('/api/auth/register', { email: 'fatou@example.fr', password: PASSWORD, firstName: 'Fatou', lastName: 'Ndiaye' });
      const token = await mailedToken(EMAIL_VERIFICATION_KIND, 'fatou@example.fr');
      now = new Date(NOW.getTime() + 47 * 60 * 60_000);
      const res = await post('/api/auth/magic-login', { token });
      expect(res.status).toBe(200);
      expect(res.body.user.emailVerified).toBe(true);
    });

    it('sends nothing to a disabled account', async () => {
      await makeUser('off@example.fr', { disabledAt: NOW });
      expect((await post('/api/auth/forgot-password', { email: 'off@example.fr' })).status).toBe(202);
      expect((await post('/api/auth/magic-link', { email: 'off@example.fr' })).status).toBe(202);
      expect((await post('/api/auth/quick-login', { email: 'off@example.fr', name: 'X' })).status).toBe(202);
      expect(await models().OutboxMessage.count()).toBe(0);
    });
  });

  it('limits the auth endpoints per IP (API_AUTH_RATE_LIMIT_PER_MINUTE) with a French 429', async () => {
    const limited = createApp({ config: { ...testDb.config, authRateLimitPerMinute: 2 }, logger, db: testDb.db, clock: () => now });
    const attempt = () => request(limited).post('/api/auth/login').send({ email: 'nobody@example.fr', password: 'whatever-123' });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.body.error.message).toMatch(/Trop de tentatives/);
    // Shared by the other auth endpoints of that app.
    expect((await request(limited).post('/api/auth/forgot-password').send({ email: 'x@example.fr' })).status).toBe(429);
    // Reading one's own account is not limited by it.
    expect((await request(limited).get('/api/auth/me')).status).toBe(401);
  });
});
