// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { activeLocale, localHref } from './index';

/** In the browser the page's language is `<html lang>` (src/i18n/index.ts). */
afterEach(() => document.documentElement.removeAttribute('lang'));

describe('activeLocale() in the browser', () => {
  it('reads <html lang>', () => {
    document.documentElement.lang = 'es';
    expect(activeLocale()).toBe('es');
    expect(localHref('/checkout/12')).toBe('/es/checkout/12');
  });

  it('is French without a lang, or with one the site does not have', () => {
    expect(activeLocale()).toBe('fr');
    document.documentElement.lang = 'ja';
    expect(activeLocale()).toBe('fr');
    expect(localHref('/checkout/12')).toBe('/checkout/12');
  });
});
