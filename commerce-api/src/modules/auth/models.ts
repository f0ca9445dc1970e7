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
