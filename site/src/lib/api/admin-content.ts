import { api, type ApiClient } from './client';
import { bool, isRecord, list, num, numOrNull, str, strOrNull } from './read';

/**
 * The back-office's CMS pages (/admin/news, /admin/artists, /admin/programs): the entries the
 * commerce API reads from the CMS for us (docs/back-office.md « CMS content »). The CMS key stays
 * on the server; these calls only ever reach `/api/admin/content/*`.
 */

type Options = { client?: ApiClient; signal?: AbortSignal };

export type ContentKind = 'news' | 'artists' | 'programs';
export type ContentStatus = 'draft' | 'published' | 'modified';

export interface ContentMedia {
  id: number;
  name: string;
  url: string | null;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
}

interface EntryBase {
  documentId: string;
  status: ContentStatus;
  publishedAt: string | null;
  updatedAt: string | null;
  /** Title or name. */
  label: string;
  publicPath: string;
  /** The entry in Strapi's own editor, or null when the CMS has no public address. */
  editorUrl: string | null;
  slug: string;
}

export interface NewsEntry extends EntryBase {
  title: string;
  excerpt: string;
  body: string;
  date: string | null;
  author: string;
  cover: ContentMedia | null;
}

export type ArtistRole = 'teacher' | 'dj' | 'performer' | 'mc';

export interface ArtistEntry extends EntryBase {
  name: string;
  role: ArtistRole | '';
  country: string;
  city: string;
  shortBio: string;
  bio: string;
  photo: ContentMedia | null;
  instagram: string;
  featured: boolean;
  order: number;
}

export type SlotKind = 'workshop' | 'party' | 'show' | 'competition' | 'social';
export type SlotLevel = 'all' | 'beginner' | 'intermediate' | 'advanced';

export interface ProgramEntry extends EntryBase {
  title: string;
  day: string;
  startTime: string;
  endTime: string;
  kind: SlotKind | '';
  room: string;
  level: SlotLevel | '';
  description: string;
  artists: Array<{ documentId: string; name: string }>;
}

export interface ContentEntries {
  news: NewsEntry;
  artists: ArtistEntry;
  programs: ProgramEntry;
}

const STATUSES: readonly ContentStatus[] = ['draft', 'published', 'modified'];

export function readMedia(value: unknown): ContentMedia | null {
  if (!isRecord(value) || !num(value.id)) return null;
  return {
    id: num(value.id),
    name: str(value.name),
    url: strOrNull(value.url),
    thumbnailUrl: strOrNull(value.thumbnailUrl) ?? strOrNull(value.url),
    width: numOrNull(value.width),
    height: numOrNull(value.height),
  };
}

function readBase(row: Record<string, unknown>): EntryBase {
  const status = str(row.status) as ContentStatus;
  return {
    documentId: str(row.documentId),
    status: STATUSES.includes(status) ? status : 'draft',
    publishedAt: strOrNull(row.publishedAt),
    updatedAt: strOrNull(row.updatedAt),
    label: str(row.label),
    publicPath: str(row.publicPath) || '/',
    editorUrl: strOrNull(row.editorUrl),
    slug: str(row.slug),
  };
}

/** `HH:mm:ss.SSS` (Strapi's time) → `HH:mm`. */
const hhmm = (value: unknown) => str(value).slice(0, 5);

const READERS: { [K in ContentKind]: (row: Record<string, unknown>) => ContentEntries[K] } = {
  news: (row) => ({
    ...readBase(row),
    title: str(row.title),
    excerpt: str(row.excerpt),
    body: str(row.body),
    date: strOrNull(row.date),
    author: str(row.author),
    cover: readMedia(row.cover),
  }),
  artists: (row) => ({
    ...readBase(row),
    name: str(row.name),
    role: (['teacher', 'dj', 'performer', 'mc'] as const).find((role) => role === row.role) ?? '',
    country: str(row.country),
    city: str(row.city),
    shortBio: str(row.shortBio),
    bio: str(row.bio),
    photo: readMedia(row.photo),
    instagram: str(row.instagram),
    featured: bool(row.featured),
    order: num(row.order),
  }),
  programs: (row) => ({
    ...readBase(row),
    title: str(row.title),
    day: str(row.day).slice(0, 10),
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    kind: (['workshop', 'party', 'show', 'competition', 'social'] as const).find((kind) => kind === row.kind) ?? '',
    room: str(row.room),
    level: (['all', 'beginner', 'intermediate', 'advanced'] as const).find((level) => level === row.level) ?? '',
    description: str(row.description),
    artists: list(row.artists).map((artist) => ({ documentId: str(artist.documentId), name: str(artist.name) })),
  }),
};

export function readEntry<K extends ContentKind>(kind: K, row: unknown): ContentEntries[K] {
  return READERS[kind](isRecord(row) ? row : {});
}

const entryOf = <K extends ContentKind>(kind: K, body: unknown) => readEntry(kind, isRecord(body) ? body.entry : null);

export async function listContent<K extends ContentKind>(kind: K, options: Options = {}): Promise<Array<ContentEntries[K]>> {
  const body = await (options.client ?? api).get(`/admin/content/${kind}`, { signal: options.signal });
  return list(isRecord(body) ? body.data : body).map((row) => readEntry(kind, row));
}

export async function getContent<K extends ContentKind>(kind: K, documentId: string, options: Options = {}): Promise<ContentEntries[K]> {
  return entryOf(kind, await (options.client ?? api).get(`/admin/content/${kind}/${encodeURIComponent(documentId)}`, { signal: options.signal }));
}

/** The fields a form sends: texts ('' clears an optional one), media ids, artist ids. */
export type ContentInput = Record<string, string | number | boolean | null | string[]>;

export async function createContent<K extends ContentKind>(kind: K, input: ContentInput, options: Options = {}): Promise<ContentEntries[K]> {
  return entryOf(kind, await (options.client ?? api).post(`/admin/content/${kind}`, input, { signal: options.signal }));
}

export async function updateContent<K extends ContentKind>(kind: K, documentId: string, input: ContentInput, options: Options = {}): Promise<ContentEntries[K]> {
  return entryOf(kind, await (options.client ?? api).request('PATCH', `/admin/content/${kind}/${encodeURIComponent(documentId)}`, { body: input, signal: options.signal }));
}

export async function setPublished<K extends ContentKind>(kind: K, documentId: string, published: boolean, options: Options = {}): Promise<ContentEntries[K]> {
  const path = `/admin/content/${kind}/${encodeURIComponent(documentId)}/${published ? 'publish' : 'unpublish'}`;
  return entryOf(kind, await (options.client ?? api).post(path, {}, { signal: options.signal }));
}

/** An image's thumbnail as a Blob (the API fetches it from the CMS; the site's CSP allows only itself and blob:). */
export async function mediaPreview(id: number, options: Options = {}): Promise<Blob> {
  return (await (options.client ?? api).blob(`/admin/content/media/${id}/preview`, { signal: options.signal })).blob;
}

export async function listMedia(options: Options = {}): Promise<ContentMedia[]> {
  const body = await (options.client ?? api).get('/admin/content/media', { signal: options.signal });
  return list(isRecord(body) ? body.data : body)
    .map(readMedia)
    .filter((media): media is ContentMedia => media !== null);
}
