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
 * Links are read without being used (`linkPreview`) and used only on the person's click.
 *
 * Pre-hijacking: anyone can register someone else's address. Such an account gets no session and
 * no password login until the address is proven; at that first proof the password chosen before
 * it is cleared and every token revoked, unless the verification is given that very password (the
 * mailbox owner chose it). Guest orders join only verified accounts.
 *
 * Staff (admin, scanner) never get a session on a password or a link alone: the answer is a
 * second-factor challenge (TOTP, totp.ts) that `/api/auth/mfa/*` turns into a session.
 */
import type { AccountView, LinkPreview, LoginAnswer, MfaAnswer, SessionAnswer, UserView } from '@kizomba/api-contract/auth';
import { DEFAULT_LOCALE, localePath, type Locale } from '@kizomba/locales';
import { apiText } from '../../i18n/index.js';
import { createHash, randomBytes } from 'node:crypto';
import { Op, UniqueConstraintError, col, fn, where as sqlWhere, type Transaction } from 'sequelize';
import type { AppConfig, StaffAccountConfig } from '../../config/index.js';
import type { Database } from '../../db/index.js';
import type { Models } from '../../db/models.js';
import { HttpError, badRequest, unauthorized } from '../../lib/errors.js';
import { publishDomainEvent } from '../../lib/events.js';
import type { Logger } from '../../lib/logger.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../lib/password.js';
import { open, seal } from '../../lib/sealed.js';
import { enqueueMail } from '../mail/index.js';
import { normalizeEmail, type AuthTokenInstance, type AuthTokenPurpose, type MfaChallengeInstance, type MfaMode, type UserInstance, type UserRole } from './models.js';
import { createLoginThrottle } from './throttle.js';
import { issueAccessToken } from './tokens.js';
import { hashRecoveryCode, isTotpCode, matchTotpStep, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, otpauthUrl } from './totp.js';

const STAFF_NAMES: Record<'admin' | 'scanner', { firstName: string; lastName: string }> = {
  admin: { firstName: 'Administration', lastName: 'Kizomba Lumière' },
  scanner: { firstName: 'Contrôle', lastName: 'Entrées' },
};

export type StaffAccountOutcome = 'created' | 'exists' | 'role-mismatch';

/** The sealed TOTP secret of a development account enrolled from env (never in production). */
const sealedTotp = (config: Pick<AppConfig, 'jwtSecret'>, secret: string) => seal(config, secret, 'totp-secret');

