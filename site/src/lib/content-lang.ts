import { activeLocale } from '../i18n';
import type { Localized } from './cms';

/**
 * The `lang` attribute of an element holding CMS text: the entry's language when it is not the
 * page's (a missing translation shown in French), else nothing (the page's `<html lang>` holds).
 * Screen readers then read the French text with a French voice, and the browser hyphenates it
 * as French.
 */
export function langOf(entry: Localized | null | undefined): string | undefined {
  return entry && entry.lang !== activeLocale() ? entry.lang : undefined;
}

/** Whether any of these entries is shown in another language than the page's. */
export function anyUntranslated(entries: readonly (Localized | null | undefined)[]): boolean {
  return entries.some((entry) => langOf(entry) !== undefined);
}
