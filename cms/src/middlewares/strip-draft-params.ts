/**
 * Global middleware: the content REST API (`/api/*`) only ever serves published entries.
 *
 * Strapi 5 answers `GET /api/news-articles?status=draft` with drafts to anyone who may `find`
 * the type — the public role and the site's read-only token included (ARCHITECTURE.md). Editors
 * preview drafts in the admin panel, whose requests go to `/content-manager/*` and carry an admin
 * session; they never go through `/api`. So for every `/api` request the parameters that select
 * a publication state are removed before any controller reads the query:
 * - `status` (Strapi 5), at the top level;
 * - `publicationState` (Strapi 4 name, still sent by old clients; harmless if ignored, removed
 *   so that a future compatibility flag cannot revive it).
 * Nested `populate[…]` objects do not accept a status in Strapi 5.54 (relations follow the
 * parent's status), but a `status` key there is dropped as well, defensively.
 */
import type { Context, Next } from 'koa';

const BLOCKED_KEYS = new Set(['status', 'publicationState']);

type Query = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Query =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Removes the blocked keys inside a `populate` value; returns whether anything changed. */
function stripPopulate(populate: unknown): boolean {
  if (!isPlainObject(populate)) return false;
  let changed = false;
  for (const [key, value] of Object.entries(populate)) {
    if (BLOCKED_KEYS.has(key)) {
      delete populate[key];
      changed = true;
    } else if (isPlainObject(value)) {
      if (stripPopulate(value)) changed = true;
      if (isPlainObject(value.populate) && stripPopulate(value.populate)) changed = true;
    }
  }
  return changed;
}

/**
 * Returns a copy of the parsed query without draft selectors, or `null` when the query has none
 * (so the common case does not rewrite the query string at all).
 */
export function withoutDraftParams(query: Query): Query | null {
  const copy: Query = structuredClone(query);
  let changed = false;
  for (const key of BLOCKED_KEYS) {
    if (key in copy) {
      delete copy[key];
      changed = true;
    }
  }
  if (stripPopulate(copy.populate)) changed = true;
  return changed ? copy : null;
}

/** Is this path part of the content API? `prefix` is `api.rest.prefix` (default `/api`). */
export function isContentApiPath(path: string, prefix = '/api'): boolean {
  const normalised = prefix.replace(/\/+$/, '') || '/api';
  return path === normalised || path.startsWith(`${normalised}/`);
}

export function createStripDraftParams(prefix: string) {
  return async function stripDraftParams(ctx: Context, next: Next): Promise<void> {
    if (isContentApiPath(ctx.path, prefix)) {
      const cleaned = withoutDraftParams(ctx.query as Query);
      // Assigning ctx.query re-serialises it with qs (strapi::query installs the qs parser), so
      // every later reader — sanitizers, controllers, the document service — sees the clean one.
      if (cleaned) ctx.query = cleaned as Context['query'];
    }
    await next();
  };
}

export default (_config: unknown, { strapi }: { strapi: { config: { get: (key: string, fallback?: unknown) => unknown } } }) =>
  createStripDraftParams(String(strapi.config.get('api.rest.prefix', '/api')));
