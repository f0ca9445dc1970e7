/**
 * The outbox worker of one API process: polls for due messages every few seconds and is woken
 * right after a transaction that enqueued one commits (`onMailEnqueued`), so an order's e-mail
 * leaves within a second of its fulfilment. Several processes may run one each (service.ts).
 */
import type { AppConfig } from '../../config/index.js';
import type { Database } from '../../db/index.js';
import type { Logger } from '../../lib/logger.js';
import { onMailEnqueued } from './outbox.js';
import { createOutboxService, type OutboxService, type RunSummary } from './service.js';
import { createMailTransport, type MailTransport } from './transport.js';
import type { MailRenderers } from './types.js';

export const OUTBOX_POLL_INTERVAL_MS = 5_000;
const BATCH_SIZE = 10;

export interface OutboxWorkerDeps {
  config: Pick<AppConfig, 'mail' | 'dataDir' | 'publicSiteUrl' | 'jwtSecret'>;
  logger: Logger;
  db: Database;
  clock?: () => Date;
  /** Default: SMTP when `SMTP_URL` is set, else the dev outbox. */
  transport?: MailTransport;
  renderers: MailRenderers;
  pollIntervalMs?: number;
  leaseMs?: number;
  maxAttempts?: number;
}

export interface OutboxWorker {
  readonly service: OutboxService;
  readonly transport: MailTransport;
  /** Run as soon as possible (e.g. right after a fulfilment commit). */
  wake(): void;
  /** Stops polling, waits for the run in progress, closes the transport. */
  stop(): Promise<void>;
}

export function startOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const logger = deps.logger.child({ component: 'outbox' });
  const transport = deps.transport ?? createMailTransport(deps.config);
  const service = createOutboxService({ ...deps, logger, transport });
  const pollIntervalMs = deps.pollIntervalMs ?? OUTBOX_POLL_INTERVAL_MS;

  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let rerun = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    // Never keeps the process alive on its own: shutdown closes the server and the database.
    timer.unref();
  };

  async function drain(): Promise<void> {
    // Whole batches mean more may be due: go on until a partial one (bounded per tick).
    for (let round = 0; round < 20 && !stopped; round += 1) {
      let summary: RunSummary;
      try {
        summary = await service.runOnce(BATCH_SIZE);
      } catch (err) {
        logger.warn({ err }, 'outbox : lecture des messages impossible, nouvel essai au prochain passage');
        return;
      }
      if (summary.claimed < BATCH_SIZE) return;
    }
  }

  function tick(): void {
    timer = null;
    if (stopped) return;
    if (running) {
      rerun = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
      if (rerun && !stopped) {
        rerun = false;
        schedule(0);
      } else schedule(pollIntervalMs);
    });
  }

  const unsubscribe = onMailEnqueued(deps.db.models, () => wake());

  function wake(): void {
    if (stopped) return;
    if (running) rerun = true;
    else schedule(0);
  }

  schedule(0);
  logger.info({ transport: transport.name, pollIntervalMs }, 'outbox : envoi des e-mails démarré');

  return {
    service,
    transport,
    wake,
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      transport.close();
    },
  };
}
