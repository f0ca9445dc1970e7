/**
 * A background job run every `intervalMs` (the hold sweeper, the refund sweeper): the timer never
 * keeps the process alive, passes never overlap, a failed pass is logged and never rejects, and
 * `stop()` waits for a pass in flight (so shutdown closes the database after it).
 */
import type { Logger } from './logger.js';

export interface PeriodicTask<T> {
  /** Runs one pass now (also what the timer runs); never rejects (null when it failed or after stop). */
  runOnce(): Promise<T | null>;
  /** Stops the timer; resolves once a pass in flight has finished. */
  stop(): Promise<void>;
}

export function startPeriodicTask<T>(options: {
  run: () => Promise<T>;
  intervalMs: number;
  logger: Logger;
  /** French log message of a pass that did something, and of a failed one. */
  messages: { done: string; failed: string };
  /** Whether a pass's result is worth a log line (quiet passes are not logged). */
  worthLogging: (result: T) => boolean;
}): PeriodicTask<T> {
  let running: Promise<T | null> | null = null;
  let stopped = false;

  const runOnce = (): Promise<T | null> => {
    if (stopped) return Promise.resolve(null);
    running ??= options
      .run()
      .then((result) => {
        if (options.worthLogging(result)) options.logger.info(result as object, options.messages.done);
        return result;
      })
      .catch((err: unknown) => {
        options.logger.error({ err }, options.messages.failed);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void runOnce(), options.intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
