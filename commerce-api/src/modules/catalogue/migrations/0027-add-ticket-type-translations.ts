/**
 * `ticket_types.translations`: the ticket type's name, description and inclusions in the other
 * languages, `{ "en": { "name", "description", "includes": [] }, … }` (French stays in the
 * columns). A language missing there is shown in French.
 */
import { DataTypes } from 'sequelize';
import { dropColumn, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.addColumn('ticket_types', 'translations', { type: DataTypes.JSON, allowNull: true });
};

export const down: Migration = async ({ context: qi }) => {
  await dropColumn(qi, 'ticket_types', 'translations');
};
