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
  if (!token || !user) throw new ApiError(t('auth.loginError'), 200, 'NO_SESSION', body);
  if (options.store === undefined) setSession(token, user);
  else setSession(token, user, options.store);
  return user;
}

const client = (options: CallOptions) => options.client ?? api;

/**
 * The second factor a staff login asks for (docs/accounts.md « Staff second factor »): `required`
 * when the account has its authenticator app, `enroll` with the secret to add to it when not.
 * `mfaToken` is short-lived and spent by five wrong codes; it never opens a session by itself.
 */
export interface MfaChallenge {
  mode: 'required' | 'enroll';
  mfaToken: string;
  enrollment: { secret: string; otpauthUrl: string } | null;
  /** « Se souvenir de moi » as asked on the login form, for the session the code opens. */
  rememberMe: boolean;
}

/** What a login, a one-time link or a password reset answered. */
export type SignInOutcome =
  | { kind: 'session'; user: SessionUser; passwordCleared: boolean }
  | { kind: 'mfa'; challenge: MfaChallenge };

/** The second-factor step an answer asks for, or null when it is not one. */
export function readMfaChallenge(body: unknown, rememberMe = false): MfaChallenge | null {
  if (!isRecord(body) || (body.mfa !== 'required' && body.mfa !== 'enroll')) return null;
  if (typeof body.mfaToken !== 'string' || !body.mfaToken) return null;
  if (body.mfa === 'required') return { mode: 'required', mfaToken: body.mfaToken, enrollment: null, rememberMe };
  const enrollment = isRecord(body.enrollment) ? body.enrollment : {};
  const { secret, otpauthUrl } = enrollment;
  if (typeof secret !== 'string' || !secret || typeof otpauthUrl !== 'string' || !otpauthUrl.startsWith('otpauth://')) return null;
  return { mode: 'enroll', mfaToken: body.mfaToken, enrollment: { secret, otpauthUrl }, rememberMe };
}

/** A session answer is stored; a second-factor step is handed back to the page. */
function signInOutcome(body: unknown, options: CallOptions, rememberMe = false): SignInOutcome {
  const challenge = readMfaChallenge(body, rememberMe);
  if (challenge) return { kind: 'mfa', challenge };
  const user = openSession(body, options);
  return { kind: 'session', user, passwordCleared: isRecord(body) && body.passwordCleared === true };
}

/** A login failure as the login modal and page show it (docs/spec.md §8): the API's message, else ours. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== null && error.code !== 'NO_SESSION') {
    const body = error.body;
    const hasMessage =
      isRecord(body) &&
      ((isRecord(body.error) && typeof body.error.message === 'string' && body.error.message.trim() !== '') ||
        (typeof body.message === 'string' && body.message.trim() !== ''));
    if (hasMessage) return error.message;
  }
  return t('auth.loginError');
}

/** The message of any other failure: the API's, 'Une erreur est survenue' or the network one. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t('errors.generic');
}

/**
 * `POST /api/auth/login`, or `POST /api/admin/auth/login` with `admin` (the back-office login:
 * only admin and scanner accounts, the same 401 for anybody else). Staff get the second-factor
 * step instead of a session.
 */
export async function loginWithPassword(
  input: { email: string; password: string; rememberMe?: boolean },
  options: CallOptions & { admin?: boolean } = {},
): Promise<SignInOutcome> {
  const rememberMe = input.rememberMe === true;
  const body = await client(options).post(options.admin ? '/admin/auth/login' : '/auth/login', {
    email: input.email.trim(),
    password: input.password,
    rememberMe,
  });
  return signInOutcome(body, options, rememberMe);
}

/** `POST /api/auth/mfa/verify`: the app's 6-digit code, or a recovery code, opens the session. */
export async function verifyMfa(challenge: MfaChallenge, code: string, options: CallOptions = {}): Promise<SessionUser> {
  const body = await client(options).post('/auth/mfa/verify', {
    mfaToken: challenge.mfaToken,
    code: normaliseMfaCode(code),
    rememberMe: challenge.rememberMe,
  });
  return openSession(body, options);
}

/**
 * `POST /api/auth/mfa/enroll`: the first code of the newly added app proves it; the session opens
 * and the recovery codes come back, to be shown this once.
 */
export async function enrollMfa(
  challenge: MfaChallenge,
  code: string,
  options: CallOptions = {},
): Promise<{ user: SessionUser; recoveryCodes: string[] }> {
  const body = await client(options).post('/auth/mfa/enroll', { mfaToken: challenge.mfaToken, code: normaliseMfaCode(code) });
  const recoveryCodes = isRecord(body) && Array.isArray(body.recoveryCodes) ? body.recoveryCodes.filter((c): c is string => typeof c === 'string') : [];
  if (recoveryCodes.length === 0) throw new ApiError(t('auth.loginError'), 200, 'NO_RECOVERY_CODES', body);
  return { user: openSession(body, options), recoveryCodes };
}

