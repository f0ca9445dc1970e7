/**
 * The editorial API (`api::editorial`, README « API éditoriale ») lets the commerce API's
 * back-office list, create, edit, publish and unpublish three collections server side.
 *
 * This module is the pure part of it (no Strapi instance needed, unit-tested beside): which
 * collections and fields are editable, the validation and normalisation of a request body, and
 * the shape of an entry in responses. Database checks (the file or artist exists, the slug is
 * free) and the document service calls are in `src/api/editorial/services/editorial.ts`.
 */
import { isWebUrl } from './link-urls';

/**
 * Controller actions, i.e. the permissions `api::editorial.editorial.<action>` of the
 * « Back-office (édition) » token. None may end with `find`/`findOne`: Strapi lets read-only
 * tokens (the site's) call any action named so, which would expose drafts.
 */
export const EDITORIAL_ACTIONS = ['media', 'translations', 'list', 'get', 'create', 'update', 'publish', 'unpublish'] as const;
export type EditorialAction = (typeof EDITORIAL_ACTIONS)[number];
export const EDITORIAL_PERMISSIONS = EDITORIAL_ACTIONS.map((action) => `api::editorial.editorial.${action}`);

export type FieldSpec =
  | { kind: 'text'; maxLength?: number }
  | { kind: 'slug' }
  | { kind: 'url' }
  | { kind: 'datetime' }
  | { kind: 'date' }
  | { kind: 'time' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'boolean' }
  | { kind: 'integer' }
  /** `required`: Strapi 5.54 publishes without a required media, so this API checks it itself. */
  | { kind: 'media'; required: boolean }
  | { kind: 'documentIds'; target: string };

export interface CollectionSpec {
  /** Path segment: /api/editorial/<path> */
  path: string;
  uid: string;
  /** Source of a generated slug (the uid field's targetField). */
  titleField: string;
  fields: Record<string, FieldSpec>;
  /** Document service sort of the list. */
  sort: string[];
}

const ARTIST_UID = 'api::artist.artist';

export const COLLECTIONS: Record<string, CollectionSpec> = {
  'news-articles': {
    path: 'news-articles',
    uid: 'api::news-article.news-article',
    titleField: 'title',
    fields: {
      title: { kind: 'text' },
      slug: { kind: 'slug' },
      excerpt: { kind: 'text', maxLength: 240 },
      body: { kind: 'text' },
      date: { kind: 'datetime' },
      author: { kind: 'text' },
      cover: { kind: 'media', required: true },
    },
    sort: ['date:desc', 'id:desc'],
  },
  artists: {
    path: 'artists',
    uid: ARTIST_UID,
    titleField: 'name',
    fields: {
      name: { kind: 'text' },
      slug: { kind: 'slug' },
      role: { kind: 'enum', values: ['teacher', 'dj', 'performer', 'mc'] },
      country: { kind: 'text' },
      city: { kind: 'text' },
      shortBio: { kind: 'text', maxLength: 220 },
      bio: { kind: 'text' },
      photo: { kind: 'media', required: true },
      instagram: { kind: 'url' },
      featured: { kind: 'boolean' },
      order: { kind: 'integer' },
    },
    sort: ['order:asc', 'name:asc', 'id:asc'],
  },
  'program-slots': {
    path: 'program-slots',
    uid: 'api::program-slot.program-slot',
    titleField: 'title',
    fields: {
      title: { kind: 'text' },
      day: { kind: 'date' },
      startTime: { kind: 'time' },
      endTime: { kind: 'time' },
      kind: { kind: 'enum', values: ['workshop', 'party', 'show', 'competition', 'social'] },
      room: { kind: 'text' },
      level: { kind: 'enum', values: ['all', 'beginner', 'intermediate', 'advanced'] },
      description: { kind: 'text' },
      artists: { kind: 'documentIds', target: ARTIST_UID },
    },
    sort: ['day:asc', 'startTime:asc', 'id:asc'],
  },
};

export function collectionSpec(path: string): CollectionSpec | null {
  return Object.prototype.hasOwnProperty.call(COLLECTIONS, path) ? (COLLECTIONS[path] as CollectionSpec) : null;
}

export const fieldsOfKind = (spec: CollectionSpec, kind: FieldSpec['kind']) =>
  Object.entries(spec.fields)
    .filter(([, field]) => field.kind === kind)
    .map(([name]) => name);

