/**
 * Stripe-shaped API errors: `{ error: { type, code?, message, param? } }` with Stripe's HTTP
 * statuses, so stripe-node raises the same classes (StripeInvalidRequestError, StripeAuthenticationError,
 * StripeIdempotencyError…) as against api.stripe.com.
 */
export type StripeErrorType =
  | 'invalid_request_error'
  | 'idempotency_error'
  | 'api_error'
  | 'card_error';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code) error.code = this.code;
    if (this.param) error.param = this.param;
    if (this.code) error.doc_url = `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, '-')}`;
    return { error };
  }
}

export const invalid = (message: string, param?: string, code?: string): StripeApiError =>
  new StripeApiError(400, 'invalid_request_error', message, code, param);

export const missingParam = (param: string): StripeApiError =>
  invalid(`Missing required param: ${param}.`, param, 'parameter_missing');

export const notFound = (objectName: string, id: string, param: string): StripeApiError =>
  new StripeApiError(404, 'invalid_request_error', `No such ${objectName}: '${id}'`, 'resource_missing', param);
