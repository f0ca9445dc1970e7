/**
 * HTTP plumbing shared by every module: request validation, the JSON 404 and the single error
 * middleware. Express 5 forwards rejected promises from handlers to the error middleware, so
 * handlers are plain async functions (no asyncHandler wrapper).
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ConnectionError, TimeoutError } from 'sequelize';
import { DEFAULT_LOCALE, type Locale } from '@kizomba/locales';
import { apiText, fromFrench, say } from '../i18n/index.js';
import type { Logger } from './logger.js';
import { localeOf } from './locale.js';
import { z, zodErrorsIn } from './zod.js';
import { HttpError, badRequest, notFound, serviceUnavailable, type FieldIssue } from './errors.js';

type RequestPart = 'params' | 'query' | 'body';

export interface RequestSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

type Out<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;

type ParamsOf<S extends RequestSchemas> = Out<S['params'], Request['params']>;
type BodyOf<S extends RequestSchemas> = Out<S['body'], unknown>;
type QueryOf<S extends RequestSchemas> = Out<S['query'], Request['query']>;

/** The request type a handler sees after `validate(schemas)` ran in front of it. */
export type ValidatedRequest<S extends RequestSchemas> = Request<ParamsOf<S>, unknown, BodyOf<S>, QueryOf<S>>;


/** `['items', 0, 'quantity']` → `items[0].quantity`. */
function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    const name = String(key);
    return acc ? `${acc}.${name}` : name;
  }, '');
}

/** German nouns keep their capital inside a sentence. */
const lowerFirst = (s: string, locale: Locale) =>
  locale !== 'de' && s.length > 1 && s[1] === s[1]?.toLowerCase() ? s.charAt(0).toLowerCase() + s.slice(1) : s;
const withFinalPeriod = (s: string) => (/[.!?…]$/.test(s) ? s : `${s}.`);

/**
 * A zod failure as a 400 whose message names the field, e.g.
 * « Le champ « quantity » est invalide : trop petit : nombre doit être >=1. », in `locale`: the
 * schemas' own messages are dictionary texts (`fromFrench`), zod's built-in ones come from its
 * locale when the schema was parsed with `zodErrorsIn(locale)`.
 */
export function validationError(error: z.ZodError, part: RequestPart = 'body', locale: Locale = DEFAULT_LOCALE): HttpError {
  const fields: FieldIssue[] = error.issues.map((issue) => {
    const text = fromFrench(issue.message);
    return { field: formatPath(issue.path), message: text ? say(locale, text) : issue.message };
  });
  const [first, ...others] = fields;
  const partLabel = apiText(locale, `errors.request.parts.${part}`);
  let message: string;
  if (!first) {
    message = apiText(locale, 'errors.request.partValueInvalid', { part: partLabel });
  } else if (first.field === '') {
    const sentence = apiText(locale, 'errors.request.partInvalid', { part: partLabel, reason: lowerFirst(first.message, locale) });
    message = withFinalPeriod(sentence.charAt(0).toUpperCase() + sentence.slice(1));
  } else {
    message = withFinalPeriod(apiText(locale, 'errors.request.fieldInvalid', { field: first.field, reason: lowerFirst(first.message, locale) }));
  }
  const otherNames = [...new Set(others.map((f) => f.field).filter((f) => f && f !== first?.field))];
  if (otherNames.length > 0) {
    const list = otherNames.map((field) => apiText(locale, 'errors.request.quotedField', { field })).join(', ');
    message += ` ${apiText(locale, 'errors.request.otherFields', { fields: list })}`;
  }
  return badRequest(message, 'VALIDATION_ERROR', fields);
}

/**
 * Validates (and coerces/strips) params, query and body with zod before the handler runs; the
 * handler then reads the parsed values from `req` (type them with `ValidatedRequest<typeof schemas>`).
 */
