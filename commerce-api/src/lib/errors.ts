/**
 * Errors the API answers with. Every error response has the shape
 * `{ "error": { "code": "SOME_CODE", "message": "<phrase en français>" } }` (docs/spec.md §8: the site
 * shows `error.message` as is), so anything thrown with a message meant for a person is an
 * `HttpError`. Anything else is a bug or an outage and becomes a generic 500/503.
 */

export interface FieldIssue {
  /** Dotted path of the offending field, e.g. `customerInfo.email`. */
  field: string;
  message: string;
}

export interface ErrorBody {
  error: {
    code: string;
    message: string;
    /** Only on validation errors: one entry per invalid field, for forms that highlight fields. */
    fields?: FieldIssue[];
  };
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** French sentence shown to the person; never include internals here. */
    message: string,
    readonly fields?: FieldIssue[],
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields && this.fields.length > 0 ? { fields: this.fields } : {}),
      },
    };
  }
}

export const GENERIC_ERROR_MESSAGE = 'Une erreur est survenue';

export const badRequest = (message: string, code = 'BAD_REQUEST', fields?: FieldIssue[]) =>
  new HttpError(400, code, message, fields);
export const unauthorized = (message = 'Vous devez être connecté pour accéder à cette ressource.', code = 'UNAUTHORIZED') =>
  new HttpError(401, code, message);
export const forbidden = (message = "Vous n'avez pas les droits nécessaires pour cette action.", code = 'FORBIDDEN') =>
  new HttpError(403, code, message);
export const notFound = (message = "Cette ressource n'existe pas.", code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const serviceUnavailable = (
  message = 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  code = 'SERVICE_UNAVAILABLE',
) => new HttpError(503, code, message, undefined, { 'Retry-After': '5' });
