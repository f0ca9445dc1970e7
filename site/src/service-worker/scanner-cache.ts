/**
 * What the scanner's service worker does with each request, apart from the worker's global
 * scope so that tests drive it with an in-memory cache and a scripted network.
 *
 * - Install: the scanner page and every file it loads (listed at build time from the built page,
 *   src/build/service-worker.ts) go into one cache named after the build.
 * - The page: network first (a fresh build shows at once), the cached copy when the network
 *   fails, answers 5xx or is too slow (a saturated venue network must not keep the door waiting).
 * - `/_astro/` files (content-hashed, never changing) and the other precached files: cache
 *   first, then the network (a hashed file met on the way is kept too).
 * - `/api` and `/socket.io` are never answered here: the door engine decides what offline means
 *   for them, and a verdict must never come from a cache.
 * - Activate: the caches of older builds are deleted.
 */

export interface ScannerWorkerConfig {
  /** Changes with the page or any file it loads: names the cache. */
  version: string;
  /** The scanner page's path (`/admin/scanner`). */
  page: string;
  /** Same-origin paths to keep offline, the page included. */
  precache: readonly string[];
}

export interface WorkerContext {
  caches: CacheStorage;
  /** The worker's origin: cache keys are absolute URLs of it. */
  origin: string;
  fetch: (request: Request) => Promise<Response>;
  config: ScannerWorkerConfig;
}

export const CACHE_PREFIX = 'scanner-';

/** How long the page waits for the network before the cached copy answers. */
export const PAGE_NETWORK_TIMEOUT_MS = 3000;

export const cacheNameOf = (version: string): string => `${CACHE_PREFIX}${version}`;

export type Route = 'page' | 'asset' | 'network';

const PASS_THROUGH = /^\/(?:api|socket\.io)(?:\/|$)/;

/** Which strategy answers a request; `network` means the worker leaves it to the browser. */
export function routeOf(request: Pick<Request, 'method' | 'url'>, origin: string, config: Pick<ScannerWorkerConfig, 'page' | 'precache'>): Route {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || PASS_THROUGH.test(url.pathname)) return 'network';
  if (url.pathname === config.page) return 'page';
  if (url.pathname.startsWith('/_astro/') || config.precache.includes(url.pathname)) return 'asset';
  return 'network';
}

const open = ({ caches, config }: WorkerContext): Promise<Cache> => caches.open(cacheNameOf(config.version));

/** Fills this build's cache; any file that cannot be fetched fails the install (the old worker stays). */
export async function precache(context: WorkerContext): Promise<void> {
  const cache = await open(context);
  await cache.addAll(context.config.precache.map((path) => new Request(new URL(path, context.origin), { cache: 'reload' })));
}

/** Deletes the scanner caches of other builds; answers their names. */
export async function dropOldCaches({ caches, config }: Pick<WorkerContext, 'caches' | 'config'>): Promise<string[]> {
  const current = cacheNameOf(config.version);
  const old = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
  await Promise.all(old.map((name) => caches.delete(name)));
  return old;
}

/** A response a later navigation or import may be answered with (not a redirect, not an error). */
const keepable = (response: Response): boolean => response.ok && !response.redirected && response.type !== 'opaque';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The scanner page: the network's when it answers in time, else this build's copy. */
export async function pageResponse(request: Request, context: WorkerContext, timeoutMs = PAGE_NETWORK_TIMEOUT_MS): Promise<Response> {
  const cache = await open(context);
  const key = new URL(context.config.page, context.origin).href;
  const cached = (): Promise<Response | undefined> => cache.match(key, { ignoreVary: true });
  try {
    const response = await withTimeout(context.fetch(request), timeoutMs);
    if (keepable(response)) {
      await cache.put(key, response.clone());
      return response;
    }
    if (response.status >= 500) return (await cached()) ?? response;
    return response;
  } catch (error) {
    const copy = await cached();
    if (copy) return copy;
    throw error;
  }
}

/** A precached or content-hashed file: from the cache, else from the network (and kept when hashed). */
export async function assetResponse(request: Request, context: WorkerContext): Promise<Response> {
  const cache = await open(context);
  const url = new URL(request.url);
  const key = `${url.origin}${url.pathname}`;
  const hit = await cache.match(key, { ignoreVary: true });
  if (hit) return hit;
  const response = await context.fetch(request);
  if (url.pathname.startsWith('/_astro/') && keepable(response)) await cache.put(key, response.clone());
  return response;
}
