import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api/client';
import {
  $session,
  clearSession,
  guardRoute,
  initSession,
  loginRedirect,
  logout,
  parseUser,
  resetSessionForTests,
  revalidateSession,
  routeRequirement,
  safeRedirect,
  setSession,
  storedUser,
} from './session';
import { apiUser, memoryStorage } from './test-helpers.test-helper';

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clientAnswering(answer: () => Response | Promise<Response>, storage: ReturnType<typeof memoryStorage>) {
  const fetch = vi.fn(async () => answer());
  const onUnauthorized = vi.fn();
  return { client: createApiClient({ fetch, storage, onUnauthorized, currentPath: () => '/dashboard' }), fetch, onUnauthorized };
}

const loggedIn = (user = apiUser()) =>
  memoryStorage({ token: 'jwt-1', user: JSON.stringify(user), userInfo: JSON.stringify(user) });

beforeEach(() => resetSessionForTests());
afterEach(() => resetSessionForTests());

describe('parsing', () => {
  it('reads a UserView, fills the name and refuses what cannot be a user', () => {
    expect(parseUser(apiUser({ role: 'scanner' }))).toEqual({
      id: 12,
      email: 'awa@example.fr',
      name: 'Awa Diallo',
      firstName: 'Awa',
      lastName: 'Diallo',
      role: 'scanner',
      avatar: null,
      emailVerified: true,
      hasPassword: true,
    });
    expect(parseUser({ id: '7', email: 'x@example.fr', firstName: 'Léa', lastName: '' })).toMatchObject({ id: 7, name: 'Léa', role: 'user', hasPassword: true });
    expect(parseUser(apiUser({ hasPassword: false }))?.hasPassword).toBe(false);
    expect(parseUser({ id: 3, email: 'x@example.fr', role: 'superuser' })?.role).toBe('user');
    expect(parseUser({ id: 3 })).toBeNull();
    expect(parseUser({ id: -1, email: 'x@example.fr' })).toBeNull();
    expect(parseUser('awa')).toBeNull();
  });
});

describe('set and clear', () => {
  it('stores token, user and userInfo, and publishes the session', () => {
    const storage = memoryStorage();
    const user = parseUser(apiUser())!;
    setSession('jwt', user, storage);
    expect(storage.data.get('token')).toBe('jwt');
    expect(JSON.parse(storage.data.get('user')!)).toEqual(user);
    expect(storage.data.get('userInfo')).toBe(storage.data.get('user'));
    expect($session.get()).toEqual({ status: 'authenticated', user });
    expect(storedUser(storage)).toEqual(user);

    storage.data.set('cartId', 'c-1');
    clearSession(storage);
    expect([...storage.data.keys()]).toEqual(['cartId']);
    expect($session.get()).toEqual({ status: 'guest', user: null });
  });

  it('logs out: tells the API, then forgets the session even offline', async () => {
    const storage = loggedIn();
    const { client, fetch } = clientAnswering(() => Promise.reject(new TypeError('offline')), storage);
    await logout(client, storage);
    expect(fetch).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(storage.data.has('token')).toBe(false);
    expect($session.get().status).toBe('guest');
  });
});

