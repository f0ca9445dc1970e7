import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { EmulatorState } from './types.ts';

/** Where the emulator keeps its state: in memory, or mirrored to a JSON file shortly after each change. */
export interface Store {
  readonly state: EmulatorState;
  /** Marks the state changed; the file store writes it shortly after (see saveDelay; atomic: temp file + rename). */
  save(): void;
  /** Writes a pending change now (on close and shutdown). */
  flush(): void;
  readonly file: string | null;
}

/**
 * The state holds every session, event and idempotent answer, so one write costs more as a test run
 * grows; writing after every change made each payment slower than the last (measured: the purchase
 * bench's session step at 335 ms p50). Changes are coalesced into one write per SAVE_DELAY_MS
 * instead. A large state (7 MB after a 1,500-order bench: ~25 ms to serialise and write) still
 * cost a quarter of a core at one write per 100 ms, so the delay also grows with the last write's
 * duration (SAVE_COST_FACTOR times it, at most SAVE_MAX_DELAY_MS): writing stays under a tenth of
 * the emulator's time. This is a development tool: a crash (not a clean stop, which flushes) may
 * lose the changes of the last delay, 100 ms for a small state and at most 2 s.
 */
export const SAVE_DELAY_MS = 100;
export const SAVE_COST_FACTOR = 10;
export const SAVE_MAX_DELAY_MS = 2_000;

/** Delay before the next write, from the duration of the last one. */
export function saveDelay(lastWriteMs: number): number {
  return Math.min(SAVE_MAX_DELAY_MS, Math.max(SAVE_DELAY_MS, Math.ceil(lastWriteMs * SAVE_COST_FACTOR)));
}

export function emptyState(): EmulatorState {
  return { version: 1, sessions: {}, sessionExtras: {}, lineItems: {}, paymentIntents: {}, refunds: {}, events: [], idempotency: {} };
}

export function createMemoryStore(initial: EmulatorState = emptyState()): Store {
  return { state: initial, save() {}, flush() {}, file: null };
}

/** A JSON file store; loads the file when it exists. */
export function createFileStore(file: string): Store {
  let state = emptyState();
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<EmulatorState>;
    state = { ...emptyState(), ...parsed, version: 1 };
  }
  mkdirSync(path.dirname(file), { recursive: true });
  let timer: NodeJS.Timeout | null = null;
  let lastWriteMs = 0;
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const startedAt = performance.now();
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(state), { mode: 0o600 });
    renameSync(tmp, file);
    lastWriteMs = performance.now() - startedAt;
  };
  return {
    state,
    file,
    save() {
      if (timer) return;
      timer = setTimeout(write, saveDelay(lastWriteMs));
      // A pending write alone must not keep a test process alive; close() and shutdown flush it.
      timer.unref();
    },
    flush() {
      if (timer) write();
    },
  };
}
