/**
 * Every language folder against French: same namespaces, same keys, same `{placeholders}`, lists of
 * the same length, every plural form the language's `Intl.PluralRules` uses, and no French text
 * left behind, for all nine languages.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INTL_TAGS, LOCALES, type Locale } from '@kizomba/locales';
import { describe, expect, it } from 'vitest';
import { API_AREAS, apiDictionary, apiPlural, apiText, interpolate, pluralCategory } from './index.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const required = LOCALES.filter((locale) => locale !== 'fr');

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const isPlural = (node: object) => 'one' in node && 'other' in node && Object.values(node).every((v) => typeof v === 'string');

/** Problems of `node` (a language's) against `reference` (French's), as readable lines. */
function compare(locale: Locale, reference: unknown, node: unknown, path: string, problems: string[]): void {
  if (typeof reference === 'string') {
    if (typeof node !== 'string') return void problems.push(`${path}: missing`);
    if (placeholders(node).join() !== placeholders(reference).join()) {
      problems.push(`${path}: placeholders ${placeholders(node).join(',') || '∅'} instead of ${placeholders(reference).join(',') || '∅'}`);
    }
    // A sentence of three words or more identical to French was not translated.
    if (node === reference && reference.replace(/\{\w+\}/g, '').trim().split(/\s+/).length >= 3) problems.push(`${path}: still French`);
    return;
  }
  if (Array.isArray(reference)) {
    if (!Array.isArray(node) || node.length !== reference.length) return void problems.push(`${path}: ${reference.length} texts expected`);
    reference.forEach((text, i) => compare(locale, text, node[i], `${path}[${i}]`, problems));
    return;
  }
  const ref = reference as Record<string, unknown>;
  if (!node || typeof node !== 'object') return void problems.push(`${path}: missing`);
  const own = node as Record<string, unknown>;
  if (isPlural(ref)) {
    const categories = new Intl.PluralRules(INTL_TAGS[locale]).resolvedOptions().pluralCategories;
    for (const category of categories) {
      if (typeof own[category] !== 'string') problems.push(`${path}.${category}: missing plural form`);
    }
    for (const [category, text] of Object.entries(own)) {
      if (typeof text === 'string' && placeholders(text).join() !== placeholders(ref.other as string).join()) {
        problems.push(`${path}.${category}: placeholders ${placeholders(text).join(',')} instead of ${placeholders(ref.other as string).join(',')}`);
      }
    }
    return;
  }
  for (const key of Object.keys(ref)) compare(locale, ref[key], own[key], path ? `${path}.${key}` : key, problems);
  for (const key of Object.keys(own)) if (!(key in ref)) problems.push(`${path ? `${path}.` : ''}${key}: not in French`);
}

describe('API dictionaries', () => {
  const french = apiDictionary('fr');

  it('French has every area and only literal texts', () => {
    expect(Object.keys(french).sort()).toEqual([...API_AREAS].sort());
  });

  it('only language folders live next to fr/', () => {
    const folders = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(folders.filter((name) => !(LOCALES as readonly string[]).includes(name))).toEqual([]);
  });

  it.each(required)('%s has every file, key, placeholder and plural form of French', (locale) => {
    const files = existsSync(`${root}${locale}`) ? readdirSync(`${root}${locale}`) : [];
    const problems: string[] = [];
    for (const area of API_AREAS) {
      if (!files.includes(`${area}.ts`)) {
        problems.push(`${locale}/${area}.ts: missing file`);
        continue;
      }
      compare(locale, french[area], apiDictionary(locale)[area], area, problems);
    }
    expect(problems).toEqual([]);
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(interpolate('Bonjour {name}, {missing}', { name: 'Awa' })).toBe('Bonjour Awa, {missing}');
    expect(apiText('fr', 'errors.cart.soldOut', { name: 'Full Pass' })).toBe('Les billets « Full Pass » sont épuisés.');
  });

  it('chooses plural forms with the language rules', () => {
    expect(apiPlural('fr', 'mail.orderConfirmation.ticketCount', 1)).toBe('1 billet');
    expect(apiPlural('fr', 'mail.orderConfirmation.ticketCount', 3)).toBe('3 billets');
    expect(pluralCategory('pl', 5)).toBe('many');
    expect(pluralCategory('ro', 2)).toBe('few');
  });
});
