/**
 * The language of a request: `X-Locale` (the site names its page's language), else the best match
 * of `Accept-Language`, else French (`requestLocale` of @kizomba/locales). Read once per request by
 * `localeOfRequests`; routes pass `req.locale` to the services, which know nothing of Express.
 */
import type { Request, RequestHandler } from 'express';
import { LOCALE_HEADER, requestLocale, type Locale } from '@kizomba/locales';

declare global {
  namespace Express {
    interface Request {
      /** The language the answer speaks (lib/locale.ts). */
      locale: Locale;
    }
  }
}

/** The request's language, whether or not the middleware ran (errors raised before it). */
export function localeOf(req: Pick<Request, 'get'> & { locale?: Locale }): Locale {
  return req.locale ?? requestLocale(req.get(LOCALE_HEADER), req.get('accept-language'));
}

/**
 * Sets `req.locale`; answers say which headers chose their language (`Vary`), so a shared cache
 * never hands a French catalogue to an English page.
 */
export const localeOfRequests: RequestHandler = (req, res, next) => {
  req.locale = localeOf(req);
  res.vary('X-Locale').vary('Accept-Language');
  res.set('Content-Language', req.locale);
  next();
};
