/**
 * Per-IP limiters. Keyed on req.ip, which is the real client only if TRUST_PROXY matches the
 * deployment (the site server proxies /api from loopback and sets X-Forwarded-For itself).
 *
 * Counters live in Redis when `REDIS_URL` is set (rate-limit-redis), so every API replica counts
 * in the same place; in process memory otherwise. A limiter never turns a Redis outage into an
 * outage of the shop: when Redis is unreachable or slow the request passes unlimited (fail open,
 * logged at most once a minute), and the limiter counts again as soon as Redis answers.
 */
import type { RequestHandler } from 'express';
import { rateLimit, type Store, type Options } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { AppConfig } from '../config/index.js';
import { HttpError } from './errors.js';
import type { Logger } from './logger.js';

export const GENERAL_RATE_LIMIT_MESSAGE = 'Trop de requêtes. Veuillez patienter une minute avant de réessayer.';

export interface RateLimitDeps {
  config: Pick<AppConfig, 'redisUrl'>;
  logger: Logger;
}

/** A Redis command slower than this lets the request through (a stalled Redis must not stall the shop). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;
const OUTAGE_LOG_INTERVAL_MS = 60_000;

type RedisClient = ReturnType<typeof createClient>;

/** One Redis connection per URL for every limiter of the process. */
const redisClients = new Map<string, RedisClient>();

function redisFor(url: string, logger: Logger): RedisClient {
  const existing = redisClients.get(url);
  if (existing) return existing;
  const log = logger.child({ component: 'rate-limit' });
  let lastLoggedAt = 0;
  const client = createClient({
    url,
    // Commands sent while disconnected fail at once (→ fail open) instead of queueing until Redis is back.
    disableOfflineQueue: true,
    socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000) },
  });
  // Without a listener an `error` event would crash the process; the client reconnects itself.
  client.on('error', (err: unknown) => {
    if (Date.now() - lastLoggedAt < OUTAGE_LOG_INTERVAL_MS) return;
    lastLoggedAt = Date.now();
    log.error({ err }, 'limiteurs : Redis injoignable, requêtes acceptées sans limite en attendant');
  });
  client.connect().catch((err: unknown) => log.error({ err }, 'limiteurs : connexion à Redis impossible pour le moment'));
  redisClients.set(url, client);
  return client;
}

/**
 * Resolves true once the limiters' Redis connection is ready (false without REDIS_URL, or when it
 * is not ready within `timeoutMs`). Until then requests pass uncounted (fail open): the server
 * waits for it before listening, so that the first requests are counted too.
 */
export async function rateLimitRedisReady(deps: RateLimitDeps, timeoutMs = REDIS_CONNECT_TIMEOUT_MS): Promise<boolean> {
  const { redisUrl } = deps.config;
  if (!redisUrl) return false;
  const client = redisFor(redisUrl, deps.logger);
  if (client.isReady) return true;
  return new Promise<boolean>((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(client.isReady), timeoutMs);
    client.on('ready', onReady);
  });
}

/**
 * Closes the limiters' Redis connections (server shutdown, tests): gracefully, or at once after
 * REDIS_CONNECT_TIMEOUT_MS when Redis does not answer the pending commands.
 */
export async function closeRateLimitRedis(): Promise<void> {
  const clients = [...redisClients.values()];
  redisClients.clear();
  await Promise.all(
    clients.map(async (client) => {
      if (!client.isOpen) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), REDIS_CONNECT_TIMEOUT_MS);
      });
      try {
        if ((await Promise.race([client.close(), late])) === 'late') client.destroy();
      } catch {
        if (client.isOpen) client.destroy();
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}

/**
 * rate-limit-redis loads its Lua scripts once, at init: if Redis was down then, every later call
 * would await the same rejected promise. This store loads them again once Redis answers.
 */
class ReconnectingRedisStore extends RedisStore {
  override async init(options: Options): Promise<void> {
    this.windowMs = options.windowMs;
    this.incrementScriptSha = this.loadIncrementScript();
    this.getScriptSha = this.loadGetScript();
    // Failures surface (and are retried) on the next increment, not as unhandled rejections.
    this.incrementScriptSha.catch(() => undefined);
    this.getScriptSha.catch(() => undefined);
  }