/** Document service `populate` of an entry: media files and the artists relation. */
export function entryPopulate(spec: CollectionSpec): Record<string, unknown> {
  const populate: Record<string, unknown> = {};
  for (const name of fieldsOfKind(spec, 'media')) populate[name] = true;
  for (const name of fieldsOfKind(spec, 'documentIds')) populate[name] = { fields: ['documentId', 'name'] };
  return populate;
}

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

/** One problem, in the shape of Strapi's own validation errors (`details.errors[]`). */
export interface FieldError {
  path: string[];
  message: string;
  name: 'ValidationError';
  value?: unknown;
}

const fieldError = (path: string[], message: string, value?: unknown): FieldError => ({
  path,
  message,
  name: 'ValidationError',
  ...(value === undefined ? {} : { value }),
});

export const MAX_INTEGER = 2_147_483_647;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{3}))?)?$/;
const MAX_DOCUMENT_IDS = 200;

/** "14:00" / "14:00:30" / "14:00:30.000" → Strapi's "HH:mm:ss.SSS"; null if not a time. */
export function normaliseTime(value: string): string | null {
  const match = TIME.exec(value);
  if (!match) return null;
  return `${match[1]}:${match[2]}:${match[3] ?? '00'}.${match[4] ?? '000'}`;
}

/** "2027-04-16" if it is a real calendar day, else null. */
export function normaliseDay(value: string): string | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return value;
}

/** ISO 8601 date-time with a time zone → UTC ISO string ("…Z"); null otherwise. */
export function normaliseDatetime(value: string): string | null {
  if (!ISO_DATETIME.test(value)) return null;
  if (!normaliseDay(value.slice(0, 10))) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates one field; returns the value to store or pushes errors. */
function checkField(name: string, field: FieldSpec, value: unknown, errors: FieldError[]): unknown {
  const fail = (message: string) => {
    errors.push(fieldError([name], message, value));
    return undefined;
  };
  // Booleans and integers have schema defaults; the other fields may be emptied (a draft may be
  // incomplete: required fields are checked by Strapi at publication).
  if (value === null) {
    return field.kind === 'boolean' || field.kind === 'integer' ? fail(`« ${name} » ne peut pas être null.`) : null;
  }
  switch (field.kind) {
    case 'text':
      if (typeof value !== 'string') return fail(`« ${name} » doit être une chaîne de caractères.`);
      if (field.maxLength !== undefined && value.length > field.maxLength) {
        return fail(`« ${name} » dépasse ${field.maxLength} caractères (${value.length}).`);
      }
      return value;
    case 'slug':
      // An empty form field: no slug (generated on creation, required again at publication).
      if (value === '') return null;
      if (typeof value !== 'string' || !SLUG.test(value)) {
        return fail(`« ${name} » doit être en minuscules, chiffres et tirets (ex. « ines-mateus »).`);
      }
      return value;
    case 'url':
      if (typeof value !== 'string') return fail(`« ${name} » doit être une chaîne de caractères.`);
      if (value.trim() === '') return null;
      if (!isWebUrl(value)) return fail(`« ${name} » doit être une URL absolue (https://…).`);
      return value;
    case 'datetime': {
      const normalised = typeof value === 'string' ? normaliseDatetime(value) : null;
      return normalised ?? fail(`« ${name} » doit être une date-heure ISO 8601 avec fuseau (ex. 2027-03-01T09:00:00.000Z).`);
    }
    case 'date': {
      const normalised = typeof value === 'string' ? normaliseDay(value) : null;
      return normalised ?? fail(`« ${name} » doit être une date AAAA-MM-JJ.`);
    }
    case 'time': {
      const normalised = typeof value === 'string' ? normaliseTime(value) : null;
      return normalised ?? fail(`« ${name} » doit être une heure HH:mm ou HH:mm:ss.`);
    }
    case 'enum':
      if (typeof value !== 'string' || !field.values.includes(value)) {
        return fail(`« ${name} » doit valoir ${field.values.map((v) => `« ${v} »`).join(', ')} ou null.`);
      }
      return value;
    case 'boolean':
      return typeof value === 'boolean' ? value : fail(`« ${name} » doit être true ou false.`);
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > MAX_INTEGER) {
        return fail(`« ${name} » doit être un nombre entier.`);
      }
      return value;
    case 'media':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_INTEGER) {
        return fail(`« ${name} » doit être l'identifiant (entier positif) d'une image de la médiathèque, ou null.`);
      }
      return value;
    case 'documentIds': {
      if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' || id.trim() === '')) {
        return fail(`« ${name} » doit être un tableau de documentId (chaînes).`);
      }
      const unique = [...new Set(value as string[])];
      if (unique.length > MAX_DOCUMENT_IDS) return fail(`« ${name} » : ${MAX_DOCUMENT_IDS} éléments maximum.`);
      return unique;
    }
  }
}

