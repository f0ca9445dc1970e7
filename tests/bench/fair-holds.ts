/**
 * Fair holds: do honest buyers get the places of a scarce ticket type while a scripted hoarder
 * tries to hold them all without paying? (docs/purchase-flow.md « Fair holds »)
 *
 * The bench inserts its own scarce ticket type (quota BENCH_FAIR_HOLDS_QUOTA, default 300) into the
 * stack's database. One hoarder — one client address, a new e-mail for every order, never paying —
 * checks out orders of BENCH_FAIR_HOLDS_HOARD tickets (default 10) as fast as it can with
 * BENCH_FAIR_HOLDS_HOARDER_LOOPS parallel loops (default 4), from the start to the end. Meanwhile
 * BENCH_FAIR_HOLDS_BUYERS honest buyers (default 150, each its own address and e-mail, arriving
 * over the first BENCH_FAIR_HOLDS_ARRIVAL_SECONDS, default 10, BENCH_FAIR_HOLDS_PARALLEL at once,
 * default 16) each buy 2 tickets: checkout, payment page, payment at the emulator, order
 * completed. Their demand (300) meets the quota: every place the hoarder holds is one an honest
 * buyer does not get.
 *
 * Measured: the share of the places that went to honest buyers (paid), and how many places the
 * hoarder held at most at once (from its own accepted checkouts, none released during the bench,
 * and checked in the database at the end). Goal: honest share ≥ 95 %.
 */
import type { RowDataPacket } from 'mysql2/promise';
import { Refused, SOLD_OUT_CODES, benchAddress, checkOut, emulatorSecretKey, insertBenchTicketType, integer, payOrder, runId } from './buyers';
import { connect, redact } from './database';
import type { BenchContext, BenchTable, Benchmark } from './types';

const HONEST_TICKETS = 2;
const GOAL_SHARE = 0.95;
const HOARDER_ADDRESS = '198.19.255.254';

