/**
 * French UI strings about the language of editorial content (CMS texts): the notice shown where a
 * text has no translation in the page's language yet and appears in French, and the legal pages'
 * statement that their French version is the authoritative one. French pages never show them;
 * they are the reference of the other languages' files.
 */

export const content = {
  /** A whole page (single type) has no translation: it is shown in French. */
  untranslatedPage: 'Cette page n’est pas encore traduite : elle s’affiche en français.',
  /** Some entries of a list (artists, programme, news, hotels, FAQ) are shown in French. */
  untranslatedEntries: 'Certains textes ci-dessous ne sont pas encore traduits et s’affichent en français.',
  /** Legal pages (legal notice, privacy, terms of sale, cookies) in another language. */
  frenchAuthoritative: 'Cette traduction est fournie à titre d’information : seule la version française fait foi.',
  /** Link from a translated legal page to its French version. */
  frenchVersion: 'Lire la version française',
} as const;
