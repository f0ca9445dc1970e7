/**
 * How soon the waiting list hears of a freed place: the time from a place given back to the offer
 * e-mail in the outbox, p50/p95 over BENCH_WAITLIST_RUNS runs (default 20) per way of freeing it,
 * on SQLite and, when the run has a server, on MariaDB.
 *
 * The API runs in the bench's process (in-process-api.ts) with what server.ts starts beside its
 * routes: the hold sweeper, the waiting-list dispatcher (woken in process by whoever frees places)
 * and the outbox worker (the e-mail written to DATA_DIR/outbox, as without SMTP_URL). Each run has
 * its own ticket type with one place: a buyer checks it out (`POST /api/checkout/session`, the
 * place held), someone joins the waiting list (`POST /api/waiting-list`) and confirms from the
 * confirmation e-mail's link (`POST /api/waiting-list/entries/{token}/confirm`), then the place is freed,
 * in alternate runs:
 *   - « expired hold swept »: the hold's end is moved into the past and a pass of the hold sweeper
 *     runs, as its minute timer would (the clock starts when the pass starts);
 *   - « checkout abandoned »: the buyer comes back from the payment page (`POST
 *     /api/checkout/restore-cart`: the order is cancelled, its place given back).
 * Measured from that moment: the offer e-mail row queued in the outbox for the waiting person,
 * then that e-mail sent. Each run checks its offer in the database (open, one place, for that entry).
 *
 * Goal: freed place → offer e-mail in the outbox, p95 < 5 s.
 */
import { open } from '../../commerce-api/src/lib/sealed';
import { benchAddress, call, checkOut, integer, runId } from './buyers';
import { databaseTargets, startInProcessApi, type InProcessApi } from './in-process-api';
import { percentile } from './stats';
import type { BenchContext, BenchTable, Benchmark, Cell } from './types';

const GOAL_MS = 5_000;
const POLL_MS = 5;
const RUN_TIMEOUT_MS = 30_000;
/** The outbox `kind` of the offer e-mail (commerce-api/src/modules/waiting-list). */
const OFFER_MAIL_KIND = 'waiting-list-offer';
/** The outbox `kind` of the e-mail asking to confirm a join: its sealed payload carries the entry's link. */
const CONFIRMATION_MAIL_KIND = 'waiting-list-confirmation';

type Way = 'expired hold swept' | 'checkout abandoned';
const WAYS: Way[] = ['expired hold swept', 'checkout abandoned'];

interface Sample {
  way: Way;
  queuedMs: number;
  sentMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers a value, or fails after RUN_TIMEOUT_MS. */
async function until<T>(what: string, probe: () => Promise<T | null | undefined>): Promise<T> {
  const deadline = performance.now() + RUN_TIMEOUT_MS;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`${what}: nothing after ${RUN_TIMEOUT_MS / 1000} s`);
    await sleep(POLL_MS);
  }
}

