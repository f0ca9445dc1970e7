/**
 * Content seeding: the French festival content of cms/seed/data plus generated imagery, then its
 * translations (seed/data/translations/<locale>/, src/seed/translations.ts).
 *
 * - Runs once: a marker in Strapi's core store (`kizomba-seed`) records the seed version and the
 *   translation files applied, so every later boot skips it after one query and a listing of
 *   seed/data/translations. A database seeded at version 1 (French only), or before a
 *   translation file was added, gains that file's missing locale versions at its next boot; its
 *   French content is not touched.
 * - Never duplicates: each entry is looked up by its natural key (slug, question, day + time +
 *   title, single type) before being created, and images by file name, so a seed interrupted
 *   half-way resumes where it stopped. A translation is matched to its French entry by position
 *   in the file, then by that entry's natural key.
 * - Never overwrites: editors own the content once it exists, French or translated (a locale
 *   version that exists is left as it is).
 * - Draft & Publish types are created published (the site only sees published entries); a
 *   translation is published when its French entry is.
 */
import type { Core } from '@strapi/strapi';
import { NEWS_VARIANTS, artistPortraitSvg, heroPosterSvg, hotelPhotoSvg, newsCoverSvg, pageCoverSvg, shareImageSvg } from './images/compositions';
import { DEFAULT_CMS_LOCALE, TRANSLATED_LOCALES } from '../lib/locales';
import { hasSeedFiles, loadSeedData } from './load';
import { ensureAllMedia, type MediaFile, type MediaRequest } from './media';
import { COLLECTION_FILES, PAGE_API_IDS, SINGLE_FILES, type SeedData } from './schema';
import {
  keysOf,
  loadTranslations,
  localizedData,
  pickTranslations,
  translationFileKeys,
  type SeedFileName,
  type TranslatedLocale,
  type Translations,
} from './translations';

export const SEED_MARKER = { type: 'core', name: 'kizomba-seed', key: 'state' } as const;
export const SEED_VERSION = 2;

type Uid = `api::${string}.${string}`;
const uid = (apiId: string) => `api::${apiId}.${apiId}` as Uid;

/** "14:00" → "14:00:00.000", the shape Strapi stores for `time` fields. */
export const toStrapiTime = (value: string) => (value.length === 5 ? `${value}:00.000` : value.length === 8 ? `${value}.000` : value);

type Row = { documentId: string; [field: string]: unknown };

function documents(strapi: Core.Strapi, apiId: string) {
  return strapi.documents(uid(apiId) as never) as unknown as {
    findFirst(params: Record<string, unknown>): Promise<Row | null>;
    findOne(params: Record<string, unknown>): Promise<Row | null>;
    findMany(params: Record<string, unknown>): Promise<Row[]>;
    create(params: Record<string, unknown>): Promise<Row>;
    update(params: Record<string, unknown>): Promise<Row | null>;
    publish(params: Record<string, unknown>): Promise<unknown>;
  };
}

const FRENCH = { locale: DEFAULT_CMS_LOCALE } as const;

/** Creates a collection entry unless one with the same key exists (drafts included). */
async function upsertMissing(
  strapi: Core.Strapi,
  apiId: string,
  filters: Record<string, unknown>,
  data: Record<string, unknown>,
  publish: boolean,
): Promise<{ documentId: string; created: boolean }> {
  const service = documents(strapi, apiId);
  // Every document has a draft version (D&P on) or is only a "draft" row (D&P off): looking
  // the key up in drafts finds it whatever its publication state.
  const existing = await service.findFirst({ filters, status: 'draft', ...FRENCH });
  if (existing) return { documentId: existing.documentId, created: false };
  const created = await service.create({ data, ...FRENCH, ...(publish ? { status: 'published' } : {}) });
  return { documentId: created.documentId, created: true };
}

type CollectionFile = keyof typeof COLLECTION_FILES;

/** The filters that find the French entry made from a seed entry. */
export function naturalKey(file: CollectionFile, entry: Record<string, unknown>): Record<string, unknown> {
  switch (file) {
    case 'program-slots':
      return { day: entry.day, startTime: toStrapiTime(String(entry.startTime)), title: entry.title };
    case 'faq-entries':
      return { question: entry.question };
    default:
      return { slug: entry.slug };
  }
}

async function ensureSingle(strapi: Core.Strapi, apiId: string, data: Record<string, unknown>): Promise<boolean> {
  const service = documents(strapi, apiId);
  if (await service.findFirst({ status: 'draft', ...FRENCH })) return false;
  await service.create({ data, ...FRENCH });
  return true;
}

