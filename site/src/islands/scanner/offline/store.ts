import type { OfflineScan, ScanDirection, ScannerSyncAnswer } from '@kizomba/api-contract/scanner';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * What the door keeps on the device (IndexedDB), so a reload with no network still checks tickets
 * and loses no scan: per list the signed sync answer as received (checked again when read back),
 * the public keys, the scans this device made (for who is in since the document was generated)
 * and the queue of scans the API has not recorded yet, keyed by nonce.
 */

export const DOOR_DATABASE = 'kizomba-door';
const VERSION = 1;

export interface StoredList {
  listId: number;
  answer: ScannerSyncAnswer;
  /** The document's `generatedAt` (ISO), read without opening it: how long it may be kept. */
  generatedAt: string;
  /** When this device received it (ISO). */
  receivedAt: string;
}

export interface StoredKey {
  kid: string;
  /** Raw 32-byte Ed25519 public key, base64url. */
  publicKey: string;
  active: boolean;
}

/** A scan that changed where a ticket stands on a list, as this device saw it. */
export interface LocalScan {
  nonce: string;
  listId: number;
  ticketId: number;
  direction: ScanDirection;
  /** The device's time (ISO). */
  scannedAt: string;
  /** Where the ticket stands after the scan. */
  inside: boolean;
  firstEntryAt: string;
}

interface DoorSchema extends DBSchema {
  lists: { key: number; value: StoredList };
  keys: { key: string; value: StoredKey };
  scans: { key: string; value: LocalScan; indexes: { byList: number } };
  queue: { key: string; value: OfflineScan; indexes: { byScannedAt: string } };
}

export interface DoorStore {
  loadList(listId: number): Promise<StoredList | undefined>;
  saveList(list: StoredList): Promise<void>;
  loadKeys(): Promise<StoredKey[]>;
  /** Replaces the stored keys with these. */
  saveKeys(keys: StoredKey[]): Promise<void>;
  /** Records a scan: its effect on the list (when it has one) and, when the API has not seen it, its place in the queue; both or neither. */
  recordScan(effect: LocalScan | null, queued: OfflineScan | null): Promise<void>;
  scansOf(listId: number): Promise<LocalScan[]>;
  /** Queued scans, oldest first. */
  queued(limit: number): Promise<OfflineScan[]>;
  queuedNonces(): Promise<Set<string>>;
  queueSize(): Promise<number>;
  dequeue(nonces: readonly string[]): Promise<void>;
  /** Forgets the lists whose document was generated before `cutoffMs` (or says no date), and their scans not queued. */
  forgetListsGeneratedBefore(cutoffMs: number): Promise<void>;
  /** Forgets every list and local scan (holders' names, who came in); the queue stays: those people are in already. */
  wipe(options: { keepQueue: true }): Promise<void>;
  /** Forgets the list's scans a document generated at `generatedAtMs` already counts (made before it, not queued). */
  forgetScansBefore(listId: number, generatedAtMs: number): Promise<void>;
  close(): void;
}

export async function openDoorStore(name = DOOR_DATABASE): Promise<DoorStore> {
  const db: IDBPDatabase<DoorSchema> = await openDB<DoorSchema>(name, VERSION, {
    upgrade(database) {
      database.createObjectStore('lists', { keyPath: 'listId' });
      database.createObjectStore('keys', { keyPath: 'kid' });
      database.createObjectStore('scans', { keyPath: 'nonce' }).createIndex('byList', 'listId');
      database.createObjectStore('queue', { keyPath: 'nonce' }).createIndex('byScannedAt', 'scannedAt');
    },
  });

  return {
    loadList: (listId) => db.get('lists', listId),
    async saveList(list) {
      await db.put('lists', list);
    },
    loadKeys: () => db.getAll('keys'),
    async saveKeys(keys) {
      const tx = db.transaction('keys', 'readwrite');
      await tx.store.clear();
      await Promise.all(keys.map((key) => tx.store.put(key)));
      await tx.done;
    },
    async recordScan(effect, queued) {
      const tx = db.transaction(['scans', 'queue'], 'readwrite');
      const writes: Promise<unknown>[] = [];
      if (effect) writes.push(tx.objectStore('scans').put(effect));
      if (queued) writes.push(tx.objectStore('queue').put(queued));
      await Promise.all([...writes, tx.done]);
    },
    scansOf: (listId) => db.getAllFromIndex('scans', 'byList', listId),
    async queued(limit) {
      const out: OfflineScan[] = [];
      let cursor = await db.transaction('queue').store.index('byScannedAt').openCursor();
      while (cursor && out.length < limit) {
        out.push(cursor.value);
        cursor = await cursor.continue();
      }
      return out;
    },
    async queuedNonces() {
      return new Set(await db.getAllKeys('queue'));
    },
    queueSize: () => db.count('queue'),
    async dequeue(nonces) {
      const tx = db.transaction('queue', 'readwrite');
      await Promise.all([...nonces.map((nonce) => tx.store.delete(nonce)), tx.done]);
    },
    async forgetListsGeneratedBefore(cutoffMs) {
      const tx = db.transaction(['lists', 'scans', 'queue'], 'readwrite');
      const scans = tx.objectStore('scans');
      const queue = tx.objectStore('queue');
      let cursor = await tx.objectStore('lists').openCursor();
      while (cursor) {
        const generatedAtMs = Date.parse(cursor.value.generatedAt ?? '');
        if (!(generatedAtMs >= cutoffMs)) {
          let scan = await scans.index('byList').openCursor(cursor.value.listId);
          while (scan) {
            if ((await queue.count(scan.value.nonce)) === 0) await scan.delete();
            scan = await scan.continue();
          }
          await cursor.delete();
        }
        cursor = await cursor.continue();
      }
      await tx.done;
    },
    async wipe() {
      const tx = db.transaction(['lists', 'scans'], 'readwrite');
      await Promise.all([tx.objectStore('lists').clear(), tx.objectStore('scans').clear(), tx.done]);
    },
    async forgetScansBefore(listId, generatedAtMs) {
      const tx = db.transaction(['scans', 'queue'], 'readwrite');
      const queue = tx.objectStore('queue');
      let cursor = await tx.objectStore('scans').index('byList').openCursor(listId);
      while (cursor) {
        if (Date.parse(cursor.value.scannedAt) < generatedAtMs && (await queue.count(cursor.value.nonce)) === 0) await cursor.delete();
        cursor = await cursor.continue();
      }
      await tx.done;
    },
    close: () => db.close(),
  };
}
