/**
 * `invitations.role`: the guest's dance role (`leader` | `follower`) when the invited ticket type is
 * balanced; null for every other type (a couple pass gives both roles).
 */
import { DataTypes } from 'sequelize';
import { dropColumn, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.addColumn('invitations', 'role', { type: DataTypes.STRING(10), allowNull: true });
};

export const down: Migration = async ({ context: qi }) => {
  await dropColumn(qi, 'invitations', 'role');
};
