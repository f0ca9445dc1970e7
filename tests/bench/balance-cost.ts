/**
 * What the balance rule costs a purchase: checkouts per second through the real hold path for a
 * balanced ticket type (each ticket a dance role, the ratio and places checked in the hold's one
 * conditional UPDATE) against an unbalanced type of the same quota and price, on SQLite and, when
 * the run has a server, on MariaDB.
 *
 * The API runs in the bench's process (in-process-api.ts) on a fresh database per target. Two
 * ticket types are inserted with the same quota, price and sales: 2,000 places already sold (for
 * the balanced one 1,000 leaders and 1,000 followers, so the ratio rule is live, past its « first
 * 10 of each role ») and ample places left. BENCH_BALANCE_BUYERS (16) concurrent buyers loop
 * `POST /api/cart/add` (1 ticket; a role for the balanced type, half the buyers leaders, half
 * followers) → `POST /api/checkout/session` (a pending order holding the place), each checkout from
 * its own client address and e-mail (the fair-hold caps keep their defaults), for
 * BENCH_BALANCE_SECONDS (5) per round. Rounds alternate the two types (ABBA…, BENCH_BALANCE_ROUNDS
 * per type, default 3) after a warm-up, so a busy machine weighs on both alike; each type's figure
 * is the median of its rounds. At the end, in the database, each type's held places equal its
 * accepted checkouts (per role for the balanced type).
 *
 * Goal: the balanced type within 10 % of the unbalanced one (ratio ≥ 0.90).
 */
import { ROLE_REFUSAL_CODES, Refused, benchAddress, checkOut, integer, runId } from './buyers';
import { databaseTargets, startInProcessApi, type InProcessApi } from './in-process-api';
import { median, percentile } from './stats';
import type { BenchContext, BenchTable, Benchmark, Cell } from './types';

const GOAL_RATIO = 0.9;
const ALREADY_SOLD_PER_ROLE = 1_000;
const PRICE_CENTS = 4_500;
const WARM_UP_SECONDS = 1;

type Kind = 'unbalanced' | 'balanced';

interface Round {
  kind: Kind;
  checkouts: number;
  perSecond: number;
  latenciesMs: number[];
  refusals: Record<string, number>;
  errors: string[];
}

interface BenchType {
  kind: Kind;
  id: number;
  /** Accepted checkouts per role (balanced) or in all (unbalanced), to check against the database. */
  accepted: { leader: number; follower: number; none: number };
}

async function insertTypes(api: InProcessApi, run: string, quota: number): Promise<Record<Kind, BenchType>> {
  const now = Date.now();
  const common = {
    description: 'Type de billet créé par npm run bench (benchmark « balance-cost ») dans la base de son API.',
    includes: ['Banc d’essai'],
    category: 'workshop' as const,
    priceCents: PRICE_CENTS,
    quota,
    soldCount: 2 * ALREADY_SOLD_PER_ROLE,
    heldCount: 0,
    salesStart: new Date(now - 86_400_000),
    salesEnd: new Date(now + 365 * 86_400_000),
    validDays: ['2027-04-16'],
    visible: true,
    sortOrder: 9999,
  };
  const { TicketType } = api.db.models;
  const plain = await TicketType.create({ ...common, slug: `bench-plain-${run}`, name: `Atelier sans rôles ${run}` });
  const balanced = await TicketType.create({
    ...common,
    slug: `bench-balanced-${run}`,
    name: `Atelier équilibré ${run}`,
    danceRoles: 'balanced',
    balanceRatioPermille: 1_200,
    balanceAllowFirst: 10,
    leaderSold: ALREADY_SOLD_PER_ROLE,
    followerSold: ALREADY_SOLD_PER_ROLE,
  });
  const zero = () => ({ leader: 0, follower: 0, none: 0 });
  return { unbalanced: { kind: 'unbalanced', id: plain.id, accepted: zero() }, balanced: { kind: 'balanced', id: balanced.id, accepted: zero() } };
}

