/**
 * The order identifier of the status screen (docs/spec.md §2): query `session_id`, else the route param
 * `orderId` of `/confirmation/{orderId}`, else query `orderId`, else query `session`.
 *
 * Both pages are static files (`confirmation.html` is served for every `/confirmation/<id>`),
 * so the route param is read from the path in the browser.
 */

import { splitLocalePath } from '@kizomba/locales';

/** Order ids are UUIDs and Checkout Session ids `cs_…`: anything else is not worth a request. */
const IDENTIFIER_PATTERN = /^[A-Za-z0-9_-]{1,255}$/;

const CONFIRMATION_PATH = /^\/confirmation\/([^/]+)\/?$/;

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The `orderId` route param of `/confirmation/{orderId}` (in any language), decoded; null on any other path. */
export function routeOrderId(pathname: string): string | null {
  const match = CONFIRMATION_PATH.exec(splitLocalePath(pathname).path);
  if (!match) return null;
  try {
    return clean(decodeURIComponent(match[1]));
  } catch {
    // A malformed escape ("%E0%A4%A") is no identifier.
    return null;
  }
}

/**
 * The first identifier present, in the spec's order, or `null` (→ 'ID de session invalide')
 * when none is there or the first one present is malformed.
 */
export function resolveOrderIdentifier(location: { pathname: string; search: string }): string | null {
  const query = new URLSearchParams(location.search);
  const candidate =
    clean(query.get('session_id')) ??
    routeOrderId(location.pathname) ??
    clean(query.get('orderId')) ??
    clean(query.get('session'));
  return candidate && IDENTIFIER_PATTERN.test(candidate) ? candidate : null;
}
