import { localHref } from '../../i18n';

/**
 * Page changes of the auth islands, in one object so that tests can watch them (jsdom cannot
 * navigate). `replace` for redirects the Back button must skip (guard, one-time links). A site
 * path is opened in the page's language (`/dashboard` → `/en/dashboard` from an English page).
 */
export const nav = {
  assign(url: string): void {
    window.location.assign(localHref(url));
  },
  replace(url: string): void {
    window.location.replace(localHref(url));
  },
  /** The current path with its query and hash. */
  here(): string {
    return `${window.location.pathname}${window.location.search}${window.location.hash}`;
  },
  /** A query parameter of the current URL. */
  param(name: string): string | null {
    return new URLSearchParams(window.location.search).get(name);
  },
};
