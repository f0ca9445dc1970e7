import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, idColumn, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'audit_logs',
    {
      id: idColumn(),
      // The staff member who acted; kept null (the row stays) if that account ever goes away.
      actor_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL', onUpdate: 'CASCADE' },
      // 'user.role-changed', 'user.disabled', 'message.replied'…
      action: { type: DataTypes.STRING(60), allowNull: false },
      // What was acted on: 'user', 'message'… and its id as text (order ids are UUIDs).
      target_type: { type: DataTypes.STRING(40), allowNull: false },
      target_id: { type: DataTypes.STRING(64), allowNull: false },
      // Before/after values and the like; never a secret.
      details: { type: DataTypes.JSON, allowNull: true },
      ip: { type: DataTypes.STRING(45), allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('audit_logs', ['created_at'], { name: 'audit_logs_created_at' });
  await qi.addIndex('audit_logs', ['target_type', 'target_id'], { name: 'audit_logs_target' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('audit_logs');
};
