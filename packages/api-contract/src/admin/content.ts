import * as z from 'zod/mini';
import { flag, id, list, num, numOrNull, oneOf, text, textOrNull } from '../read.ts';

/**
 * The back-office's CMS pages (/admin/news, /admin/artists, /admin/programs): entries the API
 * reads from the CMS (docs/back-office.md « CMS content »), under `/api/admin/content/*`.
 */

export const CONTENT_KINDS = ['news', 'artists', 'programs'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_STATUSES = ['draft', 'published', 'modified'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const MediaView = z.pipe(
  z.object({
    id: id.check(z.refine((value) => value !== 0)),
    name: text,
    /** Absolute when the CMS has a public address, else null (the picker then shows names only). */
    url: textOrNull,
    thumbnailUrl: textOrNull,
    width: numOrNull,
    height: numOrNull,
  }),
  z.transform((media) => ({ ...media, thumbnailUrl: media.thumbnailUrl ?? media.url })),
);
export type MediaView = z.infer<typeof MediaView>;

const media = z.catch(z.nullable(MediaView), null);

/** What every entry carries: its state, where the public site shows it and where Strapi edits it. */
const entryFields = {
  documentId: text,
  status: oneOf(CONTENT_STATUSES, 'draft'),
  publishedAt: textOrNull,
  updatedAt: textOrNull,
  /** Title or name. */
  label: text,
  publicPath: z.catch(z.string().check(z.minLength(1)), '/'),
  /** The entry in Strapi's own editor; null without a public CMS address. */
  editorUrl: textOrNull,
  slug: text,
};

/** `HH:mm:ss.SSS` (Strapi's time) → `HH:mm`. */
const hhmm = z.pipe(text, z.transform((value) => value.slice(0, 5)));

export const NewsEntry = z.object({
  ...entryFields,
  title: text,
  excerpt: text,
  body: text,
  date: textOrNull,
  author: text,
  cover: media,
});
export type NewsEntry = z.infer<typeof NewsEntry>;

export const ARTIST_ROLES = ['teacher', 'dj', 'performer', 'mc'] as const;
export type ArtistRole = (typeof ARTIST_ROLES)[number];

export const ArtistEntry = z.object({
  ...entryFields,
  name: text,
  role: oneOf([...ARTIST_ROLES, ''], ''),
  country: text,
  city: text,
  shortBio: text,
  bio: text,
  photo: media,
  instagram: text,
  featured: flag(),
  order: num,
});
export type ArtistEntry = z.infer<typeof ArtistEntry>;

export const SLOT_KINDS = ['workshop', 'party', 'show', 'competition', 'social'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];
export const SLOT_LEVELS = ['all', 'beginner', 'intermediate', 'advanced'] as const;
export type SlotLevel = (typeof SLOT_LEVELS)[number];

export const ProgramEntry = z.object({
  ...entryFields,
  title: text,
  day: z.pipe(text, z.transform((value) => value.slice(0, 10))),
  startTime: hhmm,
  endTime: hhmm,
  kind: oneOf([...SLOT_KINDS, ''], ''),
  room: text,
  level: oneOf([...SLOT_LEVELS, ''], ''),
  description: text,
  artists: list(z.object({ documentId: text, name: text })),
});
export type ProgramEntry = z.infer<typeof ProgramEntry>;

/** Each kind's entry schema. */
export const CONTENT_ENTRIES = { news: NewsEntry, artists: ArtistEntry, programs: ProgramEntry } as const;
export interface ContentEntries {
  news: NewsEntry;
  artists: ArtistEntry;
  programs: ProgramEntry;
}

/** The fields a form sends: texts ('' clears an optional one), media ids, artist ids. */
export type ContentRequest = Record<string, string | number | boolean | null | string[]>;

/** `GET /api/admin/content/media`: `{ data }`. */
export const MediaList = z.pipe(z.object({ data: list(MediaView) }), z.transform((body) => body.data));

/**
 * `GET /api/admin/content/translations`: per French CMS entry and content language, whether the
 * translation is missing, older than the French (edited since) or up to date, with the link
 * that opens that language version in Strapi's admin (null without a public CMS address).
 */
export const TRANSLATION_STATES = ['up-to-date', 'missing', 'outdated'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

export const TranslationCell = z.object({
  state: oneOf(TRANSLATION_STATES, 'missing'),
  updatedAt: textOrNull,
  editorUrl: textOrNull,
});
export type TranslationCell = z.infer<typeof TranslationCell>;

export const TranslationStatusEntry = z.object({
  type: text,
  typeLabel: text,
  documentId: text,
  label: text,
  updatedAt: text,
  translations: z.record(z.string(), TranslationCell),
});
export type TranslationStatusEntry = z.infer<typeof TranslationStatusEntry>;

export const TranslationStatus = z.object({ locales: list(text), entries: list(TranslationStatusEntry) });
export type TranslationStatus = z.infer<typeof TranslationStatus>;

/** The answer's envelope: `{ data }`. */
export const TranslationStatusAnswer = z.pipe(z.object({ data: TranslationStatus }), z.transform((body) => body.data));
