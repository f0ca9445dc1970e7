/**
 * The country select's options: every ISO 3166-1 alpha-2 country with its French name.
 *
 * Only the French locale is registered: the library's Node entry point registers ~80 languages,
 * so we import its locale-free core (`index.js`) instead.
 */
import { getNames, registerLocale } from 'i18n-iso-countries/index.js';
import frenchCountryNames from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };

export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** French name ("Allemagne", "Royaume-Uni"). */
  name: string;
}

let cached: readonly Country[] | null = null;

/** Every country, sorted by French name with French collation ("Émirats Arabes Unis" among the E). */
export function countries(): readonly Country[] {
  if (cached) return cached;
  registerLocale(frenchCountryNames);
  const names = getNames('fr', { select: 'official' });
  const collator = new Intl.Collator('fr', { sensitivity: 'base' });
  cached = Object.freeze(
    Object.entries(names)
      .map(([code, name]) => Object.freeze({ code, name }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  );
  return cached;
}
