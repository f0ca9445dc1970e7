/**
 * The scanner's sync: `GET /api/admin/scanner/lists/{id}/sync` of a check-in list admitting
 * BENCH_SYNC_TICKETS (default 10,000) valid tickets, the signed document an offline scanner keeps.
 *
 * Tickets (signed codes, door.ts) are written straight into the stack's database with a check-in
 * list admitting their type, as a door sees it in the middle of an evening: a quarter of them
 * already checked in on the list, 1 % with an old code revoked (renamed).
 *
 * One scanner session asks for the sync once to warm up, then BENCH_SYNC_RUNS (default 5) times,
 * timed from the request to the last byte, straight to the API on loopback, with
 * `Accept-Encoding: gzip` as a browser sends it. Reported: p50/p95, the payload as sent (and its
 * Content-Encoding), the raw JSON, and what gzip makes of it. Each answer is checked as the
 * scanner checks it: its signature verified with the public key `GET /api/scanner/keys` gives for
 * its `kid` (and a document altered by one character refused), then the document: the list, every
 * seeded ticket with its type and code hash, the revoked codes and the check-ins.
 *
 * Goal: p95 < 2 s.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { codeHash, publicKeyFromBase64url, verifyDocument } from '@kizomba/ticket-signature';
import { call, createCheckInList, integer, openDoorBench, percentileMs, scannerLogin, seedTickets, type BenchDb, type SeededTickets } from './door';
import type { BenchContext, BenchTable, Benchmark } from './types';

const P95_GOAL_MS = 2_000;

interface Fetched {
  ms: number;
  status: number;
  encoding: string;
  sentBytes: number;
  body: string;
}

/** One GET with `Accept-Encoding: gzip`, the bytes counted as they come off the socket. */
function fetchRaw(url: string, token: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip', accept: 'application/json' }, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const ms = performance.now() - started;
        const sent = Buffer.concat(chunks);
        const encoding = String(response.headers['content-encoding'] ?? 'identity');
        const body = (encoding === 'gzip' ? gunzipSync(sent) : sent).toString('utf8');
        resolve({ ms, status: response.statusCode ?? 0, encoding, sentBytes: sent.length, body });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${new URL(url).pathname}: no answer within 30 s`)));
    request.on('error', reject);
  });
}

interface SyncAnswer {
  kid: string;
  signature: string;
  document: string;
}

interface SyncDocument {
  version: number;
  list: { id: number; ticketTypeIds: number[] };
  tickets: Array<[number, number, string, string, string, string, string]>;
  revoked: Array<[string, string, number]>;
  checkIns: Array<[number, 0 | 1, string]>;
}

/** A quarter of the tickets checked in on the list, 1 % renamed (their old code revoked). */
async function midEvening(db: BenchDb, seeded: SeededTickets, listId: number): Promise<{ checkedIn: number; revoked: number }> {
  const now = new Date();
  let checkedIn = 0;
  let revoked = 0;
  await db.transaction(async () => {
    for (const [index, ticket] of seeded.tickets.entries()) {
      if (index % 4 === 0) {
        await db.run(
          'INSERT INTO ticket_check_ins (list_id, ticket_id, first_entry_at, first_entry_by, inside, entries, last_move_at) VALUES (?, ?, ?, NULL, 1, 1, ?)',
          [listId, ticket.id, db.date(now), db.date(now)],
        );
        checkedIn += 1;
      }
      if (index % 100 === 1) {
        const oldCode = randomBytes(32).toString('base64url');
        await db.run('INSERT INTO revoked_ticket_codes (code_hash, ticket_id, reason, revoked_at) VALUES (?, ?, ?, ?)', [
          createHash('sha256').update(oldCode, 'utf8').digest('hex'),
          ticket.id,
          'renamed',
          db.date(now),
        ]);
        revoked += 1;
      }
    }
  });
  return { checkedIn, revoked };
}

export const scannerSyncBenchmark: Benchmark = {
  id: 'scanner-sync',
  title: 'Scanner sync: the signed document of a check-in list of 10,000 tickets (time, payload, signature)',
  async run({ apiUrl, databaseUrl, dataDir, log }: BenchContext): Promise<BenchTable> {
    const count = integer('BENCH_SYNC_TICKETS', 10_000, 1, 200_000);
    const runs = integer('BENCH_SYNC_RUNS', 5, 1, 100);
    const { account, key, db, run } = await openDoorBench({ databaseUrl, dataDir }, 'scanner-sync');
    try {
      const seedStarted = performance.now();
      const seeded = await seedTickets(db, { count, run, slug: 'bench-sync', name: 'Synchro scanner (banc d’essai)', key });
      const listId = await createCheckInList(db, { name: `Banc synchro ${run}`, ticketTypeIds: [seeded.ticketTypeId], entryExit: true });
      const state = await midEvening(db, seeded, listId);
      log(`scanner-sync: ${count} tickets (type ${seeded.ticketTypeId}), list ${listId}, ${state.checkedIn} checked in, ${state.revoked} revoked codes, in ${Math.round(performance.now() - seedStarted)} ms (${db.label})`);

      const { token } = await scannerLogin(apiUrl, account);
      const keys = await call<{ keys: Array<{ kid: string; publicKey: string; algorithm: string; active: boolean }> }>(`${apiUrl}/api/scanner/keys`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const url = `${apiUrl}/api/admin/scanner/lists/${listId}/sync`;

      const timings: number[] = [];
      let last: Fetched | undefined;
      for (let i = 0; i <= runs; i += 1) {
        const fetched = await fetchRaw(url, token);
        if (fetched.status !== 200) throw new Error(`GET /api/admin/scanner/lists/${listId}/sync → ${fetched.status}: ${fetched.body.slice(0, 300)}`);
        if (i > 0) timings.push(fetched.ms); // the first one warms up
        last = fetched;
      }
      const fetched = last!;

      // ── The answer, checked as the scanner checks it ─────────────────────────────────────────
      const verifyStarted = performance.now();
      const answer = JSON.parse(fetched.body) as SyncAnswer;
      const signer = keys.keys.find((k) => k.kid === answer.kid);
      const publicKey = signer ? publicKeyFromBase64url(signer.publicKey) : null;
      const signatureOk = publicKey !== null && verifyDocument(answer.document, answer.signature, publicKey);
      const verifyMs = performance.now() - verifyStarted;
      const middle = Math.floor(answer.document.length / 2);
      const altered = `${answer.document.slice(0, middle)}${answer.document[middle] === '1' ? '2' : '1'}${answer.document.slice(middle + 1)}`;
      const alteredRefused = publicKey !== null && !verifyDocument(altered, answer.signature, publicKey);
      const document = JSON.parse(answer.document) as SyncDocument;
      const byId = new Map(document.tickets.map((row) => [row[0], row]));
      const missing = seeded.tickets.filter((ticket) => {
        const row = byId.get(ticket.id);
        return !row || row[1] !== seeded.ticketTypeId || row[2] !== codeHash(ticket.code) || row[3] !== 'v';
      }).length;

      const checks: Array<[string, boolean]> = [
        [`signed by an active key of GET /api/scanner/keys (kid ${answer.kid})`, Boolean(signer?.active)],
        ['signature verified', signatureOk],
        ['the same document altered by one character is refused', alteredRefused],
        [`the list (${document.list.id}) admitting the bench's type`, document.version === 1 && document.list.id === listId && document.list.ticketTypeIds.includes(seeded.ticketTypeId)],
        [`${count} tickets (${document.tickets.length}), each with its type, code hash and status (${missing} wrong)`, document.tickets.length === count && missing === 0],
        [`revoked codes (${document.revoked.length}) == ${state.revoked}`, document.revoked.length === state.revoked],
        [`check-ins (${document.checkIns.length}) == ${state.checkedIn}`, document.checkIns.length === state.checkedIn],
      ];
      for (const [label, ok] of checks) log(`scanner-sync: ${ok ? 'ok  ' : 'FAIL'} ${label}`);
      const allOk = checks.every(([, ok]) => ok);

      const rawBytes = Buffer.byteLength(fetched.body, 'utf8');
      const gzipBytes = gzipSync(fetched.body).length;
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
      const p95 = percentileMs(timings, 95);
      return {
        columns: [
          { key: 'measure', label: 'Measure' },
          { key: 'value', label: 'Value', numeric: true },
        ],
        rows: [
          { measure: 'tickets in the document', value: document.tickets.length },
          { measure: `sync time p50 (${runs} runs)`, value: `${percentileMs(timings, 50)} ms` },
          { measure: `sync time p95 (${runs} runs)`, value: `${p95} ms` },
          { measure: 'payload raw (JSON answer)', value: kb(rawBytes) },
          { measure: `payload as sent (Accept-Encoding: gzip → ${fetched.encoding})`, value: kb(fetched.sentBytes) },
          { measure: 'payload gzip (zlib default level)', value: kb(gzipBytes) },
          { measure: 'bytes per ticket (raw, gzip)', value: `${Math.round(rawBytes / count)}, ${Math.round(gzipBytes / count)}` },
          { measure: 'parse + signature check (Node)', value: `${Math.round(verifyMs)} ms` },
          { measure: 'document checks', value: allOk ? `all ${checks.length} pass` : 'FAIL' },
          { measure: 'goal met (p95 < 2 s, signature valid)', value: p95 !== null && p95 < P95_GOAL_MS && allOk ? 'yes' : 'NO' },
        ],
        goal:
          `p95 < ${P95_GOAL_MS / 1000} s for the sync of ${count} tickets (client side, loopback, straight to the API, request to last byte), ` +
          `database ${db.label}; the signature verified with the key of GET /api/scanner/keys.`,
        details: { run, listId, ticketTypeId: seeded.ticketTypeId, count, ...state, timings: timings.map((ms) => Math.round(ms)), rawBytes, sentBytes: fetched.sentBytes, contentEncoding: fetched.encoding, gzipBytes, checks },
      };
    } finally {
      await db.close();
    }
  },
};
