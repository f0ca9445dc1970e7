/**
 * The outbox's sending side: claim due messages, render, send, mark (docs/purchase-flow.md).
 *
 * Several API replicas may run a worker on the same database. A message is taken with a
 * compare-and-set UPDATE (same `attempts` as read, still due) that also sets a lease
 * (`locked_until`): only one worker's UPDATE matches, the others move on. `attempts` counts
 * send attempts started, so it doubles as the claim token: marking `sent` or scheduling a retry
 * only applies `WHERE status = 'sending' AND attempts = <what we claimed>`, so a worker whose
 * lease was taken over can never overwrite the new owner's outcome.
 *
 * Exactly once, as far as SMTP allows: a message is marked `sent` once and never claimed again.
 * The only window for a duplicate is a crash (or a database outage) between the SMTP server's
 * acceptance and the mark; the lease then expires and the message is sent again with the same
 * Message-ID (derived from the dedupe key), which mail systems and people can recognise.
 */
import { createHash } from 'node:crypto';
import { Op, type WhereOptions } from 'sequelize';
import type { AppConfig } from '../../config/index.js';
import type { Database } from '../../db/index.js';
import type { Logger } from '../../lib/logger.js';
import type { OutboxMessageAttributes, OutboxMessageInstance } from './models.js';
import { PermanentMailError, type MailRenderers } from './types.js';
import type { MailTransport } from './transport.js';

/** A claimed message is someone's for this long; far above one send's SMTP timeouts. */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** After this many attempts a message is `failed` (about 7 h of retries with the backoff below). */
export const OUTBOX_MAX_ATTEMPTS = 12;
export const OUTBOX_BACKOFF_BASE_MS = 30_000;
export const OUTBOX_BACKOFF_MAX_MS = 60 * 60_000;
const LAST_ERROR_MAX_LENGTH = 2_000;

/** Delay before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, 4 min… capped at 1 h. */
export function backoffDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(OUTBOX_BACKOFF_MAX_MS, OUTBOX_BACKOFF_BASE_MS * 2 ** Math.min(exponent, 30));
}

/** Domain of the sender address (`"Name" <x@domain>`), for Message-IDs. */
export function senderDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return match?.[1]?.toLowerCase() ?? 'kizomba-lumiere.invalid';
}

/** `<hash-of-dedupe-key@sender-domain>`: the same for every attempt of one message. */
export function stableMessageId(dedupeKey: string, from: string): string {
  const hash = createHash('sha256').update(dedupeKey).digest('hex').slice(0, 40);
  return `<${hash}.outbox@${senderDomain(from)}>`;
}

