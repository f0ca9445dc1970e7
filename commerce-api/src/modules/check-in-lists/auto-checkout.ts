/**
 * « Tout le monde dehors »: each entry/exit list with an `autoCheckoutAt` hour marks everyone
 * outside once that hour has passed in Paris, once a day. One conditional UPDATE on the list row
 * claims the day (`last_auto_checkout_on`), so of several API replicas running the task each
 * minute, exactly one sends people out; the others change nothing.
 */
import { Op } from 'sequelize';
import type { Database } from '../../db/index.js';
import type { Logger } from '../../lib/logger.js';
import { parisClock, parisDate } from '../../lib/paris-time.js';
import { startPeriodicTask, type PeriodicTask } from '../../lib/periodic.js';
import { recordAudit } from '../audit/index.js';
import { publishCheckInCounts } from './counts.js';

export const AUTO_CHECKOUT_INTERVAL_MS = 60_000;

export interface AutoCheckoutResult {
  /** The lists this pass sent everyone out of, and how many people were inside each. */
  lists: Array<{ listId: number; sentOut: number }>;
}

export async function runAutoCheckout(db: Database, now: Date): Promise<AutoCheckoutResult> {
  const { CheckInList, TicketCheckIn, AuditLog } = db.models;
  const today = parisDate(now);
  const clock = parisClock(now);
  const due = (
    await CheckInList.findAll({
      where: {
        entryExit: true,
        autoCheckoutAt: { [Op.ne]: null },
        [Op.or]: [{ lastAutoCheckoutOn: null }, { lastAutoCheckoutOn: { [Op.ne]: today } }],
      },
      order: [['id', 'ASC']],
    })
  ).filter((list) => list.autoCheckoutAt !== null && list.autoCheckoutAt <= clock);

  const lists: AutoCheckoutResult['lists'] = [];
  for (const list of due) {
    const sentOut = await db.write(async (transaction) => {
      const [claimed] = await CheckInList.update(
        { lastAutoCheckoutOn: today },
        {
          where: {
            id: list.id,
            entryExit: true,
            // The hour read above: an admin who just changed it is not overtaken.
            autoCheckoutAt: list.autoCheckoutAt,
            [Op.or]: [{ lastAutoCheckoutOn: null }, { lastAutoCheckoutOn: { [Op.ne]: today } }],
          },
          transaction,
        },
      );
      if (claimed === 0) return null;
      const [count] = await TicketCheckIn.update({ inside: false, lastMoveAt: now }, { where: { listId: list.id, inside: true }, transaction });
      await recordAudit(
        { AuditLog },
        {
          actorId: null,
          action: 'check-in-list.everyone-out',
          targetType: 'check-in-list',
          targetId: list.id,
          details: { name: list.name, at: list.autoCheckoutAt, day: today, count },
          now,
        },
        transaction,
      );
      publishCheckInCounts(db, transaction);
      return count;
    });
    if (sentOut !== null) lists.push({ listId: list.id, sentOut });
  }
  return { lists };
}

/** Runs `runAutoCheckout` every minute (server.ts); every replica may run it. */
export function startAutoCheckout(deps: { db: Database; logger: Logger; clock?: () => Date }, intervalMs = AUTO_CHECKOUT_INTERVAL_MS): PeriodicTask<AutoCheckoutResult> {
  const clock = deps.clock ?? (() => new Date());
  return startPeriodicTask({
    run: () => runAutoCheckout(deps.db, clock()),
    intervalMs,
    logger: deps.logger.child({ component: 'auto-checkout' }),
    messages: {
      done: 'listes de contrôle : tout le monde dehors à l’heure prévue',
      failed: 'sortie automatique des listes de contrôle en échec',
    },
    worthLogging: (result) => result.lists.length > 0,
  });
}
