/**
 * Transactional outbox: business code enqueues an e-mail in the same database transaction as the
 * event that causes it (docs/purchase-flow.md, « E-mail outbox »). Nothing is sent here: the
 * worker (`worker.ts`) renders and sends due messages later, so a rolled-back fulfilment never
 * sends anything and a committed one never loses its e-mail.
 */
import { UniqueConstraintError, type Transaction } from 'sequelize';
import type { Models } from '../../db/models.js';
import type { OutboxMessageInstance, OutboxMessageModel } from './models.js';

export const ORDER_CONFIRMATION_KIND = 'order-confirmation';

export const orderConfirmationDedupeKey = (orderId: string) => `${ORDER_CONFIRMATION_KIND}:${orderId}`;

export interface EnqueueOptions {
  /** The caller's transaction: the message exists only if it commits. */
  transaction?: Transaction | null;
  /** First send attempt not before this instant (default: now). */
  now?: Date;
}

export interface EnqueueResult {
  /** False when a message with the same dedupe key already existed (nothing inserted). */
  created: boolean;
  message: OutboxMessageInstance;
}

export interface MailToEnqueue {
  kind: string;
  /** One message per business event: enqueueing the same key again is a no-op. */
  dedupeKey: string;
  recipient: string;
  /** Renderer input; must stay small and JSON-serialisable (ids, not documents). */
  payload: Record<string, unknown>;
}

type OutboxListener = () => void;

/**
 * Per-database listeners (keyed by the model, which is per Sequelize instance, so test apps with
 * their own databases never wake each other's workers). The worker registers one to be woken as
 * soon as a transaction that enqueued a message commits, instead of waiting for its next poll.
 */
const listeners = new WeakMap<OutboxMessageModel, Set<OutboxListener>>();

/** Calls `listener` after each commit that enqueued a message on this database; answers an unsubscribe. */
export function onMailEnqueued(models: Pick<Models, 'OutboxMessage'>, listener: OutboxListener): () => void {
  let set = listeners.get(models.OutboxMessage);
  if (!set) {
    set = new Set();
    listeners.set(models.OutboxMessage, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

function notifyEnqueued(model: OutboxMessageModel): void {
  for (const listener of listeners.get(model) ?? []) {
    try {
      listener();
    } catch {
      // A listener only schedules a poll; its failure must never reach the committing caller.
    }
  }
}

/**
 * Inserts one outbox message unless its dedupe key exists (then answers the existing one).
 * Safe to call inside the caller's transaction, and to call twice for the same event.
 */
export async function enqueueMail(
  models: Pick<Models, 'OutboxMessage'>,
  mail: MailToEnqueue,
  { transaction = null, now = new Date() }: EnqueueOptions = {},
): Promise<EnqueueResult> {
  const { OutboxMessage } = models;
  const existing = await OutboxMessage.findOne({ where: { dedupeKey: mail.dedupeKey }, transaction });
  if (existing) return { created: false, message: existing };
  try {
    const message = await OutboxMessage.create(
      {
        kind: mail.kind,
        dedupeKey: mail.dedupeKey,
        recipient: mail.recipient,
        payload: mail.payload,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
      },
      { transaction },
    );
    if (transaction) transaction.afterCommit(() => notifyEnqueued(OutboxMessage));
    else notifyEnqueued(OutboxMessage);
    return { created: true, message };
  } catch (err) {
    // A concurrent enqueue of the same event won the unique index: same outcome as finding it.
    // (MySQL and SQLite roll back the failed statement only, so the caller's transaction goes on.)
    if (!(err instanceof UniqueConstraintError)) throw err;
    const winner = await OutboxMessage.findOne({ where: { dedupeKey: mail.dedupeKey }, transaction });
    if (!winner) throw err;
    return { created: false, message: winner };
  }
}

/**
 * Queues the order-confirmation e-mail (French summary + `billets-<number>.pdf`) for a fulfilled
 * order. Called by fulfilment inside its transaction; a second fulfilment attempt is a no-op.
 * The e-mail is rendered at send time from the order id, so it shows the tickets as issued.
 */
export function enqueueOrderConfirmation(
  models: Pick<Models, 'OutboxMessage'>,
  order: { id: string; email: string },
  options: EnqueueOptions = {},
): Promise<EnqueueResult> {
  return enqueueMail(
    models,
    {
      kind: ORDER_CONFIRMATION_KIND,
      dedupeKey: orderConfirmationDedupeKey(order.id),
      recipient: order.email,
      payload: { orderId: order.id },
    },
    options,
  );
}
