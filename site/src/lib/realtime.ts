import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { nav } from '../islands/auth/nav';
import { $session, clearSession, initSession, loginRedirect, revalidateSession, sessionRenewal, storedToken } from '../islands/auth/session';

/**
 * The realtime channel (docs/spec.md §4 « Realtime connection », §9; docs/accounts.md « Realtime »).
 *
 * - Starts disconnected; connects to the site's own origin (`/socket.io`, proxied to the API)
 *   once the session is authenticated (after the startup revalidation), with `auth: {token}`;
 *   disconnects when the session ends (logout, 401, another tab). A new token (another login)
 *   opens a new connection.
 * - socket.io-client is loaded with a dynamic import only then: guests' pages never download it.
 * - Reconnection 1 s up to 5 s, connection timeout 20 s (docs/spec.md §9).
 * - `session:revoked` (password changed, « log out everywhere », account disabled): the session
 *   is forgotten here and the visitor goes to the login page, back to this page afterwards.
 * - A refused handshake (« Session expirée ») revalidates the session, which clears it if the
 *   API refuses the token too.
 *
 * Islands subscribe with `onRealtime('order:status', handler)`, which returns the unsubscribe.
 * Events: `order:status` {orderId, status}, `message:reply` {messageId}, `message:new`,
 * `admin:stats` (admins), `checkin:update` (staff: a ticket was scanned), `checkin:counts` (staff: the
 * check-in lists' counts `{data}`), `scanner:conflict` (admins: an offline scan conflicted), `session:revoked`.
 */

export const REALTIME_OPTIONS = {
  path: '/socket.io',
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
} as const satisfies Partial<ManagerOptions & SocketOptions>;

export type RealtimeEvent =
  | 'order:status'
  | 'message:reply'
  | 'message:new'
  | 'admin:stats'
  | 'checkin:update'
  | 'checkin:counts'
  | 'scanner:conflict'
  | 'session:revoked';
export type RealtimeHandler = (payload: unknown) => void;

type SocketModule = Pick<typeof import('socket.io-client'), 'io'>;
export type SocketLoader = () => Promise<SocketModule>;

const defaultLoader: SocketLoader = () => import('socket.io-client');

const handlers = new Map<string, Set<RealtimeHandler>>();
let socket: Socket | null = null;
let socketToken: string | null = null;
/** Bumped by every connect/disconnect: a slow import that lost the race is dropped. */
let generation = 0;
let stopWatching: (() => void) | null = null;

function dispatch(event: string, payload: unknown): void {
  for (const handler of [...(handlers.get(event) ?? [])]) {
    try {
      handler(payload);
    } catch (error) {
      // One island's bug must not break the others' updates.
      console.error(error);
    }
  }
}

function disconnect(): void {
  generation += 1;
  socket?.disconnect();
  socket = null;
  socketToken = null;
}

async function connect(loader: SocketLoader): Promise<void> {
  const token = storedToken();
  if (!token || (socket && socketToken === token)) return;
  disconnect();
  const mine = generation;
  let io: SocketModule['io'];
  try {
    ({ io } = await loader());
  } catch {
    return; // Offline while loading the chunk: polling fallbacks keep working.
  }
  if (mine !== generation || $session.get().status !== 'authenticated' || storedToken() !== token) return;
  const created = io({
    ...REALTIME_OPTIONS,
    // Read at every (re)connection: a refreshed token is sent as is.
    auth: (send: (data: object) => void) => send({ token: storedToken() ?? '' }),
  });
  socket = created;
  socketToken = token;
  created.onAny((event: string, payload: unknown) => dispatch(event, payload));
  const endHere = () => {
    disconnect();
    clearSession();
    nav.assign(loginRedirect(nav.here()));
  };
  created.on('session:revoked', () => {
    // This tab's own password change revokes every session, then stores its new one: once it
    // has, the new token reconnects and nothing ends here.
    const renewal = sessionRenewal();
    if (!renewal) endHere();
    else void renewal.then(
      () => storedToken() === token && endHere(),
      () => storedToken() === token && endHere(),
    );
  });
  created.on('connect_error', () => {
    // The server refused the handshake (no automatic retry then): is the session still valid?
    if (!created.active) void revalidateSession();
  });
}

/**
 * Follows the session once per page: connects when authenticated, disconnects otherwise.
 * Called by the user menu on every page, and by `onRealtime`.
 */
export function startRealtime(loader: SocketLoader = defaultLoader): void {
  if (stopWatching || typeof window === 'undefined') return;
  initSession();
  stopWatching = $session.subscribe((state) => {
    if (state.status === 'authenticated') void connect(loader);
    else if (state.status === 'guest') disconnect();
  });
}

/** Calls `handler` on every `event` pushed to this user; returns the unsubscribe. */
export function onRealtime(event: RealtimeEvent, handler: RealtimeHandler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  startRealtime();
  return () => {
    handlers.get(event)?.delete(handler);
  };
}

/** Whether a connection is open or being opened (tests, diagnostics). */
export function realtimeSocket(): Socket | null {
  return socket;
}

/** Test hook. */
export function resetRealtimeForTests(): void {
  stopWatching?.();
  stopWatching = null;
  disconnect();
  handlers.clear();
}
