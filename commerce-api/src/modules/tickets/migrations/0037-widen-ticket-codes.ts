/**
 * Ticket codes become signed codes (`@kizomba/ticket-signature`, 114 characters): the column widens
 * from 64 to 128 characters. Codes already issued (43 random characters) stay as they are.
 *
 * SQLite stores a VARCHAR as TEXT of any length and compares it byte for byte: nothing to change.
 * MariaDB modifies the column in place, its unique index kept, and compares codes byte for byte from
 * now on (utf8mb4_bin, like SQLite): a code is a secret, two spellings differing in case are two
 * codes. The character set stays utf8mb4 so that any text typed at the door compares without error.
 */
import type { Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  if (qi.sequelize.getDialect() === 'sqlite') return;
  await qi.sequelize.query('ALTER TABLE `tickets` MODIFY `code` VARCHAR(128) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL');
};

export const down: Migration = async ({ context: qi }) => {
  if (qi.sequelize.getDialect() === 'sqlite') return;
  const [rows] = await qi.sequelize.query('SELECT COUNT(*) AS `signed` FROM `tickets` WHERE CHAR_LENGTH(`code`) > 64');
  const signed = Number((rows as Array<{ signed: number | string }>)[0]?.signed ?? 0);
  // Narrowing would cut them: the tickets in people's hands would stop opening the door.
  if (signed > 0) throw new Error(`0037 : ${signed} billet(s) ont un code signé de plus de 64 caractères, la colonne ne peut pas redevenir VARCHAR(64)`);
  await qi.sequelize.query('ALTER TABLE `tickets` MODIFY `code` VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL');
};
