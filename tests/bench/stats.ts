/** Order statistics of the standalone benchmarks' samples. */

/** The p-th percentile (nearest rank) of `values`, or null when there is none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const median = (values: readonly number[]): number | null => percentile(values, 50);

/** `12.345` → `12.3` (one decimal), null as « – ». */
export const oneDecimal = (value: number | null): string => (value === null ? '–' : value.toFixed(1));
