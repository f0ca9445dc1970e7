import { DataTypes } from 'sequelize';
import { TABLE_OPTIONS, idColumn, timestampColumns, type Migration } from '../../../db/migration-helpers.js';

/**
 * No unsubscribe token column: the unsubscribe token is HMAC(JWT_SECRET, 'unsubscribe:' + id),
 * recomputed when an e-mail is rendered and verified on use (modules/newsletter/tokens.ts).
 */
export const up: Migration = async ({ context: qi }) => {
  await qi.createTable(
    'newsletter_subscribers',
    {
      id: idColumn(),
      // Lowercased by the API (SQLite compares case-sensitively).
      email: { type: DataTypes.STRING(254), allowNull: false },
      status: { type: DataTypes.ENUM('pending', 'confirmed', 'unsubscribed'), allowNull: false, defaultValue: 'pending' },
      // SHA-256 (hex) of the double opt-in token; the raw token only travels sealed to the e-mail.
      confirm_token_hash: { type: DataTypes.CHAR(64), allowNull: true },
      confirm_sent_at: { type: DataTypes.DATE, allowNull: true },
      confirmed_at: { type: DataTypes.DATE, allowNull: true },
      unsubscribed_at: { type: DataTypes.DATE, allowNull: true },
      // Proof of consent (CNIL): the address the subscription came from.
      consent_ip: { type: DataTypes.STRING(45), allowNull: true },
      ...timestampColumns(),
    },
    TABLE_OPTIONS,
  );
  await qi.addIndex('newsletter_subscribers', ['email'], { unique: true, name: 'newsletter_subscribers_email_unique' });
  await qi.addIndex('newsletter_subscribers', ['confirm_token_hash'], { unique: true, name: 'newsletter_subscribers_confirm_token_unique' });
  await qi.addIndex('newsletter_subscribers', ['status'], { name: 'newsletter_subscribers_status' });
};

export const down: Migration = async ({ context: qi }) => {
  await qi.dropTable('newsletter_subscribers');
};
