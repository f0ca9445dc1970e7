/**
 * HTTP plumbing shared by every module: request validation, the JSON 404 and the single error
 * middleware. Express 5 forwards rejected promises from handlers to the error middleware, so
 * handlers are plain async functions (no asyncHandler wrapper).
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ConnectionError, TimeoutError } from 'sequelize';
import type { Logger } from './logger.js';
import { z } from './zod.js';
import { GENERIC_ERROR_MESSAGE, HttpError, badRequest, notFound, serviceUnavailable, type FieldIssue } from './errors.js';

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

const PART_LABEL: Record<RequestPart, string> = {
  params: "l'adresse",
  query: 'les paramètres de la requête',
  body: 'le corps de la requête',
};

/** `['items', 0, 'quantity']` → `items[0].quantity`. */
function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    const name = String(key);
    return acc ? `${acc}.${name}` : name;
  }, '');
}

const lowerFirst = (s: string) => (s.length > 1 && s[1] === s[1]?.toLowerCase() ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const withFinalPeriod = (s: string) => (/[.!?…]$/.test(s) ? s : `${s}.`);

/**
 * A zod failure as a 400 whose message names the field, e.g.
 * « Le champ « quantity » est invalide : trop petit : nombre doit être >=1. »
 */
export function validationError(error: z.ZodError, part: RequestPart = 'body'): HttpError {
  const fields: FieldIssue[] = error.issues.map((issue) => ({
    field: formatPath(issue.path),
    message: issue.message,
  }));
  const [first, ...others] = fields;
  let message: string;
  if (!first) {
    message = `La valeur de ${PART_LABEL[part]} est invalide.`;
  } else if (first.field === '') {
    message = withFinalPeriod(`${PART_LABEL[part].charAt(0).toUpperCase()}${PART_LABEL[part].slice(1)} est invalide : ${lowerFirst(first.message)}`);
  } else {
    message = withFinalPeriod(`Le champ « ${first.field} » est invalide : ${lowerFirst(first.message)}`);
  }
  const otherNames = [...new Set(others.map((f) => f.field).filter((f) => f && f !== first?.field))];
  if (otherNames.length > 0) {
    message += ` Autres champs à corriger : ${otherNames.map((f) => `« ${f} »`).join(', ')}.`;
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
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      if (part === 'body' && req.body === undefined) {
        // express.json() leaves body undefined when the request is not declared as JSON.
        throw badRequest(
          'Le corps de la requête doit être un objet JSON (en-tête « Content-Type: application/json »).',
          'VALIDATION_ERROR',
        );
      }
      const result = schema.safeParse(req[part]);
      if (!result.success) throw validationError(result.error, part);
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
  throw notFound("Cette adresse n'existe pas dans l'API.", 'NOT_FOUND');
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/** Maps anything thrown to what the client may see. */
export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof z.ZodError) return validationError(err);
  // Database unreachable, pool exhausted, SQLITE_BUSY or InnoDB lock wait: retrying later helps.
  if (err instanceof ConnectionError || err instanceof TimeoutError) return serviceUnavailable();

  const e = err as BodyParserError | null;
  switch (e?.type) {
    case 'entity.parse.failed':
      return badRequest("Le corps de la requête n'est pas un JSON valide.", 'INVALID_JSON');
    case 'entity.too.large':
      return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'La requête est trop volumineuse.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', "L'encodage de la requête n'est pas pris en charge.");
    case 'request.aborted':
      return badRequest('La requête a été interrompue.', 'REQUEST_ABORTED');
    default:
      break;
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && e?.expose !== false) {
    return new HttpError(status, 'BAD_REQUEST', 'La requête est invalide.');
  }
  return new HttpError(500, 'INTERNAL_ERROR', GENERIC_ERROR_MESSAGE);
}

/** The one error middleware: logs server faults, answers `{ error: { code, message } }`. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      // Too late for a JSON answer: let Express close the connection.
      next(err);
      return;
    }
    const httpError = toHttpError(err);
    const log = req.log ?? logger;
    if (httpError.status >= 500) log.error({ err }, 'requête en échec');
    else if (!(err instanceof HttpError)) log.debug({ err }, 'requête refusée');
    if (httpError.headers) res.set(httpError.headers);
    res.status(httpError.status).json(httpError.toBody());
  };
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; error: () => HttpError }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    error: () => new HttpError(431, 'HEADERS_TOO_LARGE', "L'adresse ou les en-têtes de la requête sont trop longs."),
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    error: () => new HttpError(408, 'REQUEST_TIMEOUT', "La requête n'est pas arrivée à temps. Veuillez réessayer."),
  },
};
const MALFORMED = { status: 400, reason: 'Bad Request', error: () => badRequest('La requête HTTP est mal formée.', 'MALFORMED_REQUEST') };

/**
 * Requests Node's HTTP parser refuses before Express sees them (headers or address over 16 KB,
 * a broken request line) get the API's JSON envelope in French too, instead of Node's bare
 * status line. Attach to the server that serves `createApp(...)`.
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
