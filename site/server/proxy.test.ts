// @vitest-environment node
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type BuildSource } from './app.ts';
import { memoryLogger } from './log.ts';
import { close, listen } from './test-helpers.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map(close));
});

const noBuilds: BuildSource = {
  current: null,
  status: () => ({ ready: false, current: null, booting: false, building: true, queued: false, pending: false, lastError: null }),
  requestRebuild: () => undefined,
};

/** A throwaway upstream that echoes what it received, and accepts WebSocket-style upgrades. */
async function upstream() {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-upstream', 'api');
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          body: Buffer.concat(chunks).toString('utf8'),
          forwardedFor: req.headers['x-forwarded-for'] ?? null,
          host: req.headers.host,
          auth: req.headers.authorization ?? null,
        }),
      );
    });
  });
  server.on('upgrade', (req, socket) => {
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `X-Upstream-Url: ${req.url}\r\n\r\n`,
    );
    socket.on('data', (data: Buffer) => socket.write(`echo:${data.toString()}`));
  });
  const running = await listen(server);
  servers.push(running.server);
  return running;
}

async function site(apiUrl: string) {
  const { app, handleUpgrade } = createApp({
    builds: noBuilds,
    apiUrl,
    publicSiteUrl: 'http://localhost:4321',
    rebuildSecret: 'x'.repeat(40),
    logger: memoryLogger(),
  });
  const server = http.createServer(app);
  server.on('upgrade', handleUpgrade);
  const running = await listen(server);
  servers.push(running.server);
  return running;
}

describe('proxy to the commerce API', () => {
  it('forwards /api/* with path, query, method, headers and raw body unchanged', async () => {
    const api = await upstream();
    const { url } = await site(api.url);
    const body = '{"signed":"payload"}\n';
    const res = await fetch(`${url}/api/orders/42?x=1&y=%C3%A9`, {
      method: 'POST',
      headers: { authorization: 'Bearer t0k3n', 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-upstream')).toBe('api');
    // The site's CSP is not added to API answers.
    expect(res.headers.get('content-security-policy')).toBeNull();
    const echo = (await res.json()) as Record<string, unknown>;
    expect(echo).toMatchObject({ method: 'POST', url: '/api/orders/42?x=1&y=%C3%A9', body, auth: 'Bearer t0k3n' });
    expect(echo.forwardedFor).toMatch(/127\.0\.0\.1/);
  });

  it('forwards /socket.io/ long-polling requests', async () => {
    const api = await upstream();
    const { url } = await site(api.url);
    const echo = (await (await fetch(`${url}/socket.io/?EIO=4&transport=polling`)).json()) as { url: string };
    expect(echo.url).toBe('/socket.io/?EIO=4&transport=polling');
  });

  it('does not proxy look-alike paths', async () => {
    const api = await upstream();
    const { url } = await site(api.url);
    const res = await fetch(`${url}/apiary`);
    expect(res.status).toBe(503); // a site page (no build in this test), not the API
  });

  it('proxies WebSocket upgrades on /socket.io/', async () => {
    const api = await upstream();
    const { port } = await site(api.url);
    const socket = net.connect(port, '127.0.0.1');
    const received = await new Promise<string>((resolve, reject) => {
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
        if (data.includes('\r\n\r\n') && !data.includes('echo:')) socket.write('ping');
        if (data.includes('echo:ping')) resolve(data);
      });
      socket.on('error', reject);
      socket.write(
        'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: localhost\r\n' +
          'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
    });
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 101/);
    expect(received.toLowerCase()).toContain('x-upstream-url: /socket.io/?eio=4&transport=websocket');
    expect(received).toContain('echo:ping');
  });

  it('refuses upgrades outside the proxied paths', async () => {
    const api = await upstream();
    const { port } = await site(api.url);
    const socket = net.connect(port, '127.0.0.1');
    const closed = await new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true));
      socket.on('error', () => resolve(true));
      socket.write('GET /elsewhere HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n');
    });
    expect(closed).toBe(true);
  });

  it('answers 502 with a French error in the API format when the API is down', async () => {
    const api = await upstream();
    const deadUrl = api.url;
    await close(api.server);
    servers.splice(servers.indexOf(api.server), 1);
    const { url } = await site(deadUrl);
    const res = await fetch(`${url}/api/tickets`);
    expect(res.status).toBe(502);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('API_UNAVAILABLE');
    expect(body.error.message).toMatch(/indisponible/);
  });
});