function mediaRequests(data: SeedData) {
  const site = data['site-setting'];
  const festival = site.festivalName;
  const dates = festivalDates(site.startDate, site.endDate);
  const poster = {
    title: festival.replace(/\s+festival$/i, ''),
    kicker: ['Festival', site.venueCity].filter(Boolean).join(' · '),
    dates,
  };
  const requests: Record<string, MediaRequest> = {
    hero: { fileName: 'affiche-accueil.webp', alt: `Affiche du ${festival} : un couple danse la kizomba devant un soleil couchant`, svg: () => heroPosterSvg(poster) },
    share: { fileName: 'partage-reseaux-sociaux.webp', alt: `${festival}, ${dates}`, svg: () => shareImageSvg(poster) },
  };
  for (const artist of data.artists) {
    requests[`artist:${artist.slug}`] = {
      fileName: `artiste-${artist.slug}.webp`,
      alt: `Portrait illustré de ${artist.name}`,
      svg: () => artistPortraitSvg(artist),
    };
  }
  data['news-articles'].forEach((article, index) => {
    requests[`news:${article.slug}`] = {
      fileName: `actualite-${article.slug}.webp`,
      alt: `Illustration de l'actualité « ${article.title} »`,
      // Consecutive articles get different scenes, so the news list never repeats itself.
      svg: () => newsCoverSvg({ slug: article.slug, variant: NEWS_VARIANTS[index % NEWS_VARIANTS.length] }),
    };
  });
  for (const hotel of data.hotels) {
    requests[`hotel:${hotel.slug}`] = {
      fileName: `hotel-${hotel.slug}.webp`,
      alt: `Illustration de nuit de l'hôtel ${hotel.name}`,
      svg: () => hotelPhotoSvg(hotel),
    };
  }
  for (const page of PAGE_API_IDS) {
    requests[`page:${page}`] = {
      fileName: `page-${page}.webp`,
      alt: `Illustration de la page « ${data[page].title} »`,
      svg: () => pageCoverSvg({ slug: page }),
    };
  }
  return requests;
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** "16 — 18 avril 2027" (same month) or "30 avril — 2 mai 2027". */
export function festivalDates(start?: string | null, end?: string | null): string {
  if (!start) return '';
  const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
  if (!end || end === start) return `${sd} ${MONTHS[sm - 1]} ${sy}`;
  const [ey, em, ed] = end.split('-').map(Number) as [number, number, number];
  if (sy === ey && sm === em) return `${sd} — ${ed} ${MONTHS[em - 1]} ${ey}`;
  if (sy === ey) return `${sd} ${MONTHS[sm - 1]} — ${ed} ${MONTHS[em - 1]} ${ey}`;
  return `${sd} ${MONTHS[sm - 1]} ${sy} — ${ed} ${MONTHS[em - 1]} ${ey}`;
}

export interface SeedReport {
  created: Record<string, number>;
  media: number;
  ms: number;
}

/** Writes the content of `data` (validated) into Strapi. Safe to run again. */
export async function seedContent(strapi: Core.Strapi, data: SeedData): Promise<SeedReport> {
  const started = Date.now();
  const created: Record<string, number> = {};
  const count = (apiId: string, wasCreated: boolean) => {
    if (wasCreated) created[apiId] = (created[apiId] ?? 0) + 1;
  };

  const media = await ensureAllMedia(strapi, mediaRequests(data));
  const fileId = (key: string) => (media[key] as MediaFile).id;

  const artistIds = new Map<string, string>();
  for (const artist of data.artists) {
    const result = await upsertMissing(strapi, 'artist', naturalKey('artists', artist), { ...artist, photo: fileId(`artist:${artist.slug}`) }, true);
    artistIds.set(artist.slug, result.documentId);
    count('artist', result.created);
  }

  for (const slot of data['program-slots']) {
    const startTime = toStrapiTime(slot.startTime);
    const result = await upsertMissing(
      strapi,
      'program-slot',
      naturalKey('program-slots', slot),
      {
        ...slot,
        startTime,
        endTime: toStrapiTime(slot.endTime),
        artists: slot.artists.map((slug) => artistIds.get(slug) as string),
      },
      true,
    );
    count('program-slot', result.created);
  }

  for (const article of data['news-articles']) {
    const result = await upsertMissing(strapi, 'news-article', naturalKey('news-articles', article), { ...article, cover: fileId(`news:${article.slug}`) }, true);
    count('news-article', result.created);
  }

  for (const [index, hotel] of data.hotels.entries()) {
    const result = await upsertMissing(
      strapi,
      'hotel',
      naturalKey('hotels', hotel),
      { ...hotel, order: hotel.order ?? index, photo: fileId(`hotel:${hotel.slug}`) },
      false,
    );
    count('hotel', result.created);
  }

  for (const [index, entry] of data['faq-entries'].entries()) {
    const result = await upsertMissing(strapi, 'faq-entry', naturalKey('faq-entries', entry), { ...entry, order: entry.order ?? index }, false);
    count('faq-entry', result.created);
  }

  count('site-setting', await ensureSingle(strapi, 'site-setting', { ...data['site-setting'], shareImage: fileId('share') }));
  count(
    'home',
    await ensureSingle(strapi, 'home', {
      ...data.home,
      title: data.home.title ?? data.home.heroTitle ?? data['site-setting'].festivalName,
      description:
        data.home.description ?? data['site-setting'].defaultSeoDescription ?? data.home.heroSubtitle ?? data['site-setting'].festivalName,
      heroImage: fileId('hero'),
      cover: fileId('hero'),
    }),
  );
  for (const page of PAGE_API_IDS) {
    count(page, await ensureSingle(strapi, page, { ...data[page], cover: fileId(`page:${page}`) }));
  }

  return { created, media: Object.keys(media).length, ms: Date.now() - started };
}

/** Strapi API id of a seed file. */
const apiIdOf = (file: SeedFileName): string =>
  file in COLLECTION_FILES ? COLLECTION_FILES[file as CollectionFile].apiId : file;

/** Files in dependency order: artists before the programme slots that point at them. */
const TRANSLATION_ORDER: SeedFileName[] = [...(Object.keys(COLLECTION_FILES) as CollectionFile[]), ...(Object.keys(SINGLE_FILES) as SeedFileName[])];

/** Draft & Publish types of the seed (docs/content-model.md). */
const DRAFT_AND_PUBLISH = new Set(['artist', 'program-slot', 'news-article']);

/**
 * Creates the `locale` version of a French document unless it exists. Strapi copies the
 * non-localized fields (photo, role, dates…) from the French version; `data` holds the localized
 * ones. Published when the French document is published and the type has Draft & Publish.
 */
async function ensureLocaleVersion(
  strapi: Core.Strapi,
  apiId: string,
  documentId: string,
  locale: TranslatedLocale,
  data: Record<string, unknown>,
): Promise<boolean> {
  const service = documents(strapi, apiId);
  if (await service.findOne({ documentId, locale, status: 'draft', fields: ['documentId'] })) return false;
  await service.update({ documentId, locale, data });
  if (DRAFT_AND_PUBLISH.has(apiId) && (await service.findOne({ documentId, ...FRENCH, status: 'published', fields: ['documentId'] }))) {
    await service.publish({ documentId, locale });
  }
  return true;
}

/** The artists of a French programme slot that exist in `locale`, as documentIds. */
async function slotArtistsIn(strapi: Core.Strapi, documentId: string, locale: TranslatedLocale): Promise<string[]> {
  const slot = await documents(strapi, 'program-slot').findOne({
    documentId,
    ...FRENCH,
    status: 'draft',
    populate: { artists: { fields: ['documentId'] } },
  });
  const wanted = ((slot?.artists as Row[] | undefined) ?? []).map((artist) => artist.documentId);
  if (wanted.length === 0) return [];
  const present = await documents(strapi, 'artist').findMany({
    locale,
    status: 'draft',
    filters: { documentId: { $in: wanted } },
    fields: ['documentId'],
  });
  const known = new Set(present.map((artist) => artist.documentId));
  return wanted.filter((id) => known.has(id));
}

/** Creates every missing locale version the translation files provide. Safe to run again. */
export async function seedTranslations(strapi: Core.Strapi, data: SeedData, translations: Translations): Promise<Record<string, number>> {
  const created: Record<string, number> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const files = translations[locale];
    if (!files) continue;
    for (const file of TRANSLATION_ORDER) {
      const translated = files[file] as unknown;
      if (translated === undefined) continue;
      const apiId = apiIdOf(file);
      let count = 0;
      if (Array.isArray(translated)) {
        const originals = data[file as CollectionFile] as Record<string, unknown>[];
        for (const [index, entry] of (translated as Record<string, unknown>[]).entries()) {
          const original = originals[index] as Record<string, unknown>;
          const french = await documents(strapi, apiId).findFirst({ filters: naturalKey(file as CollectionFile, original), status: 'draft', ...FRENCH });
          // The French entry was renamed or deleted by an editor: nothing to translate.
          if (!french) continue;
          const values = localizedData(file, entry);
          // uid fields are per locale in Strapi: the slug is the French one (shared URLs).
          if (typeof original.slug === 'string') values.slug = original.slug;
          if (file === 'program-slots') values.artists = await slotArtistsIn(strapi, french.documentId, locale);
          if (await ensureLocaleVersion(strapi, apiId, french.documentId, locale, values)) count += 1;
        }
      } else {
        const french = await documents(strapi, apiId).findFirst({ status: 'draft', ...FRENCH });
        if (!french) continue;
        const values = localizedData(file, translated as Record<string, unknown>);
        if (file === 'home') {
          const home = translated as SeedData['home'];
          values.title = home.title ?? home.heroTitle ?? data['site-setting'].festivalName;
          values.description = home.description ?? files['site-setting']?.defaultSeoDescription ?? home.heroSubtitle ?? values.title;
        }
        if (await ensureLocaleVersion(strapi, apiId, french.documentId, locale, values)) count += 1;
      }
      if (count > 0) created[`${apiId}:${locale}`] = count;
    }
  }
  return created;
}

