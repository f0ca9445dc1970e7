/**
 * Door check-in latency: scan → verdict round trip of `POST /api/admin/scanner/check-in` on a
 * check-in list, two scanners in parallel, each checking in its own share of distinct valid
 * tickets (every answer must be `valid`).
 *
 * Tickets: BENCH_SCANNER_TICKETS (default 400) valid tickets with signed codes, written straight
 * into the stack's database with a check-in list admitting their type (door.ts). Each scan names
 * the list, the direction (entry) and a fresh nonce, as the scanner app sends it.
 *
 * Scanners: the stack's scanner account logs in twice (password, then a code of its authenticator
 * app): two sessions, two devices, like two phones at two doors. A code is accepted once, so the
 * second login waits for the next 30 s step.
 *
 * Latency is measured by the client on loopback, straight to the API (not through the site's
 * proxy): it is the server's time plus a loopback round trip (well under a millisecond), so it
 * bounds the server-side latency from above. Afterwards the database must hold, for each ticket,
 * exactly one `valid` scan on the list with its nonce, one check-in on the list, and the ticket's
 * first admission.
 *
 * Goal: p95 < 150 ms.
 */
import { randomUUID } from 'node:crypto';
import { call, createCheckInList, integer, openDoorBench, percentileMs, scannerLogin, seedTickets } from './door';
import type { BenchContext, BenchTable, Benchmark } from './types';

const SCANNERS = 2;
const P95_GOAL_MS = 150;

export const scannerBenchmark: Benchmark = {
  id: 'scanner',
  title: 'Scanner: scan → verdict latency on a check-in list, 2 scanners in parallel checking in distinct valid tickets',
  async run({ apiUrl, databaseUrl, dataDir, log }: BenchContext): Promise<BenchTable> {
    const count = integer('BENCH_SCANNER_TICKETS', 400, SCANNERS, 100_000);
    const { account, key, db, run } = await openDoorBench({ databaseUrl, dataDir }, 'scanner');
    try {
      const seeded = await seedTickets(db, { count, run, slug: 'bench-scan', name: 'Contrôle d’accès (banc d’essai)', key });
      const listId = await createCheckInList(db, { name: `Banc scanner ${run}`, ticketTypeIds: [seeded.ticketTypeId], entryExit: false });
      const codes = seeded.tickets.map((ticket) => ticket.code);
      log(`scanner: ${count} valid tickets (ticket type id ${seeded.ticketTypeId}) on check-in list ${listId} in ${db.label}`);

      // ── Two scanner sessions ─────────────────────────────────────────────────────────────────
      const tokens: string[] = [];
      for (let i = 0; i < SCANNERS; i += 1) {
        tokens.push((await scannerLogin(apiUrl, account)).token);
      }

      // ── Measure: each scanner scans its own half, one code after the other ───────────────────
      const latencies: number[] = [];
      const verdicts = new Map<string, number>();
      const errors: string[] = [];
      const startedAt = performance.now();
      await Promise.all(
        tokens.map(async (token, scanner) => {
          for (let i = scanner; i < codes.length; i += SCANNERS) {
            const t = performance.now();
            try {
              const verdict = await call<{ result: string }>(`${apiUrl}/api/admin/scanner/check-in`, {
                method: 'POST',
                headers: { authorization: `Bearer ${token}` },
                json: { code: codes[i], listId, direction: 'entry', nonce: randomUUID(), device: `bench-porte-${scanner + 1}` },
              });
              latencies.push(performance.now() - t);
              verdicts.set(verdict.result, (verdicts.get(verdict.result) ?? 0) + 1);
            } catch (error) {
              if (errors.length < 10) errors.push(error instanceof Error ? error.message : String(error));
            }
          }
        }),
      );
      const elapsedMs = performance.now() - startedAt;

      // ── Verification in the database ────────────────────────────────────────────────────────
      const [checked] = await db.all('SELECT COUNT(*) AS n FROM tickets WHERE ticket_type_id = ? AND checked_in_at IS NOT NULL', [seeded.ticketTypeId]);
      const [onList] = await db.all('SELECT COUNT(*) AS n FROM ticket_check_ins WHERE list_id = ?', [listId]);
      const [logged] = await db.all(
        `SELECT COUNT(*) AS n, COUNT(DISTINCT s.nonce) AS nonces FROM scans s JOIN tickets t ON t.id = s.ticket_id
         WHERE t.ticket_type_id = ? AND s.result = 'valid' AND s.list_id = ? AND s.direction = 'entry'`,
        [seeded.ticketTypeId, listId],
      );
      const valid = verdicts.get('valid') ?? 0;
      const checks: Array<[string, boolean]> = [
        [`every answer is « valid » (${valid}/${count})`, valid === count && errors.length === 0],
        [`check-ins on the list (${Number(onList?.n)}) == ${count}`, Number(onList?.n) === count],
        [`tickets admitted (${Number(checked?.n)}) == ${count}`, Number(checked?.n) === count],
        [`valid entry scans logged on the list (${Number(logged?.n)}) == ${count}, each with its nonce (${Number(logged?.nonces)})`, Number(logged?.n) === count && Number(logged?.nonces) === count],
      ];
      for (const [label, ok] of checks) log(`scanner: ${ok ? 'ok  ' : 'FAIL'} ${label}`);
      const p95 = percentileMs(latencies, 95);
      const allOk = checks.every(([, ok]) => ok);

      return {
        columns: [
          { key: 'measure', label: 'Measure' },
          { key: 'value', label: 'Value', numeric: true },
        ],
        rows: [
          { measure: 'check-ins (2 scanners in parallel, one check-in list)', value: latencies.length },
          { measure: 'latency p50', value: `${percentileMs(latencies, 50) ?? '–'} ms` },
          { measure: 'latency p95', value: `${p95 ?? '–'} ms` },
          { measure: 'latency p99', value: `${percentileMs(latencies, 99) ?? '–'} ms` },
          { measure: 'latency max', value: `${percentileMs(latencies, 100) ?? '–'} ms` },
          { measure: 'check-ins per second', value: Math.round((latencies.length / elapsedMs) * 1000) },
          { measure: 'verdicts', value: [...verdicts].map(([result, n]) => `${result} ${n}`).join(', ') || '–' },
          { measure: 'database checks', value: allOk ? `all ${checks.length} pass` : 'FAIL' },
          { measure: 'goal met (p95 < 150 ms, all valid)', value: p95 !== null && p95 < P95_GOAL_MS && allOk ? 'yes' : 'NO' },
        ],
        goal:
          `p95 < ${P95_GOAL_MS} ms from scan to verdict. ${SCANNERS} scanners in parallel, ${count} distinct valid tickets with signed codes on one check-in list, ` +
          `database ${db.label}; client-side round trip on loopback straight to the API (an upper bound of the server time).`,
        details: { run, ticketTypeId: seeded.ticketTypeId, listId, orderId: seeded.orderId, count, elapsedMs, latencies: latencies.map((ms) => Math.round(ms * 10) / 10), errors, checks },
      };
    } finally {
      await db.close();
    }
  },
};
