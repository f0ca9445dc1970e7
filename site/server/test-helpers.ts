/**
 * Helpers shared by the site server's tests: temporary folders, fake builds (no Astro), a
 * controllable build function and listening on a random port.
 */
import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RequestListener } from 'node:http';
import type { BuildFunction } from './builds.ts';

export async function tempDir(prefix = 'site-server-'): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [rel, content] of Object.entries(files)) {
    const full = path.join(root, rel);
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, content);
  }
}

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A build function whose builds the test finishes by hand: each call writes a page that says
 * which build it is (`<h1>build N</h1>`), then waits for `finish(n)` or `fail(n)`.
 */
export function controllableBuild(extraFiles: Record<string, string> = {}) {
  const calls: Array<{ outDir: string; gate: Deferred; started: Deferred }> = [];
  const waiters: Array<() => void> = [];
  const build: BuildFunction = async (outDir) => {
    const n = calls.length + 1;
    const gate = deferred();
    const started = deferred();
    calls.push({ outDir, gate, started });
    for (const w of waiters.splice(0)) w();
    // A half-written folder: the index comes only when the build "finishes".
    await writeFiles(outDir, { [`_astro/partial-${n}.js`]: `/* build ${n} in progress */` });
    started.resolve();
    await gate.promise;
    await writeFiles(outDir, {
      'index.html': `<!doctype html><h1>build ${n}</h1><script>console.log(${n})</script>`,
      ...extraFiles,
    });
  };
  return {
    build,
    calls,
    get count() {
      return calls.length;
    },
    /** Resolves when build number n (1-based) has started writing. */
    async started(n: number): Promise<void> {
      while (calls.length < n) await new Promise<void>((r) => waiters.push(r));
      await calls[n - 1]!.started.promise;
    },
    finish(n: number): void {
      calls[n - 1]!.gate.resolve();
    },
    fail(n: number, message = 'astro build a échoué (code 1)'): void {
      calls[n - 1]!.gate.reject(new Error(message));
    },
  };
}

/** Every socket a test server accepted, upgraded ones included (closeAllConnections skips those). */
const sockets = new WeakMap<http.Server, Set<Socket>>();

export async function listen(handler: RequestListener | http.Server): Promise<{ server: http.Server; url: string; port: number }> {
  const server = handler instanceof http.Server ? handler : http.createServer(handler);
  const open = new Set<Socket>();
  sockets.set(server, open);
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, port };
}

export async function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  for (const socket of sockets.get(server) ?? []) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
