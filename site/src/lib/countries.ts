import { countries, type Country } from '@kizomba/checkout-rules';
import { DEFAULT_LOCALE, INTL_TAGS, type Locale } from '@kizomba/locales';

const lists = new Map<Locale, readonly Country[]>();

/**
 * The checkout's country options in the buyer's language, sorted as that language sorts them,
 * computed at build time (the browser carries no country dataset). French keeps checkout-rules'
 * list, the names of docs/spec.md's form; another language names the same countries with
 * `Intl.DisplayNames` ("Deutschland", "Wielka Brytania").
 */
export function countryOptions(locale: Locale): readonly Country[] {
  if (locale === DEFAULT_LOCALE) return countries();
  let list = lists.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([INTL_TAGS[locale]], { type: 'region', fallback: 'none' });
    const collator = new Intl.Collator(INTL_TAGS[locale], { sensitivity: 'base' });
    list = Object.freeze(
      countries()
        // A country this runtime cannot name keeps its French name rather than vanish from the list.
        .map(({ code, name }) => Object.freeze({ code, name: names.of(code) ?? name }))
        .sort((a, b) => collator.compare(a.name, b.name)),
    );
    lists.set(locale, list);
  }
  return list;
}
