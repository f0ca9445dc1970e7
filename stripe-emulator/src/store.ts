import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { EmulatorState } from './types.ts';

/** Where the emulator keeps its state: in memory, or mirrored to a JSON file shortly after each change. */
export interface Store {
  readonly state: EmulatorState;
  /** Marks the state changed; the file store writes it within SAVE_DELAY_MS (atomic: temp file + rename). */
  save(): void;
  /** Writes a pending change now (on close and shutdown). */
  flush(): void;
  readonly file: string | null;
}

/**
 * The state holds every session, event and idempotent answer, so one write costs more as a test run
 * grows; writing after every change made each payment slower than the last (measured: the purchase
 * bench's session step at 335 ms p50). Changes are coalesced into one write per SAVE_DELAY_MS
 * instead. This is a development tool: a crash may lose the last SAVE_DELAY_MS of state.
 */
export const SAVE_DELAY_MS = 100;

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
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(state), { mode: 0o600 });
    renameSync(tmp, file);
  };
  return {
    state,
    file,
    save() {
      if (timer) return;
      timer = setTimeout(write, SAVE_DELAY_MS);
      // A pending write alone must not keep a test process alive; close() and shutdown flush it.
      timer.unref();
    },
    flush() {
      if (timer) write();
    },
  };
}
