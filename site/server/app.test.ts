// @vitest-environment node
import type http from 'node:http';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp, secretMatches, type BuildSource } from './app.ts';
import { MANIFEST_NAME, indexBuild, type SiteBuild } from './build-index.ts';
import { SiteBuilds, type BuildsStatus } from './builds.ts';
import { memoryLogger, redactUrl } from './log.ts';
import { close, controllableBuild, listen, tempDir, writeFiles } from './test-helpers.ts';

const SECRET = 'a'.repeat(64);
const servers: http.Server[] = [];
const managers: SiteBuilds[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map(close));
  await Promise.all(managers.splice(0).map((m) => m.close()));
});

class FakeBuilds implements BuildSource {
  current: SiteBuild | null = null;
  rebuilds: string[] = [];
  status(): BuildsStatus {
    return { ready: this.current !== null, current: this.current?.id ?? null, booting: false, building: false, queued: false, pending: false, lastError: null };
  }
  requestRebuild(reason: string): void {
    this.rebuilds.push(reason);
  }
}

let sampleBuild: SiteBuild;
beforeAll(async () => {
  const dir = await tempDir();
  await writeFiles(dir, {
    'index.html': '<!doctype html><title>Accueil</title><h1>Kizomba</h1><script>window.__island=1</script>',
    'about.html': '<!doctype html><h1>À propos</h1>' + 'du texte '.repeat(200),
    'news/index.html': '<!doctype html><h1>Actualités</h1>',
    'checkout.html': '<!doctype html><h1>Finaliser la commande</h1>',
    'confirmation.html': '<!doctype html><h1>État de la commande</h1>',
    '404.html': '<!doctype html><h1>Page introuvable (build)</h1>',
    'en/404.html': '<!doctype html><h1>Page not found (build)</h1>',
    'en/checkout.html': '<!doctype html><h1>Checkout</h1>',
    '_astro/client.AbC123.js': 'console.log("island")',
    'admin/scanner.sw.js': 'self.addEventListener("fetch",()=>{})',
    'admin/scanner.webmanifest': '{"name":"Scanner"}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    [MANIFEST_NAME]: '{}',
  });
  sampleBuild = await indexBuild(dir, { id: 'b1', fingerprint: 'fp', startedAt: '', finishedAt: '', durationMs: 0 });
});

async function start(builds: BuildSource, extra: Partial<Parameters<typeof createApp>[0]> = {}) {
  const { app } = createApp({
    builds,
    apiUrl: 'http://127.0.0.1:9', // nothing listens there
    publicSiteUrl: 'http://localhost:4321',
    rebuildSecret: SECRET,
    logger: memoryLogger(),
    ...extra,
  });
  const running = await listen(app);
  servers.push(running.server);
  return running.url;
}

async function withBuild(): Promise<{ url: string; builds: FakeBuilds }> {
  const builds = new FakeBuilds();
  builds.current = sampleBuild;
  return { url: await start(builds), builds };
}

const get = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init });

