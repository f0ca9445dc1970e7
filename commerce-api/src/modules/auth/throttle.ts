/**
 * Per-account login throttling (docs/accounts.md « Security »): after LOCK_AFTER_FAILURES wrong
 * passwords (or second-factor codes) for one address within FAILURE_WINDOW_MS, the address is
 * locked for 1 minute, then 2, 4 … at most 60 for each further failure, until a right password
 * or a quiet FAILURE_WINDOW_MS. Unknown addresses are counted exactly like known ones, so the
 * lock tells nothing about which addresses have an account.
 *
 * Stored in the database (keyed by the SHA-256 of the address, never the address of a stranger in
 * clear) so every API replica sees the same counters; the per-IP limiter (lib/rate-limit.ts) sits
 * in front of it against one client hammering many addresses.
 */
import { createHash } from 'node:crypto';
import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import type { Database } from '../../db/index.js';
import { HttpError } from '../../lib/errors.js';
import { normalizeEmail } from './models.js';

export const LOCK_AFTER_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const FIRST_LOCK_MS = 60_000;
export const MAX_LOCK_MS = 60 * 60_000;

export const tooManyAttemptsMessage = (minutes: number) => `Trop de tentatives pour ce compte. Réessayez dans ${minutes} minute(s).`;

export const throttleKey = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('hex');

/** The lock earned by the n-th consecutive failure (0 below the threshold). */
export function lockDurationMs(failures: number): number {
  if (failures < LOCK_AFTER_FAILURES) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** Math.min(failures - LOCK_AFTER_FAILURES, 10), MAX_LOCK_MS);
}

function tooManyAttempts(lockedUntil: Date, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new HttpError(429, 'TOO_MANY_ATTEMPTS', tooManyAttemptsMessage(Math.ceil(seconds / 60)), undefined, { 'Retry-After': String(seconds) });
}

export function createLoginThrottle(db: Database) {
  const { LoginThrottle } = db.models;

  return {
    /** Throws the French 429 while the address is locked. */
    async assertOpen(email: string, now: Date): Promise<void> {
      const row = await LoginThrottle.findByPk(throttleKey(email));
      if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) throw tooManyAttempts(row.lockedUntil, now);
    },

    /** Counts one failure (its own answer stays the usual 401; the next attempts meet the lock). */
    async recordFailure(email: string, now: Date): Promise<void> {
      const keyHash = throttleKey(email);
      const run = () =>
        db.write(async (transaction) => {
          // FOR UPDATE on MySQL/MariaDB: two replicas counting at once both count.
          const row = await LoginThrottle.findByPk(keyHash, { transaction, lock: transaction.LOCK.UPDATE });
          const quietSince = row ? Math.max(row.lastFailureAt.getTime(), row.lockedUntil?.getTime() ?? 0) : 0;
          const failures = row && now.getTime() - quietSince <= FAILURE_WINDOW_MS ? row.failures + 1 : 1;
          const lockMs = lockDurationMs(failures);
          const lockedUntil = lockMs > 0 ? new Date(now.getTime() + lockMs) : null;
          if (row) await row.update({ failures, lastFailureAt: now, lockedUntil }, { transaction });
          else await LoginThrottle.create({ keyHash, failures, lastFailureAt: now, lockedUntil }, { transaction });
          // Addresses tried once and never again must not pile up: past the window and the
          // longest lock, a row counts nothing any more.
          await LoginThrottle.destroy({ where: { lastFailureAt: { [Op.lt]: new Date(now.getTime() - FAILURE_WINDOW_MS - MAX_LOCK_MS) } }, transaction });
        });
      try {
        await run();
      } catch (err) {
        // The first failure of that address arrived twice at once: count again on the row that won.
        if (!(err instanceof UniqueConstraintError)) throw err;
        await run();
      }
    },

    /** A right password (and second factor): the count starts again. */
    async reset(email: string, transaction?: Transaction): Promise<void> {
      await LoginThrottle.destroy({ where: { keyHash: throttleKey(email) }, transaction });
    },
  };
}

export type LoginThrottleService = ReturnType<typeof createLoginThrottle>;
