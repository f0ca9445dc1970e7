import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { createDatabase, type Database } from '../db/index.js';
import type { UserInstance } from '../modules/auth/models.js';
import { SESSION_TTL_SECONDS, issueAccessToken } from '../modules/auth/tokens.js';
import { describeEachDatabase, logger, openPreparedDatabase, type TestDatabase } from '../test/helpers.js';
import { publishDomainEvent } from './events.js';
import { attachRealtime, SOCKET_PATH, SOCKET_SESSION_EXPIRED, type RealtimeServer } from './realtime.js';

interface Listening {
  base: string;
  realtime: RealtimeServer;
}

async function listen(deps: Parameters<typeof attachRealtime>[1], handler?: http.RequestListener): Promise<Listening> {
  const server = http.createServer(
    handler ??
      ((_req, res) => {
        res.statusCode = 404;
        res.end();
      }),
  );
  const realtime = await attachRealtime(server, deps);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, realtime };
}

const clients: ClientSocket[] = [];

/** A connected client, or the `connect_error` message. */
function connect(base: string, auth?: Record<string, unknown>): Promise<ClientSocket> {
  const socket = connectClient(base, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, auth, forceNew: true });
  clients.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

/** The next `event` this socket receives. */
const next = <T = unknown>(socket: ClientSocket, event: string) => new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

/** Everything a socket receives, in order. */
function record(socket: ClientSocket): Array<[string, unknown]> {
  const seen: Array<[string, unknown]> = [];
  socket.onAny((event: string, payload: unknown) => seen.push([event, payload]));
  return seen;
}

afterEach(() => {
  for (const socket of clients.splice(0)) socket.disconnect();
});

