import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SAVE_DELAY_MS, SAVE_MAX_DELAY_MS, createFileStore, saveDelay } from '../src/store.ts';

describe('file store', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const fileIn = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stripe-emulator-store-'));
    dirs.push(dir);
    return path.join(dir, 'state.json');
  };

  it('coalesces the changes of a burst into one write, shortly after the first', async () => {
    const file = fileIn();
    const store = createFileStore(file);
    store.state.idempotency.a = { fingerprint: 'a', status: 200, body: {}, created: 1 };
    store.save();
    store.state.idempotency.b = { fingerprint: 'b', status: 200, body: {}, created: 2 };
    store.save();
    expect(existsSync(file)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 50));
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { idempotency: Record<string, unknown> };
    expect(Object.keys(saved.idempotency)).toEqual(['a', 'b']);
  });

  it('writes a pending change at once on flush, and nothing when nothing changed', () => {
    const file = fileIn();
    const store = createFileStore(file);
    store.flush();
    expect(existsSync(file)).toBe(false);
    store.state.idempotency.c = { fingerprint: 'c', status: 200, body: {}, created: 3 };
    store.save();
    store.flush();
    const written = statSync(file).mtimeMs;
    expect(JSON.parse(readFileSync(file, 'utf8')).idempotency.c).toBeDefined();
    store.flush();
    expect(statSync(file).mtimeMs).toBe(written);
    // A new store on the same file reads the state back.
    expect(createFileStore(file).state.idempotency.c).toBeDefined();
  });

  it('waits longer between writes when a write costs more, within bounds', () => {
    expect(saveDelay(0)).toBe(SAVE_DELAY_MS);
    expect(saveDelay(3)).toBe(SAVE_DELAY_MS);
    // A 25 ms write (a 7 MB state) is followed by at least 250 ms without writing.
    expect(saveDelay(25)).toBe(250);
    expect(saveDelay(10_000)).toBe(SAVE_MAX_DELAY_MS);
  });
});
