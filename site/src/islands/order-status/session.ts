import { fr } from '../../i18n/fr';
import { interpolate } from '../../i18n';
import { api, ApiError, type ApiClient } from '../../lib/api/client';
import { browserStorage, readStorage, STORAGE_KEYS, writeStorage, type KeyValueStorage } from '../../lib/storage';

/**
 * The little of the session the status screen needs (spec §2, §3, §7, §8): whether someone is
 * logged in (a stored token or userInfo), and the login form of the download modal.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Logged in for the footer link: a token or a userInfo is stored (spec §2). */
export function hasStoredSession(storage: KeyValueStorage | null = browserStorage()): boolean {
  return Boolean(readStorage(storage, STORAGE_KEYS.token) || readStorage(storage, STORAGE_KEYS.userInfo));
}

/** A refusal of the status screen's login, with the spec §5/§8 message ready to show. */
export class LoginError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginError';
  }
}

/** `{token, user}`, also read as `data.token` and `data.userInfo` (spec §7). */
function readLoginAnswer(body: unknown): { token: string | null; user: unknown } {
  if (!isRecord(body)) return { token: null, user: null };
  const data = isRecord(body.data) ? body.data : {};
  const token = [body.token, data.token].find((value): value is string => typeof value === 'string' && value !== '');
  return { token: token ?? null, user: body.user ?? data.userInfo ?? data.user ?? null };
}

/**
 * `POST /api/auth/login`, then the session is stored like the rest of the site reads it
 * (`token`, `user`). Throws a `LoginError` whose message is the one to show.
 */
export async function loginForTickets(
  email: string,
  password: string,
  options: { client?: ApiClient; storage?: KeyValueStorage | null } = {},
): Promise<void> {
  const { errors } = fr.orderStatus;
  if (!email.trim() || !password) throw new LoginError(errors.loginRequiredFields);
  let body: unknown;
  try {
    body = await (options.client ?? api).post('/auth/login', { email: email.trim(), password });
  } catch (error) {
    const message = error instanceof ApiError || error instanceof Error ? error.message : fr.errors.generic;
    throw new LoginError(interpolate(errors.loginFailed, { message }));
  }
  const { token, user } = readLoginAnswer(body);
  if (!token) throw new LoginError(errors.loginNoToken);
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  writeStorage(storage, STORAGE_KEYS.token, token);
  if (user !== null && user !== undefined) writeStorage(storage, STORAGE_KEYS.user, JSON.stringify(user));
}