export interface OutboxServiceDeps {
  db: Database;
  config: Pick<AppConfig, 'mail' | 'dataDir' | 'publicSiteUrl' | 'jwtSecret'>;
  logger: Logger;
  transport: MailTransport;
  clock?: () => Date;
  /** Outbox `kind` → renderer: the registry built by the composition root (src/services.ts). */
  renderers: MailRenderers;
  leaseMs?: number;
  maxAttempts?: number;
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'lost';

export interface RunSummary {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** Sent, but the lease had been taken over meanwhile (another worker owns the row now). */
  lost: number;
}

export interface OutboxService {
  /** Claims up to `limit` due messages for this worker. */
  claimDue(limit: number): Promise<OutboxMessageInstance[]>;
  /** Renders, sends and marks one claimed message. */
  deliver(message: OutboxMessageInstance): Promise<DeliveryOutcome>;
  /** Claims and delivers one batch. */
  runOnce(limit?: number): Promise<RunSummary>;
}

function errorText(err: unknown): string {
  const e = err as { message?: unknown; responseCode?: unknown; code?: unknown };
  const base = typeof e?.message === 'string' ? e.message : String(err);
  const code = typeof e?.responseCode === 'number' ? ` (SMTP ${e.responseCode})` : typeof e?.code === 'string' ? ` (${e.code})` : '';
  return `${base}${code}`.slice(0, LAST_ERROR_MAX_LENGTH);
}

export function createOutboxService(deps: OutboxServiceDeps): OutboxService {
  const { db, config, logger, transport } = deps;
  const { OutboxMessage } = db.models;
  const clock = deps.clock ?? (() => new Date());
  const leaseMs = deps.leaseMs ?? OUTBOX_LEASE_MS;
  const maxAttempts = deps.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  const { renderers } = deps;

  /** Pending and due, or being sent by a worker whose lease ended (it crashed or stalled). */
  const due = (now: Date): WhereOptions<OutboxMessageAttributes> => ({
    [Op.or]: [
      { status: 'pending', nextAttemptAt: { [Op.lte]: now } },
      { status: 'sending', lockedUntil: { [Op.lt]: now } },
    ],
  });

  /** Conditional UPDATE of a row we claimed; 0 when our claim is no longer the current one. */
  async function updateClaimed(message: OutboxMessageInstance, values: Partial<OutboxMessageAttributes>): Promise<number> {
    const [count] = await db.write((transaction) =>
      OutboxMessage.update(values, { where: { id: message.id, status: 'sending', attempts: message.attempts }, transaction }),
    );
    return count;
  }

  async function claimDue(limit: number): Promise<OutboxMessageInstance[]> {
    const now = clock();
    const candidates = await OutboxMessage.findAll({
      where: due(now),
      order: [['nextAttemptAt', 'ASC'], ['id', 'ASC']],
      // Workers polling together read the same first rows; reading further lets the loser of a
      // race claim the next ones instead of coming back empty-handed.
      limit: limit * 4,
    });
    const claimed: OutboxMessageInstance[] = [];
    for (const candidate of candidates) {
      if (claimed.length >= limit) break;
      const values = {
        status: 'sending' as const,
        attempts: candidate.attempts + 1,
        lockedUntil: new Date(now.getTime() + leaseMs),
        messageId: stableMessageId(candidate.dedupeKey, config.mail.from),
      };
      const [count] = await db.write((transaction) =>
        OutboxMessage.update(values, { where: { [Op.and]: [{ id: candidate.id, attempts: candidate.attempts }, due(now)] }, transaction }),
      );
      if (count !== 1) continue; // another worker took it first
      candidate.set(values, { raw: true });
      claimed.push(candidate);
    }
    return claimed;
  }

  async function markSent(message: OutboxMessageInstance, values: Partial<OutboxMessageAttributes>): Promise<number> {
    // The e-mail is gone: try hard to record it, or the lease's expiry would send it again.
    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        return await updateClaimed(message, values);
      } catch (err) {
        lastError = err;
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
      }
    }
    throw lastError;
  }

  async function deliver(message: OutboxMessageInstance): Promise<DeliveryOutcome> {
    const log = logger.child({ outboxId: message.id, kind: message.kind, attempt: message.attempts });
    let subject: string | null = message.subject;
    let result;
    try {
      const renderer = renderers[message.kind];
      if (!renderer) throw new PermanentMailError(`type de message inconnu : ${message.kind}`);
      const rendered = await renderer(message);
      subject = rendered.subject;
      result = await transport.send(
        {
          from: config.mail.from,
          to: message.recipient,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          attachments: rendered.attachments,
          ...(rendered.headers ? { headers: rendered.headers } : {}),
          messageId: message.messageId ?? stableMessageId(message.dedupeKey, config.mail.from),
        },
        { id: message.id, kind: message.kind },
      );
    } catch (err) {
      const permanent = err instanceof PermanentMailError;
      const giveUp = permanent || message.attempts >= maxAttempts;
      const lastError = errorText(err);
      const nextAttemptAt = new Date(clock().getTime() + backoffDelayMs(message.attempts));
      const count = await updateClaimed(
        message,
        giveUp
          ? { status: 'failed', lockedUntil: null, lastError, subject }
          : { status: 'pending', lockedUntil: null, lastError, subject, nextAttemptAt },
      );
      if (count === 0) {
        log.warn({ err }, 'envoi en échec, mais le message a été repris par un autre processus');
        return 'lost';
      }
      if (giveUp) {
        log.error({ err, permanent }, `e-mail abandonné après ${message.attempts} tentative(s)`);
        return 'failed';
      }
      log.warn({ err, nextAttemptAt }, 'envoi en échec, nouvel essai programmé');
      return 'retry';
    }

    const count = await markSent(message, {
      status: 'sent',
      sentAt: clock(),
      lockedUntil: null,
      lastError: null,
      messageId: result.messageId,
      subject,
      emlPath: result.emlPath,
    });
    if (count === 0) {
      log.warn({ messageId: result.messageId }, 'e-mail envoyé après la fin du bail : un autre processus a pu le renvoyer (même Message-ID)');
      return 'lost';
    }
    log.info({ messageId: result.messageId, transport: transport.name }, 'e-mail envoyé');
    return 'sent';
  }

  async function runOnce(limit = 10): Promise<RunSummary> {
    const summary: RunSummary = { claimed: 0, sent: 0, retried: 0, failed: 0, lost: 0 };
    const claimed = await claimDue(limit);
    summary.claimed = claimed.length;
    for (const message of claimed) {
      let outcome: DeliveryOutcome;
      try {
        outcome = await deliver(message);
      } catch (err) {
        // The database failed while recording the outcome: the lease's expiry retries it.
        logger.error({ err, outboxId: message.id }, "e-mail : résultat non enregistré, nouvel essai à la fin du bail");
        continue;
      }
      if (outcome === 'sent') summary.sent += 1;
      else if (outcome === 'retry') summary.retried += 1;
      else if (outcome === 'failed') summary.failed += 1;
      else summary.lost += 1;
    }
    return summary;
  }

  return { claimDue, deliver, runOnce };
}
