/**
 * Read access to the CMS REST API with the site's read-only token, as `site/src/lib/cms.ts` does
 * at build time. Shapes follow docs/content-model.md (Strapi 5: flat `{ data, meta }` answers).
 */
import type { APIRequestContext } from '@playwright/test';

export interface Media {
  id: number;
  url: string;
  alternativeText?: string | null;
  width?: number;
  height?: number;
}

export interface PageContent {
  title: string;
  description: string;
  body: string;
  cover?: Media | null;
}

export interface HomeContent {
  heroTitle: string;
  heroSubtitle?: string | null;
  ctaLabel?: string | null;
  intro?: string | null;
  highlights?: { title: string; text: string }[];
}

export interface SiteSetting {
  festivalName: string;
  tagline?: string | null;
  startDate: string;
  endDate: string;
  venueName: string;
  venueAddress?: string | null;
  venuePostalCode?: string | null;
  venueCity?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  defaultSeoDescription?: string | null;
}

export interface Artist {
  documentId: string;
  name: string;
  slug: string;
  role: string;
  country?: string | null;
  featured?: boolean;
  order?: number;
}

export interface NewsArticle {
  id: number;
  documentId: string;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  date: string;
  author?: string | null;
  cover?: Media | null;
}

export interface Hotel {
  documentId: string;
  name: string;
  city?: string | null;
  bookingUrl?: string | null;
  order?: number;
}

/** Single types in the "page" shape, by REST path (docs/content-model.md). */
export type PageSingleType =
  | 'concept'
  | 'competition-rule'
  | 'information'
  | 'about'
  | 'legal-notice'
  | 'privacy-policy'
  | 'terms-of-sale'
  | 'cookie-policy'
  | 'accessibility';

export class CmsClient {
  constructor(private readonly request: APIRequestContext) {}

  async get<T>(pathAndQuery: string): Promise<T> {
    const response = await this.request.get(`/api/${pathAndQuery}`);
    if (!response.ok()) {
      throw new Error(`CMS GET /api/${pathAndQuery} answered ${response.status()}: ${(await response.text()).slice(0, 300)}`);
    }
    return (await response.json()) as T;
  }

  async single<T>(apiId: string, query = 'populate=*'): Promise<T> {
    const { data } = await this.get<{ data: T }>(`${apiId}?${query}`);
    return data;
  }

  /** Every published entry of a collection (all pages). */
  async collection<T>(pluralApiId: string, query = ''): Promise<T[]> {
    const all: T[] = [];
    for (let page = 1; ; page += 1) {
      const separator = query ? '&' : '';
      const { data, meta } = await this.get<{ data: T[]; meta: { pagination: { pageCount: number } } }>(
        `${pluralApiId}?${query}${separator}pagination[page]=${page}&pagination[pageSize]=100`,
      );
      all.push(...data);
      if (page >= (meta?.pagination?.pageCount ?? 1)) return all;
    }
  }

  page(apiId: PageSingleType): Promise<PageContent> {
    return this.single<PageContent>(apiId);
  }

  siteSetting(): Promise<SiteSetting> {
    return this.single<SiteSetting>('site-setting');
  }

  home(): Promise<HomeContent> {
    return this.single<HomeContent>('home');
  }

  artists(): Promise<Artist[]> {
    return this.collection<Artist>('artists', 'sort=order:asc');
  }

  hotels(): Promise<Hotel[]> {
    return this.collection<Hotel>('hotels', 'sort=order:asc');
  }

  newsArticles(): Promise<NewsArticle[]> {
    return this.collection<NewsArticle>('news-articles', 'sort=date:desc&populate=cover');
  }
}
