/**
 * User: buyers with an account, back-office admins and door scanners.
 *
 * `passwordHash` is nullable because the spec's quick login (`POST /api/auth/quick-login
 * {email, name}`) and invitations create accounts before any password exists. It is excluded from
 * the default scope and from toJSON so it cannot leak through a careless `res.json(user)`;
 * password checks use `User.scope('withPassword')`.
 */
import type { Locale } from '@kizomba/locales';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { USER_ROLES, type UserRole } from '../../lib/roles.js';

export { USER_ROLES, type UserRole };

/** E-mails are compared lowercased everywhere (MySQL's _ci collation would, SQLite would not). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface UserAttributes {
  id: number;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  role: UserRole;
  emailVerifiedAt: Date | null;
  disabledAt: Date | null;
  /** Embedded in JWTs; incrementing it revokes every token issued before (logout everywhere,
   *  password change, account disabled). */
  tokenVersion: number;
  /** Staff second factor: the TOTP secret sealed with the server key (lib/sealed.ts), its
   *  enrolment time, and the last time step accepted (a code is never accepted twice). */
  totpSecret: string | null;
  totpEnabledAt: Date | null;
  totpLastStep: number | null;
  /** The language the festival writes to this person in (src/i18n). */
  locale: Locale;
  createdAt: Date;
  updatedAt: Date;
}

export type UserCreationAttributes = Optional<
  UserAttributes,
  | 'id'
  | 'passwordHash'
  | 'firstName'
  | 'lastName'
  | 'role'
  | 'emailVerifiedAt'
  | 'disabledAt'
  | 'tokenVersion'
  | 'totpSecret'
  | 'totpEnabledAt'
  | 'totpLastStep'
  | 'locale'
  | 'createdAt'
  | 'updatedAt'
>;

export interface UserInstance extends Model<UserAttributes, UserCreationAttributes>, UserAttributes {}
export type UserModel = ModelStatic<UserInstance>;

export function defineUser(sequelize: Sequelize): UserModel {
  const User = sequelize.define<UserInstance>(
    'User',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      email: {
        type: DataTypes.STRING(255),
        allowNull: false,
        unique: true,
        validate: { isEmail: true },
        set(value: string) {
          this.setDataValue('email', normalizeEmail(value));
        },
      },
      passwordHash: { type: DataTypes.STRING(255), allowNull: true },
      firstName: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
      lastName: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
      role: { type: DataTypes.ENUM(...USER_ROLES), allowNull: false, defaultValue: 'user' },
      emailVerifiedAt: { type: DataTypes.DATE, allowNull: true },
      disabledAt: { type: DataTypes.DATE, allowNull: true },
      tokenVersion: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      totpSecret: { type: DataTypes.STRING(255), allowNull: true },
      totpEnabledAt: { type: DataTypes.DATE, allowNull: true },
      totpLastStep: { type: DataTypes.INTEGER, allowNull: true },
      locale: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'fr' },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    {
      tableName: 'users',
      underscored: true,
      defaultScope: { attributes: { exclude: ['passwordHash', 'totpSecret'] } },
      scopes: {
        withPassword: { attributes: { include: ['passwordHash'], exclude: ['totpSecret'] } },
        withTotp: { attributes: { include: ['totpSecret'], exclude: ['passwordHash'] } },
      },
    },
  );

  const baseToJSON = User.prototype.toJSON;
  User.prototype.toJSON = function toJSON(this: UserInstance) {
    const json = { ...(baseToJSON.call(this) as Record<string, unknown>) };
    delete json.passwordHash;
    delete json.totpSecret;
    return json;
  };
  return User;
}

