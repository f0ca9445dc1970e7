/**
 * Defensive readers for API answers: the site never trusts a body's shape (docs/spec.md §8), so a
 * missing number reads as 0, a missing text as '', a missing list as []. Shared by every
 * `lib/api/*` module.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A finite number (numeric strings accepted), else 0. */
export function num(value: unknown): number {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}

/** A finite number, or null when absent or not a number. */
export function numOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : null;
}

/** A text (numbers as their digits), else ''. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A non-empty text (numbers as their digits), or null. */
export function strOrNull(value: unknown): string | null {
  const text = str(value);
  return text === '' ? null : text;
}

/**
 * A text that is not blank, as it is (untrimmed), or a finite number's digits; else null. For
 * ids, URLs, codes and messages, where white space alone is no value (`strOrNull` keeps it).
 */
export function nonBlank(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A boolean, else `fallback`. */
export function bool(value: unknown, fallback = false): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** The objects of an array (anything else dropped), or [] when it is not an array. */
export function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/**
 * What a `{ data }` envelope wraps: an object's `data` (undefined when it has none), anything
 * else (a bare array, null…) as it is. `list(dataOf(body))` reads a list answered either bare or
 * wrapped.
 */
export function dataOf(body: unknown): unknown {
  return isRecord(body) ? body.data : body;
}
