/**
 * ISO 3166-1 alpha-2 codes, from the keys of i18n-iso-countries' French locale file (one key per
 * country). Kept apart from countries.ts so the validation, which runs in the browser too, only
 * carries this small JSON and not the i18n-iso-countries library.
 */
import frenchCountryNames from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };

const ALPHA2_CODES: ReadonlySet<string> = new Set(Object.keys(frenchCountryNames.countries));

/** True for an upper-case ISO 3166-1 alpha-2 code ('FR', 'US'…), false for anything else. */
export function isCountryCode(code: unknown): code is string {
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) && ALPHA2_CODES.has(code);
}
