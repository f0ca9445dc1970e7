import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, idColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'messages',
    {
      id: idColumn(),
      // Set when the sender was logged in; kept null (not cascaded) if the account goes away.
      user_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      name: { type: DataTypes.STRING(120), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      subject: { type: DataTypes.STRING(200), allowNull: false },
      // ≤ 5000 characters, checked by the API (TEXT holds more).
      message: { type: DataTypes.TEXT, allowNull: false },
      order_number: { type: DataTypes.STRING(40), allowNull: true },
      status: { type: DataTypes.ENUM('new', 'read', 'answered', 'archived'), allowNull: false, defaultValue: 'new' },
      admin_response: { type: DataTypes.TEXT, allowNull: true },
      responded_at: { type: DataTypes.DATE, allowNull: true },
      responded_by: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      // When the sender last opened the answer in their dashboard (the « nouvelle réponse » badge).
      reply_read_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('messages', ['status'], { name: 'messages_status' });
  await qi.addIndex('messages', ['user_id'], { name: 'messages_user_id' });
  await qi.addIndex('messages', ['email'], { name: 'messages_email' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('messages');
};
