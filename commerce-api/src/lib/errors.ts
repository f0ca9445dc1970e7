/**
 * Errors the API answers with. Every error response has the shape
 * `{ "error": { "code": "SOME_CODE", "message": "<phrase>" } }` (docs/spec.md §8: the site shows
 * `error.message` as is), so anything thrown with a message meant for a person is an `HttpError`.
 * Anything else is a bug or an outage and becomes a generic 500/503.
 *
 * A refusal of a public endpoint is a text of the dictionaries (src/i18n): given as a
 * `LocalizedText`, or as its French sentence, which names the text the way a gettext source
 * string does (`fromFrench`). `message` is the French, and the answer speaks the request's
 * language (`toBody(locale)`); the code never changes. Back-office refusals are French sentences
 * the dictionaries do not hold: they stay French.
 */
import { DEFAULT_LOCALE, fromFrench, say, type LocalizedText } from '../i18n/index.js';
import type { Locale } from '@kizomba/locales';

export interface FieldIssue {
  /** Dotted path of the offending field, e.g. `customerInfo.email`. */
  field: string;
  message: string;
  /** The message in every language (public forms). */
  text?: LocalizedText;
}

/** A message for a person: French text, or a text of the dictionaries. */
export type Message = string | LocalizedText;

const french = (message: Message) => (typeof message === 'string' ? message : say(DEFAULT_LOCALE, message));

function localized(locale: Locale, message: string, text?: LocalizedText): string {
  if (locale === DEFAULT_LOCALE) return message;
  const known = text ?? fromFrench(message);
  return known ? say(locale, known) : message;
}

/** A field refusal whose message follows the request's language. */
export const fieldIssue = (field: string, text: LocalizedText): FieldIssue => ({ field, message: french(text), text });

export interface ErrorBody {
  error: {
    code: string;
    message: string;
    /** Only on validation errors: one entry per invalid field, for forms that highlight fields. */
    fields?: FieldIssue[];
  };
}

export class HttpError extends Error {
  /** The message in every language, when it is a text of the dictionaries. */
  readonly text?: LocalizedText;

  constructor(
    readonly status: number,
    readonly code: string,
    /** Sentence shown to the person (French, or a dictionary text); never include internals here. */
    message: Message,
    readonly fields?: FieldIssue[],
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(french(message));
    this.name = 'HttpError';
    const text = typeof message === 'string' ? fromFrench(message) : message;
    if (text) this.text = text;
  }

  /** The answer in `locale` (French when the message has no translation). */
  toBody(locale: Locale = DEFAULT_LOCALE): ErrorBody {
    return {
      error: {
        code: this.code,
        message: localized(locale, this.message, this.text),
        ...(this.fields && this.fields.length > 0
          ? { fields: this.fields.map(({ field, message, text }) => ({ field, message: localized(locale, message, text) })) }
          : {}),
      },
    };
  }
}

export const badRequest = (message: Message, code = 'BAD_REQUEST', fields?: FieldIssue[]) => new HttpError(400, code, message, fields);
export const unauthorized = (message: Message = { key: 'errors.common.loginRequired' }, code = 'UNAUTHORIZED') =>
  new HttpError(401, code, message);
export const forbidden = (message: Message = { key: 'errors.common.forbidden' }, code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message: Message = { key: 'errors.common.notFound' }, code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: Message, code = 'CONFLICT') => new HttpError(409, code, message);
export const serviceUnavailable = (message: Message = { key: 'errors.common.serviceUnavailable' }, code = 'SERVICE_UNAVAILABLE') =>
  new HttpError(503, code, message, undefined, { 'Retry-After': '5' });
