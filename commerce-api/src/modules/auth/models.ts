/**
 * User: buyers with an account, back-office admins and door scanners.
 *
 * `passwordHash` is nullable because the spec's quick login (`POST /api/auth/quick-login
 * {email, name}`) and invitations create accounts before any password exists. It is excluded from
 * the default scope and from toJSON so it cannot leak through a careless `res.json(user)`;
 * password checks use `User.scope('withPassword')`.
 */
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const USER_ROLES = ['admin', 'scanner', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

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
  createdAt: Date;
  updatedAt: Date;
}

export type UserCreationAttributes = Optional<
  UserAttributes,
  'id' | 'passwordHash' | 'firstName' | 'lastName' | 'role' | 'emailVerifiedAt' | 'disabledAt' | 'tokenVersion' | 'createdAt' | 'updatedAt'
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
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    {
      tableName: 'users',
      underscored: true,
      defaultScope: { attributes: { exclude: ['passwordHash'] } },
      scopes: { withPassword: { attributes: { include: ['passwordHash'] } } },
    },
  );

  const baseToJSON = User.prototype.toJSON;
  User.prototype.toJSON = function toJSON(this: UserInstance) {
    const json = { ...(baseToJSON.call(this) as Record<string, unknown>) };
    delete json.passwordHash;
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
