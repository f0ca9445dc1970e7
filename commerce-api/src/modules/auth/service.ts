/**
 * Accounts (docs/accounts.md « Tokens », « Endpoints »): the staff accounts created from env at
 * boot, and everything behind /api/auth: sessions (JWT, tokens.ts), passwords, one-time tokens
 * (reset, magic link, e-mail verification) and the linking of guest orders to verified accounts.
 *
 * One-time tokens: 32 random bytes base64url in the e-mailed link, only their SHA-256 (hex) in
 * `auth_tokens`, used by ONE conditional UPDATE (not consumed, not expired) so two clicks never
 * both succeed. The raw token reaches the e-mail sealed in the outbox payload (lib/sealed.ts).
 * E-mail verification tokens (48 h) also open a session at /api/auth/magic-login: the link proves
 * the mailbox exactly like a magic link does, and the site's /auth/magic-login page serves both.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Op, UniqueConstraintError, col, fn, where as sqlWhere, type Transaction } from 'sequelize';
import type { AppConfig, StaffAccountConfig } from '../../config/index.js';
import type { Database } from '../../db/index.js';
import type { Models } from '../../db/models.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import type { Logger } from '../../lib/logger.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../lib/password.js';
import { seal } from '../../lib/sealed.js';
import { enqueueMail } from '../mail/outbox.js';
import { normalizeEmail, type AuthTokenInstance, type AuthTokenPurpose, type UserInstance, type UserRole } from './models.js';
import { issueAccessToken } from './tokens.js';

const STAFF_NAMES: Record<'admin' | 'scanner', { firstName: string; lastName: string }> = {
  admin: { firstName: 'Administration', lastName: 'Kizomba Lumière' },
  scanner: { firstName: 'Contrôle', lastName: 'Entrées' },
};

export type StaffAccountOutcome = 'created' | 'exists' | 'role-mismatch';

async function ensureAccount(
  models: Models,
  role: 'admin' | 'scanner',
  account: StaffAccountConfig,
  logger: Logger,
  exposeGeneratedPassword: boolean,
): Promise<StaffAccountOutcome> {
  const email = normalizeEmail(account.email);
  const existing = await models.User.findOne({ where: { email } });
  if (existing) {
    // Never touch the password of an existing account: it may have been changed on purpose
    // since the first boot, and the env value would silently undo that.
    if (existing.role !== role) {
      // Promoting an arbitrary existing account from env would be a privilege escalation path.
      logger.warn({ email, role: existing.role, expected: role }, `le compte ${email} existe avec le rôle « ${existing.role} » : rôle laissé inchangé`);
      return 'role-mismatch';
    }
    return 'exists';
  }
  try {
    await models.User.create({
      email,
      passwordHash: await hashPassword(account.password),
      ...STAFF_NAMES[role],
      role,
      emailVerifiedAt: new Date(),
    });
  } catch (err) {
    // Another replica created it between our read and our insert: same end state.
    if (err instanceof UniqueConstraintError) return 'exists';
    throw err;
  }
  if (account.passwordGenerated && exposeGeneratedPassword) {
    // Development only: without it nobody could log in with the invented password.
    logger.warn({ email, role }, `compte ${role} créé avec le mot de passe généré « ${account.password} » (développement uniquement)`);
  } else {
    logger.info({ email, role }, `compte ${role} créé`);
  }
  return 'created';
}

/** Creates the admin and scanner accounts from env when missing; runs at every boot. */
export async function ensureStaffAccounts(
  models: Models,
  config: Pick<AppConfig, 'staff' | 'nodeEnv'>,
  logger: Logger,
): Promise<Record<'admin' | 'scanner', StaffAccountOutcome>> {
  const expose = config.nodeEnv === 'development';
  return {
    admin: await ensureAccount(models, 'admin', config.staff.admin, logger, expose),
    scanner: await ensureAccount(models, 'scanner', config.staff.scanner, logger, expose),
  };
}

export type { UserRole };

// ---------------------------------------------------------------------------------------------
// Sessions, passwords and one-time tokens
// ---------------------------------------------------------------------------------------------

export const PASSWORD_RESET_KIND = 'password-reset';
export const MAGIC_LINK_KIND = 'magic-link';
export const EMAIL_VERIFICATION_KIND = 'email-verification';
export const ACCOUNT_EXISTS_KIND = 'account-exists';

