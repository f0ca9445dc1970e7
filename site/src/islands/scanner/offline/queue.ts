import { api, type ApiClient } from '../../../lib/api/client';
import { uploadOfflineScans } from '../../../lib/api/scanner';
import { DOOR_DATABASE, openDoorStore, type DoorStore } from './store';

/**
 * The queue of scans the API has not recorded yet, and the device's door data as a whole: what a
 * staff session's end wipes (holders' names) and what it never does (the queue: those people are
 * in already, their scans go up at the next login).
 */

/** Scans per upload request (the API takes up to 500). */
export const UPLOAD_BATCH = 200;

export interface UploadOptions {
  client?: ApiClient;
  device?: string;
  /** The queue's size after each batch the API took. */
  onProgress?: (queued: number) => void;
}

/**
 * Uploads the queue, oldest first, in batches of 200, and takes off it every scan the API
 * answered for: recorded, duplicate (recorded before) or conflict (recorded, flagged for the
 * back-office). Scans it said nothing about stay for the next attempt. Rejects as the API call
 * does (no network: the queue is as it was before the failed batch).
 */
export async function uploadQueue(store: DoorStore, { client = api, device, onProgress }: UploadOptions = {}): Promise<void> {
  for (;;) {
    const batch = await store.queued(UPLOAD_BATCH);
    if (batch.length === 0) return;
    const answer = await uploadOfflineScans(device ? { device, scans: batch } : { scans: batch }, { client });
    const sent = new Set(batch.map((scan) => scan.nonce));
    const done = answer.results.map((result) => result.nonce).filter((nonce) => sent.has(nonce));
    await store.dequeue(done);
    onProgress?.(await store.queueSize());
    if (done.length < batch.length) return;
  }
}

/** Opens the device's door database, or null when the browser offers none (nothing is stored then). */
async function openIfAny(databaseName: string): Promise<DoorStore | null> {
  try {
    return await openDoorStore(databaseName);
  } catch {
    return null;
  }
}

/**
 * Uploads what a previous session queued (at a staff login, before anything else); resolves with
 * the scans still queued. Rejects as the upload does; the queue then waits for the next attempt.
 */
export async function uploadDoorQueue(options: UploadOptions & { databaseName?: string } = {}): Promise<number> {
  const store = await openIfAny(options.databaseName ?? DOOR_DATABASE);
  if (!store) return 0;
  try {
    await uploadQueue(store, options);
    return await store.queueSize();
  } finally {
    store.close();
  }
}

/**
 * Forgets the lists' documents (holders' names) and the local scans when a staff session ends;
 * `keepQueue: true` says what must stay: the scans not uploaded yet.
 */
export async function wipeDoorData(options: { keepQueue: true; databaseName?: string }): Promise<void> {
  const store = await openIfAny(options.databaseName ?? DOOR_DATABASE);
  if (!store) return;
  try {
    await store.wipe({ keepQueue: options.keepQueue });
  } finally {
    store.close();
  }
}
