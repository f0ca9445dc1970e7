/**
 * Fingerprint of everything a site build depends on, so a restart can tell "nothing changed,
 * reuse the last build" (a second `npm start` in seconds) from "rebuild".
 *
 *   sha256( site source  — src/, public/, astro.config.mjs, package.json, tsconfig.json
 *         + build env    — the public origin and service URLs baked into the pages
 *         + CMS content  — for every endpoint the site reads, in every locale: id, documentId, updatedAt
 *         + ticket catalogue from the API, minus live counters (remaining, soldOut, onSale) )
 *
 * Only ids and timestamps are fetched from the CMS: cheap, and any edit changes `updatedAt`;
 * publishing a draft in Strapi 5 replaces the published row, which changes its `id`.
 * Live counters change with every sale and are read by the islands at run time, so they must
 * not trigger rebuilds. A CMS or API that does not answer makes the fingerprint unavailable
 * (the caller then rebuilds rather than risk serving stale content).
 *
 * Known blind spot, on purpose: replacing a media file in Strapi's library without touching
 * an entry changes no `updatedAt`. At run time the publish webhook covers it (every webhook
 * rebuilds, fingerprint or not); only a restart right after such an edit would reuse the build.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CMS_COLLECTIONS, CMS_LOCALES, CMS_SINGLE_TYPES } from '../src/lib/cms-endpoints.ts';
import { listFiles } from './build-index.ts';
import type { ContentFingerprint } from './locale-scope.ts';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface FingerprintOptions {
  siteDir: string;
  cmsUrl: string;
  apiUrl: string;
  cmsApiToken?: string | undefined;
  /** Environment values that end up in the built pages. */
  buildEnv?: Record<string, string | undefined>;
  collections?: readonly string[];
  singleTypes?: readonly string[];
  /** Content languages (`?locale=`); default: all of them. */
  locales?: readonly string[];
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** Top-level inputs of the Astro build, relative to the site folder. */
const SOURCE_ENTRIES = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

/** Live counters of a ticket type (docs/content-model.md), excluded from the fingerprint. */
const LIVE_TICKET_FIELDS = new Set(['remaining', 'soldOut', 'onSale']);

/** JSON with sorted object keys, so equal data always hashes equal. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 over the relative paths and bytes of the site's source inputs. */
export async function hashSiteSource(siteDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const entry of SOURCE_ENTRIES) {
    const full = path.join(siteDir, entry);
    const stat = await fs.stat(full).catch(() => null);
    if (!stat) continue;
    const files = stat.isDirectory() ? (await listFiles(full)).map((rel) => `${entry}/${rel}`) : [entry];
    for (const rel of files) {
      hash.update(rel).update('\0');
      hash.update(await fs.readFile(path.join(siteDir, rel))).update('\0');
    }
  }
  return hash.digest('hex');
}

async function getJson(
  fetchImpl: FetchLike,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  // A server error is not a state of the content: make the fingerprint unavailable.
  if (response.status >= 500) throw new Error(`${url} a répondu ${response.status}`);
  if (!response.ok) {
    // 404 (single type not created yet, endpoint not built yet) or 401/403 are stable states of
    // the inputs: record them rather than fail, so the build is still reused across restarts.
    await response.body?.cancel();
    return { status: response.status, body: null };
  }
  return { status: response.status, body: await response.json() };
}

interface StrapiEntry {
  id?: unknown;
  documentId?: unknown;
  updatedAt?: unknown;
}

function entryState(entry: StrapiEntry): unknown[] {
  return [entry.id ?? null, entry.documentId ?? null, entry.updatedAt ?? null];
}

/**
 * id/documentId/updatedAt of every entry of every endpoint the site reads, per locale:
 * `{ fr: { artists: …, home: … }, en: { … } }`. A missing translation (404 of a single type,
 * a shorter list) is a state like any other.
 */
export async function cmsContentState(options: FingerprintOptions): Promise<Record<string, Record<string, unknown>>> {
  const locales = options.locales ?? CMS_LOCALES;
  const states = await Promise.all(locales.map((locale) => cmsLocaleState(options, locale)));
  return Object.fromEntries(locales.map((locale, index) => [locale, states[index] as Record<string, unknown>]));
}

