/**
 * Every minute: transfers left unanswered past their window expire and their tickets go back to
 * their senders with a new code (transfers/service.ts `expireDue`).
 */
import type { Logger } from '../../lib/logger.js';
import { startPeriodicTask, type PeriodicTask } from '../../lib/periodic.js';
import type { TransfersService } from './service.js';

export const TRANSFER_SWEEP_INTERVAL_MS = 60_000;

export function startTransferSweeper(
  deps: { logger: Logger; transfers: TransfersService; clock?: () => Date },
  intervalMs = TRANSFER_SWEEP_INTERVAL_MS,
): PeriodicTask<{ expired: number }> {
  const clock = deps.clock ?? (() => new Date());
  return startPeriodicTask({
    run: async () => ({ expired: await deps.transfers.expireDue(clock()) }),
    intervalMs,
    logger: deps.logger.child({ component: 'transfer-sweeper' }),
    messages: {
      done: 'transferts de billets expirés : billets rendus à leurs expéditeurs',
      failed: 'balayage des transferts de billets en échec',
    },
    worthLogging: (result) => result.expired > 0,
  });
}
