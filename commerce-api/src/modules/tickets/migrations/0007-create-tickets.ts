import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, idColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'tickets',
    {
      id: idColumn(),
      order_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'orders', key: 'id' }, onDelete: 'RESTRICT', onUpdate: 'CASCADE' },
      order_item_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'order_items', key: 'id' }, onDelete: 'RESTRICT', onUpdate: 'CASCADE' },
      ticket_type_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'ticket_types', key: 'id' }, onDelete: 'RESTRICT', onUpdate: 'CASCADE' },
      // The QR secret: 32 random bytes, base64url (43 characters). The QR code encodes exactly this.
      code: { type: DataTypes.STRING(64), allowNull: false },
      holder_name: { type: DataTypes.STRING(200), allowNull: false },
      // valid → cancelled / refunded (back-office); check-ins live in their own columns (0013).
      status: { type: DataTypes.ENUM('valid', 'cancelled', 'refunded'), allowNull: false, defaultValue: 'valid' },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('tickets', ['code'], { unique: true, name: 'tickets_code_unique' });
  await qi.addIndex('tickets', ['order_id'], { name: 'tickets_order' });
  await qi.addIndex('tickets', ['ticket_type_id'], { name: 'tickets_ticket_type' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('tickets');
};
