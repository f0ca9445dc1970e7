/**
 * Accounts that hold against an attacker (docs/accounts.md « Security »):
 * - `users.totp_*`: the staff second factor (secret sealed with the server key, last accepted
 *   time step so a code is never accepted twice);
 * - `recovery_codes`: the staff's single-use recovery codes (SHA-256 only);
 * - `mfa_challenges`: the short-lived step between a right password and the second factor;
 * - `login_throttles`: wrong passwords per address (SHA-256 of the address, known or not) and the
 *   lock they earned, shared by every API replica;
 * - `revoked_sessions`: the session ids (`sid` of the JWT) ended by a logout, until they expire.
 */
import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, idColumn, type Migration } from '../../../db/migration-helpers.js';

const userRef = { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE' } as const;

export const up: Migration = async ({ context: qi }) => {
  // addColumn only: on SQLite changeColumn rebuilds the table and drops its indexes.
  await qi.addColumn('users', 'totp_secret', { type: DataTypes.STRING(255), allowNull: true });
  await qi.addColumn('users', 'totp_enabled_at', { type: DataTypes.DATE, allowNull: true });
  await qi.addColumn('users', 'totp_last_step', { type: DataTypes.INTEGER, allowNull: true });

  await qi.createTable(
    'recovery_codes',
    {
      id: idColumn(),
      user_id: userRef,
      code_hash: { type: DataTypes.CHAR(64), allowNull: false },
      used_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('recovery_codes', ['user_id'], { name: 'recovery_codes_user_id' });

  await qi.createTable(
    'mfa_challenges',
    {
      id: idColumn(),
      user_id: userRef,
      token_hash: { type: DataTypes.CHAR(64), allowNull: false },
      mode: { type: DataTypes.STRING(10), allowNull: false },
      // The secret being enrolled (sealed), until the first right code makes it the user's.
      pending_secret: { type: DataTypes.STRING(255), allowNull: true },
      remember_me: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      failures: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      consumed_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('mfa_challenges', ['token_hash'], { unique: true, name: 'mfa_challenges_token_hash_unique' });
  await qi.addIndex('mfa_challenges', ['user_id'], { name: 'mfa_challenges_user_id' });

  await qi.createTable(
    'login_throttles',
    {
      key_hash: { type: DataTypes.CHAR(64), allowNull: false, primaryKey: true },
      failures: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      last_failure_at: { type: DataTypes.DATE, allowNull: false },
      locked_until: { type: DataTypes.DATE, allowNull: true },
    },
    TABLE_OPTIONS,
  );
  // Rows quiet for longer than the window plus the longest lock are purged by this column.
  await qi.addIndex('login_throttles', ['last_failure_at'], { name: 'login_throttles_last_failure_at' });

  await qi.createTable(
    'revoked_sessions',
    {
      sid: { type: DataTypes.STRING(32), allowNull: false, primaryKey: true },
      user_id: userRef,
      expires_at: { type: DataTypes.DATE, allowNull: false },
      revoked_at: { type: DataTypes.DATE, allowNull: false },
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('revoked_sessions', ['expires_at'], { name: 'revoked_sessions_expires_at' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('revoked_sessions');
  await qi.dropTable('login_throttles');
  await qi.dropTable('mfa_challenges');
  await qi.dropTable('recovery_codes');
  const columns = ['totp_last_step', 'totp_enabled_at', 'totp_secret'];
  for (const column of columns) {
    // Sequelize's SQLite removeColumn rebuilds the table, losing its indexes; SQLite (≥ 3.35) drops in place.
    if (qi.sequelize.getDialect() === 'sqlite') await qi.sequelize.query(`ALTER TABLE \`users\` DROP COLUMN \`${column}\``);
    else await qi.removeColumn('users', column);
  }
};