export const RESET_TOKEN_TTL_MS = 30 * 60_000;
export const MAGIC_LINK_TTL_MS = 30 * 60_000;
export const VERIFICATION_TOKEN_TTL_MS = 48 * 60 * 60_000;
/** At most this many links of one kind per account per window: the per-IP limit alone would let
 *  a few addresses flood someone's mailbox. Beyond it, requests answer the same and send nothing. */
export const MAX_LINKS_PER_WINDOW = 5;
export const LINK_WINDOW_MS = 15 * 60_000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const INVALID_CREDENTIALS_MESSAGE = 'E-mail ou mot de passe incorrect.';
/** forgot-password and magic-link: the same answer whether the address has an account or not. */
export const MAIL_SENT_MESSAGE = 'Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.';
export const QUICK_LOGIN_MESSAGE = 'Un lien de connexion vient de vous être envoyé par e-mail. Il est valable 30 minutes.';
export const REGISTER_EXISTING_MESSAGE = 'Si cette adresse peut être utilisée, un e-mail vient de vous être envoyé.';
export const RESET_TOKEN_INVALID_MESSAGE = 'Ce lien de réinitialisation n’est plus valide. Demandez-en un nouveau.';
export const MAGIC_LINK_INVALID_MESSAGE = 'Ce lien de connexion n’est plus valide. Demandez-en un nouveau.';
export const VERIFICATION_TOKEN_INVALID_MESSAGE = 'Ce lien de confirmation n’est plus valide. Demandez-en un nouveau.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Le mot de passe actuel est incorrect.';

/** Refused as passwords whatever their length (the most used ones, French lists included). */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'password1', 'password123', 'motdepasse', 'motdepasse1', '12345678', '123456789', '1234567890',
  '87654321', '11111111', '00000000', 'azertyuiop', 'azerty123', 'azerty1234', 'qwertyuiop', 'qwerty123',
  'iloveyou', 'sunshine', 'princess', 'football', 'abc12345', 'aaaaaaaa', 'soleil123', 'doudou123', 'kizomba123',
]);

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.trim().toLowerCase());

/** The user as the API answers it (docs/accounts.md `UserView`). */
export interface UserView {
  id: number;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  avatar: string | null;
  emailVerified: boolean;
  createdAt: string;
}

export function toUserView(user: Pick<UserInstance, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'emailVerifiedAt' | 'createdAt'>): UserView {
  return {
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    avatar: null,
    emailVerified: Boolean(user.emailVerifiedAt),
    createdAt: user.createdAt.toISOString(),
  };
}

/** `{token, user, data:{token, userInfo}}`: the spec's legacy `data` shape and the plain one. */
export interface SessionAnswer {
  token: string;
  user: UserView;
  data: { token: string; userInfo: UserView };
}

const ONE_TIME_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const hashOneTimeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A local path to go back to after a magic link (`/dashboard`, never `//evil.example` or `https:`). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
}

/** Staff reset from the back-office's own page (it logs them into /admin, not the buyer's dashboard). */
export const resetPasswordUrl = (site: string, token: string, role: UserRole = 'user') =>
  `${site}${role === 'user' ? '' : '/admin'}/reset-password?token=${encodeURIComponent(token)}`;
