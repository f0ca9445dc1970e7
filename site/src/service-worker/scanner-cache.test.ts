import { describe, expect, it, vi } from 'vitest';
import { assetResponse, cacheNameOf, dropOldCaches, pageResponse, precache, routeOf, type ScannerWorkerConfig, type WorkerContext } from './scanner-cache';

const ORIGIN = 'https://billetterie.example';
const config: ScannerWorkerConfig = {
  version: 'v2',
  page: '/admin/scanner',
  precache: ['/admin/scanner', '/favicon.svg', '/_astro/Scanner.abc.js', '/_astro/jsQR.def.js'],
};

/** The Cache API in memory: keys are absolute URLs, as in a worker. */
class MemoryCache implements Pick<Cache, 'match' | 'put' | 'addAll'> {
  readonly entries = new Map<string, Response>();
  constructor(private readonly network: (request: Request) => Promise<Response>) {}
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const key = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    return this.entries.get(key)?.clone();
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const key = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    this.entries.set(key, response);
  }
  async addAll(requests: Iterable<RequestInfo>): Promise<void> {
    const fetched: Array<[string, Response]> = [];
    for (const request of requests) {
      const response = await this.network(request as Request);
      if (!response.ok) throw new TypeError(`addAll: ${response.status}`);
      fetched.push([(request as Request).url, response]);
    }
    for (const [key, response] of fetched) this.entries.set(key, response);
  }
}

class MemoryCaches implements Pick<CacheStorage, 'open' | 'keys' | 'delete'> {
  readonly caches = new Map<string, MemoryCache>();
  constructor(private readonly network: (request: Request) => Promise<Response>) {}
  async open(name: string): Promise<Cache> {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache(this.network));
    return this.caches.get(name) as unknown as Cache;
  }
  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }
  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
}

function worker(network: (request: Request) => Promise<Response>) {
  const caches = new MemoryCaches(network);
  const fetch = vi.fn(network);
  const context: WorkerContext = { caches: caches as unknown as CacheStorage, origin: ORIGIN, fetch, config };
  const cache = (): MemoryCache => {
    // open() registers the cache synchronously: the test may fill it before the worker opens it.
    void caches.open(cacheNameOf(config.version));
    return caches.caches.get(cacheNameOf(config.version))!;
  };
  return { caches, fetch, context, cache };
}

const page = (body: string, init: ResponseInit = {}) => new Response(body, { status: 200, headers: { 'Content-Type': 'text/html' }, ...init });
const get = (path: string) => new Request(`${ORIGIN}${path}`);
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('scanner service worker: routes', () => {
  it.each([
    ['/admin/scanner', 'page'],
    ['/admin/scanner?liste=2', 'page'],
    ['/_astro/Scanner.abc.js', 'asset'],
    ['/_astro/other.123.js', 'asset'],
    ['/favicon.svg', 'asset'],
    ['/api/admin/scanner/check-in', 'network'],
    ['/api', 'network'],
    ['/api/health', 'network'],
    ['/socket.io/?EIO=4&transport=polling', 'network'],
    ['/admin/dashboard', 'network'],
    ['/admin/scanner.webmanifest', 'network'],
  ])('%s → %s', (path, route) => {
    expect(routeOf({ method: 'GET', url: `${ORIGIN}${path}` }, ORIGIN, config)).toBe(route);
  });

  it('leaves other methods and other origins to the network', () => {
    expect(routeOf({ method: 'POST', url: `${ORIGIN}/admin/scanner` }, ORIGIN, config)).toBe('network');
    expect(routeOf({ method: 'GET', url: 'https://cdn.example/_astro/Scanner.abc.js' }, ORIGIN, config)).toBe('network');
  });
});