export interface ParsedBody {
  data: Record<string, unknown>;
  errors: FieldError[];
  /** Human summary (French) of `errors`, for the error's message. */
  message: string;
}

/**
 * Checks a request body `{ data: { … } }` against the collection's editable fields. Unknown
 * keys (in `data` or beside it) are errors, listed together; the values returned are normalised
 * (times as HH:mm:ss.SSS, date-times in UTC, duplicate artists removed).
 */
export function parseEditorialBody(spec: CollectionSpec, body: unknown): ParsedBody {
  const errors: FieldError[] = [];
  if (!isPlainObject(body) || !isPlainObject(body.data)) {
    errors.push(fieldError(['data'], 'Corps attendu : { "data": { … } }.'));
    return { data: {}, errors, message: 'Corps de requête invalide : { "data": { … } } attendu.' };
  }
  const unknown = [
    ...Object.keys(body).filter((key) => key !== 'data'),
    ...Object.keys(body.data)
      .filter((key) => !Object.prototype.hasOwnProperty.call(spec.fields, key))
      .map((key) => `data.${key}`),
  ];
  for (const key of unknown) {
    const path = key.startsWith('data.') ? [key.slice(5)] : [key];
    errors.push(fieldError(path, `Champ inconnu ou non modifiable : « ${path[0]} ».`));
  }

  const data: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body.data)) {
    const field = spec.fields[name];
    if (!field || value === undefined) continue;
    const checked = checkField(name, field, value, errors);
    if (checked !== undefined) data[name] = checked;
  }

  let message = '';
  if (unknown.length > 0) {
    const keys = unknown.map((key) => (key.startsWith('data.') ? key.slice(5) : key));
    message = `Champ(s) inconnu(s) ou non modifiable(s) : ${keys.join(', ')}. Champs modifiables : ${Object.keys(spec.fields).join(', ')}.`;
  } else if (errors.length === 1) {
    message = (errors[0] as FieldError).message;
  } else if (errors.length > 1) {
    message = `${errors.length} champs invalides : ${errors.map((error) => error.path.join('.')).join(', ')}.`;
  }
  return { data, errors, message };
}

// ---------------------------------------------------------------------------------------------
// Strapi's publication errors, in French
// ---------------------------------------------------------------------------------------------

/**
 * Strapi's entity validator speaks English ("cover must be defined."). The paths and the
 * structure are kept; known messages are translated, others pass through unchanged.
 */
export function frenchValidationMessage(message: string, path: string[] = []): string {
  const field = path.length > 0 ? path.join('.') : null;
  const quoted = (name: string) => `« ${field ?? name} »`;
  let match: RegExpExecArray | null;
  if ((match = /^(\S+) must be defined\.?$/.exec(message))) return `${quoted(match[1] as string)} est obligatoire.`;
  if ((match = /^(\S+) must be a `\w+` type, but the final value was: `null`/.exec(message))) return `${quoted(match[1] as string)} est obligatoire.`;
  if ((match = /^(\S+) must be a `(\w+)` type/.exec(message))) return `${quoted(match[1] as string)} n'a pas le bon type (${match[2]} attendu).`;
  if ((match = /^(\S+) must be at most (\d+) characters\.?$/.exec(message))) return `${quoted(match[1] as string)} dépasse ${match[2]} caractères.`;
  if ((match = /^(\S+) must be one of the following values: (.*)$/.exec(message))) return `${quoted(match[1] as string)} doit valoir : ${match[2]}.`;
  if (message === 'This attribute must be unique') return `${quoted('valeur')} est déjà utilisé par une autre entrée publiée.`;
  return message;
}

/** Required media fields left empty in `draft` (Strapi's validator does not check them). */
export function missingRequiredMedia(spec: CollectionSpec, draft: Record<string, unknown>): FieldError[] {
  return Object.entries(spec.fields)
    .filter(([name, field]) => field.kind === 'media' && field.required && !toMediaRef(draft[name]))
    .map(([name]) => fieldError([name], `« ${name} » est obligatoire.`, null));
}

