/**
 * Request parameters, validated like Stripe validates them. Bodies arrive form-encoded with
 * bracket notation (`line_items[0][price_data][unit_amount]=2500`) and are parsed by `qs`, so
 * every leaf is a string; lists may come as arrays or as objects keyed by index.
 */
import { z } from 'zod';
import { invalid, StripeApiError } from './errors.ts';

/** Marks errors raised before the endpoint "started executing": Stripe does not store them under an idempotency key. */
export class ValidationError extends StripeApiError {}

const validation = (message: string, param?: string, code?: string): ValidationError =>
  new ValidationError(400, 'invalid_request_error', message, code, param);

export function bracketPath(path: ReadonlyArray<PropertyKey>): string {
  const [head, ...rest] = path.map(String);
  return (head ?? '') + rest.map((p) => `[${p}]`).join('');
}

/** `{ "0": a, "1": b }` → `[a, b]` (qs turns large or sparse indexed lists into objects). */
export function asList(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    }
  }
  return value;
}

function getAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let cur: unknown = input;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/** Parse with a zod schema; the first issue becomes a Stripe `invalid_request_error`. */
export function parseParams<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    const param = bracketPath([...issue.path, issue.keys[0]!]);
    throw validation(`Received unknown parameter: ${param}`, param, 'parameter_unknown');
  }
  const param = bracketPath(issue.path);
  const value = getAt(input, issue.path);
  if (value === undefined || value === '') {
    if (issue.code === 'invalid_type') throw validation(`Missing required param: ${param}.`, param, 'parameter_missing');
  }
  const message = issue.message.startsWith('Invalid input') ? `Invalid value for ${param}.` : issue.message;
  throw validation(message.replace('{value}', String(typeof value === 'object' ? JSON.stringify(value) : value)), param);
}

const integer = (kind: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string({ error: `Invalid ${kind}: {value}` })
    .regex(/^-?\d+$/, { error: `Invalid ${kind}: {value}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `Invalid ${kind}: {value}` });

export const nonNegativeInteger = integer('non-negative integer', 0, 99_999_999);
export const positiveInteger = integer('positive integer', 1, 99_999_999);
export const timestamp = integer('timestamp', 0);

const str = (max = 5000) => z.string().max(max, { error: `Invalid string: {value} (too long)` });

export const metadataSchema = z
  .union([z.literal(''), z.record(z.string(), z.string())])
  .transform((m) => (m === '' ? {} : m))
  .superRefine((m, ctx) => {
    const keys = Object.keys(m);
    if (keys.length > 50) ctx.addIssue({ code: 'custom', message: 'Metadata can have up to 50 keys.' });
    for (const key of keys) {
      if (key.length > 40) ctx.addIssue({ code: 'custom', path: [key], message: `Metadata keys must be at most 40 characters (${key}).` });
      if (m[key]!.length > 500) ctx.addIssue({ code: 'custom', path: [key], message: `Metadata values can have up to 500 characters, but you passed in a value that is ${m[key]!.length} characters (${key}).` });
    }
  });

const email = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Invalid email address: {value}' });

const currency = z
  .string()
  .regex(/^[a-zA-Z]{3}$/, { error: 'Invalid currency: {value}. Stripe currently supports these currencies: eur, usd, gbp, chf, …' })
  .transform((c) => c.toLowerCase());

const lineItem = z
  .object({
    price_data: z
      .object({
        currency,
        unit_amount: nonNegativeInteger,
        product_data: z
          .object({
            name: z.string().min(1),
            description: str().optional(),
            metadata: metadataSchema.optional(),
            images: z.unknown().optional(),
          })
          .strict(),
        tax_behavior: z.enum(['exclusive', 'inclusive', 'unspecified']).optional(),
      })
      .strict(),
    quantity: positiveInteger,
    price: z.never({ error: 'The emulator supports line_items[][price_data] only (no saved Prices): pass price_data instead of price.' }).optional(),
  })
  .strict();

const list = <T extends z.ZodType>(item: T) => z.preprocess(asList, z.array(item));

/**
 * The languages of Stripe Checkout (`locale` of POST /v1/checkout/sessions), as Stripe's OpenAPI
 * description lists them (test/openapi.test.ts compares the two).
 */
export const CHECKOUT_LOCALES = [
  'auto', 'bg', 'cs', 'da', 'de', 'el', 'en', 'en-GB', 'es', 'es-419', 'et', 'fi', 'fil', 'fr', 'fr-CA', 'hr', 'hu', 'id', 'it', 'ja',
  'ko', 'lt', 'lv', 'ms', 'mt', 'nb', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sk', 'sl', 'sv', 'th', 'tr', 'vi', 'zh', 'zh-HK', 'zh-TW',
] as const;

/** The parameters the emulator understands, plus Stripe parameters it accepts and ignores. */
export const createSessionSchema = z
  .object({
    mode: z.enum(['payment'], { error: 'The emulator supports mode=payment only.' }),
    line_items: list(lineItem).refine((l) => l.length > 0 && l.length <= 100, { error: 'line_items must hold 1 to 100 items.' }),
    success_url: str().url({ error: 'Not a valid URL' }).optional(),
    cancel_url: str().url({ error: 'Not a valid URL' }).optional(),
    customer_email: email.optional(),
    client_reference_id: str(200).optional(),
    metadata: metadataSchema.optional(),
    payment_intent_data: z
      .object({
        metadata: metadataSchema.optional(),
        description: str(1000).optional(),
        receipt_email: email.optional(),
      })
      .strict()
      .optional(),
    expires_at: timestamp.optional(),
    locale: z.enum(CHECKOUT_LOCALES, { error: `Invalid locale: must be one of ${CHECKOUT_LOCALES.join(', ')}` }).optional(),
    expand: list(z.string()).optional(),
    payment_method_types: list(z.string()).optional(),
    ui_mode: z.enum(['hosted']).optional(),
    // Accepted for compatibility, no effect in the emulator:
    submit_type: z.string().optional(),
    billing_address_collection: z.string().optional(),
    allow_promotion_codes: z.string().optional(),
    customer_creation: z.string().optional(),
    phone_number_collection: z.unknown().optional(),
    custom_text: z.unknown().optional(),
    consent_collection: z.unknown().optional(),
    invoice_creation: z.unknown().optional(),
  })
  .strict();

export type CreateSessionParams = z.output<typeof createSessionSchema>;

export const createRefundSchema = z
  .object({
    payment_intent: z.string().min(1).optional(),
    charge: z.string().min(1).optional(),
    amount: positiveInteger.optional(),
    reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer'], { error: 'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer' }).optional(),
    metadata: metadataSchema.optional(),
    expand: list(z.string()).optional(),
  })
  .strict();

export const expandSchema = z
  .object({ expand: list(z.string()).optional() })
  .passthrough();

export const listSchema = z
  .object({
    limit: integer('integer', 1, 100).optional(),
    starting_after: z.string().optional(),
    ending_before: z.string().optional(),
    expand: list(z.string()).optional(),
  })
  .passthrough();

export { invalid };
