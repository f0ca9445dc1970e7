import { translator } from '../../i18n';
import { errors } from '../../i18n/fr/common';
import { orderStatus } from '../../i18n/fr/order-status';
import { loginWithPassword, type SignInOutcome } from '../../lib/api/auth';
import { ApiError, type ApiClient } from '../../lib/api/client';
import { browserStorage, readStorage, STORAGE_KEYS, type KeyValueStorage } from '../../lib/storage';

const t = translator({ errors, orderStatus });

/**
 * The little of the session the status screen needs (docs/spec.md §2, §3, §7, §8): whether someone is
 * logged in (a stored token or userInfo), and the login form of the download modal.
 */

/** Logged in for the footer link: a token or a userInfo is stored (docs/spec.md §2). */
export function hasStoredSession(storage: KeyValueStorage | null = browserStorage()): boolean {
  return Boolean(readStorage(storage, STORAGE_KEYS.token) || readStorage(storage, STORAGE_KEYS.userInfo));
}

/** A refusal of the status screen's login, with the docs/spec.md §5/§8 message ready to show. */
export class LoginError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginError';
  }
}

/**
 * The site's one login (`loginWithPassword`: the session goes into the one session store, the user
 * menu and realtime follow), with the status screen's own sentences. Throws a `LoginError` whose
 * message is the one to show (docs/spec.md §8).
 */
export async function loginForTickets(
  email: string,
  password: string,
  options: { client?: ApiClient; storage?: KeyValueStorage | null } = {},
): Promise<void> {
  if (!email.trim() || !password) throw new LoginError(t('orderStatus.errors.loginRequiredFields'));
  let outcome: SignInOutcome;
  try {
    outcome = await loginWithPassword({ email, password }, { client: options.client, store: options.storage });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NO_SESSION') throw new LoginError(t('orderStatus.errors.loginNoToken'));
    const message = error instanceof Error ? error.message : t('errors.generic');
    throw new LoginError(t('orderStatus.errors.loginFailed', { message }));
  }
  // A staff account gives a second factor first: that step lives on the login page.
  if (outcome.kind === 'mfa') throw new LoginError(t('orderStatus.errors.staffLogin'));
}
