import type { KeyValueStorage } from '../../lib/storage';
import type { SessionUser } from './session';

/** A user as the API answers it (docs/accounts.md « UserView »). */
export function apiUser(overrides: Partial<SessionUser> & { createdAt?: string } = {}) {
  return {
    id: 12,
    email: 'awa@example.fr',
    name: 'Awa Diallo',
    firstName: 'Awa',
    lastName: 'Diallo',
    role: 'user' as SessionUser['role'],
    avatar: null,
    emailVerified: true,
    hasPassword: true,
    createdAt: '2026-11-23T12:00:00.000Z',
    ...overrides,
  };
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Stores a logged-in session in localStorage, as a login would. */
export function storeSession(user = apiUser(), token = 'jwt-1'): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('userInfo', JSON.stringify(user));
}
