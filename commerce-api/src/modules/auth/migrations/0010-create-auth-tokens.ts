import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, idColumn, type Migration } from '../../../db/migration-helpers.js';

/**
 * One-time tokens of the accounts (password reset, magic link, e-mail verification). Only the
 * SHA-256 of the token is stored; a token is used by one conditional UPDATE of `consumed_at`.
 */
export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'auth_tokens',
    {
      id: idColumn(),
      user_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE', onUpdate: 'CASCADE' },
      purpose: { type: DataTypes.ENUM('reset', 'magic-link', 'email-verification'), allowNull: false },
      token_hash: { type: DataTypes.CHAR(64), allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      consumed_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      // Who asked for the e-mail (abuse reports: someone flooding an address with links); IPv6 fits in 45.
      requested_ip: { type: DataTypes.STRING(45), allowNull: true },
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('auth_tokens', ['token_hash'], { unique: true, name: 'auth_tokens_token_hash_unique' });
  await qi.addIndex('auth_tokens', ['user_id', 'purpose'], { name: 'auth_tokens_user_purpose' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('auth_tokens');
};
