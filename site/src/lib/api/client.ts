import { LOCALE_HEADER, splitLocalePath } from '@kizomba/locales';
import { activeLocale, translator } from '../../i18n';
import { errors } from '../../i18n/fr/common';
import {
  browserStorage,
  readStorage,
  removeStorage,
  STORAGE_KEYS,
  writeStorage,
  type KeyValueStorage,
} from '../storage';
import { loginRedirect } from '../auth-routes';
import { ErrorBody, FieldError } from '@kizomba/api-contract/errors';
import * as z from 'zod/mini';

const t = translator({ errors });

/**
 * The one client of the commerce API (docs/spec.md §7, §8), used by every island in the browser and
 * by the build-time catalogue fetch.
 *
 * - Base URL: `/api` on the site's own origin in the browser (the site server proxies it: no
 *   CORS, no third-party cookies); `${API_URL}/api` at build time (see ./build.ts).
 * - Every request carries the stored bearer token and cart id, and the page's language
 *   (`X-Locale`: the API answers, and records orders, in it), includes credentials and times
 *   out after 10 s.
 * - The cart id is stored from any response that carries a cart (docs/spec.md §4).
 * - Every answer is read by the contract schema the call names (`@kizomba/api-contract`).
 * - Errors become an `ApiError` whose message is ready to show: the server's
 *   `error.message`, else 'Une erreur est survenue'; no response → 'Erreur de connexion au
 *   serveur'. A 401 outside the auth pages clears the session (token, user, userInfo) and goes
 *   to /login, or /admin/login from an /admin path, with `redirect` set to the current page.
 */

export const API_TIMEOUT_MS = 10_000;

/** Pages where a 401 is the expected answer to a wrong password, not an expired session. */
const AUTH_PAGES = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/quick-access',
  '/auth/magic-login',
  '/admin/login',
  '/admin/forgot-password',
  '/admin/reset-password',
];

/** Login calls answer 401 for wrong credentials (or a wrong second-factor code): the form shows the error, no redirect. */
const LOGIN_ENDPOINTS = ['/auth/login', '/admin/auth/login', '/auth/quick-login', '/auth/mfa/'];

export class ApiError extends Error {
  /** HTTP status, or `null` when no response arrived (network failure, timeout). */
  readonly status: number | null;
  /** The server's machine-readable `error.code`, or 'network' / 'timeout'. */
  readonly code: string | undefined;
  /** The parsed response body, when there was one. */
  readonly body: unknown;

  constructor(message: string, status: number | null, code?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** JSON-serialisable payload. */
  body?: unknown;
  /** Lets a caller cancel (e.g. an island unmounting); cancelling rethrows the AbortError. */
  signal?: AbortSignal;
  /** Do not clear the session and redirect on 401 (the caller handles it). */
  skipAuthRedirect?: boolean;
}

export interface ApiClientOptions {
  /** Defaults to `/api` (same origin). */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Where token and cart id live; defaults to localStorage, `null` for none (build time). */
  storage?: KeyValueStorage | null;
  /**
   * What to do after a 401 cleared the session, given the login URL to go to (`/login?redirect=…`,
   * `/admin/login?redirect=…` from an /admin path); defaults to going there.
   */
  onUnauthorized?: (loginUrl: string) => void;
  /** The current path, to know whether we are on an auth page; defaults to location.pathname. */
  currentPath?: () => string;
}

/** A file answered by the API (a PDF, a JSON export), with the name its `Content-Disposition` gives. */
export interface BlobAnswer {
  blob: Blob;
  /** `filename` of `Content-Disposition`, or null when the answer names none. */
  fileName: string | null;
}

/** The schema that reads an answer (`@kizomba/api-contract`); its output is what the call resolves to. */
export type AnswerSchema<T = unknown> = z.ZodMiniType<T>;

/**
 * One calling convention: every call names the contract schema that reads its answer
 * (`client.get('/cart', CartResult)`). An answer the schema cannot read is an `ApiError` with the
 * generic message and code `invalid_response`.
 */
export interface ApiClient {
  get<T>(path: string, schema: AnswerSchema<T>, options?: SendOptions): Promise<T>;
  post<T>(path: string, body: unknown, schema: AnswerSchema<T>, options?: SendOptions): Promise<T>;
  put<T>(path: string, body: unknown, schema: AnswerSchema<T>, options?: SendOptions): Promise<T>;
  patch<T>(path: string, body: unknown, schema: AnswerSchema<T>, options?: SendOptions): Promise<T>;
  delete<T>(path: string, schema: AnswerSchema<T>, options?: SendOptions & { body?: unknown }): Promise<T>;
  /** `GET` of a file: same headers, timeout and error rules as JSON calls; the body as a Blob. */
  blob(path: string, options?: SendOptions): Promise<BlobAnswer>;
}

export type SendOptions = Omit<RequestOptions, 'body'>;

/** The last argument of every call of `lib/api/*`: `fn(args, { client = api, signal } = {})`. */
export interface CallOptions {
  client?: ApiClient;
  signal?: AbortSignal;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonBlank = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The cart id an answer carries: `{ cartId }` or `{ cart: { id } }` (it also travels in `X-Cart-Id`). */
export function extractCartId(body: unknown): string | null {
  if (!isRecord(body)) return null;
  return nonBlank(body.cartId) ?? (isRecord(body.cart) ? nonBlank(body.cart.id) : null);
}

/** The message to show for an error answer (docs/spec.md §8). */
export function errorMessage(body: unknown): string {
  if (isRecord(body)) {
    if (isRecord(body.error) && typeof body.error.message === 'string' && body.error.message.trim()) {
      return body.error.message;
    }
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
  }
  return t('errors.generic');
}

function errorCode(body: unknown): string | undefined {
  if (isRecord(body) && isRecord(body.error) && typeof body.error.code === 'string') return body.error.code;
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy error page (HTML) or plain text: no usable body.
    return undefined;
  }
}

/** A Blob, from this realm or another (jsdom's `Blob` is not Node's `Response#blob()` one). */
function isBlob(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number';
}

/** `attachment; filename="x.pdf"` or `filename*=UTF-8''x.pdf` → the file name. */
export function contentDispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || null;
}

