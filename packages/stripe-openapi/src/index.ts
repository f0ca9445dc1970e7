/**
 * @kizomba/stripe-openapi — Stripe's own description of the operations and events the product
 * uses (stripe-openapi-subset.json, see README.md for its origin), and validators against it:
 * an answer of the emulator, a webhook event, a request the API sends (form-encoded, as the
 * `stripe` SDK sends it). Used by tests only: the emulator's, and the API's payments tests.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import qs from 'qs';
import subset from './stripe-openapi-subset.json' with { type: 'json' };

type JsonSchema = Record<string, unknown>;

export interface StripeOperation {
  operationId: string;
  method: 'GET' | 'POST';
  /** As published, with `{param}` placeholders: `/v1/checkout/sessions/{session}`. */
  path: string;
}

interface SubsetOperation extends StripeOperation {
  query: JsonSchema | null;
  requestBody: JsonSchema | null;
  response200: JsonSchema;
  responseError: JsonSchema;
}

interface Subset {
  operations: SubsetOperation[];
  events: { emulator: Record<string, string>; known: string[] };
  components: { schemas: Record<string, JsonSchema> };
}

const SPEC = subset as unknown as Subset;

/** The outcome of one validation: what was checked, and every mismatch (empty when valid). */
export interface Validation {
  /** `PostCheckoutSessions`, `event checkout.session.completed`… */
  checked: string;
  errors: string[];
}

/**
 * OpenAPI 3.0's `nullable: true` in JSON Schema terms (Ajv only accepts `nullable` beside a
 * `type`, and Stripe also puts it beside `anyOf` and `$ref`).
 */
function withNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullables);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = withNullables(value);
  if (out.nullable !== true) return out;
  delete out.nullable;
  if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}

const DOCUMENT_ID = 'stripe-openapi-subset';

/** One document holding the components and each operation's schemas, so every `$ref` resolves. */
const document = withNullables({
  $id: DOCUMENT_ID,
  components: SPEC.components,
  operations: Object.fromEntries(
    SPEC.operations.map((op) => [
      op.operationId,
      { query: op.query ?? {}, requestBody: op.requestBody ?? {}, response200: op.response200, responseError: op.responseError },
    ]),
  ),
}) as JsonSchema;

function newAjv(coerceTypes: boolean): Ajv {
  // strict: false lets Stripe's vendor keywords (x-expandableFields, x-stripeBypassValidation…)
  // through; formats such as `unix-time` are Stripe's names, not JSON Schema's.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, coerceTypes });
  ajv.addSchema(document);
  return ajv;
}

/** Answers and events are JSON: types are checked as they are. */
const answers = newAjv(false);
/** Requests are form-encoded: every value arrives as a string, coerced to the declared type. */
const requests = newAjv(true);

const compiled = new Map<string, ValidateFunction>();
function validatorOf(ajv: Ajv, pointer: string): ValidateFunction {
  const key = `${ajv === answers ? 'a' : 'r'}:${pointer}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
    compiled.set(key, validate);
  }
  return validate;
}

/** Validates `data` (found at `at` in what was sent) against the schema at `pointer`. */
function run(ajv: Ajv, pointer: string, data: unknown, checked: string, at = ''): Validation {
  const validate = validatorOf(ajv, pointer);
  const errors = validate(data) ? [] : (validate.errors ?? []).map((error) => describe(error, at));
  return { checked, errors };
}

function describe(error: ErrorObject, at: string): string {
  const where = `${at}${error.instancePath}` || '(root)';
  const detail = error.params && Object.keys(error.params).length > 0 ? ` ${JSON.stringify(error.params)}` : '';
  return `${where} ${error.message ?? error.keyword}${detail}`;
}

/** The operations of the subset. */
export const stripeOperations: readonly StripeOperation[] = SPEC.operations.map(({ operationId, method, path }) => ({
  operationId,
  method,
  path,
}));

/** The event types the emulator sends, with the schema name of their `data.object`. */
export const emulatorEventTypes: Readonly<Record<string, string>> = SPEC.events.emulator;

const matchers = SPEC.operations.map((op) => ({
  op,
  pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
}));

/** The operation that `METHOD /v1/...` calls (query string ignored), or null when the subset has none. */
export function operationFor(method: string, url: string): StripeOperation | null {
  const path = url.split('?')[0]!.replace(/\/+$/, '');
  const upper = method.toUpperCase();
  return matchers.find(({ op, pattern }) => op.method === upper && pattern.test(path))?.op ?? null;
}

function requireOperation(method: string, url: string): SubsetOperation {
  const op = operationFor(method, url);
  if (!op) throw new Error(`${method} ${url}: no such operation in the Stripe OpenAPI subset`);
  return op as SubsetOperation;
}

/** An answer of `METHOD url` with HTTP `status`: the 200 schema, else Stripe's error object. */
export function validateResponse(method: string, url: string, status: number, body: unknown): Validation {
  const op = requireOperation(method, url);
  const which = status === 200 ? 'response200' : 'responseError';
  return run(answers, `/operations/${op.operationId}/${which}`, body, `${op.operationId} ${status}`);
}

/** A request as sent on the wire: the query string of a GET, the form-encoded body of a POST. */
export function validateRequest(method: string, url: string, body = ''): Validation {
  const op = requireOperation(method, url);
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const parse = (text: string) => qs.parse(text, { depth: 20, arrayLimit: 1000, parameterLimit: 10_000 });
  const checked = `${op.operationId} request`;
  const queryCheck = run(requests, `/operations/${op.operationId}/query`, parse(query), checked);
  if (op.method === 'GET') return queryCheck;
  const bodyCheck = run(requests, `/operations/${op.operationId}/requestBody`, parse(body), checked);
  return { checked, errors: [...queryCheck.errors, ...bodyCheck.errors] };
}

/**
 * A webhook event: the `event` object, a type Stripe knows, and its `data.object` against the
 * schema of the objects that type carries.
 */
export function validateEvent(event: unknown): Validation {
  const type = typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : undefined;
  const checked = `event ${String(type)}`;
  const errors = run(answers, '/components/schemas/event', event, checked).errors;
  if (typeof type !== 'string' || !SPEC.events.known.includes(type)) errors.push(`/type ${String(type)} is not an event type Stripe sends`);
  const objectSchema = typeof type === 'string' ? SPEC.events.emulator[type] : undefined;
  if (objectSchema) {
    const object = (event as { data?: { object?: unknown } }).data?.object;
    errors.push(...run(answers, `/components/schemas/${objectSchema}`, object, checked, '/data/object').errors);
  } else if (typeof type === 'string') {
    errors.push(`/type ${type} has no object schema in the subset's emulator events`);
  }
  return { checked, errors };
}
