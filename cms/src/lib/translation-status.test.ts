import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATABLE_TYPES, typeStatus, type TranslatableType } from './translation-status';

const artists: TranslatableType = { uid: 'api::artist.artist', label: 'Artistes', nameField: 'name' };

describe('typeStatus', () => {
  const rows = [
    { documentId: 'a', locale: 'fr', updatedAt: '2026-11-20T10:00:00.000Z', name: 'Inês & Mateus' },
    { documentId: 'a', locale: 'en', updatedAt: '2026-11-21T10:00:00.000Z', name: 'Inês & Mateus' },
    { documentId: 'a', locale: 'pt', updatedAt: '2026-11-19T10:00:00.000Z', name: 'Inês & Mateus' },
    { documentId: 'b', locale: 'fr', updatedAt: new Date('2026-11-20T10:00:00.000Z'), name: 'DJ Kalunga' },
    // Only in English: not on the site, not listed.
    { documentId: 'c', locale: 'en', updatedAt: '2026-11-20T10:00:00.000Z', name: 'Ghost' },
  ];

  it('tells up-to-date, older-than-French and missing translations apart, per locale', () => {
    const [dj, duo] = typeStatus(artists, rows);
    expect(duo).toMatchObject({ documentId: 'a', label: 'Inês & Mateus', typeLabel: 'Artistes', updatedAt: '2026-11-20T10:00:00.000Z' });
    expect(duo?.translations.en).toEqual({ state: 'up-to-date', updatedAt: '2026-11-21T10:00:00.000Z' });
    expect(duo?.translations.pt).toEqual({ state: 'outdated', updatedAt: '2026-11-19T10:00:00.000Z' });
    expect(duo?.translations.ro).toEqual({ state: 'missing', updatedAt: null });
    expect(dj?.documentId).toBe('b');
    expect(Object.values(dj?.translations ?? {}).every((t) => t.state === 'missing')).toBe(true);
  });

  it('names a single type after its type', () => {
    const home: TranslatableType = { uid: 'api::home.home', label: "Page d'accueil", nameField: null };
    expect(typeStatus(home, [{ documentId: 'h', locale: 'fr', updatedAt: '2026-11-20T10:00:00.000Z' }])[0]?.label).toBe("Page d'accueil");
  });
});

describe('TRANSLATABLE_TYPES', () => {
  it('lists every localized content type of the CMS, and only those', () => {
    const apiDir = path.resolve(__dirname, '../api');
    const localized = fs
      .readdirSync(apiDir)
      .flatMap((name) => {
        const file = path.join(apiDir, name, 'content-types', name, 'schema.json');
        if (!fs.existsSync(file)) return [];
        const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as { pluginOptions?: { i18n?: { localized?: boolean } } };
        return schema.pluginOptions?.i18n?.localized ? [`api::${name}.${name}`] : [];
      })
      .sort();
    expect(TRANSLATABLE_TYPES.map((type) => type.uid).sort()).toEqual(localized);
  });
});
