import { destination, pino, type Logger } from 'pino';
import type { LogLevel } from '../config/index.js';

export type { Logger };

/**
 * Paths pino must never print. Credentials travel in these headers; bodies carry passwords
 * too, but request bodies are never logged in the first place (pino-http logs none).
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
  // The staff second factor: the step's token, enrolment secret and recovery codes.
  '*.mfaToken',
  '*.enrollment',
  '*.recoveryCodes',
  // The ticket signing key, should a config or a key object ever reach a log line.
  'ticketSigningKey',
  '*.ticketSigningKey',
  '*.active.seed',
  '*.ticketKeys.active.seed',
  // Sequelize errors carry the bound values of the failed query (password hashes, e-mails…).
  'err.parameters',
  'err.original.parameters',
  'err.parent.parameters',
];

const CENSOR = '[masqué]';
/** Query parameters whose value opens something (newsletter unsubscribe token, …). */
const SECRET_PARAM = /token|code|secret|password|session_id|signature|^key$/i;
/** Paths whose next segment is a bearer token. */
const SECRET_SEGMENT = /^(\/api\/(?:invitations|waiting-list\/entries|waiting-list\/offers)\/)[^/?#]+/;

/**
 * A request URL as the access log may print it: invitation and waiting-list tokens in the path and query
 * parameters named like a secret become `[masqué]`; the rest (routes, ids, paging) stays readable.
 */
export function redactUrl(url: string | undefined): string {
  const [pathname = '', query] = (url ?? '').split(/\?(.*)/s, 2);
  const path = pathname.replace(SECRET_SEGMENT, `$1${CENSOR}`);
  if (query === undefined) return path;
  const params = query.split('&').map((pair) => {
    const name = pair.split('=', 1)[0] ?? '';
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      /* a malformed escape: test the name as written */
    }
    return pair.includes('=') && SECRET_PARAM.test(decoded) ? `${name}=${CENSOR}` : pair;
  });
  return `${path}?${params.join('&')}`;
}

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
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
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
