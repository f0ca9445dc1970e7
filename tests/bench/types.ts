/**
 * A benchmark is one module that measures something and answers a table. `bench/run.ts` prints
 * every table as Markdown and writes them all to `tests/.results/bench.json`:
 *
 *   { generatedAt, siteUrl, machine, benchmarks: [{ id, title, columns, rows, details, goal }] }
 *
 * To add one, write `bench/<name>.ts` exporting a `Benchmark` and list it in `BENCHMARKS` in
 * `bench/run.ts`.
 */

export interface BenchContext {
  /** Origin of the site under test, e.g. http://localhost:4321. */
  siteUrl: string;
  /** The commerce API, directly (not through the site's proxy), e.g. http://127.0.0.1:3001. */
  apiUrl: string;
  /** The stack's CMS when the bench started it (else null: BENCH_CMS_URL says where it is). */
  cmsUrl: string | null;
  /** The Stripe emulator of the stack (its `/_emulator` tools pay a session without a browser). */
  stripeEmulatorUrl: string;
  /** The stack was started by the bench itself (with the environment `run.ts` chose). */
  startedStack: boolean;
  /** The MySQL/MariaDB database the stack's API uses, when the bench knows it (`mysql://…`). */
  databaseUrl: string | null;
  /** The stack's DATA_DIR when the bench started it (its dev.env and, on SQLite, commerce.sqlite). */
  dataDir: string | null;
  /**
   * A MariaDB/MySQL database of its own for the API a `standalone` benchmark starts in process
   * (`<database>_standalone` on the run's server), or null: those benchmarks then run on SQLite only.
   */
  standaloneDatabaseUrl: string | null;
  /** Runs per measurement (`--runs N`); benchmarks report the median. */
  runs: number;
  log: (message: string) => void;
}

export interface Column {
  key: string;
  label: string;
  /** Right-aligned numeric column. */
  numeric?: boolean;
}

export type Cell = string | number | null;

export interface BenchTable {
  columns: Column[];
  rows: Record<string, Cell>[];
  /** What "good" means for this table, printed under it. */
  goal?: string;
  /** Everything measured that the table does not show (per-row breakdowns, raw metrics). */
  details?: unknown;
}

export interface Benchmark {
  id: string;
  title: string;
  /**
   * Starts the commerce API in its own process on databases of its own (in-process-api.ts): needs
   * no stack, only the run's MariaDB server when there is one.
   */
  standalone?: boolean;
  run(context: BenchContext): Promise<BenchTable>;
}
