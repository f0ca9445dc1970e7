import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';
import { activeLocale } from '../i18n';
import { CMS_COLLECTIONS, CMS_SINGLE_TYPES, type CmsCollection, type CmsSingleType } from './cms-endpoints';
import { renderMarkdown } from './markdown';
import { frenchTypography } from './typography';

/**
 * The one client of the CMS (Strapi 5 REST, docs/content-model.md), used at build time only.
 *
 * - `CMS_URL` (default http://127.0.0.1:1337), `Authorization: Bearer $CMS_API_TOKEN`.
 * - Typed functions per content type; each populates exactly what its pages render.
 * - Raw Strapi entries are mapped to the site's own types here (Markdown already rendered to
 *   HTML, media URLs absolute), so pages never see the REST envelope.
 * - There is no fallback content: an unreachable CMS or a missing entry fails the build with a
 *   message saying what to do. The site server then keeps serving the previous build.
 * - Answers are memoised for the duration of the build: the layout asks for the site settings
 *   on every page, the CMS is asked once per language.
 * - Content is read in the language of the page being rendered (`activeLocale()`, or the
 *   `locale` argument), entry by entry with French as the fallback: an entry without a version in
 *   that language comes back in French, its `lang` saying so, and the page marks it `lang="fr"`
 *   with a notice (components/UntranslatedNotice.astro). French is the reference set: a
 *   collection lists the published French entries, each in the page's language when it has one.
 */

// ---------- Site types ----------

/** Every editorial entry carries the language its texts are in: the page's, or French (fallback). */
export interface Localized {
  lang: Locale;
}

export interface CmsImage {
  /** Absolute URL on the CMS; optimised into the build by astro:assets. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

export type SocialPlatform = 'instagram' | 'facebook' | 'youtube' | 'tiktok' | 'spotify';

export interface SocialLink {
  platform: SocialPlatform;
  url: string;
}

export interface SiteSettings extends Localized {
  festivalName: string;
  tagline: string;
  /** Calendar days, "2027-04-16". */
  startDate: string;
  endDate: string;
  venueName: string;
  venueAddress: string;
  venuePostalCode: string;
  venueCity: string;
  venueLatitude: number | null;
  venueLongitude: number | null;
  contactEmail: string;
  contactPhone: string;
  socialLinks: SocialLink[];
  photoGeneratorUrl: string | null;
  defaultSeoDescription: string;
  shareImage: CmsImage | null;
}

/** The shared shape of editorial single types (concept, legal notice, …). */
export interface Page extends Localized {
  /** A legal text (LEGAL_PAGES): in another language, its French version is the authoritative one. */
  legal: boolean;
  title: string;
  description: string;
  bodyHtml: string;
  cover: CmsImage | null;
}

export interface Highlight {
  title: string;
  text: string;
}

export interface Home extends Localized {
  title: string;
  description: string;
  heroTitle: string;
  heroSubtitle: string;
  heroImage: CmsImage | null;
  ctaLabel: string;
  introHtml: string;
  highlights: Highlight[];
  cover: CmsImage | null;
}

export type ArtistRole = 'teacher' | 'dj' | 'performer' | 'mc';
export const ARTIST_ROLES: readonly ArtistRole[] = ['teacher', 'dj', 'performer', 'mc'];

export interface Artist extends Localized {
  id: number;
  name: string;
  slug: string;
  role: ArtistRole;
  country: string;
  city: string;
  shortBio: string;
  bioHtml: string;
  photo: CmsImage | null;
  instagram: string | null;
  featured: boolean;
  order: number;
}

export type ProgramKind = 'workshop' | 'party' | 'show' | 'competition' | 'social';
export type ProgramLevel = 'all' | 'beginner' | 'intermediate' | 'advanced';

export interface ArtistRef {
  name: string;
  slug: string;
  role: ArtistRole;
}

export interface ProgramSlot extends Localized {
  id: number;
  title: string;
  /** "2027-04-16" */
  day: string;
  /** "14:00:00.000" */
  startTime: string;
  endTime: string;
  kind: ProgramKind;
  room: string;
  level: ProgramLevel | null;
  description: string;
  artists: ArtistRef[];
}

