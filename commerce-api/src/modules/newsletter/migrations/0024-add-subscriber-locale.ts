/**
 * `newsletter_subscribers.locale`: the language the address subscribed in (confirmation, welcome).
 */
import { dropColumn, localeColumn, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.addColumn('newsletter_subscribers', 'locale', localeColumn());
};

export const down: Migration = async ({ context: qi }) => {
  await dropColumn(qi, 'newsletter_subscribers', 'locale');
};