interface StrapiDetailsError {
  path?: unknown;
  message?: unknown;
  [key: string]: unknown;
}

/** Translates `details.errors[].message` and builds a French summary. */
export function frenchPublishError(
  message: string | null,
  details: unknown,
  extra: FieldError[] = [],
): { message: string; details: unknown } {
  const list = isPlainObject(details) && Array.isArray(details.errors) ? (details.errors as StrapiDetailsError[]) : [];
  if (list.length === 0 && extra.length === 0) {
    return { message: `Publication impossible : ${frenchValidationMessage(message ?? '')}`, details };
  }
  const errors = [
    ...list.map((error) => {
      const path = Array.isArray(error.path) ? error.path.map(String) : [];
      return typeof error.message === 'string' ? { ...error, message: frenchValidationMessage(error.message, path) } : error;
    }),
    // A later Strapi may check required media itself: one error per field.
    ...extra.filter((error) => !list.some((other) => Array.isArray(other.path) && other.path.join('.') === error.path.join('.'))),
  ];
  const summary = errors.map((error) => String(error.message)).join(' ');
  return {
    message: `Publication impossible : ${summary}`,
    details: { ...(isPlainObject(details) ? details : {}), errors },
  };
}

// ---------------------------------------------------------------------------------------------
// Entries in responses
// ---------------------------------------------------------------------------------------------

export type EntryStatus = 'draft' | 'published' | 'modified';

export interface MediaRef {
  id: number;
  url: string;
  name: string;
  width: number | null;
  height: number | null;
}

interface Version {
  documentId: string;
  updatedAt?: string | Date | null;
  publishedAt?: string | Date | null;
  [field: string]: unknown;
}

const toIso = (value: string | Date | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

const time = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : 0);

/**
 * Same rule as Strapi's content manager: 'modified' when the draft was saved after the
 * published version. Publishing copies the draft's `updatedAt` into the new published row, so
 * right after a publication the two are equal: 'published'.
 */
export function entryStatus(draft: Pick<Version, 'updatedAt'>, published: Pick<Version, 'updatedAt'> | null | undefined): EntryStatus {
  if (!published) return 'draft';
  return time(draft.updatedAt) > time(published.updatedAt) ? 'modified' : 'published';
}

export function toMediaRef(file: unknown): MediaRef | null {
  if (!isPlainObject(file) || typeof file.id !== 'number') return null;
  return {
    id: file.id,
    url: String(file.url ?? ''),
    name: String(file.name ?? ''),
    width: typeof file.width === 'number' ? file.width : null,
    height: typeof file.height === 'number' ? file.height : null,
  };
}

/** The JSON of one entry: the draft's fields, plus the status of the document. */
export function toEntry(spec: CollectionSpec, draft: Version, published: Version | null | undefined): Record<string, unknown> {
  const entry: Record<string, unknown> = {
    documentId: draft.documentId,
    status: entryStatus(draft, published),
    publishedAt: published ? toIso(published.publishedAt) : null,
    updatedAt: toIso(draft.updatedAt),
  };
  for (const [name, field] of Object.entries(spec.fields)) {
    const value = draft[name];
    if (field.kind === 'media') {
      entry[name] = toMediaRef(value);
    } else if (field.kind === 'documentIds') {
      entry[name] = Array.isArray(value)
        ? value.filter(isPlainObject).map((related) => ({ documentId: String(related.documentId), name: String(related.name ?? '') }))
        : [];
    } else if (field.kind === 'datetime') {
      entry[name] = toIso(value as string | null | undefined);
    } else {
      entry[name] = value ?? null;
    }
  }
  return entry;
}

export interface MediaItem extends MediaRef {
  thumbnailUrl: string;
}

/** A file of the media library as listed by GET /api/editorial/media. */
export function toMediaItem(file: Record<string, unknown>): MediaItem {
  const ref = toMediaRef(file) as MediaRef;
  const formats = isPlainObject(file.formats) ? file.formats : {};
  const thumbnail = isPlainObject(formats.thumbnail) ? formats.thumbnail : null;
  return { ...ref, thumbnailUrl: typeof thumbnail?.url === 'string' ? thumbnail.url : ref.url };
}
