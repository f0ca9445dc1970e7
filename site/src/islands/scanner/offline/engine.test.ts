import 'fake-indexeddb/auto';
import { VERDICT_MESSAGES, type OfflineScan, type ScanDirection, type ScannerSyncAnswer, type SyncCheckIn } from '@kizomba/api-contract/scanner';
import { toBase64url, type SigningKey } from '@kizomba/ticket-signature';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api/client';
import { openSyncAnswer, type DoorDocument, type TicketPresence } from './document';
import { createDoorEngine, DOCUMENT_LIFETIME_MS, DoorError, randomNonce } from './engine';
import { UPLOAD_BATCH, uploadDoorQueue, wipeDoorData } from './queue';
import { openDoorStore } from './store';
import { FRIDAY_NIGHT, GENERATED_AT, PARTY_LIST, WORKSHOP_LIST, festival, keysOf, legacyCode, newKey, signedAnswer, syncDocument, TICKETS } from './test-fixtures';
import type { DoorEngine, DoorEngineDeps, DoorState } from './types';
import { localVerdict, presenceAfter } from './verdict';

/**
 * The engine against a fake API: the network can be cut (fetch rejects, as a browser's does), made
 * to hang (never answers until aborted) or answer 503; the API judges with the same document the
 * door syncs, records check-ins and de-duplicates uploads by nonce.
 */
class FakeApi {
  readonly key: SigningKey = newKey();
  network: 'up' | 'down' | 'hang' = 'up';
  /** Status every upload answers instead of recording (e.g. 503). */
  uploadStatus: number | null = null;
  /** How many of an upload's scans the API answers for (the rest: nothing said). */
  uploadAnswers = Number.POSITIVE_INFINITY;
  /** Records an upload, then the answer never arrives. */
  answerLost = false;
  /** Nonces the API answers `conflict` for. */
  readonly conflicts = new Set<string>();
  /** The last outcome answered per nonce. */
  readonly outcomes = new Map<string, string>();
  /** When the documents it signs say they were generated. */
  generatedAt = GENERATED_AT;
  /** The check-ins its documents carry instead of the fixture's. */
  documentCheckIns: SyncCheckIn[] | null = null;
  /** Replaces the sync answer (a tampered one). */
  syncOverride: ((answer: ScannerSyncAnswer) => ScannerSyncAnswer) | null = null;
  readonly checkIns: Array<{ code: string; listId?: number; direction?: ScanDirection; nonce?: string }> = [];
  readonly uploads: OfflineScan[][] = [];
  readonly recorded = new Map<string, OfflineScan>();
  readonly calls: string[] = [];
  private readonly docs = new Map<number, DoorDocument>();
  private readonly presence = new Map<number, Map<number, TicketPresence>>();

  constructor() {
    for (const list of [PARTY_LIST, WORKSHOP_LIST]) {
      const opened = openSyncAnswer(signedAnswer(this.key, syncDocument(this.key, list)), keysOf(this.key));
      if (!opened.ok) throw new Error('fixture refused');
      this.docs.set(list.id, opened.document);
      this.presence.set(list.id, new Map());
    }
  }

  get codes() {
    return festival(this.key).codes;
  }

