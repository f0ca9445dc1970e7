import * as z from 'zod/mini';
import { readStorage, STORAGE_KEYS, writeStorage, type KeyValueStorage } from '../../lib/storage';

/**
 * The check-in list a door scans for, remembered on the device: the choice survives a reload, and
 * the lists last read let the scanner start without network (the engine keeps each list's signed
 * document; the picker needs their names).
 */
export interface DoorList {
  id: number;
  name: string;
  entryExit: boolean;
}

const StoredLists = z.array(z.object({ id: z.number(), name: z.string(), entryExit: z.boolean() }));

export function cachedLists(store: KeyValueStorage | null): DoorList[] | null {
  const raw = readStorage(store, STORAGE_KEYS.scannerLists);
  if (!raw) return null;
  try {
    const parsed = z.safeParse(StoredLists, JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function cacheLists(store: KeyValueStorage | null, lists: readonly DoorList[]): void {
  writeStorage(store, STORAGE_KEYS.scannerLists, JSON.stringify(lists.map(({ id, name, entryExit }) => ({ id, name, entryExit }))));
}

export function storedChoice(store: KeyValueStorage | null): number | null {
  const id = Number(readStorage(store, STORAGE_KEYS.scannerList));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function storeChoice(store: KeyValueStorage | null, listId: number): void {
  writeStorage(store, STORAGE_KEYS.scannerList, String(listId));
}

/**
 * The list to scan for: the one chosen before if it still exists, else the first; null (the
 * festival's single check-in) only when the festival has no list at all.
 */
export function chooseList(lists: readonly DoorList[], chosen: number | null): number | null {
  if (lists.length === 0) return null;
  return lists.some((list) => list.id === chosen) ? chosen : lists[0]!.id;
}

export type DataAge = { kind: 'never' } | { kind: 'now' } | { kind: 'minutes'; minutes: number } | { kind: 'hours'; hours: number };

/** How old the list's data is (its document's generation time), in whole minutes or hours. */
export function dataAge(syncedAt: string | null, now: number): DataAge {
  const at = syncedAt ? Date.parse(syncedAt) : Number.NaN;
  if (Number.isNaN(at)) return { kind: 'never' };
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return { kind: 'now' };
  if (minutes < 60) return { kind: 'minutes', minutes };
  return { kind: 'hours', hours: Math.floor(minutes / 60) };
}

/** Beyond this age, offline verdicts rest on old data: the age shows as a warning. */
export const STALE_DATA_MS = 10 * 60_000;