interface SeedMarker {
  version?: number;
  /** `<locale>/<file>` of the translation files already applied. */
  translationFiles?: string[];
  [key: string]: unknown;
}

/**
 * Bootstrap entry point. On a new database, the French content then its translations; on a
 * database seeded before, only the translation files it has not applied yet (their missing
 * locale versions). Invalid French seed files stop the boot with the list of problems (better
 * than a half-filled site); an invalid translation file is left out with a warning (its entries
 * show French) and tried again at the next boot; a folder without seed files is only a warning.
 */
export async function seedOnFirstBoot(strapi: Core.Strapi, seedDir: string): Promise<'seeded' | 'translated' | 'already' | 'no-data'> {
  const store = strapi.store({ type: SEED_MARKER.type, name: SEED_MARKER.name });
  const marker = (await store.get({ key: SEED_MARKER.key })) as SeedMarker | null;
  const applied = new Set(marker?.version && marker.version >= SEED_VERSION ? (marker.translationFiles ?? []) : []);
  const pending = translationFileKeys(seedDir).filter((key) => !applied.has(key));
  if (marker?.version && pending.length === 0) return 'already';

  if (!hasSeedFiles(seedDir)) {
    strapi.log.warn(`[kizomba] Aucun fichier de seed dans ${seedDir} : CMS démarré sans contenu initial.`);
    return 'no-data';
  }
  const data = loadSeedData(seedDir);
  const loaded = loadTranslations(seedDir, data);
  for (const problem of loaded.problems) strapi.log.warn(`[kizomba] Traduction ignorée : ${problem}`);
  const translations = pickTranslations(loaded.translations, new Set(pending));

  const firstSeed = !marker?.version;
  let report: SeedReport | null = null;
  if (firstSeed) {
    strapi.log.info(`[kizomba] Premier démarrage : création du contenu initial depuis ${seedDir}…`);
    report = await seedContent(strapi, data);
    const summary = Object.entries(report.created).map(([apiId, n]) => `${apiId} ${n}`).join(', ') || 'rien de nouveau';
    strapi.log.info(`[kizomba] Contenu initial créé en ${(report.ms / 1000).toFixed(1)} s (${report.media} images ; ${summary}).`);
  }
  const started = Date.now();
  const translated = await seedTranslations(strapi, data, translations);
  const total = Object.values(translated).reduce((sum, n) => sum + n, 0);
  const files = keysOf(translations);
  if (files.length > 0) {
    strapi.log.info(
      `[kizomba] Traductions du contenu initial : ${files.length} fichier(s), ${total} version(s) créée(s) en ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }

  await store.set({
    key: SEED_MARKER.key,
    value: {
      ...(marker ?? {}),
      ...(report ? { ...report, seededAt: new Date().toISOString() } : {}),
      version: SEED_VERSION,
      translationFiles: [...new Set([...applied, ...files])].sort(),
    },
  });
  return firstSeed ? 'seeded' : 'translated';
}
