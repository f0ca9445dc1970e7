/**
 * The pending-refund sweeper (docs/back-office.md « Sales, refunds… »), started by server.ts beside
 * the hold sweeper: every minute, `settlePendingRefunds` finishes the refunds left `pending` (Stripe
 * did not answer, or the process or the database failed after Stripe accepted), asking Stripe again
 * under the same idempotency key `refund-<id>`. Every replica may run it: a row is settled once.
 */
import type Stripe from 'stripe';
import type { Database } from '../../db/index.js';
import type { Logger } from '../../lib/logger.js';
import { startPeriodicTask, type PeriodicTask } from '../../lib/periodic.js';
import { createRefundService, type RefundSweepResult } from './refunds.js';

export type RefundSweeper = PeriodicTask<RefundSweepResult>;

export const REFUND_SWEEP_INTERVAL_MS = 60_000;

/** Runs `settlePendingRefunds` every minute; the timer never keeps the process alive and passes never overlap. */
export function startRefundSweeper(
  deps: { db: Database; logger: Logger; clock: () => Date; stripe: () => Stripe },
  intervalMs = REFUND_SWEEP_INTERVAL_MS,
): RefundSweeper {
  const service = createRefundService(deps);
  return startPeriodicTask({
    run: () => service.settlePendingRefunds(),
    intervalMs,
    logger: deps.logger,
    messages: { done: 'balayage des remboursements en attente', failed: 'balayage des remboursements en échec' },
    worthLogging: (result) => result.settled + result.failed + result.waiting + result.errors > 0,
  });
}
