/**
 * socket.io on the API's HTTP server, at `/socket.io` (proxied by the site server on the same
 * origin, so no CORS). docs/accounts.md « Realtime ».
 *
 * - Handshake `auth: { token }`: the same access token as the API's Bearer, verified the same way
 *   (signature, expiry, tokenVersion, logged-out session, disabled account). Refused →
 *   `connect_error` « Session expirée ». The socket lives no longer than its token: at the
 *   token's expiry, or when its session is logged out, `session:revoked` then disconnection.
 * - Rooms: `user:{id}` and `role:{role}`.
 * - Domain events (lib/events.ts, published after commit by the services) become client events:
 *   `order:status`, `message:reply` (the user's room), `message:new`, `admin:stats` (role:admin),
 *   `checkin:update` (role:admin and role:scanner: the door's live counts after each check-in),
 *   `checkin:counts` (role:admin and role:scanner: every check-in list's counts `{ data }` after an
 *   entry, an exit, an offline upload or « everyone out »), `scanner:conflict` (role:admin: an
 *   offline admission the server could not apply, or its conflict marked as dealt with),
 *   `session:revoked` then disconnection (logout everywhere, account deleted or disabled); a role
 *   change disconnects too, so the client reconnects into its new rooms.
 * - `REDIS_URL` set → `@socket.io/redis-adapter`: each replica hears its own domain events and the
 *   adapter carries the emits (and disconnections) to the sockets held by the other replicas.
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { AppConfig } from '../config/index.js';
import type { Database } from '../db/index.js';
import { TokenRefusedError, verifySession } from '../modules/auth/index.js';
import type { UserRole } from './roles.js';
import { createScannerService, type ScannerSummary } from '../modules/scanner/index.js';
import { onDomainEvent, type DomainEventListener } from './events.js';
import type { Logger } from './logger.js';

export const SOCKET_PATH = '/socket.io';
/** The `connect_error` message of a missing, expired, forged or revoked token. */
export const SOCKET_SESSION_EXPIRED = 'Session expirée';

/** Startup gives up on an unreachable Redis after about 3 s (5 retries, backoff 100 ms → 1.6 s). */
const REDIS_STARTUP_RETRIES = 5;
const REDIS_CONNECT_TIMEOUT_MS = 5_000;

export const userRoom = (userId: number) => `user:${userId}`;
export const roleRoom = (role: UserRole) => `role:${role}`;

export interface RealtimeDeps {
  config: Pick<AppConfig, 'jwtSecret' | 'redisUrl'>;
  logger: Logger;
  db: Database;
  /** Token verification time (tests). */
  clock?: () => Date;
}

export interface SocketData {
  userId: number;
  role: UserRole;
  /** The token's session id and expiry (ms since epoch). */
  sid: string;
  expiresAt: number;
}

/** setTimeout's ceiling (~24.8 days); a remembered session (30 days) re-arms its timer once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface RealtimeServer {
  io: Server;
  /**
   * Stops forwarding events, disconnects the sockets, closes the HTTP server (like `io.close`)
   * and the Redis clients. Resolves with the HTTP server's close error, if any.
   */
  close(): Promise<Error | undefined>;
}

type RedisClient = ReturnType<typeof createClient>;

/**
 * Attaches socket.io to `httpServer`. Async only because with `REDIS_URL` both Redis clients are
 * connected before the adapter is installed (a replica must not accept sockets it cannot reach).
 */
