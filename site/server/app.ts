/**
 * The site server's HTTP behaviour, independent of how builds are made (injected), so tests
 * drive it with fake builds and a throwaway upstream.
 *
 * Order matters:
 *  1. request log
 *  2. `/api/*` and `/socket.io/*` → commerce API, untouched but for the forwarding headers,
 *     which say who the client is (forwarded.ts) (before compression and the site's security
 *     headers: the API sets its own, the raw body of Stripe's webhook must pass as is, and
 *     long-polling must not be buffered)
 *  3. security headers, compression
 *  4. `/_health`, `/_hooks/cms-publish`, the spec's redirects
 *  5. the current build's files (or 503 while the first build runs)
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { SiteBuild } from './build-index.ts';
import type { BuildsStatus } from './builds.ts';
import { compileTrust, setForwardedHeaders, type TrustFunction } from './forwarded.ts';
import { redactUrl, requestLogger, type Logger } from './log.ts';
import { PREPARING_REFRESH_SECONDS, fallbackNotFoundPage, preparingPage, serverErrorPage } from './pages.ts';
import { securityHeaders } from './security.ts';
import { PREFIXED_LOCALES } from '@kizomba/locales';
import { cacheControlFor, notFoundFile, resolvePath } from './static-files.ts';

/** What the app needs of the build manager. */
export interface BuildSource {
  readonly current: SiteBuild | null;
  status(): BuildsStatus;
  requestRebuild(reason: string): void;
}

export interface AppOptions {
  builds: BuildSource;
  apiUrl: string;
  publicSiteUrl: string;
  rebuildSecret: string | undefined;
  logger: Logger;
  /** Proxies allowed to say who the client is (`SITE_TRUST_PROXY`); default: none. */
  trustProxy?: TrustFunction;
  /** Upstream timeout; above socket.io's long-polling interval (25 s). */
  proxyTimeoutMs?: number;
}

export interface SiteApp {
  app: express.Express;
  /** To attach to the HTTP server's `upgrade` event (socket.io WebSocket). */
  handleUpgrade: (req: IncomingMessage, socket: Socket, head: Buffer) => void;
}

/** Paths that belong to the commerce API (kept as is: `/api/x` → `${API_URL}/api/x`). */
export function isProxiedPath(pathname: string): boolean {
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === '/socket.io' ||
    pathname.startsWith('/socket.io/')
  );
}

/** Constant-time comparison; hashing first makes lengths equal, so length leaks nothing. */
export function secretMatches(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function pathnameOf(url: string | undefined): string {
  const raw = url ?? '/';
  const q = raw.indexOf('?');
  return q === -1 ? raw : raw.slice(0, q);
}

function searchOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? '' : url.slice(q);
}

/** The build state without the error text (which may name paths and the CMS address). */
export function publicStatus({ lastError, ...status }: BuildsStatus): Omit<BuildsStatus, 'lastError'> & { lastBuildFailed: boolean } {
  return { ...status, lastBuildFailed: lastError !== null };
}

const apiUnavailable = JSON.stringify({
  error: {
    code: 'API_UNAVAILABLE',
    message: 'Le service de billetterie est momentanément indisponible. Réessayez dans un instant.',
  },
});

