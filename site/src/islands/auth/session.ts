import { ProfileAnswer, SessionUser } from '@kizomba/api-contract/auth';
import { Ignored } from '@kizomba/api-contract/read';
import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { api, ApiError, type ApiClient } from '../../lib/api/client';
import { loginRedirect } from '../../lib/auth-routes';
import { browserStorage, readStorage, removeStorage, STORAGE_KEYS, writeStorage, type KeyValueStorage } from '../../lib/storage';
import { splitLocalePath } from '@kizomba/locales';

/**
 * The one session store (docs/spec.md §3 « Session », §4 « Session » and « Route guard »), shared by the
 * user menu, the tab bar, the login modal and pages, the dashboard, the status screen and the
 * realtime connection.
 *
 * Browser storage keeps `token` and `user` (JSON), and `userInfo` (the same JSON, which the
 * status screen reads, docs/spec.md §3). `status`:
 * - `unknown`: not yet read (first render, build time);
 * - `guest`: no session;
 * - `checking`: a stored session is being revalidated through `GET /api/auth/me`;
 * - `authenticated`: `user` is the profile the API answered (or the stored one while checking).
 */
export type { SessionUser, UserRole } from '@kizomba/api-contract/auth';

export type SessionStatus = 'unknown' | 'guest' | 'checking' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Set when this tab logged out on purpose: whoever logged out navigates, the route guard does not. */
  loggedOut?: boolean;
}

export const $session = atom<SessionState>({ status: 'unknown', user: null });

/** A user as stored, or null when unusable. */
export function parseUser(value: unknown): SessionUser | null {
  const user = z.safeParse(SessionUser, value);
  return user.success ? user.data : null;
}

const storage = (): KeyValueStorage | null => browserStorage();

export function storedToken(store: KeyValueStorage | null = storage()): string | null {
  return readStorage(store, STORAGE_KEYS.token);
}

export function storedUser(store: KeyValueStorage | null = storage()): SessionUser | null {
  const raw = readStorage(store, STORAGE_KEYS.user) ?? readStorage(store, STORAGE_KEYS.userInfo);
  if (!raw) return null;
  try {
    return parseUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Stores a new session (login, register, quick login, magic link) and publishes it. */
export function setSession(token: string, user: SessionUser, store: KeyValueStorage | null = storage()): void {
  writeStorage(store, STORAGE_KEYS.token, token);
  const json = JSON.stringify(user);
  writeStorage(store, STORAGE_KEYS.user, json);
  writeStorage(store, STORAGE_KEYS.userInfo, json);
  $session.set({ status: 'authenticated', user });
}

/** Forgets the session locally (logout, failed revalidation, 401). */
export function clearSession(store: KeyValueStorage | null = storage(), { loggedOut = false } = {}): void {
  removeStorage(store, STORAGE_KEYS.token);
  removeStorage(store, STORAGE_KEYS.user);
  removeStorage(store, STORAGE_KEYS.userInfo);
  $session.set(loggedOut ? { status: 'guest', user: null, loggedOut } : { status: 'guest', user: null });
}

/** Updates the stored profile (after a name change, a role change seen by /me…). */
export function updateSessionUser(user: SessionUser, store: KeyValueStorage | null = storage()): void {
  const json = JSON.stringify(user);
  writeStorage(store, STORAGE_KEYS.user, json);
  writeStorage(store, STORAGE_KEYS.userInfo, json);
  $session.set({ status: 'authenticated', user });
}

let renewal: Promise<unknown> | null = null;

/**
 * Runs a call of this tab that ends every session of the account and stores the new one it
 * answers (a password change): the `session:revoked` the server pushes meanwhile is this tab's
 * own doing, and the realtime connection waits for it before deciding to log out.
 */
export async function renewingSession<T>(call: () => Promise<T>): Promise<T> {
  const running = call();
  renewal = running;
  try {
    return await running;
  } finally {
    if (renewal === running) renewal = null;
  }
}

/** The session renewal in flight in this tab, if any. */
export const sessionRenewal = (): Promise<unknown> | null => renewal;

let revalidation: Promise<SessionUser | null> | null = null;

/**
 * Startup revalidation (docs/spec.md §4): a stored token is checked once per page through
 * `GET /api/auth/me`; the stored user shows meanwhile. A refusal (401/403) clears the session;
 * no answer, or a server that cannot answer (5xx: the API down behind the site), keeps the stored
 * one: the door scanner goes on offline, and the API refuses a stale token once it is back.
 */
export function revalidateSession(client: ApiClient = api, store: KeyValueStorage | null = storage()): Promise<SessionUser | null> {
  revalidation ??= (async () => {
    const token = storedToken(store);
    if (!token) {
      clearSession(store);
      return null;
    }
    $session.set({ status: 'checking', user: storedUser(store) });
    try {
      const { user } = await client.get('/auth/me', ProfileAnswer, { skipAuthRedirect: true });
      updateSessionUser(user, store);
      return user;
    } catch (error) {
      if (error instanceof ApiError && (error.status === null || error.status >= 500)) {
        const user = storedUser(store);
        $session.set(user ? { status: 'authenticated', user } : { status: 'guest', user: null });
        return user;
      }
      clearSession(store);
      return null;
    } finally {
      revalidation = null;
    }
  })();
  return revalidation;
}

let initialised = false;

/**
 * Once per page (the user menu calls it on every page, the route guard and the realtime
 * connection may too): publishes the stored session and, if a token is stored, revalidates it
 * (docs/spec.md §4 « Session »: the stored user shows meanwhile). Also follows logins and logouts made
 * in another tab of the same browser.
 */
export function initSession(client: ApiClient = api, store: KeyValueStorage | null = storage()): void {
  if (initialised) return;
  initialised = true;
  if (storedToken(store)) void revalidateSession(client, store);
  else if ($session.get().status === 'unknown') $session.set({ status: 'guest', user: null });
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
    const user = storedToken(store) ? storedUser(store) : null;
    $session.set(user ? { status: 'authenticated', user } : { status: 'guest', user: null });
  });
}

