import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { EmulatorState } from './types.ts';

/** Where the emulator keeps its state: in memory, or mirrored to a JSON file after each change. */
export interface Store {
  readonly state: EmulatorState;
  /** Persist the current state (atomic for the file store: temp file + rename). */
  save(): void;
  readonly file: string | null;
}

export function emptyState(): EmulatorState {
  return { version: 1, sessions: {}, sessionExtras: {}, lineItems: {}, paymentIntents: {}, refunds: {}, events: [], idempotency: {} };
}

export function createMemoryStore(initial: EmulatorState = emptyState()): Store {
  return { state: initial, save() {}, file: null };
}

/** A JSON file store; loads the file when it exists. */
export function createFileStore(file: string): Store {
  let state = emptyState();
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<EmulatorState>;
    state = { ...emptyState(), ...parsed, version: 1 };
  }
  mkdirSync(path.dirname(file), { recursive: true });
  return {
    state,
    file,
    save() {
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(state), { mode: 0o600 });
      renameSync(tmp, file);
    },
  };
}
