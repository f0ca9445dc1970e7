import { describe, expect, it } from 'vitest';
import { rememberLocale, rememberedLocale, suggestedLocale, withQueryAndFragment } from './language-choice';
import type { KeyValueStorage } from './storage';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  };
}

describe('the remembered language', () => {
  it('is stored under "locale" and read back', () => {
    const storage = memoryStorage();
    expect(rememberedLocale(storage)).toBeNull();
    rememberLocale('pl', storage);
    expect(storage.data).toEqual({ locale: 'pl' });
    expect(rememberedLocale(storage)).toBe('pl');
  });

  it('ignores a stored value that is not one of our languages', () => {
    expect(rememberedLocale(memoryStorage({ locale: 'ja' }))).toBeNull();
  });

  it('survives a storage that throws', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberLocale('de', blocked)).not.toThrow();
    expect(rememberedLocale(blocked)).toBeNull();
  });
});

describe('suggestedLocale', () => {
  it("suggests the browser's favourite of our languages on the French home", () => {
    expect(suggestedLocale({ pageLocale: 'fr', remembered: null, browserLanguages: ['de-DE', 'de', 'en'] })).toBe('de');
    expect(suggestedLocale({ pageLocale: 'fr', remembered: null, browserLanguages: ['ja', 'pt-BR'] })).toBe('pt');
  });

  it('suggests nothing to a browser that prefers French or none of our languages', () => {
    expect(suggestedLocale({ pageLocale: 'fr', remembered: null, browserLanguages: ['fr-FR', 'en'] })).toBeNull();
    expect(suggestedLocale({ pageLocale: 'fr', remembered: null, browserLanguages: ['ja', 'zh'] })).toBeNull();
    expect(suggestedLocale({ pageLocale: 'fr', remembered: null, browserLanguages: [] })).toBeNull();
  });

  it('suggests a remembered choice other than the page, and nothing once the page is in it', () => {
    expect(suggestedLocale({ pageLocale: 'fr', remembered: 'pl', browserLanguages: ['de'] })).toBe('pl');
    expect(suggestedLocale({ pageLocale: 'en', remembered: 'fr', browserLanguages: ['en'] })).toBe('fr');
    expect(suggestedLocale({ pageLocale: 'pl', remembered: 'pl', browserLanguages: ['de'] })).toBeNull();
  });

  it('keeps French for a visitor who dismissed the suggestion', () => {
    expect(suggestedLocale({ pageLocale: 'fr', remembered: 'fr', browserLanguages: ['de'] })).toBeNull();
  });

  it("leaves another language's home alone when nothing was chosen", () => {
    expect(suggestedLocale({ pageLocale: 'en', remembered: null, browserLanguages: ['de'] })).toBeNull();
  });
});

describe('withQueryAndFragment', () => {
  it('adds the current query and fragment to the link', () => {
    expect(withQueryAndFragment('/pl/checkout', '?code=KIZ', '#billing')).toBe('/pl/checkout?code=KIZ#billing');
    expect(withQueryAndFragment('/pl', '', '#faq')).toBe('/pl#faq');
    expect(withQueryAndFragment('/pl/lineup', '', '')).toBe('/pl/lineup');
  });

  it('replaces the query and fragment added earlier', () => {
    expect(withQueryAndFragment('/pl/lineup?day=1#old', '?day=2', '#new')).toBe('/pl/lineup?day=2#new');
    expect(withQueryAndFragment('/pl/lineup?day=1#old', '', '')).toBe('/pl/lineup');
  });
});