describeEachDatabase('socket.io on the API server', (target) => {
  let testDb: TestDatabase;
  let server: Listening;
  let awa: UserInstance;
  let bob: UserInstance;
  let admin: UserInstance;
  const token = (user: Pick<UserInstance, 'id' | 'tokenVersion' | 'role'>) => issueAccessToken(testDb.config, user).token;
  const publish: typeof publishDomainEvent = (...args) => publishDomainEvent(...args);

  beforeAll(async () => {
    testDb = await openPreparedDatabase(target);
    const { User } = testDb.db.models;
    awa = await User.create({ email: 'awa@example.org', firstName: 'Awa' });
    bob = await User.create({ email: 'bob@example.org', firstName: 'Bob' });
    admin = (await User.findOne({ where: { role: 'admin' } }))!;
    // The real API on the same HTTP server, as in server.ts.
    const app = createApp({ config: { ...testDb.config, rateLimitPerMinute: 0, authRateLimitPerMinute: 0 }, logger, db: testDb.db });
    server = await listen({ config: testDb.config, logger, db: testDb.db }, app);
  });
  afterAll(async () => {
    await server?.realtime.close();
    await testDb?.close();
  });

  it('answers the Engine.IO handshake at /socket.io/', async () => {
    const res = await fetch(`${server.base}/socket.io/?EIO=4&transport=polling`);
    expect(res.status).toBe(200);
    const body = await res.text();
    // Engine.IO "open" packet: 0 followed by the session JSON.
    expect(body.startsWith('0')).toBe(true);
    const open = JSON.parse(body.slice(1)) as { sid: string; upgrades: string[] };
    expect(open.sid).toEqual(expect.any(String));
    expect(open.upgrades).toContain('websocket');
  });

  it('does not serve the client bundle', async () => {
    const res = await fetch(`${server.base}/socket.io/socket.io.js`);
    expect(res.status).not.toBe(200);
  });

  it('refuses a missing, forged, expired or revoked token with « Session expirée »', async () => {
    await expect(connect(server.base)).rejects.toThrow(SOCKET_SESSION_EXPIRED);
    await expect(connect(server.base, { token: '' })).rejects.toThrow(SOCKET_SESSION_EXPIRED);
    await expect(connect(server.base, { token: 'not-a-jwt' })).rejects.toThrow(SOCKET_SESSION_EXPIRED);
    const forged = issueAccessToken({ jwtSecret: 'another-secret-of-at-least-32-characters!!' }, awa).token;
    await expect(connect(server.base, { token: forged })).rejects.toThrow(SOCKET_SESSION_EXPIRED);
    const expired = issueAccessToken(testDb.config, awa, { now: new Date('2020-01-01T00:00:00Z') }).token;
    await expect(connect(server.base, { token: expired })).rejects.toThrow(SOCKET_SESSION_EXPIRED);
    const carol = await testDb.db.models.User.create({ email: 'carol@example.org' });
    const old = token(carol);
    await carol.update({ tokenVersion: carol.tokenVersion + 1 });
    await expect(connect(server.base, { token: old })).rejects.toThrow(SOCKET_SESSION_EXPIRED);
    await expect(connect(server.base, { token: token(carol) })).resolves.toBeTruthy();
  });

  it("delivers an order's status to its buyer's sockets only", async () => {
    const awaSocket = await connect(server.base, { token: token(awa) });
    const awaSecond = await connect(server.base, { token: token(awa) });
    const bobSocket = await connect(server.base, { token: token(bob) });
    const bobSeen = record(bobSocket);
    const awaGets = next(awaSocket, 'order:status');
    const awaSecondGets = next(awaSecond, 'order:status');
    publish(testDb.db.sequelize, 'order.status', { orderId: 'order-of-awa', userId: awa.id, status: 'completed' });
    publish(testDb.db.sequelize, 'order.status', { orderId: 'order-of-a-guest', userId: null, status: 'completed' });
    expect(await awaGets).toEqual({ orderId: 'order-of-awa', status: 'completed' });
    expect(await awaSecondGets).toEqual({ orderId: 'order-of-awa', status: 'completed' });
    // Bob's own event arrives after the others were sent: had he heard them, they would come first.
    const bobGets = next(bobSocket, 'order:status');
    publish(testDb.db.sequelize, 'order.status', { orderId: 'order-of-bob', userId: bob.id, status: 'failed' });
    expect(await bobGets).toEqual({ orderId: 'order-of-bob', status: 'failed' });
    expect(bobSeen).toEqual([['order:status', { orderId: 'order-of-bob', status: 'failed' }]]);
  });

  it("pushes replies to their author, new messages and stats to the back-office", async () => {
    const awaSocket = await connect(server.base, { token: token(awa) });
    const adminSocket = await connect(server.base, { token: token(admin) });
    const awaSeen = record(awaSocket);
    const adminSeen = record(adminSocket);
    const reply = next(awaSocket, 'message:reply');
    publish(testDb.db.sequelize, 'message.created', { messageId: 7 });
    publish(testDb.db.sequelize, 'message.replied', { messageId: 7, userId: awa.id });
    publish(testDb.db.sequelize, 'order.status', { orderId: 'order-of-a-guest', userId: null, status: 'completed' });
    publish(testDb.db.sequelize, 'admin.stats', { reason: 'user' });
    expect(await reply).toEqual({ messageId: 7 });
    await vi.waitFor(() => expect(adminSeen).toHaveLength(4));
    // A new message moves the unread badge, a sale the figures: both say so to the back-office.
    expect(adminSeen).toEqual([
      ['message:new', { messageId: 7 }],
      ['admin:stats', { reason: 'message' }],
      ['admin:stats', { reason: 'sale' }],
      ['admin:stats', { reason: 'user' }],
    ]);
    expect(awaSeen).toEqual([['message:reply', { messageId: 7 }]]);
  });

  it('tells the sockets of a user logged out everywhere, then disconnects them (others stay)', async () => {
    const awaSocket = await connect(server.base, { token: token(awa) });
    const bobSocket = await connect(server.base, { token: token(bob) });
    const revoked = next(awaSocket, 'session:revoked');
    const closed = next<string>(awaSocket, 'disconnect');
    publish(testDb.db.sequelize, 'user.sessions-revoked', { userId: awa.id });
    await revoked;
    expect(await closed).toBe('io server disconnect');
    const bobGets = next(bobSocket, 'order:status');
    publish(testDb.db.sequelize, 'order.status', { orderId: 'x', userId: bob.id, status: 'completed' });
    await bobGets;
    expect(bobSocket.connected).toBe(true);
  });

  it('« log out everywhere » through the API ends the socket opened with the old token', async () => {
    const dan = await testDb.db.models.User.create({ email: 'dan@example.org' });
    const danToken = token(dan);
    const socket = await connect(server.base, { token: danToken });
    const revoked = next(socket, 'session:revoked');
    const closed = next<string>(socket, 'disconnect');
    const res = await fetch(`${server.base}/api/auth/logout-all`, { method: 'POST', headers: { Authorization: `Bearer ${danToken}` } });
    expect(res.status).toBe(204);
    await revoked;
    expect(await closed).toBe('io server disconnect');
    await expect(connect(server.base, { token: danToken })).rejects.toThrow(SOCKET_SESSION_EXPIRED);
  });

  it('drops a socket when its token expires (it was checked only at the handshake)', async () => {
    const eve = await testDb.db.models.User.create({ email: 'eve@example.org' });
    // Issued 12 h minus 1.5 s ago: expires 1.5 s after the connection.
    const almostExpired = issueAccessToken(testDb.config, eve, { now: new Date(Date.now() - SESSION_TTL_SECONDS * 1000 + 1500) }).token;
    const socket = await connect(server.base, { token: almostExpired });
    const revoked = next(socket, 'session:revoked');
    const closed = next<string>(socket, 'disconnect');
    const started = Date.now();
    await revoked;
    expect(await closed).toBe('io server disconnect');
    expect(Date.now() - started).toBeGreaterThan(500);
    await expect(connect(server.base, { token: almostExpired })).rejects.toThrow(SOCKET_SESSION_EXPIRED);
  });

  it('« log out » through the API ends the socket of that session only; the user’s other session stays', async () => {
    const fay = await testDb.db.models.User.create({ email: 'fay@example.org' });
    const phone = token(fay);
    const laptop = token(fay);
    const phoneSocket = await connect(server.base, { token: phone });
    const laptopSocket = await connect(server.base, { token: laptop });
    const revoked = next(phoneSocket, 'session:revoked');
    const closed = next<string>(phoneSocket, 'disconnect');
    const res = await fetch(`${server.base}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${phone}` } });
    expect(res.status).toBe(204);
    await revoked;
    expect(await closed).toBe('io server disconnect');
    await expect(connect(server.base, { token: phone })).rejects.toThrow(SOCKET_SESSION_EXPIRED);
    const laptopGets = next(laptopSocket, 'order:status');
    publish(testDb.db.sequelize, 'order.status', { orderId: 'y', userId: fay.id, status: 'completed' });
    await laptopGets;
    expect(laptopSocket.connected).toBe(true);
  });

  it('disconnects a user whose role changed, so they reconnect into their new rooms', async () => {
    const bobSocket = await connect(server.base, { token: token(bob) });
    const closed = next<string>(bobSocket, 'disconnect');
    publish(testDb.db.sequelize, 'user.role-changed', { userId: bob.id, role: 'scanner' });
    expect(await closed).toBe('io server disconnect');
  });
});

