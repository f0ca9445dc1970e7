import {
  CONTENT_ENTRIES,
  MediaList,
  TranslationStatusAnswer,
  type ContentEntries,
  type ContentKind,
  type ContentRequest,
  type MediaView,
  type TranslationStatus,
} from '@kizomba/api-contract/admin/content';
import * as z from 'zod/mini';
import { api, type CallOptions } from './client';

/**
 * The back-office's CMS pages (/admin/news, /admin/artists, /admin/programs): the entries the
 * commerce API reads from the CMS for us (docs/back-office.md « CMS content »). The CMS key stays
 * on the server; these calls only ever reach `/api/admin/content/*`.
 */
export type {
  ArtistEntry,
  ArtistRole,
  ContentEntries,
  ContentKind,
  ContentRequest as ContentInput,
  ContentStatus,
  MediaView as ContentMedia,
  NewsEntry,
  ProgramEntry,
  SlotKind,
  SlotLevel,
  TranslationState,
  TranslationStatus,
  TranslationStatusEntry,
} from '@kizomba/api-contract/admin/content';

/** `{ entry }`: one entry of `kind`. */
const entryAnswer = <K extends ContentKind>(kind: K) =>
  z.pipe(z.object({ entry: CONTENT_ENTRIES[kind] as unknown as z.ZodMiniType<ContentEntries[K]> }), z.transform((body) => body.entry));

/** `{ data }`: the entries of `kind`. */
const entryList = <K extends ContentKind>(kind: K) =>
  z.pipe(z.object({ data: z.array(CONTENT_ENTRIES[kind] as unknown as z.ZodMiniType<ContentEntries[K]>) }), z.transform((body) => body.data));

const path = (kind: ContentKind, documentId: string) => `/admin/content/${kind}/${encodeURIComponent(documentId)}`;

export function listContent<K extends ContentKind>(kind: K, { client = api, signal }: CallOptions = {}): Promise<Array<ContentEntries[K]>> {
  return client.get(`/admin/content/${kind}`, entryList(kind), { signal });
}

export function getContent<K extends ContentKind>(kind: K, documentId: string, { client = api, signal }: CallOptions = {}): Promise<ContentEntries[K]> {
  return client.get(path(kind, documentId), entryAnswer(kind), { signal });
}

export function createContent<K extends ContentKind>(kind: K, input: ContentRequest, { client = api, signal }: CallOptions = {}): Promise<ContentEntries[K]> {
  return client.post(`/admin/content/${kind}`, input, entryAnswer(kind), { signal });
}

export function updateContent<K extends ContentKind>(
  kind: K,
  documentId: string,
  input: ContentRequest,
  { client = api, signal }: CallOptions = {},
): Promise<ContentEntries[K]> {
  return client.patch(path(kind, documentId), input, entryAnswer(kind), { signal });
}

export function setPublished<K extends ContentKind>(
  kind: K,
  documentId: string,
  published: boolean,
  { client = api, signal }: CallOptions = {},
): Promise<ContentEntries[K]> {
  return client.post(`${path(kind, documentId)}/${published ? 'publish' : 'unpublish'}`, {}, entryAnswer(kind), { signal });
}

/** An image's thumbnail as a Blob (the API fetches it from the CMS; the site's CSP allows only itself and blob:). */
export async function mediaPreview(id: number, { client = api, signal }: CallOptions = {}): Promise<Blob> {
  return (await client.blob(`/admin/content/media/${id}/preview`, { signal })).blob;
}

export function listMedia({ client = api, signal }: CallOptions = {}): Promise<MediaView[]> {
  return client.get('/admin/content/media', MediaList, { signal });
}

/** Which translations of the CMS entries are missing or older than the French (/admin/translations). */
export function getTranslationStatus({ client = api, signal }: CallOptions = {}): Promise<TranslationStatus> {
  return client.get('/admin/content/translations', TranslationStatusAnswer, { signal });
}
