/**
 * Back-office editing of the CMS's news, artists and programme (docs/back-office.md « CMS
 * content »). The entries live in Strapi; this service reaches them through the editorial API
 * (./cms-client.ts), adds what the back-office shows (the Strapi admin link, the public page)
 * and writes an audit row once the CMS has accepted a change. A publication is checked here
 * first, so an admin reads which French-named fields are missing rather than Strapi's message.
 * Publishing and unpublishing fire the CMS's webhook, which rebuilds the public site.
 */
import type { MediaView, TranslationStatus } from '@kizomba/api-contract/admin/content';
import type { AppConfig } from '../../config/index.js';
import type { Database } from '../../db/index.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { recordAudit, type Actor } from '../audit/index.js';
import { CMS_MESSAGES, CMS_TIMEOUT_MS, createCmsClient, type CmsClient } from './cms-client.js';
import { CONTENT_COLLECTIONS, CONTENT_SINGLE_TYPES, missingForPublication, type ContentCollection, type ContentKind } from './collections.js';

export type ContentStatus = 'draft' | 'published' | 'modified';

/** An entry as the CMS's editorial API returns it: its draft's fields plus its state. */
export interface CmsEntry extends Record<string, unknown> {
  documentId: string;
  status: ContentStatus;
  publishedAt: string | null;
  updatedAt: string;
}

export interface ContentEntryView extends CmsEntry {
  /** Title or name, whichever names this kind of entry. */
  label: string;
  /** Page of the public site that shows it once published. */
  publicPath: string;
  /** The entry in Strapi's admin (rich text, images, everything else); null without a public CMS address. */
  editorUrl: string | null;
}

/** Answers of the contract (`@kizomba/api-contract/admin/content`): a renamed field fails to compile here and in the site. */
export type { MediaView } from '@kizomba/api-contract/admin/content';

export interface MediaPreview {
  contentType: string;
  body: Buffer;
}

/** Thumbnails are small (Strapi's are ≤ 245 px); anything bigger is not a preview. */
export const MAX_PREVIEW_BYTES = 2_000_000;

export const CONTENT_INCOMPLETE = (missing: string[]) => `Pour publier, complétez d'abord : ${missing.join(', ')}.`;

type Input = Record<string, unknown>;

