/**
 * Check-in lists (migration 0038): CheckInList, the ticket types it admits (CheckInListType,
 * unless `allTypes`), and TicketCheckIn, a ticket's state on a list (a row = admitted there once;
 * `inside` for entry/exit lists).
 */
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const LIST_NAME_MAX_LENGTH = 60;

export interface CheckInListAttributes {
  id: number;
  name: string;
  allTypes: boolean;
  entryExit: boolean;
  /** 'HH:MM' Europe/Paris: everyone out of an entry/exit list at that hour, once a day; null: never. */
  autoCheckoutAt: string | null;
  /** The Paris day ('YYYY-MM-DD') the automatic « everyone out » last ran. */
  lastAutoCheckoutOn: string | null;
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

export type CheckInListCreationAttributes = Optional<
  CheckInListAttributes,
  'id' | 'allTypes' | 'entryExit' | 'autoCheckoutAt' | 'lastAutoCheckoutOn' | 'position' | 'createdAt' | 'updatedAt'
>;
export interface CheckInListInstance extends Model<CheckInListAttributes, CheckInListCreationAttributes>, CheckInListAttributes {}
export type CheckInListModel = ModelStatic<CheckInListInstance>;

export function defineCheckInList(sequelize: Sequelize): CheckInListModel {
  return sequelize.define<CheckInListInstance>(
    'CheckInList',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      name: { type: DataTypes.STRING(LIST_NAME_MAX_LENGTH), allowNull: false },
      allTypes: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      entryExit: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      autoCheckoutAt: { type: DataTypes.CHAR(5), allowNull: true },
      lastAutoCheckoutOn: { type: DataTypes.DATEONLY, allowNull: true },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'check_in_lists', underscored: true },
  );
}

export interface CheckInListTypeAttributes {
  listId: number;
  ticketTypeId: number;
}
export interface CheckInListTypeInstance extends Model<CheckInListTypeAttributes, CheckInListTypeAttributes>, CheckInListTypeAttributes {}
export type CheckInListTypeModel = ModelStatic<CheckInListTypeInstance>;

export function defineCheckInListType(sequelize: Sequelize): CheckInListTypeModel {
  return sequelize.define<CheckInListTypeInstance>(
    'CheckInListType',
    {
      listId: { type: DataTypes.INTEGER, primaryKey: true },
      ticketTypeId: { type: DataTypes.INTEGER, primaryKey: true },
    },
    { tableName: 'check_in_list_types', underscored: true, timestamps: false },
  );
}

export interface TicketCheckInAttributes {
  listId: number;
  ticketId: number;
  firstEntryAt: Date;
  /** The staff account that first admitted the ticket on this list (null once that account is gone). */
  firstEntryBy: number | null;
  inside: boolean;
  entries: number;
  lastMoveAt: Date;
}

export type TicketCheckInCreationAttributes = Optional<TicketCheckInAttributes, 'firstEntryBy' | 'entries'>;
export interface TicketCheckInInstance extends Model<TicketCheckInAttributes, TicketCheckInCreationAttributes>, TicketCheckInAttributes {}
export type TicketCheckInModel = ModelStatic<TicketCheckInInstance>;

export function defineTicketCheckIn(sequelize: Sequelize): TicketCheckInModel {
  return sequelize.define<TicketCheckInInstance>(
    'TicketCheckIn',
    {
      listId: { type: DataTypes.INTEGER, primaryKey: true },
      ticketId: { type: DataTypes.INTEGER, primaryKey: true },
      firstEntryAt: { type: DataTypes.DATE, allowNull: false },
      firstEntryBy: { type: DataTypes.INTEGER, allowNull: true },
      inside: { type: DataTypes.BOOLEAN, allowNull: false },
      entries: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      lastMoveAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'ticket_check_ins', underscored: true, timestamps: false },
  );
}
