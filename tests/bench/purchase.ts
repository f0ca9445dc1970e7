/**
 * Paid tickets per minute through the whole purchase path, on MariaDB, with zero oversell.
 *
 * N concurrent buyers (BENCH_PURCHASE_BUYERS, default 16) each loop: add 2 tickets to a new guest
 * cart → POST /api/checkout/session (order pending, seats held) → POST
 * /api/stripe/create-checkout-session (a Checkout Session at the Stripe emulator) → pay it through
 * the emulator's `POST /_emulator/sessions/:id/pay` (what its payment page does with 4242…) → poll
 * GET /api/stripe/payment-status/{orderId} until the order is completed (the signed webhook, or
 * the re-fetch of a pending order, fulfils it). Buyers stop when the ticket type is sold out or
 * the time budget (BENCH_PURCHASE_SECONDS, default 60) is spent; orders already started finish.
 *
 * The ticket type is the bench's own: the offer's quotas (120–400) are far too small to measure a
 * rate, so the bench inserts, directly into its database, one visible ticket type
 * `bench-<run>` with quota BENCH_PURCHASE_QUOTA (default 3,000) at 10 €, and hides it again at the
 * end. The demand is unbounded, so when the rate is high enough the quota runs out and the last
 * buyers are refused (409) while others still hold seats: the oversell check then runs under real
 * contention. At the end, in the database: sold_count == tickets issued == quantities of the
 * completed orders, held_count == 0, sold_count ≤ quota, no order left pending.
 *
 * Goal: ≥ 3,000 paid tickets per minute, zero oversell.
 */
import type { RowDataPacket } from 'mysql2/promise';
import { Refused, SOLD_OUT_CODES, benchAddress, checkOut, emulatorSecretKey, insertBenchTicketType, integer, payOrder, runId } from './buyers';
import { connect, redact } from './database';
import type { BenchContext, BenchTable, Benchmark } from './types';

const TICKETS_PER_ORDER = 2;
const PRICE_CENTS = 1_000;
const GOAL_PER_MINUTE = 3_000;
const POLL_MS = 200;
const COMPLETION_TIMEOUT_MS = 60_000;

type Step = 'add' | 'checkout' | 'session' | 'pay' | 'completed';
const STEPS: Step[] = ['add', 'checkout', 'session', 'pay', 'completed'];

function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

interface Outcome {
  completed: number;
  failed: number;
  soldOutRefusals: number;
  errors: string[];
  stepMs: Record<Step, number[]>;
  lastCompletionAt: number;
}

