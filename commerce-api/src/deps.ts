import type { AppConfig } from './config/index.js';
import type { Database } from './db/index.js';
import type { Logger } from './lib/logger.js';

/** What modules receive to build their services and routers (no global singletons: tests build
 *  several apps with different databases and clocks in one process). */
export interface AppDeps {
  config: AppConfig;
  logger: Logger;
  db: Database;
  /** Current time; injected so sales-window behaviour is testable. */
  clock: () => Date;
}
