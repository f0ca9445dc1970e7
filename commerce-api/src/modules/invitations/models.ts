/**
 * Invitation: a free admission the back-office sends to someone (artist, partner, press). The
 * e-mail carries a one-time link `/invitation/{token}`; only the SHA-256 of the token is stored
 * (`tokenHash`), a resend replaces it (the old link stops working). Claiming it creates a completed
 * order at 0 € (`source: 'invitation'`) with its tickets, once: `sent` → `claimed` by a conditional
 * UPDATE. `expired` is not stored: a `sent` invitation whose `expiresAt` has passed.
 */
import type { DanceRole } from '@kizomba/api-contract/catalogue';
import type { Locale } from '@kizomba/locales';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const INVITATION_STATUSES = ['sent', 'claimed', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
/** What the API shows: the stored status, or `expired`. */
export type InvitationDisplayStatus = InvitationStatus | 'expired';

export const INVITATION_MAX_QUANTITY = 10;
export const INVITATION_MESSAGE_MAX_LENGTH = 1000;
/** Default validity of a new invitation (and of a resent expired one). */
export const INVITATION_TTL_DAYS = 30;

export interface InvitationAttributes {
  id: number;
  tokenHash: string;
  email: string;
  name: string;
  ticketTypeId: number;
  quantity: number;
  /** The guest's dance role on a balanced ticket type; null otherwise. */
  role: DanceRole | null;
  message: string | null;
  status: InvitationStatus;
  expiresAt: Date;
  createdBy: number | null;
  claimedAt: Date | null;
  orderId: string | null;
  /** The language the festival writes to this person in (src/i18n). */
  locale: Locale;
  createdAt: Date;
  updatedAt: Date;
}

export type InvitationCreationAttributes = Optional<
  InvitationAttributes,
  'id' | 'role' | 'message' | 'status' | 'createdBy' | 'claimedAt' | 'orderId' | 'locale' | 'createdAt' | 'updatedAt'
>;
export interface InvitationInstance extends Model<InvitationAttributes, InvitationCreationAttributes>, InvitationAttributes {}
export type InvitationModel = ModelStatic<InvitationInstance>;

export function defineInvitation(sequelize: Sequelize): InvitationModel {
  return sequelize.define<InvitationInstance>(
    'Invitation',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      tokenHash: { type: DataTypes.CHAR(64), allowNull: false, unique: true },
      email: { type: DataTypes.STRING(254), allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      ticketTypeId: { type: DataTypes.INTEGER, allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false, validate: { min: 1, max: INVITATION_MAX_QUANTITY } },
      role: { type: DataTypes.STRING(10), allowNull: true },
      message: { type: DataTypes.TEXT, allowNull: true },
      status: { type: DataTypes.ENUM(...INVITATION_STATUSES), allowNull: false, defaultValue: 'sent' },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      createdBy: { type: DataTypes.INTEGER, allowNull: true },
      claimedAt: { type: DataTypes.DATE, allowNull: true },
      orderId: { type: DataTypes.STRING(36), allowNull: true },
      locale: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'fr' },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'invitations', underscored: true },
  );
}