export interface NewsArticle extends Localized {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  bodyHtml: string;
  cover: CmsImage | null;
  /** ISO datetime. */
  date: string;
  author: string | null;
}

export interface Hotel extends Localized {
  id: number;
  name: string;
  slug: string;
  stars: number | null;
  address: string;
  city: string;
  distance: string;
  priceFrom: number | null;
  description: string;
  bookingUrl: string | null;
  promoCode: string | null;
  photo: CmsImage | null;
  order: number;
}

export type FaqCategory = 'tickets' | 'onsite' | 'accommodation' | 'festival';
export const FAQ_CATEGORIES: readonly FaqCategory[] = ['tickets', 'onsite', 'accommodation', 'festival'];

export interface FaqEntry extends Localized {
  id: number;
  question: string;
  answerHtml: string;
  category: FaqCategory;
  order: number;
}

/** Editorial single types that share the page shape, by their REST path. */
export type PageType = Exclude<CmsSingleType, 'site-setting' | 'home'>;

/** The legal texts: binding in French only (their translations say so). */
export const LEGAL_PAGES: readonly PageType[] = ['legal-notice', 'privacy-policy', 'terms-of-sale', 'cookie-policy'];

// ---------- Transport ----------

export class CmsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`[cms] ${message}`, options);
    this.name = 'CmsError';
  }
}

export function cmsUrl(): string {
  return (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');
}

/** A generous timeout: Strapi answers in milliseconds, but a hung CMS must not hang the build. */
const CMS_TIMEOUT_MS = 30_000;
const PAGE_SIZE = 100;

type Query = { [key: string]: string | number | boolean | Query | readonly (string | number | Query)[] };

/** Strapi's bracket notation: `{populate: {photo: true}}` → `populate[photo]=true`. */
export function toQueryString(query: Query): string {
  const pairs: string[] = [];
  const walk = (value: Query[string], prefix: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${prefix}[${index}]`));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, nested] of Object.entries(value)) walk(nested, prefix ? `${prefix}[${key}]` : key);
    } else {
      pairs.push(`${encodeURIComponent(prefix).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`);
    }
  };
  walk(query, '');
  return pairs.join('&');
}

const memo = new Map<string, Promise<unknown>>();

/** Forget memoised answers (tests; a long-lived dev server would also call it). */
export function clearCmsCache(): void {
  memo.clear();
}

/** `null` when the CMS answers 404 and `notFound` is 'null' (a missing translation). */
async function fetchJson(path: string, query: Query, notFound: 'fail' | 'null' = 'fail'): Promise<unknown> {
  const qs = toQueryString(query);
  const url = `${cmsUrl()}/api/${path}${qs ? `?${qs}` : ''}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = process.env.CMS_API_TOKEN;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(CMS_TIMEOUT_MS) });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new CmsError(
      `The CMS is unreachable at ${cmsUrl()} (${reason}). Start it (npm --prefix cms start) or point CMS_URL ` +
        'at a running CMS: the site is never built without its real content.',
      { cause: error },
    );
  }
  if (response.status === 404 && notFound === 'null') {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    const hint =
      response.status === 401 || response.status === 403
        ? ' Check CMS_API_TOKEN (it must be the key the CMS was started with).'
        : response.status === 404
          ? ' The entry does not exist yet: create and publish it in the CMS admin.'
          : '';
    throw new CmsError(`GET /api/${path} answered HTTP ${response.status}.${hint} ${detail}`.trim());
  }
  try {
    return await response.json();
  } catch (error) {
    throw new CmsError(`GET /api/${path} did not answer JSON.`, { cause: error });
  }
}

function memoised<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    memo.set(key, pending);
    // A failure must not stay cached: a retry (dev server) asks again.
    pending.catch(() => memo.delete(key));
  }
  return pending;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Raw = Record<string, unknown>;