describe('socket.io Redis adapter: startup', () => {
  it('fails (instead of hanging) when REDIS_URL names an unreachable Redis', async () => {
    // A port nothing listens on.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const server = http.createServer();
    const config = { jwtSecret: 'unused-secret-of-at-least-32-characters!!', redisUrl: `redis://127.0.0.1:${port}` };
    const db = {} as Database;
    await expect(attachRealtime(server, { config, logger, db })).rejects.toThrow(/Redis injoignable/);
  }, 15_000);
});

const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl
  ? describe
  : (title: string, fn: () => void) =>
      describe.skip(`${title} [ignoré : définir TEST_REDIS_URL=redis://127.0.0.1:6379 pour tester l'adaptateur Redis]`, fn);

describeRedis('socket.io Redis adapter: two API replicas sharing Redis', () => {
  let testDb: TestDatabase;
  let secondDb: Database;
  let one: Listening;
  let two: Listening;
  let awa: UserInstance;

  beforeAll(async () => {
    testDb = await openPreparedDatabase({ dialect: 'sqlite', label: 'SQLite' });
    // Each replica has its own connection (and so its own domain event bus) to the same database.
    secondDb = await createDatabase(testDb.config.database, logger);
    awa = await testDb.db.models.User.create({ email: 'awa@example.org' });
    const config = { ...testDb.config, redisUrl: redisUrl! };
    one = await listen({ config, logger, db: testDb.db });
    two = await listen({ config, logger, db: secondDb });
  });
  afterAll(async () => {
    await one?.realtime.close();
    await two?.realtime.close();
    await secondDb?.close();
    await testDb?.close();
  });

  it("delivers an event published on one replica to a socket held by the other, and disconnects it there", async () => {
    const token = issueAccessToken(testDb.config, awa).token;
    const onTwo = await connect(two.base, { token });
    const onOne = await connect(one.base, { token });
    const twoGets = next(onTwo, 'order:status');
    const oneGets = next(onOne, 'order:status');
    // Published by replica one (where the payment was settled): heard once by each socket.
    publishDomainEvent(testDb.db.sequelize, 'order.status', { orderId: 'o-1', userId: awa.id, status: 'completed' });
    expect(await twoGets).toEqual({ orderId: 'o-1', status: 'completed' });
    expect(await oneGets).toEqual({ orderId: 'o-1', status: 'completed' });

    const revoked = next(onTwo, 'session:revoked');
    const closed = next<string>(onTwo, 'disconnect');
    publishDomainEvent(testDb.db.sequelize, 'user.sessions-revoked', { userId: awa.id });
    await revoked;
    expect(await closed).toBe('io server disconnect');
  });

  it('a logout heard on one replica drops that session’s socket held by the other, not the user’s other session', async () => {
    const phone = issueAccessToken(testDb.config, awa);
    const laptop = issueAccessToken(testDb.config, awa).token;
    const phoneOnTwo = await connect(two.base, { token: phone.token });
    const laptopOnTwo = await connect(two.base, { token: laptop });
    const revoked = next(phoneOnTwo, 'session:revoked');
    const closed = next<string>(phoneOnTwo, 'disconnect');
    publishDomainEvent(testDb.db.sequelize, 'user.session-revoked', { userId: awa.id, sid: phone.sid });
    await revoked;
    expect(await closed).toBe('io server disconnect');
    const laptopGets = next(laptopOnTwo, 'order:status');
    publishDomainEvent(testDb.db.sequelize, 'order.status', { orderId: 'o-2', userId: awa.id, status: 'completed' });
    await laptopGets;
    expect(laptopOnTwo.connected).toBe(true);
  });
});
