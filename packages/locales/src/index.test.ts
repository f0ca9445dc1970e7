import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  PREFIXED_LOCALES,
  formatEuros,
  isLocale,
  localePath,
  negotiateLocale,
  preferredLocales,
  requestLocale,
  splitLocalePath,
} from './index.js';

describe('locales', () => {
  it('lists the nine languages of the spec, French first and default', () => {
    expect(LOCALES).toEqual(['fr', 'en', 'es', 'pt', 'de', 'it', 'nl', 'pl', 'ro']);
    expect(DEFAULT_LOCALE).toBe('fr');
    expect(PREFIXED_LOCALES).not.toContain('fr');
    expect(Object.values(LOCALE_NAMES)).toEqual([
      'Français', 'English', 'Español', 'Português', 'Deutsch', 'Italiano', 'Nederlands', 'Polski', 'Română',
    ]);
  });

  it('refuses anything that is not one of them', () => {
    expect(isLocale('pt')).toBe(true);
    for (const value of ['PT', 'pt-BR', 'xx', '', null, undefined, 3, '__proto__']) expect(isLocale(value)).toBe(false);
  });
});

describe('localePath / splitLocalePath', () => {
  it('prefixes every language but French', () => {
    expect(localePath('fr', '/tickets')).toBe('/tickets');
    expect(localePath('en', '/tickets')).toBe('/en/tickets');
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('pt', '/lineup/ennuma?x=1#bio')).toBe('/pt/lineup/ennuma?x=1#bio');
    expect(localePath('de', '/?from=mail')).toBe('/de?from=mail');
  });

  it('maps a page of one language to the same page in another', () => {
    expect(localePath('pl', '/pt/lineup')).toBe('/pl/lineup');
    expect(localePath('fr', '/pt/lineup')).toBe('/lineup');
    expect(localePath('ro', '/en')).toBe('/ro');
  });

  it('reads the language of a path without mistaking a page for one', () => {
    expect(splitLocalePath('/en/tickets')).toEqual({ locale: 'en', path: '/tickets' });
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/en?x=1')).toEqual({ locale: 'en', path: '/?x=1' });
    expect(splitLocalePath('/tickets')).toEqual({ locale: 'fr', path: '/tickets' });
    expect(splitLocalePath('/fr/tickets')).toEqual({ locale: 'fr', path: '/fr/tickets' });
    expect(splitLocalePath('/entrance')).toEqual({ locale: 'fr', path: '/entrance' });
    expect(splitLocalePath('/')).toEqual({ locale: 'fr', path: '/' });
  });
});

describe('negotiateLocale', () => {
  it('follows quality, then order, and reduces regional tags', () => {
    expect(negotiateLocale('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt');
    expect(negotiateLocale('en;q=0.5, de')).toBe('de');
    expect(negotiateLocale('ja, ro;q=0.3')).toBe('ro');
    expect(preferredLocales(['nl-BE', 'en-US', 'nl'])).toEqual(['nl', 'en']);
  });

  it('falls back to French for nothing, garbage or a refused language', () => {
    for (const header of [undefined, null, '', '*', 'ja', 'en;q=0', ';;;,,,', 'x'.repeat(5000)]) {
      expect(negotiateLocale(header)).toBe('fr');
    }
  });

  it('lets an explicit X-Locale win over Accept-Language, when it is one of ours', () => {
    expect(requestLocale('en', 'de')).toBe('en');
    expect(requestLocale(' PL ', undefined)).toBe('pl');
    expect(requestLocale('xx', 'de')).toBe('de');
    expect(requestLocale(undefined, undefined)).toBe('fr');
  });
});

describe('formatEuros', () => {
  it('always formats euros, in each language’s notation', () => {
    const nbsp = /[\u00a0\u202f]/g;
    expect(formatEuros(1250, 'fr').replace(nbsp, ' ')).toBe('12,50 €');
    expect(formatEuros(1250, 'en')).toBe('€12.50');
    expect(formatEuros(1250, 'de').replace(nbsp, ' ')).toBe('12,50 €');
    for (const locale of LOCALES) expect(formatEuros(1250, locale)).toMatch(/€|EUR/);
  });
});