/** `buyers` concurrent buyers checking out 1 ticket each, over and over, for `seconds`. */
async function measure(api: InProcessApi, type: BenchType, buyers: number, seconds: number, next: () => number): Promise<Round> {
  const round: Round = { kind: type.kind, checkouts: 0, perSecond: 0, latenciesMs: [], refusals: {}, errors: [] };
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  const buyer = async (index: number) => {
    const role = type.kind === 'balanced' ? (index % 2 === 0 ? 'leader' : 'follower') : undefined;
    while (performance.now() < deadline) {
      const n = next();
      const t = performance.now();
      try {
        await checkOut({ apiUrl: api.url, address: benchAddress(n), email: `equilibre-${n}@example.org`, lastName: `Banc ${n}`, ticketTypeId: type.id, quantity: 1, role });
        round.latenciesMs.push(performance.now() - t);
        round.checkouts += 1;
        type.accepted[role ?? 'none'] += 1;
      } catch (error) {
        const code = error instanceof Refused ? error.code : 'NETWORK';
        round.refusals[code] = (round.refusals[code] ?? 0) + 1;
        if (!(error instanceof Refused && ROLE_REFUSAL_CODES.has(code)) && round.errors.length < 5) {
          round.errors.push(error instanceof Error ? error.message : String(error));
        }
        if (round.errors.length >= 5) throw new Error(`checkouts failing: ${round.errors.join(' | ')}`);
      }
    }
  };
  await Promise.all(Array.from({ length: buyers }, (_, index) => buyer(index)));
  round.perSecond = (round.checkouts / (performance.now() - startedAt)) * 1000;
  return round;
}

interface TargetResult {
  label: string;
  rounds: Round[];
  checks: Array<[string, boolean]>;
}

async function measureTarget(api: InProcessApi, buyers: number, rounds: number, seconds: number, log: (m: string) => void): Promise<TargetResult> {
  const run = runId();
  const quota = 2 * ALREADY_SOLD_PER_ROLE + 500_000;
  const types = await insertTypes(api, run, quota);
  let counter = 0;
  const next = () => (counter += 1);
  // Connections, prepared statements and the JIT warm up on both before anything counts.
  await measure(api, types.unbalanced, buyers, WARM_UP_SECONDS, next);
  await measure(api, types.balanced, buyers, WARM_UP_SECONDS, next);
  const measured: Round[] = [];
  for (let i = 0; i < rounds; i += 1) {
    // ABBA: neither type always runs first.
    const order: Kind[] = i % 2 === 0 ? ['unbalanced', 'balanced'] : ['balanced', 'unbalanced'];
    for (const kind of order) {
      const round = await measure(api, types[kind], buyers, seconds, next);
      measured.push(round);
      log(`balance-cost: ${api.label} ${kind} round ${i + 1}: ${round.perSecond.toFixed(1)} checkouts/s`);
    }
  }

  // In the database: every accepted checkout holds its place, and nothing else does.
  const { TicketType } = api.db.models;
  const plain = (await TicketType.findByPk(types.unbalanced.id))!;
  const balanced = (await TicketType.findByPk(types.balanced.id))!;
  const plainAccepted = types.unbalanced.accepted.none;
  const { leader, follower } = types.balanced.accepted;
  const checks: Array<[string, boolean]> = [
    [`unbalanced: held_count (${plain.heldCount}) == accepted checkouts (${plainAccepted})`, plain.heldCount === plainAccepted],
    [`balanced: held_count (${balanced.heldCount}) == accepted checkouts (${leader + follower})`, balanced.heldCount === leader + follower],
    [
      `balanced: leader_held / follower_held (${balanced.leaderHeld} / ${balanced.followerHeld}) == accepted (${leader} / ${follower})`,
      balanced.leaderHeld === leader && balanced.followerHeld === follower,
    ],
    [
      `balanced: leaders ≤ 1.2 × followers (${balanced.leaderSold + balanced.leaderHeld} / ${balanced.followerSold + balanced.followerHeld})`,
      (balanced.leaderSold + balanced.leaderHeld) * 1000 <= 1200 * (balanced.followerSold + balanced.followerHeld) &&
        (balanced.followerSold + balanced.followerHeld) * 1000 <= 1200 * (balanced.leaderSold + balanced.leaderHeld),
    ],
  ];
  for (const [label, ok] of checks) log(`balance-cost: ${ok ? 'ok  ' : 'FAIL'} ${api.label}: ${label}`);
  return { label: api.label, rounds: measured, checks };
}

