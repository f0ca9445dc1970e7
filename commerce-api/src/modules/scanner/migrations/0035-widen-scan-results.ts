/**
 * Scan results become a plain string: the door now also answers `transferred`, `renamed`,
 * `resold` (an old code of a ticket that changed hands or names) and `on_resale`, and the next
 * verdict should not need a table rebuild. SQLite already stores an ENUM as TEXT; MariaDB's ENUM
 * is widened to VARCHAR in place (existing rows keep their value).
 */
import type { Migration } from '../../../db/migration-helpers.js';

const FIRST_RESULTS = ['valid', 'already_checked_in', 'cancelled', 'refunded', 'not_valid_today', 'unknown'];

export const up: Migration = async ({ context: qi }) => {
  if (qi.sequelize.getDialect() === 'sqlite') return;
  await qi.sequelize.query('ALTER TABLE `scans` MODIFY `result` VARCHAR(24) NOT NULL');
};

export const down: Migration = async ({ context: qi }) => {
  if (qi.sequelize.getDialect() === 'sqlite') return;
  // The later verdicts did not exist before: they read as an unknown code.
  await qi.sequelize.query(`UPDATE \`scans\` SET \`result\` = 'unknown' WHERE \`result\` NOT IN (${FIRST_RESULTS.map((r) => `'${r}'`).join(', ')})`);
  await qi.sequelize.query(`ALTER TABLE \`scans\` MODIFY \`result\` ENUM(${FIRST_RESULTS.map((r) => `'${r}'`).join(', ')}) NOT NULL`);
};