async function oneRun(api: InProcessApi, run: string, n: number, way: Way): Promise<Sample> {
  const { TicketType, Order, OutboxMessage, WaitingListEntry, WaitingListOffer } = api.db.models;
  const now = Date.now();
  const type = await TicketType.create({
    slug: `bench-wait-${run}-${n}`,
    name: `Atelier complet ${run} n° ${n}`,
    description: 'Type de billet créé par npm run bench (benchmark « waitlist-offer ») dans la base de son API.',
    includes: ['Banc d’essai'],
    category: 'workshop',
    priceCents: 3_000,
    quota: 1,
    salesStart: new Date(now - 86_400_000),
    salesEnd: new Date(now + 365 * 86_400_000),
    validDays: ['2027-04-16'],
    visible: true,
    sortOrder: 9999,
  });
  const address = benchAddress(2 * n);
  const orderId = await checkOut({ apiUrl: api.url, address, email: `tient-la-place-${run}-${n}@example.org`, lastName: 'Banc', ticketTypeId: type.id, quantity: 1 });
  const waiting = `attend-${run}-${n}@example.org`;
  await call(`${api.url}/api/waiting-list`, {
    method: 'POST',
    headers: { 'x-forwarded-for': benchAddress(2 * n + 1) },
    json: { ticketTypeId: type.id, quantity: 1, email: waiting },
  });
  // A join counts once confirmed, as the person does from the e-mail's link.
  const confirmation = (await OutboxMessage.findOne({ where: { recipient: waiting, kind: CONFIRMATION_MAIL_KIND } }))!;
  const token = open(api.config, String(confirmation.payload.sealedToken));
  await call(`${api.url}/api/waiting-list/entries/${token}/confirm`, { method: 'POST', headers: { 'x-forwarded-for': benchAddress(2 * n + 1) } });
  const entry = (await WaitingListEntry.findOne({ where: { ticketTypeId: type.id, status: 'waiting' } }))!;

  let startedAt: number;
  if (way === 'expired hold swept') {
    await Order.update({ holdExpiresAt: new Date(Date.now() - 10 * 60_000) }, { where: { id: orderId } });
    startedAt = performance.now();
    await api.holdSweeper.runOnce();
  } else {
    startedAt = performance.now();
    await call(`${api.url}/api/checkout/restore-cart`, { method: 'POST', headers: { 'x-forwarded-for': address }, json: { orderId } });
  }
  const queued = await until(`${way}: the offer e-mail to ${waiting}`, () =>
    OutboxMessage.findOne({ where: { recipient: waiting, kind: OFFER_MAIL_KIND } }),
  );
  const queuedMs = performance.now() - startedAt;
  await until(`${way}: the offer e-mail sent`, async () => ((await queued.reload()).status === 'sent' ? queued : null));
  const sentMs = performance.now() - startedAt;

  const offer = await WaitingListOffer.findOne({ where: { entryId: entry.id } });
  if (!offer || offer.status !== 'open' || offer.quantity !== 1 || offer.ticketTypeId !== type.id) {
    throw new Error(`${way}: run ${n} has no open offer of one place for its entry (${offer ? `${offer.status}, ${offer.quantity}` : 'none'})`);
  }
  return { way, queuedMs, sentMs };
}

export const waitlistOfferBenchmark: Benchmark = {
  id: 'waitlist-offer',
  title: 'Waiting list: time from a freed place to the offer e-mail in the outbox (goal p95 < 5 s)',
  standalone: true,
  async run({ standaloneDatabaseUrl, log }: BenchContext): Promise<BenchTable> {
    const runs = integer('BENCH_WAITLIST_RUNS', 20, 2, 1_000);
    const rows: Record<string, Cell>[] = [];
    const details: unknown[] = [];
    let goalMet = true;
    for (const target of databaseTargets(standaloneDatabaseUrl)) {
      log(`waitlist-offer: starting the API in process on ${target.label}`);
      const api = await startInProcessApi(target);
      const samples: Sample[] = [];
      try {
        const run = runId();
        let n = 0;
        for (let i = 0; i < runs; i += 1) {
          for (const way of WAYS) samples.push(await oneRun(api, run, n++, way));
        }
      } finally {
        await api.close();
      }
      for (const way of WAYS) {
        const mine = samples.filter((sample) => sample.way === way);
        const queued = mine.map((sample) => sample.queuedMs);
        const sent = mine.map((sample) => sample.sentMs);
        const p95 = percentile(queued, 95) ?? Infinity;
        goalMet &&= p95 < GOAL_MS;
        const ms = (value: number | null) => (value === null ? '–' : `${value.toFixed(0)} ms`);
        rows.push({
          database: api.label,
          way,
          runs: mine.length,
          queued: `${ms(percentile(queued, 50))} / ${ms(percentile(queued, 95))} / ${ms(percentile(queued, 100))}`,
          sent: `${ms(percentile(sent, 50))} / ${ms(percentile(sent, 95))}`,
          goal: p95 < GOAL_MS ? 'yes' : 'NO',
        });
      }
      details.push({ database: api.label, samples });
    }
    return {
      columns: [
        { key: 'database', label: 'Database' },
        { key: 'way', label: 'Place freed by' },
        { key: 'runs', label: 'Runs', numeric: true },
        { key: 'queued', label: 'Freed → offer e-mail queued p50 / p95 / max', numeric: true },
        { key: 'sent', label: 'Freed → e-mail sent p50 / p95', numeric: true },
        { key: 'goal', label: 'p95 < 5 s' },
      ],
      rows,
      goal:
        `freed place → offer e-mail row in the outbox, p95 < ${GOAL_MS / 1000} s (${goalMet ? 'met' : 'NOT met'}). One place per run, one person waiting; ` +
        'the API in the bench’s process with its hold sweeper, waiting-list dispatcher and outbox worker, e-mails written to its DATA_DIR/outbox.',
      details,
    };
  },
};
