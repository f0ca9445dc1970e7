/**
 * Scan: one entry of the door's scan log, whatever the verdict (failed scans included). The
 * scanned code itself is never stored, only `codeFingerprint` (first 12 hex characters of its
 * SHA-256): enough to spot one code tried again and again, useless to rebuild a ticket.
 */
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { SCAN_RESULTS, type ScanResult } from '@kizomba/api-contract/scanner';

/** The verdicts, as the contract names them (the door's screen reads the same list). */
export { SCAN_RESULTS, type ScanResult };

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
  createdAt: Date;
}

export type ScanCreationAttributes = Optional<ScanAttributes, 'id' | 'ticketId' | 'scannerId' | 'device' | 'createdAt'>;
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
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    // A log: written once, never updated.
    { tableName: 'scans', underscored: true, updatedAt: false },
  );
}
