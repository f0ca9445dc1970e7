/**
 * First-boot seeding: the French festival content of cms/seed/data plus generated imagery.
 *
 * - Runs once: a marker in Strapi's core store (`kizomba-seed`) makes every later boot skip it
 *   after one query.
 * - Never duplicates: each entry is looked up by its natural key (slug, question, day + time +
 *   title, single type) before being created, and images by file name, so a seed interrupted
 *   half-way resumes where it stopped.
 * - Never overwrites: editors own the content once it exists.
 * - Draft & Publish types are created published (the site only sees published entries).
 */
import type { Core } from '@strapi/strapi';
import { NEWS_VARIANTS, artistPortraitSvg, heroPosterSvg, hotelPhotoSvg, newsCoverSvg, pageCoverSvg, shareImageSvg } from './images/compositions';
import { hasSeedFiles, loadSeedData } from './load';
import { ensureAllMedia, type MediaFile, type MediaRequest } from './media';
import { PAGE_API_IDS, type SeedData } from './schema';

export const SEED_MARKER = { type: 'core', name: 'kizomba-seed', key: 'state' } as const;
const SEED_VERSION = 1;

type Uid = `api::${string}.${string}`;
const uid = (apiId: string) => `api::${apiId}.${apiId}` as Uid;

/** "14:00" → "14:00:00.000", the shape Strapi stores for `time` fields. */
export const toStrapiTime = (value: string) => (value.length === 5 ? `${value}:00.000` : value.length === 8 ? `${value}.000` : value);

function documents(strapi: Core.Strapi, apiId: string) {
  return strapi.documents(uid(apiId) as never) as unknown as {
    findFirst(params: Record<string, unknown>): Promise<{ documentId: string } | null>;
    create(params: Record<string, unknown>): Promise<{ documentId: string }>;
  };
}

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
  const existing = await service.findFirst({ filters, status: 'draft' });
  if (existing) return { documentId: existing.documentId, created: false };
  const created = await service.create({ data, ...(publish ? { status: 'published' } : {}) });
  return { documentId: created.documentId, created: true };
}

async function ensureSingle(strapi: Core.Strapi, apiId: string, data: Record<string, unknown>): Promise<boolean> {
  const service = documents(strapi, apiId);
  if (await service.findFirst({ status: 'draft' })) return false;
  await service.create({ data });
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
    const result = await upsertMissing(strapi, 'artist', { slug: artist.slug }, { ...artist, photo: fileId(`artist:${artist.slug}`) }, true);
    artistIds.set(artist.slug, result.documentId);
    count('artist', result.created);
  }

  for (const slot of data['program-slots']) {
    const startTime = toStrapiTime(slot.startTime);
    const result = await upsertMissing(
      strapi,
      'program-slot',
      { day: slot.day, startTime, title: slot.title },
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
    const result = await upsertMissing(strapi, 'news-article', { slug: article.slug }, { ...article, cover: fileId(`news:${article.slug}`) }, true);
    count('news-article', result.created);
  }

  for (const [index, hotel] of data.hotels.entries()) {
    const result = await upsertMissing(
      strapi,
      'hotel',
      { slug: hotel.slug },
      { ...hotel, order: hotel.order ?? index, photo: fileId(`hotel:${hotel.slug}`) },
      false,
    );
    count('hotel', result.created);
  }

  for (const [index, entry] of data['faq-entries'].entries()) {
    const result = await upsertMissing(strapi, 'faq-entry', { question: entry.question }, { ...entry, order: entry.order ?? index }, false);
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

/**
 * Bootstrap entry point: seeds once per database. Invalid seed files stop the boot with the list
 * of problems (better than a half-filled site); a folder without seed files is only a warning.
 */
export async function seedOnFirstBoot(strapi: Core.Strapi, seedDir: string): Promise<'seeded' | 'already' | 'no-data'> {
  const store = strapi.store({ type: SEED_MARKER.type, name: SEED_MARKER.name });
  const marker = (await store.get({ key: SEED_MARKER.key })) as { version?: number } | null;
  if (marker?.version) return 'already';

  if (!hasSeedFiles(seedDir)) {
    strapi.log.warn(`[kizomba] Aucun fichier de seed dans ${seedDir} : CMS démarré sans contenu initial.`);
    return 'no-data';
  }
  const data = loadSeedData(seedDir);
  strapi.log.info(`[kizomba] Premier démarrage : création du contenu initial depuis ${seedDir}…`);
  const report = await seedContent(strapi, data);
  await store.set({ key: SEED_MARKER.key, value: { version: SEED_VERSION, seededAt: new Date().toISOString(), ...report } });
  const summary = Object.entries(report.created).map(([apiId, n]) => `${apiId} ${n}`).join(', ') || 'rien de nouveau';
  strapi.log.info(`[kizomba] Contenu initial créé en ${(report.ms / 1000).toFixed(1)} s (${report.media} images ; ${summary}).`);
  return 'seeded';
}