export function createContentService(
  deps: { db: Database; config: AppConfig; clock: () => Date },
  client: CmsClient = createCmsClient(deps.config.cms),
  fetchImpl: typeof fetch = fetch,
) {
  const { AuditLog } = deps.db.models;
  const adminUrl = deps.config.cms.adminUrl;

  /**
   * A language version of an entry in Strapi's admin (created there when it does not exist yet).
   * Single types (`api::home.home`…) have no documentId in their address.
   */
  const SINGLE_TYPE_UIDS = new Set(CONTENT_SINGLE_TYPES);
  const localeEditorUrl = (uid: string, documentId: string, locale: string): string | null => {
    if (!adminUrl || !/^api::[a-z-]+\.[a-z-]+$/.test(uid)) return null;
    const query = `?plugins[i18n][locale]=${encodeURIComponent(locale)}`;
    return SINGLE_TYPE_UIDS.has(uid)
      ? `${adminUrl}/admin/content-manager/single-types/${uid}${query}`
      : `${adminUrl}/admin/content-manager/collection-types/${uid}/${encodeURIComponent(documentId)}${query}`;
  };

  const absolute = (url: unknown): string | null => {
    if (typeof url !== 'string' || url === '') return null;
    if (/^https?:\/\//.test(url)) return url;
    return adminUrl ? `${adminUrl}${url.startsWith('/') ? '' : '/'}${url}` : null;
  };

  const view = (collection: ContentCollection, entry: CmsEntry): ContentEntryView => {
    const media = (value: unknown) => (value && typeof value === 'object' ? { ...(value as Input), url: absolute((value as Input).url) } : value ?? null);
    const withMedia: CmsEntry = { ...entry };
    for (const field of ['cover', 'photo']) if (field in withMedia) withMedia[field] = media(withMedia[field]);
    return {
      ...withMedia,
      label: String(entry[collection.titleField] ?? ''),
      publicPath: collection.publicPath(entry),
      editorUrl: adminUrl ? `${adminUrl}/admin/content-manager/collection-types/${collection.uid}/${encodeURIComponent(entry.documentId)}` : null,
    };
  };

  const one = async (collection: ContentCollection, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    view(collection, (await client.request<{ data: CmsEntry }>(method, `/${collection.collection}${path}`, body)).data);

  const audit = (actor: Actor, action: string, collection: ContentCollection, entry: ContentEntryView, details: Input = {}) =>
    recordAudit(
      { AuditLog },
      { actorId: actor.id, ip: actor.ip ?? null, action, targetType: collection.auditType, targetId: entry.documentId, details: { label: entry.label, ...details }, now: deps.clock() },
    );

  return {
    async list(kind: ContentKind): Promise<ContentEntryView[]> {
      const collection = CONTENT_COLLECTIONS[kind];
      const answer = await client.request<{ data: CmsEntry[] }>('GET', `/${collection.collection}`);
      return (answer?.data ?? []).map((entry) => view(collection, entry));
    },

    get(kind: ContentKind, documentId: string): Promise<ContentEntryView> {
      return one(CONTENT_COLLECTIONS[kind], 'GET', `/${encodeURIComponent(documentId)}`);
    },

    /** Creates a draft: nothing shows on the public site before a publication. */
    async create(actor: Actor, kind: ContentKind, data: Input): Promise<ContentEntryView> {
      const collection = CONTENT_COLLECTIONS[kind];
      const entry = await one(collection, 'POST', '', { data });
      await audit(actor, 'content.created', collection, entry);
      return entry;
    },

    /** Changes the draft; a published entry keeps its public version until the next publication. */
    async update(actor: Actor, kind: ContentKind, documentId: string, data: Input): Promise<ContentEntryView> {
      const collection = CONTENT_COLLECTIONS[kind];
      const entry = await one(collection, 'PUT', `/${encodeURIComponent(documentId)}`, { data });
      await audit(actor, 'content.updated', collection, entry, { fields: Object.keys(data).sort() });
      return entry;
    },

    async publish(actor: Actor, kind: ContentKind, documentId: string): Promise<ContentEntryView> {
      const collection = CONTENT_COLLECTIONS[kind];
      const current = await one(collection, 'GET', `/${encodeURIComponent(documentId)}`);
      const missing = missingForPublication(collection, current);
      if (missing.length > 0) throw badRequest(CONTENT_INCOMPLETE(missing), 'CONTENT_INCOMPLETE');
      const entry = await one(collection, 'POST', `/${encodeURIComponent(documentId)}/publish`);
      await audit(actor, 'content.published', collection, entry);
      return entry;
    },

    async unpublish(actor: Actor, kind: ContentKind, documentId: string): Promise<ContentEntryView> {
      const collection = CONTENT_COLLECTIONS[kind];
      const entry = await one(collection, 'POST', `/${encodeURIComponent(documentId)}/unpublish`);
      await audit(actor, 'content.unpublished', collection, entry);
      return entry;
    },

    /**
     * An image's thumbnail, fetched by the API from the CMS's public uploads: the browser shows it
     * as a blob (the site's CSP allows only its own origin for images, and the CMS is often private).
     */
    async mediaPreview(id: number): Promise<MediaPreview> {
      const answer = await client.request<{ data: Input[] }>('GET', '/media');
      const file = (answer?.data ?? []).find((candidate) => Number(candidate.id) === id);
      const path = file ? String(file.thumbnailUrl ?? file.url ?? '') : '';
      if (!path) throw notFound("Cette image n'existe pas (ou plus) dans la médiathèque du CMS.", 'MEDIA_NOT_FOUND');
      let response: Response;
      try {
        response = await fetchImpl(/^https?:\/\//.test(path) ? path : `${deps.config.cms.url}${path.startsWith('/') ? '' : '/'}${path}`, {
          signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
        });
      } catch {
        throw new HttpError(503, 'CMS_UNAVAILABLE', CMS_MESSAGES.unreachable);
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (!response.ok || !contentType.startsWith('image/')) throw new HttpError(502, 'CMS_ERROR', CMS_MESSAGES.failed(response.status));
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length > MAX_PREVIEW_BYTES) throw new HttpError(502, 'CMS_ERROR', CMS_MESSAGES.failed(response.status));
      return { contentType, body };
    },

    /**
     * Which translations of the CMS entries are missing or older than the French
     * (cms/README.md « État des traductions »), each with the link that opens that language
     * version in Strapi's admin, where editors translate.
     */
    async translations(): Promise<TranslationStatus> {
      const answer = await client.request<{ data: { locales?: string[]; entries?: Input[] } }>('GET', '/translations');
      const entries = answer?.data?.entries ?? [];
      return {
        locales: answer?.data?.locales ?? [],
        entries: entries.map((entry) => {
          const type = String(entry.type ?? '');
          const documentId = String(entry.documentId ?? '');
          const cells = (entry.translations ?? {}) as Record<string, { state?: unknown; updatedAt?: unknown }>;
          return {
            type,
            typeLabel: String(entry.typeLabel ?? ''),
            documentId,
            label: String(entry.label ?? ''),
            updatedAt: String(entry.updatedAt ?? ''),
            translations: Object.fromEntries(
              Object.entries(cells).map(([locale, cell]) => [
                locale,
                {
                  state: cell.state === 'up-to-date' || cell.state === 'outdated' ? cell.state : 'missing',
                  updatedAt: typeof cell.updatedAt === 'string' ? cell.updatedAt : null,
                  editorUrl: localeEditorUrl(type, documentId, locale),
                },
              ]),
            ),
          };
        }),
      };
    },

    /** The CMS's images, for the cover and photo pickers. */
    async media(): Promise<MediaView[]> {
      const answer = await client.request<{ data: Input[] }>('GET', '/media');
      return (answer?.data ?? []).map((file) => ({
        id: Number(file.id),
        name: String(file.name ?? ''),
        url: absolute(file.url),
        thumbnailUrl: absolute(file.thumbnailUrl ?? file.url),
        width: typeof file.width === 'number' ? file.width : null,
        height: typeof file.height === 'number' ? file.height : null,
      }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
