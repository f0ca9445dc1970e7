/**
 * The commerce API under load, with autocannon on loopback, straight to API_URL (not through the
 * site's proxy): catalogue and cart requests per second as a ratio to a bare Express 5 route
 * measured in the same run on the same machine (`bare-express.ts`, its own process), and latency
 * at a fixed 200 requests/s.
 *
 * Goal: every ratio ≥ 0.4, p99 < 50 ms at 200 req/s.
 *
 * The API must not rate-limit the bench: the bench's own stack starts it with
 * API_RATE_LIMIT_PER_MINUTE=0 and API_SENSITIVE_RATE_LIMIT_PER_MINUTE=0 (bench/run.ts); a reused
 * stack that limits is refused with a clear message rather than measured wrong.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type Client, type Options, type Result } from 'autocannon';
import type { BenchContext, BenchTable, Benchmark } from './types';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 10;
const FIXED_RATE = 200;
const RATIO_GOAL = 0.4;
const P99_GOAL_MS = 50;

interface Target {
  id: string;
  label: string;
  options: Omit<Options, 'url' | 'duration' | 'connections' | 'overallRate'>;
  url: string;
}

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, socket errors and timeouts: any of them makes the figure meaningless. */
  failures: number;
  total: number;
}

function seconds(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 1 || value > 120) throw new Error(`${name} must be 1–120 seconds, got ${process.env[name]}`);
  return value;
}

function run(options: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function summarise(result: Result): Measure {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors, // errors already count the timeouts
    total: result.requests.total,
  };
}

async function measure(target: Target, durationS: number, fixedRate: number | undefined): Promise<Measure> {
  const result = await run({
    ...target.options,
    url: target.url,
    connections: CONNECTIONS,
    duration: durationS,
    ...(fixedRate ? { overallRate: fixedRate } : {}),
  });
  return summarise(result);
}

/** The bare route in a child process; resolves with its origin and a stop function. */
async function startBareExpress(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, 'bare-express.ts')], {
    cwd: BENCH_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bare Express server did not start within 20 s')), 20_000);
    child.once('exit', (code) => reject(new Error(`bare Express server exited with code ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

interface CartAnswer {
  cart: { id: string; items: Array<{ id: number; quantity: number }> };
}

/** A guest cart holding `ticketIds` (one each), as the site builds it: add, then add again with X-Cart-Id. */
async function cartWith(apiUrl: string, ticketIds: number[]): Promise<CartAnswer['cart']> {
  let cartId: string | undefined;
  let cart: CartAnswer['cart'] | undefined;
  for (const ticketId of ticketIds) {
    const answer = await json<CartAnswer>(
      await fetch(`${apiUrl}/api/cart/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cartId ? { 'x-cart-id': cartId } : {}) },
        body: JSON.stringify({ ticketId, quantity: 1 }),
      }),
      'POST /api/cart/add',
    );
    cart = answer.cart;
    cartId = cart.id;
  }
  return cart!;
}

/** One header set per autocannon connection, so each connection works on its own guest cart. */
function perConnection(headers: Array<Record<string, string>>): (client: Client) => void {
  let next = 0;
  return (client) => {
    client.setHeaders(headers[next % headers.length]!);
    next += 1;
  };
}

async function refuseRateLimitedApi(apiUrl: string): Promise<void> {
  const response = await fetch(`${apiUrl}/api/tickets`);
  await response.body?.cancel();
  const policy = response.headers.get('ratelimit-policy');
  if (policy) {
    throw new Error(
      `the API at ${apiUrl} rate-limits requests (RateLimit-Policy: ${policy}); it would measure its limiter. ` +
        'Restart it with API_RATE_LIMIT_PER_MINUTE=0 API_SENSITIVE_RATE_LIMIT_PER_MINUTE=0, or stop it so that the bench starts its own stack.',
    );
  }
}

