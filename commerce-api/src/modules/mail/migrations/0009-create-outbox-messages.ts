import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, idColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'outbox_messages',
    {
      id: idColumn(),
      // Which renderer builds the e-mail at send time ('order-confirmation', …).
      kind: { type: DataTypes.STRING(60), allowNull: false },
      // One message per business event, e.g. 'order-confirmation:<orderId>': enqueueing twice is a no-op.
      dedupe_key: { type: DataTypes.STRING(191), allowNull: false },
      recipient: { type: DataTypes.STRING(254), allowNull: false },
      // Renderer input, e.g. { orderId }.
      payload: { type: DataTypes.JSON, allowNull: false },
      status: { type: DataTypes.ENUM('pending', 'sending', 'sent', 'failed'), allowNull: false, defaultValue: 'pending' },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      next_attempt_at: { type: DataTypes.DATE, allowNull: false },
      // A 'sending' row whose lease ended (worker crashed) is due again.
      locked_until: { type: DataTypes.DATE, allowNull: true },
      last_error: { type: DataTypes.TEXT, allowNull: true },
      // Message-ID of the sent e-mail, stable across retries (receivers dedupe on it).
      message_id: { type: DataTypes.STRING(255), allowNull: true },
      subject: { type: DataTypes.STRING(255), allowNull: true },
      // Dev outbox: path of the .eml under DATA_DIR/outbox.
      eml_path: { type: DataTypes.STRING(500), allowNull: true },
      sent_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('outbox_messages', ['dedupe_key'], { unique: true, name: 'outbox_messages_dedupe_unique' });
  await qi.addIndex('outbox_messages', ['status', 'next_attempt_at'], { name: 'outbox_messages_due' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('outbox_messages');
};
