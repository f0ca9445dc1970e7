import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { redactUrl } from './lib/logger.js';
import { DB_TARGETS, logger, openPreparedDatabase, type TestDatabase } from './test/helpers.js';

// HTTP-level behaviour that does not depend on the database engine: SQLite only.
const sqlite = DB_TARGETS[0]!;

describe('app — HTTP conventions', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openPreparedDatabase(sqlite);
  });
  afterAll(async () => {
    await testDb.close();
  });

  const app = () => createApp({ config: testDb.config, logger, db: testDb.db });

  it('answers unknown /api routes with a French JSON 404', async () => {
    const res = await request(app()).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: "Cette adresse n'existe pas dans l'API." } });
  });

  it('answers unknown methods on known paths with the same 404', async () => {
    const res = await request(app()).delete('/api/tickets');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await request(app()).post('/api/cart/add').set('Content-Type', 'application/json').send('{"ticketId": 1, "quantity": }');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'INVALID_JSON', message: "Le corps de la requête n'est pas un JSON valide." } });
  });

  it('refuses JSON bodies over 100 kB with 413', async () => {
    const res = await request(app()).post('/api/cart/add').send({ padding: 'x'.repeat(101 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends strict security headers and no X-Powered-By', async () => {
    const res = await request(app()).get('/api/tickets');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('tags each response with a request id, reusing a sane incoming one', async () => {
    const generated = await request(app()).get('/api/tickets');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await request(app()).get('/api/tickets').set('X-Request-Id', 'site-abc.123');
    expect(forwarded.headers['x-request-id']).toBe('site-abc.123');
    const hostile = await request(app()).get('/api/tickets').set('X-Request-Id', 'a b\u00e9<script>');
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rate limits /api per IP with a French 429, but never the health probe', async () => {
    const limited = createApp({ config: { ...testDb.config, rateLimitPerMinute: 3 }, logger, db: testDb.db });
    for (let i = 0; i < 3; i += 1) expect((await request(limited).get('/api/tickets')).status).toBe(200);
    const res = await request(limited).get('/api/tickets');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.body).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: 'Trop de requêtes. Veuillez patienter une minute avant de réessayer.' },
    });
    expect((await request(limited).get('/api/health')).status).toBe(200);
  });

  it('keys the rate limit on the client behind a trusted loopback proxy', async () => {
    const limited = createApp({ config: { ...testDb.config, rateLimitPerMinute: 1 }, logger, db: testDb.db });
    expect((await request(limited).get('/api/tickets').set('X-Forwarded-For', '203.0.113.7')).status).toBe(200);
    expect((await request(limited).get('/api/tickets').set('X-Forwarded-For', '203.0.113.7')).status).toBe(429);
    // Another browser behind the same site proxy keeps its own budget.
    expect((await request(limited).get('/api/tickets').set('X-Forwarded-For', '198.51.100.4')).status).toBe(200);
  });

  it('never writes one-time tokens to the access log (invitation path, query parameters)', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = createApp({ config: testDb.config, logger: pino({ level: 'info' }, sink), db: testDb.db });
    await request(logged).get('/api/invitations/INVITE-SECRET-abcdef0123456789');
    await request(logged).post('/api/invitations/INVITE-SECRET-abcdef0123456789/claim').send({});
    await request(logged).post('/api/newsletter/unsubscribe?token=UNSUB-SECRET-0123').send({});
    await request(logged).get('/api/stripe/payment-status/cs_test_x?session_id=cs_SESSION-SECRET&page=2');
    const out = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(out).not.toMatch(/SECRET/);
    expect(out).toContain('"url":"/api/invitations/[masqué]"');
    expect(out).toContain('"url":"/api/invitations/[masqué]/claim"');
    expect(out).toContain('"url":"/api/newsletter/unsubscribe?token=[masqué]"');
    expect(out).toContain('session_id=[masqué]&page=2');
  });

  it('redactUrl keeps routes, ids and paging readable', () => {
    expect(redactUrl('/api/orders/42?page=2&sort=date')).toBe('/api/orders/42?page=2&sort=date');
    expect(redactUrl('/api/cart/promo?%63ode=SUMMER')).toBe('/api/cart/promo?%63ode=[masqué]');
    expect(redactUrl('/api/tickets')).toBe('/api/tickets');
    expect(redactUrl('/api/x?flag&token=a?b')).toBe('/api/x?flag&token=[masqué]');
    expect(redactUrl('/api/waiting-list/offers/AbC_-12/claim')).toBe('/api/waiting-list/offers/[masqué]/claim');
    expect(redactUrl('/api/waiting-list/entries/AbC_-12')).toBe('/api/waiting-list/entries/[masqué]');
    expect(redactUrl('/api/waiting-list')).toBe('/api/waiting-list');
  });

  it('answers 500 without internals when the database is gone mid-flight', async () => {
    const broken = await openPreparedDatabase(sqlite);
    const brokenApp = createApp({ config: broken.config, logger, db: broken.db });
    await broken.db.sequelize.query('DROP TABLE ticket_types');
    const res = await request(brokenApp).get('/api/tickets');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Une erreur est survenue' } });
    expect(res.text).not.toMatch(/ticket_types|SQLITE/);
    await broken.close();
  });
});