/** A CMS entry with the language of its texts. */
interface RawIn {
  raw: Raw;
  lang: Locale;
}

/**
 * A single type's entry in `locale` (`{ data: {...} }`); `null` for a language other than French
 * that has no version of it (French is required).
 */
function getSingleRaw(type: CmsSingleType, query: Query, locale: Locale): Promise<Raw | null> {
  return memoised(`raw:${type}:${locale}`, async () => {
    const french = locale === DEFAULT_LOCALE;
    const body = await fetchJson(type, { ...query, locale }, french ? 'fail' : 'null');
    if (body === null) return null;
    const data = isRecord(body) ? body.data : undefined;
    if (isRecord(data)) return data;
    if (!french) return null;
    throw new CmsError(`GET /api/${type} returned no entry. Fill it in the CMS admin.`);
  });
}

/** A single type in `locale`, else in French. */
async function getSingle(type: CmsSingleType, query: Query, locale: Locale): Promise<RawIn> {
  const translated = locale === DEFAULT_LOCALE ? null : await getSingleRaw(type, query, locale);
  if (translated) return { raw: translated, lang: locale };
  return { raw: (await getSingleRaw(type, query, DEFAULT_LOCALE)) as Raw, lang: DEFAULT_LOCALE };
}

/** Every published entry of a collection in `locale`, all pages (`{ data: [...], meta: { pagination } }`). */
function getCollectionRaw(type: CmsCollection, query: Query, locale: Locale): Promise<Raw[]> {
  return memoised(`raw:${type}:${locale}`, () => fetchCollection(type, { ...query, locale }));
}

/**
 * The French entries of a collection, in their order, each replaced by its `locale` version when
 * there is one. `shared` fields always come from the French entry (the programme's artists: the
 * relation of a translated slot only reaches the artists translated into that language).
 */
async function getCollection(type: CmsCollection, query: Query, locale: Locale, shared: readonly string[] = []): Promise<RawIn[]> {
  const french = await getCollectionRaw(type, query, DEFAULT_LOCALE);
  if (locale === DEFAULT_LOCALE) return french.map((raw) => ({ raw, lang: DEFAULT_LOCALE }));
  const translated = new Map((await getCollectionRaw(type, query, locale)).map((raw) => [raw.documentId, raw]));
  return french.map((raw) => {
    const version = translated.get(raw.documentId);
    if (!version) return { raw, lang: DEFAULT_LOCALE };
    return { raw: { ...version, ...Object.fromEntries(shared.map((field) => [field, raw[field]])) }, lang: locale };
  });
}

async function fetchCollection(type: CmsCollection, query: Query): Promise<Raw[]> {
  const entries: Raw[] = [];
  for (let page = 1; ; page += 1) {
    const body = await fetchJson(type, { ...query, pagination: { page, pageSize: PAGE_SIZE } });
    const data = isRecord(body) ? body.data : undefined;
    if (!Array.isArray(data)) throw new CmsError(`GET /api/${type} did not answer a list.`);
    entries.push(...data.filter(isRecord));
    const pagination = isRecord(body) && isRecord(body.meta) ? body.meta.pagination : undefined;
    const pageCount = isRecord(pagination) && typeof pagination.pageCount === 'number' ? pagination.pageCount : 1;
    if (page >= pageCount) return entries;
  }
}

// ---------- Field readers ----------

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | null => text(value) || null;
/**
 * Reader of the text shown to readers in `lang` (not for slugs, URLs, enums): French gets its
 * no-break spaces; other languages are typeset by their translators as they wrote them.
 */
const proseIn =
  (lang: Locale) =>
  (value: unknown): string =>
    lang === DEFAULT_LOCALE ? frenchTypography(text(value)) : text(value);
const int = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const decimal = (value: unknown): number | null => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

/**
 * A link from the CMS that may become an `href`: an absolute http(s) URL, else null (the link is
 * not rendered, and the build says which field to fix). The CMS refuses such values on save
 * (cms/src/lib/link-urls.ts); this keeps an older or hand-edited entry from reaching a page.
 */