  readonly fetch: typeof fetch = (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    this.calls.push(`${method} ${url}`);
    if (this.network === 'down') return Promise.reject(new TypeError('Failed to fetch'));
    if (this.network === 'hang') {
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const response = this.answer(method, url, body);
    if (this.answerLost && url.endsWith('/offline-scans')) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(response);
  };

  private answer(method: string, url: string, body: any): Response {
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
    if (method === 'GET' && url === '/api/scanner/keys') {
      return json({ keys: [{ kid: this.key.kid, publicKey: toBase64url(this.key.publicKey), algorithm: 'Ed25519', active: true }] });
    }
    const sync = /^\/api\/admin\/scanner\/lists\/(\d+)\/sync$/.exec(url);
    if (method === 'GET' && sync) {
      const listId = Number(sync[1]);
      const list = listId === WORKSHOP_LIST.id ? WORKSHOP_LIST : PARTY_LIST;
      const answer = signedAnswer(this.key, syncDocument(this.key, list, { generatedAt: this.generatedAt, ...(this.documentCheckIns ? { checkIns: this.documentCheckIns } : {}) }));
      return json(this.syncOverride ? this.syncOverride(answer) : answer);
    }
    if (method === 'POST' && url === '/api/admin/scanner/check-in') {
      this.checkIns.push(body);
      const doc = this.docs.get(body.listId)!;
      if (body.direction === 'exit' && !doc.list.entryExit) return json({ error: { code: 'EXIT_NOT_ALLOWED', message: 'Cette liste ne compte pas les sorties' } }, 400);
      const presence = this.presence.get(body.listId)!;
      const verdict = localVerdict(doc, keysOf(this.key), presence, body.code, body.direction ?? 'entry', FRIDAY_NIGHT);
      const after = verdict.ticket ? presenceAfter(verdict, presence.get(verdict.ticket.id), FRIDAY_NIGHT.toISOString()) : undefined;
      if (after && verdict.ticket) presence.set(verdict.ticket.id, after);
      return json({ ...verdict, checkedInBy: verdict.result === 'valid' ? { id: 1, name: 'Porte' } : null });
    }
    if (method === 'POST' && url === '/api/admin/scanner/offline-scans') {
      if (this.uploadStatus) return json({ error: { code: 'DOWN', message: 'Service indisponible' } }, this.uploadStatus);
      const scans = body.scans as OfflineScan[];
      this.uploads.push(scans);
      const results = scans.slice(0, this.uploadAnswers).map((scan) => {
        const outcome = this.conflicts.has(scan.nonce) ? 'conflict' : this.recorded.has(scan.nonce) ? 'duplicate' : 'recorded';
        this.recorded.set(scan.nonce, scan);
        this.outcomes.set(scan.nonce, outcome);
        return { nonce: scan.nonce, outcome, result: scan.verdict };
      });
      return json({ results });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Introuvable' } }, 404);
  }
}

let databases = 0;
const engines: DoorEngine[] = [];
afterEach(() => {
  for (const engine of engines.splice(0)) engine.dispose();
});

function setup(options: { online?: boolean; databaseName?: string; api?: FakeApi; deps?: Partial<DoorEngineDeps> } = {}) {
  const api = options.api ?? new FakeApi();
  const network = new EventTarget();
  const measures: Array<{ name: string; detail: unknown }> = [];
  const deps: DoorEngineDeps = {
    client: createApiClient({ fetch: api.fetch, storage: null, onUnauthorized: () => undefined, currentPath: () => '/admin/scanner' }),
    databaseName: options.databaseName ?? `door-test-${++databases}`,
    device: 'Porte A',
    now: () => FRIDAY_NIGHT,
    browserOnline: () => options.online ?? true,
    connectivityEvents: network,
    checkInTimeoutMs: 100,
    probeIntervalMs: 30,
    syncIntervalMs: 60_000,
    performance: {
      now: () => performance.now(),
      measure: ((name: string, options?: PerformanceMeasureOptions) => void measures.push({ name, detail: options?.detail })) as unknown as Performance['measure'],
    },
    ...options.deps,
  };
  const engine = createDoorEngine(deps);
  engines.push(engine);
  const cut = () => {
    api.network = 'down';
    network.dispatchEvent(new Event('offline'));
  };
  const restore = () => {
    api.network = 'up';
    network.dispatchEvent(new Event('online'));
  };
  return { api, engine, network, measures, cut, restore, databaseName: deps.databaseName! };
}

/** Waits for the engine's state to satisfy `test` (the engine works in the background). */
function until(engine: DoorEngine, test: (state: DoorState) => boolean, timeoutMs = 3000): Promise<DoorState> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`state never matched: ${JSON.stringify(engine.state.get())}`));
    }, timeoutMs);
    const stop = engine.state.subscribe((state) => {
      if (!test(state)) return;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve(state);
    });
  });
}

const idle = (state: DoorState) => !state.syncing && !state.uploading;