export const apiBenchmark: Benchmark = {
  id: 'api',
  title: 'Commerce API: requests/s against a bare Express 5 route, and latency at 200 req/s (autocannon, loopback)',
  async run({ apiUrl, databaseUrl, log }: BenchContext): Promise<BenchTable> {
    const durationS = seconds('BENCH_API_SECONDS', 10);
    const warmupS = 2;
    await refuseRateLimitedApi(apiUrl);

    const catalogue = await json<{ data: Array<{ id: number; slug: string; onSale: boolean; remaining: number }> }>(
      await fetch(`${apiUrl}/api/tickets`),
      'GET /api/tickets',
    );
    const onSale = catalogue.data.filter((ticket) => ticket.onSale && ticket.remaining >= 2);
    if (onSale.length < 2) throw new Error('the catalogue needs two ticket types on sale for the cart requests');
    const [first, second] = onSale;

    // One two-line cart per connection for the reads and the quantity changes.
    const carts = await Promise.all(Array.from({ length: CONNECTIONS }, () => cartWith(apiUrl, [first!.id, second!.id])));
    const cartHeaders = carts.map((cart) => ({ 'x-cart-id': cart.id, 'content-type': 'application/json' }));
    const lineOf = new Map(carts.map((cart) => [cart.id, cart.items[0]!.id]));

    const bare = await startBareExpress();
    try {
      const json = { 'content-type': 'application/json' };
      const targets: Target[] = [
        { id: 'bare', label: 'bare Express 5 route (GET /bare)', url: `${bare.url}/bare`, options: {} },
        { id: 'tickets', label: 'GET /api/tickets (catalogue, live availability)', url: `${apiUrl}/api/tickets`, options: {} },
        {
          id: 'cart',
          label: 'GET /api/cart (guest cart, 2 lines)',
          url: `${apiUrl}/api/cart`,
          options: { setupClient: perConnection(cartHeaders) },
        },
        {
          id: 'cart-add',
          label: 'POST /api/cart/add (new guest cart)',
          url: `${apiUrl}/api/cart/add`,
          options: { method: 'POST', headers: json, body: JSON.stringify({ ticketId: first!.id, quantity: 1 }) },
        },
        {
          id: 'cart-update',
          label: 'PUT /api/cart/update/{id} (quantity 2 ↔ 1)',
          url: `${apiUrl}/api/cart`,
          options: {
            // Each connection alternates the first line of its own cart between 2 and 1 (the
            // dropdown's plus and minus); the path carries that line's id.
            setupClient: (() => {
              let next = 0;
              return (client: Client) => {
                const headers = cartHeaders[next % cartHeaders.length]!;
                const line = lineOf.get(headers['x-cart-id']!)!;
                next += 1;
                client.setHeaders(headers);
                client.setRequests([
                  { method: 'PUT', path: `/api/cart/update/${line}`, headers, body: JSON.stringify({ quantity: 2 }) },
                  { method: 'PUT', path: `/api/cart/update/${line}`, headers, body: JSON.stringify({ quantity: 1 }) },
                ]);
              };
            })(),
          },
        },
      ];

      const throughput = new Map<string, Measure>();
      const latency = new Map<string, Measure>();
      const bareRuns: number[] = [];
      for (const target of targets) {
        log(`api: ${target.label}: warm-up ${warmupS} s, ${durationS} s flat out, ${durationS} s at ${FIXED_RATE} req/s`);
        await measure(target, warmupS, undefined);
        throughput.set(target.id, await measure(target, durationS, undefined));
        latency.set(target.id, await measure(target, durationS, FIXED_RATE));
        if (target.id === 'bare') bareRuns.push(throughput.get('bare')!.requestsPerSecond);
      }
      // The bare route again at the end: the ratio uses the mean, so drift during the run shows.
      log('api: bare Express 5 route again (drift check)');
      bareRuns.push((await measure(targets[0]!, durationS, undefined)).requestsPerSecond);
      const bareMean = bareRuns.reduce((sum, value) => sum + value, 0) / bareRuns.length;

      const rows = targets.map((target) => {
        const flat = throughput.get(target.id)!;
        const fixed = latency.get(target.id)!;
        const ratio = target.id === 'bare' ? 1 : flat.requestsPerSecond / bareMean;
        const failures = flat.failures + fixed.failures;
        const met = failures === 0 && ratio >= RATIO_GOAL && fixed.p99 < P99_GOAL_MS;
        return {
          request: target.label,
          rps: Math.round(target.id === 'bare' ? bareMean : flat.requestsPerSecond),
          ratio: target.id === 'bare' ? '1.00' : ratio.toFixed(2),
          p50: fixed.p50,
          p99: fixed.p99,
          failures,
          goal: target.id === 'bare' ? '–' : met ? 'yes' : 'NO',
        };
      });

      return {
        columns: [
          { key: 'request', label: 'Request' },
          { key: 'rps', label: 'req/s', numeric: true },
          { key: 'ratio', label: 'ratio to bare', numeric: true },
          { key: 'p50', label: `p50 ms @${FIXED_RATE}/s`, numeric: true },
          { key: 'p99', label: `p99 ms @${FIXED_RATE}/s`, numeric: true },
          { key: 'failures', label: 'non-2xx/errors', numeric: true },
          { key: 'goal', label: 'goal met' },
        ],
        rows,
        goal:
          `every ratio ≥ ${RATIO_GOAL} and p99 < ${P99_GOAL_MS} ms at ${FIXED_RATE} req/s, without a single non-2xx answer. ` +
          `${CONNECTIONS} connections, ${durationS} s per measure after ${warmupS} s of warm-up; API at ${apiUrl} on ` +
          `${databaseUrl ? 'MariaDB/MySQL' : 'its default database (SQLite unless DATABASE_URL says otherwise)'}; ` +
          `bare route ${bareRuns.map((value) => Math.round(value)).join(' then ')} req/s (mean used for the ratios).`,
        details: {
          connections: CONNECTIONS,
          durationSeconds: durationS,
          fixedRate: FIXED_RATE,
          bareRequestsPerSecond: bareRuns,
          throughput: Object.fromEntries(throughput),
          latencyAtFixedRate: Object.fromEntries(latency),
        },
      };
    } finally {
      await bare.stop();
    }
  },
};