function defaultCurrentPath(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

function defaultOnUnauthorized(loginUrl: string): void {
  if (typeof window !== 'undefined') window.location.assign(loginUrl);
}

/** The page to come back to after logging in again: the current path, with query and hash. */
function returnPath(path: string): string {
  if (typeof window === 'undefined' || window.location.pathname !== path) return path;
  return `${path}${window.location.search}${window.location.hash}`;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const currentPath = options.currentPath ?? defaultCurrentPath;
  const onUnauthorized = options.onUnauthorized ?? defaultOnUnauthorized;
  // Resolved per request: islands are also rendered on the server, where there is no
  // localStorage, and tests swap it.
  const storage = () => (options.storage === undefined ? browserStorage() : options.storage);
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);

  async function send(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions,
    asBlob: boolean,
  ): Promise<{ body: unknown; response: Response }> {
    const store = storage();
    const headers: Record<string, string> = { Accept: asBlob ? '*/*' : 'application/json' };
    const token = readStorage(store, STORAGE_KEYS.token);
    if (token) headers.Authorization = `Bearer ${token}`;
    const cartId = readStorage(store, STORAGE_KEYS.cartId);
    if (cartId) headers['X-Cart-Id'] = cartId;
    headers[LOCALE_HEADER] = activeLocale();
    const hasBody = requestOptions.body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';

    // One controller aborts on timeout or when the caller cancels; `timedOut` tells them apart.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = requestOptions.signal;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) onCallerAbort();
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: hasBody ? JSON.stringify(requestOptions.body) : undefined,
        credentials: 'include',
        signal: controller.signal,
      });
      // A file is read whole only when it is one; an error answer is the usual JSON envelope.
      body = asBlob && response.ok ? await response.blob() : await readBody(response);
    } catch (error) {
      if (callerSignal?.aborted && !timedOut) throw error;
      throw new ApiError(t('errors.network'), null, timedOut ? 'timeout' : 'network');
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }

    const headerCartId = response.headers.get('X-Cart-Id');
    const newCartId = (isBlob(body) ? null : extractCartId(body)) ?? (headerCartId ? headerCartId : null);
    if (newCartId && newCartId !== cartId) writeStorage(store, STORAGE_KEYS.cartId, newCartId);

    if (!response.ok) {
      // Only the session this request carried, still the stored one, has expired: a 401 answering
      // a request sent before a logout (or without a token) must not send the visitor to the login.
      if (
        response.status === 401 &&
        token !== null &&
        readStorage(store, STORAGE_KEYS.token) === token &&
        !requestOptions.skipAuthRedirect &&
        !LOGIN_ENDPOINTS.some((endpoint) => path.startsWith(endpoint)) &&
        !AUTH_PAGES.includes(splitLocalePath(currentPath()).path)
      ) {
        removeStorage(store, STORAGE_KEYS.token);
        removeStorage(store, STORAGE_KEYS.user);
        removeStorage(store, STORAGE_KEYS.userInfo);
        onUnauthorized(loginRedirect(returnPath(currentPath() || '/')));
      }
      throw new ApiError(errorMessage(body), response.status, errorCode(body), body);
    }
    return { body, response };
  }

  async function request<T>(method: HttpMethod, path: string, schema: AnswerSchema<T>, requestOptions: RequestOptions): Promise<T> {
    const { body, response } = await send(method, path, requestOptions, false);
    const answer = z.safeParse(schema, body);
    if (!answer.success) throw new ApiError(t('errors.generic'), response.status, 'invalid_response', body);
    return answer.data;
  }

  async function blob(path: string, requestOptions: SendOptions = {}): Promise<BlobAnswer> {
    const { body, response } = await send('GET', path, requestOptions, true);
    return {
      blob: isBlob(body) ? body : new Blob([]),
      fileName: contentDispositionFileName(response.headers.get('Content-Disposition')),
    };
  }

  return {
    get: (path, schema, opts = {}) => request('GET', path, schema, opts),
    post: (path, body, schema, opts = {}) => request('POST', path, schema, { ...opts, body }),
    put: (path, body, schema, opts = {}) => request('PUT', path, schema, { ...opts, body }),
    patch: (path, body, schema, opts = {}) => request('PATCH', path, schema, { ...opts, body }),
    delete: (path, schema, opts = {}) => request('DELETE', path, schema, opts),
    blob,
  };
}

/** The `fields` of a validation refusal (`error.fields`: one `{ field, message }` per invalid field), empty for any other error. */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  const body = z.safeParse(ErrorBody, error.body);
  if (!body.success) return [];
  return (body.data.error.fields ?? []).flatMap((entry) => {
    const field = z.safeParse(FieldError, entry);
    return field.success ? [field.data] : [];
  });
}

/** A call whose unreadable answer gets its own sentence and code instead of the generic ones. */
export async function explainUnreadable<T>(call: Promise<T>, message: string, code: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_response') throw new ApiError(message, error.status, code, error.body);
    throw error;
  }
}

/** The browser's client: same-origin `/api`, localStorage session. */
export const api: ApiClient = createApiClient();

/** `?a=1&b=x` from the filled values only ('' and null are left out). */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
