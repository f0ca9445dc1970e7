import { randomUUID } from 'node:crypto';
import net from 'node:net';
import express from 'express';
import { createClient } from 'redis';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { errorHandler } from './http.js';
import { createSilentLogger } from './logger.js';
import { closeRateLimitRedis, perMinuteRateLimiter, rateLimitRedisReady } from './rate-limit.js';

const logger = createSilentLogger();

/** One API replica: its own configuration object, its own limiter, the same Redis (or none). */
function replica(redisUrl: string | null, name: string, perMinute: number) {
  const app = express();
  app.use(perMinuteRateLimiter({ config: { redisUrl }, logger }, { name, perMinute, message: 'Trop de requêtes pour ce test.' }));
  app.get('/ping', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler(logger));
  return app;
}

afterAll(async () => {
  await closeRateLimitRedis();
});

describe('per-minute limiter', () => {
  it('counts in process memory without REDIS_URL: each replica on its own, then a French 429', async () => {
    const one = replica(null, 'memory', 2);
    const two = replica(null, 'memory', 2);
    expect((await request(one).get('/ping')).status).toBe(200);
    expect((await request(one).get('/ping')).status).toBe(200);
    const refused = await request(one).get('/ping');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.body.error).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Trop de requêtes pour ce test.' });
    expect((await request(two).get('/ping')).status).toBe(200);
  });

  it('fails open when Redis is unreachable: requests pass (no 500, no wait) beyond the limit', async () => {
    const dead = net.createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const { port } = dead.address() as net.AddressInfo;
    await new Promise<void>((resolve) => dead.close(() => resolve()));
    const app = replica(`redis://127.0.0.1:${port}/0`, `down-${randomUUID()}`, 1);
    const started = Date.now();
    for (let i = 0; i < 4; i += 1) expect((await request(app).get('/ping')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails open when Redis accepts the connection but never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const app = replica(`redis://127.0.0.1:${port}/0`, `silent-${randomUUID()}`, 1);
      for (let i = 0; i < 3; i += 1) expect((await request(app).get('/ping')).status).toBe(200);
    } finally {
      await closeRateLimitRedis();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 15_000);
});

const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl
  ? describe
  : (title: string, fn: () => void) =>
      describe.skip(`${title} [ignoré : définir TEST_REDIS_URL=redis://127.0.0.1:6379 pour tester les compteurs partagés]`, fn);

describeRedis('per-minute limiter with REDIS_URL', () => {
  it('shares one counter between two API replicas', async () => {
    const name = `shared-${randomUUID()}`;
    const one = replica(redisUrl!, name, 3);
    const two = replica(redisUrl!, name, 3);
    // What the server awaits before listening (until then requests pass uncounted).
    expect(await rateLimitRedisReady({ config: { redisUrl: redisUrl! }, logger })).toBe(true);
    const statuses = [];
    for (const app of [one, two, one, two, one]) statuses.push((await request(app).get('/ping')).status);
    // Three requests in all, whichever replica served them; in memory each would have allowed three.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);

    // The counter is in Redis, under the limiter's name.
    const probe = createClient({ url: redisUrl });
    await probe.connect();
    try {
      const keys = await probe.keys(`rl:${name}:*`);
      expect(keys).toHaveLength(1);
      expect(Number(await probe.get(keys[0]!))).toBe(5);
      expect(await probe.pTTL(keys[0]!)).toBeGreaterThan(0);
    } finally {
      await probe.close();
    }
  });
});
