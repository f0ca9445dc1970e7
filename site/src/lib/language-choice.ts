import { DEFAULT_LOCALE, isLocale, preferredLocales, type Locale } from '@kizomba/locales';
import { STORAGE_KEYS, browserStorage, readStorage, writeStorage, type KeyValueStorage } from './storage';

/**
 * The visitor's language choice: remembered in the browser when they pick a language in the
 * switcher, accept the home page's suggestion or dismiss it. The site never redirects on it
 * (crawlers and shared links must reach the page they ask for); it only decides whether the home
 * page suggests another language.
 */

export function rememberedLocale(storage: KeyValueStorage | null = browserStorage()): Locale | null {
  const value = readStorage(storage, STORAGE_KEYS.locale);
  return isLocale(value) ? value : null;
}

export function rememberLocale(locale: Locale, storage: KeyValueStorage | null = browserStorage()): void {
  writeStorage(storage, STORAGE_KEYS.locale, locale);
}

export interface SuggestionContext {
  /** The language of the home page being shown. */
  pageLocale: Locale;
  /** What the visitor chose earlier, if anything. */
  remembered: Locale | null;
  /** `navigator.languages`. */
  browserLanguages: readonly string[];
}

/**
 * The language the home page suggests, or null: a remembered choice other than the page's; with no
 * choice yet, on the French home only, the browser's favourite of our languages when it is not
 * French (a visitor who reached `/en` chose English by following that link).
 */
export function suggestedLocale({ pageLocale, remembered, browserLanguages }: SuggestionContext): Locale | null {
  if (remembered) return remembered === pageLocale ? null : remembered;
  if (pageLocale !== DEFAULT_LOCALE) return null;
  const favourite = preferredLocales(browserLanguages)[0];
  return favourite && favourite !== pageLocale ? favourite : null;
}

/**
 * A switcher link with the current query and fragment: the build-time link names the same page in
 * another language (`/pl/checkout`), the browser knows the rest (`?code=KIZ`, `#billing`). Whatever
 * query or fragment the link carried is replaced, so it can be refreshed whenever they change.
 */
export function withQueryAndFragment(href: string, search: string, hash: string): string {
  const [path] = href.split(/[?#]/);
  return `${path}${search}${hash}`;
}
