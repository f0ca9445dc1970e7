// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nav } from '../islands/auth/nav';
import { $session, clearSession, parseUser, renewingSession, resetSessionForTests, setSession } from '../islands/auth/session';
import { apiUser } from '../islands/auth/test-helpers.test-helper';
import { onRealtime, REALTIME_OPTIONS, realtimeSocket, resetRealtimeForTests, startRealtime } from './realtime';

/** A fake socket.io-client: records the options and lets the test push events. */
function fakeSocketIo() {
  const sockets: {
    options: Record<string, unknown>;
    listeners: Map<string, (...args: unknown[]) => void>;
    any: ((event: string, ...args: unknown[]) => void) | null;
    disconnect: ReturnType<typeof vi.fn>;
    active: boolean;
  }[] = [];
  const io = vi.fn((options: Record<string, unknown>) => {
    const socket = {
      options,
      listeners: new Map<string, (...args: unknown[]) => void>(),
      any: null as ((event: string, ...args: unknown[]) => void) | null,
      disconnect: vi.fn(),
      active: true,
      on(event: string, listener: (...args: unknown[]) => void) {
        socket.listeners.set(event, listener);
        return socket;
      },
      onAny(listener: (event: string, ...args: unknown[]) => void) {
        socket.any = listener;
        return socket;
      },
    };
    sockets.push(socket);
    return socket;
  });
  const loader = vi.fn(async () => ({ io }) as never);
  /** Delivers a server event the way socket.io does (any-listeners, then named ones). */
  const push = (event: string, payload?: unknown) => {
    const socket = sockets.at(-1)!;
    socket.any?.(event, payload);
    socket.listeners.get(event)?.(payload);
  };
  return { io, loader, sockets, push };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const login = (token = 'jwt-1') => setSession(token, parseUser(apiUser())!);

beforeEach(() => {
  resetSessionForTests();
  localStorage.clear();
});
afterEach(() => resetRealtimeForTests());

describe('realtime connection (docs/spec.md §4, §9)', () => {
  it('never loads socket.io-client for a guest', async () => {
    const fake = fakeSocketIo();
    startRealtime(fake.loader);
    await flush();
    expect($session.get().status).toBe('guest');
    expect(fake.loader).not.toHaveBeenCalled();
    expect(realtimeSocket()).toBeNull();
  });

  it('connects once authenticated: same origin, /socket.io, the token, 1 s → 5 s, 20 s', async () => {
    const fake = fakeSocketIo();
    startRealtime(fake.loader);
    login();
    await flush();
    expect(fake.io).toHaveBeenCalledOnce();
    const options = fake.sockets[0]!.options;
    expect(options).toMatchObject({ path: '/socket.io', reconnectionDelay: 1000, reconnectionDelayMax: 5000, timeout: 20000 });
    expect(REALTIME_OPTIONS).toMatchObject({ reconnectionDelay: 1000, reconnectionDelayMax: 5000, timeout: 20000 });
    const sent = vi.fn();
    (options.auth as (cb: (data: object) => void) => void)(sent);
    expect(sent).toHaveBeenCalledWith({ token: 'jwt-1' });
  });

  it('disconnects on logout, and reconnects with a new token for another login', async () => {
    const fake = fakeSocketIo();
    startRealtime(fake.loader);
    login('jwt-1');
    await flush();
    clearSession();
    expect(fake.sockets[0]!.disconnect).toHaveBeenCalled();
    expect(realtimeSocket()).toBeNull();
    login('jwt-2');
    await flush();
    expect(fake.io).toHaveBeenCalledTimes(2);
  });

  it('delivers events to subscribers until they unsubscribe', async () => {
    const fake = fakeSocketIo();
    startRealtime(fake.loader);
    login();
    await flush();
    const handler = vi.fn();
    const stop = onRealtime('order:status', handler);
    fake.push('order:status', { orderId: 'o-1', status: 'completed' });
    expect(handler).toHaveBeenCalledWith({ orderId: 'o-1', status: 'completed' });
    stop();
    fake.push('order:status', { orderId: 'o-1', status: 'failed' });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('session:revoked logs out here and goes to the login, back to this page afterwards', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    window.history.replaceState(null, '', '/dashboard/payments');
    const fake = fakeSocketIo();
    startRealtime(fake.loader);
    login();
    await flush();
    fake.push('session:revoked');
    expect(localStorage.getItem('token')).toBeNull();
    expect($session.get().status).toBe('guest');
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%2Fpayments');
  });

  it("session:revoked during this tab's own password change keeps the new session and reconnects with it", async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    const fake = fakeSocketIo();
    startRealtime(fake.loader);
    login('jwt-1');
    await flush();
    let answer!: () => void;
    const change = renewingSession(async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      login('jwt-2');
    });
    fake.push('session:revoked'); // pushed before the HTTP answer arrives
    expect(localStorage.getItem('token')).toBe('jwt-1');
    answer();
    await change;
    await flush();
    await flush();
    expect(localStorage.getItem('token')).toBe('jwt-2');
    expect($session.get().status).toBe('authenticated');
    expect(assign).not.toHaveBeenCalled();
    expect(fake.sockets).toHaveLength(2);
  });

  it('session:revoked during a password change that fails still logs out', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    const fake = fakeSocketIo();
    startRealtime(fake.loader);
    login('jwt-1');
    await flush();
    const change = renewingSession(async () => {
      throw new Error('refusé');
    });
    fake.push('session:revoked');
    await expect(change).rejects.toThrow('refusé');
    await flush();
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalled();
  });
});
