/**
 * Entry point (`npm start -w commerce-api`): config → database (migrations, seeders, staff
 * accounts) → HTTP server with Express and socket.io → graceful shutdown on SIGINT/SIGTERM.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config/index.js';
import { createDatabase, type Database } from './db/index.js';
import { prepareDatabase } from './db/prepare.js';
import { answerClientErrors } from './lib/http.js';
import { createLogger, type Logger } from './lib/logger.js';
import { attachRealtime, type RealtimeServer } from './lib/realtime.js';
import { closeRateLimitRedis, rateLimitRedisReady } from './lib/rate-limit.js';
import { startOutboxWorker } from './modules/mail/index.js';
import { createServices } from './services.js';
import { startHoldSweeper } from './modules/checkout/index.js';
import { startRefundSweeper } from './modules/orders/index.js';
import { startWaitingListDispatcher } from './modules/waiting-list/index.js';
import { startTransferSweeper } from './modules/transfers/index.js';
import { startAutoCheckout } from './modules/check-in-lists/index.js';

/** In-flight requests get this long to finish before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function exitAfterFlush(logger: Logger, code: number): void {
  process.exitCode = code;
  logger.flush(() => process.exit(code));
}

async function main(): Promise<void> {
  let config: AppConfig;
  let warnings: string[];
  try {
    ({ config, warnings } = loadConfig());
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n\nL'API commerce ne démarre pas.\n`);
      process.exit(1);
    }
    throw err;
  }

  const logger = createLogger({ level: config.logLevel, pretty: !config.isProduction && process.stdout.isTTY === true });
  for (const warning of warnings) logger.warn(warning);

  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'promesse rejetée non gérée'));
  process.on('uncaughtException', (err) => {
    // State is unknown after this: log it and let the supervisor restart us.
    logger.fatal({ err }, 'exception non gérée, arrêt');
    exitAfterFlush(logger, 1);
  });

  let db: Database;
  try {
    db = await createDatabase(config.database, logger);
    await prepareDatabase(db, config, logger);
  } catch (err) {
    logger.fatal({ err, dialect: config.database.dialect }, 'base de données inutilisable, arrêt');
    exitAfterFlush(logger, 1);
    return;
  }

  // Built once: the routers, the sweepers and the outbox worker share these instances.
  const services = createServices({ config, logger, db, clock: () => new Date() });
  const app = createApp({ config, logger, db, services });
  // With REDIS_URL the limiters count there: wait (briefly) for it, so the first requests are counted.
  if (config.redisUrl && !(await rateLimitRedisReady({ config, logger }))) {
    logger.warn('limiteurs : Redis pas encore prêt, requêtes acceptées sans limite jusqu’à la connexion');
  }
  const server = http.createServer(app);
  answerClientErrors(server);
  // Longer than the proxy's idle keep-alive, so the site server never writes to a socket we just closed.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  let realtime: RealtimeServer;
  try {
    // With REDIS_URL, waits for Redis (socket.io adapter shared by the replicas).
    realtime = await attachRealtime(server, { config, logger, db });
  } catch (err) {
    logger.fatal({ err }, 'temps réel : Redis injoignable (REDIS_URL), arrêt');
    exitAfterFlush(logger, 1);
    return;
  }
  // Sends the e-mail outbox (SMTP or DATA_DIR/outbox); woken by each commit that queues a message.
  const outbox = startOutboxWorker({ config, logger, db, renderers: services.mailRenderers });
  // Every minute: fails pending orders whose seat hold ended (their Stripe session expired first).
  const holdSweeper = startHoldSweeper({ db, logger, clock: () => new Date() }, (order) => services.payments.cancelCheckoutSession(order));
  // Every minute: finishes refunds left pending (Stripe asked again under the same idempotency key).
  const refundSweeper = startRefundSweeper({ db, logger, clock: () => new Date(), stripe: () => services.payments.stripe });
  // Every 2 s and when places free up: waiting-list offers made, lapsed, settled.
  const waitingList = startWaitingListDispatcher({ db, logger, config, clock: () => new Date() });
  // Every minute: unanswered ticket transfers expire, their tickets back to their senders with a new code.
  const transferSweeper = startTransferSweeper({ logger, transfers: services.transfers, clock: () => new Date() });
  // Every minute: entry/exit check-in lists whose « everyone out » hour passed today (Paris) mark everyone outside, once a day.
  const autoCheckout = startAutoCheckout({ db, logger, clock: () => new Date() });

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.warn({ signal }, 'second signal : arrêt immédiat');
      exitAfterFlush(logger, 1);
      return;
    }
    shuttingDown = true;
    logger.info({ signal }, 'arrêt en cours (requêtes en cours terminées, nouvelles refusées)');
    const force = setTimeout(() => {
      logger.error(`arrêt forcé après ${SHUTDOWN_TIMEOUT_MS} ms`);
      exitAfterFlush(logger, 1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();

    // realtime.close() stops forwarding events and disconnects the sockets, then closes the HTTP
    // server (which stops accepting, closes idle keep-alive connections and resolves once in-flight
    // requests are done), then the Redis clients.
    void realtime.close().then((err) => {
      if (err && (err as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') logger.error({ err }, 'fermeture du serveur HTTP');
      // The outbox first: a message being sent is finished and marked before the database closes.
      outbox
        .stop()
        .catch((mailErr: unknown) => logger.error({ err: mailErr }, "arrêt de l'envoi des e-mails"))
        .then(() => Promise.all([holdSweeper.stop(), refundSweeper.stop(), waitingList.stop(), transferSweeper.stop(), autoCheckout.stop(), closeRateLimitRedis()]))
        .then(() => db.close())
        .catch((dbErr: unknown) => logger.error({ err: dbErr }, 'fermeture de la base de données'))
        .finally(() => {
          clearTimeout(force);
          logger.info('API commerce arrêtée');
          exitAfterFlush(logger, 0);
        });
    });
    server.closeIdleConnections();
  };
  // `on`, not `once`: a second signal must reach shutdown() to force the exit.
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  server.on('error', (err: NodeJS.ErrnoException) => {
    logger.fatal({ err, port: config.port }, err.code === 'EADDRINUSE' ? `le port ${config.port} est déjà utilisé` : 'serveur HTTP en échec');
    exitAfterFlush(logger, 1);
  });
  // API_HOST: loopback unless told otherwise (Docker: 0.0.0.0, the site container calls it).
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ host: config.host, port, database: db.dialect, env: config.nodeEnv }, `API commerce prête sur http://${config.host}:${port}/api`);
  });
}

void main();
