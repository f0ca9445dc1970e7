/**
 * The CMS collections the back-office edits (docs/back-office.md « CMS content »): the API's
 * name for each (`/api/admin/content/:kind`), the CMS's (`/api/editorial/:collection`), which
 * fields a publication needs, and where the entry shows on the public site.
 */

export const CONTENT_KINDS = ['news', 'artists', 'programs'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentCollection {
  kind: ContentKind;
  /** Path segment of the CMS's editorial API. */
  collection: 'news-articles' | 'artists' | 'program-slots';
  /** Strapi content-type UID (the Strapi admin's edit URL). */
  uid: string;
  /** Audit log target type. */
  auditType: string;
  /** The field that names an entry in lists, messages and the audit log. */
  titleField: 'title' | 'name';
  /** Fields a published entry must have, with their French label (the publish check's message). */
  requiredToPublish: ReadonlyArray<readonly [field: string, label: string]>;
  /** Public page of a published entry. */
  publicPath: (entry: Record<string, unknown>) => string;
}

const slugPath = (prefix: string, fallback: string) => (entry: Record<string, unknown>) =>
  typeof entry.slug === 'string' && entry.slug !== '' ? `${prefix}/${entry.slug}` : fallback;

export const CONTENT_COLLECTIONS: Record<ContentKind, ContentCollection> = {
  news: {
    kind: 'news',
    collection: 'news-articles',
    uid: 'api::news-article.news-article',
    auditType: 'news-article',
    titleField: 'title',
    requiredToPublish: [
      ['title', 'Titre'],
      ['slug', 'Adresse (slug)'],
      ['excerpt', 'Résumé'],
      ['body', 'Texte'],
      ['cover', 'Image de couverture'],
      ['date', 'Date de publication'],
    ],
    publicPath: slugPath('/news', '/news'),
  },
  artists: {
    kind: 'artists',
    collection: 'artists',
    uid: 'api::artist.artist',
    auditType: 'artist',
    titleField: 'name',
    requiredToPublish: [
      ['name', 'Nom'],
      ['slug', 'Adresse (slug)'],
      ['role', 'Rôle'],
      ['shortBio', 'Présentation courte'],
      ['photo', 'Photo'],
    ],
    publicPath: slugPath('/lineup', '/lineup'),
  },
  programs: {
    kind: 'programs',
    collection: 'program-slots',
    uid: 'api::program-slot.program-slot',
    auditType: 'program-slot',
    titleField: 'title',
    requiredToPublish: [
      ['title', 'Titre'],
      ['day', 'Jour'],
      ['startTime', 'Heure de début'],
      ['endTime', 'Heure de fin'],
      ['kind', 'Type de créneau'],
    ],
    publicPath: () => '/lineup#programme',
  },
};

/** The labels of the required fields an entry lacks (empty strings and null count as missing). */
export function missingForPublication(collection: ContentCollection, entry: Record<string, unknown>): string[] {
  return collection.requiredToPublish
    .filter(([field]) => {
      const value = entry[field];
      return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
    })
    .map(([, label]) => label);
}

/** The CMS's single types (one entry each), by Strapi uid: their admin address has no documentId. */
export const CONTENT_SINGLE_TYPES: readonly string[] = [
  'api::home.home',
  'api::concept.concept',
  'api::competition-rule.competition-rule',
  'api::information.information',
  'api::about.about',
  'api::accessibility.accessibility',
  'api::legal-notice.legal-notice',
  'api::privacy-policy.privacy-policy',
  'api::terms-of-sale.terms-of-sale',
  'api::cookie-policy.cookie-policy',
  'api::site-setting.site-setting',
];
