import { translator } from '../../i18n';
import { newsletter } from '../../i18n/fr/newsletter';
import { ApiError } from '../../lib/api/client';

const t = translator({ newsletter });

/**
 * The French sentence for a failed newsletter call: the API's own message for a refusal it
 * explains (invalid address or link, too many attempts: 4xx, already French), else the generic
 * « Une erreur est survenue. Veuillez réessayer. » (outage, network).
 */
export function newsletterFailure(error: unknown, fallback: string = t('newsletter.error')): string {
  if (error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500) {
    return error.message;
  }
  return fallback;
}

/** The `token` of the page's address, then removed from the address bar (history, screen shares). */
export function takeToken(): string | null {
  const token = new URLSearchParams(window.location.search).get('token')?.trim() || null;
  if (token) {
    try {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    } catch {
      // Some embedded browsers refuse: harmless.
    }
  }
  return token;
}
