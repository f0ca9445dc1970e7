import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ScannerKeys } from '@kizomba/api-contract/scanner';
import {
  generateSigningSeed,
  keyIdOf,
  publicKeyFromBase64url,
  signTicketCode,
  signingKeyFromSeed,
  toBase64url,
  verifyTicketCode,
} from '@kizomba/ticket-signature';
import { createApp } from '../../app.js';
import { createServices } from '../../services.js';
import { expectContract } from '../../test/contract.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../../test/helpers.js';
import type { UserInstance } from '../auth/models.js';
import { issueAccessToken } from '../auth/tokens.js';

describeEachDatabase('scanner keys (GET /api/scanner/keys)', (target) => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let services: ReturnType<typeof createServices>;
  let admin: UserInstance;
  let scanner: UserInstance;
  let awa: UserInstance;
  const retiredSeed = generateSigningSeed();
  const retiredPublicKey = toBase64url(signingKeyFromSeed(retiredSeed).publicKey);

  const bearer = (user: UserInstance) => `Bearer ${issueAccessToken(testDb.config, user).token}`;
  const keys = (user?: UserInstance) => {
    const req = request(app).get('/api/scanner/keys');
    return user ? req.set('Authorization', bearer(user)) : req;
  };

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target, { API_AUTH_RATE_LIMIT_PER_MINUTE: '0', TICKET_VERIFY_KEYS: retiredPublicKey });
    const { User } = testDb.db.models;
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    scanner = (await User.findOne({ where: { role: 'scanner' } }))!;
    awa = await User.create({ email: 'awa.diallo@example.org', firstName: 'Awa', lastName: 'Diallo', emailVerifiedAt: new Date() });
    const deps = { config: { ...testDb.config, rateLimitPerMinute: 0 }, logger, db: testDb.db, clock: () => new Date() };
    services = createServices(deps);
    app = createApp({ ...deps, services });
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('refuses a guest (401) and a signed-in buyer (403), never cached', async () => {
    const guest = await keys();
    expect(guest.status).toBe(401);
    expect(guest.headers['cache-control']).toBe('no-store');
    expect(guest.body.keys).toBeUndefined();
    const buyer = await keys(awa);
    expect(buyer.status).toBe(403);
    expect(buyer.headers['cache-control']).toBe('no-store');
    expect(buyer.body.keys).toBeUndefined();
    const forged = await request(app).get('/api/scanner/keys').set('Authorization', 'Bearer not-a-token');
    expect(forged.status).toBe(401);
  });

  it('answers door staff and admins the public keys by key id: the active one, then the retired ones', async () => {
    for (const user of [scanner, admin]) {
      const res = await keys(user);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = expectContract(res.body, ScannerKeys);
      expect(body).toEqual({
        keys: [
          { kid: services.ticketKeys.active.kid, publicKey: toBase64url(services.ticketKeys.active.publicKey), algorithm: 'Ed25519', active: true },
          { kid: keyIdOf(publicKeyFromBase64url(retiredPublicKey)), publicKey: retiredPublicKey, algorithm: 'Ed25519', active: false },
        ],
      });
      for (const key of body.keys) expect(keyIdOf(publicKeyFromBase64url(key.publicKey))).toBe(key.kid);
    }
  });

  it('gives exactly what a door needs to verify the codes the API signs, and no private key', async () => {
    const res = await keys(scanner);
    const accepted = new Map(ScannerKeys.parse(res.body).keys.map((key) => [key.kid, publicKeyFromBase64url(key.publicKey)]));
    const claims = { ticketId: 42, ticketTypeId: 3, issuedAt: 1_796_040_000 };
    expect(verifyTicketCode(signTicketCode(claims, services.ticketKeys.active), accepted)).toMatchObject({ ok: true, claims });
    // A ticket signed before the rotation still opens the door.
    expect(verifyTicketCode(signTicketCode(claims, signingKeyFromSeed(retiredSeed)), accepted)).toMatchObject({ ok: true, claims });
    // Someone else's key does not.
    expect(verifyTicketCode(signTicketCode(claims, signingKeyFromSeed(generateSigningSeed())), accepted)).toEqual({ ok: false, reason: 'unknown_key' });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(testDb.config.ticketSigningKey);
    expect(text).not.toContain(retiredSeed);
    expect(text).not.toContain(toBase64url(services.ticketKeys.active.seed));
  });

  it('answers the same keys to 200 concurrent door calls', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => keys(scanner)));
    expect(new Set(answers.map((res) => res.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((res) => JSON.stringify(res.body))).size).toBe(1);
  });

  it('only reads: other methods are not routes', async () => {
    for (const method of ['post', 'put', 'delete'] as const) {
      const res = await request(app)[method]('/api/scanner/keys').set('Authorization', bearer(admin)).send({});
      expect(res.status, method).toBe(404);
    }
  });
});
