/**
 * When the stack does not come up (`config.webServer` fails), Playwright only says "exit code 1":
 * show the end of the stack's log, which says why.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestError } from '@playwright/test/reporter';

const TAIL_LINES = 40;

export default class StackLogReporter implements Reporter {
  onError(error: TestError): void {
    const dataDir = process.env.E2E_DATA_DIR;
    if (!dataDir || !/webServer/.test(error.message ?? '')) return;
    const log = path.join(dataDir, 'stack.log');
    if (!existsSync(log)) return;
    const tail = readFileSync(log, 'utf8')
      .replace(/\x1b\[[0-9;]*m/g, '')
      .trimEnd()
      .split('\n')
      .slice(-TAIL_LINES)
      .join('\n');
    console.error(`\nThe stack did not start. Last ${TAIL_LINES} lines of ${log}:\n\n${tail}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
