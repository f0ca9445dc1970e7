import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSilentLogger } from './logger.js';
import { attachRealtime } from './realtime.js';

describe('socket.io on the API server', () => {
  const server = http.createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  const io = attachRealtime(server, createSilentLogger());
  let base = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  it('answers the Engine.IO handshake at /socket.io/', async () => {
    const res = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
    expect(res.status).toBe(200);
    const body = await res.text();
    // Engine.IO "open" packet: 0 followed by the session JSON.
    expect(body.startsWith('0')).toBe(true);
    const open = JSON.parse(body.slice(1)) as { sid: string; upgrades: string[] };
    expect(open.sid).toEqual(expect.any(String));
    expect(open.upgrades).toContain('websocket');
  });

  it('does not serve the client bundle', async () => {
    const res = await fetch(`${base}/socket.io/socket.io.js`);
    expect(res.status).not.toBe(200);
  });
});