export function createApp(options: AppOptions): SiteApp {
  const { builds, logger } = options;
  const app = express();
  app.disable('x-powered-by');
  const trust = options.trustProxy ?? compileTrust(undefined);
  // req.ip (webhook refusal log) follows the same rule as the address given to the API.
  app.set('trust proxy', trust);

  app.use(requestLogger(logger, (p) => p === '/_health'));

  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: options.apiUrl,
    pathFilter: (pathname) => isProxiedPath(pathname),
    changeOrigin: false,
    // Not http-proxy's xfwd, which appends to the client's own X-Forwarded-For: setForwardedHeaders.
    xfwd: false,
    // Upgrades are routed explicitly by `handleUpgrade` (below), not by the lazy
    // auto-subscription, so the very first WebSocket works even before any HTTP request.
    ws: false,
    proxyTimeout: options.proxyTimeoutMs ?? 60_000,
    on: {
      error: (error, req, res) => {
        logger.warn(`Proxy API : ${req.method ?? ''} ${redactUrl(req.url)} → ${error.message}`);
        if ('writeHead' in res) {
          if (!res.headersSent) {
            res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
          }
          res.end(apiUnavailable);
        } else {
          res.destroy();
        }
      },
    },
  });
  app.use((req, _res, next) => {
    if (isProxiedPath(req.path)) setForwardedHeaders(req, trust);
    next();
  });
  app.use(proxy);

  const handleUpgrade = (req: IncomingMessage, socket: Socket, head: Buffer): void => {
    if (isProxiedPath(pathnameOf(req.url))) {
      setForwardedHeaders(req, trust);
      proxy.upgrade(req, socket, head);
    } else {
      socket.destroy();
    }
  };

  // One build per request: read once here, used by the CSP and the file lookup, so a swap in
  // the middle of a request cannot mix two builds.
  app.use((_req, res, next) => {
    res.locals.build = builds.current;
    next();
  });
  app.use(
    securityHeaders({
      publicSiteUrl: options.publicSiteUrl,
      scriptHashes: (res) => (res.locals.build as SiteBuild | null)?.scriptHashes ?? [],
    }),
  );
  app.use(compression());

  // Public (through any proxy in front): the state only. Why a build failed is in the server's
  // log and DATA_DIR/site-builds/last-build.log, not here (paths, CMS address).
  app.get('/_health', (_req, res) => {
    const status = publicStatus(builds.status());
    res.set('Cache-Control', 'no-store').status(status.ready ? 200 : 503).json(status);
  });

  app.post(
    '/_hooks/cms-publish',
    (req, res, next) => {
      if (!secretMatches(req.get('x-rebuild-secret'), options.rebuildSecret)) {
        logger.warn(`Webhook de publication refusé (secret absent ou invalide) depuis ${req.ip ?? '?'}.`);
        res.status(401).json({ error: { code: 'UNAUTHORIZED', message: 'Secret de reconstruction invalide.' } });
        return;
      }
      next();
    },
    express.text({ type: '*/*', limit: '1mb' }),
    (req, res) => {
      // Strapi's payload says what changed; only used to make the log line useful.
      let what = 'publication';
      try {
        const body = JSON.parse(typeof req.body === 'string' && req.body ? req.body : '{}') as {
          event?: string;
          model?: string;
        };
        if (body.event) what = [body.event, body.model].filter(Boolean).join(' ');
      } catch {
        /* not JSON: a manual trigger, fine */
      }
      builds.requestRebuild(`CMS : ${what}`);
      res.status(202).json({ status: 'accepted', build: publicStatus(builds.status()) });
    },
  );
  app.all('/_hooks/cms-publish', (_req, res) => {
    res.set('Allow', 'POST').status(405).end();
  });

  // docs/spec.md §2: legacy entry points, in every language (`/en/profile` → `/en/dashboard`).
  const prefixes = ['', ...PREFIXED_LOCALES.map((locale) => `/${locale}`)];
  for (const prefix of prefixes) {
    app.get(`${prefix}/profile`, (_req, res) => res.redirect(302, `${prefix}/dashboard`));
    app.get(`${prefix}/payment-flow`, (req, res) => res.redirect(302, `${prefix}/checkout${searchOf(req.originalUrl)}`));
  }

  /** Each build's not-found pages (one per language), read once. */
  const notFoundPages = new WeakMap<SiteBuild, Map<string, Promise<Buffer | null>>>();
  const notFoundOf = (build: SiteBuild, file: string): Promise<Buffer | null> => {
    let pages = notFoundPages.get(build);
    if (!pages) {
      pages = new Map();
      notFoundPages.set(build, pages);
    }
    let page = pages.get(file);
    if (!page) {
      page = fs.readFile(path.join(build.dir, file)).catch(() => null);
      pages.set(file, page);
    }
    return page;
  };

  const sendNotFound = async (req: Request, res: Response, build: SiteBuild): Promise<void> => {
    const file = notFoundFile(build.files, req.path);
    const page = file ? await notFoundOf(build, file) : null;
    res.status(404).type('html').set('Cache-Control', 'no-cache').send(page ?? fallbackNotFoundPage);
  };

  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).type('text').send('Méthode non autorisée');
      return;
    }
    const build = res.locals.build as SiteBuild | null;
    if (!build) {
      res
        .status(503)
        .set({ 'Retry-After': String(PREPARING_REFRESH_SECONDS), 'Cache-Control': 'no-store' })
        .type('html')
        .send(preparingPage);
      return;
    }

    const resolution = resolvePath(build.files, req.path, searchOf(req.originalUrl));
    if (resolution.kind === 'redirect') {
      res.redirect(301, resolution.location);
      return;
    }
    if (resolution.kind === 'not-found') {
      await sendNotFound(req, res, build);
      return;
    }

    const file = resolution.file;
    res.sendFile(
      path.join(build.dir, file),
      { cacheControl: false, lastModified: true, dotfiles: 'allow', headers: { 'Cache-Control': cacheControlFor(file) } },
      (error?: Error & { code?: string; status?: number }) => {
        if (!error) return;
        if (res.headersSent) return; // client went away mid-file: nothing to answer
        // The build was pruned under a very slow request: treat as missing.
        if (error.code === 'ENOENT' || error.status === 404) void sendNotFound(req, res, build).catch(next);
        else next(error);
      },
    );
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    logger.error(`${req.method} ${redactUrl(req.originalUrl)} a échoué.`, error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(500).type('html').set('Cache-Control', 'no-store').send(serverErrorPage);
  });

  return { app, handleUpgrade };
}
