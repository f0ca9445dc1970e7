/**
 * Format of the seed files in cms/seed/data (documented in cms/seed/data/README.md).
 *
 * One file per API id: plural names for collections (arrays), singular for single types
 * (objects). Fields are exactly those of docs/content-model.md minus media (images are
 * generated), with relations by slug. Schemas are strict: an unknown key is a typo or a field
 * the CMS does not have, and is reported rather than silently dropped.
 */
import { z } from 'zod';

/** Strapi's uid fields accept [A-Za-z0-9-_.~]; the site uses them in URLs, so lowercase kebab. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug attendu en minuscules-avec-tirets');
const text = z.string().trim().min(1, 'texte vide');
const optionalText = z.string().nullish();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date attendue au format AAAA-MM-JJ');
/** "14:00", "14:00:00" or Strapi's "14:00:00.000". */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{3})?)?$/, 'heure attendue au format HH:MM');
const url = z.url({ message: 'URL absolue attendue (https://…)' });
const markdown = text;

export const artistSchema = z.strictObject({
  name: text,
  slug,
  role: z.enum(['teacher', 'dj', 'performer', 'mc']),
  country: optionalText,
  city: optionalText,
  shortBio: text.max(220, 'shortBio : 220 caractères maximum'),
  bio: z.string().nullish(),
  instagram: url.nullish(),
  featured: z.boolean().optional(),
  order: z.number().int().optional(),
});

export const programSlotSchema = z.strictObject({
  title: text,
  day: isoDate,
  startTime: time,
  endTime: time,
  kind: z.enum(['workshop', 'party', 'show', 'competition', 'social']),
  room: optionalText,
  level: z.enum(['all', 'beginner', 'intermediate', 'advanced']).nullish(),
  description: optionalText,
  /** slugs of artists.json entries */
  artists: z.array(slug).default([]),
});

export const newsArticleSchema = z.strictObject({
  title: text,
  slug,
  excerpt: text.max(240, 'excerpt : 240 caractères maximum'),
  body: markdown,
  date: z.iso.datetime({ offset: true, message: 'date-heure ISO 8601 attendue (2026-10-01T09:00:00.000Z)' }),
  author: optionalText,
});

export const hotelSchema = z.strictObject({
  name: text,
  slug,
  stars: z.number().int().min(1).max(5).nullish(),
  address: optionalText,
  city: optionalText,
  distance: optionalText,
  priceFrom: z.number().int().nonnegative().nullish(),
  description: optionalText,
  bookingUrl: url.nullish(),
  promoCode: optionalText,
  order: z.number().int().optional(),
});

export const faqEntrySchema = z.strictObject({
  question: text,
  answer: markdown,
  category: z.enum(['tickets', 'onsite', 'accommodation', 'festival']).nullish(),
  order: z.number().int().optional(),
});

export const pageSchema = z.strictObject({
  title: text,
  description: text,
  body: markdown,
});

export const homeSchema = z.strictObject({
  // Optional in the seed only: the CMS requires them, the seeder falls back to heroTitle and
  // site-setting.defaultSeoDescription (see cms/seed/data/README.md).
  title: text.optional(),
  description: text.optional(),
  heroTitle: optionalText,
  heroSubtitle: optionalText,
  ctaLabel: optionalText,
  intro: z.string().nullish(),
  highlights: z.array(z.strictObject({ title: text, text: optionalText })).default([]),
});

export const siteSettingSchema = z.strictObject({
  festivalName: text,
  tagline: optionalText,
  startDate: isoDate.nullish(),
  endDate: isoDate.nullish(),
  venueName: optionalText,
  venueAddress: optionalText,
  venuePostalCode: optionalText,
  venueCity: optionalText,
  venueLatitude: z.number().min(-90).max(90).nullish(),
  venueLongitude: z.number().min(-180).max(180).nullish(),
  contactEmail: z.email({ message: 'adresse e-mail invalide' }).nullish(),
  contactPhone: optionalText,
  socialLinks: z
    .array(z.strictObject({ platform: z.enum(['instagram', 'facebook', 'youtube', 'tiktok', 'spotify']), url }))
    .default([]),
  photoGeneratorUrl: optionalText,
  defaultSeoDescription: optionalText,
});

/** Collection files: file name (without .json) → API id → schema of one entry. */
export const COLLECTION_FILES = {
  artists: { apiId: 'artist', schema: artistSchema },
  'program-slots': { apiId: 'program-slot', schema: programSlotSchema },
  'news-articles': { apiId: 'news-article', schema: newsArticleSchema },
  hotels: { apiId: 'hotel', schema: hotelSchema },
  'faq-entries': { apiId: 'faq-entry', schema: faqEntrySchema },
} as const;

/** Single type files: file name = API id. */
export const SINGLE_FILES = {
  'site-setting': siteSettingSchema,
  home: homeSchema,
  concept: pageSchema,
  'competition-rule': pageSchema,
  information: pageSchema,
  about: pageSchema,
  'legal-notice': pageSchema,
  'privacy-policy': pageSchema,
  'terms-of-sale': pageSchema,
  'cookie-policy': pageSchema,
  accessibility: pageSchema,
} as const;

export type PageApiId = Exclude<keyof typeof SINGLE_FILES, 'site-setting' | 'home'>;
export const PAGE_API_IDS = Object.keys(SINGLE_FILES).filter((id) => id !== 'site-setting' && id !== 'home') as PageApiId[];

/** Every seed file, one key per file: each collection as an array of its entries. */
const collectionArrays = Object.fromEntries(
  Object.entries(COLLECTION_FILES).map(([file, { schema }]) => [file, z.array(schema)]),
) as { [F in keyof typeof COLLECTION_FILES]: z.ZodArray<(typeof COLLECTION_FILES)[F]['schema']> };

export const seedDataSchema = z.strictObject({ ...collectionArrays, ...SINGLE_FILES });

export type SeedData = z.infer<typeof seedDataSchema>;
export type ArtistSeed = z.infer<typeof artistSchema>;
export type ProgramSlotSeed = z.infer<typeof programSlotSchema>;
