/**
 * `users.locale`: the language of the account's e-mails that no request names (the last one the
 * person used the site in: registration, login, password and link requests).
 */
import { dropColumn, localeColumn, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.addColumn('users', 'locale', localeColumn());
};

export const down: Migration = async ({ context: qi }) => {
  await dropColumn(qi, 'users', 'locale');
};
