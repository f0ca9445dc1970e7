import { translator } from '../../i18n';
import { errors } from '../../i18n/fr/common';
import { orderStatus } from '../../i18n/fr/order-status';
import { api, ApiError, type ApiClient } from '../../lib/api/client';
import { browserStorage, readStorage, STORAGE_KEYS, writeStorage, type KeyValueStorage } from '../../lib/storage';
import { readMfaChallenge } from '../auth/auth-api';
import { readAuthAnswer, setSession } from '../auth/session';

const t = translator({ errors, orderStatus });

/**
 * The little of the session the status screen needs (spec §2, §3, §7, §8): whether someone is
 * logged in (a stored token or userInfo), and the login form of the download modal.
 */

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

/**
 * `POST /api/auth/login`, then the session goes into the site's one session store
 * (`setSession`: token, user, userInfo; the user menu and realtime follow). Throws a
 * `LoginError` whose message is the one to show (spec §8).
 */
export async function loginForTickets(
  email: string,
  password: string,
  options: { client?: ApiClient; storage?: KeyValueStorage | null } = {},
): Promise<void> {
  if (!email.trim() || !password) throw new LoginError(t('orderStatus.errors.loginRequiredFields'));
  let body: unknown;
  try {
    body = await (options.client ?? api).post('/auth/login', { email: email.trim(), password });
  } catch (error) {
    const message = error instanceof ApiError || error instanceof Error ? error.message : t('errors.generic');
    throw new LoginError(t('orderStatus.errors.loginFailed', { message }));
  }
  // A staff account gives a second factor first: that step lives on the login page.
  if (readMfaChallenge(body)) throw new LoginError(t('orderStatus.errors.staffLogin'));
  const { token, user } = readAuthAnswer(body);
  if (!token) throw new LoginError(t('orderStatus.errors.loginNoToken'));
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  if (user) {
    setSession(token, user, storage);
    return;
  }
  // A token without a usable profile: kept, and the next page's revalidation fetches the user.
  writeStorage(storage, STORAGE_KEYS.token, token);
}