/** What was typed, without the spaces an app or a sheet of paper adds (« 123 456 »); a recovery code keeps its dash. */
export function normaliseMfaCode(code: string): string {
  const compact = code.replace(/[\s\u00a0]+/g, '');
  return /^\d{3}-\d{3}$/.test(compact) ? compact.replace('-', '') : compact;
}

/** `POST /api/auth/register`: always the same neutral message; the account opens from the e-mailed link. */
export async function register(
  input: { email: string; password: string; firstName: string; lastName: string },
  options: CallOptions = {},
): Promise<string> {
  const body = await client(options).post('/auth/register', {
    email: input.email.trim(),
    password: input.password,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
  });
  return answerMessage(body, t('auth.registerSentFallback'));
}

/** `POST /api/auth/forgot-password`: the same message whether the account exists or not. */
export async function requestPasswordReset(email: string, options: CallOptions = {}): Promise<string> {
  const body = await client(options).post('/auth/forgot-password', { email: email.trim() });
  return answerMessage(body, t('auth.checkEmailFallback'));
}

/** `POST /api/auth/reset-password`: sets the password and logs in (older tokens revoked); staff give their code first. */
export async function resetPassword(token: string, password: string, options: CallOptions = {}): Promise<SignInOutcome> {
  const body = await client(options).post('/auth/reset-password', { token, password });
  return signInOutcome(body, options);
}

/** `POST /api/auth/magic-link`: a login link for an existing account, same answer for any e-mail. */
export async function requestMagicLink(email: string, redirect?: string | null, options: CallOptions = {}): Promise<string> {
  const body = await client(options).post('/auth/magic-link', redirect ? { email: email.trim(), redirect } : { email: email.trim() });
  return answerMessage(body, t('auth.checkEmailFallback'));
}

/** `POST /api/auth/quick-login`: never a session on an e-mail alone, a magic link is e-mailed. */
export async function quickLogin(email: string, name: string, options: CallOptions = {}): Promise<string> {
  const body = await client(options).post('/auth/quick-login', { email: email.trim(), name: name.trim() });
  return answerMessage(body, t('auth.checkEmailFallback'));
}

/** Whose account a one-time link opens, read without spending it (`POST /api/auth/link-preview`). */
export interface LinkPreview {
  purpose: 'magic-link' | 'email-verification';
  email: string;
  firstName: string;
  /** An e-mail verification of an account whose password was chosen before the address was proven. */
  passwordConfirmation: boolean;
}

export async function previewLink(token: string, options: CallOptions = {}): Promise<LinkPreview> {
  const body = await client(options).post('/auth/link-preview', { token });
  const purpose = isRecord(body) ? body.purpose : undefined;
  const email = isRecord(body) && typeof body.email === 'string' ? body.email : '';
  if ((purpose !== 'magic-link' && purpose !== 'email-verification') || !email) {
    throw new ApiError(t('auth.magicFailed'), 200, 'LINK_UNREADABLE', body);
  }
  return {
    purpose,
    email,
    firstName: isRecord(body) && typeof body.firstName === 'string' ? body.firstName : '',
    passwordConfirmation: purpose === 'email-verification' && isRecord(body) && body.passwordConfirmation === true,
  };
}

/** `POST /api/auth/magic-login`: spends the one-time link and opens the session (on a click only). */
export async function magicLogin(token: string, options: CallOptions = {}): Promise<SignInOutcome> {
  const body = await client(options).post('/auth/magic-login', { token });
  return signInOutcome(body, options);
}

/**
 * `POST /api/auth/verify-email`: proves the address and opens the session. With the password
 * chosen at registration it is kept; without it, the API clears it (`passwordCleared`).
 */
export async function verifyEmail(token: string, password: string | null, options: CallOptions = {}): Promise<SignInOutcome> {
  const body = await client(options).post('/auth/verify-email', password ? { token, password } : { token });
  return signInOutcome(body, options);
}

/** A plausible e-mail address (the API validates for real). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/**
 * The length rule of a password being chosen (docs/accounts.md: 12 to 128 characters), or null
 * when fine. The API also refuses passwords too easy to guess, with its own French message.
 */
export function passwordProblem(password: string): string | null {
  if (!password) return t('auth.passwordRequired');
  if (password.length < PASSWORD_MIN) return t('auth.passwordTooShort');
  if (password.length > PASSWORD_MAX) return t('auth.passwordTooLong');
  return null;
}
