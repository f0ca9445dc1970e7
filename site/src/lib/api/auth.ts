import { EnrollAnswer, LinkPreview, LoginAnswer, MfaAnswer, NeutralAnswer, SessionAnswer as SessionAnswerSchema, type SessionAnswer } from '@kizomba/api-contract/auth';
import * as z from 'zod/mini';
import { translator } from '../../i18n';
import { auth } from '../../i18n/fr/auth';
import { errors } from '../../i18n/fr/common';
import { api, ApiError, explainUnreadable, type ApiClient } from './client';
import type { KeyValueStorage } from '../storage';
import { setSession, type SessionUser } from '../../islands/auth/session';

const t = translator({ auth, errors });

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

const client = (options: CallOptions) => options.client ?? api;

/** Stores the session of an answer. */
function openSession(answer: SessionAnswer, options: CallOptions): SessionUser {
  if (options.store === undefined) setSession(answer.token, answer.user);
  else setSession(answer.token, answer.user, options.store);
  return answer.user;
}

/** An answer that opens no session where one was due is a failed login, in the login form's words. */
const sessionCall = <T>(call: Promise<T>) => explainUnreadable(call, t('auth.loginError'), 'NO_SESSION');

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

function challengeOf(answer: MfaAnswer, rememberMe: boolean): MfaChallenge {
  return answer.mfa === 'required'
    ? { mode: 'required', mfaToken: answer.mfaToken, enrollment: null, rememberMe }
    : { mode: 'enroll', mfaToken: answer.mfaToken, enrollment: answer.enrollment, rememberMe };
}

/** The second-factor step an answer asks for, or null when it is not one. */
export function readMfaChallenge(body: unknown, rememberMe = false): MfaChallenge | null {
  const answer = z.safeParse(MfaAnswer, body);
  return answer.success ? challengeOf(answer.data, rememberMe) : null;
}

/** A session answer is stored; a second-factor step is handed back to the page. */
async function signIn(path: string, body: unknown, options: CallOptions, rememberMe = false): Promise<SignInOutcome> {
  const answer = await sessionCall(client(options).post(path, body, LoginAnswer));
  if ('mfa' in answer) return { kind: 'mfa', challenge: challengeOf(answer, rememberMe) };
  return { kind: 'session', user: openSession(answer, options), passwordCleared: answer.passwordCleared === true };
}

/** A login failure as the login modal and page show it (docs/spec.md §8): the API's message, else ours. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== null && error.code !== 'NO_SESSION') {
    const body = error.body as { error?: { message?: unknown }; message?: unknown } | undefined;
    const said = (value: unknown) => typeof value === 'string' && value.trim() !== '';
    if (said(body?.error?.message) || said(body?.message)) return error.message;
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
export function loginWithPassword(
  input: { email: string; password: string; rememberMe?: boolean },
  options: CallOptions & { admin?: boolean } = {},
): Promise<SignInOutcome> {
  const rememberMe = input.rememberMe === true;
  const body = { email: input.email.trim(), password: input.password, rememberMe };
  return signIn(options.admin ? '/admin/auth/login' : '/auth/login', body, options, rememberMe);
}

/** `POST /api/auth/mfa/verify`: the app's 6-digit code, or a recovery code, opens the session. */
export async function verifyMfa(challenge: MfaChallenge, code: string, options: CallOptions = {}): Promise<SessionUser> {
  const body = { mfaToken: challenge.mfaToken, code: normaliseMfaCode(code), rememberMe: challenge.rememberMe };
  return openSession(await sessionCall(client(options).post('/auth/mfa/verify', body, SessionAnswerSchema)), options);
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
  const answer = await sessionCall(client(options).post('/auth/mfa/enroll', { mfaToken: challenge.mfaToken, code: normaliseMfaCode(code) }, EnrollAnswer));
  return { user: openSession(answer, options), recoveryCodes: answer.recoveryCodes };
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
  const body = { email: input.email.trim(), password: input.password, firstName: input.firstName.trim(), lastName: input.lastName.trim() };
  return (await client(options).post('/auth/register', body, NeutralAnswer)) ?? t('auth.registerSentFallback');
}

/** `POST /api/auth/forgot-password`: the same message whether the account exists or not. */
export async function requestPasswordReset(email: string, options: CallOptions = {}): Promise<string> {
  return (await client(options).post('/auth/forgot-password', { email: email.trim() }, NeutralAnswer)) ?? t('auth.checkEmailFallback');
}

/** `POST /api/auth/reset-password`: sets the password and logs in (older tokens revoked); staff give their code first. */
export async function resetPassword(token: string, password: string, options: CallOptions = {}): Promise<SignInOutcome> {
  return signIn('/auth/reset-password', { token, password }, options);
}

/** `POST /api/auth/magic-link`: a login link for an existing account, same answer for any e-mail. */
export async function requestMagicLink(email: string, redirect?: string | null, options: CallOptions = {}): Promise<string> {
  const body = redirect ? { email: email.trim(), redirect } : { email: email.trim() };
  return (await client(options).post('/auth/magic-link', body, NeutralAnswer)) ?? t('auth.checkEmailFallback');
}

/** `POST /api/auth/quick-login`: never a session on an e-mail alone, a magic link is e-mailed. */
export async function quickLogin(email: string, name: string, options: CallOptions = {}): Promise<string> {
  return (await client(options).post('/auth/quick-login', { email: email.trim(), name: name.trim() }, NeutralAnswer)) ?? t('auth.checkEmailFallback');
}

export type { LinkPreview } from '@kizomba/api-contract/auth';

/** Whose account a one-time link opens, read without spending it (`POST /api/auth/link-preview`). */
export async function previewLink(token: string, options: CallOptions = {}): Promise<LinkPreview> {
  return explainUnreadable(client(options).post('/auth/link-preview', { token }, LinkPreview), t('auth.magicFailed'), 'LINK_UNREADABLE');
}

/** `POST /api/auth/magic-login`: spends the one-time link and opens the session (on a click only). */
export async function magicLogin(token: string, options: CallOptions = {}): Promise<SignInOutcome> {
  return signIn('/auth/magic-login', { token }, options);
}

/**
 * `POST /api/auth/verify-email`: proves the address and opens the session. With the password
 * chosen at registration it is kept; without it, the API clears it (`passwordCleared`).
 */
export async function verifyEmail(token: string, password: string | null, options: CallOptions = {}): Promise<SignInOutcome> {
  return signIn('/auth/verify-email', password ? { token, password } : { token }, options);
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