async function ensureAccount(
  models: Models,
  role: 'admin' | 'scanner',
  account: StaffAccountConfig,
  config: Pick<AppConfig, 'jwtSecret' | 'isProduction'>,
  logger: Logger,
  exposeGeneratedPassword: boolean,
): Promise<StaffAccountOutcome> {
  const email = normalizeEmail(account.email);
  // Development and tests: the seeded account uses the authenticator secret of data/dev.env.
  const totpSecret = !config.isProduction && account.totpSecret ? account.totpSecret : null;
  const existing = await models.User.findOne({ where: { email } });
  if (existing) {
    // Never touch the password of an existing account: it may have been changed on purpose
    // since the first boot, and the env value would silently undo that.
    if (existing.role !== role) {
      // Promoting an arbitrary existing account from env would be a privilege escalation path.
      logger.warn({ email, role: existing.role, expected: role }, `le compte ${email} existe avec le rôle « ${existing.role} » : rôle laissé inchangé`);
      return 'role-mismatch';
    }
    if (totpSecret && !existing.totpEnabledAt) {
      await models.User.update({ totpSecret: sealedTotp(config, totpSecret), totpEnabledAt: new Date() }, { where: { id: existing.id, totpEnabledAt: null } });
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
      ...(totpSecret ? { totpSecret: sealedTotp(config, totpSecret), totpEnabledAt: new Date() } : {}),
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
  config: Pick<AppConfig, 'staff' | 'nodeEnv' | 'jwtSecret' | 'isProduction'>,
  logger: Logger,
): Promise<Record<'admin' | 'scanner', StaffAccountOutcome>> {
  const expose = config.nodeEnv === 'development';
  return {
    admin: await ensureAccount(models, 'admin', config.staff.admin, config, logger, expose),
    scanner: await ensureAccount(models, 'scanner', config.staff.scanner, config, logger, expose),
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
/** At most this many e-mails of one kind per account per window: the per-IP limit alone would let
 *  a few addresses flood someone's mailbox. Beyond it, requests answer the same and send nothing. */
export const MAX_LINKS_PER_WINDOW = 5;
export const LINK_WINDOW_MS = 15 * 60_000;

/** The step between a right staff password and the second factor. */
export const MFA_CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes that burn an mfaToken (each one also counts on the account's login throttle). */
export const MFA_MAX_FAILURES = 5;

export const INVALID_CREDENTIALS_MESSAGE = 'E-mail ou mot de passe incorrect.';
/** forgot-password and magic-link: the same answer whether the address has an account or not. */
export const MAIL_SENT_MESSAGE = apiText(DEFAULT_LOCALE, 'notices.auth.mailSent');
/** Register: the same answer for a new and a known address (no session before the mailbox is proven). */
export const REGISTER_MESSAGE = apiText(DEFAULT_LOCALE, 'notices.auth.register');
export const EMAIL_NOT_VERIFIED_MESSAGE = "Confirmez d'abord votre adresse e-mail : nous venons de vous renvoyer le lien de confirmation.";
export const RESET_TOKEN_INVALID_MESSAGE = 'Ce lien de réinitialisation n’est plus valide. Demandez-en un nouveau.';
export const MAGIC_LINK_INVALID_MESSAGE = 'Ce lien de connexion n’est plus valide. Demandez-en un nouveau.';
export const VERIFICATION_TOKEN_INVALID_MESSAGE = 'Ce lien de confirmation n’est plus valide. Demandez-en un nouveau.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Le mot de passe actuel est incorrect.';
export const MFA_CODE_INVALID_MESSAGE = 'Code de vérification incorrect.';
export const MFA_TOKEN_INVALID_MESSAGE = 'Votre connexion a expiré : identifiez-vous de nouveau.';
export const REGISTRATION_PASSWORD_MISMATCH_MESSAGE = "Ce mot de passe n'est pas celui choisi à l'inscription.";

/** Answers of the contract (`@kizomba/api-contract/auth`): a renamed field fails to compile here and in the site. */
export type { AccountView, LinkPreview, LoginAnswer, MfaAnswer, SessionAnswer, UserView } from '@kizomba/api-contract/auth';

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

const ONE_TIME_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const hashOneTimeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A local path to go back to after a magic link (`/dashboard`, never `//evil.example` or `https:`). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
}

/** Staff reset from the back-office's own page (it logs them into /admin, not the buyer's dashboard). */
/** Links of the account e-mails, on the site in the reader's language (staff pages stay French, at the root). */
export const resetPasswordUrl = (site: string, token: string, role: UserRole = 'user', locale: Locale = DEFAULT_LOCALE) =>
  role === 'user'
    ? `${site}${localePath(locale, `/reset-password?token=${encodeURIComponent(token)}`)}`
    : `${site}/admin/reset-password?token=${encodeURIComponent(token)}`;
export const magicLoginUrl = (site: string, token: string, redirect?: string | null, locale: Locale = DEFAULT_LOCALE) =>
  `${site}${localePath(locale, `/auth/magic-login?token=${encodeURIComponent(token)}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`)}`;
export const verifyEmailUrl = (site: string, token: string, locale: Locale = DEFAULT_LOCALE) =>
  `${site}${localePath(locale, `/auth/magic-login?token=${encodeURIComponent(token)}&verify=1`)}`;

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

const isStaff = (role: UserRole) => role === 'admin' || role === 'scanner';

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
  const { User, AuthToken, Order, OutboxMessage, MfaChallenge, RecoveryCode, RevokedSession } = db.models;
  const clock = deps.clock ?? (() => new Date());
  const throttle = createLoginThrottle(db);

  async function accountView(user: UserInstance): Promise<AccountView> {
    const stored = await User.scope('withPassword').findByPk(user.id, { attributes: ['id', 'passwordHash'] });
    return { ...toUserView(user), hasPassword: Boolean(stored?.passwordHash) };
  }

  async function session(user: UserInstance, now: Date, rememberMe = false): Promise<SessionAnswer> {
    const { token, expiresAt } = issueAccessToken(config, user, { rememberMe, now });
    const view = await accountView(user);
    return { token, user: view, expiresAt: expiresAt.toISOString(), data: { token, userInfo: view } };
  }

  /** A second-factor challenge for a staff member (enrolment when they have no authenticator yet). */
  async function challenge(user: UserInstance, now: Date, rememberMe: boolean): Promise<MfaAnswer> {
    const raw = randomBytes(32).toString('base64url');
    const mode: MfaMode = user.totpEnabledAt ? 'verify' : 'enroll';
    const secret = mode === 'enroll' ? newTotpSecret() : null;
    await db.write(async (transaction) => {
      // Used challenges of that account, and expired ones of anyone (a few staff), are of no further use.
      await MfaChallenge.destroy({ where: { [Op.or]: [{ userId: user.id, consumedAt: { [Op.ne]: null } }, { expiresAt: { [Op.lte]: now } }] }, transaction });
      await MfaChallenge.create(
        {
          userId: user.id,
          tokenHash: hashOneTimeToken(raw),
          mode,
          pendingSecret: secret ? seal(config, secret, 'totp-secret') : null,
          rememberMe,
          expiresAt: new Date(now.getTime() + MFA_CHALLENGE_TTL_MS),
          createdAt: now,
        },
        { transaction },
      );
    });
    return secret ? { mfa: 'enroll', mfaToken: raw, enrollment: { secret, otpauthUrl: otpauthUrl(secret, user.email) } } : { mfa: 'required', mfaToken: raw };
  }

  /** A session for a buyer; a second-factor challenge for staff. */
  async function openSession(user: UserInstance, now: Date, { rememberMe = false, passwordCleared = false } = {}): Promise<LoginAnswer> {
    const answer: LoginAnswer = isStaff(user.role) ? await challenge(user, now, rememberMe) : await session(user, now, rememberMe);
    return passwordCleared ? { ...answer, passwordCleared: true } : answer;
  }

  /** Guest orders placed with the address become the account's, once the address is proven. */
  async function linkGuestOrders(user: Pick<UserInstance, 'id' | 'email' | 'emailVerifiedAt'>, transaction?: Transaction): Promise<number> {
    if (!user.emailVerifiedAt) return 0;
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
    { extra = {}, ip = null, locale }: { extra?: Record<string, unknown>; ip?: string | null; locale?: Locale } = {},
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
    await rememberLocale(user, locale, transaction);
    const kind = MAIL_KIND[purpose];
    await enqueueMail(
      { OutboxMessage },
      {
        kind,
        dedupeKey: `${kind}:${row.id}`,
        recipient: user.email,
        payload: { userId: user.id, tokenId: row.id, sealedToken: seal(config, raw), ...extra, ...(locale ? { locale } : {}) },
      },
      { transaction, now },
    );
  }

  /** « You already have an account », at most MAX_LINKS_PER_WINDOW per address per window (fixed windows of the clock). */
  async function sendAccountExists(user: UserInstance, now: Date, transaction: Transaction, locale?: Locale): Promise<void> {
    const window = `${ACCOUNT_EXISTS_KIND}:${user.id}:${Math.floor(now.getTime() / LINK_WINDOW_MS)}:`;
    const sent = await OutboxMessage.count({ where: { dedupeKey: { [Op.startsWith]: window } }, transaction });
    if (sent >= MAX_LINKS_PER_WINDOW) return;
    await enqueueMail(
      { OutboxMessage },
      { kind: ACCOUNT_EXISTS_KIND, dedupeKey: `${window}${sent}`, recipient: user.email, payload: { userId: user.id, ...(locale ? { locale } : {}) } },
      { transaction, now },
    );
  }

  /**
   * The language the person last used the site in (a request that sent them a link): the
   * account's e-mails that no request names (a reply, a reminder) use it.
   */
  async function rememberLocale(user: UserInstance, locale: Locale | undefined, transaction: Transaction): Promise<void> {
    if (!locale || user.role !== 'user' || user.locale === locale) return;
    await User.update({ locale }, { where: { id: user.id }, transaction });
    user.set('locale', locale);
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

  async function revokeSessions(user: UserInstance, transaction: Transaction, changes: Partial<{ passwordHash: string | null; emailVerifiedAt: Date }> = {}) {
    await user.update({ ...changes, tokenVersion: user.tokenVersion + 1 }, { transaction });
    publishDomainEvent(db.sequelize, 'user.sessions-revoked', { userId: user.id }, transaction);
  }

  /**
   * The mailbox is proven (a link was used). On the first proof, a password chosen before it is
   * cleared and every token revoked — whoever registered the address may not be its owner —
   * unless `keepPassword` (the owner typed that very password). Then the address is verified and
   * guest orders join. Answers whether the password was cleared.
   */
  async function proveMailbox(user: UserInstance, now: Date, transaction: Transaction, keepPassword = false): Promise<boolean> {
    let cleared = false;
    if (!user.emailVerifiedAt) {
      const stored = (await User.scope('withPassword').findByPk(user.id, { transaction }))?.passwordHash ?? null;
      if (stored && !keepPassword) {
        await revokeSessions(user, transaction, { passwordHash: null });
        cleared = true;
      }
      await user.update({ emailVerifiedAt: now }, { transaction });
    }
    await linkGuestOrders(user, transaction);
    return cleared;
  }

  /** The still usable challenge of that mode behind an mfaToken, or the French 401. */
  async function liveChallenge(raw: string, mode: MfaMode, now: Date): Promise<{ row: MfaChallengeInstance; user: UserInstance }> {
    const invalid = () => unauthorized(MFA_TOKEN_INVALID_MESSAGE, 'MFA_TOKEN_INVALID');
    if (typeof raw !== 'string' || !ONE_TIME_TOKEN.test(raw)) throw invalid();
    const row = await MfaChallenge.findOne({ where: { tokenHash: hashOneTimeToken(raw), mode, consumedAt: null, expiresAt: { [Op.gt]: now } } });
    if (!row) throw invalid();
    const user = await User.scope('withTotp').findByPk(row.userId);
    if (!user || user.disabledAt || !isStaff(user.role)) throw invalid();
    return { row, user };
  }

  /** A wrong code: counted on the challenge (burnt at MFA_MAX_FAILURES) and on the account's throttle. */
  async function refuseCode(row: MfaChallengeInstance, user: UserInstance, now: Date): Promise<never> {
    await db.write(async (transaction) => {
      await MfaChallenge.increment('failures', { where: { id: row.id, consumedAt: null }, transaction });
      await MfaChallenge.update({ consumedAt: now }, { where: { id: row.id, consumedAt: null, failures: { [Op.gte]: MFA_MAX_FAILURES } }, transaction });
    });
    await throttle.recordFailure(user.email, now);
    throw unauthorized(MFA_CODE_INVALID_MESSAGE, 'MFA_CODE_INVALID');
  }

  /** Uses the challenge (one UPDATE, one winner) inside `transaction`, or the French 401. */
  async function consumeChallenge(row: MfaChallengeInstance, now: Date, transaction: Transaction): Promise<void> {
    const [count] = await MfaChallenge.update({ consumedAt: now }, { where: { id: row.id, consumedAt: null, expiresAt: { [Op.gt]: now } }, transaction });
    if (count !== 1) throw unauthorized(MFA_TOKEN_INVALID_MESSAGE, 'MFA_TOKEN_INVALID');
  }

  /** `req.ip` as stored (45 characters hold any IPv6 text form; anything longer is not an address). */
  const clipIp = (ip: string | null | undefined) => (ip ? ip.slice(0, 45) : null);

  const findByEmail = (email: string, transaction?: Transaction) => User.findOne({ where: { email: normalizeEmail(email) }, transaction });

  /** The wrong-password answer; the attempt counts on the address's throttle. */
  async function refuseCredentials(email: string, now: Date): Promise<never> {
    await throttle.recordFailure(email, now);
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  }

  return {
    toUserView,
    linkGuestOrders,

    /**
     * The same outcome seen from outside for a new and a known address: an e-mail, never a
     * session. New address: an unverified account with that password and a verification link.
     * Known: « you already have an account » (verified) or a fresh verification link (not yet).
     */
    async register(input: RegisterInput, ip?: string | null, locale: Locale = DEFAULT_LOCALE): Promise<void> {
      const now = clock();
      // Hashed before looking the address up: both cases then take the same time.
      const passwordHash = await hashPassword(input.password);
      const email = normalizeEmail(input.email);
      const run = () =>
        db.write(async (transaction) => {
          const existing = await findByEmail(email, transaction);
          if (existing) {
            if (existing.disabledAt) return;
            if (existing.emailVerifiedAt) await sendAccountExists(existing, now, transaction, locale);
            else await sendToken(existing, 'email-verification', now, transaction, { ip, locale });
            return;
          }
          const user = await User.create(
            { email, passwordHash, firstName: input.firstName, lastName: input.lastName, role: 'user', locale, createdAt: now, updatedAt: now },
            { transaction },
          );
          await sendToken(user, 'email-verification', now, transaction, { ip, locale });
        });
      try {
        await run();
      } catch (err) {
        if (!(err instanceof UniqueConstraintError)) throw err;
        // Registered meanwhile by another request: treated as a known address.
        await run();
      }
    },

    /**
     * E-mail + password, behind the address's throttle. `staffOnly` (back-office login) refuses
     * other roles with the same 401. Staff get a second-factor challenge instead of a session.
     */
    async login(
      input: { email: string; password: string; rememberMe?: boolean },
      options: { staffOnly?: boolean; ip?: string | null; locale?: Locale } = {},
    ): Promise<LoginAnswer> {
      const now = clock();
      const email = normalizeEmail(input.email);
      await throttle.assertOpen(email, now);
      const user = await User.scope('withPassword').findOne({ where: { email } });
      if (!user?.passwordHash) {
        await verifyAgainstDummy(input.password);
        return refuseCredentials(email, now);
      }
      if (!(await verifyPassword(input.password, user.passwordHash))) return refuseCredentials(email, now);
      if (user.disabledAt || (options.staffOnly && !isStaff(user.role))) throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
      if (!user.emailVerifiedAt) {
        await db.write((transaction) => sendToken(user, 'email-verification', now, transaction, { ip: options.ip, locale: options.locale }));
        throw new HttpError(403, 'EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
      }
      const passwordHash = needsRehash(user.passwordHash) ? await hashPassword(input.password) : null;
      await db.write(async (transaction) => {
        if (passwordHash) await User.update({ passwordHash }, { where: { id: user.id }, transaction });
        await linkGuestOrders(user, transaction);
        // Staff: the count starts again only once the second factor is right too.
        if (!isStaff(user.role)) await throttle.reset(email, transaction);
      });
      return openSession(user, now, { rememberMe: input.rememberMe === true });
    },

    /** The second factor of an enrolled staff member: a 6-digit code (never twice) or a recovery code (once). */
    async verifyMfa(mfaToken: string, code: string, rememberMe?: boolean): Promise<SessionAnswer> {
      const now = clock();
      const { row, user } = await liveChallenge(mfaToken, 'verify', now);
      await throttle.assertOpen(user.email, now);
      const step = isTotpCode(code) && user.totpSecret ? matchTotpStep(open(config, user.totpSecret, 'totp-secret'), code, now) : null;
      const recovery = step === null ? normalizeRecoveryCode(code) : null;
      if (step === null && !recovery) return refuseCode(row, user, now);
      const accepted = await db.write(async (transaction) => {
        let used: number;
        if (step !== null) {
          // Only a step later than the last accepted one: a code is never accepted twice.
          [used] = await User.update(
            { totpLastStep: step },
            { where: { id: user.id, [Op.or]: [{ totpLastStep: null }, { totpLastStep: { [Op.lt]: step } }] }, transaction },
          );
        } else {
          [used] = await RecoveryCode.update({ usedAt: now }, { where: { userId: user.id, codeHash: hashRecoveryCode(recovery!), usedAt: null }, transaction });
        }
        if (used !== 1) return false;
        await consumeChallenge(row, now, transaction);
        await throttle.reset(user.email, transaction);
        return true;
      });
      if (!accepted) return refuseCode(row, user, now);
      return session(user, now, rememberMe ?? row.rememberMe);
    },

    /** First login of a staff member: the first right code enrols the authenticator; ten recovery codes. */
    async enrollMfa(mfaToken: string, code: string, rememberMe?: boolean): Promise<SessionAnswer> {
      const now = clock();
      const { row, user } = await liveChallenge(mfaToken, 'enroll', now);
      await throttle.assertOpen(user.email, now);
      const sealed = row.pendingSecret;
      const step = sealed && isTotpCode(code) ? matchTotpStep(open(config, sealed, 'totp-secret'), code, now) : null;
      if (step === null) return refuseCode(row, user, now);
      const recoveryCodes = newRecoveryCodes();
      await db.write(async (transaction) => {
        await consumeChallenge(row, now, transaction);
        // Enrolled meanwhile (another tab): that enrolment stands, this one is void.
        const [enrolled] = await User.update(
          { totpSecret: sealed, totpEnabledAt: now, totpLastStep: step },
          { where: { id: user.id, totpEnabledAt: null }, transaction },
        );
        if (enrolled !== 1) throw unauthorized(MFA_TOKEN_INVALID_MESSAGE, 'MFA_TOKEN_INVALID');
        await RecoveryCode.destroy({ where: { userId: user.id }, transaction });
        await RecoveryCode.bulkCreate(
          recoveryCodes.map((c) => ({ userId: user.id, codeHash: hashRecoveryCode(c), createdAt: now })),
          { transaction },
        );
        await throttle.reset(user.email, transaction);
      });
      return { ...(await session(user, now, rememberMe ?? row.rememberMe)), recoveryCodes };
    },

    /** Ends this session only (the token's `sid`); other devices stay signed in. */
    async logout(user: UserInstance, sid: string, expiresAt: Date): Promise<void> {
      const now = clock();
      await db.write(async (transaction) => {
        // Rows of tokens that expired anyway are of no further use.
        await RevokedSession.destroy({ where: { expiresAt: { [Op.lte]: now } }, transaction });
        await RevokedSession.findOrCreate({ where: { sid }, defaults: { sid, userId: user.id, expiresAt, revokedAt: now }, transaction });
        publishDomainEvent(db.sequelize, 'user.session-revoked', { userId: user.id, sid }, transaction);
      });
    },

    /** « Log out everywhere »: every token issued so far stops working. */
    async logoutAll(user: UserInstance): Promise<void> {
      await db.write(async (transaction) => {
        const fresh = await User.findByPk(user.id, { transaction });
        if (fresh) await revokeSessions(fresh, transaction);
      });
    },

    /** The signed-in person as GET /auth/me answers them. */
    me: accountView,

    async updateProfile(user: UserInstance, changes: { firstName?: string; lastName?: string }): Promise<AccountView> {
      const patch: { firstName?: string; lastName?: string } = {};
      if (changes.firstName !== undefined) patch.firstName = changes.firstName;
      if (changes.lastName !== undefined) patch.lastName = changes.lastName;
      if (Object.keys(patch).length > 0) await db.write((transaction) => user.update({ ...patch, updatedAt: clock() }, { transaction }));
      return accountView(user);
    },

    /** Sends a reset link to an enabled account; nothing for an unknown address (same answer). */
    async forgotPassword(email: string, ip?: string | null, locale?: Locale): Promise<void> {
      const now = clock();
      await db.write(async (transaction) => {
        const user = await findByEmail(email, transaction);
        if (user && !user.disabledAt) await sendToken(user, 'reset', now, transaction, { ip, locale });
      });
    },

    /** A new password from a reset link: every session revoked, address verified, a new session. */
    async resetPassword(raw: string, password: string): Promise<LoginAnswer> {
      const now = clock();
      const passwordHash = await hashPassword(password);
      const user = await db.write(async (transaction) => {
        const found = await consumeForUser(raw, ['reset'], now, transaction);
        if (!found) return null;
        // The other links sent before are void too.
        await AuthToken.update({ consumedAt: now }, { where: { userId: found.id, purpose: ['reset', 'magic-link'], consumedAt: null }, transaction });
        await revokeSessions(found, transaction, { passwordHash, ...(found.emailVerifiedAt ? {} : { emailVerifiedAt: now }) });
        await linkGuestOrders(found, transaction);
        await throttle.reset(found.email, transaction);
        return found;
      });
      if (!user) throw badRequest(RESET_TOKEN_INVALID_MESSAGE, 'RESET_TOKEN_INVALID');
      return openSession(user, now);
    },

    /** Sends a magic link to an enabled account; nothing for an unknown address (same answer). */
    async sendMagicLink(email: string, redirect?: string | null, ip?: string | null, locale?: Locale): Promise<void> {
      const now = clock();
      const safe = safeRedirect(redirect);
      await db.write(async (transaction) => {
        const user = await findByEmail(email, transaction);
        if (user && !user.disabledAt) await sendToken(user, 'magic-link', now, transaction, { extra: safe ? { redirect: safe } : {}, ip, locale });
      });
    },

    /** Whose link this is, without using it: the confirmation page asks before signing in. */
    async linkPreview(raw: string): Promise<LinkPreview> {
      const now = clock();
      const row = typeof raw === 'string' && ONE_TIME_TOKEN.test(raw) ? await AuthToken.findOne({ where: { tokenHash: hashOneTimeToken(raw) } }) : null;
      const purpose = row?.purpose === 'email-verification' ? 'email-verification' : 'magic-link';
      const invalid = () =>
        badRequest(purpose === 'email-verification' ? VERIFICATION_TOKEN_INVALID_MESSAGE : MAGIC_LINK_INVALID_MESSAGE, 'LINK_INVALID');
      if (!row || row.purpose === 'reset' || row.consumedAt || row.expiresAt.getTime() <= now.getTime()) throw invalid();
      const user = await User.scope('withPassword').findByPk(row.userId);
      if (!user || user.disabledAt) throw invalid();
      return {
        purpose,
        email: user.email,
        firstName: user.firstName,
        passwordConfirmation: purpose === 'email-verification' && !user.emailVerifiedAt && Boolean(user.passwordHash),
      };
    },

    /** A magic link or e-mail verification link, on the person's click: the address is proven, a session opens. */
    async magicLogin(raw: string): Promise<LoginAnswer> {
      const now = clock();
      const outcome = await db.write(async (transaction) => {
        const found = await consumeForUser(raw, ['magic-link', 'email-verification'], now, transaction);
        return found ? { user: found, passwordCleared: await proveMailbox(found, now, transaction) } : null;
      });
      if (!outcome) throw badRequest(MAGIC_LINK_INVALID_MESSAGE, 'MAGIC_LINK_INVALID');
      return openSession(outcome.user, now, { passwordCleared: outcome.passwordCleared });
    },

    /**
     * Quick access: never a session on an e-mail alone. The address gets a magic link; the
     * account is created on first use, without password.
     */
    async quickLogin(email: string, name: string, ip?: string | null, locale: Locale = DEFAULT_LOCALE): Promise<void> {
      const now = clock();
      const run = () =>
        db.write(async (transaction) => {
          let user = await findByEmail(email, transaction);
          user ??= await User.create({ email: normalizeEmail(email), ...splitName(name), role: 'user', locale, createdAt: now, updatedAt: now }, { transaction });
          if (!user.disabledAt) await sendToken(user, 'magic-link', now, transaction, { ip, locale });
        });
      try {
        await run();
      } catch (err) {
        if (!(err instanceof UniqueConstraintError)) throw err;
        await run();
      }
    },

    /**
     * The e-mail verification link, on the person's click: a session. `password`, when it is the
     * password chosen at registration, keeps it (the mailbox owner chose it); a wrong one is
     * refused without using the link (the person retypes it, or confirms without, which clears it),
     * behind the address's throttle.
     */
    async verifyEmail(raw: string, password?: string): Promise<LoginAnswer> {
      const now = clock();
      let keepPassword = false;
      if (password !== undefined && ONE_TIME_TOKEN.test(raw)) {
        const row = await AuthToken.findOne({ where: { tokenHash: hashOneTimeToken(raw), purpose: 'email-verification', consumedAt: null, expiresAt: { [Op.gt]: now } } });
        const owner = row ? await User.scope('withPassword').findByPk(row.userId) : null;
        if (owner?.passwordHash && !owner.emailVerifiedAt && !owner.disabledAt) {
          await throttle.assertOpen(owner.email, now);
          keepPassword = await verifyPassword(password, owner.passwordHash);
          if (!keepPassword) {
            await throttle.recordFailure(owner.email, now);
            throw unauthorized(REGISTRATION_PASSWORD_MISMATCH_MESSAGE, 'INVALID_PASSWORD');
          }
        }
      }
      const outcome = await db.write(async (transaction) => {
        const found = await consumeForUser(raw, ['email-verification'], now, transaction);
        return found ? { user: found, passwordCleared: await proveMailbox(found, now, transaction, keepPassword) } : null;
      });
      if (!outcome) throw badRequest(VERIFICATION_TOKEN_INVALID_MESSAGE, 'VERIFICATION_TOKEN_INVALID');
      return openSession(outcome.user, now, { passwordCleared: outcome.passwordCleared });
    },

    /**
     * A new password (the current one required when the account has one, behind the account's
     * throttle): every other session revoked, a new token answered.
     */
    async changePassword(user: UserInstance, currentPassword: string | undefined, newPassword: string): Promise<SessionAnswer> {
      const now = clock();
      const withPassword = await User.scope('withPassword').findByPk(user.id);
      if (!withPassword) throw unauthorized();
      if (withPassword.passwordHash) {
        await throttle.assertOpen(withPassword.email, now);
        if (!(await verifyPassword(currentPassword ?? '', withPassword.passwordHash))) {
          await throttle.recordFailure(withPassword.email, now);
          throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, 'INVALID_CURRENT_PASSWORD');
        }
      }
      const passwordHash = await hashPassword(newPassword);
      const updated = await db.write(async (transaction) => {
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