const codes = (refusals: Record<string, number>) =>
  Object.entries(refusals)
    .map(([code, count]) => `${code} × ${count}`)
    .join(', ') || 'none';

export const balanceCostBenchmark: Benchmark = {
  id: 'balance-cost',
  title: 'Balance check cost: checkouts/s of a balanced ticket type against an unbalanced one of the same quota (goal within 10 %)',
  standalone: true,
  async run({ standaloneDatabaseUrl, log }: BenchContext): Promise<BenchTable> {
    const buyers = integer('BENCH_BALANCE_BUYERS', 16, 2, 200);
    const rounds = integer('BENCH_BALANCE_ROUNDS', 3, 1, 20);
    const seconds = integer('BENCH_BALANCE_SECONDS', 5, 1, 120);
    const results: TargetResult[] = [];
    for (const target of databaseTargets(standaloneDatabaseUrl)) {
      log(`balance-cost: starting the API in process on ${target.label}`);
      const api = await startInProcessApi(target);
      try {
        results.push(await measureTarget(api, buyers, rounds, seconds, log));
      } finally {
        await api.close();
      }
    }

    const rows: Record<string, Cell>[] = [];
    let goalMet = true;
    for (const result of results) {
      const of = (kind: Kind) => result.rounds.filter((round) => round.kind === kind);
      const rate = (kind: Kind) => median(of(kind).map((round) => round.perSecond)) ?? 0;
      const ratio = rate('unbalanced') > 0 ? rate('balanced') / rate('unbalanced') : 0;
      const consistent = result.checks.every(([, ok]) => ok);
      const met = ratio >= GOAL_RATIO && consistent;
      goalMet &&= met;
      for (const kind of ['unbalanced', 'balanced'] as const) {
        const latencies = of(kind).flatMap((round) => round.latenciesMs);
        const refusals: Record<string, number> = {};
        for (const round of of(kind)) for (const [code, n] of Object.entries(round.refusals)) refusals[code] = (refusals[code] ?? 0) + n;
        rows.push({
          database: result.label,
          type: kind === 'balanced' ? 'balanced (ratio 1.2, roles)' : 'unbalanced',
          perSecond: rate(kind).toFixed(1),
          rounds: of(kind)
            .map((round) => round.perSecond.toFixed(0))
            .join(' / '),
          latency: `${percentile(latencies, 50)?.toFixed(0) ?? '–'} / ${percentile(latencies, 95)?.toFixed(0) ?? '–'} ms`,
          refusals: codes(refusals),
          ratio: kind === 'balanced' ? `${(ratio * 100).toFixed(1)} %${met ? '' : consistent ? ' (NO)' : ' (database checks FAIL)'}` : '–',
        });
      }
    }
    return {
      columns: [
        { key: 'database', label: 'Database' },
        { key: 'type', label: 'Ticket type' },
        { key: 'perSecond', label: 'Checkouts/s (median)', numeric: true },
        { key: 'rounds', label: 'Rounds', numeric: true },
        { key: 'latency', label: 'Checkout p50 / p95', numeric: true },
        { key: 'refusals', label: 'Refusals' },
        { key: 'ratio', label: 'vs unbalanced', numeric: true },
      ],
      rows,
      goal:
        `balanced ≥ ${GOAL_RATIO * 100} % of the unbalanced type's checkouts/s (${goalMet ? 'met' : 'NOT met'}). ${buyers} concurrent buyers, 1 ticket per ` +
        `checkout (add to cart + checkout session, each from its own address and e-mail), ${rounds} × ${seconds} s per type in alternating rounds ` +
        `after a ${WARM_UP_SECONDS} s warm-up; the API in the bench's process, rate limits off, fair-hold caps on.`,
      details: results.map((result) => ({
        database: result.label,
        checks: result.checks,
        rounds: result.rounds.map(({ kind, checkouts, perSecond, refusals, errors }) => ({ kind, checkouts, perSecond, refusals, errors })),
      })),
    };
  },
};
