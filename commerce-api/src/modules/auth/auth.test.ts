import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { Op } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { onDomainEvent, type DomainEventName } from '../../lib/events.js';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword } from '../../lib/password.js';
import { open } from '../../lib/sealed.js';
import { TEST_SECRETS, describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import { generateOrderNumber } from '../orders/index.js';
import type { OutboxMessageInstance } from '../mail/models.js';
import { createMailRenderers } from '../../services.js';
import type { UserInstance } from './models.js';
import {
  ACCOUNT_EXISTS_KIND,
  EMAIL_NOT_VERIFIED_MESSAGE,
  EMAIL_VERIFICATION_KIND,
  INVALID_CREDENTIALS_MESSAGE,
  MAGIC_LINK_INVALID_MESSAGE,
  MAGIC_LINK_KIND,
  MAIL_SENT_MESSAGE,
  MAX_LINKS_PER_WINDOW,
  MFA_CODE_INVALID_MESSAGE,
  MFA_MAX_FAILURES,
  MFA_TOKEN_INVALID_MESSAGE,
  PASSWORD_RESET_KIND,
  REGISTER_MESSAGE,
  VERIFICATION_TOKEN_INVALID_MESSAGE,
  ensureStaffAccounts,
  safeRedirect,
  splitName,
} from './service.js';
import { LOCK_AFTER_FAILURES, lockDurationMs, tooManyAttemptsMessage } from './throttle.js';
import { REMEMBERED_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS, issueAccessToken } from './tokens.js';
import { TOTP_PERIOD_SECONDS, totpCode } from './totp.js';

const NOW = new Date('2026-12-01T12:00:00Z');
const PASSWORD = 'Kizomba-Lumiere-42';
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

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
  /** A buyer whose address is verified, unless `extra` says otherwise. */
  const makeUser = async (email: string, extra: Partial<UserInstance> = {}) =>
    models().User.create({ email, passwordHash: await hashPassword(PASSWORD), firstName: 'Awa', lastName: 'Diallo', emailVerifiedAt: NOW, ...extra });
  const login = (email: string, password = PASSWORD, path = '/api/auth/login') => post(path, { email, password });
  /** A staff session through the second factor (seeded accounts are enrolled with TEST_SECRETS' TOTP secrets). */
  const staffSession = async (role: 'admin' | 'scanner') => {
    const email = role === 'admin' ? TEST_SECRETS.ADMIN_EMAIL : TEST_SECRETS.SCANNER_EMAIL;
    const password = role === 'admin' ? TEST_SECRETS.ADMIN_PASSWORD : TEST_SECRETS.SCANNER_PASSWORD;
    const secret = role === 'admin' ? TEST_SECRETS.ADMIN_TOTP_SECRET : TEST_SECRETS.SCANNER_TOTP_SECRET;
    const first = await login(email, password, '/api/admin/auth/login');
    expect(first.body).toEqual({ mfa: 'required', mfaToken: expect.any(String) });
    return post('/api/auth/mfa/verify', { mfaToken: first.body.mfaToken, code: totpCode(secret, now) });
  };
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
    const { OutboxMessage, AuthToken, Order, User, LoginThrottle, MfaChallenge, RevokedSession } = models();
    await OutboxMessage.destroy({ where: {} });
    await AuthToken.destroy({ where: {} });
    await LoginThrottle.destroy({ where: {} });
    await MfaChallenge.destroy({ where: {} });
    await RevokedSession.destroy({ where: {} });
    // Each test starts with the seeded staff accounts as after a boot (enrolled, no step used yet).
    await User.update({ totpLastStep: null }, { where: { role: ['admin', 'scanner'] } });
    await Order.destroy({ where: {} });
    await User.destroy({ where: { email: { [Op.notIn]: [TEST_SECRETS.ADMIN_EMAIL.toLowerCase(), TEST_SECRETS.SCANNER_EMAIL.toLowerCase()] } } });
    events = [];
    now = NOW;
  });

  describe('register, login, me', () => {
    it('registers a new address: 202 and no session, an unverified user, a verification e-mail', async () => {
      const res = await post('/api/auth/register', { email: 'Awa.Diallo@Example.fr', password: PASSWORD, firstName: 'Awa', lastName: 'Diallo' });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: REGISTER_MESSAGE });
      expect(REGISTER_MESSAGE).toBe('Vérifiez votre boîte mail : si cette adresse peut être utilisée, un lien de confirmation vient de vous être envoyé.');
      const created = (await models().User.scope('withPassword').findOne({ where: { email: 'awa.diallo@example.fr' } }))!;
      expect(created).toMatchObject({ firstName: 'Awa', lastName: 'Diallo', role: 'user', emailVerifiedAt: null });
      expect(await verifyPassword(PASSWORD, created.passwordHash!)).toBe(true);

      const [mail] = await outbox(EMAIL_VERIFICATION_KIND, 'awa.diallo@example.fr');
      expect(JSON.stringify(mail!.payload)).not.toContain(await mailedToken(EMAIL_VERIFICATION_KIND, 'awa.diallo@example.fr'));
      const rendered = await render(mail!);
      expect(rendered.subject).toBe('Confirmez votre adresse e-mail');
      expect(rendered.text).toContain(`${testDb.config.publicSiteUrl}/auth/magic-login?token=`);
      expect(rendered.text).toContain('&verify=1');
      expect(rendered.html).toContain('48 heures');
    });

    it('answers a known address exactly like a new one (status and body), e-mails its owner and changes nothing', async () => {
      const fresh = await post('/api/auth/register', { email: 'new@example.fr', password: PASSWORD, firstName: 'N', lastName: 'Ew' });
      const awa = await makeUser('awa@example.fr');
      const res = await post('/api/auth/register', { email: 'AWA@example.fr', password: 'autre-Mot-2-passe', firstName: 'X', lastName: 'Y' });
      expect(res.status).toBe(fresh.status);
      expect(res.body).toEqual(fresh.body);
      expect(res.headers['cache-control']).toBe(fresh.headers['cache-control']);
      const [mail] = await outbox(ACCOUNT_EXISTS_KIND, 'awa@example.fr');
      expect((await render(mail!)).text).toContain(`${testDb.config.publicSiteUrl}/forgot-password`);
      const stored = (await models().User.scope('withPassword').findByPk(awa.id))!;
      expect(await verifyPassword(PASSWORD, stored.passwordHash!)).toBe(true);
      expect(stored.firstName).toBe('Awa');

      // An unverified account (quick access, or registered and never confirmed) gets a fresh
      // verification link instead; its password is not replaced by the newcomer's.
      await models().User.create({ email: 'guest@example.fr', firstName: 'G' });
      const guest = await post('/api/auth/register', { email: 'guest@example.fr', password: PASSWORD, firstName: 'X', lastName: 'Y' });
      expect(guest.status).toBe(fresh.status);
      expect(guest.body).toEqual(fresh.body);
      expect(await outbox(EMAIL_VERIFICATION_KIND, 'guest@example.fr')).toHaveLength(1);
      expect((await models().User.scope('withPassword').findOne({ where: { email: 'guest@example.fr' } }))!.passwordHash).toBeNull();
    });

    it('caps the e-mails register sends to one address (account exists, verification), same 202 beyond', async () => {
      await makeUser('awa@example.fr');
      await post('/api/auth/register', { email: 'fatou@example.fr', password: PASSWORD, firstName: 'Fatou', lastName: 'Ndiaye' });
      for (let i = 0; i < MAX_LINKS_PER_WINDOW + 3; i += 1) {
        for (const email of ['awa@example.fr', 'fatou@example.fr']) {
          const res = await post('/api/auth/register', { email, password: 'Autre-Mot-De-Passe-9', firstName: 'X', lastName: 'Y' });
          expect(res.status).toBe(202);
          expect(res.body).toEqual({ message: REGISTER_MESSAGE });
        }
      }
      expect(await outbox(ACCOUNT_EXISTS_KIND, 'awa@example.fr')).toHaveLength(MAX_LINKS_PER_WINDOW);
      expect(await outbox(EMAIL_VERIFICATION_KIND, 'fatou@example.fr')).toHaveLength(MAX_LINKS_PER_WINDOW);
      now = new Date(NOW.getTime() + 16 * 60_000);
      await post('/api/auth/register', { email: 'awa@example.fr', password: 'Autre-Mot-De-Passe-9', firstName: 'X', lastName: 'Y' });
      expect(await outbox(ACCOUNT_EXISTS_KIND, 'awa@example.fr')).toHaveLength(MAX_LINKS_PER_WINDOW + 1);
    });

    it('refuses password login on an unverified account (403 with a capped resend); a wrong password gets the usual 401', async () => {
      await post('/api/auth/register', { email: 'fatou@example.fr', password: PASSWORD, firstName: 'Fatou', lastName: 'Ndiaye' });
      const res = await login('fatou@example.fr');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: { code: 'EMAIL_NOT_VERIFIED', message: EMAIL_NOT_VERIFIED_MESSAGE } });
      expect(res.body.token).toBeUndefined();
      expect(await outbox(EMAIL_VERIFICATION_KIND, 'fatou@example.fr')).toHaveLength(2);
      const wrong = await login('fatou@example.fr', 'pas-le-bon-mot-de-passe');
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
      for (let i = 0; i < MAX_LINKS_PER_WINDOW; i += 1) await login('fatou@example.fr');
      expect(await outbox(EMAIL_VERIFICATION_KIND, 'fatou@example.fr')).toHaveLength(MAX_LINKS_PER_WINDOW);
    });

    it('refuses passwords shorter than 12 characters, longer than 128, and easy to guess (zxcvbn), in French', async () => {
      const base = { email: 'nouvelle.adresse@example.fr', firstName: 'Aminata', lastName: 'Konaté' };
      const cases: Array<[string, string]> = [
        ['Court-42!', 'Le mot de passe doit contenir au moins 12 caractères.'],
        ['x'.repeat(129), 'Le mot de passe ne peut pas dépasser 128 caractères.'],
        ['azertyuiop12', 'Ce mot de passe est trop facile à deviner : allongez-le ou mélangez des mots inattendus.'],
        ['Password1234', 'Ce mot de passe est trop facile à deviner : allongez-le ou mélangez des mots inattendus.'],
        ['motdepasse123', 'Ce mot de passe est trop facile à deviner : allongez-le ou mélangez des mots inattendus.'],
        // The person's own names and address are guessable words.
        ['aminatakonate', 'Ce mot de passe est trop facile à deviner : allongez-le ou mélangez des mots inattendus.'],
      ];
      for (const [password, message] of cases) {
        const res = await post('/api/auth/register', { ...base, password });
        expect(res.status, password).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_ERROR');
        expect(res.body.error.fields[0]).toEqual({ field: 'password', message });
      }
      expect(await models().User.count({ where: { email: base.email } })).toBe(0);
      const accepted = await post('/api/auth/register', { ...base, password: 'Soleil-de-Paris-2027' });
      expect(accepted.status).toBe(202);
    });

    it('logs in (12 h, or 30 days remembered); a wrong pair, an unknown e-mail and a disabled account get the same 401', async () => {
      await makeUser('awa@example.fr');
      const res = await post('/api/auth/login', { email: 'Awa@Example.fr', password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe('awa@example.fr');
      expect(res.body.user.hasPassword).toBe(true);
      expect(res.body.data.userInfo).toEqual(res.body.user);
      expect((await me(res.body.token)).body.user).toEqual(res.body.user);
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
      const awa = await models().User.create({ email: 'awa@example.fr', passwordHash: old, emailVerifiedAt: NOW });
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
    it('logs admin and scanner in at /admin/auth/login through the second factor, refuses a user with the same 401', async () => {
      const admin = await staffSession('admin');
      expect(admin.status).toBe(200);
      expect(admin.body.user.role).toBe('admin');
      expect(admin.body.expiresAt).toBe(new Date(NOW.getTime() + SESSION_TTL_SECONDS * 1000).toISOString());
      const scanner = await staffSession('scanner');
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

    it('logout ends that session on the server (the same token then gets 401), the other sessions stay', async () => {
      const awa = await makeUser('awa@example.fr');
      const first = (await login('awa@example.fr')).body.token;
      const second = (await login('awa@example.fr')).body.token;
      const sid = (jwt.decode(first) as { sid: string }).sid;
      expect(sid).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect((await post('/api/auth/logout', {}, first)).status).toBe(204);
      const after = await me(first);
      expect(after.status).toBe(401);
      expect(after.body.error.code).toBe('SESSION_EXPIRED');
      expect((await post('/api/auth/logout', {}, first)).status).toBe(401);
      expect((await me(second)).status).toBe(200);
      expect(events).toEqual([{ name: 'user.session-revoked', payload: { userId: awa.id, sid } }]);
      expect(await models().RevokedSession.findByPk(sid)).toMatchObject({ userId: awa.id, expiresAt: new Date(NOW.getTime() + SESSION_TTL_SECONDS * 1000) });
      expect((await post('/api/auth/logout')).status).toBe(401);

      // Rows of tokens that expired anyway are dropped at the next logout.
      now = new Date(NOW.getTime() + SESSION_TTL_SECONDS * 1000 + 1000);
      const later = (await login('awa@example.fr')).body.token;
      expect((await post('/api/auth/logout', {}, later)).status).toBe(204);
      expect(await models().RevokedSession.findByPk(sid)).toBeNull();
    });

    it('logout-all revokes every token and publishes user.sessions-revoked', async () => {
      const awa = await makeUser('awa@example.fr');
      const first = (await login('awa@example.fr')).body.token;
      const second = (await login('awa@example.fr')).body.token;
      expect((await post('/api/auth/logout-all', {}, first)).status).toBe(204);
      for (const token of [first, second]) {
        const res = await me(token);
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('SESSION_EXPIRED');
      }
      expect(events).toEqual([{ name: 'user.sessions-revoked', payload: { userId: awa.id } }]);
      expect((await me((await login('awa@example.fr')).body.token)).status).toBe(200);
    });

    it('refuses a token without a session id (issued before sessions were recorded)', async () => {
      const awa = await makeUser('awa@example.fr');
      const nowSeconds = Math.floor(NOW.getTime() / 1000);
      const legacy = jwt.sign({ ver: awa.tokenVersion, role: 'user', iat: nowSeconds, exp: nowSeconds + 3600, jti: 'x' }, TEST_SECRETS.JWT_SECRET, {
        algorithm: 'HS256',
        subject: String(awa.id),
        issuer: 'kizomba-lumiere',
        audience: 'commerce-api',
      });
      expect((await me(legacy)).body.error.code).toBe('SESSION_EXPIRED');
    });

    it('changes the password: the current one is required, other tokens are revoked, the answer carries a new one', async () => {
      await makeUser('awa@example.fr');
      const old = (await post('/api/auth/login', { email: 'awa@example.fr', password: PASSWORD })).body.token;
      const wrong = await post('/api/auth/change-password', { currentPassword: 'pas-le-bon', newPassword: 'Nouveau-Mot-2-passe' }, old);
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe('INVALID_CURRENT_PASSWORD');
      const common = await post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'motdepasse123' }, old);
      expect(common.status).toBe(400);
      expect(common.body.error.fields[0].message).toMatch(/trop facile à deviner/);

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
      expect(res.body.user).toMatchObject({ email: 'nouvelle@example.fr', name: 'Fatou Ndiaye', emailVerified: true, hasPassword: false });
      expect(res.body.passwordCleared).toBeUndefined();
    });

    it('verification with the password chosen at registration keeps it, opens a session and links guest orders only then', async () => {
      const order = await guestOrder('fatou@example.fr');
      await post('/api/auth/register', { email: 'fatou@example.fr', password: PASSWORD, firstName: 'Fatou', lastName: 'Ndiaye' });
      expect((await login('fatou@example.fr')).status).toBe(403);
      expect((await models().Order.findByPk(order.id))!.userId).toBeNull();

      const token = await mailedToken(EMAIL_VERIFICATION_KIND, 'fatou@example.fr');
      const verified = await post('/api/auth/verify-email', { token, password: PASSWORD });
      expect(verified.status).toBe(200);
      expect(verified.body.user).toMatchObject({ email: 'fatou@example.fr', emailVerified: true });
      expect(verified.body.passwordCleared).toBeUndefined();
      expect((await me(verified.body.token)).status).toBe(200);
      expect((await models().Order.findByPk(order.id))!.userId).toBe(verified.body.user.id);
      expect((await post('/api/auth/verify-email', { token })).body.error.code).toBe('VERIFICATION_TOKEN_INVALID');

      // The password still works, and a later guest order joins the verified account at its next login.
      const later = await guestOrder('fatou@example.fr');
      expect((await login('fatou@example.fr')).status).toBe(200);
      expect((await models().Order.findByPk(later.id))!.userId).toBe(verified.body.user.id);
    });

    it('the verification link also opens a session at /auth/magic-login (the site page serves both)', async () => {
      await post('/api/auth/register', { email: 'fatou@example.fr', password: PASSWORD, firstName: 'Fatou', lastName: 'Ndiaye' });
      const token = await mailedToken(EMAIL_VERIFICATION_KIND, 'fatou@example.fr');
      now = new Date(NOW.getTime() + 47 * 60 * 60_000);
      const res = await post('/api/auth/magic-login', { token });
      expect(res.status).toBe(200);
      expect(res.body.user.emailVerified).toBe(true);
      // No password was given: the one chosen before the proof is cleared, the site asks for a new one.
      expect(res.body.passwordCleared).toBe(true);
      expect((await login('fatou@example.fr')).status).toBe(401);
      const set = await post('/api/auth/change-password', { newPassword: 'Nouveau-Mot-2-passe' }, res.body.token);
      expect(set.status).toBe(200);
      expect((await login('fatou@example.fr', 'Nouveau-Mot-2-passe')).status).toBe(200);
    });

    it('sends nothing to a disabled account', async () => {
      await makeUser('off@example.fr', { disabledAt: NOW });
      expect((await post('/api/auth/forgot-password', { email: 'off@example.fr' })).status).toBe(202);
      expect((await post('/api/auth/magic-link', { email: 'off@example.fr' })).status).toBe(202);
      expect((await post('/api/auth/quick-login', { email: 'off@example.fr', name: 'X' })).status).toBe(202);
      expect(await models().OutboxMessage.count()).toBe(0);
    });
  });

  describe('pre-hijacking: an account registered by someone else before the owner proves the mailbox', () => {
    const VICTIM = 'victime@example.fr';
    const ATTACKER_PASSWORD = 'Pirate-Mot-2-Passe-Secret';

    /** The attacker registers the victim's address; whatever token they may hold comes from before the proof. */
    const attackerRegisters = async () => {
      const reg = await post('/api/auth/register', { email: VICTIM, password: ATTACKER_PASSWORD, firstName: 'Faux', lastName: 'Compte' });
      expect(reg.status).toBe(202);
      expect(reg.body.token).toBeUndefined();
      expect((await login(VICTIM, ATTACKER_PASSWORD)).status).toBe(403);
      const account = (await models().User.findOne({ where: { email: VICTIM } }))!;
      const heldToken = issueAccessToken(testDb.config, account, { now }).token;
      expect((await me(heldToken)).status).toBe(200);
      return { account, heldToken };
    };

    /** After the victim's proof: the attacker's password and token are refused, the orders are the victim's. */
    const expectTakenBack = async (heldToken: string, victimToken: string, orderId: string, accountId: number) => {
      expect((await login(VICTIM, ATTACKER_PASSWORD)).status).toBe(401);
      const held = await me(heldToken);
      expect(held.status).toBe(401);
      expect(held.body.error.code).toBe('SESSION_EXPIRED');
      expect((await me(victimToken)).status).toBe(200);
      expect((await models().Order.findByPk(orderId))!.userId).toBe(accountId);
      expect((await models().User.scope('withPassword').findByPk(accountId))!.passwordHash).toBeNull();
      expect(events.map((e) => e.name)).toContain('user.sessions-revoked');
    };

    it('magic link: the password chosen before the proof is cleared, its tokens revoked, guest orders joined only then', async () => {
      const order = await guestOrder(VICTIM);
      const { account, heldToken } = await attackerRegisters();
      expect((await models().Order.findByPk(order.id))!.userId).toBeNull();

      await post('/api/auth/magic-link', { email: VICTIM });
      const res = await post('/api/auth/magic-login', { token: await mailedToken(MAGIC_LINK_KIND, VICTIM) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ passwordCleared: true, user: { id: account.id, emailVerified: true } });
      await expectTakenBack(heldToken, res.body.token, order.id, account.id);
      // The owner chooses a password without knowing the cleared one.
      const set = await post('/api/auth/change-password', { newPassword: 'Le-Vrai-Mot-2-Passe' }, res.body.token);
      expect(set.status).toBe(200);
      expect((await login(VICTIM, 'Le-Vrai-Mot-2-Passe')).status).toBe(200);
    });

    it('quick access after a guest purchase: the same', async () => {
      const order = await guestOrder(VICTIM);
      const { account, heldToken } = await attackerRegisters();
      expect((await post('/api/auth/quick-login', { email: VICTIM, name: 'Vraie Personne' })).status).toBe(202);
      const res = await post('/api/auth/magic-login', { token: await mailedToken(MAGIC_LINK_KIND, VICTIM) });
      expect(res.body.passwordCleared).toBe(true);
      await expectTakenBack(heldToken, res.body.token, order.id, account.id);
    });

    it("the confirmation e-mail the attacker's registration sent: a wrong password is refused (link kept), confirming without clears it", async () => {
      const order = await guestOrder(VICTIM);
      const { account, heldToken } = await attackerRegisters();
      const token = await mailedToken(EMAIL_VERIFICATION_KIND, VICTIM);
      // The confirmation page asks the password chosen at registration: the owner does not know it.
      expect((await post('/api/auth/link-preview', { token })).body.passwordConfirmation).toBe(true);
      const wrong = await post('/api/auth/verify-email', { token, password: 'Ce-Nest-Pas-Le-Sien-1' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ error: { code: 'INVALID_PASSWORD', message: "Ce mot de passe n'est pas celui choisi à l'inscription." } });
      expect((await models().User.findByPk(account.id))!.emailVerifiedAt).toBeNull();
      expect((await post('/api/auth/link-preview', { token })).status).toBe(200);

      const res = await post('/api/auth/verify-email', { token });
      expect(res.status).toBe(200);
      expect(res.body.passwordCleared).toBe(true);
      expect(res.body.user.hasPassword).toBe(false);
      await expectTakenBack(heldToken, res.body.token, order.id, account.id);
      expect((await me(res.body.token)).body.user.hasPassword).toBe(false);
    });

    it('wrong registration passwords at verify-email count on the address throttle', async () => {
      await attackerRegisters();
      const token = await mailedToken(EMAIL_VERIFICATION_KIND, VICTIM);
      for (let i = 0; i < LOCK_AFTER_FAILURES; i += 1) expect((await post('/api/auth/verify-email', { token, password: `essai-${i}-faux` })).status).toBe(401);
      const locked = await post('/api/auth/verify-email', { token, password: ATTACKER_PASSWORD });
      expect(locked.status).toBe(429);
      expect(locked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    });

    it('proving the mailbox of an already verified account changes neither its password nor its sessions', async () => {
      const awa = await makeUser('awa@example.fr');
      const session = (await login('awa@example.fr')).body.token;
      await post('/api/auth/magic-link', { email: 'awa@example.fr' });
      const res = await post('/api/auth/magic-login', { token: await mailedToken(MAGIC_LINK_KIND, 'awa@example.fr') });
      expect(res.body.passwordCleared).toBeUndefined();
      expect((await me(session)).status).toBe(200);
      expect((await login('awa@example.fr')).status).toBe(200);
      expect(events).toEqual([]);
      expect((await models().User.findByPk(awa.id))!.tokenVersion).toBe(awa.tokenVersion);
    });

    it('never links guest orders to an unverified account (login, magic link request, linkGuestOrders)', async () => {
      const order = await guestOrder(VICTIM);
      await attackerRegisters();
      await login(VICTIM, ATTACKER_PASSWORD);
      await post('/api/auth/magic-link', { email: VICTIM });
      await post('/api/auth/register', { email: VICTIM, password: ATTACKER_PASSWORD, firstName: 'Faux', lastName: 'Compte' });
      expect((await models().Order.findByPk(order.id))!.userId).toBeNull();
    });
  });

  describe('link preview: the confirmation page reads a link without using it', () => {
    it('names the account of a magic link, uses nothing; the click (POST magic-login) does', async () => {
      await makeUser('awa@example.fr');
      await post('/api/auth/magic-link', { email: 'awa@example.fr' });
      const token = await mailedToken(MAGIC_LINK_KIND, 'awa@example.fr');
      for (let i = 0; i < 2; i += 1) {
        const preview = await post('/api/auth/link-preview', { token });
        expect(preview.status).toBe(200);
        expect(preview.body).toEqual({ purpose: 'magic-link', email: 'awa@example.fr', firstName: 'Awa', passwordConfirmation: false });
        expect(preview.headers['cache-control']).toBe('no-store');
      }
      expect((await post('/api/auth/magic-login', { token })).status).toBe(200);
      const used = await post('/api/auth/link-preview', { token });
      expect(used.status).toBe(400);
      expect(used.body).toEqual({ error: { code: 'LINK_INVALID', message: MAGIC_LINK_INVALID_MESSAGE } });
    });

    it('says when a verification link will ask the password, and refuses expired, reset and unknown tokens', async () => {
      await post('/api/auth/register', { email: 'fatou@example.fr', password: PASSWORD, firstName: 'Fatou', lastName: 'Ndiaye' });
      const token = await mailedToken(EMAIL_VERIFICATION_KIND, 'fatou@example.fr');
      expect((await post('/api/auth/link-preview', { token })).body).toEqual({
        purpose: 'email-verification',
        email: 'fatou@example.fr',
        firstName: 'Fatou',
        passwordConfirmation: true,
      });
      // A passwordless account (quick access) has nothing to confirm.
      await models().User.create({ email: 'guest@example.fr', firstName: 'G' });
      await post('/api/auth/register', { email: 'guest@example.fr', password: PASSWORD, firstName: 'X', lastName: 'Y' });
      expect((await post('/api/auth/link-preview', { token: await mailedToken(EMAIL_VERIFICATION_KIND, 'guest@example.fr') })).body.passwordConfirmation).toBe(false);

      now = new Date(NOW.getTime() + 49 * 60 * 60_000);
      expect((await post('/api/auth/link-preview', { token })).body).toEqual({ error: { code: 'LINK_INVALID', message: VERIFICATION_TOKEN_INVALID_MESSAGE } });
      now = NOW;
      await makeUser('awa@example.fr');
      await post('/api/auth/forgot-password', { email: 'awa@example.fr' });
      const reset = await post('/api/auth/link-preview', { token: await mailedToken(PASSWORD_RESET_KIND, 'awa@example.fr') });
      expect(reset.status).toBe(400);
      expect(reset.body.error.code).toBe('LINK_INVALID');
      for (const bad of ['A'.repeat(43), 'court']) expect((await post('/api/auth/link-preview', { token: bad })).body.error.code).toBe('LINK_INVALID');
    });
  });

  describe('per-account login throttling', () => {
    it('locks an address after 5 wrong passwords (429, Retry-After) with exponential backoff; unknown addresses alike', async () => {
      await makeUser('awa@example.fr');
      const seen: Record<string, Array<[number, unknown, string | undefined]>> = {};
      for (const email of ['awa@example.fr', 'inconnu@example.fr']) {
        seen[email] = [];
        for (let i = 0; i < LOCK_AFTER_FAILURES + 1; i += 1) {
          const res = await login(email, `mauvais-mot-de-passe-${i}`);
          seen[email]!.push([res.status, res.body, res.headers['retry-after']]);
        }
      }
      expect(seen['inconnu@example.fr']).toEqual(seen['awa@example.fr']);
      const awa = seen['awa@example.fr']!;
      for (const [status] of awa.slice(0, LOCK_AFTER_FAILURES)) expect(status).toBe(401);
      expect(awa[LOCK_AFTER_FAILURES]).toEqual([429, { error: { code: 'TOO_MANY_ATTEMPTS', message: 'Trop de tentatives pour ce compte. Réessayez dans 1 minute(s).' } }, '60']);
      // Even the right password waits; the admin login shares the lock; other addresses are not concerned.
      expect((await login('awa@example.fr')).status).toBe(429);
      expect((await login('awa@example.fr', PASSWORD, '/api/admin/auth/login')).status).toBe(429);
      await makeUser('bob@example.fr');
      expect((await login('bob@example.fr')).status).toBe(200);

      // After the minute, one more wrong password locks for 2 minutes, then 4.
      now = new Date(NOW.getTime() + 61_000);
      expect((await login('awa@example.fr', 'encore-faux-1')).status).toBe(401);
      const twice = await login('awa@example.fr');
      expect(twice.status).toBe(429);
      expect(twice.body.error.message).toBe(tooManyAttemptsMessage(2));
      expect(twice.headers['retry-after']).toBe('120');
      now = new Date(now.getTime() + 121_000);
      expect((await login('awa@example.fr', 'encore-faux-2')).status).toBe(401);
      expect((await login('awa@example.fr')).body.error.message).toBe(tooManyAttemptsMessage(4));
      // Once the lock is over, the right password opens a session and the count starts again.
      now = new Date(now.getTime() + 241_000);
      expect((await login('awa@example.fr')).status).toBe(200);
      expect((await login('awa@example.fr', 'encore-faux-3')).status).toBe(401);
      expect((await login('awa@example.fr')).status).toBe(200);
    });

    it('backs off 1, 2, 4 … minutes, at most 60; a quiet quarter of an hour forgets the failures', async () => {
      expect([4, 5, 6, 7, 8, 10, 11, 30].map((n) => lockDurationMs(n) / 60_000)).toEqual([0, 1, 2, 4, 8, 32, 60, 60]);
      for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i += 1) await login('inconnu@example.fr', `faux-${i}`);
      now = new Date(NOW.getTime() + 16 * 60_000);
      await login('inconnu@example.fr', 'faux-encore');
      expect((await login('inconnu@example.fr', 'faux-encore')).status).toBe(401);
      // Rows past the window and the longest lock are purged by the next failure of any address.
      expect(await models().LoginThrottle.count()).toBe(1);
      now = new Date(now.getTime() + 76 * 60_000);
      await login('autre@example.fr', 'faux');
      expect(await models().LoginThrottle.count()).toBe(1);
    });

    it('is shared by the API replicas (stored in the database)', async () => {
      const other = createApp({ config: testDb.config, logger, db: testDb.db, clock: () => now });
      for (let i = 0; i < LOCK_AFTER_FAILURES; i += 1) await login('awa@example.fr', `faux-${i}`);
      const res = await request(other).post('/api/auth/login').send({ email: 'awa@example.fr', password: PASSWORD });
      expect(res.status).toBe(429);
      const row = (await models().LoginThrottle.findAll())[0]!;
      expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row.toJSON())).not.toContain('awa@');
    });
  });

  describe('staff second factor (TOTP)', () => {
    const SECRET = TEST_SECRETS.ADMIN_TOTP_SECRET;
    const adminLogin = (path = '/api/admin/auth/login') => login(TEST_SECRETS.ADMIN_EMAIL, TEST_SECRETS.ADMIN_PASSWORD, path);
    const verify = (mfaToken: string, code: string) => post('/api/auth/mfa/verify', { mfaToken, code });

    it('a right password answers a challenge, never a session, on both login routes; the mfaToken is no bearer token', async () => {
      for (const path of ['/api/admin/auth/login', '/api/auth/login']) {
        const res = await adminLogin(path);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ mfa: 'required', mfaToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
        expect((await me(res.body.mfaToken)).status).toBe(401);
      }
    });

    it('accepts a code once (replay refused), within ±1 step, and a later step again', async () => {
      const first = await verify((await adminLogin()).body.mfaToken, totpCode(SECRET, now));
      expect(first.status).toBe(200);
      expect(first.body.user.role).toBe('admin');
      expect((await me(first.body.token, '/api/admin/auth/me')).status).toBe(200);

      const replay = await verify((await adminLogin()).body.mfaToken, totpCode(SECRET, now));
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ error: { code: 'MFA_CODE_INVALID', message: MFA_CODE_INVALID_MESSAGE } });
      // The previous step is older than the one used: refused too.
      expect((await verify((await adminLogin()).body.mfaToken, totpCode(SECRET, new Date(now.getTime() - STEP_MS)))).status).toBe(401);
      // The phone one step ahead of the server: accepted.
      expect((await verify((await adminLogin()).body.mfaToken, totpCode(SECRET, new Date(now.getTime() + STEP_MS)))).status).toBe(200);
      // Two steps ahead: outside the window.
      expect((await verify((await adminLogin()).body.mfaToken, totpCode(SECRET, new Date(now.getTime() + 3 * STEP_MS)))).status).toBe(401);
    });

    it('5 wrong codes burn the mfaToken and count on the account throttle; an expired or foreign token is refused', async () => {
      const { mfaToken } = (await adminLogin()).body;
      for (let i = 0; i < MFA_MAX_FAILURES; i += 1) expect((await verify(mfaToken, '000000')).body.error.code).toBe('MFA_CODE_INVALID');
      const burnt = await verify(mfaToken, totpCode(SECRET, now));
      expect(burnt.status).toBe(401);
      expect(burnt.body).toEqual({ error: { code: 'MFA_TOKEN_INVALID', message: MFA_TOKEN_INVALID_MESSAGE } });
      // The wrong codes locked the account like wrong passwords would.
      expect((await adminLogin()).status).toBe(429);

      now = new Date(NOW.getTime() + 2 * 60_000);
      const late = (await adminLogin()).body.mfaToken;
      now = new Date(now.getTime() + 5 * 60_000 + 1000);
      expect((await verify(late, totpCode(SECRET, now))).body.error.code).toBe('MFA_TOKEN_INVALID');
      for (const bad of ['A'.repeat(43), 'pas-un-jeton']) expect((await verify(bad, '123456')).body.error.code).toBe('MFA_TOKEN_INVALID');
      // A verify challenge does not enrol.
      const fresh = (await adminLogin()).body.mfaToken;
      expect((await post('/api/auth/mfa/enroll', { mfaToken: fresh, code: totpCode(SECRET, now) })).body.error.code).toBe('MFA_TOKEN_INVALID');
    });

    it('enrols a staff member without an authenticator: QR data, first code, ten recovery codes (each once), secrets not stored in clear', async () => {
      await makeUser('porte@example.fr', { role: 'scanner' });
      const first = await login('porte@example.fr', PASSWORD, '/api/admin/auth/login');
      expect(first.body).toEqual({ mfa: 'enroll', mfaToken: expect.any(String), enrollment: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauthUrl: expect.any(String) } });
      const { secret, otpauthUrl } = first.body.enrollment as { secret: string; otpauthUrl: string };
      const url = new URL(otpauthUrl);
      expect(url.protocol).toBe('otpauth:');
      expect(url.searchParams.get('secret')).toBe(secret);
      expect(url.searchParams.get('issuer')).toBe('Kizomba Lumière');
      expect(decodeURIComponent(url.pathname)).toContain('porte@example.fr');

      expect((await post('/api/auth/mfa/enroll', { mfaToken: first.body.mfaToken, code: '123456' })).body.error.code).toBe('MFA_CODE_INVALID');
      const enrolled = await post('/api/auth/mfa/enroll', { mfaToken: first.body.mfaToken, code: totpCode(secret, now) });
      expect(enrolled.status).toBe(200);
      expect(enrolled.body.user.role).toBe('scanner');
      expect(enrolled.body.recoveryCodes).toHaveLength(10);
      for (const code of enrolled.body.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
      expect((await me(enrolled.body.token, '/api/admin/auth/me')).status).toBe(200);

      const stored = (await models().User.scope('withTotp').findOne({ where: { email: 'porte@example.fr' } }))!;
      expect(stored.totpSecret).toMatch(/^v1\./);
      expect(stored.totpSecret).not.toContain(secret);
      const hashes = (await models().RecoveryCode.findAll({ where: { userId: stored.id } })).map((r) => r.codeHash);
      expect(hashes).toHaveLength(10);
      expect(hashes.join()).not.toContain(enrolled.body.recoveryCodes[0]);

      // Next login: a code is required; a recovery code works once.
      const next = await login('porte@example.fr', PASSWORD, '/api/admin/auth/login');
      expect(next.body.mfa).toBe('required');
      const recovery = enrolled.body.recoveryCodes[3] as string;
      expect((await verify(next.body.mfaToken, ` ${recovery.toUpperCase()} `)).status).toBe(200);
      const again = await login('porte@example.fr', PASSWORD, '/api/admin/auth/login');
      expect((await verify(again.body.mfaToken, recovery)).body.error.code).toBe('MFA_CODE_INVALID');
      expect((await verify(again.body.mfaToken, totpCode(secret, new Date(now.getTime() + STEP_MS)))).status).toBe(200);
    });

    it('seeds the staff enrolled with the development secrets (sealed), never from env in production', async () => {
      const admin = (await models().User.scope('withTotp').findOne({ where: { role: 'admin' } }))!;
      expect(admin.totpEnabledAt).not.toBeNull();
      expect(admin.totpSecret).not.toContain(SECRET);
      expect(open(testDb.config, admin.totpSecret!, 'totp-secret')).toBe(SECRET);
      const { User } = models();
      const reset = () => User.update({ totpSecret: null, totpEnabledAt: null }, { where: { id: admin.id } });
      await reset();
      await ensureStaffAccounts(models(), { ...testDb.config, isProduction: true }, logger);
      expect((await User.findByPk(admin.id))!.totpEnabledAt).toBeNull();
      expect((await adminLogin()).body.mfa).toBe('enroll');
      await ensureStaffAccounts(models(), testDb.config, logger);
      expect((await User.findByPk(admin.id))!.totpEnabledAt).not.toBeNull();
      expect((await adminLogin()).body.mfa).toBe('required');
    });

    it('staff get no session without the second factor on any path: magic link, quick access, reset, verification', async () => {
      const ADMIN = TEST_SECRETS.ADMIN_EMAIL.toLowerCase();
      await post('/api/auth/magic-link', { email: ADMIN });
      const magic = await post('/api/auth/magic-login', { token: await mailedToken(MAGIC_LINK_KIND, ADMIN) });
      expect(magic.status).toBe(200);
      expect(magic.body).toEqual({ mfa: 'required', mfaToken: expect.any(String) });

      await post('/api/auth/quick-login', { email: ADMIN, name: 'X' });
      const quick = await post('/api/auth/magic-login', { token: await mailedToken(MAGIC_LINK_KIND, ADMIN) });
      expect(quick.body.token).toBeUndefined();
      expect(quick.body.mfa).toBe('required');

      await post('/api/auth/forgot-password', { email: ADMIN });
      const reset = await post('/api/auth/reset-password', { token: await mailedToken(PASSWORD_RESET_KIND, ADMIN), password: 'Nouveau-Mot-2-passe-Admin' });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ mfa: 'required', mfaToken: expect.any(String) });
      expect((await verify(reset.body.mfaToken, totpCode(SECRET, now))).status).toBe(200);

      // A scanner account whose address is not proven yet: the verification link gives a challenge too.
      await makeUser('porte@example.fr', { role: 'scanner', emailVerifiedAt: null });
      expect((await login('porte@example.fr', PASSWORD, '/api/admin/auth/login')).status).toBe(403);
      const verified = await post('/api/auth/verify-email', { token: await mailedToken(EMAIL_VERIFICATION_KIND, 'porte@example.fr'), password: PASSWORD });
      expect(verified.body).toEqual({ mfa: 'enroll', mfaToken: expect.any(String), enrollment: expect.any(Object) });
      expect(JSON.stringify([magic.body, quick.body, reset.body, verified.body])).not.toMatch(/"token"/);
      // Reset the seeded admin's password for the tests that follow.
      const admin = (await models().User.findOne({ where: { role: 'admin' } }))!;
      await models().User.update({ passwordHash: await hashPassword(TEST_SECRETS.ADMIN_PASSWORD) }, { where: { id: admin.id } });
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
