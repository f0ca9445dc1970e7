/**
 * Ticket: one admission issued for one unit of a paid order line. `code` is the only thing the QR
 * code encodes, unique: a signed code (`@kizomba/ticket-signature`: ticket id, type, issue time,
 * Ed25519 signature; verifiable offline), or for tickets issued before signed codes 32 random bytes
 * in base64url (unguessable, checked online).
 */
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const TICKET_STATUSES = ['valid', 'cancelled', 'refunded'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Why a ticket no longer answers to a code: it changed hands, names, or was resold. */
export const REVOCATION_REASONS = ['transferred', 'renamed', 'resold'] as const;
export type RevocationReason = (typeof REVOCATION_REASONS)[number];

export interface TicketAttributes {
  id: number;
  orderId: string;
  orderItemId: number;
  ticketTypeId: number;
  code: string;
  /** Full name as printed (first + last). */
  holderName: string;
  /** The holder: the buyer unless named at checkout, renamed or transferred; null on tickets issued before names per ticket. */
  holderFirstName: string | null;
  holderLastName: string | null;
  holderEmail: string | null;
  /** 'leader' | 'follower' for a ticket of a balanced or couple type, else null. */
  role: string | null;
  /** When the ticket last changed hands (accepted transfer). */
  transferredAt: Date | null;
  status: TicketStatus;
  /** Door check-in (scanner module): when, and by which staff account (null once that account is gone). */
  checkedInAt: Date | null;
  checkedInBy: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export type TicketCreationAttributes = Optional<
  TicketAttributes,
  'id' | 'status' | 'holderFirstName' | 'holderLastName' | 'holderEmail' | 'role' | 'transferredAt' | 'checkedInAt' | 'checkedInBy' | 'createdAt' | 'updatedAt'
>;
export interface TicketInstance extends Model<TicketAttributes, TicketCreationAttributes>, TicketAttributes {}
export type TicketModel = ModelStatic<TicketInstance>;

export function defineTicket(sequelize: Sequelize): TicketModel {
  return sequelize.define<TicketInstance>(
    'Ticket',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      orderId: { type: DataTypes.STRING(36), allowNull: false },
      orderItemId: { type: DataTypes.INTEGER, allowNull: false },
      ticketTypeId: { type: DataTypes.INTEGER, allowNull: false },
      code: { type: DataTypes.STRING(128), allowNull: false, unique: true },
      holderName: { type: DataTypes.STRING(200), allowNull: false },
      holderFirstName: { type: DataTypes.STRING(100), allowNull: true },
      holderLastName: { type: DataTypes.STRING(100), allowNull: true },
      holderEmail: { type: DataTypes.STRING(254), allowNull: true },
      role: { type: DataTypes.STRING(10), allowNull: true },
      transferredAt: { type: DataTypes.DATE, allowNull: true },
      status: { type: DataTypes.ENUM(...TICKET_STATUSES), allowNull: false, defaultValue: 'valid' },
      checkedInAt: { type: DataTypes.DATE, allowNull: true },
      checkedInBy: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'tickets', underscored: true },
  );
}

/**
 * RevokedTicketCode: the SHA-256 (hex) of a code its ticket no longer answers to, and why. The
 * door recognises an old QR code by it without the code itself being kept.
 */
export interface RevokedTicketCodeAttributes {
  codeHash: string;
  ticketId: number;
  reason: RevocationReason;
  revokedAt: Date;
}
export interface RevokedTicketCodeInstance extends Model<RevokedTicketCodeAttributes, RevokedTicketCodeAttributes>, RevokedTicketCodeAttributes {}
export type RevokedTicketCodeModel = ModelStatic<RevokedTicketCodeInstance>;

export function defineRevokedTicketCode(sequelize: Sequelize): RevokedTicketCodeModel {
  return sequelize.define<RevokedTicketCodeInstance>(
    'RevokedTicketCode',
    {
      codeHash: { type: DataTypes.CHAR(64), primaryKey: true },
      ticketId: { type: DataTypes.INTEGER, allowNull: false },
      reason: { type: DataTypes.STRING(16), allowNull: false, validate: { isIn: [REVOCATION_REASONS as unknown as string[]] } },
      revokedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'revoked_ticket_codes', underscored: true, timestamps: false },
  );
}
