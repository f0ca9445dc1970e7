/**
 * `messages.locale`: the language the contact message was sent in; the acknowledgement and the
 * team's reply e-mails speak it.
 */
import { dropColumn, localeColumn, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.addColumn('messages', 'locale', localeColumn());
};

export const down: Migration = async ({ context: qi }) => {
  await dropColumn(qi, 'messages', 'locale');
};
