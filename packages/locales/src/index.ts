/**
 * The festival's nine languages (docs/spec.md §1, §9), one list for the site, the commerce API and
 * the Stripe emulator.
 *
 * French is the default: its pages live at the root (`/tickets`), every other language under its
 * code (`/en/tickets`, `/pt`). The API answers in the language a request names in `X-Locale`, else
 * the best match of `Accept-Language`, else French.
 */

export const LOCALES = ['fr', 'en', 'es', 'pt', 'de', 'it', 'nl', 'pl', 'ro'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** The languages other than French: the URL prefixes of the site. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as Exclude<Locale, 'fr'>[];

/** Each language in its own name, as the switcher shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  pt: 'Português',
  de: 'Deutsch',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  ro: 'Română',
};

/**
 * The BCP 47 tag used with `Intl` (dates, numbers, euro amounts) and in `og:locale`. English is
 * British English: a European festival, amounts in euros, day-month dates.
 */
export const INTL_TAGS: Readonly<Record<Locale, string>> = {
  fr: 'fr-FR',
  en: 'en-GB',
  es: 'es-ES',
  pt: 'pt-PT',
  de: 'de-DE',
  it: 'it-IT',
  nl: 'nl-NL',
  pl: 'pl-PL',
  ro: 'ro-RO',
};

/** The request header in which the site names the language of the page that sent the request. */
export const LOCALE_HEADER = 'x-locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The site path of `path` in `locale`: `/tickets` → `/en/tickets`, `/` → `/en`, French unchanged.
 * The query and fragment are kept. A path already carrying a language prefix is re-prefixed, so
 * the switcher can map the current page to another language.
 */
export function localePath(locale: Locale, path: string): string {
  const { path: bare } = splitLocalePath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  const match = /^([^?#]*)(.*)$/.exec(bare)!;
  const pathname = match[1] === '/' || match[1] === '' ? '' : match[1];
  return `/${locale}${pathname}${match[2]}`;
}

/** `/en/tickets?x=1` → `{ locale: 'en', path: '/tickets?x=1' }`; `/tickets` → French. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=$|[/?#])(.*)$/.exec(path);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    const rest = match[2] ?? '';
    return { locale: match[1], path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest };
  }
  return { locale: DEFAULT_LOCALE, path: path === '' ? '/' : path };
}

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 §12.5.4): by quality, then
 * order; `pt-BR` counts as `pt`; `*` and unknown languages fall back to French.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  return preferredLocales(acceptLanguage)[0] ?? DEFAULT_LOCALE;
}

/** Our languages a header (or `navigator.languages`, joined) asks for, best first. */
export function preferredLocales(acceptLanguage: string | readonly string[] | null | undefined): Locale[] {
  if (!acceptLanguage) return [];
  const ranges = (typeof acceptLanguage === 'string' ? acceptLanguage.split(',') : acceptLanguage).slice(0, 32);
  const weighted = ranges
    .map((range, index) => {
      const [tag, ...params] = range.trim().split(';');
      const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
      const quality = qParam ? Number(qParam.slice(2)) : 1;
      return { language: (tag ?? '').trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const result: Locale[] = [];
  for (const { language } of weighted) {
    if (isLocale(language) && !result.includes(language)) result.push(language);
  }
  return result;
}

/** The language of a request: a valid `X-Locale` wins, else `Accept-Language`, else French. */
export function requestLocale(explicit: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  const named = explicit?.trim().toLowerCase();
  return isLocale(named) ? named : negotiateLocale(acceptLanguage);
}

const euroFormats = new Map<Locale, Intl.NumberFormat>();

/** An amount in cents as euros in the language's notation (`12,50 €`, `€12.50`): always EUR. */
export function formatEuros(cents: number, locale: Locale = DEFAULT_LOCALE): string {
  let format = euroFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale], { style: 'currency', currency: 'EUR' });
    euroFormats.set(locale, format);
  }
  return format.format(cents / 100);
}
