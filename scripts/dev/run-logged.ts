/**
 * Runs a preparation command (CMS install, Strapi admin build) with its output going to a log
 * file instead of the terminal: the developer sees one plain sentence per step, and the last
 * lines of the log only when the step fails.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';

export class StepError extends Error {
  constructor(
    message: string,
    readonly logFile: string,
    readonly tail: string[],
  ) {
    super(message);
  }
}

/** Children started by the preparation steps, ended if the developer presses Ctrl-C. */
const running = new Set<number>();

export function killPreparationSteps(signal: NodeJS.Signals): void {
  for (const pid of running) {
    try {
      process.kill(-pid, signal); // its whole process group (npm → sh → strapi → workers)
    } catch {
      /* already gone */
    }
  }
}

export async function runLogged(
  command: string,
  args: string[],
  options: { cwd: string; logFile: string; env?: NodeJS.ProcessEnv; tailLines?: number },
): Promise<void> {
  await fs.mkdir(path.dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile);
  const tail: string[] = [];
  const keep = options.tailLines ?? 30;
  const collect = (chunk: Buffer): void => {
    log.write(chunk);
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > keep) tail.shift();
    }
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(command, args, {
        cwd: options.cwd,
        env: options.env ?? process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        // Own process group, so Ctrl-C during preparation can end the whole tree at once.
        detached: true,
      });
      if (child.pid) running.add(child.pid);
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.once('error', reject);
      child.once('close', (code, signal) => {
        if (child.pid) running.delete(child.pid);
        if (code === 0) resolve();
        else reject(new StepError(`${command} ${args.join(' ')} : ${signal ?? `code ${code}`}`, options.logFile, tail));
      });
    });
  } finally {
    await new Promise<void>((resolve) => log.end(resolve));
  }
}
