import type { OfflineScan, ScanDirection, ScannerKeys, Verdict } from '@kizomba/api-contract/scanner';
import { keyIdOf, publicKeyFromBase64url } from '@kizomba/ticket-signature';
import { atom } from 'nanostores';
import { translator } from '../../../i18n';
import { scanner } from '../../../i18n/fr/scanner';
import { api, ApiError, type ApiClient } from '../../../lib/api/client';
import { checkInTicket, getListSync, getScannerKeys } from '../../../lib/api/scanner';
import { openSyncAnswer, type DocumentRefusal, type DoorDocument, type DoorKeys, type TicketPresence } from './document';
import { uploadQueue } from './queue';
import { DOOR_DATABASE, openDoorStore, type DoorStore, type LocalScan, type StoredKey } from './store';
import type { DoorEngine, DoorEngineDeps, DoorState, DoorVerdict } from './types';
import { localVerdict, presenceAfter } from './verdict';

const t = translator({ scanner });

export const CHECK_IN_TIMEOUT_MS = 2_500;
export const PROBE_INTERVAL_MS = 10_000;
export const SYNC_INTERVAL_MS = 60_000;
/**
 * How long a list's document may serve (and stay on the device) after the API generated it: it
 * names every holder, and a phone lost after the festival must not keep them.
 */
export const DOCUMENT_LIFETIME_MS = 48 * 3_600_000;

/** A door that has not started: online until told otherwise, no list, nothing queued (server rendering, first paint). */
export const IDLE_DOOR_STATE: Readonly<DoorState> = Object.freeze({
  mode: 'online',
  listId: null,
  syncedAt: null,
  tickets: 0,
  queued: 0,
  lastError: null,
  syncing: false,
  uploading: false,
});

/** Why the door could give no verdict at all; `message` is French, ready to show. */
export class DoorError extends Error {
  readonly code: 'exit_not_allowed' | 'no_list' | 'not_synced' | 'no_storage';

  constructor(code: DoorError['code'], message: string) {
    super(message);
    this.name = 'DoorError';
    this.code = code;
  }
}

/** The API did not answer (no network, timeout) or could not (5xx): the door judges on its own. */
function unreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === null || error.status >= 500);
}

class CheckInTimeout extends Error {}

/**
 * A version-4 UUID: `crypto.randomUUID()`, which browsers offer on secure pages only; on a plain
 * http page (a test device on the venue's network) the same from `getRandomValues`.
 */
