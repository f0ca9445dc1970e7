/**
 * The one place zod is imported from: it switches zod's built-in messages to French once, so
 * every schema (env, request bodies, later the schemas shared with the site's islands) produces
 * messages a French-speaking person can read without each schema repeating them.
 */
import * as z from 'zod';
import type { Locale } from '@kizomba/locales';

z.config(z.locales.fr());

const ZOD_LOCALES: Readonly<Record<Locale, () => { localeError: z.core.$ZodErrorMap }>> = {
  fr: z.locales.fr,
  en: z.locales.en,
  es: z.locales.es,
  pt: z.locales.pt,
  de: z.locales.de,
  it: z.locales.it,
  nl: z.locales.nl,
  pl: z.locales.pl,
  ro: z.locales.ro,
};
const errorMaps = new Map<Locale, z.core.$ZodErrorMap>();

/**
 * Parse options giving zod's built-in messages in `locale` (the schemas' own messages win over
 * them; src/lib/http.ts translates those): `schema.safeParse(value, zodErrorsIn('en'))`.
 */
export function zodErrorsIn(locale: Locale): { error: z.core.$ZodErrorMap } | undefined {
  if (locale === 'fr') return undefined;
  let map = errorMaps.get(locale);
  if (!map) {
    map = ZOD_LOCALES[locale]().localeError;
    errorMaps.set(locale, map);
  }
  return { error: map };
}

export { z };
