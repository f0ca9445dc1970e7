/**
 * Deterministic randomness: every generated image is a pure function of its key (an artist's
 * slug…), so a re-seed, another machine or a test run produces byte-identical SVG.
 */
import { createHash } from 'node:crypto';

/** 32-bit seed from any string (first 4 bytes of SHA-256: well spread, stable across Node). */
export function seedFrom(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32LE(0);
}

/** mulberry32: tiny, fast, good enough for picking shapes and colours. */
export function createRandom(key: string) {
  let state = seedFrom(key);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Float in [min, max). */
    range: (min: number, max: number) => min + (max - min) * next(),
    /** Integer in [min, max]. */
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
  };
}

export type Random = ReturnType<typeof createRandom>;

/** Rounds coordinates so that the SVG text stays short and stable. */
export const r1 = (value: number) => Math.round(value * 10) / 10;