export function randomNonce(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A document signed by a key the door does not have is no proof of forgery: the keys are missing. */
const refusalText = (reason: DocumentRefusal) => (reason === 'unknown_key' ? t('scanner.door.keysUnavailable') : t('scanner.door.documentRefused'));

/** The public keys of `GET /api/scanner/keys` whose key id matches the key. */
function acceptedKeys(stored: readonly StoredKey[]): Map<string, Uint8Array> {
  const keys = new Map<string, Uint8Array>();
  for (const { kid, publicKey } of stored) {
    try {
      const raw = publicKeyFromBase64url(publicKey);
      if (keyIdOf(raw) === kid) keys.set(kid, raw);
    } catch {
      // Not a public key: the door ignores it.
    }
  }
  return keys;
}

/**
 * The door engine (./types.ts): online, every scan asks the API (with its nonce, 2.5 s at most);
 * when the API does not answer, the same scan is judged on the device from the list's signed
 * document and queued under the same nonce, and the engine stays offline, asking every 10 s (and
 * whenever the browser says the network is back) whether the API answers again. Back online it
 * uploads the queue in batches of 200, then syncs the list again; online it syncs every minute.
 * Each verdict is measured as `door:verdict` (performance timeline) for the bench.
 */
export function createDoorEngine(deps: DoorEngineDeps = {}): DoorEngine {
  const client: ApiClient = deps.client ?? api;
  const now = deps.now ?? (() => new Date());
  const newNonce = deps.newNonce ?? randomNonce;
  const browserOnline = deps.browserOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const events = deps.connectivityEvents === undefined ? (typeof window === 'undefined' ? null : window) : deps.connectivityEvents;
  const perf = deps.performance === undefined ? (globalThis.performance ?? null) : deps.performance;
  const checkInTimeoutMs = deps.checkInTimeoutMs ?? CHECK_IN_TIMEOUT_MS;
  const probeIntervalMs = deps.probeIntervalMs ?? PROBE_INTERVAL_MS;
  const syncIntervalMs = deps.syncIntervalMs ?? SYNC_INTERVAL_MS;
  const device = deps.device?.trim() || undefined;

  const state = atom<DoorState>({ ...IDLE_DOOR_STATE, mode: browserOnline() ? 'online' : 'offline' });
  const patch = (changes: Partial<DoorState>) => state.set({ ...state.get(), ...changes });
  const errorOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

  let keys: DoorKeys = new Map();
  let doc: DoorDocument | null = null;
  let presence = new Map<number, TicketPresence>();
  let direction: ScanDirection = 'entry';
  let disposed = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let syncing: Promise<void> | null = null;
  let uploading: Promise<void> | null = null;
  let probing: Promise<void> | null = null;
  // Changes to the list's document and to who is in happen one after the other.
  let exclusive: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = exclusive.then(work, work);
    exclusive = run.catch(() => undefined);
    return run;
  };

  // The device's database; without one (a browser that refuses IndexedDB) the door works online only.
  let store: DoorStore | null = null;
  const ready: Promise<DoorStore | null> = (async () => {
    try {
      const opened = await openDoorStore(deps.databaseName ?? DOOR_DATABASE);
      if (disposed) {
        opened.close();
        return null;
      }
      store = opened;
      await opened.forgetListsGeneratedBefore(now().getTime() - DOCUMENT_LIFETIME_MS);
      keys = acceptedKeys(await opened.loadKeys());
      patch({ queued: await opened.queueSize() });
      return opened;
    } catch {
      patch({ lastError: t('scanner.door.storageUnavailable') });
      return null;
    }
  })();

  // ---- connectivity ----------------------------------------------------------------------------

  function schedule(): void {
    if (timer) clearInterval(timer);
    timer = null;
    if (disposed) return;
    if (state.get().mode === 'online') timer = setInterval(() => void syncNow(), syncIntervalMs);
    else timer = setInterval(() => void probe(), probeIntervalMs);
  }

  function goOffline(): void {
    if (disposed || state.get().mode === 'offline') return;
    patch({ mode: 'offline' });
    schedule();
  }

  function goOnline(): void {
    if (disposed || state.get().mode === 'online') return;
    patch({ mode: 'online' });
    schedule();
    void catchUp();
  }

  /** Back online (or starting online): what waited is uploaded first, then the list is read again. */
  async function catchUp(): Promise<void> {
    await flushNow();
    if (state.get().mode === 'online') await syncNow();
  }

  /** Whether the API answers: any answer but a 5xx (a refusal is an answer: the network is there). */
  function probe(): Promise<void> {
    probing ??= (async () => {
      try {
        // Only the answer counts here: back online, the sync reads the keys again and keeps them.
        await getScannerKeys({ client });
        goOnline();
      } catch (error) {
        if (error instanceof ApiError && !unreachable(error)) goOnline();
      } finally {
        probing = null;
      }
    })();
    return probing;
  }

  const onBrowserOnline = () => void probe();
  const onBrowserOffline = () => goOffline();
  events?.addEventListener('online', onBrowserOnline);
  events?.addEventListener('offline', onBrowserOffline);
  schedule();
  void ready.then(() => {
    if (state.get().mode === 'online') void catchUp();
  });

  /** A sync or an upload that failed: said in `lastError`; no answer at all also means offline. */
  function failed(error: unknown, text: 'scanner.door.syncFailed' | 'scanner.door.uploadFailed'): void {
    if (unreachable(error)) goOffline();
    patch({ lastError: t(text, { message: errorOf(error) }) });
  }

  // ---- keys and documents ----------------------------------------------------------------------

  async function refreshKeys(): Promise<DoorKeys> {
    const answer: ScannerKeys = await getScannerKeys({ client });
    const stored: StoredKey[] = answer.keys.map(({ kid, publicKey, active }) => ({ kid, publicKey, active }));
    keys = acceptedKeys(stored);
    await (await ready)?.saveKeys(stored);
    return keys;
  }

  /** Who is in on the list: the document's check-ins, then this device's scans it cannot count yet. */
  async function presenceFor(listId: number, document: DoorDocument): Promise<Map<number, TicketPresence>> {
    const db = await ready;
    if (!db) return new Map();
    const [scans, queued] = await Promise.all([db.scansOf(listId), db.queuedNonces()]);
    const counted = scans
      .filter((scan) => queued.has(scan.nonce) || Date.parse(scan.scannedAt) >= document.generatedAtMs)
      .sort((a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt));
    const seen = new Map<number, TicketPresence>();
    for (const scan of counted) seen.set(scan.ticketId, { inside: scan.inside, firstEntryAt: scan.firstEntryAt });
    return seen;
  }

  function useDocument(document: DoorDocument | null, seen: Map<number, TicketPresence>): void {
    doc = document;
    presence = seen;
    patch({ syncedAt: document?.generatedAt ?? null, tickets: document?.ticketCount ?? 0 });
  }

  const expired = (document: DoorDocument) => now().getTime() - document.generatedAtMs > DOCUMENT_LIFETIME_MS;

  async function loadStoredList(listId: number): Promise<void> {
    const db = await ready;
    const stored = await db?.loadList(listId);
    if (!db || !stored) return;
    const cutoff = now().getTime() - DOCUMENT_LIFETIME_MS;
    if (!(Date.parse(stored.generatedAt) >= cutoff)) {
      await db.forgetListsGeneratedBefore(cutoff);
      patch({ lastError: t('scanner.door.documentExpired') });
      return;
    }
    const opened = openSyncAnswer(stored.answer, keys);
    if (!opened.ok) {
      patch({ lastError: refusalText(opened.reason) });
      return;
    }
    const seen = await presenceFor(listId, opened.document);
    if (state.get().listId === listId) useDocument(opened.document, seen);
  }

  function syncNow(): Promise<void> {
    syncing ??= (async () => {
      const listId = state.get().listId;
      patch({ syncing: true });
      try {
        await refreshKeys();
        if (listId === null) return;
        const answer = await getListSync(listId, { client });
        const opened = openSyncAnswer(answer, keys);
        if (!opened.ok) {
          patch({ lastError: refusalText(opened.reason) });
          return;
        }
        await inTurn(async () => {
          const db = await ready;
          await db?.saveList({ listId, answer, generatedAt: opened.document.generatedAt, receivedAt: now().toISOString() });
          await db?.forgetScansBefore(listId, opened.document.generatedAtMs);
          const seen = await presenceFor(listId, opened.document);
          if (state.get().listId === listId) useDocument(opened.document, seen);
        });
        patch({ lastError: null });
      } catch (error) {
        if (!disposed) failed(error, 'scanner.door.syncFailed');
      } finally {
        syncing = null;
        patch({ syncing: false });
      }
    })();
    return syncing;
  }

  // ---- the queue -------------------------------------------------------------------------------

  function flushNow(): Promise<void> {
    uploading ??= (async () => {
      let started = false;
      try {
        const db = await ready;
        if (!db || (await db.queueSize()) === 0) return;
        started = true;
        patch({ uploading: true });
        await uploadQueue(db, { client, device, onProgress: (queued) => patch({ queued }) });
        patch({ lastError: null });
      } catch (error) {
        // Closing the page's engine ends an upload midway: what was not taken off the queue stays for the next page.
        if (!disposed) failed(error, 'scanner.door.uploadFailed');
      } finally {
        uploading = null;
        if (started) patch({ uploading: false });
      }
    })();
    return uploading;
  }

  // ---- scanning --------------------------------------------------------------------------------

  async function askApi(code: string, listId: number | null, nonce: string): Promise<Verdict> {
    const controller = new AbortController();
    const deadline = setTimeout(() => controller.abort(), checkInTimeoutMs);
    try {
      const request = listId === null ? { code, nonce } : { code, listId, direction, nonce };
      return await checkInTicket(device ? { ...request, device } : request, { client, signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) throw new CheckInTimeout();
      throw error;
    } finally {
      clearTimeout(deadline);
    }
  }

  /** Remembers where the ticket stands after a verdict, and queues the scan when the API has not seen it. */
  function record(verdict: Verdict, code: string, listId: number, nonce: string, scannedAt: string, queue: boolean): Promise<void> {
    return inTurn(async () => {
      const ticketId = verdict.ticket?.id;
      const before = ticketId === undefined ? undefined : (presence.get(ticketId) ?? doc?.checkIns.get(ticketId));
      const after = ticketId === undefined ? undefined : presenceAfter(verdict, before, scannedAt);
      const effect: LocalScan | null =
        ticketId !== undefined && after ? { nonce, listId, ticketId, direction, scannedAt, inside: after.inside, firstEntryAt: after.firstEntryAt } : null;
      const queued: OfflineScan | null = queue ? { nonce, listId, code, direction, scannedAt, verdict: verdict.result } : null;
      const db = await ready;
      await db?.recordScan(effect, queued);
      if (effect && after && state.get().listId === listId) presence.set(effect.ticketId, after);
      if (queued && db) patch({ queued: await db.queueSize() });
    });
  }

  async function judgeHere(code: string, listId: number | null, nonce: string, at: Date): Promise<Verdict> {
    if (listId === null) throw new DoorError('no_list', t('scanner.door.noList'));
    // A scan judged here must be queued: without the device's database it would be lost.
    if (!(await ready)) throw new DoorError('no_storage', t('scanner.door.storageUnavailable'));
    const document = doc;
    if (!document || document.list.id !== listId) throw new DoorError('not_synced', t('scanner.door.notSynced'));
    if (expired(document)) {
      await inTurn(async () => {
        if (doc === document) useDocument(null, new Map());
        await (await ready)?.forgetListsGeneratedBefore(at.getTime() - DOCUMENT_LIFETIME_MS);
      });
      throw new DoorError('not_synced', t('scanner.door.documentExpired'));
    }
    const verdict = await inTurn(async () => {
      exitAllowedOn(document);
      return localVerdict(document, keys, presence, code, direction, at);
    });
    await record(verdict, code, listId, nonce, at.toISOString(), true);
    return verdict;
  }

  function exitAllowedOn(document: DoorDocument): void {
    if (direction === 'exit' && !document.list.entryExit) throw new DoorError('exit_not_allowed', t('scanner.door.exitNotAllowed'));
  }

  function measure(started: number | undefined, verdict: DoorVerdict): void {
    if (!perf || started === undefined) return;
    try {
      perf.measure('door:verdict', { start: started, end: perf.now(), detail: { offline: verdict.offline, result: verdict.result } });
    } catch {
      // A timeline that refuses the entry costs the bench a figure, never the door a verdict.
    }
  }

  async function scan(rawCode: string): Promise<DoorVerdict> {
    const started = perf?.now();
    await ready;
    const code = rawCode.trim();
    const nonce = newNonce();
    const { listId, mode } = state.get();
    if (doc && doc.list.id === listId) exitAllowedOn(doc);
    let verdict: DoorVerdict;
    if (mode === 'online') {
      const at = now();
      try {
        const answer = await askApi(code, listId, nonce);
        verdict = { ...answer, offline: false, nonce };
        if (listId !== null) await record(answer, code, listId, nonce, at.toISOString(), false);
      } catch (error) {
        if (!(error instanceof CheckInTimeout) && !unreachable(error)) throw error;
        goOffline();
        verdict = { ...(await judgeHere(code, listId, nonce, at)), offline: true, nonce };
      }
    } else {
      verdict = { ...(await judgeHere(code, listId, nonce, now())), offline: true, nonce };
    }
    measure(started, verdict);
    return verdict;
  }

  return {
    state,
    async selectList(listId) {
      await ready;
      if (disposed) return;
      await inTurn(async () => {
        patch({ listId, lastError: null });
        useDocument(null, new Map());
      });
      if (listId === null) return;
      try {
        await inTurn(() => loadStoredList(listId));
      } catch (error) {
        if (disposed) return;
        patch({ lastError: errorOf(error) });
      }
      if (state.get().mode === 'online' && state.get().listId === listId) {
        // A sync already running may be for the previous list: this one follows it.
        if (syncing) await syncing;
        await syncNow();
      }
    },
    setDirection(next) {
      direction = next;
    },
    scan,
    syncNow,
    flushNow,
    dispose() {
      disposed = true;
      if (timer) clearInterval(timer);
      timer = null;
      events?.removeEventListener('online', onBrowserOnline);
      events?.removeEventListener('offline', onBrowserOffline);
      if (store) store.close();
      else void ready.then((opened) => opened?.close());
    },
  };
}
