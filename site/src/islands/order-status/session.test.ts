import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api/client';
import type { KeyValueStorage } from '../../lib/storage';
import { hasStoredSession, loginForTickets } from './session';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('hasStoredSession', () => {
  it('is true with a token or a userInfo, false otherwise', () => {
    expect(hasStoredSession(memoryStorage({ token: 't' }))).toBe(true);
    expect(hasStoredSession(memoryStorage({ userInfo: '{"id":1}' }))).toBe(true);
    expect(hasStoredSession(memoryStorage({ user: '{"id":1}' }))).toBe(false);
    expect(hasStoredSession(null)).toBe(false);
  });
});

describe('loginForTickets', () => {
  it('needs both fields', async () => {
    const fetch = answer({});
    const client = createApiClient({ fetch, storage: null });
    await expect(loginForTickets('', 'secret', { client })).rejects.toThrow('Veuillez remplir tous les champs');
    await expect(loginForTickets('a@example.fr', '', { client })).rejects.toThrow('Veuillez remplir tous les champs');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logs in through the one login call and stores token and user', async () => {
    const fetch = answer({ token: 'jwt', user: { id: 1, email: 'a@example.fr' } });
    const storage = memoryStorage();
    await loginForTickets(' a@example.fr ', 'secret', { client: createApiClient({ fetch, storage }), storage });
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'a@example.fr', password: 'secret', rememberMe: false }) }),
    );
    expect(storage.data.get('token')).toBe('jwt');
    // Through the shared session store: the user as the site reads it, also as userInfo (docs/spec.md §3).
    expect(JSON.parse(storage.data.get('user') ?? 'null')).toMatchObject({ id: 1, email: 'a@example.fr' });
    expect(storage.data.get('userInfo')).toBe(storage.data.get('user'));
  });

  it('a staff account is sent to the login page for its second factor, nothing stored', async () => {
    const storage = memoryStorage();
    const fetch = answer({ mfa: 'required', mfaToken: 'mfa-1' });
    await expect(loginForTickets('admin@example.fr', 'secret', { client: createApiClient({ fetch, storage }), storage })).rejects.toThrow(
      'Compte de l’équipe : connectez-vous depuis la page Connexion',
    );
    expect(storage.data.size).toBe(0);
  });

  it("says 'Erreur lors de la connexion' when no token comes back", async () => {
    const storage = memoryStorage();
    const client = createApiClient({ fetch: answer({ user: { id: 1 } }), storage });
    await expect(loginForTickets('a@example.fr', 'secret', { client, storage })).rejects.toThrow(
      /^Erreur lors de la connexion$/,
    );
    expect(storage.data.size).toBe(0);
  });

  it("says 'Erreur lors de la connexion: {message}' on failure", async () => {
    const client = createApiClient({
      fetch: answer({ error: { code: 'INVALID_CREDENTIALS', message: 'Identifiants incorrects' } }, 401),
      storage: null,
      onUnauthorized: () => {
        throw new Error('no redirect for a login call');
      },
    });
    await expect(loginForTickets('a@example.fr', 'bad', { client, storage: null })).rejects.toThrow(
      'Erreur lors de la connexion: Identifiants incorrects',
    );
    const offline = createApiClient({ fetch: vi.fn(async () => Promise.reject(new TypeError('x'))), storage: null });
    await expect(loginForTickets('a@example.fr', 'bad', { client: offline, storage: null })).rejects.toThrow(
      'Erreur lors de la connexion: Erreur de connexion au serveur',
    );
  });
});
