// @vitest-environment node
import http from 'node:http';
import net from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type BuildSource } from './app.ts';
import { compileTrust, type TrustFunction } from './forwarded.ts';
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
          forwardedProto: req.headers['x-forwarded-proto'] ?? null,
          forwardedHost: req.headers['x-forwarded-host'] ?? null,
          forwarded: req.headers.forwarded ?? null,
          realIp: req.headers['x-real-ip'] ?? null,
          host: req.headers.host,
          auth: req.headers.authorization ?? null,
        }),
      );
    });
  });
  server.on('upgrade', (req, socket) => {
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `X-Upstream-Url: ${req.url}\r\nX-Upstream-Forwarded-For: ${String(req.headers['x-forwarded-for'])}\r\n\r\n`,
    );
    socket.on('data', (data: Buffer) => socket.write(`echo:${data.toString()}`));
  });
  const running = await listen(server);
  servers.push(running.server);
  return running;
}

async function site(apiUrl: string, trustProxy?: TrustFunction) {
  const { app, handleUpgrade } = createApp({
    builds: noBuilds,
    apiUrl,
    publicSiteUrl: 'http://localhost:4321',
    rebuildSecret: 'x'.repeat(40),
    logger: memoryLogger(),
    ...(trustProxy ? { trustProxy } : {}),
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
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nX-Forwarded-For: 203.0.113.9\r\n\r\n',
      );
    });
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 101/);
    expect(received.toLowerCase()).toContain('x-upstream-url: /socket.io/?eio=4&transport=websocket');
    // The client's own X-Forwarded-For (below) is replaced by its socket address.
    expect(received.toLowerCase()).toContain('x-upstream-forwarded-for: 127.0.0.1\r\n');
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

describe('who the client is, as the API is told', () => {
  it('replaces the client’s X-Forwarded-* headers with its socket address (no appending)', async () => {
    const api = await upstream();
    const { url } = await site(api.url);
    const echo = (await (
      await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: {
          'x-forwarded-for': '203.0.113.7, 198.51.100.2',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'evil.example',
          forwarded: 'for=203.0.113.7',
          'x-real-ip': '203.0.113.7',
        },
      })
    ).json()) as Record<string, unknown>;
    expect(echo).toMatchObject({
      forwardedFor: '127.0.0.1',
      forwardedProto: 'http',
      forwardedHost: null,
      forwarded: null,
      realIp: null,
    });
  });

  it('a client rotating X-Forwarded-For is one client for an API trusting the site server: the 11th login is refused', async () => {
    // The API's setting (TRUST_PROXY=loopback) and a per-IP limit of 10, keyed on req.ip as lib/rate-limit.ts does.
    const seen = new Map<string, number>();
    const limited = express();
    limited.set('trust proxy', 'loopback');
    limited.post('/api/auth/login', (req, res) => {
      const count = (seen.get(req.ip ?? '') ?? 0) + 1;
      seen.set(req.ip ?? '', count);
      res.status(count > 10 ? 429 : 401).json({ ip: req.ip });
    });
    const running = await listen(limited);
    servers.push(running.server);
    const { url } = await site(running.url);

    const statuses: number[] = [];
    for (let i = 1; i <= 15; i += 1) {
      const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'x-forwarded-for': `198.51.100.${i}` } });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect([...seen.keys()]).toEqual(['127.0.0.1']);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  });

  it('behind a trusted reverse proxy (SITE_TRUST_PROXY), passes on the client address and protocol that proxy reported', async () => {
    const api = await upstream();
    // The test client connects from loopback: it plays the TLS proxy in front.
    const { url } = await site(api.url, compileTrust('loopback'));
    const echo = (await (
      await fetch(`${url}/api/health`, {
        headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.2', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
      })
    ).json()) as Record<string, unknown>;
    // The proxy appended the address it saw (198.51.100.2); what the client wrote before it is not believed.
    expect(echo).toMatchObject({ forwardedFor: '198.51.100.2', forwardedProto: 'https', forwardedHost: null });
  });

  it('trusts a configured proxy for its own hop only', async () => {
    const api = await upstream();
    const { url } = await site(api.url, compileTrust('1'));
    const echo = (await (await fetch(`${url}/api/health`, { headers: { 'x-forwarded-for': '10.0.0.5, 203.0.113.7' } })).json()) as Record<string, unknown>;
    expect(echo.forwardedFor).toBe('203.0.113.7');
  });
});

describe('SITE_TRUST_PROXY', () => {
  it('trusts nobody by default, refuses « true », accepts hop counts, names and subnets', () => {
    expect(compileTrust(undefined)('127.0.0.1', 0)).toBe(false);
    expect(compileTrust('')('127.0.0.1', 0)).toBe(false);
    expect(() => compileTrust('true')).toThrow(/SITE_TRUST_PROXY/);
    expect(() => compileTrust('pas-une-adresse')).toThrow(/SITE_TRUST_PROXY invalide/);
    expect(compileTrust('1')('203.0.113.7', 0)).toBe(true);
    expect(compileTrust('1')('203.0.113.7', 1)).toBe(false);
    expect(compileTrust('loopback')('127.0.0.1', 0)).toBe(true);
    expect(compileTrust('172.18.0.1, 10.0.0.0/8')('10.1.2.3', 0)).toBe(true);
    expect(compileTrust('172.18.0.1')('172.18.0.2', 0)).toBe(false);
  });
});