describe('door engine, online', () => {
  it('syncs the chosen list and asks the API for each verdict with a fresh nonce, the list and the direction', async () => {
    const { api, engine, measures } = setup();
    await engine.selectList(PARTY_LIST.id);
    expect(engine.state.get()).toMatchObject({ mode: 'online', listId: PARTY_LIST.id, tickets: 9, queued: 0, lastError: null, syncing: false });
    expect(engine.state.get().syncedAt).not.toBeNull();

    const first = await engine.scan(`  ${api.codes.alice} `);
    expect(first).toMatchObject({ result: 'valid', offline: false, message: VERDICT_MESSAGES.valid, checkedInBy: { name: 'Porte' } });
    const second = await engine.scan(api.codes.alice);
    expect(second).toMatchObject({ result: 'already_checked_in', offline: false });
    expect(second.nonce).not.toBe(first.nonce);
    expect(api.checkIns).toEqual([
      { code: api.codes.alice, listId: PARTY_LIST.id, direction: 'entry', nonce: first.nonce, device: 'Porte A' },
      { code: api.codes.alice, listId: PARTY_LIST.id, direction: 'entry', nonce: second.nonce, device: 'Porte A' },
    ]);
    expect(first.nonce).toMatch(/^[0-9a-f-]{36}$/);
    expect(measures).toEqual([
      { name: 'door:verdict', detail: { offline: false, result: 'valid' } },
      { name: 'door:verdict', detail: { offline: false, result: 'already_checked_in' } },
    ]);
    expect(engine.state.get().queued).toBe(0);
  });

  it('refuses an exit on a list without exits, and passes the API’s own refusals on without going offline', async () => {
    const { api, engine } = setup();
    await engine.selectList(PARTY_LIST.id);
    engine.setDirection('exit');
    await expect(engine.scan(api.codes.alice)).rejects.toMatchObject({ code: 'exit_not_allowed', message: 'Cette liste ne compte pas les sorties.' });
    expect(api.checkIns).toHaveLength(0);
    // Before the list's document arrives, the API says so itself.
    const fresh = setup({ api });
    api.syncOverride = () => ({ kid: 'ffffffff', signature: 'x', document: '{}' });
    await fresh.engine.selectList(PARTY_LIST.id);
    expect(fresh.engine.state.get().tickets).toBe(0);
    fresh.engine.setDirection('exit');
    await expect(fresh.engine.scan(api.codes.alice)).rejects.toMatchObject({ status: 400, code: 'EXIT_NOT_ALLOWED' });
    expect(fresh.engine.state.get().mode).toBe('online');
  });

  it('counts entries and exits on an entry/exit list', async () => {
    const { api, engine } = setup();
    await engine.selectList(WORKSHOP_LIST.id);
    expect((await engine.scan(api.codes.alice)).result).toBe('valid');
    engine.setDirection('exit');
    expect(await engine.scan(api.codes.alice)).toMatchObject({ result: 'exited', direction: 'exit', list: { id: WORKSHOP_LIST.id } });
    expect((await engine.scan(api.codes.alice)).result).toBe('not_inside');
    expect(api.checkIns.map((request) => request.direction)).toEqual(['entry', 'exit', 'exit']);
  });
});

