/**
 * `invitations.locale`: the language of the invitation e-mail, chosen by the admin (French by default).
 */
import { dropColumn, localeColumn, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.addColumn('invitations', 'locale', localeColumn());
};

export const down: Migration = async ({ context: qi }) => {
  await dropColumn(qi, 'invitations', 'locale');
};
