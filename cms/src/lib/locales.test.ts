import { describe, expect, it } from 'vitest';
// The workspace package the site and the API share; the CMS keeps its own copy of the list.
import { DEFAULT_LOCALE, LOCALES } from '../../../packages/locales/src/index';
import { CMS_LOCALES, DEFAULT_CMS_LOCALE, LOCALE_LABELS, TRANSLATED_LOCALES, isCmsLocale } from './locales';

describe('CMS locales', () => {
  it('are the nine of packages/locales, in the same order, French the default', () => {
    expect([...CMS_LOCALES]).toEqual([...LOCALES]);
    expect(DEFAULT_CMS_LOCALE).toBe(DEFAULT_LOCALE);
  });

  it('name every locale for the admin and translate into the eight others', () => {
    expect(Object.keys(LOCALE_LABELS).sort()).toEqual([...CMS_LOCALES].sort());
    for (const code of CMS_LOCALES) expect(LOCALE_LABELS[code]).toMatch(new RegExp(`\\(${code}\\)$`));
    expect(TRANSLATED_LOCALES).toEqual(CMS_LOCALES.filter((code) => code !== 'fr'));
    expect(isCmsLocale('pt')).toBe(true);
    expect(isCmsLocale('pt-BR')).toBe(false);
  });
});