export const purchaseBenchmark: Benchmark = {
  id: 'purchase',
  title: 'Purchase: paid tickets per minute through checkout + Stripe emulator + webhook, on MariaDB, zero oversell',
  async run({ apiUrl, siteUrl, stripeEmulatorUrl, databaseUrl, dataDir, log }: BenchContext): Promise<BenchTable> {
    if (!databaseUrl) {
      throw new Error(
        'the purchase benchmark needs the stack’s API on MariaDB/MySQL: let the bench start its own stack (it starts ' +
          'a private MariaDB when mariadbd is installed, or uses BENCH_DATABASE_URL), or, for a running stack, ' +
          'set BENCH_DATABASE_URL to the DATABASE_URL its API uses',
      );
    }
    const buyers = integer('BENCH_PURCHASE_BUYERS', 16, 1, 200);
    const quota = integer('BENCH_PURCHASE_QUOTA', 3_000, TICKETS_PER_ORDER, 1_000_000);
    const budgetS = integer('BENCH_PURCHASE_SECONDS', 60, 5, 600);
    const emulator = await fetch(`${stripeEmulatorUrl}/`).catch(() => null);
    if (!emulator?.ok) throw new Error(`the Stripe emulator does not answer at ${stripeEmulatorUrl} (is STRIPE_SECRET_KEY set?)`);
    const emulatorAuth = { authorization: `Bearer ${emulatorSecretKey(dataDir)}` };

    const db = await connect(databaseUrl);
    const run = runId();
    const slug = `bench-${run}`;
    let ticketTypeId: number | undefined;
    try {
      ticketTypeId = await insertBenchTicketType(db, apiUrl, {
        slug,
        name: `Billet de banc d’essai ${run}`,
        description: 'Type de billet créé par npm run bench (benchmark « purchase ») dans sa propre base ; masqué à la fin du banc.',
        quota,
        priceCents: PRICE_CENTS,
      });
      log(`purchase: ticket type ${slug} (id ${ticketTypeId}, quota ${quota}) in ${redact(databaseUrl)}; ${buyers} buyers, ${budgetS} s budget`);

      const outcome: Outcome = {
        completed: 0,
        failed: 0,
        soldOutRefusals: 0,
        errors: [],
        stepMs: { add: [], checkout: [], session: [], pay: [], completed: [] },
        lastCompletionAt: 0,
      };
      const startedAt = performance.now();
      const deadline = startedAt + budgetS * 1000;
      let soldOut = false;

      const purchase = async (buyer: number, n: number): Promise<void> => {
        let t = performance.now();
        const lap = (step: Step) => {
          const now = performance.now();
          outcome.stepMs[step].push(now - t);
          t = now;
        };
        // Each buyer is its own client (address and e-mail), as the fair-hold caps expect.
        const address = benchAddress(buyer);
        const orderId = await checkOut(
          { apiUrl, address, email: `banc-${buyer}-${n}@example.org`, lastName: `Banc ${buyer}-${n}`, ticketTypeId: ticketTypeId!, quantity: TICKETS_PER_ORDER },
          lap,
        );
        await payOrder({ apiUrl, siteUrl, stripeEmulatorUrl, emulatorAuth, address, orderId, pollMs: POLL_MS, timeoutMs: COMPLETION_TIMEOUT_MS }, lap);
        outcome.completed += 1;
        outcome.lastCompletionAt = performance.now();
      };

      const buyer = async (index: number): Promise<void> => {
        for (let n = 0; !soldOut && performance.now() < deadline; n += 1) {
          try {
            await purchase(index, n);
          } catch (error) {
            if (error instanceof Refused && SOLD_OUT_CODES.has(error.code)) {
              outcome.soldOutRefusals += 1;
              // Others may still release seats (they never do here: every order is paid), so stop.
              soldOut = true;
              return;
            }
            outcome.failed += 1;
            if (outcome.errors.length < 10) outcome.errors.push(error instanceof Error ? error.message : String(error));
            if (outcome.failed > 20) throw new Error(`too many failed purchases; first ones: ${outcome.errors.join(' | ')}`);
          }
        }
      };

      const progress = setInterval(() => log(`purchase: ${outcome.completed * TICKETS_PER_ORDER} tickets paid so far`), 10_000);
      try {
        await Promise.all(Array.from({ length: buyers }, (_, index) => buyer(index)));
      } finally {
        clearInterval(progress);
      }
      const elapsedMs = (outcome.lastCompletionAt || performance.now()) - startedAt;
      const paidTickets = outcome.completed * TICKETS_PER_ORDER;
      const perMinute = elapsedMs > 0 ? (paidTickets / elapsedMs) * 60_000 : 0;

      // ── Verification in the database ────────────────────────────────────────────────────────
      const one = async (sql: string): Promise<Record<string, number>> => {
        const [rows] = await db.query<RowDataPacket[]>(sql, [ticketTypeId]);
        return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([key, value]) => [key, Number(value)]));
      };
      const inventory = await one('SELECT quota, sold_count, held_count FROM ticket_types WHERE id = ?');
      const issued = await one('SELECT COUNT(*) AS tickets, COUNT(DISTINCT code) AS codes FROM tickets WHERE ticket_type_id = ?');
      const orders = await one(
        `SELECT COALESCE(SUM(CASE WHEN o.status = 'completed' THEN oi.quantity END), 0) AS paid_quantity,
                COUNT(DISTINCT CASE WHEN o.status = 'completed' THEN o.id END) AS completed_orders,
                COUNT(DISTINCT CASE WHEN o.status IN ('pending', 'processing') THEN o.id END) AS open_orders,
                COUNT(DISTINCT CASE WHEN o.status = 'failed' THEN o.id END) AS failed_orders
           FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.ticket_type_id = ?`,
      );
      const checks: Array<[string, boolean]> = [
        [`sold_count (${inventory.sold_count}) == tickets issued (${issued.tickets})`, inventory.sold_count === issued.tickets],
        [`tickets issued == quantities of completed orders (${orders.paid_quantity})`, issued.tickets === orders.paid_quantity],
        [`tickets paid as seen by the buyers (${paidTickets}) == tickets issued`, paidTickets === issued.tickets],
        [`every ticket has its own code (${issued.codes} distinct)`, issued.codes === issued.tickets],
        [`held_count == 0 (${inventory.held_count})`, inventory.held_count === 0],
        [`no order left pending/processing (${orders.open_orders})`, orders.open_orders === 0],
        [`sold_count ≤ quota (${inventory.sold_count} ≤ ${inventory.quota})`, inventory.sold_count <= inventory.quota],
      ];
      const oversellFree = checks.every(([, ok]) => ok);
      for (const [label, ok] of checks) log(`purchase: ${ok ? 'ok  ' : 'FAIL'} ${label}`);

      const stepRows = STEPS.map((step) => ({
        measure: `  step ${step === 'completed' ? 'pay → order completed (webhook or re-fetch)' : step} p50 / p99`,
        value: `${percentile(outcome.stepMs[step], 50) ?? '–'} / ${percentile(outcome.stepMs[step], 99) ?? '–'} ms`,
      }));
      return {
        columns: [
          { key: 'measure', label: 'Measure' },
          { key: 'value', label: 'Value', numeric: true },
        ],
        rows: [
          { measure: 'paid tickets per minute', value: Math.round(perMinute) },
          { measure: 'paid tickets (orders of 2)', value: paidTickets },
          { measure: 'time to the last completion', value: `${(elapsedMs / 1000).toFixed(1)} s` },
          { measure: 'sold out before the time budget', value: soldOut ? `yes (${outcome.soldOutRefusals} buyer(s) refused)` : 'no' },
          { measure: 'failed purchases', value: outcome.failed },
          { measure: 'oversell checks (database)', value: oversellFree ? `all ${checks.length} pass` : 'FAIL' },
          { measure: 'goal met (≥ 3,000/min, zero oversell, no failure)', value: perMinute >= GOAL_PER_MINUTE && oversellFree && outcome.failed === 0 ? 'yes' : 'NO' },
          ...stepRows,
        ],
        goal:
          `≥ ${GOAL_PER_MINUTE.toLocaleString('en')} paid tickets/min with zero oversell. ${buyers} concurrent buyers, ${TICKETS_PER_ORDER} tickets per order, ` +
          `on ${redact(databaseUrl)}, ticket type ${slug} inserted by the bench with quota ${quota} (the offer's quotas are 120–400).`,
        details: { run, ticketTypeId, slug, buyers, quota, budgetSeconds: budgetS, elapsedMs, perMinute, outcome, inventory, issued, orders, checks },
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