export const fairHoldsBenchmark: Benchmark = {
  id: 'fair-holds',
  title: 'Fair holds: share of a scarce ticket type paid by honest buyers while one client hoards (goal ≥ 95 %)',
  async run({ apiUrl, siteUrl, stripeEmulatorUrl, databaseUrl, dataDir, log }: BenchContext): Promise<BenchTable> {
    if (!databaseUrl) {
      throw new Error('the fair-holds benchmark inserts its ticket type into the API’s MariaDB/MySQL database: let the bench start its own stack, or set BENCH_DATABASE_URL to the running API’s DATABASE_URL');
    }
    const quota = integer('BENCH_FAIR_HOLDS_QUOTA', 300, HONEST_TICKETS, 100_000);
    const honestBuyers = integer('BENCH_FAIR_HOLDS_BUYERS', Math.ceil(quota / HONEST_TICKETS), 1, 5_000);
    const parallel = integer('BENCH_FAIR_HOLDS_PARALLEL', 16, 1, 200);
    const arrivalS = integer('BENCH_FAIR_HOLDS_ARRIVAL_SECONDS', 10, 0, 600);
    const hoard = integer('BENCH_FAIR_HOLDS_HOARD', 10, 1, 60);
    const hoarderLoops = integer('BENCH_FAIR_HOLDS_HOARDER_LOOPS', 4, 1, 64);
    const emulatorAuth = { authorization: `Bearer ${emulatorSecretKey(dataDir)}` };

    const db = await connect(databaseUrl);
    const run = runId();
    const slug = `bench-fair-${run}`;
    let ticketTypeId: number | undefined;
    try {
      ticketTypeId = await insertBenchTicketType(db, apiUrl, {
        slug,
        name: `Atelier rare ${run}`,
        description: 'Type de billet rare créé par npm run bench (benchmark « fair-holds ») dans sa propre base ; masqué à la fin du banc.',
        quota,
        priceCents: 1_000,
      });
      const id = ticketTypeId;
      log(`fair-holds: ticket type ${slug} (id ${id}, quota ${quota}) in ${redact(databaseUrl)}; ${honestBuyers} honest buyers × ${HONEST_TICKETS}, one hoarder (${hoarderLoops} loops × ${hoard} tickets)`);

      const hoarder = { attempts: 0, accepted: 0, held: 0, peakHeld: 0, refusals: {} as Record<string, number>, errors: [] as string[] };
      const honest = { paid: 0, soldOut: 0, refusals: {} as Record<string, number>, errors: [] as string[] };
      let honestDone = false;

      const hoarderLoop = async (loop: number): Promise<void> => {
        for (let n = 0; !honestDone; n += 1) {
          hoarder.attempts += 1;
          try {
            await checkOut({ apiUrl, address: HOARDER_ADDRESS, email: `accapareur-${loop}-${n}@example.org`, lastName: 'Accapareur', ticketTypeId: id, quantity: hoard });
            hoarder.accepted += 1;
            hoarder.held += hoard;
            hoarder.peakHeld = Math.max(hoarder.peakHeld, hoarder.held);
          } catch (error) {
            const code = error instanceof Refused ? error.code : 'NETWORK';
            hoarder.refusals[code] = (hoarder.refusals[code] ?? 0) + 1;
            if (!(error instanceof Refused) && hoarder.errors.length < 5) hoarder.errors.push(String(error));
            // A refused hoarder retries at once: that is the attack.
          }
        }
      };

      const startedAt = performance.now();
      const honestBuyer = async (index: number): Promise<void> => {
        const address = benchAddress(index);
        try {
          const orderId = await checkOut({ apiUrl, address, email: `festivalier-${index}@example.org`, lastName: `Festivalier ${index}`, ticketTypeId: id, quantity: HONEST_TICKETS });
          await payOrder({ apiUrl, siteUrl, stripeEmulatorUrl, emulatorAuth, address, orderId, pollMs: 200, timeoutMs: 60_000 });
          honest.paid += HONEST_TICKETS;
        } catch (error) {
          if (error instanceof Refused && SOLD_OUT_CODES.has(error.code)) honest.soldOut += 1;
          else {
            const code = error instanceof Refused ? error.code : 'NETWORK';
            honest.refusals[code] = (honest.refusals[code] ?? 0) + 1;
            if (honest.errors.length < 5) honest.errors.push(error instanceof Error ? error.message : String(error));
          }
        }
      };
      // Honest buyers arrive spread over the arrival window, at most `parallel` at once.
      const arrivals = async (): Promise<void> => {
        let next = 0;
        const worker = async () => {
          for (let index = next++; index < honestBuyers; index = next++) {
            const arrivesAt = startedAt + (arrivalS * 1000 * index) / honestBuyers;
            const wait = arrivesAt - performance.now();
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
            await honestBuyer(index);
          }
        };
        await Promise.all(Array.from({ length: Math.min(parallel, honestBuyers) }, worker));
      };

      const hoarding = Promise.all(Array.from({ length: hoarderLoops }, (_, loop) => hoarderLoop(loop)));
      try {
        await arrivals();
      } finally {
        honestDone = true;
        await hoarding;
      }
      const elapsedS = (performance.now() - startedAt) / 1000;

      // ── In the database ──────────────────────────────────────────────────────────────────────
      const [rows] = await db.query<RowDataPacket[]>(
        `SELECT SUM(CASE WHEN o.email LIKE 'accapareur-%' AND o.status = 'pending' AND o.hold_active THEN oi.quantity ELSE 0 END) AS hoarder_held,
                SUM(CASE WHEN o.email LIKE 'festivalier-%' AND o.status = 'completed' THEN oi.quantity ELSE 0 END) AS honest_paid,
                SUM(CASE WHEN o.email LIKE 'accapareur-%' AND o.status = 'completed' THEN oi.quantity ELSE 0 END) AS hoarder_paid
           FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.ticket_type_id = ?`,
        [id],
      );
      const inDb = Object.fromEntries(Object.entries(rows[0] ?? {}).map(([key, value]) => [key, Number(value ?? 0)]));
      const [inventoryRows] = await db.query<RowDataPacket[]>('SELECT quota, sold_count, held_count FROM ticket_types WHERE id = ?', [id]);
      const inventory = Object.fromEntries(Object.entries(inventoryRows[0] ?? {}).map(([key, value]) => [key, Number(value)]));

      const share = honest.paid / quota;
      const checks: Array<[string, boolean]> = [
        [`honest tickets paid as the buyers saw them (${honest.paid}) == in the database (${inDb.honest_paid})`, honest.paid === inDb.honest_paid],
        [`hoarder's places held at the end (${inDb.hoarder_held}) == its accepted checkouts (${hoarder.held})`, inDb.hoarder_held === hoarder.held],
        [`sold + held ≤ quota (${inventory.sold_count} + ${inventory.held_count} ≤ ${inventory.quota})`, inventory.sold_count + inventory.held_count <= inventory.quota],
      ];
      for (const [label, ok] of checks) log(`fair-holds: ${ok ? 'ok  ' : 'FAIL'} ${label}`);
      const consistent = checks.every(([, ok]) => ok);
      const honestFailures = Object.values(honest.refusals).reduce((a, b) => a + b, 0);
      const codes = (refusals: Record<string, number>) =>
        Object.entries(refusals)
          .map(([code, count]) => `${code} × ${count}`)
          .join(', ') || 'none';

      return {
        columns: [
          { key: 'measure', label: 'Measure' },
          { key: 'value', label: 'Value', numeric: true },
        ],
        rows: [
          { measure: 'share of the places paid by honest buyers', value: `${(share * 100).toFixed(1)} %` },
          { measure: 'places the hoarder held at peak', value: hoarder.peakHeld },
          { measure: 'honest places paid / quota', value: `${honest.paid} / ${quota}` },
          { measure: 'honest buyers refused: sold out / other', value: `${honest.soldOut} / ${honestFailures} (${codes(honest.refusals)})` },
          { measure: 'hoarder checkouts: accepted / attempted', value: `${hoarder.accepted} / ${hoarder.attempts}` },
          { measure: 'hoarder refusals', value: codes(hoarder.refusals) },
          { measure: 'duration', value: `${elapsedS.toFixed(1)} s` },
          { measure: 'database checks', value: consistent ? `all ${checks.length} pass` : 'FAIL' },
          { measure: `goal met (honest share ≥ ${GOAL_SHARE * 100} %)`, value: share >= GOAL_SHARE && consistent ? 'yes' : 'NO' },
        ],
        goal:
          `≥ ${GOAL_SHARE * 100} % of a scarce ticket type (quota ${quota}) paid by ${honestBuyers} honest buyers (${HONEST_TICKETS} each, own address and e-mail) ` +
          `while one client (one address, a new e-mail per order, never paying) checks out ${hoard}-ticket orders as fast as it can; the API's fair-hold caps as configured.`,
        details: { run, ticketTypeId: id, slug, quota, honestBuyers, parallel, arrivalSeconds: arrivalS, hoard, hoarderLoops, hoarder, honest, inDb, inventory, checks },
      };
    } finally {
      // Off sale and out of the catalogue once measured: the rows stay for inspection.
      if (ticketTypeId !== undefined) {
        await db.execute('UPDATE ticket_types SET visible = 0, updated_at = ? WHERE id = ?', [new Date(), ticketTypeId]).catch(() => undefined);
      }
      await db.end();
    }
  },
};
