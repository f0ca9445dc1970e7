/**
 * A private MariaDB for the benchmarks, started the way `.ci/run` starts the tests' one: its own
 * data directory and socket under a fresh temporary directory, a free loopback port, a throwaway
 * database and account with a random password; stopped and deleted when the bench ends. Nothing
 * of the machine's own MariaDB (if any) is touched.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PrivateMariaDb {
  /** `mysql://bench:<password>@127.0.0.1:<port>/commerce_bench` */
  url: string;
  /** `mariadbd --version`, for the log. */
  version: string;
  stop(): Promise<void>;
}

/** The first of `names` found on PATH or in the usual sbin directories, else null. */
function findProgram(...names: string[]): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/bin'];
  for (const name of names) {
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      if (dir && existsSync(candidate)) return candidate;
    }
  }
  return null;
}

/** A loopback port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the private server, or answers why it cannot (`mariadbd` not installed): the caller
 * then runs without the benchmarks that need MariaDB.
 */
export async function startPrivateMariaDb(log: (message: string) => void): Promise<PrivateMariaDb | { missing: string }> {
  const server = findProgram('mariadbd', 'mysqld');
  const installDb = findProgram('mariadb-install-db', 'mysql_install_db');
  const client = findProgram('mariadb', 'mysql');
  const admin = findProgram('mariadb-admin', 'mysqladmin');
  if (!server || !installDb || !client || !admin) {
    return { missing: 'mariadbd (with mariadb-install-db, mariadb and mariadb-admin) is not installed: apt-get install mariadb-server, or set BENCH_DATABASE_URL' };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-mariadb-'));
  const socket = path.join(dir, 'mariadbd.sock');
  const dataDir = path.join(dir, 'data');
  // As root, the server runs as `mysql` (it refuses root) and root logs in through the socket, as
  // in .ci/run; as anyone else, the server and its socket-authenticated account are that user.
  const asRoot = process.getuid?.() === 0;
  const osUser = asRoot ? 'mysql' : os.userInfo().username;
  const socketLogin = asRoot ? 'root' : osUser;
  let child: ChildProcess | null = null;
  let exited = false;

  const stop = async () => {
    if (child && !exited) {
      await run(admin, [`--socket=${socket}`, `--user=${socketLogin}`, 'shutdown']).catch(() => child?.kill('SIGTERM'));
      for (let i = 0; i < 120 && !exited; i += 1) await sleep(250);
      if (!exited) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (asRoot) await run('chown', ['mysql:mysql', dir]);
    await run(installDb, [
      '--no-defaults',
      `--user=${osUser}`,
      `--datadir=${dataDir}`,
      '--auth-root-authentication-method=socket',
      '--skip-test-db',
    ]);
    const port = await freePort();
    child = spawn(
      server,
      [
        '--no-defaults',
        ...(asRoot ? ['--user=mysql'] : []),
        `--datadir=${dataDir}`,
        `--socket=${socket}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--pid-file=${path.join(dir, 'mariadbd.pid')}`,
        `--log-error=${path.join(dir, 'error.log')}`,
        '--skip-name-resolve',
      ],
      { stdio: 'ignore' },
    );
    child.once('exit', () => {
      exited = true;
    });

    let ready = false;
    for (let i = 0; i < 120 && !ready && !exited; i += 1) {
      ready = await run(admin, [`--socket=${socket}`, `--user=${socketLogin}`, 'ping']).then(
        () => true,
        () => false,
      );
      if (!ready) await sleep(250);
    }
    if (!ready) throw new Error(exited ? 'mariadbd exited at start (see its error.log)' : 'mariadbd did not answer within 30 s');

    const password = randomBytes(16).toString('hex');
    const setup = [
      'CREATE DATABASE commerce_bench CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;',
      // The in-process API of the standalone benchmarks (in-process-api.ts) gets a database of its own.
      'CREATE DATABASE commerce_bench_standalone CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;',
      `CREATE USER 'bench'@'127.0.0.1' IDENTIFIED BY '${password}';`,
      "GRANT ALL PRIVILEGES ON commerce_bench.* TO 'bench'@'127.0.0.1';",
      "GRANT ALL PRIVILEGES ON commerce_bench_standalone.* TO 'bench'@'127.0.0.1';",
    ].join(' ');
    await run(client, [`--socket=${socket}`, `--user=${socketLogin}`, '-e', setup]);
    const version = (await run(server, ['--version'])).stdout.trim();
    log(`private MariaDB started on 127.0.0.1:${port} (${version}), data in ${dir}`);
    return { url: `mysql://bench:${password}@127.0.0.1:${port}/commerce_bench`, version, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
