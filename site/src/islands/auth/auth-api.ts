import { fr } from '../../i18n/fr';
import { api, ApiError, type ApiClient } from '../../lib/api/client';
import type { KeyValueStorage } from '../../lib/storage';
import { readAuthAnswer, setSession, type SessionUser } from './session';

/**
 * The auth calls of docs/accounts.md, through the one API client. Calls that open a session
 * store it in the shared store (`setSession`: token, user, userInfo); the others answer the
 * API's French message to show. Failures are `ApiError`s whose message is ready to show.
 */

interface CallOptions {
  client?: ApiClient;
  /** Where the session is stored; defaults to localStorage. */
  store?: KeyValueStorage | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `message` of an answer, else the fallback. */
export function answerMessage(body: unknown, fallback: string): string {
  return isRecord(body) && typeof body.message === 'string' && body.message.trim() ? body.message : fallback;
}

/** Stores the session an answer carries; a token or user missing is a failed login. */
function openSession(body: unknown, options: CallOptions): SessionUser {
  const { token, user } = readAuthAnswer(body);
  if (!token || !user) throw new ApiError(fr.auth.loginError, 200, 'NO_SESSION', body);
  if (options.store === undefined) setSession(token, user);
  else setSession(token, user, options.store);
  return user;
}

const client = (options: CallOptions) => options.client ?? api;

/** A login failure as the login modal and page show it (spec §8): the API's message, else ours. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== null && error.code !== 'NO_SESSION') {
    const body = error.body;
    const hasMessage =
      isRecord(body) &&
      ((isRecord(body.error) && typeof body.error.message === 'string' && body.error.message.trim() !== '') ||
        (typeof body.message === 'string' && body.message.trim() !== ''));
    if (hasMessage) return error.message;
  }
  return fr.auth.loginError;
}

/** The message of any other failure: the API's, 'Une erreur est survenue' or the network one. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : fr.errors.generic;
}

/**
 * `POST /api/auth/login`, or `POST /api/admin/auth/login` with `admin` (the back-office login:
 * only admin and scanner accounts, the same 401 for anybody else).
 */
export async function loginWithPassword(
  input: { email: string; password: string; rememberMe?: boolean },
  options: CallOptions & { admin?: boolean } = {},
): Promise<SessionUser> {
  const body = await client(options).post(options.admin ? '/admin/auth/login' : '/auth/login', {
    email: input.email.trim(),
    password: input.password,
    rememberMe: input.rememberMe === true,
  });
  return openSession(body, options);
}

export type RegisterOutcome =
  | { kind: 'session'; user: SessionUser; message: string | null }
  | { kind: 'sent'; message: string };

/**
 * `POST /api/auth/register`: a fresh e-mail opens a session (201); an e-mail that already has an
 * account gets the same neutral message as any e-mail would (no enumeration, 202).
 */
export async function register(
  input: { email: string; password: string; firstName: string; lastName: string },
  options: CallOptions = {},
): Promise<RegisterOutcome> {
  const body = await client(options).post('/auth/register', {
    email: input.email.trim(),
    password: input.password,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
  });
  if (readAuthAnswer(body).token) {
    const user = openSession(body, options);
    return { kind: 'session', user, message: isRecord(body) && typeof body.message === 'string' ? body.message : null };
  }
  return { kind: 'sent', message: answerMessage(body, fr.auth.checkEmailFallback) };
}

/** `POST /api/auth/forgot-password`: the same message whether the account exists or not. */
export async function requestPasswordReset(email: string, options: CallOptions = {}): Promise<string> {
  const body = await client(options).post('/auth/forgot-password', { email: email.trim() });
  return answerMessage(body, fr.auth.checkEmailFallback);
}

/** `POST /api/auth/reset-password`: sets the password and logs in (older tokens revoked). */
export async function resetPassword(token: string, password: string, options: CallOptions = {}): Promise<SessionUser> {
  const body = await client(options).post('/auth/reset-password', { token, password });
  return openSession(body, options);
}

/** `POST /api/auth/magic-link`: a login link for an existing account, same answer for any e-mail. */
export async function requestMagicLink(email: string, redirect?: string | null, options: CallOptions = {}): Promise<string> {
  const body = await client(options).post('/auth/magic-link', redirect ? { email: email.trim(), redirect } : { email: email.trim() });
  return answerMessage(body, fr.auth.checkEmailFallback);
}

/** `POST /api/auth/quick-login`: never a session on an e-mail alone, a magic link is e-mailed. */
export async function quickLogin(email: string, name: string, options: CallOptions = {}): Promise<string> {
  const body = await client(options).post('/auth/quick-login', { email: email.trim(), name: name.trim() });
  return answerMessage(body, fr.auth.checkEmailFallback);
}

/** `POST /api/auth/magic-login`: consumes the one-time token and opens the session. */
export async function magicLogin(token: string, options: CallOptions = {}): Promise<SessionUser> {
  const body = await client(options).post('/auth/magic-login', { token });
  return openSession(body, options);
}

/** A plausible e-mail address (the API validates for real). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The register / reset password rule (accounts.md: 8 to 128 characters), or null when fine. */
export function passwordProblem(password: string): string | null {
  if (!password) return fr.auth.passwordRequired;
  if (password.length < PASSWORD_MIN) return fr.auth.passwordTooShort;
  if (password.length > PASSWORD_MAX) return fr.auth.passwordTooLong;
  return null;
}