export const AUTH_TOKEN_PURPOSES = ['reset', 'magic-link', 'email-verification'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

export interface AuthTokenAttributes {
  id: number;
  userId: number;
  purpose: AuthTokenPurpose;
  /** SHA-256 (hex) of the token sent by e-mail; the token itself is never stored. */
  tokenHash: string;
  expiresAt: Date;
  consumedAt: Date | null;
  createdAt: Date;
  /** Client address of the request that asked for the token (null when unknown). */
  requestedIp: string | null;
}

export type AuthTokenCreationAttributes = Optional<AuthTokenAttributes, 'id' | 'consumedAt' | 'createdAt' | 'requestedIp'>;
export interface AuthTokenInstance extends Model<AuthTokenAttributes, AuthTokenCreationAttributes>, AuthTokenAttributes {}
export type AuthTokenModel = ModelStatic<AuthTokenInstance>;

export function defineAuthToken(sequelize: Sequelize): AuthTokenModel {
  return sequelize.define<AuthTokenInstance>(
    'AuthToken',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      purpose: { type: DataTypes.ENUM(...AUTH_TOKEN_PURPOSES), allowNull: false },
      tokenHash: { type: DataTypes.CHAR(64), allowNull: false, unique: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      consumedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      requestedIp: { type: DataTypes.STRING(45), allowNull: true },
    },
    { tableName: 'auth_tokens', underscored: true, updatedAt: false },
  );
}

/** One staff recovery code (format `xxxx-xxxx`), stored as its SHA-256; used once. */
export interface RecoveryCodeAttributes {
  id: number;
  userId: number;
  codeHash: string;
  usedAt: Date | null;
  createdAt: Date;
}
export interface RecoveryCodeInstance
  extends Model<RecoveryCodeAttributes, Optional<RecoveryCodeAttributes, 'id' | 'usedAt'>>,
    RecoveryCodeAttributes {}
export type RecoveryCodeModel = ModelStatic<RecoveryCodeInstance>;

export function defineRecoveryCode(sequelize: Sequelize): RecoveryCodeModel {
  return sequelize.define<RecoveryCodeInstance>(
    'RecoveryCode',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      codeHash: { type: DataTypes.CHAR(64), allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'recovery_codes', underscored: true, updatedAt: false },
  );
}

export const MFA_MODES = ['verify', 'enroll'] as const;
export type MfaMode = (typeof MFA_MODES)[number];

/** The step between a right staff password and the second factor (`mfaToken`, SHA-256 only). */
export interface MfaChallengeAttributes {
  id: number;
  userId: number;
  tokenHash: string;
  mode: MfaMode;
  /** The sealed secret being enrolled (mode `enroll`). */
  pendingSecret: string | null;
  rememberMe: boolean;
  failures: number;
  expiresAt: Date;
  consumedAt: Date | null;
  createdAt: Date;
}
export interface MfaChallengeInstance
  extends Model<MfaChallengeAttributes, Optional<MfaChallengeAttributes, 'id' | 'pendingSecret' | 'rememberMe' | 'failures' | 'consumedAt'>>,
    MfaChallengeAttributes {}
export type MfaChallengeModel = ModelStatic<MfaChallengeInstance>;

export function defineMfaChallenge(sequelize: Sequelize): MfaChallengeModel {
  return sequelize.define<MfaChallengeInstance>(
    'MfaChallenge',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      tokenHash: { type: DataTypes.CHAR(64), allowNull: false, unique: true },
      mode: { type: DataTypes.STRING(10), allowNull: false, validate: { isIn: [MFA_MODES as unknown as string[]] } },
      pendingSecret: { type: DataTypes.STRING(255), allowNull: true },
      rememberMe: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      failures: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      consumedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'mfa_challenges', underscored: true, updatedAt: false },
  );
}

/** Wrong passwords for one address (its SHA-256: unknown addresses are counted too). */
export interface LoginThrottleAttributes {
  keyHash: string;
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}
export interface LoginThrottleInstance
  extends Model<LoginThrottleAttributes, Optional<LoginThrottleAttributes, 'failures' | 'lockedUntil'>>,
    LoginThrottleAttributes {}
export type LoginThrottleModel = ModelStatic<LoginThrottleInstance>;

export function defineLoginThrottle(sequelize: Sequelize): LoginThrottleModel {
  return sequelize.define<LoginThrottleInstance>(
    'LoginThrottle',
    {
      keyHash: { type: DataTypes.CHAR(64), primaryKey: true },
      failures: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastFailureAt: { type: DataTypes.DATE, allowNull: false },
      lockedUntil: { type: DataTypes.DATE, allowNull: true },
    },
    { tableName: 'login_throttles', underscored: true, timestamps: false },
  );
}

/** A session (JWT `sid`) ended by a logout; kept until the token would have expired anyway. */
export interface RevokedSessionAttributes {
  sid: string;
  userId: number;
  expiresAt: Date;
  revokedAt: Date;
}
export interface RevokedSessionInstance extends Model<RevokedSessionAttributes>, RevokedSessionAttributes {}
export type RevokedSessionModel = ModelStatic<RevokedSessionInstance>;

export function defineRevokedSession(sequelize: Sequelize): RevokedSessionModel {
  return sequelize.define<RevokedSessionInstance>(
    'RevokedSession',
    {
      sid: { type: DataTypes.STRING(32), primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      revokedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'revoked_sessions', underscored: true, timestamps: false },
  );
}
