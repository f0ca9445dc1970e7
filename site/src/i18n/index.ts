/**
 * UI strings: every text the interface shows, one folder per language and one file per area.
 *
 * `fr/` is the reference language. A file exports one or more namespaces (`cart`, `orderStatus`,
 * `admin`, …) and every key starts with its namespace: `cart.title` lives in `fr/cart.ts`,
 * `orderStatus.errors.fetch` in `fr/order-status.ts`. Another language is a sibling folder with the
 * same files and the same keys (`en/cart.ts` exporting `cart: Dictionary['cart']`); the shape test
 * (./dictionary.test.ts) checks every folder against French.
 *
 * A module builds its `t` from the namespaces it shows, so an island's bundle carries only those
 * strings and a key is checked at compile time:
 *
 *   import { cart } from '../../i18n/fr/cart';
 *   import { errors } from '../../i18n/fr/common';
 *   const t = translator({ cart, errors });
 *   t('cart.title');
 *   t('cart.itemCount', { count: 3 });
 *
 * `t` answers in the language of the page being shown (`activeLocale()`), falling back to the
 * French namespaces it was built with for a key that language lacks. On the server that language
 * is set for each page by src/middleware.ts, and every language's strings are loaded; in the
 * browser it is `<html lang>`, and a page that is not French loads its language's strings as one
 * chunk (`./<xx>/index.ts`) before any module using `t` runs. A French page loads no extra file,
 * and an island's bundle carries no other language.
 *
 * Texts quoted by the product spec are copied verbatim (including their punctuation, e.g. '...'
 * rather than '…'), because tests and users rely on those exact words. Placeholders use `{name}`.
 * Editorial content (pages, artists, news…) does not belong here: it comes from the CMS.
 */
import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from '@kizomba/locales';
import type * as admin from './fr/admin';
import type * as auth from './fr/auth';
import type * as cart from './fr/cart';
import type * as chat from './fr/chat';
import type * as checkout from './fr/checkout';
import type * as common from './fr/common';
import type * as contact from './fr/contact';
import type * as content from './fr/content';
import type * as dashboard from './fr/dashboard';
import type * as home from './fr/home';
import type * as holders from './fr/holders';
import type * as hotels from './fr/hotels';
import type * as information from './fr/information';
import type * as invitation from './fr/invitation';
import type * as language from './fr/language';
import type * as lineup from './fr/lineup';
import type * as nav from './fr/nav';
import type * as news from './fr/news';
import type * as newsletter from './fr/newsletter';
import type * as notFound from './fr/not-found';
import type * as orderStatus from './fr/order-status';
import type * as promo from './fr/promo';
import type * as resale from './fr/resale';
import type * as roles from './fr/roles';
import type * as scanner from './fr/scanner';
import type * as tickets from './fr/tickets';
import type * as transfers from './fr/transfers';
import type * as userMenu from './fr/user-menu';
import type * as waitingList from './fr/waiting-list';

/** Same tree, with every leaf widened to `string`. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

type French = typeof admin &
  typeof auth &
  typeof cart &
  typeof chat &
  typeof checkout &
  typeof common &
  typeof contact &
  typeof content &
  typeof dashboard &
  typeof home &
  typeof holders &
  typeof hotels &
  typeof information &
  typeof invitation &
  typeof language &
  typeof lineup &
  typeof nav &
  typeof news &
  typeof newsletter &
  typeof notFound &
  typeof orderStatus &
  typeof promo &
  typeof resale &
  typeof roles &
  typeof scanner &
  typeof tickets &
  typeof transfers &
  typeof userMenu &
  typeof waitingList;

/** The shape every language must have, namespace by namespace (French is the reference). */
export type Dictionary = Widen<French>;

/** Dotted paths to every leaf of the given namespaces: 'checkout.title', 'lineup.role.dj', … */
export type MessageKey<Namespaces> = {
  [K in keyof Namespaces & string]: Namespaces[K] extends string
    ? K
    : `${K}.${MessageKey<Namespaces[K]>}`;
}[keyof Namespaces & string];

export type MessageVars = Readonly<Record<string, string | number>>;

/** Reads a UI string by key and fills its placeholders. */
export interface Translate<Namespaces> {
  (key: MessageKey<Namespaces>, vars?: MessageVars): string;
  /** Whether a key built at run time (`checkout.addressExamples.${country}.city`) names a string. */
  has(key: string): key is MessageKey<Namespaces>;
}

/** The keys a module's `t` accepts: `type Key = KeyOf<typeof t>`. */
export type KeyOf<T> = T extends Translate<infer Namespaces> ? MessageKey<Namespaces> : never;

/** Fills `{name}` placeholders; unknown placeholders are left visible so a typo shows up. */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : match,
  );
}

/** The strings of one language other than French: whatever namespaces its area files export. */
export type LocaleStrings = Readonly<Record<string, unknown>>;

/** `./en/index.ts` → its loader; French has no such file (modules pass their French namespaces). */
const loaders = import.meta.glob<{ default: LocaleStrings }>('./*/index.ts');
const loaderOf = (locale: Locale) => loaders[`./${locale}/index.ts`];
const strings = new Map<Locale, LocaleStrings>();

let serverLocale: Locale = DEFAULT_LOCALE;

/** The server renders one page at a time (astro.config `build.concurrency: 1`); the middleware names its language. */
export function setActiveLocale(locale: Locale): void {
  serverLocale = locale;
}

/** The language of the page being shown: set by the middleware on the server, `<html lang>` in the browser. */
export function activeLocale(): Locale {
  if (import.meta.env.SSR || typeof document === 'undefined') return serverLocale;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * The address of a site path in the page's language: `/tickets` → `/en/tickets` on an English
 * page; a path already in a language is moved to the page's. Left as they are: the back-office
 * (`/admin…`, French only), fragments, queries and other origins.
 */
export function localHref(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || /^\/admin(?=$|[/?#])/.test(path)) return path;
  return localePath(activeLocale(), path);
}

/** Loads the strings of the given languages (French needs none); a language without files is skipped. */
async function loadStrings(locales: readonly Locale[]): Promise<void> {
  await Promise.all(
    locales.map(async (locale) => {
      const load = loaderOf(locale);
      if (load && !strings.has(locale)) strings.set(locale, (await load()).default);
    }),
  );
}

if (import.meta.env.SSR || typeof document === 'undefined') {
  await loadStrings(Object.keys(loaders).map((path) => path.split('/')[1]).filter(isLocale));
} else {
  await loadStrings([activeLocale()]);
}

function find(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The `t` of a module, over the namespaces it shows:
 * `const t = translator({ orderStatus }); t('orderStatus.errors.fetch', { message })`.
 * Each call reads the page's language, so a module-level `t` serves every page of a build.
 */
export function translator<Namespaces extends object>(namespaces: Namespaces): Translate<Namespaces> {
  const t = (key: MessageKey<Namespaces>, vars?: MessageVars): string => {
    const locale = activeLocale();
    const template = (locale === DEFAULT_LOCALE ? undefined : find(strings.get(locale), key)) ?? find(namespaces, key);
    // Unreachable with a typed key; guards against a key cast from a run-time value.
    if (template === undefined) throw new Error(`Missing UI string: ${key}`);
    return interpolate(template, vars);
  };
  return Object.assign(t, { has: (key: string): key is MessageKey<Namespaces> => find(namespaces, key) !== undefined });
}
