/**
 * The public routes of docs/spec.md §2 implemented so far, and where their content comes from
 * (docs/content-model.md).
 */
import type { PageSingleType } from './cms';

/** Editorial pages rendered from a CMS single type in the "page" shape. */
export interface EditorialRoute {
  path: string;
  page: PageSingleType;
}

export const EDITORIAL_ROUTES: EditorialRoute[] = [
  { path: '/about', page: 'about' },
  { path: '/concept', page: 'concept' },
  { path: '/concept/rules', page: 'competition-rule' },
  { path: '/information', page: 'information' },
  { path: '/accessibility', page: 'accessibility' },
  { path: '/legal', page: 'legal-notice' },
  { path: '/legal-notice', page: 'legal-notice' },
  { path: '/privacy', page: 'privacy-policy' },
  { path: '/privacy-policy', page: 'privacy-policy' },
  { path: '/sales-conditions', page: 'terms-of-sale' },
  { path: '/terms-of-sale', page: 'terms-of-sale' },
  { path: '/terms', page: 'terms-of-sale' },
  { path: '/cookies', page: 'cookie-policy' },
];

/** Paths that show the same document (docs/spec.md §2: "both paths appear", "all three paths appear"). */
export const ALIAS_GROUPS: string[][] = [
  ['/legal', '/legal-notice'],
  ['/privacy', '/privacy-policy'],
  ['/sales-conditions', '/terms-of-sale', '/terms'],
];

/** Pages built from collections, the commerce API or site settings. */
export const LISTING_ROUTES = ['/', '/lineup', '/tickets', '/hotels', '/news', '/contact'] as const;

/** Every fixed public content route (the news article route needs a slug from the CMS). */
export const CONTENT_ROUTES: string[] = [...LISTING_ROUTES, ...EDITORIAL_ROUTES.map((route) => route.path)];

/** The main sections every navigation (desktop bar, mobile menu) must reach. */
export const MAIN_SECTIONS = ['/lineup', '/tickets', '/hotels', '/information', '/news', '/concept', '/contact'] as const;

/** `/a/b/` and `/a/b` are one page; query and hash are ignored. */
export function samePath(a: string, b: string): boolean {
  const clean = (value: string) => {
    const pathname = new URL(value, 'http://x').pathname;
    return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  };
  return clean(a) === clean(b);
}
