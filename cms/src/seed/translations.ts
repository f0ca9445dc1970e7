/**
 * Seed translations: `seed/data/translations/<locale>/<file>.json`, the same shape as the French
 * file of the same name (cms/seed/data/README.md « Traductions »).
 *
 * An entry is matched to its French original by position (same array order and length); only the
 * fields localized in the CMS (LOCALIZED_FIELDS) are read from it, every other value stays the
 * French one (Strapi copies the non-localized fields into a new locale version itself). The
 * validation checks a translation against its French file: same shape, same slugs, enums, numbers,
 * booleans, dates, times, URLs and e-mails, and no empty text where the French has some.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { TRANSLATED_LOCALES, type CmsLocale } from '../lib/locales';
import { COLLECTION_FILES, SINGLE_FILES, type SeedData } from './schema';

export type SeedFileName = keyof SeedData;
export type TranslatedLocale = Exclude<CmsLocale, 'fr'>;

/** Per seed file, the fields localized in the CMS schemas: what a translation provides. */
export const LOCALIZED_FIELDS: Readonly<Record<SeedFileName, readonly string[]>> = {
  artists: ['country', 'city', 'shortBio', 'bio'],
  'program-slots': ['title', 'description'],
  'news-articles': ['title', 'excerpt', 'body'],
  hotels: ['distance', 'description'],
  'faq-entries': ['question', 'answer'],
  'site-setting': ['tagline', 'defaultSeoDescription'],
  home: ['title', 'description', 'heroTitle', 'heroSubtitle', 'ctaLabel', 'intro', 'highlights'],
  concept: ['title', 'description', 'body'],
  'competition-rule': ['title', 'description', 'body'],
  information: ['title', 'description', 'body'],
  about: ['title', 'description', 'body'],
  'legal-notice': ['title', 'description', 'body'],
  'privacy-policy': ['title', 'description', 'body'],
  'terms-of-sale': ['title', 'description', 'body'],
  'cookie-policy': ['title', 'description', 'body'],
  accessibility: ['title', 'description', 'body'],
};

/**
 * Fields that are identifiers or data rather than prose: a translation must carry the French
 * value unchanged (the brief of the translators; a changed slug would break `/xx/lineup/<slug>`).
 */
const IDENTITY_FIELDS: Readonly<Partial<Record<SeedFileName, readonly string[]>>> = {
  artists: ['slug', 'role', 'instagram', 'featured', 'order'],
  'program-slots': ['day', 'startTime', 'endTime', 'kind', 'level', 'artists'],
  'news-articles': ['slug', 'date'],
  hotels: ['slug', 'stars', 'priceFrom', 'bookingUrl', 'promoCode', 'order'],
  'faq-entries': ['category', 'order'],
  'site-setting': [
    'startDate',
    'endDate',
    'venuePostalCode',
    'venueLatitude',
    'venueLongitude',
    'contactEmail',
    'contactPhone',
    'socialLinks',
    'photoGeneratorUrl',
  ],
};

/** Translated content of one locale: file name → the file's parsed content (validated). */
export type LocaleTranslations = { [F in SeedFileName]?: SeedData[F] };
export type Translations = Partial<Record<TranslatedLocale, LocaleTranslations>>;

export const translationsDir = (seedDir: string) => path.join(seedDir, 'translations');

const schemaOf = (file: SeedFileName): z.ZodType =>
  file in COLLECTION_FILES
    ? z.array(COLLECTION_FILES[file as keyof typeof COLLECTION_FILES].schema)
    : SINGLE_FILES[file as keyof typeof SINGLE_FILES];

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Compares one translated entry (object) with its French original; appends problems. */
function compareEntry(
  file: SeedFileName,
  where: string,
  french: Record<string, unknown>,
  translated: Record<string, unknown>,
  problems: string[],
): void {
  for (const field of IDENTITY_FIELDS[file] ?? []) {
    if (!same(french[field], translated[field])) {
      problems.push(`${where}.${field} : doit rester ${JSON.stringify(french[field] ?? null)} (valeur française), trouvé ${JSON.stringify(translated[field] ?? null)}.`);
    }
  }
  for (const field of LOCALIZED_FIELDS[file]) {
    const original = french[field];
    const translation = translated[field];
    if (Array.isArray(original)) {
      // home.highlights: same items, each text translated.
      const items = Array.isArray(translation) ? translation : [];
      if (items.length !== original.length) {
        problems.push(`${where}.${field} : ${original.length} éléments attendus comme en français, ${items.length} trouvés.`);
        continue;
      }
      original.forEach((item, index) => {
        for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
          if (!isBlank(value) && isBlank((items[index] as Record<string, unknown>)[key])) {
            problems.push(`${where}.${field}[${index}].${key} : texte vide (le français en a un).`);
          }
        }
      });
    } else if (!isBlank(original) && isBlank(translation)) {
      problems.push(`${where}.${field} : texte vide (le français en a un).`);
    }
  }
}