describe('redirects', () => {
  it('/profile → 302 /dashboard', async () => {
    const { url } = await withBuild();
    const res = await get(`${url}/profile`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard');
  });

  it('/payment-flow → 302 /checkout keeping the query string', async () => {
    const { url } = await withBuild();
    const res = await get(`${url}/payment-flow?session=cs_123&canceled=true`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/checkout?session=cs_123&canceled=true');
  });

  it('keeps the language of /<xx>/profile and /<xx>/payment-flow', async () => {
    const { url } = await withBuild();
    const profile = await get(`${url}/en/profile`);
    expect(profile.status).toBe(302);
    expect(profile.headers.get('location')).toBe('/en/dashboard');
    const payment = await get(`${url}/pt/payment-flow?session=cs_9`);
    expect(payment.status).toBe(302);
    expect(payment.headers.get('location')).toBe('/pt/checkout?session=cs_9');
    expect((await get(`${url}/xx/profile`)).status).toBe(404);
  });

  it('trailing slash → 301 to the canonical URL', async () => {
    const { url } = await withBuild();
    const res = await get(`${url}/about/?x=1`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/about?x=1');
  });
});

describe('static files', () => {
  it('serves pretty URLs in both build formats', async () => {
    const { url } = await withBuild();
    expect(await (await get(`${url}/about`)).text()).toContain('À propos');
    expect(await (await get(`${url}/news`)).text()).toContain('Actualités');
  });

  it('answers /checkout/{orderId} and /confirmation/{orderId} with the checkout and confirmation pages', async () => {
    const { url } = await withBuild();
    const order = '6f1c2a9e-4b7d-4c1e-9a51-0d2f3b4c5e6f';
    const checkout = await get(`${url}/checkout/${order}?canceled=true`);
    expect(checkout.status).toBe(200);
    expect(checkout.headers.get('cache-control')).toBe('no-cache');
    expect(await checkout.text()).toContain('Finaliser la commande');
    const confirmation = await get(`${url}/confirmation/${order}?session_id=cs_test_a1`);
    expect(confirmation.status).toBe(200);
    expect(await confirmation.text()).toContain('État de la commande');
    const deeper = await get(`${url}/checkout/${order}/more`);
    expect(deeper.status).toBe(404);
    expect(await deeper.text()).toContain('Page introuvable (build)');
  });

  it('caches hashed assets forever and revalidates HTML (ETag, Last-Modified, 304)', async () => {
    const { url } = await withBuild();
    const asset = await get(`${url}/_astro/client.AbC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);

    const page = await get(`${url}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(page.headers.get('last-modified')).toBeTruthy();
    // fetch() adds `cache-control: no-cache` to conditional requests unless one is given, and
    // no-cache rightly bypasses freshness; a browser revalidating sends max-age=0.
    const again = await get(`${url}/`, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
  });

  it('serves the scanner’s service worker as JavaScript, revalidated each time, and its manifest', async () => {
    const { url } = await withBuild();
    const worker = await get(`${url}/admin/scanner.sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-security-policy')).toContain("worker-src 'self'");
    const manifest = await get(`${url}/admin/scanner.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect((await get(`${url}/`)).headers.get('content-security-policy')).toContain("manifest-src 'self'");
  });

  it('compresses text responses', async () => {
    const { url } = await withBuild();
    const res = await get(`${url}/about`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it("answers unknown paths with the build's 404.html and status 404", async () => {
    const { url } = await withBuild();
    const res = await get(`${url}/nulle-part`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page introuvable (build)');
  });

  it('answers an unknown path under a language with that language’s 404 page, else the French one', async () => {
    const { url } = await withBuild();
    const english = await get(`${url}/en/nowhere`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('Page not found (build)');
    const german = await get(`${url}/de/nirgendwo`);
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('Page introuvable (build)');
    const checkout = await get(`${url}/en/checkout/6f1c2a9e-4b7d-4c1e-9a51-0d2f3b4c5e6f`);
    expect(checkout.status).toBe(200);
    expect(await checkout.text()).toContain('<h1>Checkout</h1>');
  });

  it('never serves the manifest or other dot-files', async () => {
    const { url } = await withBuild();
    expect((await get(`${url}/${MANIFEST_NAME}`)).status).toBe(404);
  });

  it('rejects other methods than GET/HEAD on pages', async () => {
    const { url } = await withBuild();
    const res = await get(`${url}/about`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 503 "Le site se prépare…" (self-refreshing) while the first build runs', async () => {
    const url = await start(new FakeBuilds());
    const res = await get(`${url}/about`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    const html = await res.text();
    expect(html).toContain('Le site se prépare…');
    expect(html).toContain('http-equiv="refresh"');
    expect((await get(`${url}/_health`)).status).toBe(503);
  });
});

describe('security headers', () => {
  it('sends a CSP allowing the build’s inline scripts by hash, and no framing', async () => {
    const { url } = await withBuild();
    const res = await get(`${url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('adds HSTS only behind https', async () => {
    const builds = new FakeBuilds();
    builds.current = sampleBuild;
    const url = await start(builds, { publicSiteUrl: 'https://kizomba-lumiere.fr' });
    const res = await get(`${url}/`);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});

describe('publish hook', () => {
  it('refuses a missing secret with 401', async () => {
    const { url, builds } = await withBuild();
    const res = await get(`${url}/_hooks/cms-publish`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
    expect(builds.rebuilds).toEqual([]);
  });

  it('refuses a wrong secret with 401', async () => {
    const { url, builds } = await withBuild();
    for (const secret of ['wrong', SECRET.slice(1), `${SECRET}a`]) {
      const res = await get(`${url}/_hooks/cms-publish`, { method: 'POST', headers: { 'x-rebuild-secret': secret } });
      expect(res.status).toBe(401);
    }
    expect(builds.rebuilds).toEqual([]);
  });

  it('accepts the right secret with 202 and requests a rebuild', async () => {
    const { url, builds } = await withBuild();
    const res = await get(`${url}/_hooks/cms-publish`, {
      method: 'POST',
      headers: { 'x-rebuild-secret': SECRET, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'entry.publish', model: 'news-article' }),
    });
    expect(res.status).toBe(202);
    expect(builds.rebuilds).toEqual(['CMS : entry.publish news-article']);
  });

  it('refuses everything when no secret is configured', async () => {
    const builds = new FakeBuilds();
    builds.current = sampleBuild;
    const url = await start(builds, { rebuildSecret: undefined });
    const res = await get(`${url}/_hooks/cms-publish`, { method: 'POST', headers: { 'x-rebuild-secret': '' } });
    expect(res.status).toBe(401);
  });

  it('answers 405 to GET', async () => {
    const { url } = await withBuild();
    expect((await get(`${url}/_hooks/cms-publish`)).status).toBe(405);
  });

  it('compares secrets without leaking through length', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches('short', SECRET)).toBe(false);
    expect(secretMatches(undefined, SECRET)).toBe(false);
    expect(secretMatches(SECRET, undefined)).toBe(false);
  });
});

describe('atomic swap over HTTP', () => {
  it('serves the old build during a rebuild, the new one after, and the old one after a failure', async () => {
    const buildsDir = await tempDir();
    const fake = controllableBuild({ 'about.html': '<h1>nouvelle page</h1>' });
    const builds = new SiteBuilds({
      buildsDir,
      build: fake.build,
      fingerprint: async () => 'fp',
      debounceMs: 20,
      logger: memoryLogger(),
    });
    managers.push(builds);
    const url = await start(builds);

    const booting = builds.start();
    await fake.started(1);
    expect((await get(`${url}/`)).status).toBe(503);
    fake.finish(1);
    await booting;
    expect(await (await get(`${url}/`)).text()).toContain('build 1');
    expect((await get(`${url}/_health`)).status).toBe(200);

    // A publish: while build 2 is half-written, visitors still get build 1 in full.
    const hook = await get(`${url}/_hooks/cms-publish`, { method: 'POST', headers: { 'x-rebuild-secret': SECRET } });
    expect(hook.status).toBe(202);
    await fake.started(2);
    expect(await (await get(`${url}/`)).text()).toContain('build 1');
    expect((await get(`${url}/_astro/partial-2.js`)).status).toBe(404);
    fake.finish(2);
    await builds.idle();
    expect(await (await get(`${url}/`)).text()).toContain('build 2');

    // A failed build keeps build 2 online.
    await get(`${url}/_hooks/cms-publish`, { method: 'POST', headers: { 'x-rebuild-secret': SECRET } });
    await fake.started(3);
    fake.fail(3);
    await builds.idle();
    expect(await (await get(`${url}/`)).text()).toContain('build 2');
    expect(path.basename(builds.current!.dir)).toBe(path.basename(fake.calls[1]!.outDir));
  });
});

describe('public health', () => {
  it('says a build failed without the error text (paths, CMS address): that goes to the log', async () => {
    const failing: BuildSource = {
      current: null,
      status: () => ({
        ready: false,
        current: null,
        booting: false,
        building: false,
        queued: false,
        pending: false,
        lastError: 'CMS injoignable à http://cms.internal:1337 (/srv/kizomba/site/src/lib/cms.ts)',
      }),
      requestRebuild: () => undefined,
    };
    const url = await start(failing);
    const res = await get(`${url}/_health`);
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ ready: false, current: null, booting: false, building: false, queued: false, pending: false, lastBuildFailed: true });
    expect(text).not.toMatch(/cms\.internal|\/srv\/|lastError/);
  });
});

describe('access log', () => {
  it('masks one-time tokens in query strings and invitation paths, page and API alike', async () => {
    const logger = memoryLogger();
    const url = await start(new FakeBuilds(), { logger });
    for (const pathAndQuery of [
      '/reset-password?token=RESET-SECRET-1',
      '/auth/magic-login?redirect=%2Fdashboard&token=MAGIC-SECRET-2',
      '/newsletter/unsubscribe?token=UNSUB-SECRET-3',
      '/invitation/INVITE-SECRET-4',
      '/confirmation?session_id=cs_test_SESSION-5',
      '/tickets?code=PROMO-SECRET-6',
    ]) {
      await (await get(`${url}${pathAndQuery}`)).text();
    }
    const lines = logger.lines.join('\n');
    expect(lines).not.toMatch(/SECRET|SESSION-5/);
    expect(lines).toContain('GET /reset-password?token=[masqué] 503');
    expect(lines).toContain('GET /auth/magic-login?redirect=%2Fdashboard&token=[masqué] 503');
    expect(lines).toContain('GET /invitation/[masqué] 503');
  });

  it('redactUrl keeps what is not a secret', () => {
    expect(redactUrl('/api/invitations/abc.DEF-123/claim?x=1')).toBe('/api/invitations/[masqué]/claim?x=1');
    expect(redactUrl('/api/newsletter/unsubscribe?token=t&List-Unsubscribe=One-Click')).toBe('/api/newsletter/unsubscribe?token=[masqué]&List-Unsubscribe=One-Click');
    expect(redactUrl('/api/orders/42?page=2&sort=date')).toBe('/api/orders/42?page=2&sort=date');
    expect(redactUrl('/lineup/ines-mateus')).toBe('/lineup/ines-mateus');
    expect(redactUrl('/en/invitation/INVITE-SECRET-5?x=1')).toBe('/en/invitation/[masqué]?x=1');
    expect(redactUrl('/transfer/TRANSFER-SECRET-7')).toBe('/transfer/[masqué]');
    expect(redactUrl('/pt/transfer/TRANSFER-SECRET-8?x=1')).toBe('/pt/transfer/[masqué]?x=1');
    expect(redactUrl('/api/ticket-transfers/TRANSFER-SECRET-9/accept')).toBe('/api/ticket-transfers/[masqué]/accept');
    expect(redactUrl('/waiting-list/entry/ENTRY-SECRET-1')).toBe('/waiting-list/entry/[masqué]');
    expect(redactUrl('/de/waiting-list/offer/OFFER-SECRET-2?x=1')).toBe('/de/waiting-list/offer/[masqué]?x=1');
    expect(redactUrl('/api/waiting-list/entries/ENTRY-SECRET-3')).toBe('/api/waiting-list/entries/[masqué]');
    expect(redactUrl('/api/waiting-list/offers/OFFER-SECRET-4/claim')).toBe('/api/waiting-list/offers/[masqué]/claim');
    expect(redactUrl('/api/waiting-list')).toBe('/api/waiting-list');
    expect(redactUrl('/en/lineup/ines-mateus')).toBe('/en/lineup/ines-mateus');
    expect(redactUrl('/x?%74oken=encoded')).toBe('/x?%74oken=[masqué]');
  });
});
