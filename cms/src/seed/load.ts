/**
 * Reads and validates the seed files. Validation happens before anything is written to the
 * database, and reports every problem at once with its file and path, in French.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { COLLECTION_FILES, SINGLE_FILES, seedDataSchema, type SeedData } from './schema';

export class SeedValidationError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Données de seed invalides :\n  - ${problems.join('\n  - ')}`);
    this.name = 'SeedValidationError';
  }
}

export const SEED_FILE_NAMES = [...Object.keys(COLLECTION_FILES), ...Object.keys(SINGLE_FILES)];

/** Does the folder hold seed files at all? (No files ⇒ nothing to seed, not an error.) */
export function hasSeedFiles(dir: string): boolean {
  return SEED_FILE_NAMES.some((name) => fs.existsSync(path.join(dir, `${name}.json`)));
}

const HHMM = (value: string) => value.slice(0, 5);

/**
 * Rules that span entries or files: unique slugs, relations that resolve, consistent dates.
 * Returns the list of problems (empty when the set is consistent).
 */
export function crossCheck(data: SeedData): string[] {
  const problems: string[] = [];
  const duplicates = (file: string, values: string[], label: string) => {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) problems.push(`${file}.json : ${label} « ${value} » en double.`);
      seen.add(value);
    }
  };
  duplicates('artists', data.artists.map((a) => a.slug), 'slug');
  duplicates('news-articles', data['news-articles'].map((n) => n.slug), 'slug');
  duplicates('hotels', data.hotels.map((h) => h.slug), 'slug');
  duplicates('faq-entries', data['faq-entries'].map((f) => f.question), 'question');
  duplicates(
    'program-slots',
    data['program-slots'].map((s) => `${s.day} ${HHMM(s.startTime)} ${s.title}`),
    'créneau (jour, heure, titre)',
  );

  const artistSlugs = new Set(data.artists.map((a) => a.slug));
  data['program-slots'].forEach((slot, index) => {
    for (const artist of slot.artists) {
      if (!artistSlugs.has(artist)) {
        problems.push(`program-slots.json[${index}] (« ${slot.title} ») : artiste « ${artist} » absent de artists.json.`);
      }
    }
  });

  const { startDate, endDate } = data['site-setting'];
  if (startDate && endDate && startDate > endDate) {
    problems.push('site-setting.json : startDate est après endDate.');
  }
  if (startDate && endDate) {
    data['program-slots'].forEach((slot, index) => {
      if (slot.day < startDate || slot.day > endDate) {
        problems.push(`program-slots.json[${index}] (« ${slot.title} ») : ${slot.day} hors des dates du festival (${startDate} → ${endDate}).`);
      }
    });
  }
  return problems;
}

function formatIssue(issue: z.core.$ZodIssue): string {
  const [file, ...rest] = issue.path;
  const where = rest.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('').replace(/^\./, '');
  return `${String(file)}.json${where ? ` ${where}` : ''} : ${issue.message}`;
}

/** Validates raw parsed JSON (file name → content). Throws SeedValidationError. */
export function validateSeedData(raw: Record<string, unknown>): SeedData {
  const parsed = seedDataSchema.safeParse(raw);
  if (!parsed.success) {
    throw new SeedValidationError(parsed.error.issues.map(formatIssue));
  }
  const problems = crossCheck(parsed.data);
  if (problems.length > 0) throw new SeedValidationError(problems);
  return parsed.data;
}

/** Reads every seed file of `dir` and validates the set. Throws SeedValidationError. */
export function loadSeedData(dir: string): SeedData {
  const raw: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of SEED_FILE_NAMES) {
    const file = path.join(dir, `${name}.json`);
    if (!fs.existsSync(file)) {
      problems.push(`${name}.json : fichier manquant dans ${dir}.`);
      continue;
    }
    try {
      raw[name] = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${name}.json : JSON illisible (${(error as Error).message}).`);
    }
  }
  if (problems.length > 0) throw new SeedValidationError(problems);
  return validateSeedData(raw);
}
