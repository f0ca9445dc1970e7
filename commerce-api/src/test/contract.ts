import { expect } from 'vitest';
import * as z from 'zod/mini';

/**
 * Checks an HTTP answer against its `@kizomba/api-contract` schema, as the site reads it. The
 * schemas are tolerant (a missing field reads as its default), so reading alone would hide a
 * renamed field: every field the schema answers must also be present in the body itself.
 */
export function expectContract<T>(body: unknown, schema: z.ZodMiniType<T>): T {
  const parsed = z.safeParse(schema, body);
  expect(parsed.success, parsed.success ? '' : String(parsed.error)).toBe(true);
  const data = parsed.data as T;
  expect(missingFields(data, body)).toEqual([]);
  return data;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The paths of `read` (the schema's output) that `raw` (the body) does not carry. */
function missingFields(read: unknown, raw: unknown, path = '$'): string[] {
  if (Array.isArray(read)) {
    if (!Array.isArray(raw)) return [path];
    return read.flatMap((item, index) => missingFields(item, raw[index], `${path}[${index}]`));
  }
  if (!isRecord(read)) return [];
  if (!isRecord(raw)) return [path];
  return Object.entries(read).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (!(key in raw) || raw[key] === undefined) return [`${path}.${key}`];
    return missingFields(value, raw[key], `${path}.${key}`);
  });
}
