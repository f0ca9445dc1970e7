/**
 * Translation status for editors (README « État des traductions »): for every French entry and
 * every other locale, whether its translation is missing, older than the French (the French was
 * edited after the translation was last saved) or up to date.
 *
 * Pure part: the content types and how an entry is named, and the comparison of `updatedAt`.
 * The database reads are in src/api/editorial/services/editorial.ts.
 */
import { DEFAULT_CMS_LOCALE, TRANSLATED_LOCALES, type CmsLocale } from './locales';

export type TranslationState = 'up-to-date' | 'missing' | 'outdated';

export interface TranslatableType {
  uid: string;
  /** French name of the type, as the editors know it. */
  label: string;
  /** Field naming an entry in the list; single types are named by their type. */
  nameField: string | null;
}

/** Every localized content type, in the order of the site's menu. */
export const TRANSLATABLE_TYPES: readonly TranslatableType[] = [
  { uid: 'api::home.home', label: "Page d'accueil", nameField: null },
  { uid: 'api::concept.concept', label: 'Page Concept', nameField: null },
  { uid: 'api::competition-rule.competition-rule', label: 'Règlement du concours', nameField: null },
  { uid: 'api::artist.artist', label: 'Artistes', nameField: 'name' },
  { uid: 'api::program-slot.program-slot', label: 'Programme', nameField: 'title' },
  { uid: 'api::news-article.news-article', label: 'Actualités', nameField: 'title' },
  { uid: 'api::information.information', label: 'Page Informations', nameField: null },
  { uid: 'api::faq-entry.faq-entry', label: 'Questions fréquentes', nameField: 'question' },
  { uid: 'api::hotel.hotel', label: 'Hôtels', nameField: 'name' },
  { uid: 'api::about.about', label: 'Page À propos', nameField: null },
  { uid: 'api::accessibility.accessibility', label: 'Accessibilité', nameField: null },
  { uid: 'api::legal-notice.legal-notice', label: 'Mentions légales', nameField: null },
  { uid: 'api::privacy-policy.privacy-policy', label: 'Politique de confidentialité', nameField: null },
  { uid: 'api::terms-of-sale.terms-of-sale', label: 'Conditions générales de vente', nameField: null },
  { uid: 'api::cookie-policy.cookie-policy', label: 'Politique cookies', nameField: null },
  { uid: 'api::site-setting.site-setting', label: 'Réglages du site', nameField: null },
];

/** One version (a row) of a document: its locale and when it was last saved. */
export interface VersionRow {
  documentId: string;
  locale: string | null;
  updatedAt: string | Date;
  [field: string]: unknown;
}

export interface EntryStatus {
  type: string;
  typeLabel: string;
  documentId: string;
  /** The entry's French name (title, name, question), or the type's for a single type. */
  label: string;
  /** Last save of the French version. */
  updatedAt: string;
  translations: Record<Exclude<CmsLocale, 'fr'>, { state: TranslationState; updatedAt: string | null }>;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * The status of every French document of one type, from the rows of all its versions (one per
 * locale; for Draft & Publish types, the draft rows: what editors last saved).
 */
export function typeStatus(type: TranslatableType, rows: readonly VersionRow[]): EntryStatus[] {
  const byDocument = new Map<string, Map<string, VersionRow>>();
  for (const row of rows) {
    const versions = byDocument.get(row.documentId) ?? new Map<string, VersionRow>();
    versions.set(row.locale ?? DEFAULT_CMS_LOCALE, row);
    byDocument.set(row.documentId, versions);
  }
  const entries: EntryStatus[] = [];
  for (const [documentId, versions] of byDocument) {
    const french = versions.get(DEFAULT_CMS_LOCALE);
    // A document without a French version is outside the site (French is its reference list).
    if (!french) continue;
    const frenchTime = new Date(french.updatedAt).getTime();
    const translations = Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => {
        const version = versions.get(locale);
        if (!version) return [locale, { state: 'missing', updatedAt: null }];
        const state: TranslationState = new Date(version.updatedAt).getTime() < frenchTime ? 'outdated' : 'up-to-date';
        return [locale, { state, updatedAt: iso(version.updatedAt) }];
      }),
    ) as EntryStatus['translations'];
    const name = type.nameField ? french[type.nameField] : null;
    entries.push({
      type: type.uid,
      typeLabel: type.label,
      documentId,
      label: typeof name === 'string' && name.trim() ? name.trim() : type.label,
      updatedAt: iso(french.updatedAt),
      translations,
    });
  }
  return entries.sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}
