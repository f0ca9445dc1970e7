import { countries } from '@kizomba/checkout-rules';
import { PREFIXED_LOCALES } from '@kizomba/locales';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

const nameOf = (locale: Parameters<typeof countryOptions>[0], code: string) =>
  countryOptions(locale).find((country) => country.code === code)?.name;

describe('countryOptions', () => {
  it('keeps French exactly as checkout-rules names and orders it', () => {
    expect(countryOptions('fr')).toEqual(countries());
    expect(nameOf('fr', 'DE')).toBe('Allemagne');
  });

  it.each(PREFIXED_LOCALES)('offers in %s the same countries as French, each named', (locale) => {
    const list = countryOptions(locale);
    expect(list.map((country) => country.code).sort()).toEqual(countries().map((country) => country.code).sort());
    expect(list.every((country) => country.name.length > 0 && country.name !== country.code)).toBe(true);
  });

  it("names countries in the buyer's language", () => {
    expect(nameOf('en', 'DE')).toBe('Germany');
    expect(nameOf('de', 'DE')).toBe('Deutschland');
    expect(nameOf('pl', 'GB')).toBe('Wielka Brytania');
    expect(nameOf('pt', 'AO')).toBe('Angola');
    expect(nameOf('nl', 'FR')).toBe('Frankrijk');
    expect(nameOf('ro', 'FR')).toBe('Franța');
  });

  it("sorts with the language's own collation", () => {
    const polish = countryOptions('pl').map((country) => country.name);
    expect(polish).toEqual(expect.arrayContaining(['Łotwa', 'Luksemburg']));
    // Ł is a letter of its own in Polish, after L: Łotwa after Luksemburg (English order would swap them).
    expect(polish.indexOf('Łotwa')).toBeGreaterThan(polish.indexOf('Luksemburg'));
    const german = countryOptions('de').map((country) => country.name);
    expect(german).toEqual(expect.arrayContaining(['Oman', 'Österreich', 'Pakistan']));
    // German sorts Ö with O: Österreich among the O, before Pakistan.
    expect(german.indexOf('Österreich')).toBeGreaterThan(german.indexOf('Oman'));
    expect(german.indexOf('Österreich')).toBeLessThan(german.indexOf('Pakistan'));
  });
});
