/**
 * NewsletterSubscriber: one row per address (double opt-in, CNIL). `pending` until the link of
 * the confirmation e-mail is used, `unsubscribed` kept (not deleted) as the record of the
 * withdrawal of consent; a new subscription starts a new opt-in.
 */
import type { Locale } from '@kizomba/locales';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export interface NewsletterSubscriberAttributes {
  id: number;
  email: string;
  status: SubscriberStatus;
  confirmTokenHash: string | null;
  confirmSentAt: Date | null;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  consentIp: string | null;
  /** The language the festival writes to this person in (src/i18n). */
  locale: Locale;
  createdAt: Date;
  updatedAt: Date;
}

export type NewsletterSubscriberCreationAttributes = Optional<
  NewsletterSubscriberAttributes,
  'id' | 'status' | 'confirmTokenHash' | 'confirmSentAt' | 'confirmedAt' | 'unsubscribedAt' | 'consentIp' | 'locale' | 'createdAt' | 'updatedAt'
>;
export interface NewsletterSubscriberInstance
  extends Model<NewsletterSubscriberAttributes, NewsletterSubscriberCreationAttributes>,
    NewsletterSubscriberAttributes {}
export type NewsletterSubscriberModel = ModelStatic<NewsletterSubscriberInstance>;

export function defineNewsletterSubscriber(sequelize: Sequelize): NewsletterSubscriberModel {
  return sequelize.define<NewsletterSubscriberInstance>(
    'NewsletterSubscriber',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
      status: { type: DataTypes.ENUM(...SUBSCRIBER_STATUSES), allowNull: false, defaultValue: 'pending' },
      confirmTokenHash: { type: DataTypes.CHAR(64), allowNull: true, unique: true },
      confirmSentAt: { type: DataTypes.DATE, allowNull: true },
      confirmedAt: { type: DataTypes.DATE, allowNull: true },
      unsubscribedAt: { type: DataTypes.DATE, allowNull: true },
      consentIp: { type: DataTypes.STRING(45), allowNull: true },
      locale: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'fr' },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'newsletter_subscribers', underscored: true },
  );
}
