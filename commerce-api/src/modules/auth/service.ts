/**
 * Auth foundation: the back-office accounts that must exist for the festival team to log in.
 * Login, tokens and the auth endpoints come in a later issue on top of this module.
 */
import { UniqueConstraintError } from 'sequelize';
import type { AppConfig, StaffAccountConfig } from '../../config/index.js';
import type { Models } from '../../db/models.js';
import type { Logger } from '../../lib/logger.js';
import { hashPassword } from '../../lib/password.js';
import { normalizeEmail, type UserRole } from './models.js';

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
