/**
 * What the API sends to Stripe, checked against Stripe's published OpenAPI request schemas
 * (`stripe-request-schemas.json`, copied from github.com/stripe/openapi): an unknown parameter, a
 * wrong type or an out-of-range value fails a test instead of the first real payment. The
 * emulator accepts what it understands; this checks what Stripe itself documents.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import type Stripe from 'stripe';
import { vi } from 'vitest';

const OPERATIONS = ['PostCheckoutSessions', 'PostRefunds'] as const;
export type StripeOperation = (typeof OPERATIONS)[number];

interface SchemaFile {
  requests: Record<StripeOperation, { schema: object }>;
}

let validators: Record<StripeOperation, ValidateFunction> | null = null;

function validatorsOf(): Record<StripeOperation, ValidateFunction> {
  if (validators) return validators;
  const file = JSON.parse(readFileSync(new URL('./stripe-request-schemas.json', import.meta.url), 'utf8')) as SchemaFile;
  // Stripe's spec carries its own x-… keywords and formats (types already bound those values).
  const ajv = new Ajv({ strict: false, allErrors: true, formats: { 'unix-time': true, decimal: true } });
  validators = {
    PostCheckoutSessions: ajv.compile(file.requests.PostCheckoutSessions.schema),
    PostRefunds: ajv.compile(file.requests.PostRefunds.schema),
  };
  return validators;
}

export interface StripeRequestRecorder {
  /** How many requests of `operation` were sent since recording began. */
  count(operation: StripeOperation): number;
  /** Every request Stripe's schema refuses, with why (empty when all were valid). */
  invalid(): Array<{ operation: StripeOperation; params: unknown; errors: string[] }>;
  restore(): void;
}

/** Records the body parameters of every Checkout Session creation and refund sent through `stripe`. */
export function recordStripeRequests(stripe: Stripe): StripeRequestRecorder {
  // Spies call through: the requests still reach Stripe (the emulator).
  const spies = { PostCheckoutSessions: vi.spyOn(stripe.checkout.sessions, 'create'), PostRefunds: vi.spyOn(stripe.refunds, 'create') };
  return {
    count: (operation) => spies[operation].mock.calls.length,
    invalid: () =>
      OPERATIONS.flatMap((operation) =>
        spies[operation].mock.calls.flatMap(([params]) => {
          const validate = validatorsOf()[operation];
          // The SDK leaves `undefined` members out: compare what goes on the wire.
          const wire: unknown = JSON.parse(JSON.stringify(params ?? {}));
          return validate(wire) ? [] : [{ operation, params: wire, errors: (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`.trim()) }];
        }),
      ),
    restore: () => Object.values(spies).forEach((spy) => spy.mockRestore()),
  };
}
