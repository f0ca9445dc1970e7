/**
 * The ticket types' names, descriptions and inclusions in the other languages, from
 * `translations/<xx>.json` (`{ "<slug>": { name, description, includes[] } }`). Adds a language a
 * ticket type lacks and never overwrites one it has, so edits made later are kept; a slug the
 * database does not hold is skipped.
 */
import { readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '@kizomba/locales';
import type { Seeder } from '../../../db/migrator.js';
import type { TicketTypeTexts } from '../models.js';

/** `translations/<xx>.json` of every language but French: slug → texts. */
export function readTicketTypeTranslations(): Map<Locale, Record<string, TicketTypeTexts>> {
  const files = new Map<Locale, Record<string, TicketTypeTexts>>();
  for (const locale of LOCALES) {
    if (locale === 'fr') continue;
    const url = new URL(`./translations/${locale}.json`, import.meta.url);
    let raw: string;
    try {
      raw = readFileSync(url, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    files.set(locale, JSON.parse(raw) as Record<string, TicketTypeTexts>);
  }
  return files;
}

export const up: Seeder = async ({ context: { models, logger } }) => {
  const files = readTicketTypeTranslations();
  let added = 0;
  for (const ticketType of await models.TicketType.findAll()) {
    const translations = { ...(ticketType.translations ?? {}) };
    let changed = false;
    for (const [locale, bySlug] of files) {
      const texts = bySlug[ticketType.slug];
      if (!texts || translations[locale]) continue;
      translations[locale] = { name: texts.name, description: texts.description, includes: [...texts.includes] };
      changed = true;
      added += 1;
    }
    if (changed) await ticketType.update({ translations });
  }
  logger.info({ added }, 'types de billets : traductions ajoutées');
};

/** Translations are editorial content: going back leaves them. */
export const down: Seeder = async () => {};
