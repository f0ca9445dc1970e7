import { LOCALES } from '@kizomba/locales';

/**
 * Every CMS REST endpoint the site reads at build time (see docs/content-model.md), each in
 * every content language (`?locale=xx`; French is the reference, the others fall back to it).
 * Shared by the CMS client (what to fetch) and the site server (content fingerprint:
 * "rebuild only when something changed").
 */
export const CMS_LOCALES = LOCALES;

export const CMS_COLLECTIONS = [
  'artists',
  'program-slots',
  'news-articles',
  'hotels',
  'faq-entries',
] as const;

export const CMS_SINGLE_TYPES = [
  'site-setting',
  'home',
  'concept',
  'competition-rule',
  'information',
  'about',
  'legal-notice',
  'privacy-policy',
  'terms-of-sale',
  'cookie-policy',
  'accessibility',
] as const;

export type CmsCollection = (typeof CMS_COLLECTIONS)[number];
export type CmsSingleType = (typeof CMS_SINGLE_TYPES)[number];
