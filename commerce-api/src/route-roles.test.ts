/**
 * Who may call what, for EVERY route the app mounts (read from its router stack, so a route added
 * tomorrow is covered without touching this file): every `/api/admin/*` route refuses a guest
 * (401), a forged or stale token (401), a plain user (403) and door staff (403) unless the route is
 * on the scanner allow-list; every other route refuses a guest unless it is declared public (both
 * lists in test/route-access.ts: opening a route to scanners or to guests is a deliberate edit).
 * Door staff, on the routes they may read, never receive a secret (QR codes, hashes, TOTP secrets).
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from './app.js';
import { LOGIN_REQUIRED_MESSAGE, SESSION_EXPIRED_MESSAGE } from './lib/auth.js';
import type { UserInstance } from './modules/auth/models.js';
import { issueAccessToken } from './modules/auth/tokens.js';
import { createPaidOrder } from './modules/mail/mail.test-helper.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from './test/helpers.js';
import { PUBLIC_ROUTES, SCANNER_ROUTES, STAFF_SIGN_IN_ROUTES, isAdminRoute, keyOf } from './test/route-access.js';
import { fillPath, listApiRoutes, pathParams, type ApiRoute } from './test/routes.js';

const FORBIDDEN_MESSAGE = "Vous n'avez pas les droits nécessaires pour cette action.";
const SYNC_ROUTE = 'GET /api/admin/scanner/lists/:id/sync';

describeEachDatabase('role rules of every route', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let routes: ApiRoute[];
  let admin: UserInstance;
  let scanner: UserInstance;
  let buyer: UserInstance;

  /** A fresh token of the account as stored now (a logout-all called on the way moves its token version). */
  const bearer = async (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, await user.reload()).token}`;
  /** Every path parameter set to `value` (a guard must answer before anything reads them). */
  const pathOf = (route: ApiRoute, value: string) => fillPath(route.path, Object.fromEntries(pathParams(route.path).map((name) => [name, value])));
  const send = (route: ApiRoute, path: string, authorization?: string, body?: object) => {
    let req = request(app)[route.method.toLowerCase() as 'get'](path);
    if (authorization) req = req.set('Authorization', authorization);
    return body ? req.send(body) : req;
  };
  const label = (route: ApiRoute, who: string) => `${keyOf(route)} as ${who}`;

  beforeAll(async () => {
    // Hundreds of calls from one address: the per-IP limits would answer 429 before the guards.
    testDb = await openPreparedDatabase(target, {
      API_RATE_LIMIT_PER_MINUTE: '0',
      API_SENSITIVE_RATE_LIMIT_PER_MINUTE: '0',
      API_AUTH_RATE_LIMIT_PER_MINUTE: '0',
      API_CHECKOUT_RATE_LIMIT_PER_MINUTE: '0',
      // Mounted, so its routes are checked too.
      DEV_OUTBOX: '1',
    });
    const { User } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    buyer = await User.create({ email: 'awa.diallo@example.org', firstName: 'Awa', lastName: 'Diallo', emailVerifiedAt: new Date() });
    const { order } = await createPaidOrder(testDb.db, { email: buyer.email });
    await order.update({ userId: buyer.id });
    app = createApp({ config: testDb.config, logger, db: testDb.db });
    routes = listApiRoutes(app);
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('reads the routes from the app, and every declared route exists', () => {
    const keys = new Set(routes.map(keyOf));
    expect(routes.filter(isAdminRoute).length).toBeGreaterThan(40);
    for (const key of [...SCANNER_ROUTES, ...STAFF_SIGN_IN_ROUTES, ...PUBLIC_ROUTES]) expect(keys.has(key), `${key} is declared here but not mounted`).toBe(true);
  });

  it('refuses a guest, a forged token, a plain user and door staff on every /api/admin route, in French', async () => {
    const forged = `Bearer ${issueAccessToken({ jwtSecret: 'not-the-secret-of-this-api-0123456789' }, admin).token}`;
    for (const route of routes.filter((r) => isAdminRoute(r) && !STAFF_SIGN_IN_ROUTES.has(keyOf(r)))) {
      const path = pathOf(route, '1');
      const guest = await send(route, path);
      expect(guest.status, label(route, 'guest')).toBe(401);
      expect(guest.body.error, label(route, 'guest')).toEqual({ code: 'UNAUTHORIZED', message: LOGIN_REQUIRED_MESSAGE });

      for (const authorization of [forged, 'Bearer not-a-token', `Bearer ${'x'.repeat(3000)}`]) {
        const refused = await send(route, path, authorization);
        expect(refused.status, label(route, authorization.slice(0, 30))).toBe(401);
        expect(refused.body.error, label(route, 'forged token')).toEqual({ code: 'SESSION_EXPIRED', message: SESSION_EXPIRED_MESSAGE });
      }

      const user = await send(route, path, await bearer(buyer));
      expect(user.status, label(route, 'user')).toBe(403);
      expect(user.body.error, label(route, 'user')).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });

      const door = await send(route, path, await bearer(scanner));
      if (SCANNER_ROUTES.has(keyOf(route))) {
        expect([401, 403], label(route, 'scanner (allowed)')).not.toContain(door.status);
      } else {
        expect(door.status, label(route, 'scanner')).toBe(403);
        expect(door.body.error, label(route, 'scanner')).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
      }
    }
  });

  it('lets an admin through every /api/admin route (the refusals above are about the role, not the route)', async () => {
    for (const route of routes.filter((r) => isAdminRoute(r) && !STAFF_SIGN_IN_ROUTES.has(keyOf(r)))) {
      // An id nothing has: the guard lets the admin in, then the route answers 400/404/200 on its own.
      const res = await send(route, pathOf(route, '999999'), await bearer(admin));
      expect([401, 403], label(route, 'admin')).not.toContain(res.status);
    }
  });

  it('refuses a guest and a stale token on every route outside /api/admin that is not declared public', async () => {
    const own = routes.filter((r) => !isAdminRoute(r) && !PUBLIC_ROUTES.has(keyOf(r)));
    // The dashboard, profile and session calls at least (a route missing here would be public by mistake).
    for (const key of ['GET /api/auth/me', 'GET /api/account/overview', 'GET /api/account/tickets', 'DELETE /api/account', 'GET /api/messages/my-messages']) {
      expect(own.map(keyOf)).toContain(key);
    }
    const revoked = await testDb.db.models.User.create({ email: 'parti@example.org', firstName: 'Léa', lastName: 'Parti', disabledAt: new Date() });
    for (const route of own) {
      const path = pathOf(route, '1');
      const guest = await send(route, path);
      expect(guest.status, `${label(route, 'guest')}: declare it in PUBLIC_ROUTES if it is meant to be public`).toBe(401);
      expect(guest.body.error, label(route, 'guest')).toEqual({ code: 'UNAUTHORIZED', message: LOGIN_REQUIRED_MESSAGE });
      const stale = await send(route, path, await bearer(revoked));
      expect(stale.status, label(route, 'disabled account')).toBe(401);
      expect(stale.body.error.code, label(route, 'disabled account')).toBe('SESSION_EXPIRED');
      const user = await send(route, path, await bearer(buyer));
      expect([401, 403], label(route, 'user')).not.toContain(user.status);
    }
  });

  /**
   * What an answer shows. The scanner's sync document carries each ticket's `codeHash` (16 hex
   * characters of its code's SHA-256) by design, so an offline door can recognise a code: those
   * are taken out before looking for secrets (a scan's `code_fingerprint`, 12 hex characters of the
   * same hash, would match their start); everything else in it must hold none.
   */
  const shownText = (route: ApiRoute, text: string) => {
    if (keyOf(route) !== SYNC_ROUTE) return text;
    const answer = JSON.parse(text) as { document: string };
    const document = JSON.parse(answer.document) as { tickets: unknown[][]; revoked: unknown[][] };
    for (const ticket of document.tickets) ticket[2] = '';
    for (const revoked of document.revoked) revoked[0] = '';
    return JSON.stringify({ ...answer, document: JSON.stringify(document) });
  };

  /** Every stored value of a column named like a secret, whatever module added it, and the JWT secret. */
  async function storedSecrets(): Promise<Set<string>> {
    const { PromoCode } = testDb.db.models;
    const secrets = new Set<string>([testDb.config.jwtSecret]);
    for (const model of Object.values(testDb.db.sequelize.models)) {
      if (model === PromoCode) continue; // promo codes are printed on flyers, not secrets
      const columns = Object.keys(model.getAttributes()).filter((name) => name === 'code' || /(hash|secret|fingerprint)$/i.test(name));
      if (columns.length === 0) continue;
      for (const row of await model.findAll({ attributes: columns, raw: true })) {
        for (const value of Object.values(row as unknown as Record<string, unknown>)) if (typeof value === 'string' && value.length >= 8) secrets.add(value);
      }
    }
    return secrets;
  }

  it('gives door staff no secret on any route they may call: no QR code, hash, TOTP secret or server key', async () => {
    const { Ticket } = testDb.db.models;
    const secrets = await storedSecrets();
    const codes = (await Ticket.findAll()).map((t) => t.code);
    expect(codes.length).toBeGreaterThanOrEqual(2);
    expect(secrets.size).toBeGreaterThan(codes.length);

    // What a door sends where an id and a code are not enough: a real list, a real offline scan.
    const [list] = await testDb.db.models.CheckInList.findAll({ order: [['id', 'ASC']], limit: 1 });
    const offlineScan = { nonce: randomUUID(), listId: list!.id, code: codes[0], direction: 'entry', scannedAt: new Date().toISOString(), verdict: 'unknown' };
    const samples: Record<string, { id?: string; body?: object }> = {
      [SYNC_ROUTE]: { id: String(list!.id) },
      'POST /api/admin/scanner/offline-scans': { body: { scans: [offlineScan] } },
    };
    let answered = 0;
    for (const route of routes.filter((r) => SCANNER_ROUTES.has(keyOf(r)))) {
      // The buyer's id for `:id`, and a real QR code in the body of the check-in: what comes back must not echo it.
      const sample = samples[keyOf(route)];
      const res = await send(route, pathOf(route, sample?.id ?? String(buyer.id)), await bearer(scanner), route.method === 'GET' ? undefined : (sample?.body ?? { code: codes[0] }));
      expect(res.status, label(route, 'scanner')).toBe(200);
      const shown = shownText(route, res.text);
      for (const secret of secrets) expect(shown.includes(secret), `${keyOf(route)} answers a secret (${secret.slice(0, 6)}…)`).toBe(false);
      answered += 1;
    }
    expect(answered).toBe(SCANNER_ROUTES.size);
  });

  it('gives admins no QR code nor stored secret on any back-office read either (they resend, never read)', async () => {
    const { Ticket, Order } = testDb.db.models;
    const [ticket] = await Ticket.findAll({ limit: 1 });
    const secrets = await storedSecrets();
    const order = (await Order.findByPk(ticket!.orderId))!;
    let answered = 0;
    for (const route of routes.filter((r) => isAdminRoute(r) && r.method === 'GET')) {
      // A real id for each kind of detail page: the buyer, their order, one of their tickets.
      const id = route.path.includes('/orders/') ? order.id : route.path.includes('/users/') ? String(buyer.id) : String(ticket!.id);
      const res = await send(route, pathOf(route, id), await bearer(admin));
      if (res.status !== 200) continue;
      answered += 1;
      const shown = shownText(route, res.text);
      for (const secret of secrets) expect(shown.includes(secret), `${keyOf(route)} answers a secret (${secret.slice(0, 6)}…)`).toBe(false);
    }
    expect(answered).toBeGreaterThan(10);
  });
});
