/**
 * Dance roles and balance of a ticket type (docs/purchase-flow.md « Dance roles »).
 * `dance_roles`: 'none' (no role), 'balanced' (each ticket is a leader or a follower, admitted by
 * the balance rule), 'couple' (one unit = one leader + one follower; quota and counters count
 * couples). The balance rule: `balance_ratio_permille` (1200 = at most 1.2 of one role per one of
 * the other; null = no ratio), `balance_allow_first` (the first N of each role always admitted),
 * optional hard caps per role. The role counters follow `sold_count` / `held_count` per role, so
 * one conditional UPDATE on the row checks and takes both.
 */
import { DataTypes } from 'sequelize';
import { dropColumn, type Migration } from '../../../db/migration-helpers.js';

const COUNTERS = ['leader_sold', 'leader_held', 'follower_sold', 'follower_held'] as const;

export const up: Migration = async ({ context: qi }) => {
  await qi.addColumn('ticket_types', 'dance_roles', { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'none' });
  await qi.addColumn('ticket_types', 'balance_ratio_permille', { type: DataTypes.INTEGER, allowNull: true });
  await qi.addColumn('ticket_types', 'balance_allow_first', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
  await qi.addColumn('ticket_types', 'leader_cap', { type: DataTypes.INTEGER, allowNull: true });
  await qi.addColumn('ticket_types', 'follower_cap', { type: DataTypes.INTEGER, allowNull: true });
  for (const column of COUNTERS) {
    await qi.addColumn('ticket_types', column, { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
  }
};

export const down: Migration = async ({ context: qi }) => {
  for (const column of [...COUNTERS].reverse()) await dropColumn(qi, 'ticket_types', column);
  for (const column of ['follower_cap', 'leader_cap', 'balance_allow_first', 'balance_ratio_permille', 'dance_roles']) {
    await dropColumn(qi, 'ticket_types', column);
  }
};
