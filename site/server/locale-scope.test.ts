// @vitest-environment node
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from './build-index.ts';
import { completeScopedBuild, fileLocale, localesToRebuild, partsAfter, splitFrenchFirst, type ContentFingerprint } from './locale-scope.ts';
import { tempDir, writeFiles } from './test-helpers.ts';

const ALL = { fr: 'f1', en: 'e1', es: 's1', pt: 'p1', de: 'd1', it: 'i1', nl: 'n1', pl: 'l1', ro: 'r1' };
const print = (locales: Record<string, string>, base = 'b1'): ContentFingerprint => ({ value: JSON.stringify([base, locales]), base, locales });

describe('localesToRebuild', () => {
  it('names the languages whose content moved', () => {
    expect(localesToRebuild(print(ALL), print({ ...ALL, pt: 'p2' }))).toEqual(['pt']);
    expect(localesToRebuild(print(ALL), print({ ...ALL, fr: 'f2', ro: 'r2' }))).toEqual(['fr', 'ro']);
  });

  it('asks for a full build when the base changed, nothing is known or nothing moved', () => {
    expect(localesToRebuild(print(ALL), print({ ...ALL, pt: 'p2' }, 'b2'))).toBeNull();
    expect(localesToRebuild(null, print(ALL))).toBeNull();
    expect(localesToRebuild(print(ALL), print(ALL))).toBeNull();
  });

  it('builds French first when other languages changed with it, and remembers what is left', () => {
    expect(splitFrenchFirst(['fr', 'pt', 'ro'])).toEqual({ now: ['fr'], later: ['pt', 'ro'] });
    expect(splitFrenchFirst(['pt', 'ro'])).toEqual({ now: ['pt', 'ro'], later: [] });
    expect(splitFrenchFirst(['fr'])).toEqual({ now: ['fr'], later: [] });
    const next = print({ ...ALL, fr: 'f2', pt: 'p2' });
    const afterFrench = partsAfter(print(ALL), next, ['fr']);
    expect(afterFrench.locales).toMatchObject({ fr: 'f2', pt: 'p1' });
    expect(afterFrench.value).not.toBe(next.value);
    expect(localesToRebuild(afterFrench, next)).toEqual(['pt']);
    expect(partsAfter(afterFrench, next, ['pt']).value).toBe(next.value);
  });
});

describe('fileLocale', () => {
  it('reads the language of a page from its path; assets and the back-office are shared', () => {
    expect(fileLocale('en/tickets.html')).toBe('en');
    expect(fileLocale('pt/lineup/ines-mateus.html')).toBe('pt');
    expect(fileLocale('tickets.html')).toBe('fr');
    expect(fileLocale('lineup/ines-mateus.html')).toBe('fr');
    expect(fileLocale('admin/news.html')).toBeNull();
    expect(fileLocale('_astro/page.abc.js')).toBeNull();
    expect(fileLocale('favicon.svg')).toBeNull();
  });
});

describe('completeScopedBuild', () => {
  it("takes the other languages' pages, the sitemap and the old assets from the served build", async () => {
    const previous = await tempDir();
    const scoped = await tempDir();
    await writeFiles(previous, {
      'index.html': 'fr old',
      'news/old.html': 'fr article',
      'en/index.html': 'en old',
      'en/news/removed.html': 'en removed since',
      'pt/index.html': 'pt old',
      '_astro/old.js': 'old asset',
      'sitemap-0.xml': 'every language',
      'admin/news.html': 'admin old',
    });
    await writeFiles(scoped, {
      'en/index.html': 'en new',
      '_astro/new.js': 'new asset',
      'sitemap-0.xml': 'english only',
      'admin/news.html': 'admin new',
      'index.html': '',
    });
    await fs.rm(path.join(scoped, 'index.html'));
    await completeScopedBuild(previous, scoped, ['en']);
    expect(await listFiles(scoped)).toEqual([
      '_astro/new.js',
      '_astro/old.js',
      'admin/news.html',
      'en/index.html',
      'index.html',
      'news/old.html',
      'pt/index.html',
      'sitemap-0.xml',
    ]);
    const read = (file: string) => fs.readFile(path.join(scoped, file), 'utf8');
    expect(await read('en/index.html')).toBe('en new');
    expect(await read('index.html')).toBe('fr old');
    expect(await read('sitemap-0.xml')).toBe('every language');
    expect(await read('admin/news.html')).toBe('admin new');
  });
});