export function validate<S extends RequestSchemas>(schemas: S): RequestHandler<ParamsOf<S>, unknown, BodyOf<S>, QueryOf<S>> {
  // Typed with the parsed shapes so Express infers them for the handlers that follow it.
  return (req, _res, next) => {
    const locale = localeOf(req);
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      if (part === 'body' && req.body === undefined) {
        // express.json() leaves body undefined when the request is not declared as JSON.
        throw badRequest({ key: 'errors.request.notJson' }, 'VALIDATION_ERROR');
      }
      const result = schema.safeParse(req[part], zodErrorsIn(locale));
      if (!result.success) throw validationError(result.error, part, locale);
      if (part === 'query') {
        // Express 5 exposes req.query through a getter on the prototype; an own property shadows it.
        Object.defineProperty(req, 'query', { value: result.data, writable: true, configurable: true, enumerable: true });
      } else {
        (req as unknown as Record<RequestPart, unknown>)[part] = result.data;
      }
    }
    next();
  };
}

/** JSON 404 for any path no router answered. */
export const notFoundHandler: RequestHandler = () => {
  throw notFound({ key: 'errors.common.routeNotFound' }, 'NOT_FOUND');
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/** Maps anything thrown to what the client may see. */
export function toHttpError(err: unknown, locale: Locale = DEFAULT_LOCALE): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof z.ZodError) return validationError(err, 'body', locale);
  // Database unreachable, pool exhausted, SQLITE_BUSY or InnoDB lock wait: retrying later helps.
  if (err instanceof ConnectionError || err instanceof TimeoutError) return serviceUnavailable();

  const e = err as BodyParserError | null;
  switch (e?.type) {
    case 'entity.parse.failed':
      return badRequest({ key: 'errors.request.invalidJson' }, 'INVALID_JSON');
    case 'entity.too.large':
      return new HttpError(413, 'PAYLOAD_TOO_LARGE', { key: 'errors.request.tooLarge' });
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', { key: 'errors.request.unsupportedEncoding' });
    case 'request.aborted':
      return badRequest({ key: 'errors.request.aborted' }, 'REQUEST_ABORTED');
    default:
      break;
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && e?.expose !== false) {
    return new HttpError(status, 'BAD_REQUEST', { key: 'errors.request.invalid' });
  }
  return new HttpError(500, 'INTERNAL_ERROR', { key: 'errors.common.generic' });
}

/** The one error middleware: logs server faults, answers `{ error: { code, message } }` in the request's language. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      // Too late for a JSON answer: let Express close the connection.
      next(err);
      return;
    }
    const locale = localeOf(req);
    const httpError = toHttpError(err, locale);
    const log = req.log ?? logger;
    if (httpError.status >= 500) log.error({ err }, 'requête en échec');
    else if (!(err instanceof HttpError)) log.debug({ err }, 'requête refusée');
    if (httpError.headers) res.set(httpError.headers);
    res.status(httpError.status).json(httpError.toBody(locale));
  };
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; error: () => HttpError }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    error: () => new HttpError(431, 'HEADERS_TOO_LARGE', { key: 'errors.request.headersTooLarge' }),
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    error: () => new HttpError(408, 'REQUEST_TIMEOUT', { key: 'errors.request.timeout' }),
  },
};
const MALFORMED = { status: 400, reason: 'Bad Request', error: () => badRequest({ key: 'errors.request.malformed' }, 'MALFORMED_REQUEST') };

/**
 * Requests Node's HTTP parser refuses before Express sees them (headers or address over 16 KB,
 * a broken request line) get the API's JSON envelope too, in French (their headers were never
 * read), instead of Node's bare status line. Attach to the server that serves `createApp(...)`.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // Gone, or an answer already started on this socket: nothing sensible to write.
    if (err.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const known = (err.code && CLIENT_ERRORS[err.code]) || MALFORMED;
    const body = JSON.stringify(known.error().toBody());
    socket.end(
      `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
