/**
 * `orders.locale`: the language the buyer bought in (the request's, at checkout): the Stripe page, the
 * confirmation e-mail and the PDF tickets speak it.
 */
import { dropColumn, localeColumn, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.addColumn('orders', 'locale', localeColumn());
};

export const down: Migration = async ({ context: qi }) => {
  await dropColumn(qi, 'orders', 'locale');
};
