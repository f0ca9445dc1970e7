/**
 * The festival's nine content languages, as the CMS knows them.
 *
 * The same codes, in the same order, as `LOCALES` of packages/locales (the CMS is its own npm
 * project and does not import the workspace package; locales.test.ts checks the two agree).
 * French is the default locale: the reference text every translation is made from, and what the
 * site shows when a translation is missing. Names are in French: editors work in French.
 */
export const CMS_LOCALES = ['fr', 'en', 'es', 'pt', 'de', 'it', 'nl', 'pl', 'ro'] as const;
export type CmsLocale = (typeof CMS_LOCALES)[number];
export const DEFAULT_CMS_LOCALE: CmsLocale = 'fr';
export const TRANSLATED_LOCALES = CMS_LOCALES.filter((code) => code !== DEFAULT_CMS_LOCALE) as Exclude<CmsLocale, 'fr'>[];

/** The name the Strapi admin shows in its locale picker. */
export const LOCALE_LABELS: Readonly<Record<CmsLocale, string>> = {
  fr: 'Français (fr)',
  en: 'Anglais (en)',
  es: 'Espagnol (es)',
  pt: 'Portugais (pt)',
  de: 'Allemand (de)',
  it: 'Italien (it)',
  nl: 'Néerlandais (nl)',
  pl: 'Polonais (pl)',
  ro: 'Roumain (ro)',
};

export function isCmsLocale(value: unknown): value is CmsLocale {
  return typeof value === 'string' && (CMS_LOCALES as readonly string[]).includes(value);
}
