/**
 * Rebuilding only the languages a publication changed.
 *
 * The content fingerprint (fingerprint.ts) has one digest per language: what that language's
 * pages are made of (its own CMS versions, and the French ones it falls back to or lists). When
 * the site source, the build environment and the ticket catalogue (`base`) are unchanged and only
 * some languages' digests moved, the server builds those languages only (Astro renders the pages
 * of SITE_BUILD_LOCALES, src/lib/locale-pages.ts) and completes the new folder with the other
 * languages' files of the build being served. A French edit of an entry every language has
 * translated rebuilds the French pages only; one that other languages show in French (no
 * translation yet) rebuilds those too, French first: the French pages go live on their own, the
 * other languages follow in the next build (`splitFrenchFirst`).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '@kizomba/locales';
import { listFiles } from './build-index.ts';

/** A fingerprint with its parts: `value` for reuse at boot, `base` and `locales` for scoping. */
export interface ContentFingerprint {
  value: string;
  /** Everything but the CMS content: site source, build environment, ticket catalogue. */
  base: string;
  /** Per language, the digest of the content its pages show. */
  locales: Record<string, string>;
}

/**
 * The languages to rebuild from `previous` (what the served build was made from) to `next`, or
 * null for a full build: unknown previous state, another base, or nothing language-specific
 * changed (a media replaced in the CMS changes no digest, yet the publish webhook asked).
 */
export function localesToRebuild(previous: ContentFingerprint | null, next: ContentFingerprint | null): string[] | null {
  if (!previous || !next || previous.base !== next.base) return null;
  const changed = LOCALES.filter((locale) => previous.locales[locale] !== next.locales[locale]);
  return changed.length === 0 ? null : changed;
}

/**
 * French alone first when French and other languages changed: the reference pages, and the
 * readers most editors write for, are live after one language's build; the rest is `later`.
 */
export function splitFrenchFirst(locales: readonly string[]): { now: string[]; later: string[] } {
  if (locales.length > 1 && locales.includes(DEFAULT_LOCALE)) {
    return { now: [DEFAULT_LOCALE], later: locales.filter((locale) => locale !== DEFAULT_LOCALE) };
  }
  return { now: [...locales], later: [] };
}

/**
 * What the build made of `now` from `previous` is made from: `next` for the languages built,
 * `previous` for the others (so the following build finds them still to do).
 */
export function partsAfter(previous: ContentFingerprint, next: ContentFingerprint, now: readonly string[]): ContentFingerprint {
  const locales = { ...previous.locales };
  for (const locale of now) locales[locale] = next.locales[locale] as string;
  const complete = LOCALES.every((locale) => locales[locale] === next.locales[locale]);
  return { value: complete ? next.value : `partial:${next.value}`, base: next.base, locales };
}

const PREFIXED = new Set<string>(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE));

/** The language of a built page (`en/tickets.html` → en, `tickets.html` → fr); null for shared files. */
export function fileLocale(relative: string): string | null {
  const [first, ...rest] = relative.split('/');
  if (first && rest.length > 0 && PREFIXED.has(first)) return first;
  if (relative.endsWith('.html') && !relative.startsWith('admin/') && !relative.startsWith('_')) return DEFAULT_LOCALE;
  return null;
}

/** Files a language-scoped build takes from the full build it completes: the sitemap lists every language. */
const FROM_FULL_BUILD = /^sitemap[^/]*\.xml$/;

/**
 * Completes `scopedDir` (a build of `locales` only) with `previousDir`'s files of the other
 * languages, the sitemap, and the shared assets the scoped build did not produce (the previous
 * pages still reference their own hashed `/_astro` files). Hard links when possible: the two
 * builds are on the same disk and built files are never modified in place.
 */
export async function completeScopedBuild(previousDir: string, scopedDir: string, locales: readonly string[]): Promise<number> {
  const scope = new Set(locales);
  const own = new Set(await listFiles(scopedDir));
  let copied = 0;
  for (const relative of await listFiles(previousDir)) {
    const locale = fileLocale(relative);
    const inScope = locale !== null && scope.has(locale);
    const fromFull = FROM_FULL_BUILD.test(relative);
    if (inScope || (own.has(relative) && !fromFull)) continue;
    const target = path.join(scopedDir, relative);
    await fs.mkdir(path.dirname(target), { recursive: true });
    if (own.has(relative)) await fs.rm(target);
    await fs.link(path.join(previousDir, relative), target).catch(() => fs.copyFile(path.join(previousDir, relative), target));
    copied += 1;
  }
  return copied;
}