/**
 * Validates the translation of one file against its French content. `raw` is the parsed JSON.
 * Returns the validated content and the problems (in French, with the file's path).
 */
export function validateTranslation(
  locale: TranslatedLocale,
  file: SeedFileName,
  raw: unknown,
  french: SeedData,
): { data: LocaleTranslations[SeedFileName] | null; problems: string[] } {
  const label = `translations/${locale}/${file}.json`;
  const parsed = schemaOf(file).safeParse(raw);
  if (!parsed.success) {
    return {
      data: null,
      problems: parsed.error.issues.map((issue) => {
        const where = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('').replace(/^\./, '');
        return `${label}${where ? ` ${where}` : ''} : ${issue.message}`;
      }),
    };
  }
  const problems: string[] = [];
  const original = french[file] as unknown;
  if (Array.isArray(original)) {
    const entries = parsed.data as Record<string, unknown>[];
    if (entries.length !== original.length) {
      problems.push(`${label} : ${original.length} entrées attendues comme en français, ${entries.length} trouvées.`);
    } else {
      entries.forEach((entry, index) => compareEntry(file, `${label} [${index}]`, original[index] as Record<string, unknown>, entry, problems));
    }
  } else {
    compareEntry(file, label, original as Record<string, unknown>, parsed.data as Record<string, unknown>, problems);
  }
  return { data: problems.length === 0 ? (parsed.data as LocaleTranslations[SeedFileName]) : null, problems };
}

/**
 * Reads every translation file under `seedDir/translations`. A file that is unreadable or does
 * not match its French original is left out (its entries keep showing French) and reported in
 * `problems`; a missing file is simply not translated yet.
 */
export function loadTranslations(seedDir: string, french: SeedData): { translations: Translations; problems: string[] } {
  const translations: Translations = {};
  const problems: string[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    const dir = path.join(translationsDir(seedDir), locale);
    if (!fs.existsSync(dir)) continue;
    const files: LocaleTranslations = {};
    for (const name of fs.readdirSync(dir).sort()) {
      if (!name.endsWith('.json')) continue;
      const file = name.slice(0, -'.json'.length) as SeedFileName;
      if (!(file in LOCALIZED_FIELDS)) {
        problems.push(`translations/${locale}/${name} : aucun fichier français de ce nom.`);
        continue;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
      } catch (error) {
        problems.push(`translations/${locale}/${name} : JSON illisible (${(error as Error).message}).`);
        continue;
      }
      const result = validateTranslation(locale, file, raw, french);
      problems.push(...result.problems);
      if (result.data) (files as Record<string, unknown>)[file] = result.data;
    }
    translations[locale] = files;
  }
  return { translations, problems };
}

/** The translation files present, as `<locale>/<file>` (e.g. `pt/artists`), sorted. */
export function translationFileKeys(seedDir: string): string[] {
  const keys: string[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    const dir = path.join(translationsDir(seedDir), locale);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      if (name.endsWith('.json')) keys.push(`${locale}/${name.slice(0, -'.json'.length)}`);
    }
  }
  return keys.sort();
}

/** Keeps, of `translations`, only the files named in `keys` (`<locale>/<file>`). */
export function pickTranslations(translations: Translations, keys: ReadonlySet<string>): Translations {
  const picked: Translations = {};
  for (const [locale, files] of Object.entries(translations) as [TranslatedLocale, LocaleTranslations][]) {
    const kept = Object.fromEntries(Object.entries(files).filter(([file]) => keys.has(`${locale}/${file}`)));
    if (Object.keys(kept).length > 0) picked[locale] = kept as LocaleTranslations;
  }
  return picked;
}

/** The `<locale>/<file>` keys of the files in `translations`. */
export function keysOf(translations: Translations): string[] {
  return Object.entries(translations).flatMap(([locale, files]) => Object.keys(files ?? {}).map((file) => `${locale}/${file}`));
}

/** The localized fields of a translated entry: the data of its locale version. */
export function localizedData(file: SeedFileName, translated: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of LOCALIZED_FIELDS[file]) {
    if (translated[field] !== undefined) data[field] = translated[field];
  }
  return data;
}