  override async increment(key: string) {
    try {
      await this.incrementScriptSha;
    } catch {
      this.incrementScriptSha = this.loadIncrementScript();
    }
    return super.increment(key);
  }
}

function redisStore(client: RedisClient, prefix: string): Store {
  return new ReconnectingRedisStore({
    prefix,
    sendCommand: (...args: string[]) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis n'a pas répondu en ${REDIS_COMMAND_TIMEOUT_MS} ms`)), REDIS_COMMAND_TIMEOUT_MS);
      });
      return Promise.race([client.sendCommand(args) as Promise<RedisReply>, timeout]).finally(() => clearTimeout(timer));
    },
  });
}

/**
 * Each limiter has its own counters, named after what it limits. A name built twice for the same
 * configuration (one limiter per router) gets `#2`, `#3`… in build order, which is the same on
 * every replica: replicas share each counter, routers do not share theirs.
 */
const builtNames = new WeakMap<object, Map<string, number>>();
function counterName(deps: RateLimitDeps, name: string): string {
  let names = builtNames.get(deps.config);
  if (!names) builtNames.set(deps.config, (names = new Map()));
  const n = (names.get(name) ?? 0) + 1;
  names.set(name, n);
  return n === 1 ? name : `${name}#${n}`;
}

/** Errors from the store reach this logger (at most once a minute while Redis is down). */
function storeErrorLogger(logger: Logger): Options['logger'] {
  const log = logger.child({ component: 'rate-limit' });
  let lastLoggedAt = 0;
  const once = (err: unknown, message?: string) => {
    if (Date.now() - lastLoggedAt < OUTAGE_LOG_INTERVAL_MS) return;
    lastLoggedAt = Date.now();
    log.error({ err }, message ?? 'limiteurs : erreur du stockage des compteurs');
  };
  return { error: once, warn: once };
}

export interface PerMinuteLimit {
  /** What is limited (`general`, `checkout-session`…): the Redis key prefix. */
  name: string;
  perMinute: number;
  message?: string;
}

/** A fixed one-minute window allowing `perMinute` requests per IP, then a French 429. */
export function perMinuteRateLimiter(deps: RateLimitDeps, { name, perMinute, message = GENERAL_RATE_LIMIT_MESSAGE }: PerMinuteLimit): RequestHandler {
  const { redisUrl } = deps.config;
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(redisUrl ? { store: redisStore(redisFor(redisUrl, deps.logger), `rl:${counterName(deps, name)}:`) } : {}),
    // Keep selling when the counter store fails: the limit is an abuse guard, the shop is the point.
    passOnStoreError: true,
    logger: storeErrorLogger(deps.logger),
    handler: (_req, _res, next) => {
      next(new HttpError(429, 'TOO_MANY_REQUESTS', message, undefined, { 'Retry-After': '60' }));
    },
  });
}

/** `perMinute` > 0: the limiter; 0: no limit (the variable documents 0 as « disabled »). */
export function optionalPerMinuteRateLimiter(deps: RateLimitDeps, limit: PerMinuteLimit): RequestHandler {
  return limit.perMinute > 0 ? perMinuteRateLimiter(deps, limit) : (_req, _res, next) => next();
}

export const AUTH_RATE_LIMIT_MESSAGE = 'Trop de tentatives. Veuillez patienter une minute avant de réessayer.';

/**
 * Per-IP limit of the account endpoints and the public forms that send e-mails (login, register,
 * reset, magic link, quick access, contact, newsletter): `API_AUTH_RATE_LIMIT_PER_MINUTE`
 * (default 10, 0 disables it). Each call has its own counter: a router builds one and shares it
 * between its routes.
 */
export function authRateLimiter(deps: RateLimitDeps & { config: Pick<AppConfig, 'authRateLimitPerMinute'> }): RequestHandler {
  return optionalPerMinuteRateLimiter(deps, { name: 'auth', perMinute: deps.config.authRateLimitPerMinute, message: AUTH_RATE_LIMIT_MESSAGE });
}
