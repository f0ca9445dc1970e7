import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_LOCALE, isLocale } from '@kizomba/locales';
import { setActiveLocale } from './i18n';

/**
 * Names the language of the page being rendered (its URL prefix, Astro's i18n routing) so that
 * every `t`, link and format of the render follows it. Pages render one at a time
 * (astro.config `build.concurrency: 1`).
 */
export const onRequest = defineMiddleware((context, next) => {
  setActiveLocale(isLocale(context.currentLocale) ? context.currentLocale : DEFAULT_LOCALE);
  return next();
});
