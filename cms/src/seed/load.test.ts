import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSeedDir } from '../lib/paths';
import { SEED_FILE_NAMES, SeedValidationError, hasSeedFiles, loadSeedData, validateSeedData } from './load';
import type { SeedData } from './schema';

/** The smallest consistent data set, built in code: the rules are tested independently of the real content. */
function minimalSet(): Record<string, unknown> {
  const page = { title: 'Titre', description: 'Description', body: 'Corps **markdown**.' };
  return {
    artists: [
      { name: 'Ana & Rui', slug: 'ana-rui', role: 'teacher', shortBio: 'Duo de Lisbonne.', featured: true, order: 1 },
      { name: 'DJ Noite', slug: 'dj-noite', role: 'dj', shortBio: 'Sets de kizomba.', instagram: 'https://www.instagram.com/djnoite' },
    ],
    'program-slots': [
      { title: 'Stage', day: '2027-04-16', startTime: '14:00', endTime: '15:30', kind: 'workshop', level: 'all', artists: ['ana-rui'] },
      { title: 'Soirée', day: '2027-04-16', startTime: '22:00:00.000', endTime: '05:00:00.000', kind: 'party', artists: ['dj-noite'] },
    ],
    'news-articles': [{ title: 'Ouverture', slug: 'ouverture', excerpt: 'Court.', body: 'Texte.', date: '2026-09-01T08:00:00.000Z' }],
    hotels: [{ name: 'Hôtel du Quai', slug: 'hotel-du-quai', stars: 3, priceFrom: 89, bookingUrl: 'https://example.org/r' }],
    'faq-entries': [{ question: 'Où ?', answer: 'À Lyon.', category: 'festival' }],
    'site-setting': { festivalName: 'Kizomba Lumière Festival', startDate: '2027-04-16', endDate: '2027-04-18', socialLinks: [{ platform: 'instagram', url: 'https://www.instagram.com/x' }] },
    home: { title: 'Accueil', description: 'Le festival.', heroTitle: 'Kizomba Lumière', highlights: [{ title: 'Stages', text: '18 h' }] },
    concept: page,
    'competition-rule': page,
    information: page,
    about: page,
    'legal-notice': page,
    'privacy-policy': page,
    'terms-of-sale': page,
    'cookie-policy': page,
    accessibility: page,
  };
}

const problemsOf = (raw: Record<string, unknown>): string[] => {
  try {
    validateSeedData(raw);
    return [];
  } catch (error) {
    if (error instanceof SeedValidationError) return error.problems;
    throw error;
  }
};

describe('validateSeedData (rules)', () => {
  it('accepts a minimal consistent set', () => {
    expect(problemsOf(minimalSet())).toEqual([]);
  });

  it('reports a missing required field with its file and path', () => {
    const raw = minimalSet();
    delete (raw.artists as Record<string, unknown>[])[1]!.shortBio;
    expect(problemsOf(raw)).toEqual([expect.stringMatching(/^artists\.json \[1\]\.shortBio : /)]);
  });

  it('rejects values outside the enums', () => {
    const raw = minimalSet();
    (raw.artists as Record<string, unknown>[])[0]!.role = 'singer';
    (raw['program-slots'] as Record<string, unknown>[])[0]!.kind = 'masterclass';
    expect(problemsOf(raw)).toHaveLength(2);
  });

  it('rejects unknown fields (typos, media fields)', () => {
    const raw = minimalSet();
    (raw.artists as Record<string, unknown>[])[0]!.photo = 'portrait.jpg';
    expect(problemsOf(raw).join()).toMatch(/artists\.json \[0\].*photo/);
  });

  it('enforces the text limits of the content model', () => {
    const raw = minimalSet();
    (raw.artists as Record<string, unknown>[])[0]!.shortBio = 'x'.repeat(221);
    (raw['news-articles'] as Record<string, unknown>[])[0]!.excerpt = 'x'.repeat(241);
    expect(problemsOf(raw)).toHaveLength(2);
  });

  it('rejects duplicate slugs', () => {
    const raw = minimalSet();
    (raw.artists as Record<string, unknown>[])[1]!.slug = 'ana-rui';
    expect(problemsOf(raw)).toContain('artists.json : slug « ana-rui » en double.');
  });

  it('rejects programme artists that do not exist', () => {
    const raw = minimalSet();
    (raw['program-slots'] as { artists: string[] }[])[0]!.artists = ['inconnu'];
    expect(problemsOf(raw)).toEqual(['program-slots.json[0] (« Stage ») : artiste « inconnu » absent de artists.json.']);
  });

  it('rejects programme days outside the festival dates', () => {
    const raw = minimalSet();
    (raw['program-slots'] as Record<string, unknown>[])[0]!.day = '2027-04-19';
    expect(problemsOf(raw).join()).toMatch(/hors des dates du festival/);
  });

  it('rejects malformed dates and times', () => {
    const raw = minimalSet();
    (raw['program-slots'] as Record<string, unknown>[])[0]!.startTime = '14h';
    (raw['news-articles'] as Record<string, unknown>[])[0]!.date = '1er septembre';
    expect(problemsOf(raw)).toHaveLength(2);
  });
});

describe('loadSeedData (files)', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const writeSet = (raw: Record<string, unknown>) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
    for (const [name, value] of Object.entries(raw)) fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(value));
    return dir;
  };

  it('reads a folder of files', () => {
    expect(loadSeedData(writeSet(minimalSet())).artists).toHaveLength(2);
  });

  it('lists missing and unreadable files', () => {
    const folder = writeSet(minimalSet());
    fs.rmSync(path.join(folder, 'hotels.json'));
    fs.writeFileSync(path.join(folder, 'about.json'), '{ pas du json');
    expect(() => loadSeedData(folder)).toThrowError(/hotels\.json : fichier manquant[\s\S]*about\.json : JSON illisible/);
  });

  it('tells an empty folder apart', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
    expect(hasSeedFiles(dir)).toBe(false);
  });
});

/**
 * The committed French content (cms/seed/data). Skipped only while the files do not exist yet;
 * once they do, every rule of the content model and the festival's minimum line-up apply.
 */
const realDir = resolveSeedDir({});
const realPresent = SEED_FILE_NAMES.every((name) => fs.existsSync(path.join(realDir, `${name}.json`)));

describe.skipIf(!realPresent)('cms/seed/data (real content)', () => {
  const data: SeedData = realPresent ? loadSeedData(realDir) : ({} as SeedData);

  it('passes validation (fields, enums, unique slugs, artists of the programme)', () => {
    expect(data.artists.length).toBeGreaterThan(0);
  });

  it('has a full line-up, news, hotels and a three-day programme', () => {
    expect(data.artists.length).toBeGreaterThanOrEqual(12);
    expect(data['news-articles'].length).toBeGreaterThanOrEqual(6);
    expect(data.hotels.length).toBeGreaterThanOrEqual(4);
    expect(new Set(data['program-slots'].map((slot) => slot.day)).size).toBeGreaterThanOrEqual(3);
  });

  it('has every role of the line-up and featured artists for the home page', () => {
    const roles = new Set(data.artists.map((artist) => artist.role));
    for (const role of ['teacher', 'dj'] as const) expect(roles).toContain(role);
    expect(data.artists.some((artist) => artist.featured)).toBe(true);
  });

  it('gives every programme artist at least one slot', () => {
    const programmed = new Set(data['program-slots'].flatMap((slot) => slot.artists));
    const idle = data.artists.filter((artist) => !programmed.has(artist.slug)).map((artist) => artist.slug);
    expect(idle).toEqual([]);
  });
});
