/**
 * Public routes the layout links to, and the alias routes of docs/spec.md §2.
 *
 * Some pages are reachable under several paths (the spec lists both `/legal` and
 * `/legal-notice`, …). Every path renders the same page, and all of them declare ONE
 * canonical URL — the most descriptive one — so search engines index a single copy and the
 * sitemap lists canonical URLs only.
 */
export const CANONICAL_PATHS = {
  legalNotice: '/legal-notice',
  privacyPolicy: '/privacy-policy',
  termsOfSale: '/terms-of-sale',
} as const;

/** Alias path → canonical path. */
export const ALIASES: Readonly<Record<string, string>> = {
  '/legal': CANONICAL_PATHS.legalNotice,
  '/privacy': CANONICAL_PATHS.privacyPolicy,
  '/sales-conditions': CANONICAL_PATHS.termsOfSale,
  '/terms': CANONICAL_PATHS.termsOfSale,
};

export const ALIAS_PATHS: readonly string[] = Object.keys(ALIASES);

/** The canonical path for a requested path (itself unless it is an alias). */
export function canonicalPath(path: string): string {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ALIASES[normalized] ?? normalized;
}