async function cmsLocaleState(options: FingerprintOptions, locale: string): Promise<Record<string, unknown>> {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.cmsApiToken) headers.authorization = `Bearer ${options.cmsApiToken}`;
  const state: Record<string, unknown> = {};

  for (const name of options.collections ?? CMS_COLLECTIONS) {
    const entries: unknown[] = [];
    let status = 200;
    // Strapi caps pageSize (maxLimit, 100 by default): walk the pages.
    for (let page = 1; ; page += 1) {
      const url =
        `${options.cmsUrl}/api/${name}?locale=${locale}&fields[0]=updatedAt&sort[0]=id:asc` +
        `&pagination[page]=${page}&pagination[pageSize]=100`;
      const result = await getJson(fetchImpl, url, headers, timeoutMs);
      status = result.status;
      const body = result.body as { data?: StrapiEntry[]; meta?: { pagination?: { pageCount?: number } } } | null;
      if (!body) break;
      for (const entry of body.data ?? []) entries.push(entryState(entry));
      const pageCount = body.meta?.pagination?.pageCount ?? 1;
      if (page >= pageCount) break;
    }
    state[name] = { status, entries };
  }

  for (const name of options.singleTypes ?? CMS_SINGLE_TYPES) {
    const result = await getJson(fetchImpl, `${options.cmsUrl}/api/${name}?locale=${locale}&fields[0]=updatedAt`, headers, timeoutMs);
    const body = result.body as { data?: StrapiEntry | null } | null;
    state[name] = { status: result.status, entry: body?.data ? entryState(body.data) : null };
  }
  return state;
}

/** The public ticket catalogue without its live counters. */
export async function catalogueState(options: FingerprintOptions): Promise<unknown> {
  const fetchImpl = options.fetch ?? fetch;
  const result = await getJson(
    fetchImpl,
    `${options.apiUrl}/api/tickets`,
    { accept: 'application/json' },
    options.timeoutMs ?? 10_000,
  );
  const body = result.body as { data?: Array<Record<string, unknown>> } | null;
  const tickets = (body?.data ?? []).map((ticket) =>
    Object.fromEntries(Object.entries(ticket).filter(([key]) => !LIVE_TICKET_FIELDS.has(key))),
  );
  return { status: result.status, tickets };
}

const sha256 = (value: unknown) => createHash('sha256').update(stableStringify(value)).digest('hex');

type EndpointState = { status?: number; entries?: unknown[][]; entry?: unknown[] | null };

/**
 * What one language's pages are made of: its own versions, plus the French list (every
 * collection lists the French entries, in their order) and the French versions it shows for lack
 * of a translation. French pages depend on the French state only.
 */
export function localeContentState(locale: string, cms: Record<string, Record<string, unknown>>, french = 'fr'): unknown {
  const own = cms[locale] ?? {};
  if (locale === french) return own;
  const reference = cms[french] ?? {};
  const fallback: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(reference)) {
    const frenchState = value as EndpointState;
    const localeState = (own[name] ?? {}) as EndpointState;
    if (Array.isArray(frenchState.entries)) {
      const translated = new Set((localeState.entries ?? []).map((entry) => entry[1]));
      fallback[name] = {
        list: frenchState.entries.map((entry) => entry[1]),
        untranslated: frenchState.entries.filter((entry) => !translated.has(entry[1])),
      };
    } else {
      fallback[name] = localeState.entry ? null : (frenchState.entry ?? null);
    }
  }
  return { own, fallback };
}

export function createFingerprint(options: FingerprintOptions): () => Promise<ContentFingerprint> {
  return async () => {
    const [source, cms, catalogue] = await Promise.all([
      hashSiteSource(options.siteDir),
      cmsContentState(options),
      catalogueState(options),
    ]);
    const base = sha256({ v: 1, source, env: options.buildEnv ?? {}, catalogue });
    const locales = Object.fromEntries(Object.keys(cms).map((locale) => [locale, sha256(localeContentState(locale, cms))]));
    return { value: sha256({ base, locales }), base, locales };
  };
}
