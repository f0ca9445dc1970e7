/**
 * The in-process wake-up of the waiting-list dispatcher: whoever frees places (an expired hold, a
 * refund, a resale, a balancing purchase) calls `nudgeWaitingList(ticketTypeId)`. With no
 * dispatcher running (tests, the migration CLI) it does nothing; the dispatcher's periodic pass
 * catches up anyway, so a nudge only shortens the wait, never decides anything.
 */
import type { Transaction } from 'sequelize';

type Listener = (ticketTypeId: number) => void;

const listeners = new Set<Listener>();

/** Registers a dispatcher; the answer unregisters it. */
export function onWaitingListNudge(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Wakes the dispatcher for `ticketTypeId`. Given the transaction that freed the places, the wake-up
 * waits for its commit (the dispatcher must see them); without one, the caller has committed.
 */
export function nudgeWaitingList(ticketTypeId: number, options: { transaction?: Transaction | null } = {}): void {
  const fire = () => {
    for (const listener of listeners) listener(ticketTypeId);
  };
  if (options.transaction) options.transaction.afterCommit(fire);
  else fire();
}
