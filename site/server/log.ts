/**
 * A deliberately small line logger: one line per event, plain text, stdout/stderr.
 *
 * The site server logs little (requests, builds); under `npm start` concurrently prefixes each
 * line with the service name, and in a container the runtime collects stdout. A structured
 * logger would add a dependency for no reader that needs JSON here.
 */
import type { NextFunction, Request, Response } from 'express';
import { PREFIXED_LOCALES } from '@kizomba/locales';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

function stamp(): string {
  return new Date().toISOString();
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}

export const consoleLogger: Logger = {
  info: (message) => process.stdout.write(`${stamp()} ${message}\n`),
  warn: (message) => process.stderr.write(`${stamp()} AVERTISSEMENT ${message}\n`),
  error: (message, error) =>
    process.stderr.write(`${stamp()} ERREUR ${message}${error === undefined ? '' : `\n${describe(error)}`}\n`),
};

/** For tests: collects lines instead of printing them. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(`info ${m}`),
    warn: (m) => lines.push(`warn ${m}`),
    error: (m, e) => lines.push(`error ${m}${e === undefined ? '' : ` ${describe(e)}`}`),
  };
}

/** Query parameters whose value opens something (reset, magic login, newsletter, payment…). */
const SECRET_PARAM = /token|code|secret|password|session_id|signature|^key$/i;
/**
 * Paths whose next segment is a bearer token: invitation, ticket transfer and waiting-list pages (in
 * any language) and the API behind them.
 */
const SECRET_SEGMENT = new RegExp(
  `^((?:/(?:${PREFIXED_LOCALES.join('|')}))?/(?:invitation|transfer|waiting-list/entry|waiting-list/offer)/|/api/(?:invitations|ticket-transfers|waiting-list/entries|waiting-list/offers)/)[^/?#]+`,
);
export const REDACTED = '[masqué]';

/**
 * The URL as it may be written to a log: one-time tokens and their like (query parameters named
 * like a secret, invitation and transfer tokens in the path) replaced by `[masqué]`, everything else kept.
 */
export function redactUrl(url: string | undefined): string {
  const raw = url ?? '';
  const q = raw.indexOf('?');
  const pathname = (q === -1 ? raw : raw.slice(0, q)).replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (q === -1) return pathname;
  const query = raw
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        /* malformed escape: test the name as written */
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathname}?${query}`;
}

/**
 * One line per finished request: method, path (tokens masked), status, duration, bytes sent.
 * Health probes are skipped: `wait-on` and container healthchecks poll them several times a
 * second and would drown the useful lines.
 */
export function requestLogger(logger: Logger, skip: (path: string) => boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (skip(req.path)) return next();
    const started = process.hrtime.bigint();
    let logged = false;
    const done = (): void => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // `finish` = response fully handed to the OS; `close` without `finish` = client went away.
      const status = res.writableFinished ? String(res.statusCode) : `${res.statusCode} (interrompue)`;
      const length = res.getHeader('content-length');
      const size = length === undefined ? '' : ` ${String(length)}o`;
      logger.info(`${req.method} ${redactUrl(req.originalUrl)} ${status} ${ms.toFixed(1)}ms${size}`);
    };
    res.once('finish', done);
    res.once('close', done);
    next();
  };
}
