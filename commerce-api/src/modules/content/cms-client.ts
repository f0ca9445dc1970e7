/**
 * The commerce API's only door into the CMS: the editorial API (`/api/editorial/*`, built in
 * cms/src/api/editorial) with the « Back-office (édition) » token. The key stays on the server;
 * the browser only ever talks to `/api/admin/content/*`. Every failure becomes a French
 * HttpError an admin can act on.
 */
import type { CmsConfig } from '../../config/index.js';
import { HttpError, type FieldIssue } from '../../lib/errors.js';

export const CMS_TIMEOUT_MS = 10_000;

export const CMS_MESSAGES = {
  notConfigured: "L'édition des contenus n'est pas configurée : il manque CMS_EDITORIAL_TOKEN à l'API commerce.",
  unreachable: 'Le CMS ne répond pas. Réessayez dans quelques instants.',
  tokenRefused: "Le CMS refuse la clé d'édition de l'API (CMS_EDITORIAL_TOKEN) : elle doit être la même pour le CMS et l'API.",
  notFound: "Ce contenu n'existe pas (ou plus) dans le CMS.",
  invalid: (detail: string) => `Le CMS a refusé ces données : ${detail}`,
  failed: (status: number) => `Le CMS a répondu par une erreur (HTTP ${status}). Réessayez dans quelques instants.`,
} as const;

type Method = 'GET' | 'POST' | 'PUT';

export interface CmsClient {
  request<T = unknown>(method: Method, path: string, body?: unknown): Promise<T>;
}

interface StrapiErrorBody {
  error?: { message?: unknown; details?: { errors?: Array<{ path?: unknown; message?: unknown }> } };
}

/** Strapi's validation details as field issues (`path: ['title']` → `title`). */
function issuesOf(body: StrapiErrorBody): FieldIssue[] {
  const errors = body.error?.details?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .map((e) => ({ field: Array.isArray(e.path) ? e.path.join('.') : String(e.path ?? ''), message: String(e.message ?? '') }))
    .filter((issue) => issue.field !== '' && issue.message !== '');
}

export function createCmsClient(config: CmsConfig, fetchImpl: typeof fetch = fetch): CmsClient {
  const base = `${config.url}/api/editorial`;
  return {
    async request<T>(method: Method, path: string, body?: unknown): Promise<T> {
      if (!config.editorialToken) throw new HttpError(503, 'CMS_NOT_CONFIGURED', CMS_MESSAGES.notConfigured);
      let response: Response;
      try {
        response = await fetchImpl(`${base}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${config.editorialToken}`,
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
        });
      } catch {
        throw new HttpError(503, 'CMS_UNAVAILABLE', CMS_MESSAGES.unreachable);
      }
      const text = await response.text().catch(() => '');
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      if (response.ok) return parsed as T;
      if (response.status === 401 || response.status === 403) throw new HttpError(503, 'CMS_TOKEN_REFUSED', CMS_MESSAGES.tokenRefused);
      if (response.status === 404) throw new HttpError(404, 'CONTENT_NOT_FOUND', CMS_MESSAGES.notFound);
      if (response.status === 400) {
        const errorBody = (parsed ?? {}) as StrapiErrorBody;
        const issues = issuesOf(errorBody);
        const detail = issues.map((issue) => `${issue.field} : ${issue.message}`).join(' ; ') || String(errorBody.error?.message ?? 'données invalides');
        throw new HttpError(400, 'CONTENT_INVALID', CMS_MESSAGES.invalid(detail), issues);
      }
      throw new HttpError(502, 'CMS_ERROR', CMS_MESSAGES.failed(response.status));
    },
  };
}