describe('scanner service worker: install and activate', () => {
  it('precaches the page and its files under this build’s name', async () => {
    const w = worker(async (request) => new Response(`body of ${new URL(request.url).pathname}`));
    await precache(w.context);
    expect([...w.cache().entries.keys()]).toEqual(config.precache.map((path) => `${ORIGIN}${path}`));
    expect(await w.cache().entries.get(`${ORIGIN}/_astro/jsQR.def.js`)!.text()).toBe('body of /_astro/jsQR.def.js');
  });

  it('fails the install when a file cannot be fetched (the previous worker stays)', async () => {
    const w = worker(async (request) => (request.url.endsWith('jsQR.def.js') ? new Response('', { status: 404 }) : new Response('ok')));
    await expect(precache(w.context)).rejects.toThrow();
    expect(w.cache().entries.size).toBe(0);
  });

  it('deletes the scanner caches of older builds only', async () => {
    const w = worker(offline);
    for (const name of ['scanner-v1', 'scanner-v2', 'scanner-v0', 'something-else']) await w.caches.open(name);
    expect((await dropOldCaches(w.context)).sort()).toEqual(['scanner-v0', 'scanner-v1']);
    expect(await w.caches.keys()).toEqual(['scanner-v2', 'something-else']);
  });
});

describe('scanner service worker: the page', () => {
  it('is network first online, and the fresh copy replaces the cached one', async () => {
    const w = worker(async () => page('fresh'));
    await w.cache().put(`${ORIGIN}/admin/scanner`, page('old'));
    const response = await pageResponse(get('/admin/scanner?liste=3'), w.context);
    expect(await response.text()).toBe('fresh');
    expect(await (await w.cache().match(`${ORIGIN}/admin/scanner`))!.text()).toBe('fresh');
  });

  it('answers the cached copy offline', async () => {
    const w = worker(offline);
    await w.cache().put(`${ORIGIN}/admin/scanner`, page('cached'));
    expect(await (await pageResponse(get('/admin/scanner'), w.context)).text()).toBe('cached');
  });

  it('answers the cached copy when the server fails, and the server’s error without one', async () => {
    const w = worker(async () => new Response('Bad gateway', { status: 502 }));
    expect((await pageResponse(get('/admin/scanner'), w.context)).status).toBe(502);
    await w.cache().put(`${ORIGIN}/admin/scanner`, page('cached'));
    expect(await (await pageResponse(get('/admin/scanner'), w.context)).text()).toBe('cached');
    expect(await (await w.cache().match(`${ORIGIN}/admin/scanner`))!.text()).toBe('cached');
  });

  it('does not wait for a network that does not answer', async () => {
    vi.useFakeTimers();
    try {
      const w = worker(() => new Promise<Response>(() => {}));
      await w.cache().put(`${ORIGIN}/admin/scanner`, page('cached'));
      const answer = pageResponse(get('/admin/scanner'), w.context, 3000);
      await vi.advanceTimersByTimeAsync(3000);
      expect(await (await answer).text()).toBe('cached');
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails like the network when offline with nothing cached', async () => {
    const w = worker(offline);
    await expect(pageResponse(get('/admin/scanner'), w.context)).rejects.toThrow('Failed to fetch');
  });

  it('never keeps a redirect or a refusal as the page', async () => {
    const w = worker(async () => new Response('nope', { status: 404 }));
    expect((await pageResponse(get('/admin/scanner'), w.context)).status).toBe(404);
    expect(w.cache().entries.size).toBe(0);
  });
});

describe('scanner service worker: files', () => {
  it('answers a precached file from the cache, even online', async () => {
    const w = worker(async () => new Response('network'));
    await w.cache().put(`${ORIGIN}/_astro/Scanner.abc.js`, new Response('cached'));
    expect(await (await assetResponse(get('/_astro/Scanner.abc.js'), w.context)).text()).toBe('cached');
    expect(w.fetch).not.toHaveBeenCalled();
  });

  it('fetches a hashed file it lacks and keeps it; a missing one is not kept', async () => {
    const w = worker(async (request) => (request.url.includes('gone') ? new Response('', { status: 404 }) : new Response('late chunk')));
    expect(await (await assetResponse(get('/_astro/late.123.js'), w.context)).text()).toBe('late chunk');
    expect(await (await w.cache().match(`${ORIGIN}/_astro/late.123.js`))!.text()).toBe('late chunk');
    expect((await assetResponse(get('/_astro/gone.456.js'), w.context)).status).toBe(404);
    expect(w.cache().entries.has(`${ORIGIN}/_astro/gone.456.js`)).toBe(false);
  });

  it('fails like the network for a file it never had, offline', async () => {
    const w = worker(offline);
    await expect(assetResponse(get('/_astro/never.js'), w.context)).rejects.toThrow();
  });
});