describe('door engine, offline', () => {
  it('judges on the device and queues the scans while the network is cut, then uploads them once back online', async () => {
    const { api, engine, cut, restore, measures } = setup();
    await engine.selectList(PARTY_LIST.id);
    cut();
    expect(engine.state.get().mode).toBe('offline');

    const alice = await engine.scan(api.codes.alice);
    const legacy = await engine.scan(legacyCode(TICKETS.legacy));
    const forged = await engine.scan(`${api.codes.bruno.slice(0, 60)}A${api.codes.bruno.slice(61)}`);
    expect([alice.result, legacy.result, forged.result]).toEqual(['valid', 'valid', 'unknown']);
    expect(alice).toMatchObject({ offline: true, ticket: { holderName: 'Alice Martin' }, list: { id: PARTY_LIST.id, name: 'Soirées' } });
    expect(engine.state.get().queued).toBe(3);
    expect(api.checkIns).toHaveLength(0);
    expect(measures.map((entry) => entry.detail)).toEqual([
      { offline: true, result: 'valid' },
      { offline: true, result: 'valid' },
      { offline: true, result: 'unknown' },
    ]);

    restore();
    const syncedAfterUpload = () => {
      const upload = api.calls.indexOf('POST /api/admin/scanner/offline-scans');
      return upload >= 0 && api.calls.slice(upload + 1).includes(`GET /api/admin/scanner/lists/${PARTY_LIST.id}/sync`);
    };
    await until(engine, (state) => state.mode === 'online' && state.queued === 0 && idle(state) && syncedAfterUpload());
    expect(api.uploads).toHaveLength(1);
    // Oldest first; these three share the test clock's instant.
    expect(api.uploads[0]).toHaveLength(3);
    expect(api.uploads[0]).toEqual(expect.arrayContaining([
      { nonce: alice.nonce, listId: PARTY_LIST.id, code: api.codes.alice, direction: 'entry', scannedAt: FRIDAY_NIGHT.toISOString(), verdict: 'valid' },
      { nonce: legacy.nonce, listId: PARTY_LIST.id, code: legacyCode(TICKETS.legacy), direction: 'entry', scannedAt: FRIDAY_NIGHT.toISOString(), verdict: 'valid' },
      { nonce: forged.nonce, listId: PARTY_LIST.id, code: expect.any(String), direction: 'entry', scannedAt: FRIDAY_NIGHT.toISOString(), verdict: 'unknown' },
    ]));
  });

  it('refuses the same ticket the second time offline, also after a reload of the page', async () => {
    const { api, engine, cut, databaseName } = setup();
    await engine.selectList(PARTY_LIST.id);
    cut();
    expect((await engine.scan(api.codes.bruno)).result).toBe('valid');
    const again = await engine.scan(api.codes.bruno);
    expect(again).toMatchObject({ result: 'already_checked_in', offline: true, checkedInAt: FRIDAY_NIGHT.toISOString(), message: VERDICT_MESSAGES.already_checked_in });
    expect(engine.state.get().queued).toBe(2);
    engine.dispose();

    const reloaded = setup({ api, databaseName, online: false });
    await reloaded.engine.selectList(PARTY_LIST.id);
    expect(reloaded.engine.state.get()).toMatchObject({ mode: 'offline', tickets: 9, queued: 2 });
    expect((await reloaded.engine.scan(api.codes.bruno)).result).toBe('already_checked_in');
    expect((await reloaded.engine.scan(api.codes.alice)).result).toBe('valid');
  });

  it('remembers who came in online, so the same ticket is refused offline afterwards', async () => {
    const { api, engine, cut } = setup();
    await engine.selectList(PARTY_LIST.id);
    expect((await engine.scan(api.codes.alice)).offline).toBe(false);
    cut();
    expect(await engine.scan(api.codes.alice)).toMatchObject({ result: 'already_checked_in', offline: true });
  });

  it('lets a newer document overrule what the device saw before it, and forgets the scans it counts', async () => {
    const { api, engine, cut, restore, databaseName } = setup();
    await engine.selectList(WORKSHOP_LIST.id);
    cut();
    expect((await engine.scan(api.codes.alice)).result).toBe('valid');
    expect((await engine.scan(api.codes.alice)).result).toBe('already_checked_in');

    // Uploaded; meanwhile another door let Alice out: the next document says so.
    const later = new Date(FRIDAY_NIGHT.getTime() + 60_000).toISOString();
    api.generatedAt = later;
    api.documentCheckIns = [[TICKETS.alice, 0, FRIDAY_NIGHT.toISOString()]];
    restore();
    await until(engine, (state) => state.mode === 'online' && state.queued === 0 && idle(state) && state.syncedAt === later);
    const store = await openDoorStore(databaseName);
    expect(await store.scansOf(WORKSHOP_LIST.id)).toEqual([]);
    store.close();

    cut();
    expect((await engine.scan(api.codes.alice)).result).toBe('valid');
  });

  it('keeps the queue when the upload fails, and empties it when the API takes it', async () => {
    // Uploads only when this test says so: the browser's `online` event, then flushNow (no periodic probe).
    const { api, engine, cut, restore } = setup({ deps: { probeIntervalMs: 60_000 } });
    await engine.selectList(PARTY_LIST.id);
    cut();
    await engine.scan(api.codes.alice);
    await engine.scan(api.codes.bruno);

    // The network is back for the probe, but the upload fails: nothing is lost.
    api.uploadStatus = 503;
    restore();
    await until(engine, (state) => state.mode === 'offline' && idle(state) && state.lastError !== null);
    expect(engine.state.get()).toMatchObject({ queued: 2, lastError: 'Envoi des scans hors ligne impossible : Service indisponible' });

    // The upload request is lost on the way.
    api.uploadStatus = null;
    api.network = 'down';
    await engine.flushNow();
    expect(engine.state.get().queued).toBe(2);

    // Only one scan answered: the other waits for the next attempt.
    api.network = 'up';
    api.uploadAnswers = 1;
    await engine.flushNow();
    expect(engine.state.get().queued).toBe(1);
    api.uploadAnswers = Number.POSITIVE_INFINITY;
    await engine.flushNow();
    expect(engine.state.get()).toMatchObject({ queued: 0, lastError: null });
    expect(api.recorded.size).toBe(2);
    expect(api.uploads.map((batch) => batch.length)).toEqual([2, 1]);
  });

  it('takes a scan off the queue when the API answers it recorded, already recorded (duplicate) or in conflict', async () => {
    const { api, engine, cut } = setup({ deps: { probeIntervalMs: 60_000 } });
    await engine.selectList(PARTY_LIST.id);
    cut();
    const alice = await engine.scan(api.codes.alice);
    const bruno = await engine.scan(api.codes.bruno);
    const legacy = await engine.scan(legacyCode(TICKETS.legacy));
    api.network = 'up';
    // The API records the upload but its answer is lost on the way back: the scans stay queued.
    api.answerLost = true;
    await engine.flushNow();
    expect(engine.state.get()).toMatchObject({ queued: 3, mode: 'offline' });
    expect(api.recorded.size).toBe(3);

    api.answerLost = false;
    api.conflicts.add(bruno.nonce);
    api.recorded.delete(bruno.nonce);
    await engine.flushNow();
    expect(engine.state.get().queued).toBe(0);
    expect(api.outcomes).toEqual(new Map([[alice.nonce, 'duplicate'], [bruno.nonce, 'conflict'], [legacy.nonce, 'duplicate']]));
  });

  it('uploads in batches of 200', async () => {
    const api = new FakeApi();
    const databaseName = `door-test-${++databases}`;
    const store = await openDoorStore(databaseName);
    for (let index = 0; index < 450; index += 1) {
      const scannedAt = new Date(FRIDAY_NIGHT.getTime() + index * 1000).toISOString();
      await store.recordScan(null, { nonce: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, listId: PARTY_LIST.id, code: legacyCode(index), direction: 'entry', scannedAt, verdict: 'unknown' });
    }
    store.close();
    const { engine } = setup({ api, databaseName });
    await until(engine, (state) => state.queued === 0 && idle(state) && api.uploads.length === 3);
    expect(api.uploads.map((batch) => batch.length)).toEqual([UPLOAD_BATCH, UPLOAD_BATCH, 50]);
    // Oldest first.
    expect(api.uploads[0][0].nonce).toBe('00000000-0000-4000-8000-000000000000');
    expect(api.uploads[2][49].nonce).toBe('00000000-0000-4000-8000-000000000449');
  });

  it('gives no verdict it cannot give: no list, or a list never synced', async () => {
    const { api, engine } = setup({ online: false });
    await expect(engine.scan(api.codes.alice)).rejects.toBeInstanceOf(DoorError);
    await expect(engine.scan(api.codes.alice)).rejects.toMatchObject({ code: 'no_list' });
    await engine.selectList(PARTY_LIST.id);
    await expect(engine.scan(api.codes.alice)).rejects.toMatchObject({ code: 'not_synced', message: 'Hors ligne et liste jamais synchronisée : vérification impossible.' });
    expect(engine.state.get().queued).toBe(0);
  });
});