export async function attachRealtime(httpServer: HttpServer, deps: RealtimeDeps): Promise<RealtimeServer> {
  const { config, db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const log = deps.logger.child({ component: 'realtime' });

  let redis: { pub: RedisClient; sub: RedisClient } | null = null;
  if (config.redisUrl) {
    let started = false;
    const pub = createClient({
      url: config.redisUrl,
      socket: {
        connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
        // node-redis retries the first connection forever by default, so a wrong REDIS_URL would
        // hang the boot silently: give up after a few tries at startup (the supervisor restarts
        // us); once started, keep reconnecting (a Redis restart must not kill the API).
        reconnectStrategy: (retries: number, cause: Error) => {
          if (!started && retries >= REDIS_STARTUP_RETRIES) return cause;
          return Math.min(100 * 2 ** retries, 5_000);
        },
      },
    });
    const sub = pub.duplicate();
    for (const [name, client] of [['pub', pub], ['sub', sub]] as const) {
      // Without a listener an `error` event would crash the process; the client reconnects itself.
      client.on('error', (err: unknown) => log.error({ err, client: name }, 'temps réel : erreur Redis'));
    }
    try {
      await Promise.all([pub.connect(), sub.connect()]);
    } catch (err) {
      // destroy() throws on a client that already gave up; only the other one needs it.
      for (const client of [pub, sub]) {
        if (client.isOpen) client.destroy();
      }
      // node-redis rejects with a bare « The client is closed »: name what failed, never the password.
      const where = new URL(config.redisUrl);
      where.password = '';
      where.username = '';
      throw new Error(`Redis injoignable à ${where.toString()} (REDIS_URL)`, { cause: err });
    }
    started = true;
    redis = { pub, sub };
    log.info('temps réel : adaptateur Redis connecté');
  }

  const io = new Server(httpServer, {
    path: SOCKET_PATH,
    // The site bundles its own client; the API does not serve one.
    serveClient: false,
    // No CORS headers: the browser reaches us through the site's same-origin proxy. Origin is not
    // checked further because sockets authenticate with an explicit token (not a cookie), so a
    // foreign page gains nothing by connecting.
    // No message of ours needs more than a few KB; bound memory per packet.
    maxHttpBufferSize: 64 * 1024,
    ...(redis ? { adapter: createAdapter(redis.pub, redis.sub) } : {}),
  });

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') {
      next(new Error(SOCKET_SESSION_EXPIRED));
      return;
    }
    try {
      const { user, claims } = await verifySession({ config, models: db.models }, token, clock());
      const data: SocketData = { userId: user.id, role: user.role, sid: claims.sid, expiresAt: claims.exp * 1000 };
      Object.assign(socket.data as object, data);
      next();
    } catch (err) {
      if (!(err instanceof TokenRefusedError)) log.error({ err }, 'temps réel : vérification du jeton impossible');
      else log.debug({ reason: err.reason }, 'temps réel : jeton refusé');
      next(new Error(SOCKET_SESSION_EXPIRED));
    }
  });

  /** `session:revoked` (the client logs out), then the transport closes once the packet is flushed. */
  const endSession = (socket: { emit(event: 'session:revoked', payload: object): unknown; disconnect(close: boolean): unknown }) => {
    socket.emit('session:revoked', {});
    socket.disconnect(true);
  };

  io.on('connection', (socket: Socket) => {
    const { userId, role, expiresAt } = socket.data as SocketData;
    void socket.join([userRoom(userId), roleRoom(role)]);
    log.debug({ socketId: socket.id, userId }, 'connexion temps réel ouverte');
    // The token was checked once, at the handshake: the socket ends when the token does.
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      const left = expiresAt - clock().getTime();
      if (left <= 0) {
        endSession(socket);
        return;
      }
      timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
      timer.unref();
    };
    arm();
    socket.on('disconnect', (reason) => {
      clearTimeout(timer);
      log.debug({ socketId: socket.id, userId, reason }, 'connexion temps réel fermée');
    });
  });

  // Check-ins arrive in bursts at the door: at most one summary query runs at a time, and the
  // check-ins that land meanwhile share the next one (each emit carries the latest check-in).
  const scanner = createScannerService({ db });
  let lastCheckIn: { ticketId: number; ticketTypeId: number; at: string } | null = null;
  let summaryRunning = false;
  let summaryAgain = false;
  const pushCheckInSummary = async (): Promise<void> => {
    if (summaryRunning) {
      summaryAgain = true;
      return;
    }
    summaryRunning = true;
    try {
      do {
        summaryAgain = false;
        const summary: ScannerSummary = await scanner.summary();
        io.to([roleRoom('admin'), roleRoom('scanner')]).emit('checkin:update', { lastCheckIn, summary });
      } while (summaryAgain);
    } catch (err) {
      log.error({ err }, 'temps réel : résumé des entrées impossible');
    } finally {
      summaryRunning = false;
    }
  };

  const forward: DomainEventListener = (name, payload) => {
    switch (name) {
      case 'order.status': {
        const p = payload as { orderId: string; userId: number | null; status: string };
        if (p.userId !== null) io.to(userRoom(p.userId)).emit('order:status', { orderId: p.orderId, status: p.status });
        // A sale changes the back-office figures.
        if (p.status === 'completed') io.to(roleRoom('admin')).emit('admin:stats', { reason: 'sale' });
        break;
      }
      case 'message.replied': {
        const p = payload as { messageId: number; userId: number | null };
        if (p.userId !== null) io.to(userRoom(p.userId)).emit('message:reply', { messageId: p.messageId });
        break;
      }
      case 'message.created':
        io.to(roleRoom('admin')).emit('message:new', { messageId: (payload as { messageId: number }).messageId });
        io.to(roleRoom('admin')).emit('admin:stats', { reason: 'message' }); // the unread badge
        break;
      case 'admin.stats':
        io.to(roleRoom('admin')).emit('admin:stats', { reason: (payload as { reason: string }).reason });
        break;
      case 'user.session-revoked': {
        // One logged-out session: only its sockets (on any replica), not the user's other devices.
        const { userId, sid } = payload as { userId: number; sid: string };
        void io
          .in(userRoom(userId))
          .fetchSockets()
          .then((sockets) => {
            for (const socket of sockets) if ((socket.data as SocketData).sid === sid) endSession(socket);
          })
          .catch((err: unknown) => log.error({ err }, 'temps réel : fin de session impossible'));
        break;
      }
      case 'user.sessions-revoked': {
        const room = userRoom((payload as { userId: number }).userId);
        // The client logs out on this event; the packet is flushed before the transport closes.
        io.to(room).emit('session:revoked', {});
        io.in(room).disconnectSockets(true);
        break;
      }
      case 'ticket:checked-in':
        lastCheckIn = payload as { ticketId: number; ticketTypeId: number; at: string };
        void pushCheckInSummary();
        io.to(roleRoom('admin')).emit('admin:stats', { reason: 'check-in' }); // the check-ins chart
        break;
      case 'checkin:counts':
        io.to([roleRoom('admin'), roleRoom('scanner')]).emit('checkin:counts', payload);
        break;
      case 'scanner:conflict':
        io.to(roleRoom('admin')).emit('scanner:conflict', payload);
        break;
      case 'user.role-changed':
        // Rooms depend on the role: the client reconnects (with a token of the new role) and re-joins.
        io.in(userRoom((payload as { userId: number }).userId)).disconnectSockets(true);
        break;
    }
  };
  const stopForwarding = onDomainEvent(db.sequelize, forward);

  return {
    io,
    async close() {
      stopForwarding();
      const err = await new Promise<Error | undefined>((resolve) => {
        io.close((closeErr) => resolve(closeErr ?? undefined)).catch(() => resolve(undefined));
      });
      if (redis) {
        await Promise.allSettled([redis.pub.close(), redis.sub.close()]);
      }
      return err;
    },
  };
}