export function webUrl(value: unknown, where: string): string | null {
  const raw = text(value);
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname) return raw;
  } catch {
    /* not absolute: refused below */
  }
  console.warn(`[cms] ${where} n'est pas une adresse http(s) complète (« ${raw.slice(0, 80)} ») : lien ignoré.`);
  return null;
}

/** An e-mail address safe to put after `mailto:` (no `?`, `&`, spaces or schemes), else ''. */
export function emailAddress(value: unknown): string {
  const raw = text(value);
  return /^[^\s@?&#/:<>"]+@[^\s@?&#/:<>"]+\.[a-z]{2,}$/i.test(raw) ? raw : '';
}

/** `value` or a build failure naming the entry and field. */
function required<T>(value: T | null | undefined | '', where: string): T {
  if (value === null || value === undefined || value === '') {
    throw new CmsError(`${where} is required but empty. Fill it in the CMS admin.`);
  }
  return value;
}

/**
 * A Strapi media object → CmsImage. URLs relative to the CMS become absolute so astro:assets
 * can fetch and optimise them. Images without dimensions cannot be laid out without shift,
 * so they are treated as missing.
 */
export function toImage(media: unknown, fallbackAlt = ''): CmsImage | null {
  if (!isRecord(media)) return null;
  const url = text(media.url);
  const width = int(media.width);
  const height = int(media.height);
  if (!url || width <= 0 || height <= 0) return null;
  return {
    src: /^https?:\/\//i.test(url) ? url : `${cmsUrl()}${url.startsWith('/') ? '' : '/'}${url}`,
    width,
    height,
    // The media library is not translated: its alternative texts are French, so another language's
    // page describes the image with the entry's own (translated) name or title.
    alt: (activeLocale() === DEFAULT_LOCALE && text(media.alternativeText)) || fallbackAlt || text(media.alternativeText),
  };
}

// ---------- Mappers (exported for tests) ----------

export function toSiteSettings(raw: Record<string, unknown>, lang: Locale = DEFAULT_LOCALE): SiteSettings {
  const where = 'site-setting';
  const prose = proseIn(lang);
  const socialLinks = Array.isArray(raw.socialLinks)
    ? raw.socialLinks.filter(isRecord).flatMap((link): SocialLink[] => {
        const platform = oneOf(link.platform, ['instagram', 'facebook', 'youtube', 'tiktok', 'spotify'] as const);
        const url = webUrl(link.url, `${where}.socialLinks.url`);
        return platform && url ? [{ platform, url }] : [];
      })
    : [];
  const festivalName = required(text(raw.festivalName), `${where}.festivalName`);
  return {
    lang,
    festivalName,
    tagline: prose(raw.tagline),
    startDate: required(text(raw.startDate), `${where}.startDate`),
    endDate: required(text(raw.endDate), `${where}.endDate`),
    venueName: text(raw.venueName),
    venueAddress: text(raw.venueAddress),
    venuePostalCode: text(raw.venuePostalCode),
    venueCity: text(raw.venueCity),
    venueLatitude: decimal(raw.venueLatitude),
    venueLongitude: decimal(raw.venueLongitude),
    contactEmail: emailAddress(raw.contactEmail),
    contactPhone: text(raw.contactPhone),
    socialLinks,
    photoGeneratorUrl: webUrl(raw.photoGeneratorUrl, `${where}.photoGeneratorUrl`),
    defaultSeoDescription: prose(raw.defaultSeoDescription),
    shareImage: toImage(raw.shareImage, festivalName),
  };
}

export function toPage(raw: Record<string, unknown>, type: string, lang: Locale = DEFAULT_LOCALE): Page {
  const prose = proseIn(lang);
  const title = required(prose(raw.title), `${type}.title`);
  return {
    lang,
    legal: (LEGAL_PAGES as readonly string[]).includes(type),
    title,
    description: required(prose(raw.description), `${type}.description`),
    bodyHtml: required(renderMarkdown(text(raw.body)), `${type}.body`),
    cover: toImage(raw.cover, title),
  };
}

export function toHome(raw: Record<string, unknown>, lang: Locale = DEFAULT_LOCALE): Home {
  const prose = proseIn(lang);
  const heroTitle = required(prose(raw.heroTitle), 'home.heroTitle');
  return {
    lang,
    title: prose(raw.title) || heroTitle,
    description: prose(raw.description),
    heroTitle,
    heroSubtitle: prose(raw.heroSubtitle),
    heroImage: toImage(raw.heroImage, heroTitle),
    ctaLabel: text(raw.ctaLabel),
    introHtml: renderMarkdown(text(raw.intro)),
    highlights: Array.isArray(raw.highlights)
      ? raw.highlights
          .filter(isRecord)
          .map((item) => ({ title: prose(item.title), text: prose(item.text) }))
          .filter((item) => item.title)
      : [],
    cover: toImage(raw.cover, heroTitle),
  };
}

export function toArtist(raw: Record<string, unknown>, lang: Locale = DEFAULT_LOCALE): Artist {
  const prose = proseIn(lang);
  const name = required(text(raw.name), 'artist.name');
  return {
    lang,
    id: int(raw.id),
    name,
    slug: required(text(raw.slug), `artist "${name}".slug`),
    role: required(oneOf(raw.role, ARTIST_ROLES), `artist "${name}".role`),
    country: text(raw.country),
    city: text(raw.city),
    shortBio: prose(raw.shortBio),
    bioHtml: renderMarkdown(text(raw.bio)),
    photo: toImage(raw.photo, name),
    instagram: webUrl(raw.instagram, `artist "${name}".instagram`),
    featured: raw.featured === true,
    order: int(raw.order),
  };
}

const PROGRAM_KINDS: readonly ProgramKind[] = ['workshop', 'party', 'show', 'competition', 'social'];
const PROGRAM_LEVELS: readonly ProgramLevel[] = ['all', 'beginner', 'intermediate', 'advanced'];

export function toProgramSlot(raw: Record<string, unknown>, lang: Locale = DEFAULT_LOCALE): ProgramSlot {
  const prose = proseIn(lang);
  const title = required(prose(raw.title), 'program-slot.title');
  const where = `program-slot "${title}"`;
  return {
    lang,
    id: int(raw.id),
    title,
    day: required(text(raw.day), `${where}.day`),
    startTime: required(text(raw.startTime), `${where}.startTime`),
    endTime: text(raw.endTime),
    kind: required(oneOf(raw.kind, PROGRAM_KINDS), `${where}.kind`),
    room: text(raw.room),
    level: oneOf(raw.level, PROGRAM_LEVELS),
    description: prose(raw.description),
    artists: Array.isArray(raw.artists)
      ? raw.artists.filter(isRecord).flatMap((artist): ArtistRef[] => {
          const name = text(artist.name);
          const slug = text(artist.slug);
          const role = oneOf(artist.role, ARTIST_ROLES);
          return name && slug && role ? [{ name, slug, role }] : [];
        })
      : [],
  };
}

export function toNewsArticle(raw: Record<string, unknown>, lang: Locale = DEFAULT_LOCALE): NewsArticle {
  const prose = proseIn(lang);
  const title = required(prose(raw.title), 'news-article.title');
  const where = `news-article "${title}"`;
  return {
    lang,
    id: int(raw.id),
    title,
    slug: required(text(raw.slug), `${where}.slug`),
    excerpt: prose(raw.excerpt),
    bodyHtml: renderMarkdown(text(raw.body)),
    cover: toImage(raw.cover, title),
    date: required(text(raw.date) || text(raw.publishedAt), `${where}.date`),
    author: optionalText(raw.author),
  };
}

export function toHotel(raw: Record<string, unknown>, lang: Locale = DEFAULT_LOCALE): Hotel {
  const prose = proseIn(lang);
  const name = required(text(raw.name), 'hotel.name');
  const stars = int(raw.stars, 0);
  const priceFrom = decimal(raw.priceFrom);
  return {
    lang,
    id: int(raw.id),
    name,
    slug: text(raw.slug) || String(int(raw.id)),
    stars: stars >= 1 && stars <= 5 ? stars : null,
    address: text(raw.address),
    city: text(raw.city),
    distance: prose(raw.distance),
    priceFrom: priceFrom !== null && priceFrom > 0 ? priceFrom : null,
    description: prose(raw.description),
    bookingUrl: webUrl(raw.bookingUrl, `hotel "${name}".bookingUrl`),
    promoCode: optionalText(raw.promoCode),
    photo: toImage(raw.photo, name),
    order: int(raw.order),
  };
}

export function toFaqEntry(raw: Record<string, unknown>, lang: Locale = DEFAULT_LOCALE): FaqEntry {
  const prose = proseIn(lang);
  const question = required(prose(raw.question), 'faq-entry.question');
  return {
    lang,
    id: int(raw.id),
    question,
    answerHtml: required(renderMarkdown(text(raw.answer)), `faq-entry "${question}".answer`),
    category: oneOf(raw.category, FAQ_CATEGORIES) ?? 'festival',
    order: int(raw.order),
  };
}

// ---------- Public API ----------
// Each function reads the language of the page being rendered unless told another.

function localizedSingle<T>(type: CmsSingleType, query: Query, locale: Locale, map: (raw: Raw, lang: Locale) => T): Promise<T> {
  return memoised(`${type}:${locale}`, async () => {
    const { raw, lang } = await getSingle(type, query, locale);
    return map(raw, lang);
  });
}

function localizedList<T>(
  type: CmsCollection,
  query: Query,
  locale: Locale,
  map: (raw: Raw, lang: Locale) => T,
  shared: readonly string[] = [],
): Promise<T[]> {
  return memoised(`${type}:${locale}`, async () =>
    (await getCollection(type, query, locale, shared)).map(({ raw, lang }) => map(raw, lang)),
  );
}

export function getSiteSettings(locale: Locale = activeLocale()): Promise<SiteSettings> {
  return localizedSingle('site-setting', { populate: { socialLinks: true, shareImage: true } }, locale, toSiteSettings);
}

export function getHome(locale: Locale = activeLocale()): Promise<Home> {
  return localizedSingle('home', { populate: { heroImage: true, highlights: true, cover: true } }, locale, toHome);
}

export function getPage(type: PageType, locale: Locale = activeLocale()): Promise<Page> {
  return localizedSingle(type, { populate: { cover: true } }, locale, (raw, lang) => toPage(raw, type, lang));
}

export function getArtists(locale: Locale = activeLocale()): Promise<Artist[]> {
  return localizedList('artists', { populate: { photo: true }, sort: ['order:asc', 'name:asc'] }, locale, toArtist);
}

export function getProgramSlots(locale: Locale = activeLocale()): Promise<ProgramSlot[]> {
  return localizedList(
    'program-slots',
    { populate: { artists: { fields: ['name', 'slug', 'role'] } }, sort: ['day:asc', 'startTime:asc', 'title:asc'] },
    locale,
    toProgramSlot,
    ['artists'],
  );
}

export function getNewsArticles(locale: Locale = activeLocale()): Promise<NewsArticle[]> {
  return localizedList('news-articles', { populate: { cover: true }, sort: ['date:desc', 'title:asc'] }, locale, toNewsArticle);
}

export function getHotels(locale: Locale = activeLocale()): Promise<Hotel[]> {
  return localizedList('hotels', { populate: { photo: true }, sort: ['order:asc', 'name:asc'] }, locale, toHotel);
}

export function getFaqEntries(locale: Locale = activeLocale()): Promise<FaqEntry[]> {
  return localizedList('faq-entries', { sort: ['order:asc', 'question:asc'] }, locale, toFaqEntry);
}

/** Every endpoint this client reads is declared in cms-endpoints.ts (the server fingerprints them). */
export const READ_ENDPOINTS = { collections: CMS_COLLECTIONS, singleTypes: CMS_SINGLE_TYPES } as const;
