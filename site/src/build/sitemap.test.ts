import { describe, expect, it } from 'vitest';
import { isAliasUrl, isPrivateUrl, sitemapOptions, withDefaultLanguage } from './sitemap';

const site = 'https://festival.example/';
const url = (path: string) => new URL(path, site).href;

describe('sitemap', () => {
  it('leaves out private pages and aliases in every language', () => {
    for (const path of ['/checkout', '/en/checkout', '/pt/dashboard/tickets', '/de/newsletter/confirm', '/admin/sales']) {
      expect(isPrivateUrl(url(path)), path).toBe(true);
    }
    for (const path of ['/', '/en', '/en/tickets', '/pl/lineup/awa', '/entry']) {
      expect(isPrivateUrl(url(path)), path).toBe(false);
    }
    expect(isAliasUrl(url('/legal'))).toBe(true);
    expect(isAliasUrl(url('/ro/terms'))).toBe(true);
    expect(isAliasUrl(url('/ro/terms-of-sale'))).toBe(false);
    expect(sitemapOptions.filter(url('/es/privacy'))).toBe(false);
    expect(sitemapOptions.filter(url('/es/privacy-policy'))).toBe(true);
  });

  it('adds x-default, the French page, to the versions the integration lists', () => {
    const links = [
      { url: url('/en/tickets'), lang: 'en' },
      { url: url('/tickets'), lang: 'fr' },
    ];
    expect(withDefaultLanguage({ url: url('/en/tickets'), links }).links).toEqual([
      ...links,
      { url: url('/tickets'), lang: 'x-default' },
    ]);
    expect(withDefaultLanguage({ url: url('/en/only') })).toEqual({ url: url('/en/only') });
  });

  it('names every language by its code, French being the unprefixed default', () => {
    expect(sitemapOptions.i18n.defaultLocale).toBe('fr');
    expect(Object.keys(sitemapOptions.i18n.locales)).toEqual(['fr', 'en', 'es', 'pt', 'de', 'it', 'nl', 'pl', 'ro']);
  });
});
