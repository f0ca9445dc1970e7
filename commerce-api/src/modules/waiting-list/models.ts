/**
 * The waiting list: an entry is a person (e-mail, language) waiting for 1–4 places of a ticket
 * type, in one dance role for a balanced type. When places free up, the dispatcher makes the next
 * eligible entry an offer: its seats held for a limited time, claimed from a single-use link.
 * Only the SHA-256 of the entry's management link and of the offer's link is stored.
 *
 * Entry: 'pending' (joined, its e-mail not confirmed yet: counted nowhere) → 'waiting' (confirmed, in line
 * from that moment) → 'offered' (an offer is open or being paid) → 'converted' (bought), or back to
 * 'waiting' when the offer lapses (once), 'removed' (lapsed twice, or removed by an admin), 'left'.
 * Offer: 'open' → 'ordered' (a checkout consumed it) → 'converted' (paid), or 'lapsed' (expired),
 * 'withdrawn' (the person left); an 'ordered' offer whose order failed while it is still valid opens again.
 */
import type { Locale } from '@kizomba/locales';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import type { DanceRole } from '@kizomba/api-contract/catalogue';

export const WAITING_ENTRY_STATUSES = ['pending', 'waiting', 'offered', 'converted', 'left', 'removed'] as const;
export type WaitingEntryStatus = (typeof WAITING_ENTRY_STATUSES)[number];

export const WAITING_OFFER_STATUSES = ['open', 'ordered', 'converted', 'lapsed', 'withdrawn'] as const;
export type WaitingOfferStatus = (typeof WAITING_OFFER_STATUSES)[number];

/** Places one entry may wait for. */
export const WAITING_LIST_MAX_QUANTITY = 4;
/** Offers a person may let lapse: at the second, the entry leaves the list. */
export const WAITING_LIST_MAX_LAPSES = 2;

export interface WaitingListEntryAttributes {
  id: number;
  ticketTypeId: number;
  role: DanceRole | null;
  email: string;
  /** The e-mail as one mailbox (lower-case, no `+tag`): one entry per mailbox, type and role. */
  emailKey: string;
  quantity: number;
  locale: Locale;
  status: WaitingEntryStatus;
  lapses: number;
  /** Position order (then id); set again when a lapsed entry goes to the back of the list. */
  queuedAt: Date;
  tokenHash: string;
  userId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export type WaitingListEntryCreationAttributes = Optional<
  WaitingListEntryAttributes,
  'id' | 'role' | 'locale' | 'status' | 'lapses' | 'userId' | 'createdAt' | 'updatedAt'
>;
export interface WaitingListEntryInstance
  extends Model<WaitingListEntryAttributes, WaitingListEntryCreationAttributes>,
    WaitingListEntryAttributes {}
export type WaitingListEntryModel = ModelStatic<WaitingListEntryInstance>;

export interface WaitingListOfferAttributes {
  id: number;
  entryId: number;
  ticketTypeId: number;
  role: DanceRole | null;
  quantity: number;
  tokenHash: string;
  status: WaitingOfferStatus;
  expiresAt: Date;
  /** The cart the claim made (same cart on every claim while the offer is open). */
  cartId: string | null;
  /** The order that consumed the offer. */
  orderId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type WaitingListOfferCreationAttributes = Optional<
  WaitingListOfferAttributes,
  'id' | 'role' | 'status' | 'cartId' | 'orderId' | 'createdAt' | 'updatedAt'
>;
export interface WaitingListOfferInstance
  extends Model<WaitingListOfferAttributes, WaitingListOfferCreationAttributes>,
    WaitingListOfferAttributes {}
export type WaitingListOfferModel = ModelStatic<WaitingListOfferInstance>;

export function defineWaitingListEntry(sequelize: Sequelize): WaitingListEntryModel {
  return sequelize.define<WaitingListEntryInstance>(
    'WaitingListEntry',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      ticketTypeId: { type: DataTypes.INTEGER, allowNull: false },
      role: { type: DataTypes.STRING(10), allowNull: true },
      email: { type: DataTypes.STRING(254), allowNull: false },
      emailKey: { type: DataTypes.STRING(254), allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false, validate: { min: 1, max: WAITING_LIST_MAX_QUANTITY } },
      locale: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'fr' },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'waiting', validate: { isIn: [[...WAITING_ENTRY_STATUSES]] } },
      lapses: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      queuedAt: { type: DataTypes.DATE, allowNull: false },
      tokenHash: { type: DataTypes.CHAR(64), allowNull: false, unique: true },
      userId: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'waiting_list_entries', underscored: true },
  );
}

export function defineWaitingListOffer(sequelize: Sequelize): WaitingListOfferModel {
  return sequelize.define<WaitingListOfferInstance>(
    'WaitingListOffer',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      entryId: { type: DataTypes.INTEGER, allowNull: false },
      ticketTypeId: { type: DataTypes.INTEGER, allowNull: false },
      role: { type: DataTypes.STRING(10), allowNull: true },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      tokenHash: { type: DataTypes.CHAR(64), allowNull: false, unique: true },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'open', validate: { isIn: [[...WAITING_OFFER_STATUSES]] } },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      cartId: { type: DataTypes.STRING(36), allowNull: true },
      orderId: { type: DataTypes.STRING(36), allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'waiting_list_offers', underscored: true },
  );
}
