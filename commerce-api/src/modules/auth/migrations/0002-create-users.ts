import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, idColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'users',
    {
      id: idColumn(),
      // Stored lowercased by the model; 255 × 4 bytes fits InnoDB's 3072-byte index limit.
      email: { type: DataTypes.STRING(255), allowNull: false },
      // Null for accounts created by quick login or invitation before a password is chosen.
      password_hash: { type: DataTypes.STRING(255), allowNull: true },
      first_name: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
      last_name: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
      role: { type: DataTypes.ENUM('admin', 'scanner', 'user'), allowNull: false, defaultValue: 'user' },
      email_verified_at: { type: DataTypes.DATE, allowNull: true },
      disabled_at: { type: DataTypes.DATE, allowNull: true },
      token_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('users', ['email'], { unique: true, name: 'users_email_unique' });
  await qi.addIndex('users', ['role'], { name: 'users_role' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('users');
};
