import type { Locale } from '@kizomba/locales';
import { activeLocale } from '../../i18n';
import { ApiError, createApiClient } from './client';
import { fetchTicketCatalogue, type TicketType } from './tickets';

/**
 * Build-time access to the commerce API (server side only: reads process.env).
 *
 * The ticket catalogue is rendered into the pages at build time, then refreshed live by the
 * tickets island. There is no fallback catalogue: a build without the API would publish wrong
 * prices or availability, so it fails loudly instead (the site server keeps the previous build).
 */
export function buildTimeApiUrl(): string {
  return (process.env.API_URL ?? 'http://127.0.0.1:3001').replace(/\/+$/, '');
}

/** One catalogue per language (ticket names and descriptions are translated by the API). */
const catalogues = new Map<Locale, Promise<TicketType[]>>();

/** The catalogue in the page's language, fetched once per build and shared by every page that shows it. */
export function loadTicketCatalogue(): Promise<TicketType[]> {
  const locale = activeLocale();
  const cached = catalogues.get(locale);
  if (cached) return cached;
  const catalogue = fetchTicketCatalogue({ client: createApiClient({ baseUrl: `${buildTimeApiUrl()}/api`, storage: null }) }).catch(
    (error: unknown) => {
      const status = error instanceof ApiError ? error.status : undefined;
      const reason =
        status === null
          ? 'no response (is it running?)'
          : error instanceof Error
            ? `${error.message}${status ? ` (HTTP ${status})` : ''}`
            : String(error);
      throw new Error(
        `[site build] Cannot load the ticket catalogue from ${buildTimeApiUrl()}/api/tickets: ${reason}. ` +
          'Start the commerce API or set API_URL; the site is not built without real ticket data.',
      );
    },
  );
  catalogues.set(locale, catalogue);
  return catalogue;
}
