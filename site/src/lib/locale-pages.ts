import { DEFAULT_LOCALE, LOCALES, type Locale } from '@kizomba/locales';

/**
 * The static paths of a page under `src/pages/[...locale]/`: one per language, French at the
 * root (no `locale` parameter), the others under their code. Astro's i18n routing then gives each
 * render its `currentLocale` (src/middleware.ts).
 */
interface StaticPath {
  params: Record<string, string | undefined>;
  props?: Record<string, unknown>;
}

const localeParam = (locale: Locale): string | undefined => (locale === DEFAULT_LOCALE ? undefined : locale);

/**
 * The languages this build renders: all of them, or SITE_BUILD_LOCALES (`en,pt`) when the site
 * server rebuilds only the languages a publication changed (server/locale-scope.ts).
 */
function builtLocales(): readonly Locale[] {
  const wanted = process.env.SITE_BUILD_LOCALES?.split(',').map((code) => code.trim()).filter(Boolean);
  return wanted && wanted.length > 0 ? LOCALES.filter((locale) => wanted.includes(locale)) : LOCALES;
}

/** `export const getStaticPaths = localeStaticPaths;` for a page with no other parameter. */
export function localeStaticPaths(): { params: { locale: string | undefined } }[] {
  return builtLocales().map((locale) => ({ params: { locale: localeParam(locale) } }));
}

/** Every path of a page with its own parameters (`slug`, a shell's `_`) in every language. */
export function inEveryLocale<Path extends StaticPath>(
  paths: readonly Path[],
): (Path & { params: Path['params'] & { locale: string | undefined } })[] {
  return builtLocales().flatMap((locale) =>
    paths.map((path) => ({ ...path, params: { ...path.params, locale: localeParam(locale) } })),
  );
}