describe('door data on the device', () => {
  it('wipes the lists and local scans when the staff session ends, keeps the queue and uploads it first at the next start', async () => {
    const { api, engine, cut, databaseName } = setup();
    await engine.selectList(PARTY_LIST.id);
    cut();
    const alice = await engine.scan(api.codes.alice);
    engine.dispose();

    await wipeDoorData({ keepQueue: true, databaseName });
    const store = await openDoorStore(databaseName);
    expect(await store.loadList(PARTY_LIST.id)).toBeUndefined();
    expect(await store.scansOf(PARTY_LIST.id)).toEqual([]);
    expect((await store.queued(10)).map((scan) => scan.nonce)).toEqual([alice.nonce]);
    store.close();

    // Offline after the wipe: nothing left to judge with, nothing lost.
    const offline = setup({ api, databaseName, online: false });
    await offline.engine.selectList(PARTY_LIST.id);
    expect(offline.engine.state.get()).toMatchObject({ tickets: 0, syncedAt: null, queued: 1 });
    offline.engine.dispose();

    api.network = 'up';
    api.calls.length = 0;
    const next = setup({ api, databaseName });
    await until(next.engine, (state) => state.queued === 0 && idle(state) && api.calls.includes('GET /api/scanner/keys'));
    expect(api.calls[0]).toBe('POST /api/admin/scanner/offline-scans');
    expect([...api.recorded.keys()]).toEqual([alice.nonce]);
  });

  it('uploads a previous session’s queue on its own (at a staff login) and keeps it when the API does not answer', async () => {
    const { api, engine, cut, databaseName } = setup();
    await engine.selectList(PARTY_LIST.id);
    cut();
    await engine.scan(api.codes.alice);
    await engine.scan(api.codes.bruno);
    engine.dispose();
    const client = createApiClient({ fetch: api.fetch, storage: null, onUnauthorized: () => undefined });

    await expect(uploadDoorQueue({ client, databaseName })).rejects.toMatchObject({ code: 'network' });
    api.network = 'up';
    const progress: number[] = [];
    await expect(uploadDoorQueue({ client, databaseName, device: 'Porte A', onProgress: (queued) => progress.push(queued) })).resolves.toBe(0);
    expect(progress).toEqual([0]);
    expect(api.recorded.size).toBe(2);
    await expect(uploadDoorQueue({ client, databaseName })).resolves.toBe(0);
    expect(api.uploads).toHaveLength(1);
  });

  it('keeps a list’s document 48 hours after the API generated it, no longer', async () => {
    let clock = FRIDAY_NIGHT;
    const { api, engine, cut, databaseName } = setup({ deps: { now: () => clock } });
    await engine.selectList(PARTY_LIST.id);
    cut();
    expect((await engine.scan(api.codes.alice)).result).toBe('valid');

    // The door stays offline two days: past 48 h after generation the document no longer serves.
    clock = new Date(Date.parse(GENERATED_AT) + DOCUMENT_LIFETIME_MS + 1000);
    await expect(engine.scan(api.codes.bruno)).rejects.toMatchObject({ code: 'not_synced', message: 'Données de la liste de plus de 48 h : effacées de l’appareil. Synchronisez en ligne.' });
    expect(engine.state.get()).toMatchObject({ tickets: 0, syncedAt: null, queued: 1 });
    engine.dispose();
    const store = await openDoorStore(databaseName);
    expect(await store.loadList(PARTY_LIST.id)).toBeUndefined();
    // The queued scan stays.
    expect(await store.queueSize()).toBe(1);
    store.close();
  });

  it('forgets an expired document when the page opens again', async () => {
    const { engine, databaseName } = setup();
    await engine.selectList(PARTY_LIST.id);
    engine.dispose();
    const later = new Date(Date.parse(GENERATED_AT) + DOCUMENT_LIFETIME_MS + 1000);
    const reloaded = setup({ databaseName, online: false, deps: { now: () => later } });
    await reloaded.engine.selectList(PARTY_LIST.id);
    expect(reloaded.engine.state.get()).toMatchObject({ tickets: 0, syncedAt: null });
    const store = await openDoorStore(databaseName);
    expect(await store.loadList(PARTY_LIST.id)).toBeUndefined();
    store.close();
  });
});

