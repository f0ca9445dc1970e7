import type { SitemapItem, SitemapOptions } from '@astrojs/sitemap';
import { DEFAULT_LOCALE, LOCALES, splitLocalePath } from '@kizomba/locales';
import { ALIAS_PATHS } from '../lib/routes';

/**
 * What the sitemap lists: every public, canonical page in the nine languages, each with its
 * versions in the other languages (`xhtml:link`) and `x-default`.
 */

/**
 * Private pages (noindex): a buyer's checkout and order status, the account pages and the
 * one-time-link landings — never search results. A path and everything below it, in every language.
 */
export const PRIVATE_PATHS = [
  '/checkout',
  '/confirmation',
  '/payment/status',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/quick-access',
  '/auth',
  '/dashboard',
  '/quick-tickets',
  '/newsletter',
  '/admin',
  '/invitation',
  '/transfer',
  '/waiting-list',
];

/** A page URL's route without its language prefix and trailing slash (trailingSlash: 'never'). */
const routeOf = (url: string): string => splitLocalePath(new URL(url).pathname.replace(/(.)\/$/, '$1')).path;

export function isPrivateUrl(url: string): boolean {
  const path = routeOf(url);
  return PRIVATE_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Alias routes (e.g. /legal for /legal-notice) declare another canonical URL: only canonical URLs are listed. */
export function isAliasUrl(url: string): boolean {
  return ALIAS_PATHS.includes(routeOf(url));
}

/** `x-default` is the French page: for a reader whose language the site does not have. */
export function withDefaultLanguage(item: SitemapItem): SitemapItem {
  const french = item.links?.find((link) => link.lang === DEFAULT_LOCALE);
  return french ? { ...item, links: [...(item.links ?? []), { url: french.url, lang: 'x-default' }] } : item;
}

export const sitemapOptions = {
  filter: (page: string) => !isAliasUrl(page) && !isPrivateUrl(page),
  // French pages have no prefix: the integration reads an unprefixed URL as the default locale.
  i18n: { defaultLocale: DEFAULT_LOCALE, locales: Object.fromEntries(LOCALES.map((locale) => [locale, locale])) },
  serialize: withDefaultLanguage,
} satisfies SitemapOptions;