export const magicLoginUrl = (site: string, token: string, redirect?: string | null) =>
  `${site}/auth/magic-login?token=${encodeURIComponent(token)}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;
export const verifyEmailUrl = (site: string, token: string) => `${site}/auth/magic-login?token=${encodeURIComponent(token)}&verify=1`;

const MAIL_KIND: Record<AuthTokenPurpose, string> = {
  reset: PASSWORD_RESET_KIND,
  'magic-link': MAGIC_LINK_KIND,
  'email-verification': EMAIL_VERIFICATION_KIND,
};
const TTL: Record<AuthTokenPurpose, number> = {
  reset: RESET_TOKEN_TTL_MS,
  'magic-link': MAGIC_LINK_TTL_MS,
  'email-verification': VERIFICATION_TOKEN_TTL_MS,
};

/** "Awa Diallo" → Awa / Diallo (quick access asks a single name). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: (parts[0] ?? '').slice(0, 100), lastName: parts.slice(1).join(' ').slice(0, 100) };
}

export interface AuthDeps {
  db: Database;
  config: Pick<AppConfig, 'jwtSecret'>;
  clock?: () => Date;
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function createAuthService(deps: AuthDeps) {
  const { db, config } = deps;
  const { User, AuthToken, Order, OutboxMessage } = db.models;
  const clock = deps.clock ?? (() => new Date());
  const writeTransaction = <T>(run: (t: Transaction) => Promise<T>) => db.withWriteLock(() => db.sequelize.transaction(run));

  function session(user: UserInstance, now: Date, rememberMe = false): SessionAnswer {
    const { token } = issueAccessToken(config, user, { rememberMe, now });
    const view = toUserView(user);
    return { token, user: view, data: { token, userInfo: view } };
  }

  /** Guest orders placed with the (verified) address become the account's. */
  async function linkGuestOrders(user: Pick<UserInstance, 'id' | 'email'>, transaction?: Transaction): Promise<number> {
    const [count] = await Order.update(
      { userId: user.id },
      { where: { [Op.and]: [{ userId: null }, sqlWhere(fn('LOWER', col('email')), normalizeEmail(user.email))] }, transaction },
    );
    return count;
  }

  /** Creates a one-time token and queues its e-mail (raw token sealed in the payload). */
  async function sendToken(
    user: UserInstance,
    purpose: AuthTokenPurpose,
    now: Date,
    transaction: Transaction,
    { extra = {}, ip = null }: { extra?: Record<string, unknown>; ip?: string | null } = {},
  ): Promise<void> {
    const recent = await AuthToken.count({
      where: { userId: user.id, purpose, createdAt: { [Op.gt]: new Date(now.getTime() - LINK_WINDOW_MS) } },
      transaction,
    });
    if (recent >= MAX_LINKS_PER_WINDOW) return;
    if (purpose === 'reset') {
      // A new reset link supersedes the older ones.
      await AuthToken.update({ consumedAt: now }, { where: { userId: user.id, purpose: 'reset', consumedAt: null }, transaction });
    }
    const raw = randomBytes(32).toString('base64url');
    const row = await AuthToken.create(
      { userId: user.id, purpose, tokenHash: hashOneTimeToken(raw), expiresAt: new Date(now.getTime() + TTL[purpose]), createdAt: now, requestedIp: clipIp(ip) },
      { transaction },
    );
    const kind = MAIL_KIND[purpose];
    await enqueueMail(
      { OutboxMessage },
      { kind, dedupeKey: `${kind}:${row.id}`, recipient: user.email, payload: { userId: user.id, tokenId: row.id, sealedToken: seal(config, raw), ...extra } },
      { transaction, now },
    );
  }

  /** Marks the token used if it is unused, unexpired and of one of `purposes`: one UPDATE, one winner. */
  async function consume(raw: string, purposes: AuthTokenPurpose[], now: Date, transaction: Transaction): Promise<AuthTokenInstance | null> {
    if (typeof raw !== 'string' || !ONE_TIME_TOKEN.test(raw)) return null;
    const tokenHash = hashOneTimeToken(raw);
    const [count] = await AuthToken.update(
      { consumedAt: now },
      { where: { tokenHash, purpose: purposes, consumedAt: null, expiresAt: { [Op.gt]: now } }, transaction },
    );
    if (count !== 1) return null;
    return AuthToken.findOne({ where: { tokenHash }, transaction });
  }

  /** The enabled user behind a freshly consumed token, or null (the transaction then rolls back). */
  async function consumeForUser(raw: string, purposes: AuthTokenPurpose[], now: Date, transaction: Transaction) {
    const token = await consume(raw, purposes, now, transaction);
    if (!token) return null;
    const user = await User.findByPk(token.userId, { transaction });
    return user && !user.disabledAt ? user : null;
  }

  /** The address is proven: verified, guest orders linked. */
  async function markVerified(user: UserInstance, now: Date, transaction: Transaction): Promise<void> {
    if (!user.emailVerifiedAt) await user.update({ emailVerifiedAt: now }, { transaction });
    await linkGuestOrders(user, transaction);
  }

  async function revokeSessions(user: UserInstance, transaction: Transaction, changes: Partial<{ passwordHash: string; emailVerifiedAt: Date }> = {}) {
    await user.update({ ...changes, tokenVersion: user.tokenVersion + 1 }, { transaction });
    publishDomainEvent(db.sequelize, 'user.sessions-revoked', { userId: user.id }, transaction);
  }

  /** `req.ip` as stored (45 characters hold any IPv6 text form; anything longer is not an address). */
  const clipIp = (ip: string | null | undefined) => (ip ? ip.slice(0, 45) : null);

  const findByEmail = (email: string, transaction?: Transaction) => User.findOne({ where: { email: normalizeEmail(email) }, transaction });

  return {
    toUserView,
    linkGuestOrders,

    /** New address: the account, a session and a verification e-mail. Known address: an e-mail only. */
    async register(input: RegisterInput, ip?: string | null): Promise<{ kind: 'created'; session: SessionAnswer } | { kind: 'exists' }> {
      const now = clock();
      // Hashed before looking the address up: both answers then take the same time.
      const passwordHash = await hashPassword(input.password);
      const email = normalizeEmail(input.email);
      const notifyExisting = async (existing: UserInstance, transaction: Transaction) => {
        if (existing.disabledAt) return;
        const withPassword = await User.scope('withPassword').findByPk(existing.id, { transaction });
        if (withPassword?.passwordHash) {
          await enqueueMail(
            { OutboxMessage },
            { kind: ACCOUNT_EXISTS_KIND, dedupeKey: `${ACCOUNT_EXISTS_KIND}:${existing.id}:${now.getTime()}`, recipient: existing.email, payload: { userId: existing.id } },
            { transaction, now },
          );
        } else {
          // An account made by quick access: its owner proves the address with the link (no password set here).
          await sendToken(existing, 'email-verification', now, transaction, { ip });
        }
      };
      try {
        return await writeTransaction(async (transaction) => {
          const existing = await findByEmail(email, transaction);
          if (existing) {
            await notifyExisting(existing, transaction);
            return { kind: 'exists' as const };
          }
          const user = await User.create(
            { email, passwordHash, firstName: input.firstName, lastName: input.lastName, role: 'user', createdAt: now, updatedAt: now },
            { transaction },
          );
          await sendToken(user, 'email-verification', now, transaction, { ip });
          return { kind: 'created' as const, session: session(user, now) };
        });
      } catch (err) {
        if (!(err instanceof UniqueConstraintError)) throw err;
        // Registered meanwhile by another request: same answer as a known address.
        return { kind: 'exists' };
      }
    },

    /** E-mail + password; `staffOnly` (back-office login) refuses other roles with the same 401. */
    async login(input: { email: string; password: string; rememberMe?: boolean }, options: { staffOnly?: boolean } = {}): Promise<SessionAnswer> {
      const now = clock();
      const user = await User.scope('withPassword').findOne({ where: { email: normalizeEmail(input.email) } });
      const refused = () => unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
      if (!user?.passwordHash) {
        await verifyAgainstDummy(input.password);
        throw refused();
      }
      const ok = await verifyPassword(input.password, user.passwordHash);
      if (!ok || user.disabledAt || (options.staffOnly && user.role !== 'admin' && user.role !== 'scanner')) throw refused();
      if (needsRehash(user.passwordHash) || user.emailVerifiedAt) {
        const passwordHash = needsRehash(user.passwordHash) ? await hashPassword(input.password) : null;
        await writeTransaction(async (transaction) => {
          if (passwordHash) await User.update({ passwordHash }, { where: { id: user.id }, transaction });
          if (user.emailVerifiedAt) await linkGuestOrders(user, transaction);
        });
      }
      return session(user, now, input.rememberMe === true);
    },

    /** « Log out everywhere »: every token issued so far stops working. */
    async logoutAll(user: UserInstance): Promise<void> {
      await writeTransaction(async (transaction) => {
        const fresh = await User.findByPk(user.id, { transaction });
        if (fresh) await revokeSessions(fresh, transaction);
      });
    },

    async updateProfile(user: UserInstance, changes: { firstName?: string; lastName?: string }): Promise<UserView> {
      const patch: { firstName?: string; lastName?: string } = {};
      if (changes.firstName !== undefined) patch.firstName = changes.firstName;
      if (changes.lastName !== undefined) patch.lastName = changes.lastName;
      if (Object.keys(patch).length > 0) await db.withWriteLock(() => user.update({ ...patch, updatedAt: clock() }));
      return toUserView(user);
    },

    /** Sends a reset link to an enabled account; nothing for an unknown address (same answer). */
    async forgotPassword(email: string, ip?: string | null): Promise<void> {
      const now = clock();
      await writeTransaction(async (transaction) => {
        const user = await findByEmail(email, transaction);
        if (user && !user.disabledAt) await sendToken(user, 'reset', now, transaction, { ip });
      });
    },

    /** A new password from a reset link: every session revoked, address verified, a new session. */
    async resetPassword(raw: string, password: string): Promise<SessionAnswer> {
      const now = clock();
      const passwordHash = await hashPassword(password);
      const user = await writeTransaction(async (transaction) => {
        const found = await consumeForUser(raw, ['reset'], now, transaction);
        if (!found) return null;
        // The other links sent before are void too.
        await AuthToken.update({ consumedAt: now }, { where: { userId: found.id, purpose: ['reset', 'magic-link'], consumedAt: null }, transaction });
        await revokeSessions(found, transaction, { passwordHash, ...(found.emailVerifiedAt ? {} : { emailVerifiedAt: now }) });
        await linkGuestOrders(found, transaction);
        return found;
      });
      if (!user) throw badRequest(RESET_TOKEN_INVALID_MESSAGE, 'RESET_TOKEN_INVALID');
      return session(user, now);
    },

    /** Sends a magic link to an enabled account; nothing for an unknown address (same answer). */
    async sendMagicLink(email: string, redirect?: string | null, ip?: string | null): Promise<void> {
      const now = clock();
      const safe = safeRedirect(redirect);
      await writeTransaction(async (transaction) => {
        const user = await findByEmail(email, transaction);
        if (user && !user.disabledAt) await sendToken(user, 'magic-link', now, transaction, { extra: safe ? { redirect: safe } : {}, ip });
      });
    },

    /** A magic link or e-mail verification link: the address is proven, a session opens. */
    async magicLogin(raw: string): Promise<SessionAnswer> {
      const now = clock();
      const user = await writeTransaction(async (transaction) => {
        const found = await consumeForUser(raw, ['magic-link', 'email-verification'], now, transaction);
        if (found) await markVerified(found, now, transaction);
        return found;
      });
      if (!user) throw badRequest(MAGIC_LINK_INVALID_MESSAGE, 'MAGIC_LINK_INVALID');
      return session(user, now);
    },

    /**
     * Quick access: never a session on an e-mail alone. The address gets a magic link; the
     * account is created on first use, without password.
     */
    async quickLogin(email: string, name: string, ip?: string | null): Promise<void> {
      const now = clock();
      const run = () =>
        writeTransaction(async (transaction) => {
          let user = await findByEmail(email, transaction);
          user ??= await User.create({ email: normalizeEmail(email), ...splitName(name), role: 'user', createdAt: now, updatedAt: now }, { transaction });
          if (!user.disabledAt) await sendToken(user, 'magic-link', now, transaction, { ip });
        });
      try {
        await run();
      } catch (err) {
        if (!(err instanceof UniqueConstraintError)) throw err;
        await run();
      }
    },

    /** The e-mail verification link (without opening a session). */
    async verifyEmail(raw: string): Promise<UserView> {
      const now = clock();
      const user = await writeTransaction(async (transaction) => {
        const found = await consumeForUser(raw, ['email-verification'], now, transaction);
        if (found) await markVerified(found, now, transaction);
        return found;
      });
      if (!user) throw badRequest(VERIFICATION_TOKEN_INVALID_MESSAGE, 'VERIFICATION_TOKEN_INVALID');
      return toUserView(user);
    },

    /**
     * A new password (the current one required when the account has one): every other session
     * revoked, a new token answered.
     */
    async changePassword(user: UserInstance, currentPassword: string | undefined, newPassword: string): Promise<SessionAnswer> {
      const now = clock();
      const withPassword = await User.scope('withPassword').findByPk(user.id);
      if (!withPassword) throw unauthorized();
      if (withPassword.passwordHash && !(await verifyPassword(currentPassword ?? '', withPassword.passwordHash))) {
        throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, 'INVALID_CURRENT_PASSWORD');
      }
      const passwordHash = await hashPassword(newPassword);
      const updated = await writeTransaction(async (transaction) => {
        const fresh = (await User.findByPk(user.id, { transaction }))!;
        await AuthToken.update({ consumedAt: now }, { where: { userId: fresh.id, purpose: 'reset', consumedAt: null }, transaction });
        await revokeSessions(fresh, transaction, { passwordHash });
        return fresh;
      });
      return session(updated, now);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
