import { destination, pino, type Logger } from 'pino';
import type { LogLevel } from '../config/index.js';

export type { Logger };

/**
 * Paths pino must never print. Credentials travel in these headers; later issues add bodies with
 * passwords, but request bodies are never logged in the first place (pino-http logs none).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-cart-id"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  'password',
  'passwordHash',
  '*.password',
  '*.passwordHash',
  // Account bodies (never logged today): passwords being changed, one-time tokens of links.
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  // Sequelize errors carry the bound values of the failed query (password hashes, e-mails…).
  'err.parameters',
  'err.original.parameters',
  'err.parent.parameters',
];

export interface LoggerOptions {
  level: LogLevel;
  /** Human-friendly output for a developer's terminal; JSON everywhere else (files, collectors). */
  pretty?: boolean;
}

export function createLogger({ level, pretty = false }: LoggerOptions): Logger {
  const options = {
    level,
    base: { service: 'commerce-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[masqué]' },
  };
  if (pretty) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service' } },
    });
  }
  // pino's default stdout destination writes synchronously: one blocking write per access-log line,
  // which stalls every request as soon as the reader of the pipe (a log collector, `npm start`'s
  // prefixer) falls behind. Asynchronous writes keep the event loop free; server.ts flushes the
  // buffer before any exit (exitAfterFlush), so no line is lost on SIGTERM or a fatal error.
  return pino(options, destination({ dest: 1, sync: false }));
}

/** A logger that writes nothing — for tests and for helpers called without one. */
export function createSilentLogger(): Logger {
  return pino({ level: 'silent' });
}