describe('startup revalidation (docs/spec.md §4)', () => {
  it('shows the stored user while checking, then the profile the API answers', async () => {
    const storage = loggedIn();
    let answer!: (response: Response) => void;
    const { client, fetch } = clientAnswering(() => new Promise<Response>((resolve) => (answer = resolve)), storage);
    const pending = revalidateSession(client, storage);
    expect($session.get()).toMatchObject({ status: 'checking', user: { id: 12, name: 'Awa Diallo' } });
    answer(json({ user: apiUser({ firstName: 'Awa-Marie', name: 'Awa-Marie Diallo', role: 'admin' }) }));
    await pending;
    expect(fetch).toHaveBeenCalledWith('/api/auth/me', expect.objectContaining({ method: 'GET' }));
    expect($session.get()).toMatchObject({ status: 'authenticated', user: { name: 'Awa-Marie Diallo', role: 'admin' } });
    expect(JSON.parse(storage.data.get('userInfo')!)).toMatchObject({ role: 'admin' });
  });

  it('clears the session on 401, without the client redirect', async () => {
    const storage = loggedIn();
    const { client, onUnauthorized } = clientAnswering(
      () => json({ error: { code: 'SESSION_EXPIRED', message: 'Session expirée' } }, 401),
      storage,
    );
    expect(await revalidateSession(client, storage)).toBeNull();
    expect(storage.data.size).toBe(0);
    expect($session.get().status).toBe('guest');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the stored session when the network fails', async () => {
    const storage = loggedIn();
    const { client } = clientAnswering(() => Promise.reject(new TypeError('offline')), storage);
    expect(await revalidateSession(client, storage)).toMatchObject({ id: 12 });
    expect(storage.data.get('token')).toBe('jwt-1');
    expect($session.get().status).toBe('authenticated');
  });

  it('keeps the stored session when the API cannot answer (5xx), not when it refuses', async () => {
    for (const status of [500, 502, 503, 504]) {
      resetSessionForTests();
      const storage = loggedIn();
      const { client } = clientAnswering(() => json({ error: { code: 'API_UNAVAILABLE', message: 'Indisponible' } }, status), storage);
      expect(await revalidateSession(client, storage)).toMatchObject({ id: 12 });
      expect(storage.data.get('token')).toBe('jwt-1');
      expect($session.get().status).toBe('authenticated');
    }
    resetSessionForTests();
    const storage = loggedIn();
    const { client } = clientAnswering(() => json({ error: { code: 'FORBIDDEN', message: 'Compte désactivé' } }, 403), storage);
    expect(await revalidateSession(client, storage)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('initSession runs once per page and makes a visitor without token a guest', async () => {
    const guestStorage = memoryStorage();
    const { client, fetch } = clientAnswering(() => json({ user: apiUser() }), guestStorage);
    initSession(client, guestStorage);
    expect($session.get().status).toBe('guest');
    expect(fetch).not.toHaveBeenCalled();

    resetSessionForTests();
    const storage = loggedIn();
    const other = clientAnswering(() => json({ user: apiUser() }), storage);
    initSession(other.client, storage);
    initSession(other.client, storage);
    await vi.waitFor(() => expect($session.get().status).toBe('authenticated'));
    expect(other.fetch).toHaveBeenCalledOnce();
  });
});

describe('route guard (docs/spec.md §4, §6)', () => {
  const at = (path: string) => {
    const url = new URL(path, 'https://festival.example');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };

  it('knows which paths need whom', () => {
    expect(routeRequirement('/dashboard/tickets')).toBe('user');
    expect(routeRequirement('/quick-tickets')).toBe('user');
    expect(routeRequirement('/admin/scanner')).toBe('staff');
    expect(routeRequirement('/admin/users/4')).toBe('staff');
    expect(routeRequirement('/admin/sales')).toBe('admin');
    expect(routeRequirement('/admin/login')).toBeNull();
    expect(routeRequirement('/tickets')).toBeNull();
    expect(routeRequirement('/en/dashboard/tickets')).toBe('user');
    expect(routeRequirement('/ro/quick-tickets')).toBe('user');
    expect(routeRequirement('/en/tickets')).toBeNull();
  });

  it('sends a guest to the login with the full path, and /admin paths to the admin login', async () => {
    const storage = memoryStorage();
    const { client, fetch } = clientAnswering(() => json({}), storage);
    expect(await guardRoute(at('/dashboard/ticket/5?from=mail#qr'), client, storage)).toBe(
      '/login?redirect=%2Fdashboard%2Fticket%2F5%3Ffrom%3Dmail%23qr',
    );
    expect(await guardRoute(at('/admin/sales?page=2'), client, storage)).toBe('/admin/login?redirect=%2Fadmin%2Fsales%3Fpage%3D2');
    expect(await guardRoute(at('/tickets'), client, storage)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(loginRedirect('/admin')).toBe('/admin/login?redirect=%2Fadmin');
    expect(await guardRoute(at('/nl/dashboard/payments'), client, storage)).toBe('/nl/login?redirect=%2Fnl%2Fdashboard%2Fpayments');
  });

  it('fetches the user when only a token is stored, and logs out on failure', async () => {
    const storage = loggedIn();
    const ok = clientAnswering(() => json({ user: apiUser() }), storage);
    expect(await guardRoute(at('/dashboard'), ok.client, storage)).toBeNull();
    expect(ok.fetch).toHaveBeenCalledOnce();

    resetSessionForTests();
    const refused = clientAnswering(() => json({ error: { code: 'SESSION_EXPIRED', message: 'Session expirée' } }, 401), storage);
    expect(await guardRoute(at('/dashboard/payments'), refused.client, storage)).toBe('/login?redirect=%2Fdashboard%2Fpayments');
    expect(storage.data.has('token')).toBe(false);
  });

  it('refuses a plain user on admin paths and a scanner outside the scanner and users pages', async () => {
    const storage = memoryStorage();
    const { client } = clientAnswering(() => json({}), storage);
    setSession('t', parseUser(apiUser())!, storage);
    expect(await guardRoute(at('/admin/scanner'), client, storage)).toBe('/admin/login?redirect=%2Fadmin%2Fscanner');
    setSession('t', parseUser(apiUser({ role: 'scanner' }))!, storage);
    expect(await guardRoute(at('/admin/scanner'), client, storage)).toBeNull();
    expect(await guardRoute(at('/admin/promo-codes'), client, storage)).toBe('/admin/login?redirect=%2Fadmin%2Fpromo-codes');
    setSession('t', parseUser(apiUser({ role: 'admin' }))!, storage);
    expect(await guardRoute(at('/admin/promo-codes'), client, storage)).toBeNull();
  });
});

describe('safeRedirect', () => {
  const origin = 'https://festival.example';
  const follow = (value: string | null) => safeRedirect(value, '/dashboard', origin);

  it('follows paths of this site, as path, query and hash', () => {
    expect(follow('/dashboard/tickets?x=1#a')).toBe('/dashboard/tickets?x=1#a');
    expect(follow('/admin/sales?page=2')).toBe('/admin/sales?page=2');
    expect(follow('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example'); // a path of this site
    expect(follow(`${origin}/quick-tickets`)).toBe('/quick-tickets');
    expect(follow(null)).toBe('/dashboard');
    expect(safeRedirect('', '/', origin)).toBe('/');
  });

  it.each([
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['a C1 control', '/\u0085/evil.example'],
    ['a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['protocol-relative', '//evil.example/phish'],
    ['a leading space before //', ' //evil.example'],
    ['an absolute URL', 'https://evil.example'],
    ['another scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a dot segment that leaves //', '/.//evil.example'],
    ['a parent segment that leaves //', '/a/..//evil.example'],
    ['the same host on another scheme', 'http://festival.example/dashboard'],
  ])('refuses %s', (_, value) => {
    expect(follow(value)).toBe('/dashboard');
  });

  it('refuses the decoded form of the encoded attacks (URLSearchParams decodes them)', () => {
    for (const encoded of ['%2F%09%2Fevil.example', '%2F%5Cevil.example', '%2F%2Fevil.example', 'https%3A%2F%2Fevil.example', 'javascript%3Aalert(1)']) {
      const value = new URLSearchParams(`redirect=${encoded}`).get('redirect');
      expect(follow(value)).toBe('/dashboard');
    }
  });

  it('follows nothing where there is no page to compare with (server rendering)', () => {
    expect(safeRedirect('/dashboard/tickets', '/dashboard', null)).toBe('/dashboard');
  });
});