describe('door engine, signed documents', () => {
  it('refuses a tampered sync document and keeps the last valid one', async () => {
    const { api, engine, cut } = setup();
    await engine.selectList(PARTY_LIST.id);
    const good = engine.state.get().syncedAt;

    // One ticket's status changed on the way: the signature no longer matches.
    api.syncOverride = (answer) => ({ ...answer, document: answer.document.replace('"c"', '"v"') });
    await engine.syncNow();
    expect(engine.state.get()).toMatchObject({ lastError: 'Données de la liste refusées : signature invalide. Dernière version valable conservée.', syncedAt: good, tickets: 9 });
    cut();
    expect((await engine.scan(api.codes.chloe)).result).toBe('cancelled');
  });

  it('refuses a document signed by another key, and a stored document altered on the device', async () => {
    const { api, engine, databaseName } = setup();
    const stranger = newKey();
    api.syncOverride = () => signedAnswer(stranger, syncDocument(stranger));
    await engine.selectList(PARTY_LIST.id);
    expect(engine.state.get()).toMatchObject({ syncedAt: null, tickets: 0, lastError: 'Clés de vérification indisponibles : synchronisez en ligne.' });

    api.syncOverride = null;
    await engine.syncNow();
    expect(engine.state.get()).toMatchObject({ tickets: 9, lastError: null });
    engine.dispose();

    const store = await openDoorStore(databaseName);
    const stored = (await store.loadList(PARTY_LIST.id))!;
    const document = stored.answer.document.replace('Alice Martin', 'Eve Pirate');
    await store.saveList({ ...stored, answer: { ...stored.answer, document } });
    store.close();

    const reloaded = setup({ api, databaseName, online: false });
    await reloaded.engine.selectList(PARTY_LIST.id);
    expect(reloaded.engine.state.get()).toMatchObject({ syncedAt: null, tickets: 0, lastError: 'Données de la liste refusées : signature invalide. Dernière version valable conservée.' });
    await expect(reloaded.engine.scan(api.codes.alice)).rejects.toMatchObject({ code: 'not_synced' });
  });
});

