import { afterEach, describe, expect, it } from 'vitest';
import { activeLocale, localHref, setActiveLocale, translator } from './index';
import { language } from './fr/language';
import { language as english } from './en/language';
import { language as polish } from './pl/language';

/** The language of a render and its fallback (src/i18n/index.ts), on the server side (Node). */
afterEach(() => setActiveLocale('fr'));

describe('translator() on the server', () => {
  const t = translator({ language });

  it('answers in French by default', () => {
    expect(activeLocale()).toBe('fr');
    expect(t('language.label')).toBe(language.label);
  });

  it('answers in the language the middleware set, with the same module-level t', () => {
    setActiveLocale('en');
    expect(t('language.label')).toBe(english.label);
    expect(t('language.label')).not.toBe(language.label);
    setActiveLocale('pl');
    expect(t('language.label')).toBe(polish.label);
  });

  it('falls back to the French namespaces for a key the language lacks', () => {
    const own = translator({ festivalOnly: { greeting: 'Bonjour {name}' } });
    setActiveLocale('en');
    expect(own('festivalOnly.greeting', { name: 'Ana' })).toBe('Bonjour Ana');
  });

  it('still rejects a key no language has', () => {
    setActiveLocale('de');
    expect(() => t('language.nowhere' as 'language.label')).toThrow('Missing UI string: language.nowhere');
  });
});

describe('localHref()', () => {
  it('keeps French paths at the root', () => {
    expect(localHref('/tickets')).toBe('/tickets');
    expect(localHref('/')).toBe('/');
  });

  it('prefixes the page language, query and fragment kept', () => {
    setActiveLocale('pt');
    expect(localHref('/tickets')).toBe('/pt/tickets');
    expect(localHref('/')).toBe('/pt');
    expect(localHref('/login?redirect=%2Fdashboard#form')).toBe('/pt/login?redirect=%2Fdashboard#form');
  });

  it('moves a path of another language to the page language, and is idempotent', () => {
    setActiveLocale('de');
    expect(localHref('/en/dashboard/tickets')).toBe('/de/dashboard/tickets');
    expect(localHref(localHref('/tickets'))).toBe('/de/tickets');
  });

  it('leaves the back-office, fragments and other origins alone', () => {
    setActiveLocale('it');
    expect(localHref('/admin')).toBe('/admin');
    expect(localHref('/admin/scanner')).toBe('/admin/scanner');
    expect(localHref('/administration')).toBe('/it/administration');
    expect(localHref('#programme')).toBe('#programme');
    expect(localHref('https://checkout.stripe.com/c/pay/x')).toBe('https://checkout.stripe.com/c/pay/x');
    expect(localHref('//cdn.example.org/x')).toBe('//cdn.example.org/x');
  });
});