/** Test hook: forget a revalidation in flight and the page's initialisation. */
export function resetSessionForTests(): void {
  revalidation = null;
  initialised = false;
  $session.set({ status: 'unknown', user: null });
}

/** Where a route needs the visitor to be (docs/spec.md §6). */
export type RouteRequirement = 'user' | 'staff' | 'admin';

/**
 * The requirement of a path (docs/spec.md §6): `/admin/scanner…` and `/admin/users…` → admin or scanner;
 * other `/admin…` paths → admin; `/dashboard…` and `/quick-tickets` → any logged-in user; the admin
 * login pages and everything else → none.
 */
export function routeRequirement(pathname: string): RouteRequirement | null {
  const path = splitLocalePath(pathname).path.replace(/\/+$/, '') || '/';
  if (['/admin/login', '/admin/forgot-password', '/admin/reset-password'].includes(path)) return null;
  if (path.startsWith('/admin/scanner') || path.startsWith('/admin/users')) return 'staff';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  if (path === '/dashboard' || path.startsWith('/dashboard/') || path === '/quick-tickets') return 'user';
  return null;
}

export function satisfies(user: SessionUser | null, requirement: RouteRequirement | null): boolean {
  if (!requirement) return true;
  if (!user) return false;
  if (requirement === 'admin') return user.role === 'admin';
  if (requirement === 'staff') return user.role === 'admin' || user.role === 'scanner';
  return true;
}

/**
 * Where to send a visitor who may not see `fullPath` (path + query + hash): the login page, or
 * the admin login for /admin paths, with `redirect` set to the full path (docs/spec.md §4, §6). Lives in
 * lib/auth-routes.ts, which the API client's 401 rule shares.
 */
export { loginRedirect };

/** C0 and C1 control characters: the URL parser drops TAB, CR and LF silently (`/\t/evil` is `//evil`). */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

const currentOrigin = (): string | null => (typeof window === 'undefined' ? null : window.location.origin);

/**
 * A `redirect` query value that is safe to follow after login (ASVS V3.7.2): resolved by the
 * browser's own URL parser against this site, it must stay on this origin; the answer is its
 * path, query and hash only. A control character, another origin, a `javascript:` URL, or a path
 * that would itself read as protocol-relative (`/.//evil.example` resolves to `//evil.example`)
 * gives the fallback.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/dashboard', origin: string | null = currentOrigin()): string {
  if (!value || !origin || CONTROL_CHARACTER.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  return target;
}

/**
 * The route guard (docs/spec.md §4): if a token exists but no user is loaded, the user is fetched; on
 * failure the user is logged out and sent to login. Answers the URL to go to, or null to stay.
 */
export async function guardRoute(
  location: { pathname: string; search: string; hash: string },
  client: ApiClient = api,
  store: KeyValueStorage | null = storage(),
): Promise<string | null> {
  const requirement = routeRequirement(location.pathname);
  if (!requirement) return null;
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  let user = $session.get().status === 'authenticated' ? $session.get().user : null;
  if (!user && storedToken(store)) user = await revalidateSession(client, store);
  if (satisfies(user, requirement)) return null;
  return loginRedirect(fullPath);
}

/** Logout: tells the API (best effort), then forgets the session here. */
export async function logout(client: ApiClient = api, store: KeyValueStorage | null = storage()): Promise<void> {
  // The call takes the token with it before the session is forgotten here, so that the 401 of a
  // request still in flight once the API has revoked the session finds no session to expire.
  const told = storedToken(store) ? client.post('/auth/logout', undefined, Ignored, { skipAuthRedirect: true }) : null;
  clearSession(store, { loggedOut: true });
  // Offline or already expired: the local session is gone anyway.
  await told?.catch(() => undefined);
}