describe('door engine, connectivity', () => {
  it('goes offline on its own when a check-in gets no answer in time, judges the scan and queues it under the same nonce; a probe brings it back', async () => {
    const { api, engine } = setup();
    await engine.selectList(PARTY_LIST.id);
    api.network = 'hang';
    const verdict = await engine.scan(api.codes.alice);
    expect(verdict).toMatchObject({ result: 'valid', offline: true });
    expect(engine.state.get()).toMatchObject({ mode: 'offline', queued: 1 });

    api.network = 'up';
    await until(engine, (state) => state.mode === 'online' && state.queued === 0 && idle(state));
    expect(api.uploads.flat().map((scan) => scan.nonce)).toEqual([verdict.nonce]);
  });

  it('goes offline when the browser says the network is gone and back when a probe answers; stays offline while probes fail', async () => {
    const api = new FakeApi();
    const { engine, network } = setup({ api });
    await engine.selectList(PARTY_LIST.id);
    network.dispatchEvent(new Event('offline'));
    expect(engine.state.get().mode).toBe('offline');
    // The browser says offline but the API answers: the next probe finds it.
    await until(engine, (state) => state.mode === 'online');

    api.network = 'down';
    await expect(engine.scan(api.codes.bruno)).resolves.toMatchObject({ offline: true, result: 'valid' });
    const probesBefore = api.calls.filter((call) => call === 'GET /api/scanner/keys').length;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(api.calls.filter((call) => call === 'GET /api/scanner/keys').length).toBeGreaterThan(probesBefore);
    expect(engine.state.get().mode).toBe('offline');
  });

  it('treats a server error on check-in as no answer', async () => {
    const api = new FakeApi();
    const failing: typeof fetch = (input, init) =>
      String(input).endsWith('/check-in') ? Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 502 })) : api.fetch(input, init);
    // The keys still answer: the first probe would bring the door back online; none comes during this test.
    const { engine } = setup({ api, deps: { client: createApiClient({ fetch: failing, storage: null, onUnauthorized: () => undefined }), probeIntervalMs: 60_000 } });
    await engine.selectList(PARTY_LIST.id);
    expect(await engine.scan(api.codes.alice)).toMatchObject({ offline: true, result: 'valid' });
    expect(engine.state.get()).toMatchObject({ mode: 'offline', queued: 1 });
  });

  it('starts offline when the browser has no network, and stops probing once disposed', async () => {
    const { api, engine } = setup({ online: false });
    api.network = 'down';
    expect(engine.state.get().mode).toBe('offline');
    await new Promise((resolve) => setTimeout(resolve, 80));
    const probes = api.calls.length;
    expect(probes).toBeGreaterThan(0);
    engine.dispose();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(api.calls.length).toBe(probes);
  });
});

describe('randomNonce', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a version-4 UUID, also where the page may not call crypto.randomUUID (plain http)', () => {
    expect(randomNonce()).toMatch(UUID_V4);
    const { crypto } = globalThis;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => crypto.getRandomValues(bytes) });
    const nonces = new Set(Array.from({ length: 1000 }, () => randomNonce()));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(UUID_V4);
  });
});
