import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSeedDir } from '../lib/paths';
import { TRANSLATED_LOCALES } from '../lib/locales';
import { loadSeedData } from './load';
import { COLLECTION_FILES, SINGLE_FILES, type SeedData } from './schema';
import {
  LOCALIZED_FIELDS,
  keysOf,
  loadTranslations,
  localizedData,
  pickTranslations,
  translationFileKeys,
  validateTranslation,
  type SeedFileName,
} from './translations';

const french = {
  artists: [
    { name: 'Ana & Rui', slug: 'ana-rui', role: 'teacher', country: 'Portugal', city: 'Lisbonne', shortBio: 'Duo de Lisbonne.', bio: 'Texte.', featured: true, order: 1 },
  ],
  'program-slots': [{ title: 'Stage', day: '2027-04-16', startTime: '14:00', endTime: '15:30', kind: 'workshop', level: 'all', artists: ['ana-rui'] }],
  home: { title: 'Accueil', description: 'Le festival.', heroTitle: 'Kizomba Lumière', highlights: [{ title: 'Stages', text: '18 h' }] },
} as unknown as SeedData;

const englishArtists = [
  { name: 'Ana & Rui', slug: 'ana-rui', role: 'teacher', country: 'Portugal', city: 'Lisbon', shortBio: 'A duo from Lisbon.', bio: 'Text.', featured: true, order: 1 },
];

describe('validateTranslation', () => {
  it('accepts a translation of the same shape and identifiers', () => {
    expect(validateTranslation('en', 'artists', englishArtists, french).problems).toEqual([]);
  });

  it('refuses a changed slug, enum or number', () => {
    const changed = [{ ...englishArtists[0], slug: 'ana-e-rui', role: 'dj', order: 2 }];
    const { data, problems } = validateTranslation('en', 'artists', changed, french);
    expect(data).toBeNull();
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^translations\/en\/artists\.json \[0\]\.slug : doit rester "ana-rui"/);
  });

  it('refuses a missing or extra entry', () => {
    expect(validateTranslation('en', 'artists', [], french).problems).toEqual([
      'translations/en/artists.json : 1 entrées attendues comme en français, 0 trouvées.',
    ]);
  });

  it('refuses empty text where the French has some, also inside home highlights', () => {
    const artists = [{ ...englishArtists[0], bio: '' }];
    expect(validateTranslation('en', 'artists', artists, french).problems).toEqual([
      'translations/en/artists.json [0].bio : texte vide (le français en a un).',
    ]);
    const home = { title: 'Home', description: 'The festival.', heroTitle: 'Kizomba Lumière', highlights: [{ title: 'Workshops', text: ' ' }] };
    expect(validateTranslation('en', 'home', home, french).problems).toEqual([
      'translations/en/home.json.highlights[0].text : texte vide (le français en a un).',
    ]);
  });

  it('refuses a programme slot pointing at other artists, and unknown fields', () => {
    const slots = [{ title: 'Workshop', day: '2027-04-16', startTime: '14:00', endTime: '15:30', kind: 'workshop', level: 'all', artists: [] }];
    expect(validateTranslation('en', 'program-slots', slots, french).problems.join()).toMatch(/artists : doit rester \["ana-rui"\]/);
    const typo = [{ ...englishArtists[0], shortbio: 'x' }];
    expect(validateTranslation('en', 'artists', typo, french).problems.join()).toMatch(/shortbio/);
  });
});

describe('localizedData', () => {
  it('keeps only the fields localized in the CMS', () => {
    expect(localizedData('artists', englishArtists[0] as Record<string, unknown>)).toEqual({
      country: 'Portugal',
      city: 'Lisbon',
      shortBio: 'A duo from Lisbon.',
      bio: 'Text.',
    });
  });

  it('names a field of the French seed schema for every localized field', () => {
    for (const [file, fields] of Object.entries(LOCALIZED_FIELDS) as [SeedFileName, readonly string[]][]) {
      const schema = file in COLLECTION_FILES ? COLLECTION_FILES[file as keyof typeof COLLECTION_FILES].schema : SINGLE_FILES[file as keyof typeof SINGLE_FILES];
      for (const field of fields) expect(Object.keys(schema.shape), `${file}.${field}`).toContain(field);
    }
  });
});

describe('loadTranslations (files)', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads valid files, leaves out invalid ones with their problems, and lists what is present', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-test-'));
    fs.mkdirSync(path.join(dir, 'translations', 'en'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'translations', 'pt'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'translations', 'en', 'artists.json'), JSON.stringify(englishArtists));
    fs.writeFileSync(path.join(dir, 'translations', 'pt', 'artists.json'), '{ pas du json');
    fs.writeFileSync(path.join(dir, 'translations', 'pt', 'artistes.json'), '[]');
    const { translations, problems } = loadTranslations(dir, french);
    expect(translations.en?.artists).toHaveLength(1);
    expect(translations.pt).toEqual({});
    expect(problems).toEqual([
      'translations/pt/artistes.json : aucun fichier français de ce nom.',
      expect.stringMatching(/^translations\/pt\/artists\.json : JSON illisible/),
    ]);
    expect(translationFileKeys(dir)).toEqual(['en/artists', 'pt/artistes', 'pt/artists']);
    expect(keysOf(translations)).toEqual(['en/artists']);
    expect(keysOf(pickTranslations(translations, new Set(['pt/artists'])))).toEqual([]);
  });
});

/**
 * The committed translations (cms/seed/data/translations/<locale>/): each file matches its
 * French original (shape, identifiers, no empty text).
 */
const realDir = resolveSeedDir({});
const present = fs.existsSync(path.join(realDir, 'translations'));

describe.skipIf(!present)('cms/seed/data/translations (real content)', () => {
  const data = loadSeedData(realDir);
  const { problems } = loadTranslations(realDir, data);

  it('every translation file matches its French original', () => {
    expect(problems).toEqual([]);
  });

  it('holds only the nine locales', () => {
    const folders = fs.readdirSync(path.join(realDir, 'translations')).filter((name) => !name.startsWith('.'));
    for (const folder of folders) expect(TRANSLATED_LOCALES as readonly string[]).toContain(folder);
  });
});
