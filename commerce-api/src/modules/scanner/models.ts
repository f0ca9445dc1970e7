/**
 * Scan: one entry of the door's scan log, whatever the verdict (failed scans included). The
 * scanned code itself is never stored, only `codeFingerprint` (first 12 hex characters of its
 * SHA-256): enough to spot one code tried again and again, useless to rebuild a ticket.
 */
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import {
  SCAN_CONFLICT_KINDS,
  SCAN_DIRECTIONS,
  SCAN_RESULTS,
  type ScanConflictKind,
  type ScanDirection,
  type ScanResult,
} from '@kizomba/api-contract/scanner';

/** The verdicts, as the contract names them (the door's screen reads the same list). */
export { SCAN_CONFLICT_KINDS, SCAN_DIRECTIONS, SCAN_RESULTS, type ScanConflictKind, type ScanDirection, type ScanResult };

export const CODE_MAX_LENGTH = 128;
export const DEVICE_MAX_LENGTH = 60;
export const FINGERPRINT_LENGTH = 12;

export interface ScanAttributes {
  id: number;
  ticketId: number | null;
  result: ScanResult;
  codeFingerprint: string;
  scannerId: number | null;
  device: string | null;
  /** The check-in list scanned for; null for a festival-wide check-in. */
  listId: number | null;
  direction: ScanDirection | null;
  /** The scanner's uuid for this scan (unique): a retried or re-uploaded scan is recorded once. */
  nonce: string | null;
  /** Made without network, uploaded later. */
  offline: boolean;
  /** The device's time of an offline scan. */
  scannedAt: Date | null;
  /** When the server recorded the scan. */
  createdAt: Date;
}

export type ScanCreationAttributes = Optional<
  ScanAttributes,
  'id' | 'ticketId' | 'scannerId' | 'device' | 'listId' | 'direction' | 'nonce' | 'offline' | 'scannedAt' | 'createdAt'
>;
/** A scan row before its ticket and verdict are known. */
export type ScanBase = Omit<ScanCreationAttributes, 'result' | 'ticketId'>;
export interface ScanInstance extends Model<ScanAttributes, ScanCreationAttributes>, ScanAttributes {}
export type ScanModel = ModelStatic<ScanInstance>;

export function defineScan(sequelize: Sequelize): ScanModel {
  return sequelize.define<ScanInstance>(
    'Scan',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      ticketId: { type: DataTypes.INTEGER, allowNull: true },
      result: { type: DataTypes.STRING(24), allowNull: false, validate: { isIn: [SCAN_RESULTS as unknown as string[]] } },
      codeFingerprint: { type: DataTypes.CHAR(FINGERPRINT_LENGTH), allowNull: false },
      scannerId: { type: DataTypes.INTEGER, allowNull: true },
      device: { type: DataTypes.STRING(DEVICE_MAX_LENGTH), allowNull: true },
      listId: { type: DataTypes.INTEGER, allowNull: true },
      direction: { type: DataTypes.STRING(5), allowNull: true, validate: { isIn: [SCAN_DIRECTIONS as unknown as string[]] } },
      nonce: { type: DataTypes.CHAR(36), allowNull: true },
      offline: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      scannedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    // A log: written once, never updated.
    { tableName: 'scans', underscored: true, updatedAt: false },
  );
}

/**
 * ScanConflict: an offline admission (`scanId`, the late scan) the server could not apply, because
 * the ticket was already in through another scan (`double_entry`, `firstScanId` when known) or is
 * no longer valid (`invalid_ticket`). The holder is in either way: the back-office settles it.
 */
export interface ScanConflictAttributes {
  id: number;
  listId: number;
  ticketId: number;
  kind: ScanConflictKind;
  scanId: number;
  firstScanId: number | null;
  detectedAt: Date;
  resolvedAt: Date | null;
  resolvedBy: number | null;
}

export type ScanConflictCreationAttributes = Optional<ScanConflictAttributes, 'id' | 'firstScanId' | 'resolvedAt' | 'resolvedBy'>;
export interface ScanConflictInstance extends Model<ScanConflictAttributes, ScanConflictCreationAttributes>, ScanConflictAttributes {}
export type ScanConflictModel = ModelStatic<ScanConflictInstance>;

export function defineScanConflict(sequelize: Sequelize): ScanConflictModel {
  return sequelize.define<ScanConflictInstance>(
    'ScanConflict',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      listId: { type: DataTypes.INTEGER, allowNull: false },
      ticketId: { type: DataTypes.INTEGER, allowNull: false },
      kind: { type: DataTypes.STRING(16), allowNull: false, validate: { isIn: [SCAN_CONFLICT_KINDS as unknown as string[]] } },
      scanId: { type: DataTypes.INTEGER, allowNull: false },
      firstScanId: { type: DataTypes.INTEGER, allowNull: true },
      detectedAt: { type: DataTypes.DATE, allowNull: false },
      resolvedAt: { type: DataTypes.DATE, allowNull: true },
      resolvedBy: { type: DataTypes.INTEGER, allowNull: true },
    },
    { tableName: 'scan_conflicts', underscored: true, timestamps: false },
  );
}
